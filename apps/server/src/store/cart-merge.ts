import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { Identity } from '../identity';
import { mergeGuestCart } from './cart';
import { StoreError } from './errors';
import { storeDb, type StoreDb } from './schema';

/**
 * Proof for merging a guest cart (cart kept across login). A guest id is short and
 * guessable, so `cart/list {mergeGuestId}` alone would let any member take any guest's cart.
 * The merge needs a ticket the server handed out to that guest:
 *
 * 1. Before signing in, the site (still the guest, `auth: guest-…` with its `guestkey`) calls
 *    `cart/merge-ticket` and keeps `{ guestId, ticket }` (43 random base64url characters; only
 *    its SHA-256 is stored, with the guest's owner).
 * 2. After signing in it calls `cart/list { mergeGuestId, mergeTicket }` as the member.
 *
 * A ticket is bound to its guest id, lives `MERGE_TICKET_TTL_MS`, and is used once, in the
 * merge's own transaction; the same member repeating the call merges nothing (merged: 0), anyone
 * else, a wrong or expired ticket, or none at all is refused with CART_MERGE_REFUSED (403).
 */
export const MERGE_TICKET_TTL_MS = 60 * 60 * 1000;
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}

export async function issueMergeTicket(
  db: StoreDb,
  identity: Identity,
  now: Date,
): Promise<{ guestId: string; ticket: string; expiresAt: string }> {
  if (identity.kind !== 'guest') throw new StoreError('CART_MERGE_GUEST_ONLY');
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + MERGE_TICKET_TTL_MS).toISOString();
  // Housekeeping: tickets past their time are of no use to anyone.
  await db
    .deleteFrom('store_cart_merge_tickets')
    .where('expires_at', '<', now.toISOString())
    .execute();
  await db
    .insertInto('store_cart_merge_tickets')
    .values({
      ticket_hash: hashTicket(ticket),
      guest_id: identity.owner,
      expires_at: expiresAt,
      used_at: null,
      used_by: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { guestId: identity.guestId, ticket, expiresAt };
}

/** Merges the guest's cart into the member's when the ticket proves the member held that id. */
export async function mergeWithTicket(
  db: StoreDb,
  memberId: string,
  guestId: string,
  ticket: string | null | undefined,
  now: Date,
): Promise<number> {
  if (!ticket || !TICKET_PATTERN.test(ticket)) throw new StoreError('CART_MERGE_REFUSED');
  const ticketHash = hashTicket(ticket);
  // The ticket names the guest's owner (what its cart is stored under); the id the client sends
  // must be that guest's.
  const issued = await db
    .selectFrom('store_cart_merge_tickets')
    .innerJoin('guests', 'guests.owner', 'store_cart_merge_tickets.guest_id')
    .select('store_cart_merge_tickets.guest_id as owner')
    .where('store_cart_merge_tickets.ticket_hash', '=', ticketHash)
    .where('guests.guest_id', '=', guestId)
    .executeTakeFirst();
  if (issued === undefined) throw new StoreError('CART_MERGE_REFUSED');
  const guestOwner = issued.owner;
  return mergeGuestCart(db, memberId, guestOwner, now, async (trx) => {
    const row = await trx
      .selectFrom('store_cart_merge_tickets')
      .selectAll()
      .where('ticket_hash', '=', ticketHash)
      .where('guest_id', '=', guestOwner)
      .executeTakeFirst();
    if (row === undefined) throw new StoreError('CART_MERGE_REFUSED');
    if (row.used_at !== null) {
      if (row.used_by === memberId) return false;
      throw new StoreError('CART_MERGE_REFUSED');
    }
    if (row.expires_at <= now.toISOString()) throw new StoreError('CART_MERGE_REFUSED');
    const used = await trx
      .updateTable('store_cart_merge_tickets')
      .set({ used_at: now.toISOString(), used_by: memberId })
      .where('ticket_hash', '=', ticketHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new StoreError('CART_MERGE_REFUSED');
    return true;
  });
}

/**
 * Moves the cart of a guest proven by its key (sign-up and sign-in with the guest's `guestkey`)
 * into the member's; answers how many lines moved.
 */
export function moveGuestCart(
  db: Database,
  guestOwner: string,
  memberId: string,
  now: Date,
): Promise<number> {
  return mergeGuestCart(storeDb(db), memberId, guestOwner, now);
}
