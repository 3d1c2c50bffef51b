import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import type { SessionMachine } from '@tonggye/analysis-forms';
import {
  PERSISTED_SLICES,
  type PersistedSlice,
  type PersistedState,
  type SliceValue,
} from './persistedState';
import { sitePersistedState } from './siteConfig';

/** Who kept a slice: a member's slices go when the session becomes a guest's, a guest's stay. */
export type SliceOwner = 'member' | 'guest';

/**
 * A place of the site a returning visitor finds again (the remembered route): the slice keeps the last
 * address under `base` that `keeps` accepts; when a visit first arrives in that part of the site
 * at the bare `base`, the visitor is taken back there.
 */
export interface RouteMemoryRule {
  slice: Extract<PersistedSlice, 'community' | 'myActivity'>;
  base: string;
  keeps: (path: string) => boolean;
  /** Only a member's visits are kept (a guarded place). */
  memberOnly: boolean;
}

export const ROUTE_MEMORIES = {
  // The free board's last search and page (they live in its address).
  community: {
    slice: 'community',
    base: '/qaiclink/free-board',
    keeps: (path) => path === '/qaiclink/free-board',
    memberOnly: false,
  },
  // The last section (and its page) of my activity.
  myActivity: {
    slice: 'myActivity',
    base: '/my-activity',
    keeps: (path) => path === '/my-activity' || path.startsWith('/my-activity/'),
    memberOnly: true,
  },
} as const satisfies Record<string, RouteMemoryRule>;

/** The stored address of a slice, when it is one under `base` (never another site's). */
export function rememberedLocation(value: SliceValue | null, base: string): string | null {
  const location = value?.location;
  if (typeof location !== 'string' || location.length > 2000) return null;
  if (!location.startsWith(`${base}/`) && !location.startsWith(`${base}?`)) return null;
  return location.startsWith('//') ? null : location;
}

/** Removes the slices a member kept (at sign-out, a revoked token, an idle logout). */
export function removeMemberSlices(state: PersistedState): void {
  for (const slice of PERSISTED_SLICES)
    if (slice !== 'user' && state.read(slice)?.owner === 'member') state.remove(slice);
}

function useRouteMemory(rule: RouteMemoryRule, owner: SliceOwner | null, state: PersistedState) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const seen = useRef(false);
  useEffect(() => {
    // Only the first arrival of the visit in this part of the site (later, e.g. a menu link
    // to the bare address, is taken as it is).
    if (seen.current || (path !== rule.base && !path.startsWith(`${rule.base}/`))) return;
    seen.current = true;
    if (path !== rule.base || search !== '') return;
    const location = rememberedLocation(state.read(rule.slice), rule.base);
    if (location !== null) navigate(location, { replace: true });
  }, [path, search, navigate, rule, state]);
  useEffect(() => {
    if (owner === null || (rule.memberOnly && owner !== 'member') || !rule.keeps(path)) return;
    state.write(rule.slice, { location: search === '' ? path : `${path}?${search}`, owner });
  }, [owner, path, search, rule, state]);
}

/**
 * Keeps the persisted slices of the places a visitor returns to (`ROUTE_MEMORIES`), and drops
 * a member's slices once the session is a guest's. Renders nothing.
 */
export function RouteMemory({
  session,
  state = sitePersistedState(),
}: {
  session: ActorRefFrom<SessionMachine>;
  state?: PersistedState;
}) {
  // Whose session this is: null while the stored session is still read.
  const owner = useSelector(session, (snapshot) => snapshot.context.identity?.kind ?? null);
  useEffect(() => {
    if (owner === 'guest') removeMemberSlices(state);
  }, [owner, state]);
  useRouteMemory(ROUTE_MEMORIES.community, owner, state);
  useRouteMemory(ROUTE_MEMORIES.myActivity, owner, state);
  return null;
}
