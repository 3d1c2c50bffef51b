import { getCart, getCartMergeTicket, type ApiClient, type CartMergeTicket } from '@tonggye/api';

/** How long signing in waits for each step before going on without it. */
const MERGE_TIMEOUT_MS = 10_000;

/**
 * The guest's cart follows the visitor into the member's on sign-in. The server
 * wants proof the member held the guest id, so the session's `storeLogin` calls these two
 * around saving the login: `prepareCartMerge` while the client still speaks as the guest (a
 * ticket for that guest id), `mergeGuestCart` once it speaks as the member
 * (`cart/list {mergeGuestId, mergeTicket}`). Neither throws: a failed merge must not undo the
 * sign-in.
 */
export async function prepareCartMerge(client: ApiClient): Promise<CartMergeTicket | null> {
  if (client.session.getGuestId() === null) return null;
  try {
    return await getCartMergeTicket(client, { signal: AbortSignal.timeout(MERGE_TIMEOUT_MS) });
  } catch {
    return null;
  }
}

/** Answers the number of lines moved (0 on failure). */
export async function mergeGuestCart(client: ApiClient, ticket: CartMergeTicket): Promise<number> {
  try {
    const cart = await getCart(
      client,
      { mergeGuestId: ticket.guestId, mergeTicket: ticket.ticket },
      { signal: AbortSignal.timeout(MERGE_TIMEOUT_MS) },
    );
    return cart.merged ?? 0;
  } catch {
    return 0;
  }
}
