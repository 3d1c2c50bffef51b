import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  loginSchema,
  signUpSchema,
  type LoginValues,
  type SignUpValues,
} from '../accounts/schemas';

/** Idle logout after one hour without mouse move or key press (the site's idle logout). */
export const IDLE_LOGOUT_MS = 3_600_000;

/** `need_signup` after a social login whose `count` is -99. */
export const SOCIAL_NEED_SIGNUP_BLOCKED = -99;
/** `need_signup` after a social login that found no account: sign-up is needed. */
export const SOCIAL_NEED_SIGNUP = 2;

/** What browser storage holds; absent values (missing, '', the text 'null') are null. */
export interface StoredSession {
  token: string | null;
  guestId: string | null;
  level: string | null;
}

export type SessionIdentity =
  { kind: 'member'; token: string; level: string | null } | { kind: 'guest'; guestId: string };

/** The signed-in person as the site shows them. */
export interface SessionUser {
  accessToken: string;
  name: string | null;
  nickname: string | null;
  id: string | null;
  userUuid: string | null;
  userProfile: string | null;
}

export type SessionUserProfile = Omit<SessionUser, 'accessToken'>;

/**
 * What `/user/login` or `/user/reg` answered. The machine, not the actor, decides whether
 * it is a success: `resCode` 200 and a token.
 */
export interface LoginAnswer {
  resCode: number;
  token: string | null;
  level: string | null;
  user: SessionUserProfile;
  /** The server's own words on a refusal, when it sent them. */
  message?: string | null;
  messageEn?: string | null;
}

/** What `/user/socialLogin` answered. */
export interface SocialLoginAnswer {
  count: number;
  accessToken: string | null;
  id: string | null;
  name: string | null;
  snsInfo: unknown;
  /** Count 0: the ticket `/register/{social}` signs up with. */
  signupTicket?: string | null;
  /** Count -99: the ticket that links the provider account once the member signs in. */
  linkTicket?: string | null;
}

/** What `GET /user/checktoken` answered, with the profile when the site could read it. */
export interface TokenCheckAnswer {
  resCode: number;
  user?: SessionUserProfile | null;
}

export type SocialLoginRequest =
  | { socialName: string; accessToken: string }
  /** What the provider sent back to the site's `/auth/{social}` (authorization code flow). */
  | { socialName: string; code: string; state: string };

/** Why the last account action did not succeed; the screens turn it into a message. */
export type SessionFailureKind =
  | 'invalidInput'
  | 'loginRejected'
  | 'loginFailed'
  | 'registerRejected'
  | 'registerFailed'
  | 'socialFailed';

export interface SessionFailure {
  kind: SessionFailureKind;
  /** The server's answer code or the thrown error, for the screens that can say more. */
  resCode?: number;
  error?: unknown;
  /** The server's words on a refusal (e.g. too many attempts), Korean and English. */
  message?: string;
  messageEn?: string;
}

/** The events a starting session keeps for later (see `SessionContext.held`). */
export type HeldSignIn = Extract<SessionEvent, { type: 'LOGIN' | 'REGISTER' | 'SOCIAL_LOGIN' }>;

/** Which loading flag a sign-in event raises. */
const heldLoadingKey = {
  LOGIN: 'login',
  REGISTER: 'register',
  SOCIAL_LOGIN: 'socialLogin',
} as const satisfies Record<HeldSignIn['type'], keyof SessionLoading>;

/** Why a member session ended. */
export type SessionEnd = 'logout' | 'idle' | 'expired' | 'loginFailed';

export interface SessionLoading {
  login: boolean;
  register: boolean;
  socialLogin: boolean;
  checkToken: boolean;
  logout: boolean;
}

