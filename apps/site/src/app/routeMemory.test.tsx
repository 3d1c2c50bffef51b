import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type StoredSession, type TokenCheckAnswer } from '@tonggye/analysis-forms';
import {
  DEVELOPMENT_PERSIST_KEY,
  PERSISTED_STATE_KEY,
  createPersistedState,
  type DiscardLog,
} from './persistedState';
import { RouteMemory } from './routeMemory';

const profile = { name: '홍길동', nickname: '길동', id: '42', userUuid: 'u-42', userProfile: null };

/** The real session machine over localStorage (a stored token is a member, else a guest). */
function startSession() {
  let next = 1_000_000_000;
  const newGuest = () => {
    const id = `guest-${next++}`;
    localStorage.setItem('nonMemberSession', id);
    return id;
  };
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise(async (): Promise<StoredSession> => ({
        token: localStorage.getItem('token'),
        guestId: localStorage.getItem('nonMemberSession'),
        level: null,
      })),
      startGuestSession: fromPromise(async () => newGuest()),
      checkToken: fromPromise(async (): Promise<TokenCheckAnswer> => ({
        resCode: 200,
        user: profile,
      })),
      logout: fromPromise<void, { token: string }>(async () => undefined),
      clearStoredSession: fromPromise(async () => {
        localStorage.removeItem('token');
        return newGuest();
      }),
    },
  });
  return createActor(machine).start();
}

const log = vi.fn<DiscardLog>();
const persisted = () =>
  createPersistedState({ storage: localStorage, key: DEVELOPMENT_PERSIST_KEY, log });

/** One visit: the site opened at `path` (a new document: nothing seen yet). */
function visit(path: string) {
  const session = startSession();
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <RouteMemory session={session} state={persisted()} />
    </Router>,
  );
  const go = (to: string) => act(() => memory.navigate(to));
  return { session, memory, go, unmount: view.unmount };
}

const stored = () => JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY) ?? '{}') as object;
const member = () => localStorage.setItem('token', 'tok-42');

beforeEach(() => {
  localStorage.clear();
  log.mockClear();
});
afterEach(() => localStorage.clear());

