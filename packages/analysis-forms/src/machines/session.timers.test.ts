/**
 * Every transition of the session lifecycle under xstate's SimulatedClock:
 * each way into a member session arms the one-hour idle timer, each way out (or a failed
 * attempt) leaves none behind, and activity or a token re-check restarts it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  IDLE_LOGOUT_MS,
  sessionMachine,
  type LoginAnswer,
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
const social = (count: number): SocialLoginAnswer => ({
  count,
  accessToken: count > 0 ? 'tok-social' : null,
  id: 'kakao-1',
  name: '카카오',
  snsInfo: null,
});

interface Answers {
  login?: LoginAnswer | Error;
  register?: LoginAnswer | Error;
  socialLogin?: SocialLoginAnswer | Error;
  checkToken?: TokenCheckAnswer | Error;
}

const settle = <T>(answer: T | Error): Promise<T> =>
  answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);

/** The machine over a Map as storage, with a SimulatedClock and the server's answers given. */
function start(initial: Record<string, string>, answers: Answers = {}) {
  const clock = new SimulatedClock();
  const storage = new Map(Object.entries(initial));
  let serial = 0;
  const read = (key: string) => {
    const value = storage.get(key);
    return value === undefined || value === 'null' ? null : value;
  };
  const newGuest = () => {
    // `guest-` + ten digits of the (simulated) timestamp, made unique per call.
    const id = `guest-${String(1_700_000_000_000 + clock.now() + serial++).slice(-10)}`;
    storage.set('nonMemberSession', id);
    return id;
  };
  const logout = vi.fn(async (): Promise<void> => undefined);
  const checkToken = vi.fn(async () =>
    settle(answers.checkToken ?? { resCode: 200, user: profile }),
  );
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise<StoredSession>(async () => ({
        token: read('token'),
        guestId: read('nonMemberSession'),
        level: read('userLevel'),
      })),
      startGuestSession: fromPromise(async () => newGuest()),
      login: fromPromise(async () => settle(answers.login ?? accepted)),
      register: fromPromise(async () => settle(answers.register ?? accepted)),
      socialLogin: fromPromise(async () => settle(answers.socialLogin ?? social(1))),
      checkToken: fromPromise(checkToken),
      logout: fromPromise(logout),
      storeLogin: fromPromise(async ({ input }) => {
        storage.set('token', input.token);
        if (input.level) storage.set('userLevel', input.level);
        storage.delete('nonMemberSession');
      }),
      clearStoredSession: fromPromise(async ({ input }) => {
        storage.delete('token');
        if (input.removeAccount) storage.delete('userLevel');
        return newGuest();
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, storage, logout, checkToken };
}

type Run = ReturnType<typeof start>;
const resting = (run: Run) =>
  waitFor(
    run.actor,
    (s) =>
      (s.matches('guest') || s.matches({ member: 'active' })) &&
      Object.values(s.context.loading).every((flag) => !flag),
  );

/** The member is logged out by the timer exactly IDLE_LOGOUT_MS after `armedAt`, not earlier. */
async function expectIdleLogoutAt(run: Run, armedAt: number) {
  run.clock.set(armedAt + IDLE_LOGOUT_MS - 1);
  expect(run.actor.getSnapshot().matches({ member: 'active' })).toBe(true);
  expect(run.logout).not.toHaveBeenCalled();
  run.clock.set(armedAt + IDLE_LOGOUT_MS);
  const snapshot = await waitFor(run.actor, (s) => s.matches('guest'));
  expect(snapshot.context.ended).toBe('idle');
  expect(snapshot.context.user).toBeNull();
  expect(run.logout).toHaveBeenCalledTimes(1);
  expect(run.storage.has('token')).toBe(false);
  expect(run.storage.get('nonMemberSession')).toMatch(/^guest-\d{10}$/);
  await expectNoTimerLeft(run);
}

/** Two more hours change nothing: no timer is left behind by the last transition. */
async function expectNoTimerLeft(run: Run) {
  const before = run.actor.getSnapshot();
  const guestId = run.storage.get('nonMemberSession');
  const calls = run.logout.mock.calls.length;
  run.clock.increment(IDLE_LOGOUT_MS * 2);
  await Promise.resolve();
  const after = run.actor.getSnapshot();
  expect(after.value).toEqual(before.value);
  expect(after.context.identity).toEqual(before.context.identity);
  expect(run.storage.get('nonMemberSession')).toBe(guestId);
  expect(run.logout).toHaveBeenCalledTimes(calls);
}

describe('session transitions under a simulated clock: into a member session', () => {
  it('start with a stored token: the check passes and arms the idle timer', async () => {
    const run = start({ token: 'tok', userLevel: 'member' });
    const snapshot = await resting(run);
    expect(snapshot.matches({ member: 'active' })).toBe(true);
    expect(run.checkToken).toHaveBeenCalledTimes(1);
    await expectIdleLogoutAt(run, 0);
  });

  it('start with an unreachable token check: the session is kept and the timer armed', async () => {
    const run = start({ token: 'tok' }, { checkToken: new Error('offline') });
    expect((await resting(run)).matches({ member: 'active' })).toBe(true);
    await expectIdleLogoutAt(run, 0);
  });

  it.each<[string, SessionEvent]>([
    ['login', { type: 'LOGIN', values: login }],
    ['sign-up', { type: 'REGISTER', values: signUp }],
    [
      'social login (count above 0)',
      { type: 'SOCIAL_LOGIN', request: { socialName: 'kakao', accessToken: 'p' } },
    ],
  ])('%s from a guest session arms the timer when the member session starts', async (_, event) => {
    const run = start({ nonMemberSession: 'guest-0000000001' });
    await resting(run);
    run.clock.set(10_000);
    run.actor.send(event);
    const snapshot = await resting(run);
    expect(snapshot.matches({ member: 'active' })).toBe(true);
    expect(run.storage.has('nonMemberSession')).toBe(false);
    await expectIdleLogoutAt(run, 10_000);
  });
});

describe('session transitions under a simulated clock: the timer restarts', () => {
  it('on each activity', async () => {
    const run = start({ token: 'tok' });
    await resting(run);
    run.clock.set(IDLE_LOGOUT_MS - 1);
    run.actor.send({ type: 'ACTIVITY' });
    run.clock.set(IDLE_LOGOUT_MS + 30_000);
    run.actor.send({ type: 'ACTIVITY' });
    await expectIdleLogoutAt(run, IDLE_LOGOUT_MS + 30_000);
  });

  it('after a token re-check that passes', async () => {
    const run = start({ token: 'tok' });
    await resting(run);
    run.clock.set(50 * 60_000);
    run.actor.send({ type: 'CHECK_TOKEN' });
    await resting(run);
    expect(run.checkToken).toHaveBeenCalledTimes(2);
    await expectIdleLogoutAt(run, 50 * 60_000);
  });
});

describe('session transitions under a simulated clock: out of a member session', () => {
  it('start without token or guest id creates a guest session and arms nothing', async () => {
    const run = start({});
    const snapshot = await resting(run);
    expect(snapshot.context.identity).toEqual({
      kind: 'guest',
      guestId: run.storage.get('nonMemberSession'),
    });
    expect(run.storage.get('nonMemberSession')).toMatch(/^guest-\d{10}$/);
    await expectNoTimerLeft(run);
  });

  it('logout ends the session at once and leaves no timer', async () => {
    const run = start({ token: 'tok', userLevel: 'member' });
    await resting(run);
    run.clock.set(IDLE_LOGOUT_MS - 1);
    run.actor.send({ type: 'LOGOUT' });
    const snapshot = await resting(run);
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.ended).toBe('logout');
    expect(run.storage.has('userLevel')).toBe(false);
    await expectNoTimerLeft(run);
  });

  it('a refused token check ends the session (new guest) and leaves no timer', async () => {
    const run = start({ token: 'old', userLevel: 'member' }, { checkToken: { resCode: 401 } });
    const snapshot = await resting(run);
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.ended).toBe('expired');
    expect(run.storage.has('token')).toBe(false);
    await expectNoTimerLeft(run);
  });

  it('a token re-check refused mid-session ends it and cancels the running timer', async () => {
    const run = start({ token: 'tok' });
    await resting(run);
    run.clock.set(30 * 60_000);
    run.checkToken.mockImplementationOnce(async () => ({ resCode: 401 }));
    run.actor.send({ type: 'CHECK_TOKEN' });
    const snapshot = await resting(run);
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.ended).toBe('expired');
    await expectNoTimerLeft(run);
  });

  it('the idle timer ends the session once and leaves no timer', async () => {
    const run = start({ token: 'tok' });
    await resting(run);
    await expectIdleLogoutAt(run, 0);
  });
});

