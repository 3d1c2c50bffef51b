import { randomUUID } from 'node:crypto';
import type { Identity } from '../identity';
import type { Logger } from '../logger';
import { startPeriodic, type PeriodicJob } from '../periodic';
import type { StoreConfig } from './config';
import { chargeCycleOrders } from './billing';
import { StoreError } from './errors';
import { placeOrdermadeCycleOrder } from './ordermade-cycles';
import { createOrderSchema, placeOrder, type CreatedOrder } from './orders';
import type { StoreDb, StoreTrx } from './schema';
import { addDays, koreanToday, LEAD_DAYS, moveSubscription } from './subscriptions';

/**
 * The orders of regular delivery. A sweep (`startSubscriptionSweeper`, wired in
 * `main.ts`) finds active subscriptions whose next delivery date is within the shop's lead time
 * (today + LEAD_DAYS, Korean calendar) and, per subscription, in one transaction:
 *
 * 1. claims the cycle: a `store_subscription_cycles` row unique on (subscription, delivery date),
 *    so two sweeps at once (two server processes, or a slow one overlapping the next) never make
 *    the same cycle twice: the second waits on the unique index and fails, or finds the date moved;
 * 2. places the order as `createOrder` does, priced from today's database (tiers, print, shipping)
 *    with stock reserved, to the subscription's recipient, orderer = the member's account;
 * 3. moves the next delivery date on by the cycle (past any cycles missed while no sweep ran) and
 *    writes the subscription event `cycle_order`.
 *
 * Payment: the order waits for the payment like a bank-transfer order (`bankPayMs`). A bank
 * subscription's order shows the shop's account; a card subscription's order is a card order the
 * member pays in the Inicis window from the order detail (`order/pay`) — unless the
 * subscription has a billing key: then the end of the sweep charges it automatically through
 * INIAPI billing, once per order (`billing.ts`). With card payment not configured, the order is a
 * bank-transfer order.
 *
 * When the order cannot be made (out of stock, the option gone, the member's account gone) the
 * cycle is recorded 'failed' with the reason, the date moves on and the event `cycle_failed` is
 * written, so the member sees the missed delivery and the sweep does not retry every minute.
 */
export interface SweepResult {
  ordered: number;
  failed: number;
}

type Outcome = 'ordered' | 'skipped';

async function dueRow(trx: StoreTrx, id: string, deliveryOn: string) {
  const row = await trx
    .selectFrom('store_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined && row.status === 'active' && row.next_delivery_on === deliveryOn
    ? row
    : undefined;
}

/** The first cycle date after `from` that is beyond the horizon. */
function nextDate(from: string, cycleWeeks: number, horizon: string): string {
  let next = addDays(from, cycleWeeks * 7);
  while (next <= horizon) next = addDays(next, cycleWeeks * 7);
  return next;
}

async function advance(
  trx: StoreTrx,
  row: { id: string; version: number; status: string; next_delivery_on: string },
  next: string,
  action: 'cycle_order' | 'cycle_failed',
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await moveSubscription(
    trx,
    row,
    { next_delivery_on: next },
    { action, detail: { ...detail, from: row.next_delivery_on, to: next } },
    now,
  );
}

async function orderCycle(
  db: StoreDb,
  id: string,
  deliveryOn: string,
  config: StoreConfig,
  now: Date,
): Promise<Outcome> {
  const horizon = addDays(koreanToday(now), LEAD_DAYS);
  return db.transaction().execute(async (trx) => {
    const row = await dueRow(trx, id, deliveryOn);
    if (row === undefined) return 'skipped';
    const cycleId = randomUUID();
    await trx
      .insertInto('store_subscription_cycles')
      .values({
        id: cycleId,
        subscription_id: row.id,
        delivery_on: deliveryOn,
        order_id: null,
        status: 'ordered',
        reason: null,
        created_at: now.toISOString(),
      })
      .execute();
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.member_id)
      .executeTakeFirst();
    if (user === undefined || Number(user.is_active) !== 1)
      throw new StoreError('SUBSCRIPTION_NOT_FOUND');
    const recipient = JSON.parse(row.recipient_json) as Record<string, string>;
    const method = row.payment_method === 'card' && config.inicis !== null ? 'card' : 'bank';
    let created: CreatedOrder;
    if (row.option_id === null) {
      // Made-to-order: the quoted line at the subscription's price, no stock (`ordermade-cycles.ts`).
      created = await placeOrdermadeCycleOrder(
        trx,
        row,
        user,
        method,
        config,
        now,
        config.bankPayMs,
      );
    } else {
      const parsed = createOrderSchema.safeParse({
        items: [
          {
            optionId: row.option_id,
            quantity: Number(row.quantity),
            print: Number(row.print) === 1,
          },
        ],
        paymentMethod: method,
        depositorName: method === 'bank' ? user.name : null,
        orderer: {
          name: user.name,
          phone: user.mobile_number ?? recipient.phone,
          email: user.email,
        },
        recipient: { ...recipient, memo: recipient.memo ?? '' },
      });
      if (!parsed.success) throw new StoreError('SUBSCRIPTION_ORDER_INVALID');
      const identity: Identity = { kind: 'member', owner: user.id, user, tokenHash: '' };
      created = await placeOrder(trx, identity, parsed.data, config, now, null, config.bankPayMs);
    }
    await trx
      .updateTable('store_subscription_cycles')
      .set({ order_id: created.orderId })
      .where('id', '=', cycleId)
      .execute();
    await advance(
      trx,
      row,
      nextDate(deliveryOn, Number(row.cycle_weeks), horizon),
      'cycle_order',
      { deliveryOn, orderNo: created.orderNo },
      now,
    );
    return 'ordered';
  });
}

