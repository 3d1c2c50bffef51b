import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { LoginValues, SignUpValues } from '../accounts/schemas';
import {
  IDLE_LOGOUT_MS,
  sessionMachine,
  type LoginAnswer,
  type SessionUserProfile,
  type SocialLoginAnswer,
  type SocialLoginRequest,
  type StoredSession,
  type TokenCheckAnswer,
} from './session';
import { deferred, testSignUp } from './session.testValues';

const NOW = 1_712_345_678_901;
const profile: SessionUserProfile = {
  name: '홍길동',
  nickname: '길동',
  id: '42',
  userUuid: 'u-42',
  userProfile: 'https://example.test/p.png',
};
const goodLogin: LoginValues = { email: 'hong@example.kr', password: 'secret1!' };
const goodSignUp = testSignUp;

interface Answers {
  login?: (values: LoginValues) => Promise<LoginAnswer>;
  register?: (values: SignUpValues) => Promise<LoginAnswer>;
  socialLogin?: (request: SocialLoginRequest) => Promise<SocialLoginAnswer>;
  checkToken?: (token: string) => Promise<TokenCheckAnswer>;
  logout?: (token: string) => Promise<void>;
}

/** The machine with storage actors over a plain Map (as the site does over localStorage). */
function run(initial: Record<string, string>, answers: Answers = {}, clock?: SimulatedClock) {
  const storage = new Map(Object.entries(initial));
  let now = NOW;
  const read = (key: string) => {
    const value = storage.get(key);
    return value === undefined || value === '' || value === 'null' ? null : value;
  };
  const newGuest = () => {
    const id = `guest-${String(now++).slice(-10)}`;
    storage.set('nonMemberSession', id);
    return id;
  };
  const calls = {
    login: vi.fn(
      answers.login ?? (async () => ({ resCode: 500, token: null, level: null, user: profile })),
    ),
    register: vi.fn(
      answers.register ?? (async () => ({ resCode: 500, token: null, level: null, user: profile })),
    ),
    socialLogin: vi.fn(
      answers.socialLogin ??
        (async (): Promise<SocialLoginAnswer> => {
          throw new Error('no social');
        }),
    ),
    checkToken: vi.fn(answers.checkToken ?? (async () => ({ resCode: 200, user: profile }))),
    logout: vi.fn(answers.logout ?? (async () => undefined)),
  };
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise<StoredSession>(async () => ({
        token: read('token'),
        guestId: read('nonMemberSession'),
        level: read('userLevel'),
      })),
      startGuestSession: fromPromise<string>(async () => newGuest()),
      login: fromPromise(({ input }) => calls.login(input)),
      register: fromPromise(({ input }) => calls.register(input)),
      socialLogin: fromPromise(({ input }) => calls.socialLogin(input)),
      checkToken: fromPromise(({ input }) => calls.checkToken(input.token)),
      logout: fromPromise(({ input }) => calls.logout(input.token)),
      storeLogin: fromPromise(async ({ input }) => {
        storage.set('token', input.token);
        if (input.level === null) storage.delete('userLevel');
        else storage.set('userLevel', input.level);
        if (input.email !== null) storage.set('account', input.email);
        storage.delete('nonMemberSession');
      }),
      clearStoredSession: fromPromise(async ({ input }) => {
        storage.delete('token');
        if (input.removeAccount) {
          storage.delete('account');
          storage.delete('userLevel');
        }
        return newGuest();
      }),
    },
  });
  const actor = createActor(machine, clock ? { clock } : {}).start();
  return { actor, storage, calls };
}

const signedInAnswer: LoginAnswer = {
  resCode: 200,
  token: 'tok-new',
  level: 'normal',
  user: profile,
};

