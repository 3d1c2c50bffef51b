import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { SessionUser } from '@tonggye/analysis-forms';
import type { PersistedState, SliceValue } from './persistedState';
import { useSessionActor } from './SessionContext';
import { sitePersistedState } from './siteConfig';

/** What the `user` slice keeps: the signed-in person's profile, never the token. */
export function userSliceOf(user: SessionUser): SliceValue {
  return {
    name: user.name,
    nickname: user.nickname,
    id: user.id,
    userUuid: user.userUuid,
    userProfile: user.userProfile,
  };
}

function nameIn(slice: SliceValue | null): string | null {
  const name = slice?.nickname ?? slice?.name;
  return typeof name === 'string' && name !== '' ? name : null;
}

/**
 * Keeps the `user` slice in step with the session (written for a member, removed for a guest)
 * and returns the remembered name, which the header shows while the stored token is checked.
 */
export function useRememberedUser(state: PersistedState = sitePersistedState()): string | null {
  const session = useSessionActor();
  // On start every slice is read once, so a damaged one is logged and dropped at once.
  const [remembered] = useState(() => nameIn(state.readAll().user ?? null));
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const isMember = useSelector(session, (snapshot) => snapshot.matches('member'));
  useEffect(() => {
    if (user) state.write('user', userSliceOf(user));
    else if (!isMember) state.remove('user');
  }, [state, user, isMember]);
  // Only until the session knows the member itself (the header prefers the session's name).
  return isMember && user === null ? remembered : null;
}
