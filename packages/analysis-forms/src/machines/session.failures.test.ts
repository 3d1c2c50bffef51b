/**
 * The session transitions the other session tests leave out: storing a
 * successful sign-in fails, a social answer with a count but no token, logout while the stored
 * token is being checked, storage that cannot start a new guest session, a token check without
 * a profile, DISMISS, and events that do not belong to the state. Under xstate's SimulatedClock,
 * so each case also shows whether an idle-logout timer is left running.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  IDLE_LOGOUT_MS,
  sessionMachine,
  type SessionEvent,
  type SocialLoginAnswer,
  type StoredSession,
  type TokenCheckAnswer,
} from './session';
import { testAccepted, testLogin, testProfile, testSignUp } from './session.testValues';

const profile = testProfile;
const login = testLogin;
const signUp = testSignUp;
const accepted = testAccepted;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => (resolve = ok));
  return { promise, resolve };
}

interface Options {
  social?: SocialLoginAnswer;
  checkToken?: () => Promise<TokenCheckAnswer>;
  storeFails?: boolean;
  clearFails?: boolean;
}

/** The machine over a Map as storage, with a SimulatedClock; each actor's result is chosen. */
function start(initial: Record<string, string>, options: Options = {}) {
  const clock = new SimulatedClock();
  const storage = new Map(Object.entries(initial));
  let serial = 0;
  const read = (key: string) => {
    const value = storage.get(key);
    return value === undefined || value === '' || value === 'null' ? null : value;
  };
  const newGuest = () => {
    const id = `guest-${String(1_700_000_000_000 + clock.now() + serial++).slice(-10)}`;
    storage.set('nonMemberSession', id);
    return id;
  };
  const logout = vi.fn(async (): Promise<void> => undefined);
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise<StoredSession>(async () => ({
        token: read('token'),
        guestId: read('nonMemberSession'),
        level: read('userLevel'),
      })),
      startGuestSession: fromPromise(async () => newGuest()),
      login: fromPromise(async () => accepted),
      register: fromPromise(async () => accepted),
      socialLogin: fromPromise(async () => {
        if (!options.social) throw new Error('no social answer given');
        return options.social;
      }),
      checkToken: fromPromise(
        options.checkToken ?? (async (): Promise<TokenCheckAnswer> => ({ resCode: 200 })),
      ),
      logout: fromPromise(logout),
      storeLogin: fromPromise(async ({ input }) => {
        if (options.storeFails) throw new Error('QuotaExceededError');
        storage.set('token', input.token);
        storage.delete('nonMemberSession');
      }),
      clearStoredSession: fromPromise(async ({ input }) => {
        storage.delete('token');
        if (input.removeAccount) storage.delete('userLevel');
        if (options.clearFails) throw new Error('SecurityError');
        return newGuest();
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, storage, logout };
}

type Run = ReturnType<typeof start>;
const noLoading = (run: Run) =>
  Object.values(run.actor.getSnapshot().context.loading).every((flag) => !flag);
const resting = (run: Run) =>
  waitFor(
    run.actor,
    (s) =>
      (s.matches('guest') || s.matches({ member: 'active' }) || s.matches('unavailable')) &&
      Object.values(s.context.loading).every((flag) => !flag),
  );

/** Two idle hours later nothing has moved: no timer was left by the last transition. */
async function expectNoTimerLeft(run: Run) {
  const before = run.actor.getSnapshot();
  const calls = run.logout.mock.calls.length;
  run.clock.increment(IDLE_LOGOUT_MS * 2);
  await Promise.resolve();
  const after = run.actor.getSnapshot();
  expect(after.value).toEqual(before.value);
  expect(after.context.identity).toEqual(before.context.identity);
  expect(run.logout).toHaveBeenCalledTimes(calls);
}

describe('session: a successful answer whose storing fails', () => {
  it.each<[string, SessionEvent, Options, string]>([
    ['login', { type: 'LOGIN', values: login }, {}, 'loginFailed'],
    ['sign-up', { type: 'REGISTER', values: signUp }, {}, 'registerFailed'],
    [
      'social login',
      { type: 'SOCIAL_LOGIN', request: { socialName: 'kakao', accessToken: 'p' } },
      {
        social: { count: 1, accessToken: 'tok-s', id: 'k-1', name: '카카오', snsInfo: null },
      },
      'socialFailed',
    ],
  ])(
    '%s: no member session, a new guest one, user data cleared, no timer',
    async (_, event, options, kind) => {
      const run = start({ nonMemberSession: 'guest-0000000001' }, { ...options, storeFails: true });
      await resting(run);
      run.actor.send(event);
      const snapshot = await waitFor(
        run.actor,
        (s) => s.matches('guest') && s.context.error !== null,
      );
      expect(snapshot.context.error?.kind).toBe(kind);
      expect(snapshot.context.ended).toBe('loginFailed');
      expect(snapshot.context.user).toBeNull();
      expect(snapshot.context.identity?.kind).toBe('guest');
      expect(run.storage.has('token')).toBe(false);
      expect(run.storage.get('nonMemberSession')).toMatch(/^guest-\d{10}$/);
      expect(run.storage.get('nonMemberSession')).not.toBe('guest-0000000001');
      expect(noLoading(run)).toBe(true);
      await expectNoTimerLeft(run);
    },
  );
});

describe('session: social answers', () => {
  it('a count above 0 without a token is a failure, not a sign-in', async () => {
    const run = start(
      { nonMemberSession: 'guest-0000000001' },
      { social: { count: 3, accessToken: null, id: 'k-1', name: null, snsInfo: null } },
    );
    await resting(run);
    run.actor.send({
      type: 'SOCIAL_LOGIN',
      request: { socialName: 'naver', accessToken: 'p' },
    });
    const snapshot = await waitFor(run.actor, (s) => s.context.error !== null);
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.error).toEqual({ kind: 'socialFailed' });
    expect(snapshot.context.needSignup).toBeNull();
    expect(run.storage.has('token')).toBe(false);
    expect(run.storage.get('nonMemberSession')).toBe('guest-0000000001');
    expect(noLoading(run)).toBe(true);
    await expectNoTimerLeft(run);
  });

  it('a sign-in after a -99 answer clears need_signup and the kept answer', async () => {
    const run = start(
      { nonMemberSession: 'guest-0000000001' },
      { social: { count: -99, accessToken: null, id: 'k-1', name: null, snsInfo: null } },
    );
    await resting(run);
    run.actor.send({ type: 'SOCIAL_LOGIN', request: { socialName: 'kakao', accessToken: 'p' } });
    await waitFor(run.actor, (s) => s.context.needSignup === -99);
    run.actor.send({ type: 'LOGIN', values: login });
    const snapshot = await waitFor(run.actor, (s) => s.matches({ member: 'active' }));
    expect(snapshot.context.needSignup).toBeNull();
    expect(snapshot.context.social).toBeNull();
  });
});