export interface SessionContext {
  identity: SessionIdentity | null;
  user: SessionUser | null;
  /** -99 or 2 after a social login that did not sign in; null otherwise. */
  needSignup: number | null;
  /** The last social answer, kept for the social sign-up screen. */
  social: SocialLoginAnswer | null;
  loading: SessionLoading;
  error: SessionFailure | null;
  ended: SessionEnd | null;
  /** The e-mail of the member signing in or signed in here, stored as the account. */
  account: string | null;
  /** Storage could not be read or written (e.g. blocked by the browser). */
  failure: string | null;
  /**
   * A sign-in sent while the session was still starting (a prerendered page is usable before
   * the stored session is read), kept until the visitor is known; the latest one wins.
   */
  held: HeldSignIn | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; values: LoginValues }
  | { type: 'REGISTER'; values: SignUpValues }
  | { type: 'SOCIAL_LOGIN'; request: SocialLoginRequest }
  | { type: 'LOGOUT' }
  /** Mouse move or key press: restarts the idle timer. */
  | { type: 'ACTIVITY' }
  | { type: 'CHECK_TOKEN' }
  /** The screen has shown the error or the end of the session. */
  | { type: 'DISMISS' };

const notLoading: SessionLoading = {
  login: false,
  register: false,
  socialLogin: false,
  checkToken: false,
  logout: false,
};

function notProvided(name: string): never {
  throw new Error(`${name} not provided: inject it with sessionMachine.provide({ actors })`);
}

function isSignedIn(answer: LoginAnswer): boolean {
  return answer.resCode === 200 && typeof answer.token === 'string' && answer.token !== '';
}

/**
 * The visitor's session: reads storage on start, creates a guest id when
 * there is neither token nor guest id, signs in, signs up, signs in with a social account,
 * checks the stored token, logs out, and logs out after an hour without activity.
 *
 * Every side effect is an injected actor (the site gives HTTP calls and browser storage
 * with `sessionMachine.provide({ actors })`; this package imports neither).
 *
 * This is the machine without the input rules: its `validLogin` and `validSignUp` guards refuse
 * everything. `sessionMachine` below gives them the zod schemas of the forms; a site that keeps
 * zod out of its first download provides the same checks itself once the form's chunk is in.
 */
