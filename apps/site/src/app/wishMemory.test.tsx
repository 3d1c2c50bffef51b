import { act, render, waitFor } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { sessionMachine, type StoredSession, type TokenCheckAnswer } from '@tonggye/analysis-forms';
import {
  DEVELOPMENT_PERSIST_KEY,
  PERSISTED_STATE_KEY,
  createPersistedState,
  type DiscardLog,
} from './persistedState';
import { removeMemberSlices } from './routeMemory';
import { SessionProvider } from './SessionContext';
import {
  MAX_REMEMBERED_WISHES,
  readWishedIds,
  rememberWish,
  rememberWishedIds,
  useWishMemory,
} from './wishMemory';
import { loadPersistedCipher } from './persistedCipher';

// The cipher is there, as it is on the site once slices exist (the lazy path has its own tests).
beforeAll(() => loadPersistedCipher());

const log = vi.fn<DiscardLog>();
const persisted = () =>
  createPersistedState({ storage: localStorage, key: DEVELOPMENT_PERSIST_KEY, log });

beforeEach(() => {
  localStorage.clear();
  log.mockClear();
});
afterEach(() => localStorage.clear());

describe('the userWishes slice', () => {
  it("keeps the member's wished product ids, encrypted, and one toggle at a time", () => {
    rememberWishedIds(persisted(), 'u-42', ['p-1', 'p-2', 'p-1']);
    expect(readWishedIds(persisted(), 'u-42')).toEqual(new Set(['p-1', 'p-2']));
    expect(localStorage.getItem(PERSISTED_STATE_KEY)).not.toContain('p-1');
    rememberWish(persisted(), 'u-42', 'p-3', true);
    rememberWish(persisted(), 'u-42', 'p-1', false);
    expect(readWishedIds(persisted(), 'u-42')).toEqual(new Set(['p-2', 'p-3']));
    expect(persisted().read('userWishes')).toEqual({
      owner: 'member',
      userUuid: 'u-42',
      productIds: ['p-2', 'p-3'],
    });
  });

  it('is ignored for another member, and kept while the session still checks who it is', () => {
    rememberWishedIds(persisted(), 'u-42', ['p-1']);
    expect(readWishedIds(persisted(), 'u-7')).toBeNull();
    expect(readWishedIds(persisted(), null)).toEqual(new Set(['p-1']));
    // Written before the member was known: any member's reading takes it (a guest session removes it).
    rememberWishedIds(persisted(), null, ['p-9']);
    expect(readWishedIds(persisted(), 'u-7')).toEqual(new Set(['p-9']));
  });

  it('ignores a foreign shape and drops a damaged slice with a log, never throwing', () => {
    persisted().write('userWishes', { owner: 'member', productIds: 'p-1' });
    expect(readWishedIds(persisted(), null)).toBeNull();
    persisted().write('userWishes', { owner: 'guest', productIds: ['p-1'] });
    expect(readWishedIds(persisted(), null)).toBeNull();
    persisted().write('userWishes', {
      owner: 'member',
      productIds: Array.from({ length: MAX_REMEMBERED_WISHES + 1 }, (_, i) => `p-${i}`),
    });
    expect(readWishedIds(persisted(), null)).toBeNull();
    expect(log).not.toHaveBeenCalled();

    for (const [stored, reason] of [
      ['U2FsdGVkX1-tampered', 'decryptionFailed'],
      [42, 'notString'],
    ] as const) {
      localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ userWishes: stored }));
      expect(readWishedIds(persisted(), 'u-42')).toBeNull();
      expect(log).toHaveBeenCalledWith(
        reason,
        'userWishes',
        ...(reason === 'notString' ? [] : [expect.anything()]),
      );
      expect(localStorage.getItem(PERSISTED_STATE_KEY)).toBeNull();
      // A toggle after the discard starts a fresh slice.
      rememberWish(persisted(), 'u-42', 'p-5', true);
      expect(readWishedIds(persisted(), 'u-42')).toEqual(new Set(['p-5']));
      localStorage.clear();
    }
  });

  it("is a member's slice: removed with the member's slices at sign-out", () => {
    rememberWishedIds(persisted(), 'u-42', ['p-1']);
    persisted().write('community', { location: '/qaiclink/free-board?page=2', owner: 'guest' });
    removeMemberSlices(persisted());
    expect(persisted().read('userWishes')).toBeNull();
    expect(persisted().read('community')).not.toBeNull();
  });
});

const profile = { name: '홍길동', nickname: '길동', id: '42', userUuid: 'u-42', userProfile: null };

/** The real session machine over localStorage: a stored token is member u-42, else a guest. */
const session = sessionMachine.provide({
  actors: {
    readSession: fromPromise(async (): Promise<StoredSession> => ({
      token: localStorage.getItem('token'),
      guestId: localStorage.getItem('nonMemberSession'),
      level: null,
    })),
    startGuestSession: fromPromise(async () => {
      localStorage.setItem('nonMemberSession', 'guest-1000000000');
      return 'guest-1000000000';
    }),
    checkToken: fromPromise(async (): Promise<TokenCheckAnswer> => ({
      resCode: 200,
      user: profile,
    })),
  },
});

type Memory = ReturnType<typeof useWishMemory>;

function renderMemory() {
  const seen: { current: Memory | null } = { current: null };
  function Probe() {
    seen.current = useWishMemory(persisted());
    return null;
  }
  render(
    <SessionProvider machine={session} fallback={null}>
      <Probe />
    </SessionProvider>,
  );
  return seen;
}

describe('useWishMemory', () => {
  it("gives a member the remembered wishes at once and keeps the server's list and toggles", async () => {
    localStorage.setItem('token', 'tok-42');
    rememberWishedIds(persisted(), 'u-42', ['p-1']);
    const memory = renderMemory();
    await waitFor(() => expect(memory.current?.remembered).toEqual(new Set(['p-1'])));
    act(() => memory.current!.remember(['p-2', 'p-3']));
    act(() => memory.current!.set('p-3', false));
    expect(readWishedIds(persisted(), 'u-42')).toEqual(new Set(['p-2']));
  });

  it("gives a guest nothing, writes nothing, and the guest session drops a member's list", async () => {
    rememberWishedIds(persisted(), null, ['p-1']);
    const memory = renderMemory();
    await waitFor(() => expect(memory.current).not.toBeNull());
    expect(memory.current?.remembered).toBeNull();
    await waitFor(() => expect(persisted().read('userWishes')).toBeNull());
    act(() => memory.current!.set('p-2', true));
    act(() => memory.current!.remember(['p-3']));
    expect(persisted().read('userWishes')).toBeNull();
  });
});
