import type { Context } from 'hono';
import { findSessionUser } from './accounts/sessions';
import type { Database } from './db/database';
import type { UserRow } from './db/schema';
import { ApiError } from './errors';
import { findGuest, guestKeyOf, requestGuest, type Guest } from './guest-keys';

/**
 * Who is calling; `owner` is what rows are stored under and filtered by (a member's uuid, a
 * guest's owner of `guest-keys.ts`); a guest's `guestId` is the id its client sends.
 */
export type Identity =
  | { kind: 'guest'; owner: string; guestId: string }
  | { kind: 'member'; owner: string; user: UserRow; tokenHash: string };

/** `guest-` plus ten digits taken from the timestamp (the moment the id was made). */
export const GUEST_ID_PATTERN = /^guest-\d{10}$/;

/** A login token: 32 random bytes in base64url, 43 characters (see `accounts/crypto.ts`). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Reads the identity of a request. The client sends the token (or, without one,
 * the guest id) in both `authorization` and `auth`, as is, with no scheme; `auth`
 * wins when both are present. A guest id is the guest its `guestkey` proves, or a new, empty
 * guest when the key is missing or not that id's (see `guest-keys.ts`); a value shaped like a login
 * token is checked against the server-side sessions: a live one resolves to its member,
 * an unknown, expired or revoked one is answered with TOKEN_INVALID (never silently
 * treated as a guest); anything else counts as no identity (UNAUTHENTICATED).
 */
export async function resolveIdentity(c: Context, db: Database, now: Date): Promise<Identity> {
  const credential = headerValue(c, 'auth') ?? headerValue(c, 'authorization');
  if (credential !== undefined && GUEST_ID_PATTERN.test(credential))
    return { kind: 'guest', ...(await requestGuest(c, db, credential, now)) };
  // Neither a guest id nor shaped like one of our tokens: no identity was sent at all.
  if (credential === undefined || !TOKEN_PATTERN.test(credential))
    throw new ApiError('UNAUTHENTICATED');
  const member = await findMember(db, credential, now);
  if (member === undefined) throw new ApiError('TOKEN_INVALID');
  return member;
}

/** The member of a login token, or undefined for an unknown, expired or revoked one. */
export async function findMember(
  db: Database,
  token: string,
  now: Date,
): Promise<Extract<Identity, { kind: 'member' }> | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const found = await findSessionUser(db, token, now);
  return found && { kind: 'member', owner: found.user.id, ...found };
}

/** The guest id a request carries (in `auth` or `authorization`), if any. */
export function guestIdOf(c: Context): string | undefined {
  for (const name of ['auth', 'authorization']) {
    const value = headerValue(c, name);
    if (value !== undefined && GUEST_ID_PATTERN.test(value)) return value;
  }
  return undefined;
}

/**
 * The guest a request proves with its id and key, for moving that guest's data to the member
 * signing in; undefined without a guest id or when the key does not prove it (nothing is issued).
 */
export async function provenGuestOf(c: Context, db: Database): Promise<Guest | undefined> {
  const guestId = guestIdOf(c);
  return guestId === undefined ? undefined : findGuest(db, guestId, guestKeyOf(c));
}

/** The login token a request carries (`auth` wins over `authorization`), if any. */
export function tokenOf(c: Context): string | undefined {
  const credential = headerValue(c, 'auth') ?? headerValue(c, 'authorization');
  return credential === undefined || GUEST_ID_PATTERN.test(credential) ? undefined : credential;
}

/**
 * The credential a request carries as is (`auth` wins over `authorization`) when it is shaped
 * like a guest id or a login token; what a social sign-in's `state` is bound to.
 */
export function credentialOf(c: Context): string | undefined {
  const credential = headerValue(c, 'auth') ?? headerValue(c, 'authorization');
  return credential !== undefined &&
    (GUEST_ID_PATTERN.test(credential) || TOKEN_PATTERN.test(credential))
    ? credential
    : undefined;
}

function headerValue(c: Context, name: string): string | undefined {
  const value = c.req.header(name)?.trim();
  // The client stores a missing token as the literal text "null".
  return value === undefined || value === '' || value === 'null' || value === 'undefined'
    ? undefined
    : value;
}
