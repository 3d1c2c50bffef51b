import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { idSchema, lineSchema } from '../content/common';
import { billingCard } from './billing';
import { priceLines } from './catalogue';
import type { StoreConfig } from './config';
import { StoreError } from './errors';
import { ordermadeSubscriptionLine } from './ordermade-cycles';
import { MAX_LINE_QUANTITY, shippingFeeFor } from './pricing';
import { eventId, type StoreConn, type StoreDb, type StoreTrx } from './schema';
import { subscriptionCycles } from './subscription-cycles';

/**
 * Regular delivery: a member subscribes to one product option, delivered every
 * 1, 2, 4 or 8 weeks. The next delivery date can be skipped by one cycle; a subscription can be
 * paused, resumed (the next date moved to the first cycle date that can still be prepared),
 * cancelled, and its payment method changed. Prices are the day's prices, computed per delivery.
 */
export const CYCLE_WEEKS = [1, 2, 4, 8] as const;
/** Days the shop needs before a delivery (the earliest first date is today + this). */
export const LEAD_DAYS = 2;
/** How far ahead the first delivery may be chosen. */
export const MAX_START_DAYS = 60;

export const SUBSCRIPTION_TRANSITIONS = {
  skip: { active: 'active' },
  pause: { active: 'paused' },
  resume: { paused: 'active' },
  cancel: { active: 'cancelled', paused: 'cancelled' },
  change_payment: { active: 'active', paused: 'paused' },
} as const satisfies Record<string, Partial<Record<'active' | 'paused' | 'cancelled', string>>>;
export type SubscriptionAction = keyof typeof SUBSCRIPTION_TRANSITIONS;

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'VALIDATION_FAILED')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'VALIDATION_FAILED');

export const subscriptionCreateSchema = z.looseObject({
  optionId: idSchema,
  quantity: z.number('VALIDATION_FAILED').int().min(1).max(MAX_LINE_QUANTITY),
  print: z.boolean().default(false),
  cycleWeeks: z.union(CYCLE_WEEKS.map((weeks) => z.literal(weeks))),
  firstDeliveryOn: dateSchema.optional(),
  paymentMethod: z.enum(['bank', 'card']),
  recipient: z.looseObject({
    name: lineSchema(50),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9-]{9,20}$/, 'MOBILE_INVALID'),
    zipcode: z
      .string()
      .trim()
      .regex(/^\d{5,6}$/, 'VALIDATION_FAILED'),
    address1: lineSchema(200),
    address2: lineSchema(200, 0).default(''),
    memo: lineSchema(200, 0).default(''),
  }),
  agreeTerms: z.boolean().default(false),
});
export const subscriptionRefSchema = z.looseObject({ subscriptionId: idSchema });
export const subscriptionListSchema = z.looseObject({
  view: z.enum(['all', 'active', 'cancel']).default('all'),
});
export const subscriptionPaymentSchema = subscriptionRefSchema.extend({
  paymentMethod: z.enum(['bank', 'card']),
});

/** Today's date in Korea (UTC+9, no daylight saving), YYYY-MM-DD. */
export function koreanToday(now: Date): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const at = Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000;
  return new Date(at).toISOString().slice(0, 10);
}

export async function latestTermsVersion(db: StoreConn): Promise<number | null> {
  const row = await db
    .selectFrom('site_policy_versions')
    .select('version')
    .where('kind', '=', 'subscription')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row === undefined ? null : Number(row.version);
}

export async function createSubscription(
  db: StoreDb,
  memberId: string,
  body: z.output<typeof subscriptionCreateSchema>,
  now: Date,
): Promise<string> {
  if (!body.agreeTerms) throw new StoreError('SUBSCRIPTION_TERMS_REQUIRED');
  const earliest = addDays(koreanToday(now), LEAD_DAYS);
  const latest = addDays(koreanToday(now), MAX_START_DAYS);
  const first = body.firstDeliveryOn ?? earliest;
  if (first < earliest || first > latest)
    throw new StoreError('DELIVERY_DATE_INVALID', { earliest, latest });
  return db.transaction().execute(async (trx) => {
    await priceLines(trx, [
      { optionId: body.optionId, quantity: body.quantity, print: body.print },
    ]);
    return insertSubscription(
      trx,
      memberId,
      {
        optionId: body.optionId,
        quantity: body.quantity,
        print: body.print,
        cycleWeeks: body.cycleWeeks,
        firstDeliveryOn: first,
        paymentMethod: body.paymentMethod,
        recipient: body.recipient,
      },
      now,
    );
  });
}