export const sessionMachineWithoutRules = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  delays: {
    idleLogout: IDLE_LOGOUT_MS,
  },
  actors: {
    readSession: fromPromise<StoredSession>(async () => notProvided('readSession')),
    /** Creates `guest-` + 10 digits, stores it under `nonMemberSession`, returns it. */
    startGuestSession: fromPromise<string>(async () => notProvided('startGuestSession')),
    login: fromPromise<LoginAnswer, LoginValues>(async () => notProvided('login')),
    register: fromPromise<LoginAnswer, SignUpValues>(async () => notProvided('register')),
    socialLogin: fromPromise<SocialLoginAnswer, SocialLoginRequest>(async () =>
      notProvided('socialLogin'),
    ),
    /** Stores token and level (and the account e-mail when known), removes the guest session. */
    storeLogin: fromPromise<void, { token: string; level: string | null; email: string | null }>(
      async () => notProvided('storeLogin'),
    ),
    checkToken: fromPromise<TokenCheckAnswer, { token: string }>(async () =>
      notProvided('checkToken'),
    ),
    /** Tells the server; its failure does not keep anyone signed in. */
    logout: fromPromise<void, { token: string }>(async () => notProvided('logout')),
    /**
     * Removes the token (and, on logout, the account and level), creates and stores a new
     * guest session, returns its id.
     */
    clearStoredSession: fromPromise<string, { removeAccount: boolean }>(async () =>
      notProvided('clearStoredSession'),
    ),
  },
  guards: {
    validLogin: () => false,
    validSignUp: () => false,
  },
  actions: {
    startAttempt: assign({
      error: null,
      ended: null,
      account: ({ event }) =>
        event.type === 'LOGIN' || event.type === 'REGISTER' ? event.values.email.trim() : null,
    }),
    setLoading: assign(({ context }, params: { key: keyof SessionLoading; value: boolean }) => ({
      loading: { ...context.loading, [params.key]: params.value },
    })),
    rejectInput: assign({ error: { kind: 'invalidInput' } }),
    /** Keeps a sign-in sent while starting (the latest wins); its loading flag shows it is on. */
    holdSignIn: assign(({ context, event }) => {
      if (event.type !== 'LOGIN' && event.type !== 'REGISTER' && event.type !== 'SOCIAL_LOGIN')
        return {};
      return {
        held: event,
        loading: { ...withoutHeld(context), [heldLoadingKey[event.type]]: true },
      };
    }),
    /** Once the visitor is a guest: the held sign-in is handled as if it were sent now. */
    replayHeldSignIn: enqueueActions(({ context, enqueue }) => {
      if (context.held === null) return;
      const held = context.held;
      enqueue.assign({ held: null, loading: withoutHeld(context) });
      enqueue.raise(held);
    }),
    /** The visitor turned out to be a member already (or no identity can be kept): dropped. */
    dropHeldSignIn: assign(({ context }) =>
      context.held === null ? {} : { held: null, loading: withoutHeld(context) },
    ),
  },
}).createMachine({
  id: 'session',
  context: {
    identity: null,
    user: null,
    needSignup: null,
    social: null,
    loading: notLoading,
    error: null,
    ended: null,
    account: null,
    failure: null,
    held: null,
  },
  initial: 'starting',
  states: {
    starting: {
      on: {
        LOGIN: { actions: 'holdSignIn' },
        REGISTER: { actions: 'holdSignIn' },
        SOCIAL_LOGIN: { actions: 'holdSignIn' },
      },
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: ({ event }) => event.output.token !== null,
            target: 'member.checking',
            actions: assign({
              identity: ({ event }) => ({
                kind: 'member',
                token: event.output.token ?? '',
                level: event.output.level,
              }),
            }),
          },
          {
            guard: ({ event }) => event.output.guestId !== null,
            target: 'guest',
            actions: assign({
              identity: ({ event }) => ({ kind: 'guest', guestId: event.output.guestId ?? '' }),
            }),
          },
          { target: 'creatingGuest' },
        ],
        onError: { target: 'creatingGuest' },
      },
    },
    creatingGuest: {
      on: {
        LOGIN: { actions: 'holdSignIn' },
        REGISTER: { actions: 'holdSignIn' },
        SOCIAL_LOGIN: { actions: 'holdSignIn' },
      },
      invoke: {
        id: 'startGuestSession',
        src: 'startGuestSession',
        onDone: {
          target: 'guest',
          actions: assign({ identity: ({ event }) => ({ kind: 'guest', guestId: event.output }) }),
        },
        onError: {
          target: 'unavailable',
          actions: assign({ failure: ({ event }) => String(event.error) }),
        },
      },
    },
    guest: {
      entry: 'replayHeldSignIn',
      on: {
        LOGIN: [
          { guard: 'validLogin', target: 'loggingIn', actions: 'startAttempt' },
          { actions: 'rejectInput' },
        ],
        REGISTER: [
          { guard: 'validSignUp', target: 'registering', actions: 'startAttempt' },
          { actions: 'rejectInput' },
        ],
        SOCIAL_LOGIN: { target: 'socialLoggingIn', actions: 'startAttempt' },
        DISMISS: { actions: assign({ error: null, ended: null }) },
      },
    },
    loggingIn: {
      entry: { type: 'setLoading', params: { key: 'login', value: true } },
      exit: { type: 'setLoading', params: { key: 'login', value: false } },
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'LOGIN');
              return event.values;
            },
            onDone: [
              {
                guard: ({ event }) => isSignedIn(event.output),
                target: 'storing',
                actions: assign(({ event }) => signedIn(event.output)),
              },
              {
                target: '#session.clearing',
                actions: assign({
                  error: ({ event }) => refusal('loginRejected', event.output),
                  ended: 'loginFailed',
                }),
              },
            ],
            onError: {
              target: '#session.clearing',
              actions: assign({
                error: ({ event }) => ({ kind: 'loginFailed', error: event.error }),
                ended: 'loginFailed',
              }),
            },
          },
        },
        storing: {
          invoke: {
            id: 'storeLogin',
            src: 'storeLogin',
            input: ({ context }) => storeInput(context),
            onDone: { target: '#session.member.active' },
            onError: {
              target: '#session.clearing',
              actions: assign({
                error: ({ event }) => ({ kind: 'loginFailed', error: event.error }),
                ended: 'loginFailed',
              }),
            },
          },
        },
      },
    },
    registering: {
      entry: { type: 'setLoading', params: { key: 'register', value: true } },
      exit: { type: 'setLoading', params: { key: 'register', value: false } },
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'REGISTER');
              return event.values;
            },
            onDone: [
              {
                guard: ({ event }) => isSignedIn(event.output),
                target: 'storing',
                actions: assign(({ event }) => signedIn(event.output)),
              },
              {
                target: '#session.guest',
                actions: assign({
                  error: ({ event }) => refusal('registerRejected', event.output),
                }),
              },
            ],
            onError: {
              target: '#session.guest',
              actions: assign({
                error: ({ event }) => ({ kind: 'registerFailed', error: event.error }),
              }),
            },
          },
        },
        storing: {
          invoke: {
            id: 'storeLogin',
            src: 'storeLogin',
            input: ({ context }) => storeInput(context),
            onDone: { target: '#session.member.active' },
            onError: {
              target: '#session.clearing',
              actions: assign({
                error: ({ event }) => ({ kind: 'registerFailed', error: event.error }),
                ended: 'loginFailed',
              }),
            },
          },
        },
      },
    },
    socialLoggingIn: {
      entry: { type: 'setLoading', params: { key: 'socialLogin', value: true } },
      exit: { type: 'setLoading', params: { key: 'socialLogin', value: false } },
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'socialLogin',
            src: 'socialLogin',
            input: ({ event }) => {
              assertEvent(event, 'SOCIAL_LOGIN');
              return event.request;
            },
            onDone: [
              {
                guard: ({ event }) => event.output.count > 0 && !!event.output.accessToken,
                target: 'storing',
                actions: assign(({ event }) => ({
                  ...signedIn({
                    resCode: 200,
                    token: event.output.accessToken ?? '',
                    level: null,
                    user: {
                      name: event.output.name,
                      nickname: null,
                      id: event.output.id,
                      userUuid: null,
                      userProfile: null,
                    },
                  }),
                  social: event.output,
                })),
              },
              {
                guard: ({ event }) => event.output.count > 0,
                target: '#session.guest',
                actions: assign({ error: { kind: 'socialFailed' } }),
              },
              {
                guard: ({ event }) => event.output.count === SOCIAL_NEED_SIGNUP_BLOCKED,
                target: '#session.guest',
                actions: assign({
                  needSignup: SOCIAL_NEED_SIGNUP_BLOCKED,
                  social: ({ event }) => event.output,
                }),
              },
              {
                target: '#session.guest',
                actions: assign({
                  needSignup: SOCIAL_NEED_SIGNUP,
                  social: ({ event }) => event.output,
                }),
              },
            ],
            onError: {
              target: '#session.guest',
              actions: assign({
                error: ({ event }) => ({ kind: 'socialFailed', error: event.error }),
              }),
            },
          },
        },
        storing: {
          invoke: {
            id: 'storeLogin',
            src: 'storeLogin',
            input: ({ context }) => storeInput(context),
            onDone: { target: '#session.member.active' },
            onError: {
              target: '#session.clearing',
              actions: assign({
                error: ({ event }) => ({ kind: 'socialFailed', error: event.error }),
                ended: 'loginFailed',
              }),
            },
          },
        },
      },
    },
    member: {
      initial: 'active',
      entry: 'dropHeldSignIn',
      on: {
        LOGOUT: { target: 'loggingOut', actions: assign({ ended: 'logout' }) },
      },
      states: {
        checking: {
          entry: { type: 'setLoading', params: { key: 'checkToken', value: true } },
          exit: { type: 'setLoading', params: { key: 'checkToken', value: false } },
          invoke: {
            id: 'checkToken',
            src: 'checkToken',
            input: ({ context }) => ({ token: memberToken(context) }),
            onDone: [
              {
                guard: ({ event }) => event.output.resCode === 200,
                target: 'active',
                actions: assign({
                  user: ({ context, event }) =>
                    event.output.user
                      ? { accessToken: memberToken(context), ...event.output.user }
                      : (context.user ?? emptyUser(memberToken(context))),
                }),
              },
              { target: '#session.clearing', actions: assign({ ended: 'expired' }) },
            ],
            // The server could not be asked (offline): keep the session rather than drop it.
            onError: { target: 'active' },
          },
        },
        active: {
          after: {
            idleLogout: { target: '#session.loggingOut', actions: assign({ ended: 'idle' }) },
          },
          on: {
            ACTIVITY: { target: 'active', reenter: true },
            CHECK_TOKEN: { target: 'checking' },
            DISMISS: { actions: assign({ error: null, ended: null }) },
          },
        },
      },
    },
    loggingOut: {
      entry: { type: 'setLoading', params: { key: 'logout', value: true } },
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: memberToken(context) }),
        onDone: { target: 'clearing' },
        onError: { target: 'clearing' },
      },
    },
    /** Drops the member session (token; on logout also account and level), starts a new guest one. */
    clearing: {
      entry: assign({ user: null, account: null, needSignup: null, social: null }),
      exit: { type: 'setLoading', params: { key: 'logout', value: false } },
      invoke: {
        id: 'clearStoredSession',
        src: 'clearStoredSession',
        input: ({ context }) => ({
          removeAccount: context.ended === 'logout' || context.ended === 'idle',
        }),
        onDone: {
          target: 'guest',
          actions: assign({ identity: ({ event }) => ({ kind: 'guest', guestId: event.output }) }),
        },
        onError: {
          target: 'unavailable',
          actions: assign({ identity: null, failure: ({ event }) => String(event.error) }),
        },
      },
    },
    /** No identity can be kept; requests go out without auth headers. */
    unavailable: { entry: 'dropHeldSignIn' },
  },
});