describe('session transitions under a simulated clock: failed attempts arm nothing', () => {
  it.each<[string, Answers, SessionEvent, string]>([
    [
      'login refused',
      { login: { ...accepted, resCode: 401, token: null } },
      { type: 'LOGIN', values: login },
      'loginRejected',
    ],
    [
      'login failing',
      { login: new Error('network') },
      { type: 'LOGIN', values: login },
      'loginFailed',
    ],
    [
      'sign-up refused',
      { register: { ...accepted, resCode: 409, token: null } },
      { type: 'REGISTER', values: signUp },
      'registerRejected',
    ],
    [
      'sign-up failing',
      { register: new Error('network') },
      { type: 'REGISTER', values: signUp },
      'registerFailed',
    ],
    [
      'social login failing',
      { socialLogin: new Error('provider') },
      { type: 'SOCIAL_LOGIN', request: { socialName: 'naver', accessToken: 'p' } },
      'socialFailed',
    ],
  ])('%s: a guest with an error and no timer', async (_, answers, event, kind) => {
    const run = start({ nonMemberSession: 'guest-0000000001' }, answers);
    await resting(run);
    run.actor.send(event);
    const snapshot = await waitFor(
      run.actor,
      (s) => s.matches('guest') && s.context.error !== null,
    );
    expect(snapshot.context.error?.kind).toBe(kind);
    expect(Object.values(snapshot.context.loading).every((flag) => !flag)).toBe(true);
    expect(run.storage.has('token')).toBe(false);
    expect(run.storage.get('nonMemberSession')).toMatch(/^guest-\d{10}$/);
    await expectNoTimerLeft(run);
  });

  it.each([
    [-99, -99],
    [0, 2],
  ])(
    'social login with count %i sets need_signup %i, stays a guest, no timer',
    async (count, needSignup) => {
      const run = start({ nonMemberSession: 'guest-0000000001' }, { socialLogin: social(count) });
      await resting(run);
      run.actor.send({ type: 'SOCIAL_LOGIN', request: { socialName: 'google', accessToken: 'p' } });
      const snapshot = await waitFor(run.actor, (s) => s.context.needSignup !== null);
      expect(snapshot.matches('guest')).toBe(true);
      expect(snapshot.context.needSignup).toBe(needSignup);
      expect(run.storage.get('nonMemberSession')).toBe('guest-0000000001');
      await expectNoTimerLeft(run);
    },
  );
});