describe('sessionMachine: start', () => {
  it('creates and stores a guest id when there is neither token nor guest id', async () => {
    const { actor, storage } = run({});
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-2345678901' });
    expect(storage.get('nonMemberSession')).toMatch(/^guest-\d{10}$/);
  });

  it('counts the stored text "null" as no token and no guest id', async () => {
    const { actor, storage, calls } = run({ token: 'null', nonMemberSession: 'null' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-2345678901' });
    expect(storage.get('nonMemberSession')).toBe('guest-2345678901');
    expect(calls.checkToken).not.toHaveBeenCalled();
  });

  it('keeps an existing guest id', async () => {
    const { actor, storage } = run({ nonMemberSession: 'guest-0000000007' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-0000000007' });
    expect(storage.get('nonMemberSession')).toBe('guest-0000000007');
  });

  it('checks a stored token and becomes a member with the user state', async () => {
    const check = deferred<TokenCheckAnswer>();
    const { actor, calls } = run(
      { token: 'tok', userLevel: 'admin' },
      { checkToken: () => check.promise },
    );
    const checking = await waitFor(actor, (s) => s.matches({ member: 'checking' }));
    expect(checking.context.loading.checkToken).toBe(true);
    check.resolve({ resCode: 200, user: profile });
    const snapshot = await waitFor(actor, (s) => s.matches({ member: 'active' }));
    expect(calls.checkToken).toHaveBeenCalledWith('tok');
    expect(snapshot.context.loading.checkToken).toBe(false);
    expect(snapshot.context.identity).toEqual({ kind: 'member', token: 'tok', level: 'admin' });
    expect(snapshot.context.user).toEqual({ accessToken: 'tok', ...profile });
  });

  it('drops a token the server no longer accepts: new guest session, user data cleared', async () => {
    const { actor, storage } = run(
      { token: 'old', userLevel: 'normal', account: 'a@b.kr', nonMemberSession: 'guest-1' },
      { checkToken: async () => ({ resCode: 401 }) },
    );
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(storage.has('token')).toBe(false);
    expect(storage.get('nonMemberSession')).toBe('guest-2345678901');
    expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-2345678901' });
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.ended).toBe('expired');
    expect(snapshot.context.loading.checkToken).toBe(false);
    // Only logout removes the account and level.
    expect(storage.get('userLevel')).toBe('normal');
    expect(storage.get('account')).toBe('a@b.kr');
  });

  it('keeps the member session when the token check cannot reach the server', async () => {
    const { actor, storage } = run(
      { token: 'tok' },
      {
        checkToken: async () => {
          throw new Error('offline');
        },
      },
    );
    const snapshot = await waitFor(actor, (s) => s.matches({ member: 'active' }));
    expect(snapshot.context.loading.checkToken).toBe(false);
    expect(storage.get('token')).toBe('tok');
  });

  it('starts a guest session when storage cannot be read', async () => {
    const broken = createActor(
      sessionMachine.provide({
        actors: {
          readSession: fromPromise<StoredSession>(async () => {
            throw new Error('SecurityError');
          }),
          startGuestSession: fromPromise(async () => 'guest-0000000001'),
        },
      }),
    ).start();
    const snapshot = await waitFor(broken, (s) => s.matches('guest'));
    expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-0000000001' });
  });

  it('ends unavailable (no identity) when nothing can be stored', async () => {
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('unavailable'));
    expect(snapshot.context.identity).toBeNull();
    expect(snapshot.context.failure).toMatch(/not provided/);
  });
});

describe('sessionMachine: login', () => {
  it('succeeds with resCode 200 and a token: stores token and level, removes the guest session', async () => {
    const answer = deferred<LoginAnswer>();
    const { actor, storage, calls } = run(
      { nonMemberSession: 'guest-0000000007' },
      { login: () => answer.promise },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN', values: goodLogin });
    const busy = actor.getSnapshot();
    expect(busy.matches('loggingIn')).toBe(true);
    expect(busy.context.loading.login).toBe(true);
    answer.resolve(signedInAnswer);
    const snapshot = await waitFor(actor, (s) => s.matches({ member: 'active' }));
    expect(calls.login).toHaveBeenCalledWith(goodLogin);
    expect(snapshot.context.loading.login).toBe(false);
    expect(storage.get('token')).toBe('tok-new');
    expect(storage.get('userLevel')).toBe('normal');
    expect(storage.get('account')).toBe('hong@example.kr');
    expect(storage.has('nonMemberSession')).toBe(false);
    expect(snapshot.context.identity).toEqual({
      kind: 'member',
      token: 'tok-new',
      level: 'normal',
    });
    expect(snapshot.context.user).toEqual({
      accessToken: 'tok-new',
      name: '홍길동',
      nickname: '길동',
      id: '42',
      userUuid: 'u-42',
      userProfile: 'https://example.test/p.png',
    });
    expect(snapshot.context.error).toBeNull();
  });

  it.each([
    ['a failing resCode', { ...signedInAnswer, resCode: 401 }],
    ['resCode 200 without a token', { ...signedInAnswer, token: null }],
    ['resCode 200 with an empty token', { ...signedInAnswer, token: '' }],
  ])(
    'fails on %s: removes the token, starts a new guest session, clears user data',
    async (_, answer) => {
      const { actor, storage } = run(
        { nonMemberSession: 'guest-0000000007', token: 'null' },
        {
          login: async () => answer,
        },
      );
      await waitFor(actor, (s) => s.matches('guest'));
      actor.send({ type: 'LOGIN', values: goodLogin });
      const snapshot = await waitFor(actor, (s) => s.matches('guest') && s.context.error !== null);
      expect(snapshot.context.error).toEqual({ kind: 'loginRejected', resCode: answer.resCode });
      expect(snapshot.context.ended).toBe('loginFailed');
      expect(snapshot.context.loading.login).toBe(false);
      expect(snapshot.context.user).toBeNull();
      expect(storage.has('token')).toBe(false);
      expect(storage.get('nonMemberSession')).toBe('guest-2345678901');
      expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-2345678901' });
    },
  );

  it("keeps the server's words of a refusal for the form", async () => {
    const { actor } = run(
      { nonMemberSession: 'guest-0000000007' },
      {
        login: async () => ({
          ...signedInAnswer,
          resCode: 429,
          token: null,
          message: '시도가 너무 많습니다.',
          messageEn: 'Too many attempts.',
        }),
      },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN', values: goodLogin });
    const snapshot = await waitFor(actor, (s) => s.matches('guest') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({
      kind: 'loginRejected',
      resCode: 429,
      message: '시도가 너무 많습니다.',
      messageEn: 'Too many attempts.',
    });
  });

  it('fails when the call throws, and clears the loading flag', async () => {
    const failure = new Error('network');
    const { actor, storage } = run(
      { nonMemberSession: 'guest-0000000007' },
      {
        login: async () => {
          throw failure;
        },
      },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN', values: goodLogin });
    const snapshot = await waitFor(actor, (s) => s.matches('guest') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({ kind: 'loginFailed', error: failure });
    expect(snapshot.context.loading.login).toBe(false);
    expect(storage.get('nonMemberSession')).toBe('guest-2345678901');
  });

  it('re-checks the values with the form schema and does not call the server when invalid', async () => {
    const { actor, calls } = run({ nonMemberSession: 'guest-0000000007' });
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN', values: { email: 'undefined', password: 'x' } });
    actor.send({ type: 'LOGIN', values: { email: 'a@b.kr', password: '' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.error).toEqual({ kind: 'invalidInput' });
    expect(calls.login).not.toHaveBeenCalled();
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('sessionMachine: sign-up', () => {
  it('succeeds with resCode 200 and a token like a login', async () => {
    const answer = deferred<LoginAnswer>();
    const { actor, storage, calls } = run(
      { nonMemberSession: 'guest-0000000007' },
      { register: () => answer.promise },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'REGISTER', values: goodSignUp });
    expect(actor.getSnapshot().context.loading.register).toBe(true);
    answer.resolve({ ...signedInAnswer, token: 'tok-reg' });
    const snapshot = await waitFor(actor, (s) => s.matches({ member: 'active' }));
    expect(calls.register).toHaveBeenCalledWith(goodSignUp);
    expect(snapshot.context.loading.register).toBe(false);
    expect(storage.get('token')).toBe('tok-reg');
    expect(storage.get('userLevel')).toBe('normal');
    expect(storage.has('nonMemberSession')).toBe(false);
  });

  it('stays a guest with an error when the server refuses, keeping the guest id', async () => {
    const { actor, storage } = run(
      { nonMemberSession: 'guest-0000000007' },
      {
        register: async () => ({ ...signedInAnswer, resCode: 409, token: null }),
      },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'REGISTER', values: goodSignUp });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.error).toEqual({ kind: 'registerRejected', resCode: 409 });
    expect(snapshot.context.loading.register).toBe(false);
    expect(storage.get('nonMemberSession')).toBe('guest-0000000007');
    expect(storage.has('token')).toBe(false);
  });

  it('clears the loading flag when the call throws', async () => {
    const { actor } = run(
      { nonMemberSession: 'guest-0000000007' },
      {
        register: async () => {
          throw new Error('down');
        },
      },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'REGISTER', values: goodSignUp });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.context.error?.kind).toBe('registerFailed');
    expect(snapshot.context.loading.register).toBe(false);
  });

  it.each([
    ['a password without a special character', { password: 'abc123', passwordConfirm: 'abc123' }],
    ['a password that does not match', { passwordConfirm: 'abc12$x' }],
    ['a name with digits', { name: 'user1' }],
    ['a phone number with a dash', { mobile: '010-1234' }],
    ['unaccepted terms', { agreeTerms: false }],
  ])('refuses %s without calling the server', async (_, change) => {
    const { actor, calls } = run({ nonMemberSession: 'guest-0000000007' });
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'REGISTER', values: { ...goodSignUp, ...change } });
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'invalidInput' });
    expect(calls.register).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: social login', () => {
  const social = (count: number): SocialLoginAnswer => ({
    count,
    accessToken: count > 0 ? 'tok-social' : null,
    id: 'kakao-1',
    name: '카카오',
    snsInfo: { provider: 'kakao' },
  });
  const request = { socialName: 'kakao', accessToken: 'provider-token' };

  it('signs in when count is above 0', async () => {
    const { actor, storage, calls } = run(
      { nonMemberSession: 'guest-0000000007' },
      {
        socialLogin: async () => social(1),
      },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'SOCIAL_LOGIN', request });
    expect(actor.getSnapshot().context.loading.socialLogin).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ member: 'active' }));
    expect(calls.socialLogin).toHaveBeenCalledWith(request);
    expect(snapshot.context.loading.socialLogin).toBe(false);
    expect(snapshot.context.needSignup).toBeNull();
    expect(snapshot.context.user).toMatchObject({
      accessToken: 'tok-social',
      id: 'kakao-1',
      name: '카카오',
    });
    expect(storage.get('token')).toBe('tok-social');
    expect(storage.has('nonMemberSession')).toBe(false);
  });

  it.each([
    [-99, -99],
    [0, 2],
    [-1, 2],
  ])('with count %i sets need_signup to %i and stays a guest', async (count, needSignup) => {
    const { actor, storage } = run(
      { nonMemberSession: 'guest-0000000007' },
      {
        socialLogin: async () => social(count),
      },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'SOCIAL_LOGIN', request });
    const snapshot = await waitFor(actor, (s) => s.context.needSignup !== null);
    expect(snapshot.matches('guest')).toBe(true);
    expect(snapshot.context.needSignup).toBe(needSignup);
    expect(snapshot.context.social?.id).toBe('kakao-1');
    expect(snapshot.context.loading.socialLogin).toBe(false);
    expect(storage.has('token')).toBe(false);
  });

  it('reports a failed call and clears the loading flag', async () => {
    const { actor } = run({ nonMemberSession: 'guest-0000000007' });
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'SOCIAL_LOGIN', request });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.context.error?.kind).toBe('socialFailed');
    expect(snapshot.context.loading.socialLogin).toBe(false);
  });
});

