import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema';
import type { StoreConfig } from './config';
import { StoreError } from './errors';
import { findRequest, insertOrdermadeOrder, ordermadeNames } from './ordermade';
import { createOrderSchema, type CreatedOrder } from './orders';
import type { StoreConn, StoreSubscriptionsTable } from './schema';

/**
 * The deliveries of a made-to-order subscription (`ordermade-subscriptions.ts`): its line at the
 * quoted unit price it keeps, for the subscription's view (`subscriptions.ts`), and each cycle's
 * order for the sweep (`subscription-cycles.ts`). Kept apart from `ordermade-subscriptions.ts` so
 * that neither of those imports it back (it reads `subscriptions.ts` when loaded).
 */
type SubscriptionRow = Selectable<StoreSubscriptionsTable>;

/** A made-to-order subscription's delivery line: its request, quantity and quoted price. */
export async function ordermadeSubscriptionLine(db: StoreConn, row: SubscriptionRow) {
  if (row.ordermade_request_id === null || row.unit_price === null)
    throw new StoreError('ORDERMADE_NOT_FOUND');
  const request = await findRequest(db, row.ordermade_request_id, row.member_id);
  const unitPrice = Number(row.unit_price);
  return {
    request,
    ...ordermadeNames(request),
    unitPrice,
    lineTotal: unitPrice * Number(row.quantity),
  };
}

/**
 * One cycle's order of a made-to-order subscription (for the sweep, `subscription-cycles.ts`, in
 * its transaction): the made-to-order line at the subscription's quoted price, no stock reserved,
 * to the subscription's recipient, orderer = the member's account, waiting `payWithin` for the
 * payment.
 */
export async function placeOrdermadeCycleOrder(
  trx: StoreConn,
  row: SubscriptionRow,
  user: Selectable<UsersTable>,
  paymentMethod: 'bank' | 'card',
  config: StoreConfig,
  now: Date,
  payWithin: number,
): Promise<CreatedOrder> {
  const line = await ordermadeSubscriptionLine(trx, row);
  const recipient = JSON.parse(row.recipient_json) as Record<string, string>;
  const parsed = createOrderSchema
    .pick({ paymentMethod: true, depositorName: true, orderer: true, recipient: true })
    .safeParse({
      paymentMethod,
      depositorName: paymentMethod === 'bank' ? user.name : null,
      orderer: { name: user.name, phone: user.mobile_number ?? recipient.phone, email: user.email },
      recipient: { ...recipient, memo: recipient.memo ?? '' },
    });
  if (!parsed.success) throw new StoreError('SUBSCRIPTION_ORDER_INVALID');
  return insertOrdermadeOrder(trx, row.member_id, line.request, Number(row.quantity), {
    unitPrice: line.unitPrice,
    order: parsed.data,
    config,
    now,
    payWithin,
    detail: { subscription: row.id },
  });
}
