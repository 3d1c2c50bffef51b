import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useIsMember } from './SessionContext';

/** The sign-in address that brings the visitor back to `location` afterwards. */
export function loginPathFor(location: string, search: string): string {
  const from = search ? `${location}?${search}` : location;
  return `/login?${new URLSearchParams({ redirect: from }).toString()}`;
}

/**
 * Where to go after signing in: only a path of this site (no `//host` or scheme), so the
 * redirect parameter cannot send anyone elsewhere.
 */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  return value;
}

/**
 * The guard of the member-only screens: a visitor without a token is sent to /login with the requested
 * location, replacing the history entry so Back does not return to the guarded page.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const isMember = useIsMember();
  const [location] = useLocation();
  const search = useSearch();
  if (!isMember) return <Redirect to={loginPathFor(location, search)} replace />;
  return <>{children}</>;
}
