import { assign, fromPromise, setup } from 'xstate';

/** What browser storage holds; absent values (missing, '', the text 'null') are null. */
export interface StoredSession {
  token: string | null;
  guestId: string | null;
  level: string | null;
}

export type SessionIdentity =
  { kind: 'member'; token: string; level: string | null } | { kind: 'guest'; guestId: string };

export interface SessionContext {
  identity: SessionIdentity | null;
  /** Storage could not be read or written (e.g. blocked by the browser). */
  failure: string | null;
}

/**
 * The visitor's session for the descriptive slice: on start it reads storage, and when
 * there is neither a token nor a guest id it creates and stores a guest id (spec point 4).
 * Login, token check and idle logout join with a later issue as states of this machine.
 * The site injects `readSession` and `startGuestSession` (storage access lives in the API
 * package, which this package does not import).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
  },
  actors: {
    readSession: fromPromise<StoredSession>(async () => {
      throw new Error(
        'readSession not provided: inject it with sessionMachine.provide({ actors })',
      );
    }),
    /** Creates `guest-` + 10 digits, stores it under `nonMemberSession`, returns it. */
    startGuestSession: fromPromise<string>(async () => {
      throw new Error(
        'startGuestSession not provided: inject it with sessionMachine.provide({ actors })',
      );
    }),
  },
}).createMachine({
  id: 'session',
  context: { identity: null, failure: null },
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        src: 'readSession',
        onDone: [
          {
            guard: ({ event }) => event.output.token !== null,
            target: 'member',
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
      invoke: {
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
    guest: {},
    member: {},
    /** No identity can be kept; requests go out without auth headers. */
    unavailable: {},
  },
});

export type SessionMachine = typeof sessionMachine;
