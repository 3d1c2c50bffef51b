import type { StorageLike } from '@tonggye/api';
import {
  loadedPersistedCipher,
  loadPersistedCipher,
  type PersistedCipher,
} from './persistedCipher';

/** The five slices of the visitor's state that outlive a reload. */
export const PERSISTED_SLICES = [
  'user',
  'service',
  'userWishes',
  'myActivity',
  'community',
] as const;
export type PersistedSlice = (typeof PERSISTED_SLICES)[number];
export type SliceValue = Record<string, unknown>;

/** One localStorage entry: a JSON object of slice name → AES text (as redux-persist kept it). */
export const PERSISTED_STATE_KEY = 'persist:root';

/**
 * Used when the build sets no `VITE_PERSIST_KEY`. The key ships inside the bundle either way:
 * the encryption keeps the stored profile and caches from being read or edited as plain text
 * in the browser's storage (by a person at the machine, a storage dump or a careless
 * extension); it does not protect against anyone who can run script on the site or read the
 * bundle, and it proves nothing about integrity. Tokens are never stored in a slice.
 */
export const DEVELOPMENT_PERSIST_KEY = 'tonggye-development-persist-key';

/** Why a stored slice (or the whole entry) was thrown away (for the log; the visitor simply starts afresh). */
export type DiscardReason =
  'emptyKey' | 'notString' | 'decryptionFailed' | 'parseFailed' | 'notObject' | 'unreadable';

export type DiscardLog = (
  reason: DiscardReason,
  slice: PersistedSlice | null,
  error?: unknown,
) => void;

const logToConsole: DiscardLog = (reason, slice, error) => {
  console.error(`persisted state: ${slice ?? 'all slices'} discarded (${reason})`, error ?? '');
};

