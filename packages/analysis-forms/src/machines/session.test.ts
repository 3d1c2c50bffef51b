import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type StoredSession } from './session';

/** A storage-backed pair of actors like the site's, over a plain Map. */
function storageActors(initial: Record<string, string>, now = 1_712_345_678_901) {
  const storage = new Map(Object.entries(initial));
  const read = (key: string) => {
    const value = storage.get(key);
    return value === undefined || value === '' || value === 'null' ? null : value;
  };
  return {
    storage,
    actors: {
      readSession: fromPromise<StoredSession>(async () => ({
        token: read('token'),
        guestId: read('nonMemberSession'),
        level: read('userLevel'),
      })),
      startGuestSession: fromPromise<string>(async () => {
        const id = `guest-${String(now).slice(-10)}`;
        storage.set('nonMemberSession', id);
        return id;
      }),
    },
  };
}

function run(initial: Record<string, string>) {
  const { storage, actors } = storageActors(initial);
  const actor = createActor(sessionMachine.provide({ actors })).start();
  return { actor, storage };
}

describe('sessionMachine', () => {
  it('creates and stores a guest id when there is neither token nor guest id', async () => {
    const { actor, storage } = run({ token: 'null' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-2345678901' });
    expect(storage.get('nonMemberSession')).toBe('guest-2345678901');
  });

  it('keeps an existing guest id', async () => {
    const { actor, storage } = run({ nonMemberSession: 'guest-0000000007' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.identity).toEqual({ kind: 'guest', guestId: 'guest-0000000007' });
    expect(storage.get('nonMemberSession')).toBe('guest-0000000007');
  });

  it('is a member when a token is stored', async () => {
    const { actor } = run({
      token: 'tok',
      userLevel: 'admin',
      nonMemberSession: 'guest-0000000007',
    });
    const snapshot = await waitFor(actor, (s) => s.matches('member'));
    expect(snapshot.context.identity).toEqual({ kind: 'member', token: 'tok', level: 'admin' });
  });

  it('starts a guest session when storage cannot be read', async () => {
    const { actors, storage } = storageActors({});
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          ...actors,
          readSession: fromPromise<StoredSession>(async () => {
            throw new Error('SecurityError');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('guest'));
    expect(storage.has('nonMemberSession')).toBe(true);
  });

  it('ends unavailable (no identity) when nothing can be stored', async () => {
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('unavailable'));
    expect(snapshot.context.identity).toBeNull();
    expect(snapshot.context.failure).toMatch(/not provided/);
  });
});