describe('session: logout while the stored token is being checked', () => {
  it('ends the session at once; the check and logout flags are both cleared', async () => {
    const check = deferred<TokenCheckAnswer>();
    const run = start(
      { token: 'tok', userLevel: 'member', nonMemberSession: 'null' },
      { checkToken: () => check.promise },
    );
    const checking = await waitFor(run.actor, (s) => s.matches({ member: 'checking' }));
    expect(checking.context.loading.checkToken).toBe(true);
    run.actor.send({ type: 'LOGOUT' });
    const snapshot = await resting(run);
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.ended).toBe('logout');
    expect(run.logout).toHaveBeenCalledTimes(1);
    expect(run.storage.has('token')).toBe(false);
    expect(run.storage.has('userLevel')).toBe(false);
    expect(noLoading(run)).toBe(true);
    // The late answer of the abandoned check changes nothing.
    check.resolve({ resCode: 200, user: profile });
    await Promise.resolve();
    expect(run.actor.getSnapshot().matches('guest')).toBe(true);
    expect(run.actor.getSnapshot().context.user).toBeNull();
    await expectNoTimerLeft(run);
  });
});

describe('session: storage that cannot start a new guest session', () => {
  it('logout ends unavailable: no identity, logout flag cleared, no timer', async () => {
    const run = start({ token: 'tok' }, { clearFails: true });
    await resting(run);
    run.actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(run.actor, (s) => s.matches('unavailable'));
    expect(snapshot.context.identity).toBeNull();
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.failure).toMatch(/SecurityError/);
    expect(run.storage.has('token')).toBe(false);
    expect(noLoading(run)).toBe(true);
    await expectNoTimerLeft(run);
  });

  it('a refused token check ends unavailable too, never as a member', async () => {
    const run = start(
      { token: 'old' },
      { clearFails: true, checkToken: async () => ({ resCode: 401 }) },
    );
    const snapshot = await waitFor(run.actor, (s) => s.matches('unavailable'));
    expect(snapshot.context.identity).toBeNull();
    expect(snapshot.context.ended).toBe('expired');
    expect(noLoading(run)).toBe(true);
  });
});

