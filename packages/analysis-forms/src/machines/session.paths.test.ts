import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { LoginValues } from '../accounts/schemas';
import { sessionMachine, type LoginAnswer, type SessionEvent } from './session';
import { testSignUp } from './session.testValues';
import { leafValues, valueKey } from './statePaths.testkit';

const profile = { name: '홍길동', nickname: null, id: '1', userUuid: 'u-1', userProfile: null };
const login: LoginValues = { email: 'hong@example.kr', password: 'x' };
const signUp = testSignUp;
const accepted: LoginAnswer = { resCode: 200, token: 'tok', level: 'normal', user: profile };
const refused: LoginAnswer = { resCode: 401, token: null, level: null, user: profile };
const failure = new Error('failed');
const social = (count: number) => ({
  count,
  accessToken: count > 0 ? 'tok-s' : null,
  id: 's-1',
  name: null,
  snsInfo: null,
});

// Every event the session can receive, including its invoked actors' answers and its timer.
const events = [
  { type: 'LOGIN', values: login },
  { type: 'LOGIN', values: { email: '', password: '' } },
  { type: 'REGISTER', values: signUp },
  { type: 'REGISTER', values: { ...signUp, password: 'short' } },
  { type: 'SOCIAL_LOGIN', request: { socialName: 'kakao', accessToken: 'p' } },
  { type: 'LOGOUT' },
  { type: 'ACTIVITY' },
  { type: 'CHECK_TOKEN' },
  { type: 'DISMISS' },
  { type: 'xstate.after.idleLogout.session.member.active' },
  { type: 'xstate.done.actor.readSession', output: { token: 'tok', guestId: null, level: null } },
  {
    type: 'xstate.done.actor.readSession',
    output: { token: null, guestId: 'guest-1', level: null },
  },
  { type: 'xstate.done.actor.readSession', output: { token: null, guestId: null, level: null } },
  { type: 'xstate.done.actor.startGuestSession', output: 'guest-2' },
  { type: 'xstate.done.actor.login', output: accepted },
  { type: 'xstate.done.actor.login', output: refused },
  { type: 'xstate.done.actor.register', output: accepted },
  { type: 'xstate.done.actor.register', output: refused },
  ...[1, -99, 0].map((count) => ({ type: 'xstate.done.actor.socialLogin', output: social(count) })),
  { type: 'xstate.done.actor.storeLogin', output: undefined },
  { type: 'xstate.done.actor.checkToken', output: { resCode: 200, user: profile } },
  { type: 'xstate.done.actor.checkToken', output: { resCode: 401 } },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.done.actor.clearStoredSession', output: 'guest-3' },
  ...[
    'readSession',
    'startGuestSession',
    'login',
    'register',
    'socialLogin',
    'storeLogin',
    'checkToken',
    'logout',
    'clearStoredSession',
  ].map((id) => ({ type: `xstate.error.actor.${id}`, error: failure })),
] as unknown as SessionEvent[];

describe('session paths (xstate/graph)', () => {
  const paths = getShortestPaths(sessionMachine, {
    events,
    serializeState: (snapshot) =>
      [
        valueKey(snapshot.value),
        snapshot.context.identity?.kind ?? 'none',
        snapshot.context.user ? 'user' : '',
        snapshot.context.error?.kind ?? '',
        snapshot.context.ended ?? '',
        String(snapshot.context.needSignup),
      ].join('|'),
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => valueKey(path.state.value)));
    expect([...reached].sort()).toEqual(leafValues(sessionMachine.root).sort());
  });

  it('is a member only with a token, and a guest only with a guest id and no user data', () => {
    for (const { state } of paths) {
      const { identity, user } = state.context;
      if (state.matches('member')) {
        expect(identity?.kind).toBe('member');
        expect(identity?.kind === 'member' && identity.token.length > 0).toBe(true);
      }
      if (state.matches('guest')) {
        expect(identity?.kind).toBe('guest');
        expect(user).toBeNull();
      }
    }
  });

  it('has no loading flag raised once it rests as a guest or an active member', () => {
    for (const { state } of paths) {
      if (state.matches('guest') || state.matches({ member: 'active' }))
        expect(Object.values(state.context.loading).every((flag) => !flag)).toBe(true);
    }
  });

  it('reaches an idle logout only from an active member session', () => {
    const idle = paths.filter((path) => path.state.context.ended === 'idle');
    expect(idle.length).toBeGreaterThan(0);
    for (const path of idle) {
      const timer = path.steps.findIndex(
        (step) => (step.event.type as string) === 'xstate.after.idleLogout.session.member.active',
      );
      expect(timer).toBeGreaterThan(0);
      expect(path.steps[timer - 1]?.state.matches({ member: 'active' })).toBe(true);
    }
  });
});
