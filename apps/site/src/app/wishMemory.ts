import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { PersistedState, SliceValue } from './persistedState';
import { useSessionActor } from './SessionContext';
import { sitePersistedState } from './siteConfig';

/**
 * The `userWishes` slice of the remembered state: the ids of the products a member wished, as the
 * server last listed them or as the member's own toggles left them. The server keeps the
 * wishes (members only); the slice lets a product page show its heart at once, and lets it be
 * pressed, instead of waiting for the list on every page. The server's list, when it comes,
 * wins and is kept again. A member's slice: removed when the session becomes a guest's.
 */
export interface WishMemory {
  owner: 'member';
  /** The member the ids belong to, when the session knew it at writing. */
  userUuid: string | null;
  productIds: string[];
}

/** More than any wish list a person keeps; a bigger slice is not a list of ours. */
export const MAX_REMEMBERED_WISHES = 500;

function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= 100;
}

/** The slice as a `WishMemory`, or null (a foreign shape, another member's ids). */
export function wishMemoryOf(value: SliceValue | null, userUuid: string | null): WishMemory | null {
  if (value === null || value.owner !== 'member') return null;
  const ids = value.productIds;
  if (!Array.isArray(ids) || ids.length > MAX_REMEMBERED_WISHES || !ids.every(isId)) return null;
  const stored = isId(value.userUuid) ? value.userUuid : null;
  // While the session still checks its token the member is unknown: the slice is a member's
  // either way (a guest session removes it).
  if (stored !== null && userUuid !== null && stored !== userUuid) return null;
  return { owner: 'member', userUuid: stored, productIds: ids };
}

export function readWishedIds(
  state: PersistedState,
  userUuid: string | null,
): ReadonlySet<string> | null {
  const memory = wishMemoryOf(state.read('userWishes'), userUuid);
  return memory ? new Set(memory.productIds) : null;
}

/** Keeps the server's list of the member's wishes. */
export function rememberWishedIds(
  state: PersistedState,
  userUuid: string | null,
  productIds: readonly string[],
): void {
  const ids = [...new Set(productIds.filter(isId))].slice(0, MAX_REMEMBERED_WISHES);
  state.write('userWishes', { owner: 'member', userUuid, productIds: ids });
}

/** One product wished or not, as the server answered a toggle. */
export function rememberWish(
  state: PersistedState,
  userUuid: string | null,
  productId: string,
  wished: boolean,
): void {
  const ids = (readWishedIds(state, userUuid) ?? new Set<string>()) as Set<string>;
  const next = new Set(ids);
  if (wished) next.add(productId);
  else next.delete(productId);
  rememberWishedIds(state, userUuid, [...next]);
}

/** The session's member now (read when called), or null for a guest. */
function memberOf(session: ReturnType<typeof useSessionActor>): { userUuid: string | null } | null {
  const { context } = session.getSnapshot();
  return context.identity?.kind === 'member' ? { userUuid: context.user?.userUuid ?? null } : null;
}

/**
 * The member's remembered wishes and the ways to keep them, for the store's pages. `remember`
 * and `set` keep their identity (they read the session when called), so an effect that keeps
 * the server's list runs when the list changes, not when the session learns the member.
 */
export function useWishMemory(state: PersistedState = sitePersistedState()) {
  const session = useSessionActor();
  const isMember = useSelector(session, (snapshot) => snapshot.context.identity?.kind === 'member');
  const userUuid = useSelector(session, (snapshot) => snapshot.context.user?.userUuid ?? null);
  const remembered = useMemo(
    () => (isMember ? readWishedIds(state, userUuid) : null),
    [isMember, userUuid, state],
  );
  const remember = useCallback(
    (productIds: readonly string[]) => {
      const who = memberOf(session);
      if (who) rememberWishedIds(state, who.userUuid, productIds);
    },
    [session, state],
  );
  const set = useCallback(
    (productId: string, wished: boolean) => {
      const who = memberOf(session);
      if (who) rememberWish(state, who.userUuid, productId, wished);
    },
    [session, state],
  );
  return { remembered, remember, set };
}