export interface PersistedState {
  /** The slice as stored, or null when absent or discarded (discards are logged). */
  read(slice: PersistedSlice): SliceValue | null;
  write(slice: PersistedSlice, value: SliceValue): void;
  remove(slice: PersistedSlice): void;
  /** Every slice at once, as on start: each damaged slice is logged and dropped. */
  readAll(): Partial<Record<PersistedSlice, SliceValue>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where the cipher comes from: loaded on demand (the site) or given (tests of that path). */
export interface CipherSource {
  /** The cipher once loaded, else null. */
  loaded(): PersistedCipher | null;
  load(): Promise<PersistedCipher>;
}

const lazyCipher: CipherSource = { loaded: loadedPersistedCipher, load: loadPersistedCipher };

/** Whether the browser holds persisted slices (the site then loads the cipher before rendering). */
export function hasPersistedEntry(storage: StorageLike): boolean {
  try {
    return storage.getItem(PERSISTED_STATE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Encrypted local state: the slices that outlive a reload. Every failure is logged and the slice is
 * treated as absent: a damaged or foreign entry never stops the site.
 *
 * The cipher (crypto-js) loads on demand: a slice written before it is there is kept in memory
 * (and read back from there) and sealed into storage once it has loaded. A stored slice read
 * before it is there reads as absent without being discarded; the site avoids that by loading
 * the cipher before its first render whenever storage holds slices (`hasPersistedEntry`).
 */
export function createPersistedState({
  storage,
  key,
  log = logToConsole,
  cipher = lazyCipher,
}: {
  storage: StorageLike;
  key: string;
  log?: DiscardLog;
  cipher?: CipherSource;
}): PersistedState {
  /** Slices written while the cipher was loading, newest value each. */
  const pending = new Map<PersistedSlice, SliceValue>();
  const discardEntry = () => {
    try {
      storage.removeItem(PERSISTED_STATE_KEY);
    } catch {
      // Nothing more to do: reading it failed already.
    }
  };

  /** The stored object of ciphertexts; an unreadable entry counts as empty (and is removed). */
  const readEntry = (): Record<string, unknown> => {
    let text: string | null;
    try {
      text = storage.getItem(PERSISTED_STATE_KEY);
    } catch (error) {
      log('unreadable', null, error);
      return {};
    }
    if (text === null) return {};
    let entry: unknown;
    try {
      entry = JSON.parse(text);
    } catch (error) {
      log('parseFailed', null, error);
      discardEntry();
      return {};
    }
    if (!isRecord(entry)) {
      log('notObject', null);
      discardEntry();
      return {};
    }
    return entry;
  };

  const writeEntry = (entry: Record<string, unknown>) => {
    try {
      if (Object.keys(entry).length === 0) storage.removeItem(PERSISTED_STATE_KEY);
      else storage.setItem(PERSISTED_STATE_KEY, JSON.stringify(entry));
    } catch (error) {
      // Storage full or blocked: the state simply is not kept.
      log('unreadable', null, error);
    }
  };

  /** The slice's value; null when discarded; undefined while the cipher is not there yet. */
  const decrypt = (slice: PersistedSlice, stored: unknown): SliceValue | null | undefined => {
    if (key === '') {
      log('emptyKey', slice);
      return null;
    }
    if (typeof stored !== 'string') {
      log('notString', slice);
      return null;
    }
    const envelope = cipher.loaded();
    if (envelope === null) {
      void cipher.load().catch(() => undefined);
      return undefined;
    }
    // The envelope's payload is the slice's JSON text, so decryption and parsing fail apart.
    let json: unknown;
    try {
      json = envelope.openEnvelope(stored, key);
    } catch (error) {
      log(
        'decryptionFailed',
        slice,
        error instanceof envelope.EnvelopeError ? error.message : error,
      );
      return null;
    }
    if (typeof json !== 'string') {
      log('parseFailed', slice);
      return null;
    }
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (error) {
      log('parseFailed', slice, error);
      return null;
    }
    if (!isRecord(value)) {
      log('notObject', slice);
      return null;
    }
    return value;
  };

  return {
    read(slice) {
      const waiting = pending.get(slice);
      if (waiting !== undefined) return waiting;
      const entry = readEntry();
      if (!(slice in entry)) return null;
      const value = decrypt(slice, entry[slice]);
      // A discarded slice is removed, so the log says it once.
      if (value === null) {
        delete entry[slice];
        writeEntry(entry);
      }
      return value ?? null;
    },
    write(slice, value) {
      if (key === '') {
        log('emptyKey', slice);
        return;
      }
      const seal = (envelope: PersistedCipher, sliceValue: SliceValue) => {
        const entry = readEntry();
        entry[slice] = envelope.sealEnvelope(JSON.stringify(sliceValue), key);
        writeEntry(entry);
      };
      const envelope = cipher.loaded();
      if (envelope !== null) {
        pending.delete(slice);
        seal(envelope, value);
        return;
      }
      pending.set(slice, value);
      cipher.load().then(
        (loaded) => {
          // Only the newest value, and not when the slice was removed meanwhile.
          const latest = pending.get(slice);
          if (latest !== value) return;
          pending.delete(slice);
          seal(loaded, latest);
        },
        (error: unknown) => {
          pending.delete(slice);
          log('unreadable', slice, error);
        },
      );
    },
    remove(slice) {
      pending.delete(slice);
      const entry = readEntry();
      if (!(slice in entry)) return;
      delete entry[slice];
      writeEntry(entry);
    },
    readAll() {
      const entry = readEntry();
      const slices: Partial<Record<PersistedSlice, SliceValue>> = {};
      let dropped = false;
      for (const slice of PERSISTED_SLICES) {
        const waiting = pending.get(slice);
        if (waiting !== undefined) {
          slices[slice] = waiting;
          continue;
        }
        if (!(slice in entry)) continue;
        const value = decrypt(slice, entry[slice]);
        if (value === null) {
          delete entry[slice];
          dropped = true;
        } else if (value !== undefined) slices[slice] = value;
      }
      if (dropped) writeEntry(entry);
      return slices;
    },
  };
}
