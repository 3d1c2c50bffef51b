/**
 * A sign-in sent while the session is still starting: a prerendered page is usable
 * before the stored session is read, so LOGIN, REGISTER and SOCIAL_LOGIN sent in `starting`
 * or `creatingGuest` are kept in the machine and handled once the visitor is known (the
 * latest one wins). Under xstate's SimulatedClock, so the idle timer of the member session
 * that follows is checked too.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { LoginValues, SignUpValues } from '../accounts/schemas';
import {
  IDLE_LOGOUT_MS,
  sessionMachine,
  type SessionEvent,
  type SocialLoginAnswer,
  type SocialLoginRequest,
  type StoredSession,
  type TokenCheckAnswer,
} from './session';
import { deferred, testAccepted, testLogin, testProfile, testSignUp } from './session.testValues';

const profile = testProfile;
const login = testLogin;
const otherLogin: LoginValues = { email: 'kim@example.kr', password: 'other12!' };
const signUp = testSignUp;
const socialRequest: SocialLoginRequest = { socialName: 'kakao', accessToken: 'provider-token' };
const accepted = testAccepted;
const socialAnswer: SocialLoginAnswer = {
  count: 1,
  accessToken: 'tok-social',
  id: 'kakao-1',
  name: '카카오',
  snsInfo: null,
};

/**
 * The machine with storage reads the test answers when it likes: `stored` ends `starting`,
 * `guest` ends `creatingGuest`.
 */
function start() {
  const clock = new SimulatedClock();
  const stored = deferred<StoredSession>();
  const guest = deferred<string>();
  const calls = {
    login: vi.fn((values: LoginValues) => values),
    register: vi.fn((values: SignUpValues) => values),
    socialLogin: vi.fn((request: SocialLoginRequest) => request),
    checkToken: vi.fn(),
    logout: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise(() => stored.promise),
      startGuestSession: fromPromise(() => guest.promise),
      login: fromPromise(async ({ input }) => (calls.login(input), accepted)),
      register: fromPromise(async ({ input }) => (calls.register(input), accepted)),
      socialLogin: fromPromise(async ({ input }) => (calls.socialLogin(input), socialAnswer)),
      checkToken: fromPromise(async (): Promise<TokenCheckAnswer> => {
        calls.checkToken();
        return { resCode: 200, user: profile };
      }),
      logout: fromPromise(async (): Promise<void> => {
        calls.logout();
      }),
      storeLogin: fromPromise(async (): Promise<void> => {}),
      clearStoredSession: fromPromise(async () => 'guest-0000000009'),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, stored, guest, calls };
}

type Run = ReturnType<typeof start>;
const noToken: StoredSession = { token: null, guestId: null, level: null };

const atRest = (run: Run) =>
  waitFor(
    run.actor,
    (s) =>
      (s.matches('guest') || s.matches({ member: 'active' }) || s.matches('unavailable')) &&
      Object.values(s.context.loading).every((flag) => !flag),
  );

/** The member session that follows is logged out by the timer an hour after `armedAt`. */
async function expectIdleTimerFrom(run: Run, armedAt: number) {
  run.clock.set(armedAt + IDLE_LOGOUT_MS - 1);
  expect(run.actor.getSnapshot().matches({ member: 'active' })).toBe(true);
  run.clock.set(armedAt + IDLE_LOGOUT_MS);
  const snapshot = await waitFor(run.actor, (s) => s.matches('guest'));
  expect(snapshot.context.ended).toBe('idle');
  expect(run.calls.logout).toHaveBeenCalledTimes(1);
}