describe('session: token checks without a profile', () => {
  it('a first check keeps the token as the user, with no profile fields', async () => {
    const run = start({ token: 'tok' });
    const snapshot = await resting(run);
    expect(snapshot.context.user).toEqual({
      accessToken: 'tok',
      name: null,
      nickname: null,
      id: null,
      userUuid: null,
      userProfile: null,
    });
  });

  it('a re-check without a profile keeps the profile read before', async () => {
    let answer: TokenCheckAnswer = { resCode: 200, user: profile };
    const run = start({ token: 'tok' }, { checkToken: async () => answer });
    await resting(run);
    answer = { resCode: 200 };
    run.actor.send({ type: 'CHECK_TOKEN' });
    await waitFor(run.actor, (s) => s.matches({ member: 'checking' }));
    const snapshot = await resting(run);
    expect(snapshot.context.user).toEqual({ accessToken: 'tok', ...profile });
  });
});

describe('session: DISMISS and events outside their state', () => {
  it('DISMISS clears why the session ended once the visitor has read it', async () => {
    const run = start({ token: 'tok' });
    await resting(run);
    run.clock.increment(IDLE_LOGOUT_MS);
    const ended = await waitFor(run.actor, (s) => s.matches('guest'));
    expect(ended.context.ended).toBe('idle');
    run.actor.send({ type: 'DISMISS' });
    expect(run.actor.getSnapshot().context.ended).toBeNull();
    expect(run.actor.getSnapshot().matches('guest')).toBe(true);
  });

  it('a guest ignores LOGOUT, ACTIVITY and CHECK_TOKEN', async () => {
    const run = start({ nonMemberSession: 'guest-0000000001' });
    const before = await resting(run);
    for (const type of ['LOGOUT', 'ACTIVITY', 'CHECK_TOKEN'] as const) run.actor.send({ type });
    const after = run.actor.getSnapshot();
    expect(after.value).toEqual(before.value);
    expect(after.context).toEqual(before.context);
    expect(run.logout).not.toHaveBeenCalled();
    expect(run.storage.get('nonMemberSession')).toBe('guest-0000000001');
  });

  it('a member ignores LOGIN, REGISTER and SOCIAL_LOGIN, and the timer keeps its start', async () => {
    const run = start({ token: 'tok' });
    const before = await resting(run);
    run.clock.set(IDLE_LOGOUT_MS - 10);
    run.actor.send({ type: 'LOGIN', values: login });
    run.actor.send({ type: 'REGISTER', values: signUp });
    run.actor.send({
      type: 'SOCIAL_LOGIN',
      request: { socialName: 'google', accessToken: 'p' },
    });
    expect(run.actor.getSnapshot().context).toEqual(before.context);
    // None of them counted as activity: the hour still ends where it began.
    run.clock.set(IDLE_LOGOUT_MS);
    const snapshot = await waitFor(run.actor, (s) => s.matches('guest'));
    expect(snapshot.context.ended).toBe('idle');
  });
});
