import { z } from 'zod';
import { idSchema } from '../content/common';
import { StoreError } from './errors';
import { quotedRequest } from './ordermade';
import type { StoreDb } from './schema';
import {
  addDays,
  insertSubscription,
  koreanToday,
  LEAD_DAYS,
  MAX_START_DAYS,
  subscriptionCreateSchema,
} from './subscriptions';

/**
 * Regular delivery of a quoted made-to-order product (`/subsFromOrdermade`):
 * the member takes up the shop's quotation as a subscription instead of a one-off order. The
 * subscription keeps the quoted unit price (from the database, never the request) and the
 * requested quantity, or a multiple of it when the quotation allows (`maxMultiple`); it has no
 * catalogue option. Afterwards it behaves like any subscription (list, detail, skip, pause,
 * resume, cancel, payment method); each cycle's order is the made-to-order line at the quoted
 * price, with no stock reserved, like `/ordermade/order`. A quotation already ordered once (a first
 * lot) can still become a regular delivery while it is valid. The request becomes (or stays)
 * 'ordered' with the subscription's id, so it becomes a regular delivery once.
 */
export const ordermadeSubscribeSchema = subscriptionCreateSchema
  .pick({
    cycleWeeks: true,
    firstDeliveryOn: true,
    paymentMethod: true,
    recipient: true,
    agreeTerms: true,
  })
  .extend({
    requestId: idSchema,
    /** Deliveries of this many times the requested quantity (up to the quotation's maxMultiple). */
    multiple: z.number('VALIDATION_FAILED').int().min(1).max(100).default(1),
  });

export async function subscribeOrdermade(
  db: StoreDb,
  memberId: string,
  body: z.output<typeof ordermadeSubscribeSchema>,
  now: Date,
): Promise<string> {
  if (!body.agreeTerms) throw new StoreError('SUBSCRIPTION_TERMS_REQUIRED');
  const earliest = addDays(koreanToday(now), LEAD_DAYS);
  const latest = addDays(koreanToday(now), MAX_START_DAYS);
  const first = body.firstDeliveryOn ?? earliest;
  return db.transaction().execute(async (trx) => {
    const row = await quotedRequest(trx, body.requestId, memberId, 'subscribe', now);
    const maxMultiple = Number(row.quote_max_multiple ?? 1);
    if (body.multiple > maxMultiple)
      throw new StoreError('ORDERMADE_MULTIPLE_INVALID', { max: maxMultiple });
    if (first < earliest || first > latest)
      throw new StoreError('DELIVERY_DATE_INVALID', { earliest, latest });
    const id = await insertSubscription(
      trx,
      memberId,
      {
        optionId: null,
        ordermade: { requestId: row.id, unitPrice: Number(row.quote_unit_price) },
        quantity: Number(row.quantity) * body.multiple,
        print: Number(row.print_colors) > 0,
        cycleWeeks: body.cycleWeeks,
        firstDeliveryOn: first,
        paymentMethod: body.paymentMethod,
        recipient: body.recipient,
      },
      now,
    );
    const stamp = now.toISOString();
    const result = await trx
      .updateTable('store_ordermade_requests')
      .set({
        status: 'ordered',
        subscription_id: id,
        version: Number(row.version) + 1,
        updated_at: stamp,
      })
      .where('id', '=', row.id)
      .where('version', '=', Number(row.version))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new StoreError('ORDER_CHANGED');
    return id;
  });
}