/** What a new subscription delivers and how (validated and priced by the caller). */
export interface NewSubscription {
  /** The catalogue option, or null for a made-to-order subscription. */
  optionId: string | null;
  /** A made-to-order subscription's request and quoted unit price. */
  ordermade?: { requestId: string; unitPrice: number };
  quantity: number;
  print: boolean;
  cycleWeeks: number;
  firstDeliveryOn: string;
  paymentMethod: 'bank' | 'card';
  recipient: unknown;
}

/**
 * Writes a new active subscription (with the latest subscription terms version) and its 'create'
 * event, in the caller's transaction; answers its id. The one insert of `store_subscriptions`
 * for catalogue (`createSubscription`) and made-to-order (`subscribeOrdermade`) subscriptions.
 */
export async function insertSubscription(
  trx: StoreConn,
  memberId: string,
  subscription: NewSubscription,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const stamp = now.toISOString();
  const ordermade = subscription.ordermade;
  await trx
    .insertInto('store_subscriptions')
    .values({
      id,
      member_id: memberId,
      option_id: subscription.optionId,
      ...(ordermade === undefined
        ? {}
        : { ordermade_request_id: ordermade.requestId, unit_price: ordermade.unitPrice }),
      quantity: subscription.quantity,
      print: subscription.print ? 1 : 0,
      cycle_weeks: subscription.cycleWeeks,
      next_delivery_on: subscription.firstDeliveryOn,
      status: 'active',
      payment_method: subscription.paymentMethod,
      recipient_json: JSON.stringify(subscription.recipient),
      terms_version: await latestTermsVersion(trx),
      version: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await trx
    .insertInto('store_subscription_events')
    .values({
      id: eventId(),
      subscription_id: id,
      action: 'create',
      from_status: '',
      to_status: 'active',
      detail_json: JSON.stringify({
        firstDeliveryOn: subscription.firstDeliveryOn,
        ...(ordermade === undefined ? {} : { ordermade: ordermade.requestId }),
      }),
      created_at: stamp,
    })
    .execute();
  return id;
}

async function findOwn(db: StoreConn, memberId: string, id: string) {
  const row = await db
    .selectFrom('store_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (row === undefined) throw new StoreError('SUBSCRIPTION_NOT_FOUND');
  return row;
}

/**
 * Writes a subscription's change and its event, from the version read: a subscription changed by
 * someone else since (another tab, the cycle job) is ORDER_CHANGED, and nothing is written.
 */
export async function moveSubscription(
  trx: StoreTrx,
  row: { id: string; version: number; status: string },
  change: {
    status?: 'active' | 'paused' | 'cancelled';
    next_delivery_on: string;
    payment_method?: 'bank' | 'card';
  },
  event: { action: string; detail: Record<string, unknown> },
  now: Date,
): Promise<void> {
  const result = await trx
    .updateTable('store_subscriptions')
    .set({ ...change, version: Number(row.version) + 1, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('version', '=', Number(row.version))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new StoreError('ORDER_CHANGED');
  await trx
    .insertInto('store_subscription_events')
    .values({
      id: eventId(),
      subscription_id: row.id,
      action: event.action,
      from_status: row.status,
      to_status: change.status ?? row.status,
      detail_json: JSON.stringify(event.detail),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Skips, pauses, resumes, cancels or changes the payment method, from the version read. */
export async function changeSubscription(
  db: StoreDb,
  memberId: string,
  id: string,
  action: SubscriptionAction,
  now: Date,
  paymentMethod?: 'bank' | 'card',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findOwn(trx, memberId, id);
    const moves: Partial<Record<string, string>> = SUBSCRIPTION_TRANSITIONS[action];
    const to = moves[row.status];
    if (to === undefined)
      throw new StoreError('TRANSITION_NOT_ALLOWED', { from: row.status, action });
    const cycleDays = Number(row.cycle_weeks) * 7;
    let next = row.next_delivery_on;
    if (action === 'skip') next = addDays(next, cycleDays);
    if (action === 'resume') {
      const earliest = addDays(koreanToday(now), LEAD_DAYS);
      while (next < earliest) next = addDays(next, cycleDays);
    }
    await moveSubscription(
      trx,
      row,
      {
        status: to as 'active' | 'paused' | 'cancelled',
        next_delivery_on: next,
        ...(paymentMethod !== undefined ? { payment_method: paymentMethod } : {}),
      },
      {
        action,
        detail: {
          from: row.next_delivery_on,
          to: next,
          ...(paymentMethod ? { paymentMethod } : {}),
        },
      },
      now,
    );
  });
}

export async function subscriptionView(
  db: StoreDb,
  memberId: string,
  id: string,
  config: StoreConfig,
) {
  const row = await findOwn(db, memberId, id);
  let delivery: { itemsTotal: number; shippingFee: number; total: number } | null = null;
  let line: { productName: string; optionName: string; lineTotal: number } | undefined;
  try {
    // A made-to-order subscription (no option) is priced at its quotation (`ordermade-cycles.ts`).
    [line] =
      row.option_id === null
        ? [await ordermadeSubscriptionLine(db, row)]
        : await priceLines(db, [
            {
              optionId: row.option_id,
              quantity: Number(row.quantity),
              print: Number(row.print) === 1,
            },
          ]);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
  }
  if (line !== undefined) {
    const shippingFee = shippingFeeFor(line.lineTotal, config);
    delivery = { itemsTotal: line.lineTotal, shippingFee, total: line.lineTotal + shippingFee };
  }
  const events = await db
    .selectFrom('store_subscription_events')
    .select(['action', 'from_status', 'to_status', 'created_at'])
    .where('subscription_id', '=', row.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    subscriptionId: row.id,
    status: row.status,
    optionId: row.option_id,
    /** Made-to-order: the request delivered and its quoted unit price (null otherwise). */
    ordermadeRequestId: row.ordermade_request_id,
    unitPrice: row.unit_price === null ? null : Number(row.unit_price),
    productName: line?.productName ?? null,
    optionName: line?.optionName ?? null,
    quantity: Number(row.quantity),
    print: Number(row.print) === 1,
    cycleWeeks: Number(row.cycle_weeks),
    nextDeliveryOn: row.status === 'cancelled' ? null : row.next_delivery_on,
    paymentMethod: row.payment_method,
    /** The registered card for automatic charging (masked; `billing.ts`), or null. */
    billing: await billingCard(db, row.id),
    recipient: JSON.parse(row.recipient_json) as Record<string, string>,
    termsVersion: row.terms_version === null ? null : Number(row.terms_version),
    delivery,
    /** The orders the sweep made (or could not make) per delivery date, newest first. */
    cycles: await subscriptionCycles(db, row.id),
    createdAt: row.created_at,
    history: events.map((event) => ({
      action: event.action,
      from: event.from_status,
      to: event.to_status,
      at: event.created_at,
    })),
  };
}

export async function listSubscriptions(
  db: StoreDb,
  memberId: string,
  view: 'all' | 'active' | 'cancel',
  config: StoreConfig,
) {
  let query = db.selectFrom('store_subscriptions').select('id').where('member_id', '=', memberId);
  if (view === 'active') query = query.where('status', '!=', 'cancelled');
  if (view === 'cancel') query = query.where('status', '=', 'cancelled');
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(100).execute();
  const items = [];
  for (const { id } of rows) items.push(await subscriptionView(db, memberId, id, config));
  return items;
}