describe('sessionMachine: logout', () => {
  const member = { token: 'tok', userLevel: 'normal', account: 'hong@example.kr' };

  it('tells the server, removes token, account and level, starts a new guest session', async () => {
    const answer = deferred<void>();
    const { actor, storage, calls } = run(member, { logout: () => answer.promise });
    await waitFor(actor, (s) => s.matches({ member: 'active' }));
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().context.loading.logout).toBe(true);
    answer.resolve();
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(calls.logout).toHaveBeenCalledWith('tok');
    expect(snapshot.context.loading.logout).toBe(false);
    expect(snapshot.context.ended).toBe('logout');
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-2345678901' });
    expect(storage.has('token')).toBe(false);
    expect(storage.has('account')).toBe(false);
    expect(storage.has('userLevel')).toBe(false);
    expect(storage.get('nonMemberSession')).toBe('guest-2345678901');
  });

  it('logs out locally even when the server call fails', async () => {
    const { actor, storage } = run(member, {
      logout: async () => {
        throw new Error('down');
      },
    });
    await waitFor(actor, (s) => s.matches({ member: 'active' }));
    actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.loading.logout).toBe(false);
    expect(storage.has('token')).toBe(false);
  });
});

describe('sessionMachine: idle logout (simulated clock)', () => {
  const member = { token: 'tok', userLevel: 'normal', account: 'hong@example.kr' };

  it('logs out after 3,600,000 ms without activity', async () => {
    const clock = new SimulatedClock();
    const { actor, storage, calls } = run(member, {}, clock);
    await waitFor(actor, (s) => s.matches({ member: 'active' }));
    clock.increment(IDLE_LOGOUT_MS - 1);
    expect(actor.getSnapshot().matches({ member: 'active' })).toBe(true);
    clock.increment(1);
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.ended).toBe('idle');
    expect(calls.logout).toHaveBeenCalledWith('tok');
    expect(storage.has('token')).toBe(false);
    expect(storage.has('userLevel')).toBe(false);
  });

  it('restarts the timer on each activity', async () => {
    const clock = new SimulatedClock();
    const { actor } = run(member, {}, clock);
    await waitFor(actor, (s) => s.matches({ member: 'active' }));
    clock.increment(IDLE_LOGOUT_MS - 1000);
    actor.send({ type: 'ACTIVITY' });
    clock.increment(IDLE_LOGOUT_MS - 1000);
    actor.send({ type: 'ACTIVITY' });
    clock.increment(IDLE_LOGOUT_MS - 1);
    expect(actor.getSnapshot().matches({ member: 'active' })).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('guest'));
  });

  it('does not log a guest out', async () => {
    const clock = new SimulatedClock();
    const { actor, storage } = run({ nonMemberSession: 'guest-0000000007' }, {}, clock);
    await waitFor(actor, (s) => s.matches('guest'));
    clock.increment(IDLE_LOGOUT_MS * 2);
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(storage.get('nonMemberSession')).toBe('guest-0000000007');
  });
});