describe('a sign-in sent while the session starts', () => {
  it.each<[string, SessionEvent, keyof Run['calls'], 'login' | 'register' | 'socialLogin']>([
    ['LOGIN', { type: 'LOGIN', values: login }, 'login', 'login'],
    ['REGISTER', { type: 'REGISTER', values: signUp }, 'register', 'register'],
    [
      'SOCIAL_LOGIN',
      { type: 'SOCIAL_LOGIN', request: socialRequest },
      'socialLogin',
      'socialLogin',
    ],
  ])(
    '%s in `starting` is kept, then handled once a new guest session exists',
    async (_, event, call, flag) => {
      const run = start();
      expect(run.actor.getSnapshot().matches('starting')).toBe(true);
      run.actor.send(event);
      let snapshot = run.actor.getSnapshot();
      expect(snapshot.matches('starting')).toBe(true);
      expect(snapshot.context.held).toEqual(event);
      // The screen shows the attempt as under way while it waits.
      expect(snapshot.context.loading[flag]).toBe(true);

      run.stored.resolve(noToken);
      snapshot = await waitFor(run.actor, (s) => s.matches('creatingGuest'));
      expect(snapshot.context.held).toEqual(event);
      expect(run.calls[call]).not.toHaveBeenCalled();

      run.clock.set(5_000);
      run.guest.resolve('guest-0000000001');
      snapshot = await atRest(run);
      expect(snapshot.matches({ member: 'active' })).toBe(true);
      expect(snapshot.context.held).toBeNull();
      expect(run.calls[call]).toHaveBeenCalledTimes(1);
      expect(run.calls[call]).toHaveBeenCalledWith(
        event.type === 'SOCIAL_LOGIN' ? event.request : 'values' in event ? event.values : null,
      );
      await expectIdleTimerFrom(run, 5_000);
    },
  );

  it.each<[string, SessionEvent, keyof Run['calls']]>([
    ['LOGIN', { type: 'LOGIN', values: login }, 'login'],
    ['REGISTER', { type: 'REGISTER', values: signUp }, 'register'],
    ['SOCIAL_LOGIN', { type: 'SOCIAL_LOGIN', request: socialRequest }, 'socialLogin'],
  ])('%s in `creatingGuest` is kept, then handled in the guest session', async (_, event, call) => {
    const run = start();
    run.stored.resolve(noToken);
    await waitFor(run.actor, (s) => s.matches('creatingGuest'));
    run.actor.send(event);
    expect(run.actor.getSnapshot().matches('creatingGuest')).toBe(true);
    expect(run.actor.getSnapshot().context.held).toEqual(event);

    run.clock.set(7_000);
    run.guest.resolve('guest-0000000001');
    const snapshot = await atRest(run);
    expect(snapshot.matches({ member: 'active' })).toBe(true);
    expect(run.calls[call]).toHaveBeenCalledTimes(1);
    await expectIdleTimerFrom(run, 7_000);
  });

  it('is handled as soon as a stored guest session is read', async () => {
    const run = start();
    run.actor.send({ type: 'LOGIN', values: login });
    run.stored.resolve({ token: null, guestId: 'guest-0000000002', level: null });
    const snapshot = await atRest(run);
    expect(snapshot.matches({ member: 'active' })).toBe(true);
    expect(run.calls.login).toHaveBeenCalledWith(login);
  });

  it('the latest of several wins, and only its loading flag is on while it waits', async () => {
    const run = start();
    run.actor.send({ type: 'REGISTER', values: signUp });
    run.actor.send({ type: 'SOCIAL_LOGIN', request: socialRequest });
    expect(run.actor.getSnapshot().context.loading).toMatchObject({
      register: false,
      socialLogin: true,
    });
    run.actor.send({ type: 'LOGIN', values: login });
    run.actor.send({ type: 'LOGIN', values: otherLogin });
    expect(run.actor.getSnapshot().context.loading).toMatchObject({
      login: true,
      register: false,
      socialLogin: false,
    });
    run.stored.resolve(noToken);
    run.guest.resolve('guest-0000000001');
    const snapshot = await atRest(run);
    expect(snapshot.matches({ member: 'active' })).toBe(true);
    expect(snapshot.context.account).toBe(otherLogin.email);
    expect(run.calls.login).toHaveBeenCalledTimes(1);
    expect(run.calls.login).toHaveBeenCalledWith(otherLogin);
    expect(run.calls.register).not.toHaveBeenCalled();
    expect(run.calls.socialLogin).not.toHaveBeenCalled();
  });

  it('is checked like any other: invalid values are refused once the guest session exists', async () => {
    const run = start();
    run.actor.send({ type: 'LOGIN', values: { email: 'not an e-mail', password: '1' } });
    run.stored.resolve(noToken);
    run.guest.resolve('guest-0000000001');
    const snapshot = await atRest(run);
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.error).toEqual({ kind: 'invalidInput' });
    expect(snapshot.context.held).toBeNull();
    expect(run.calls.login).not.toHaveBeenCalled();
  });

  it('is dropped when the visitor turns out to be a member already', async () => {
    const run = start();
    run.actor.send({ type: 'LOGIN', values: login });
    run.clock.set(2_000);
    run.stored.resolve({ token: 'tok-stored', guestId: null, level: 'member' });
    const snapshot = await atRest(run);
    expect(snapshot.matches({ member: 'active' })).toBe(true);
    expect(snapshot.context.held).toBeNull();
    expect(snapshot.context.identity).toEqual({
      kind: 'member',
      token: 'tok-stored',
      level: 'member',
    });
    expect(run.calls.checkToken).toHaveBeenCalledTimes(1);
    expect(run.calls.login).not.toHaveBeenCalled();
    await expectIdleTimerFrom(run, 2_000);
  });

  it('is dropped, its loading flag cleared, when no session can be kept', async () => {
    const run = start();
    run.actor.send({ type: 'REGISTER', values: signUp });
    run.stored.reject(new Error('storage blocked'));
    await waitFor(run.actor, (s) => s.matches('creatingGuest'));
    run.guest.reject(new Error('storage blocked'));
    const snapshot = await atRest(run);
    expect(snapshot.matches('unavailable')).toBe(true);
    expect(snapshot.context.held).toBeNull();
    expect(snapshot.context.loading.register).toBe(false);
    expect(run.calls.register).not.toHaveBeenCalled();
    // Nothing is left to replay later either.
    run.clock.increment(IDLE_LOGOUT_MS * 2);
    expect(run.actor.getSnapshot().matches('unavailable')).toBe(true);
  });
});