describe('persisted slices of the places a visitor returns to', () => {
  it("keeps the free board's last search and page, encrypted, and opens it again on the next visit", async () => {
    const first = visit('/qaiclink/free-board');
    await first.go('/qaiclink/free-board?page=2&keyword=stats');
    await waitFor(() =>
      expect(persisted().read('community')).toEqual({
        location: '/qaiclink/free-board?page=2&keyword=stats',
        owner: 'guest',
      }),
    );
    // Encrypted: neither the search nor the address is readable in storage.
    const raw = localStorage.getItem(PERSISTED_STATE_KEY) ?? '';
    expect(raw).not.toContain('free-board');
    expect(stored()).toEqual({ community: expect.stringMatching(/^U2FsdGVkX1/) });
    // A post opened from the list does not replace the list's place.
    await first.go('/qaiclink/free-board/detail?id=7');
    first.unmount();

    const second = visit('/qaiclink/free-board');
    await waitFor(() =>
      expect(second.memory.history.at(-1)).toBe('/qaiclink/free-board?page=2&keyword=stats'),
    );
    // Replaced, not pushed: Back does not return to the bare list.
    expect(second.memory.history).toHaveLength(1);
    // Later in the same visit the bare list is the bare list (e.g. "clear the search").
    await second.go('/qaiclink/free-board');
    await waitFor(() =>
      expect(persisted().read('community')).toEqual({
        location: '/qaiclink/free-board',
        owner: 'guest',
      }),
    );
    expect(second.memory.history.at(-1)).toBe('/qaiclink/free-board');
  });

  it('leaves an address that names its own search alone', async () => {
    persisted().write('community', { location: '/qaiclink/free-board?page=3', owner: 'guest' });
    const { memory } = visit('/qaiclink/free-board?keyword=t');
    await waitFor(() =>
      expect(persisted().read('community')).toEqual({
        location: '/qaiclink/free-board?keyword=t',
        owner: 'guest',
      }),
    );
    expect(memory.history).toEqual(['/qaiclink/free-board?keyword=t']);
  });

  it("keeps a member's last my-activity section and drops it, not the guest's, at sign-out", async () => {
    persisted().write('community', { location: '/qaiclink/free-board?page=4', owner: 'guest' });
    member();
    const first = visit('/my-activity/activity/analysis-info?page=2');
    await waitFor(() =>
      expect(persisted().read('myActivity')).toEqual({
        location: '/my-activity/activity/analysis-info?page=2',
        owner: 'member',
      }),
    );
    first.unmount();

    const second = visit('/my-activity');
    await waitFor(() =>
      expect(second.memory.history.at(-1)).toBe('/my-activity/activity/analysis-info?page=2'),
    );
    await waitFor(() => expect(second.session.getSnapshot().matches('member')).toBe(true));
    act(() => second.session.send({ type: 'LOGOUT' }));
    await waitFor(() => expect(second.session.getSnapshot().matches('guest')).toBe(true));
    await waitFor(() => expect(persisted().read('myActivity')).toBeNull());
    expect(persisted().read('community')).toEqual({
      location: '/qaiclink/free-board?page=4',
      owner: 'guest',
    });
  });

  it("drops a member's working dataset and wishes at sign-out, and keeps a guest's dataset", async () => {
    member();
    persisted().write('service', {
      owner: 'member',
      analysisPath: '/services/anal/association/chi-sqaure',
      dataset: { uuid: 'd-member', name: '회원 데이터' },
    });
    persisted().write('userWishes', { owner: 'member', userUuid: 'u-42', productIds: ['p-1'] });
    const { session } = visit('/services');
    await waitFor(() => expect(session.getSnapshot().matches('member')).toBe(true));
    expect(persisted().read('userWishes')).not.toBeNull();
    act(() => session.send({ type: 'LOGOUT' }));
    await waitFor(() => expect(session.getSnapshot().matches('guest')).toBe(true));
    await waitFor(() => expect(persisted().read('service')).toBeNull());
    expect(persisted().read('userWishes')).toBeNull();

    // A guest's working dataset outlives the visit (its list on the server decides later).
    const guest = { owner: 'guest', analysisPath: null, dataset: { uuid: 'd-guest', name: 'x' } };
    persisted().write('service', guest);
    const next = visit('/services');
    await waitFor(() => expect(next.session.getSnapshot().matches('guest')).toBe(true));
    expect(persisted().read('service')).toEqual(guest);
  });

  it('takes a visit that arrived inside my activity to its home when asked', async () => {
    member();
    persisted().write('myActivity', { location: '/my-activity/profile', owner: 'member' });
    const { memory, go } = visit('/my-activity/security/pwd-change');
    await waitFor(() =>
      expect(persisted().read('myActivity')?.location).toBe('/my-activity/security/pwd-change'),
    );
    await go('/my-activity');
    await waitFor(() => expect(persisted().read('myActivity')?.location).toBe('/my-activity'));
    expect(memory.history.at(-1)).toBe('/my-activity');
  });

  it('a member who browsed the board as a member loses that place at sign-out too', async () => {
    member();
    const { session } = visit('/qaiclink/free-board?page=2');
    await waitFor(() => expect(persisted().read('community')?.owner).toBe('member'));
    act(() => session.send({ type: 'LOGOUT' }));
    // The guest that follows is on the same page: the slice is the guest's now.
    await waitFor(() =>
      expect(persisted().read('community')).toEqual({
        location: '/qaiclink/free-board?page=2',
        owner: 'guest',
      }),
    );
  });

  it('ignores a damaged slice (logged) and an address elsewhere', async () => {
    localStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({ community: 'U2FsdGVkX1-tampered', myActivity: 42 }),
    );
    const first = visit('/qaiclink/free-board');
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('decryptionFailed', 'community', expect.anything()),
    );
    expect(first.memory.history).toEqual(['/qaiclink/free-board']);
    first.unmount();

    for (const location of ['https://example.com/?page=2', '/notice?page=2', '//evil.example']) {
      localStorage.clear();
      persisted().write('community', { location, owner: 'guest' });
      const { memory, unmount } = visit('/qaiclink/free-board');
      await waitFor(() =>
        expect(persisted().read('community')?.location).toBe('/qaiclink/free-board'),
      );
      expect(memory.history).toEqual(['/qaiclink/free-board']);
      unmount();
    }
  });
});