/** A refusal, with the server's words when it gave them. */
function refusal(kind: SessionFailureKind, answer: LoginAnswer): SessionFailure {
  return {
    kind,
    resCode: answer.resCode,
    ...(answer.message ? { message: answer.message } : {}),
    ...(answer.messageEn ? { messageEn: answer.messageEn } : {}),
  };
}

/** The loading flags without the one a held sign-in raised. */
function withoutHeld(context: SessionContext): SessionLoading {
  if (context.held === null) return context.loading;
  return { ...context.loading, [heldLoadingKey[context.held.type]]: false };
}

function emptyUser(accessToken: string): SessionUser {
  return { accessToken, name: null, nickname: null, id: null, userUuid: null, userProfile: null };
}

function memberToken(context: SessionContext): string {
  return context.identity?.kind === 'member' ? context.identity.token : '';
}

/** Context after a successful answer (stored right after by `storeLogin`). */
function signedIn(answer: LoginAnswer): Partial<SessionContext> {
  const token = answer.token ?? '';
  return {
    identity: { kind: 'member', token, level: answer.level },
    user: { accessToken: token, ...answer.user },
    needSignup: null,
    social: null,
    error: null,
    ended: null,
  };
}

function storeInput(context: SessionContext) {
  return {
    token: memberToken(context),
    level: context.identity?.kind === 'member' ? context.identity.level : null,
    email: context.account,
  };
}

/** The session machine re-checking LOGIN and REGISTER values with the forms' schemas. */
export const sessionMachine = /* @__PURE__ */ sessionMachineWithoutRules.provide({
  guards: {
    validLogin: ({ event }) =>
      event.type === 'LOGIN' && loginSchema.safeParse(event.values).success,
    validSignUp: ({ event }) =>
      event.type === 'REGISTER' && signUpSchema.safeParse(event.values).success,
  },
});

export type SessionMachine = typeof sessionMachine;
