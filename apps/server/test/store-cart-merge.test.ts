import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import { expectError } from './helpers';
import { okData, shop, startStoreServer, TAPE, type StoreServer } from './store-helpers';

interface CartReply {
  items: { itemId: string; optionId: string; quantity: number }[];
  merged: number;
}

const VICTIM = 'guest-1711111111';
const OTHER_GUEST = 'guest-1722222222';

describe('guest cart merge needs proof of the guest id', () => {
  let now = new Date('2026-04-01T00:00:00.000Z');
  let server: StoreServer;

  beforeAll(async () => {
    server = await startStoreServer({ now: () => now });
  }, 60_000);
  afterAll(() => server.close());

  async function guestCart(guest: string, quantity: number) {
    okData(await shop(server, '/cart/add', { optionId: TAPE, quantity }, guest));
  }
  async function cart(credential: string, body: Record<string, unknown> = {}) {
    return shop(server, '/cart/list', body, credential);
  }

  it('refuses a merge without a ticket, with another guest’s ticket or a made-up one', async () => {
    await guestCart(VICTIM, 2);
    const mallory = await newMember(server, { user_name: '말로리' });
    const ownTicket = okData(await shop(server, '/cart/merge-ticket', {}, OTHER_GUEST));
    expect(ownTicket.guestId).toBe(OTHER_GUEST);
    for (const body of [
      { mergeGuestId: VICTIM },
      { mergeGuestId: VICTIM, mergeTicket: ownTicket.ticket },
      { mergeGuestId: VICTIM, mergeTicket: 'A'.repeat(43) },
      { mergeGuestId: VICTIM, mergeTicket: 'short' },
    ])
      expectError(await cart(mallory.token, body), 403, 'CART_MERGE_REFUSED');
    // The victim's cart is untouched, Mallory's is empty.
    expect((okData(await cart(VICTIM)) as unknown as CartReply).items).toHaveLength(1);
    expect((okData(await cart(mallory.token)) as unknown as CartReply).items).toEqual([]);
    // A member cannot take a ticket (there is no guest cart to prove).
    expectError(
      await shop(server, '/cart/merge-ticket', {}, mallory.token),
      400,
      'CART_MERGE_GUEST_ONLY',
    );
  });

  it('merges with the guest’s ticket once; the same member again merges nothing, others are refused', async () => {
    const guest = 'guest-1733333333';
    await guestCart(guest, 3);
    const { ticket, expiresAt } = okData(await shop(server, '/cart/merge-ticket', {}, guest));
    expect(String(ticket)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe('2026-04-01T01:00:00.000Z');
    // Only the ticket's hash is stored.
    const stored = await server.store
      .selectFrom('store_cart_merge_tickets')
      .select('ticket_hash')
      .where('guest_id', '=', guest)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.ticket_hash).not.toContain(String(ticket));

    const member = await newMember(server, { user_name: '합치기' });
    const merged = okData(
      await cart(member.token, { mergeGuestId: guest, mergeTicket: ticket }),
    ) as unknown as CartReply;
    expect(merged.merged).toBe(1);
    expect(merged.items).toEqual([expect.objectContaining({ optionId: TAPE, quantity: 3 })]);
    expect((okData(await cart(guest)) as unknown as CartReply).items).toEqual([]);

    const again = okData(
      await cart(member.token, { mergeGuestId: guest, mergeTicket: ticket }),
    ) as unknown as CartReply;
    expect(again.merged).toBe(0);
    expect(again.items[0]?.quantity).toBe(3);

    const other = await newMember(server, { user_name: '다른회원' });
    await guestCart(guest, 1);
    expectError(
      await cart(other.token, { mergeGuestId: guest, mergeTicket: ticket }),
      403,
      'CART_MERGE_REFUSED',
    );
    expect((okData(await cart(guest)) as unknown as CartReply).items).toHaveLength(1);
  });

  it('refuses an expired ticket', async () => {
    const guest = 'guest-1744444444';
    await guestCart(guest, 1);
    const { ticket } = okData(await shop(server, '/cart/merge-ticket', {}, guest));
    const member = await newMember(server, { user_name: '늦은회원' });
    now = new Date(now.getTime() + 60 * 60 * 1000);
    try {
      expectError(
        await cart(member.token, { mergeGuestId: guest, mergeTicket: ticket }),
        403,
        'CART_MERGE_REFUSED',
      );
    } finally {
      now = new Date('2026-04-01T00:00:00.000Z');
    }
    expect((okData(await cart(guest)) as unknown as CartReply).items).toHaveLength(1);
  });
});
