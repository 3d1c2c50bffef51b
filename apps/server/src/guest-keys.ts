import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from './db/database';

/**
 * Proof of possession of a guest id. The id (`guest-` plus 10 digits of the clock
 * when it was made) is guessable, so it only names a guest; the key proves it, as a login token proves a
 * member.
 *
 * The key travels in the `guestkey` header that the api client adds next to `auth`, read from
 * localStorage like the token (not a cookie: the site may be served from another origin than the
 * API, the prerendered pages are plain files, and a cookie would make every call credentialed for
 * CORS; the strict CSP guards the key exactly as it guards the token beside it).
 *
 * The first request naming an id without a valid key is a new, empty guest: the server makes one,
 * stores the SHA-256 of a fresh 256-bit key and answers the key in the `guestkey` response
 * header. Rows are stored under the guest's `owner` (`guest-` plus 32 hex digits), never under
 * the id itself, so a request with the right id and a wrong or missing key never reaches the
 * earlier guest's data.
 */
export const GUEST_KEY_HEADER = 'guestkey';

/** 32 random bytes in base64url. */
export const GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Guest {
  /** What the guest's rows are stored under. */
  owner: string;
  /** The id the client sends in `auth`. */
  guestId: string;
}

export function hashGuestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The key a request carries in its `guestkey` header, when it has the key's shape. */
export function guestKeyOf(c: Context): string | undefined {
  const value = c.req.header(GUEST_KEY_HEADER)?.trim();
  return value !== undefined && GUEST_KEY_PATTERN.test(value) ? value : undefined;
}

/** The guest that `guestId` with `key` proves, or undefined when the key is not that id's. */
export async function findGuest(
  db: Database,
  guestId: string,
  key: string | undefined,
): Promise<Guest | undefined> {
  if (key === undefined || !GUEST_KEY_PATTERN.test(key)) return undefined;
  const row = await db
    .selectFrom('guests')
    .select(['owner', 'guest_id'])
    .where('key_hash', '=', hashGuestKey(key))
    .executeTakeFirst();
  return row !== undefined && row.guest_id === guestId
    ? { owner: row.owner, guestId: row.guest_id }
    : undefined;
}

/** Makes a new, empty guest for `guestId`; answers it with its key (only the hash is stored). */
export async function issueGuest(
  db: Database,
  guestId: string,
  now: Date,
): Promise<Guest & { key: string }> {
  const key = randomBytes(32).toString('base64url');
  const owner = `guest-${randomUUID().replaceAll('-', '')}`;
  await db
    .insertInto('guests')
    .values({
      owner,
      guest_id: guestId,
      key_hash: hashGuestKey(key),
      created_at: now.toISOString(),
    })
    .execute();
  return { owner, guestId, key };
}

/** Guests resolved per request, so one request never makes two guests. */
const resolved = new WeakMap<Request, Promise<Guest>>();

/**
 * The guest a request naming `guestId` is: the one its key proves, else a new one whose key goes
 * back in the `guestkey` response header.
 */
export function requestGuest(c: Context, db: Database, guestId: string, now: Date): Promise<Guest> {
  const known = resolved.get(c.req.raw);
  if (known !== undefined) return known;
  const guest = (async () => {
    const found = await findGuest(db, guestId, guestKeyOf(c));
    if (found !== undefined) return found;
    const issued = await issueGuest(db, guestId, now);
    c.header(GUEST_KEY_HEADER, issued.key);
    return { owner: issued.owner, guestId: issued.guestId };
  })();
  resolved.set(c.req.raw, guest);
  // A failed look-up is not remembered: the error answers this request only.
  guest.catch(() => resolved.delete(c.req.raw));
  return guest;
}