async function recordFailure(
  db: StoreDb,
  id: string,
  deliveryOn: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const horizon = addDays(koreanToday(now), LEAD_DAYS);
  return db.transaction().execute(async (trx) => {
    const row = await dueRow(trx, id, deliveryOn);
    if (row === undefined) return false;
    await trx
      .insertInto('store_subscription_cycles')
      .values({
        id: randomUUID(),
        subscription_id: row.id,
        delivery_on: deliveryOn,
        order_id: null,
        status: 'failed',
        reason,
        created_at: now.toISOString(),
      })
      .execute();
    await advance(
      trx,
      row,
      nextDate(deliveryOn, Number(row.cycle_weeks), horizon),
      'cycle_failed',
      { deliveryOn, reason },
      now,
    );
    return true;
  });
}

async function cycleExists(db: StoreDb, id: string, deliveryOn: string): Promise<boolean> {
  const row = await db
    .selectFrom('store_subscription_cycles')
    .select('id')
    .where('subscription_id', '=', id)
    .where('delivery_on', '=', deliveryOn)
    .executeTakeFirst();
  return row !== undefined;
}

/** One sweep: every due cycle ordered (or recorded failed) once. */
export async function sweepSubscriptions(
  db: StoreDb,
  config: StoreConfig,
  now: Date,
): Promise<SweepResult> {
  const horizon = addDays(koreanToday(now), LEAD_DAYS);
  const due = await db
    .selectFrom('store_subscriptions')
    .select(['id', 'next_delivery_on'])
    .where('status', '=', 'active')
    .where('next_delivery_on', '<=', horizon)
    .orderBy('next_delivery_on')
    .orderBy('id')
    .limit(200)
    .execute();
  const result: SweepResult = { ordered: 0, failed: 0 };
  const unexpected: unknown[] = [];
  for (const { id, next_delivery_on: deliveryOn } of due) {
    try {
      if ((await orderCycle(db, id, deliveryOn, config, now)) === 'ordered') result.ordered += 1;
    } catch (error) {
      // Another sweep made this cycle meanwhile (unique pair, or the row moved on): done.
      if (await cycleExists(db, id, deliveryOn)) continue;
      // Changed by its member meanwhile (skip, pause): the next sweep looks again.
      if (error instanceof StoreError && error.code === 'ORDER_CHANGED') continue;
      if (!(error instanceof StoreError)) {
        unexpected.push(error);
        continue;
      }
      try {
        if (await recordFailure(db, id, deliveryOn, error.code, now)) result.failed += 1;
      } catch (failure) {
        if (!(await cycleExists(db, id, deliveryOn))) unexpected.push(failure);
      }
    }
  }
  // Card subscriptions with a billing key: their unpaid cycle orders are charged once each.
  await chargeCycleOrders(db, config, now);
  // One broken subscription never stops the others; the sweeper logs it.
  if (unexpected.length > 0) throw unexpected[0];
  return result;
}

/** The cycles of a subscription, newest first, with their order numbers. */
export async function subscriptionCycles(db: StoreDb, subscriptionId: string) {
  const rows = await db
    .selectFrom('store_subscription_cycles as c')
    .leftJoin('store_orders as o', 'o.id', 'c.order_id')
    .select(['c.delivery_on', 'c.status', 'c.reason', 'o.order_no', 'o.status as order_status'])
    .where('c.subscription_id', '=', subscriptionId)
    .orderBy('c.delivery_on', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    deliveryOn: row.delivery_on,
    status: row.status,
    reason: row.reason,
    orderNo: row.order_no,
    orderStatus: row.order_status,
  }));
}

/**
 * Runs `sweepSubscriptions` every `everyMs` (for `main.ts`: call once after migrating and await
 * `stop()` on shutdown; the timer never keeps the process alive).
 */
export function startSubscriptionSweeper(
  db: StoreDb,
  config: StoreConfig,
  now: () => Date,
  logger: Logger,
  everyMs = 10 * 60_000,
): PeriodicJob {
  return startPeriodic({
    name: 'subscription sweep',
    everyMs,
    logger,
    run: () => sweepSubscriptions(db, config, now()),
  });
}
