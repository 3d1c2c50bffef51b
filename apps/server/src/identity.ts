import type { Context } from 'hono';
import { ApiError } from './errors';

/** Who is calling; `owner` is what rows are stored under and filtered by. */
export type Identity = { kind: 'guest'; owner: string };

/** `guest-` plus ten digits taken from the timestamp (spec points 4 and 9). */
export const GUEST_ID_PATTERN = /^guest-\d{10}$/;

/**
 * Reads the identity of a request. The client sends the token (or, without one,
 * the guest id) in both `authorization` and `auth`, as is, with no scheme; `auth`
 * wins when both are present. This slice accepts guests only: members (a token
 * checked against server-side sessions) arrive with the server-core issue, as one
 * more branch here.
 */
export function resolveIdentity(c: Context): Identity {
  const credential = headerValue(c, 'auth') ?? headerValue(c, 'authorization');
  if (credential !== undefined && GUEST_ID_PATTERN.test(credential)) {
    return { kind: 'guest', owner: credential };
  }
  throw new ApiError('UNAUTHENTICATED');
}

function headerValue(c: Context, name: string): string | undefined {
  const value = c.req.header(name)?.trim();
  // The client stores a missing token as the literal text "null".
  return value === undefined || value === '' || value === 'null' || value === 'undefined'
    ? undefined
    : value;
}
