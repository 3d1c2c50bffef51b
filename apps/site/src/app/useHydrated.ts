import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is prerendered or hydrated, true once it is the app's (and at once in a
 * page the app renders itself): for parts left out of the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Its children once the page is the app's, nothing before (see `useHydrated`). Only this
 * switch renders again when hydration ends: React renders a store's change synchronously, and
 * a whole page rendered again in one go would hold a phone's main thread for long.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
