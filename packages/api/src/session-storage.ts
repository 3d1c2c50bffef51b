/**
 * Browser-storage view of the session (token, guest id, level). The client reads it
 * before every request, so a login or logout in another part of the app is picked up
 * without recreating the client.
 */

/** The part of the Web Storage API the session needs; `localStorage` fits, so does a test double. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const STORAGE_KEYS = {
  token: 'token',
  guestId: 'nonMemberSession',
  /**
   * The secret the server issued to this guest id (the `guestkey` header both ways): the id only
   * names a guest, the key proves it. Dropped whenever the guest id goes or changes.
   */
  guestKey: 'nonMemberKey',
  level: 'userLevel',
  /** The remembered sign-in e-mail ("아이디 저장"); sent as the `useremail` header. */
  email: 'savedEmail',
  /** The signed-in member's e-mail; removed on logout with the level. */
  account: 'account',
  /** The campaign the visitor arrived from; login sends '*' when none is stored. */
  utmId: 'utm_id',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** A value that is missing, empty or the literal text `null` (or `undefined`) counts as absent. */
export function readStored(storage: StorageLike, key: string): string | null {
  const value = storage.getItem(key);
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'null' || trimmed === 'undefined') return null;
  return value;
}

/**
 * A guest session id: `guest-` plus ten digits of the millisecond timestamp. The last ten
 * digits are used (not the first ten, which are whole seconds) so two guests starting in
 * the same second still get different ids.
 */
export function createGuestId(now: number = Date.now()): string {
  const digits = String(Math.max(0, Math.trunc(now))).padStart(10, '0');
  return `guest-${digits.slice(-10)}`;
}

export const GUEST_ID_PATTERN = /^guest-\d{10}$/;

export type SessionIdentity =
  | { kind: 'member'; token: string; level: string | null }
  | { kind: 'guest'; guestId: string }
  | { kind: 'none' };

export interface SessionStore {
  readonly storage: StorageLike;
  getToken(): string | null;
  getGuestId(): string | null;
  /** The key the server issued to the stored guest id, if it did yet. */
  getGuestKey(): string | null;
  /** Keeps the key the server issued to `guestId`, if that is still the stored guest id. */
  setGuestKey(guestId: string, key: string): void;
  getLevel(): string | null;
  getEmail(): string | null;
  getAccount(): string | null;
  getUtmId(): string | null;
  /** What the auth headers carry: the token as is, else the guest id, else null. */
  getCredential(): string | null;
  getIdentity(): SessionIdentity;
  /** After a successful login: keep token, level and account, drop the guest session. */
  saveLogin(token: string, level?: string | null, account?: string | null): void;
  setEmail(email: string | null): void;
  /** Returns the existing guest id, or creates and stores one. */
  ensureGuestId(now?: number): string;
  /**
   * Drop the token and start a new guest session. Logout (the default) also drops account
   * and level; a failed login or token check passes `{ removeAccount: false }`.
   */
  clearMember(now?: number, options?: { removeAccount?: boolean }): string;
}

/** In-memory storage for Node and tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  snapshot(): Record<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    snapshot: () => Object.fromEntries(map),
  };
}

function defaultStorage(): StorageLike {
  const candidate = (globalThis as { localStorage?: StorageLike }).localStorage;
  return candidate ?? createMemoryStorage();
}

export function createSessionStore(storage: StorageLike = defaultStorage()): SessionStore {
  const set = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };
  const store: SessionStore = {
    storage,
    getToken: () => readStored(storage, STORAGE_KEYS.token),
    getGuestId: () => readStored(storage, STORAGE_KEYS.guestId),
    getGuestKey: () => readStored(storage, STORAGE_KEYS.guestKey),
    setGuestKey: (guestId, key) => {
      if (store.getGuestId() === guestId) storage.setItem(STORAGE_KEYS.guestKey, key);
    },
    getLevel: () => readStored(storage, STORAGE_KEYS.level),
    getEmail: () => readStored(storage, STORAGE_KEYS.email),
    getAccount: () => readStored(storage, STORAGE_KEYS.account),
    getUtmId: () => readStored(storage, STORAGE_KEYS.utmId),
    getCredential: () => store.getToken() ?? store.getGuestId(),
    getIdentity: () => {
      const token = store.getToken();
      if (token !== null) return { kind: 'member', token, level: store.getLevel() };
      const guestId = store.getGuestId();
      if (guestId !== null) return { kind: 'guest', guestId };
      return { kind: 'none' };
    },
    saveLogin: (token, level = null, account = null) => {
      set(STORAGE_KEYS.token, token);
      set(STORAGE_KEYS.level, level);
      if (account !== null) set(STORAGE_KEYS.account, account);
      storage.removeItem(STORAGE_KEYS.guestId);
      storage.removeItem(STORAGE_KEYS.guestKey);
    },
    setEmail: (email) => set(STORAGE_KEYS.email, email),
    ensureGuestId: (now) => {
      const existing = store.getGuestId();
      if (existing !== null) return existing;
      const created = createGuestId(now);
      storage.setItem(STORAGE_KEYS.guestId, created);
      storage.removeItem(STORAGE_KEYS.guestKey);
      return created;
    },
    clearMember: (now, { removeAccount = true } = {}) => {
      storage.removeItem(STORAGE_KEYS.token);
      if (removeAccount) {
        storage.removeItem(STORAGE_KEYS.level);
        storage.removeItem(STORAGE_KEYS.account);
      }
      const created = createGuestId(now);
      storage.setItem(STORAGE_KEYS.guestId, created);
      storage.removeItem(STORAGE_KEYS.guestKey);
      return created;
    },
  };
  return store;
}
