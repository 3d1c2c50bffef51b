import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, sealEnvelope } from '@tonggye/api';
import {
  createPersistedState,
  hasPersistedEntry,
  PERSISTED_SLICES,
  PERSISTED_STATE_KEY,
  type CipherSource,
  type DiscardLog,
} from './persistedState';
import { loadPersistedCipher, type PersistedCipher } from './persistedCipher';

// The cipher is there, as it is on the site once slices exist (the lazy path has its own tests).
beforeAll(() => loadPersistedCipher());

const KEY = 'persist-test-key';

function setup(initial: Record<string, string> = {}, key = KEY) {
  const storage = createMemoryStorage(initial);
  const log = vi.fn<DiscardLog>();
  const state = createPersistedState({ storage, key, log });
  return { storage, log, state };
}

/** A stored entry whose `user` slice is `user` as is and whose `community` slice is intact. */
function withUserSlice(user: unknown) {
  return {
    [PERSISTED_STATE_KEY]: JSON.stringify({
      user,
      community: sealEnvelope(JSON.stringify({ noticePage: 3 }), KEY),
    }),
  };
}

describe('persisted state', () => {
  it('keeps each of the five slices encrypted and reads them back', () => {
    const { storage, state, log } = setup();
    for (const slice of PERSISTED_SLICES) state.write(slice, { slice, n: 1 });
    const stored = storage.snapshot()[PERSISTED_STATE_KEY] ?? '';
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual([...PERSISTED_SLICES].sort());
    // Slice names are keys; their contents are not readable in the browser's storage.
    for (const text of Object.values(JSON.parse(stored) as Record<string, string>))
      expect(text).toMatch(/^U2FsdGVkX1[A-Za-z0-9+/=]+$/);
    expect(stored).not.toMatch(/"n"|"slice"/);
    for (const slice of PERSISTED_SLICES) expect(state.read(slice)).toEqual({ slice, n: 1 });
    expect(log).not.toHaveBeenCalled();
  });

  it('reads nothing when nothing is stored, without logging', () => {
    const { state, log } = setup();
    expect(state.read('user')).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('removes one slice and leaves the others', () => {
    const { state } = setup();
    state.write('user', { name: '홍길동' });
    state.write('service', { dataset: 'd-1' });
    state.remove('user');
    expect(state.read('user')).toBeNull();
    expect(state.read('service')).toEqual({ dataset: 'd-1' });
  });

  it('logs and discards with an empty key, and stores nothing', () => {
    const sealed = withUserSlice(sealEnvelope(JSON.stringify({ name: '홍길동' }), KEY));
    const { storage, state, log } = setup(sealed, '');
    expect(state.read('user')).toBeNull();
    expect(log).toHaveBeenCalledWith('emptyKey', 'user');
    state.write('service', { dataset: 'd-1' });
    expect(log).toHaveBeenLastCalledWith('emptyKey', 'service');
    expect(storage.snapshot()[PERSISTED_STATE_KEY]).not.toContain('service');
  });

  it.each([
    ['a number', 42],
    ['an object', { name: '홍길동' }],
    ['null', null],
  ])('logs and discards a non-string slice (%s), keeping the other slices', (_, value) => {
    const { state, log } = setup(withUserSlice(value));
    expect(state.read('user')).toBeNull();
    expect(log).toHaveBeenCalledWith('notString', 'user');
    expect(state.read('community')).toEqual({ noticePage: 3 });
    // Discarded once: the next read finds nothing and says nothing.
    log.mockClear();
    expect(state.read('user')).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['text that is no ciphertext', 'not encrypted at all'],
    ['an empty string', ''],
    ['a slice sealed with another key', sealEnvelope(JSON.stringify({ name: 'x' }), 'other-key')],
  ])('logs and discards a slice that cannot be decrypted: %s', (_, value) => {
    const { state, log } = setup(withUserSlice(value));
    expect(state.read('user')).toBeNull();
    expect(log).toHaveBeenCalledWith('decryptionFailed', 'user', expect.anything());
    expect(state.read('community')).toEqual({ noticePage: 3 });
  });

  it('logs and discards a slice whose decrypted text is not JSON', () => {
    const { state, log } = setup(withUserSlice(sealEnvelope('{"name": 홍길동', KEY)));
    expect(state.read('user')).toBeNull();
    expect(log).toHaveBeenCalledWith('parseFailed', 'user', expect.any(SyntaxError));
    expect(state.read('community')).toEqual({ noticePage: 3 });
  });

  it('logs and discards a slice that decrypts to JSON but not to an object', () => {
    const { state, log } = setup(withUserSlice(sealEnvelope('[1,2]', KEY)));
    expect(state.read('user')).toBeNull();
    expect(log).toHaveBeenCalledWith('notObject', 'user');
  });

  it('logs and drops a whole entry that is not JSON, then works again', () => {
    const { storage, state, log } = setup({ [PERSISTED_STATE_KEY]: '{broken' });
    expect(state.read('user')).toBeNull();
    expect(log).toHaveBeenCalledWith('parseFailed', null, expect.any(SyntaxError));
    expect(storage.snapshot()[PERSISTED_STATE_KEY]).toBeUndefined();
    state.write('user', { name: '홍길동' });
    expect(state.read('user')).toEqual({ name: '홍길동' });
  });

  it('reads every slice on start, dropping each damaged one and keeping the rest', () => {
    const { storage, state, log } = setup({
      [PERSISTED_STATE_KEY]: JSON.stringify({
        user: 'U2FsdGVkX1-tampered',
        service: 7,
        community: sealEnvelope(JSON.stringify({ noticePage: 3 }), KEY),
      }),
    });
    expect(state.readAll()).toEqual({ community: { noticePage: 3 } });
    expect(log).toHaveBeenCalledWith('decryptionFailed', 'user', expect.anything());
    expect(log).toHaveBeenCalledWith('notString', 'service');
    expect(Object.keys(JSON.parse(storage.snapshot()[PERSISTED_STATE_KEY] ?? '{}'))).toEqual([
      'community',
    ]);
  });

  it('does not crash when the storage itself throws', () => {
    const log = vi.fn<DiscardLog>();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const state = createPersistedState({ storage: blocked, key: KEY, log });
    expect(state.read('user')).toBeNull();
    expect(() => state.write('user', { name: 'x' })).not.toThrow();
    expect(log).toHaveBeenCalledWith('unreadable', null, expect.any(Error));
  });
});

describe('persisted state: every slice, every bad entry', () => {
  const bad: [string, (slice: string) => unknown, string][] = [
    ['a non-string value', () => 7, 'notString'],
    ['a failed decryption', () => 'U2FsdGVkX1-tampered', 'decryptionFailed'],
    ['a failed JSON parse', () => sealEnvelope('{"broken": ', KEY), 'parseFailed'],
  ];
  const cases = PERSISTED_SLICES.flatMap((slice) =>
    bad.map(([what, value, reason]) => [slice, what, value, reason] as const),
  );

  it.each(cases)(
    '%s with %s is logged and discarded; the others stay',
    (slice, _, value, reason) => {
      const others = PERSISTED_SLICES.filter((other) => other !== slice);
      const entry: Record<string, unknown> = { [slice]: value(slice) };
      for (const other of others) entry[other] = sealEnvelope(JSON.stringify({ other }), KEY);
      const { storage, state, log } = setup({ [PERSISTED_STATE_KEY]: JSON.stringify(entry) });
      expect(() => state.readAll()).not.toThrow();
      expect(state.read(slice)).toBeNull();
      expect(log).toHaveBeenCalledWith(
        reason,
        slice,
        ...(reason === 'notString' ? [] : [expect.anything()]),
      );
      for (const other of others) expect(state.read(other)).toEqual({ other });
      const kept = JSON.parse(storage.snapshot()[PERSISTED_STATE_KEY] ?? '{}') as object;
      expect(Object.keys(kept).sort()).toEqual([...others].sort());
    },
  );

  it.each(PERSISTED_SLICES)(
    '%s with an empty key is logged, discarded and never written',
    (slice) => {
      const { storage, state, log } = setup(
        { [PERSISTED_STATE_KEY]: JSON.stringify({ [slice]: sealEnvelope('{"a":1}', '') }) },
        '',
      );
      expect(state.read(slice)).toBeNull();
      expect(log).toHaveBeenCalledWith('emptyKey', slice);
      state.write(slice, { a: 2 });
      expect(storage.snapshot()[PERSISTED_STATE_KEY] ?? '').not.toContain('"a":2');
    },
  );
});

describe('persisted state before its cipher has loaded', () => {
  /** A cipher source that loads only when the test says so. */
  function deferredCipher() {
    let loaded: PersistedCipher | null = null;
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = vi.fn(async () => {
      await ready;
      loaded = await loadPersistedCipher();
      return loaded;
    });
    const source: CipherSource = { loaded: () => loaded, load };
    return { source, load, release: () => release(), settled: () => load.mock.results[0]?.value };
  }

  it('keeps a written slice in memory, reads it back, and seals it into storage once loaded', async () => {
    const storage = createMemoryStorage();
    const cipher = deferredCipher();
    const state = createPersistedState({ storage, key: KEY, cipher: cipher.source });
    state.write('community', { page: 2 });
    state.write('community', { page: 3 });
    expect(cipher.load).toHaveBeenCalled();
    expect(storage.getItem(PERSISTED_STATE_KEY)).toBeNull();
    expect(state.read('community')).toEqual({ page: 3 });
    expect(state.readAll()).toEqual({ community: { page: 3 } });
    cipher.release();
    await cipher.settled();
    await Promise.resolve();
    const stored = JSON.parse(storage.getItem(PERSISTED_STATE_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(stored.community).toEqual(expect.any(String));
    expect(stored.community).not.toContain('page');
    // A fresh reader with the cipher finds the newest value.
    const reader = createPersistedState({ storage, key: KEY });
    expect(reader.read('community')).toEqual({ page: 3 });
  });

  it('writes nothing for a slice removed while the cipher was loading', async () => {
    const storage = createMemoryStorage();
    const cipher = deferredCipher();
    const state = createPersistedState({ storage, key: KEY, cipher: cipher.source });
    state.write('myActivity', { location: '/my-activity/profile' });
    state.remove('myActivity');
    expect(state.read('myActivity')).toBeNull();
    cipher.release();
    await cipher.settled();
    await Promise.resolve();
    expect(storage.getItem(PERSISTED_STATE_KEY)).toBeNull();
  });

  it('reads a stored slice as absent without discarding it, and asks for the cipher', async () => {
    const storage = createMemoryStorage({
      [PERSISTED_STATE_KEY]: JSON.stringify({
        user: sealEnvelope(JSON.stringify({ email: 'a@b.kr' }), KEY),
      }),
    });
    const log = vi.fn<DiscardLog>();
    const cipher = deferredCipher();
    const state = createPersistedState({ storage, key: KEY, log, cipher: cipher.source });
    expect(state.read('user')).toBeNull();
    expect(state.readAll()).toEqual({});
    expect(log).not.toHaveBeenCalled();
    expect(cipher.load).toHaveBeenCalled();
    cipher.release();
    await cipher.settled();
    expect(state.read('user')).toEqual({ email: 'a@b.kr' });
  });

  it('tells whether the browser holds slices at all', () => {
    expect(hasPersistedEntry(createMemoryStorage())).toBe(false);
    expect(hasPersistedEntry(createMemoryStorage({ [PERSISTED_STATE_KEY]: '{}' }))).toBe(true);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(hasPersistedEntry(blocked)).toBe(false);
  });
});
