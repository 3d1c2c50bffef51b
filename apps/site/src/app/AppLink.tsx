import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { Link } from '@tonggye/ui';

/** The kit's link, navigating inside the app without a page load. */
export function AppLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <RouterLink href={href} asChild>
      <Link>{children}</Link>
    </RouterLink>
  );
}
