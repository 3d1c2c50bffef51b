import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminChange, type AdminIdentity } from '../admin';
import { idSchema, lineSchema } from '../content/common';
import type { InicisConfig, StoreConfig } from './config';
import { StoreError } from './errors';
import { postToProvider } from './inicis';
import { appConn, type OrderRow, type StoreConn, type StoreDb } from './schema';
import type { Logger } from '../logger';
import { startPeriodic, type PeriodicJob } from '../periodic';

/**
 * Money back. Every cancellation or refund that gives money back writes
 * a refund row (`store_payments`, kind 'refund') in the same transaction as the order change:
 *
 * - A card order paid through Inicis: the row is written 'pending' with the INIAPI request it
 *   stands for, and the provider is called only AFTER the commit (`sendOrderRefunds`), so no
 *   database lock is held across the network call and no answer can arrive for a change that was
 *   rolled back. The request is `Refund` (the whole payment, nothing refunded before) or
 *   `PartialRefund` (`price` = this refund, `confirmPrice` = what stays charged afterwards),
 *   form-encoded with `hashData` = SHA-512 (hex) of INIAPIKey + type + paymethod + timestamp +
 *   clientIp + mid + tid, followed by price + confirmPrice for a partial refund; its `msg` names
 *   the refund row, and every retry sends the same request (a fresh timestamp only). The answer
 *   is recorded in a second short transaction: resultCode '00' is 'done' (by 'provider', the
 *   answer kept), any other code 'failed' with code and message (listed for the administrator,
 *   who may retry it or, once refunded in the merchant console, mark it done), no answer leaves
 *   it 'pending'. The refund sweep (`startRefundSweeper`) sends pending rows older than a minute
 *   again. A row is claimed before each call, so it is never sent by two callers at once; a
 *   second refund of the same part is refused by the provider (the amounts and the message no
 *   longer match), so a retried refund never refunds twice.
 * - A bank-transfer order is refunded by the shop by hand: the row is 'pending' with the account
 *   to pay to (given by the buyer on cancelling, or by the administrator), until an administrator
 *   marks it done (`completeBankRefund`, audit-logged).
 *
 * The state change and the refund row are one transaction, so a concurrent second cancellation
 * waits for the first and is then refused (ORDER_CHANGED / TRANSITION_NOT_ALLOWED): a refund is
 * owed once. The member sees a refund not yet done as 처리 중 (processing).
 */
export const refundAccountSchema = z.looseObject({
  bank: lineSchema(50),
  account: z
    .string('VALIDATION_FAILED')
    .trim()
    .regex(/^[0-9-]{6,30}$/, 'VALIDATION_FAILED'),
  holder: lineSchema(50),
});
export type RefundAccount = z.output<typeof refundAccountSchema>;

export const refundListSchema = z.looseObject({
  /** 'failed': card refunds the provider refused (to retry or to settle by hand). */
  status: z.enum(['pending', 'failed', 'done', 'all']).default('pending'),
});
export const refundCompleteSchema = z.looseObject({
  refundId: idSchema,
  /** The account actually paid to, when the buyer gave none (or a different one was used). */
  account: refundAccountSchema.nullish(),
});

/** INIAPI's timestamp: YYYYMMDDhhmmss in Korean time. */
export function iniapiTimestamp(now: Date): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000)
    .toISOString()
    .replace(/[-:T]/g, '')
    .slice(0, 14);
}

export interface RefundRequestFields {
  type: 'Refund' | 'PartialRefund';
  paymethod: 'Card';
  timestamp: string;
  clientIp: string;
  mid: string;
  tid: string;
  msg: string;
  price?: string;
  confirmPrice?: string;
}

/** hashData of an INIAPI refund request (see the module comment). */
export function refundHash(apiKey: string, fields: RefundRequestFields): string {
  const plain =
    apiKey +
    fields.type +
    fields.paymethod +
    fields.timestamp +
    fields.clientIp +
    fields.mid +
    fields.tid +
    (fields.type === 'PartialRefund' ? `${fields.price ?? ''}${fields.confirmPrice ?? ''}` : '');
  return createHash('sha512').update(plain, 'utf8').digest('hex');
}

export function refundFields(
  config: InicisConfig,
  refund: { tid: string; amount: number; remaining: number; whole: boolean; msg: string },
  now: Date,
): Record<string, string> {
  const fields: RefundRequestFields = {
    type: refund.whole ? 'Refund' : 'PartialRefund',
    paymethod: 'Card',
    timestamp: iniapiTimestamp(now),
    clientIp: config.clientIp ?? '127.0.0.1',
    mid: config.mid,
    tid: refund.tid,
    msg: refund.msg,
    ...(refund.whole
      ? {}
      : { price: String(refund.amount), confirmPrice: String(refund.remaining) }),
  };
  return { ...fields, hashData: refundHash(config.apiKey ?? '', fields) } as Record<string, string>;
}

function text(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

const REASON_MESSAGES: Record<string, string> = {
  cancel: '주문 취소',
  partial_cancel: '주문 부분 취소',
  refund: '반품 환불',
};

/** What a card refund row asks INIAPI for (kept on the row, so every retry sends the same). */
interface CardRefundRequest {
  type: 'Refund' | 'PartialRefund';
  tid: string;
  price: number;
  /** What stays charged after this refund (`confirmPrice`). */
  remains: number;
  msg: string;
}

interface RefundDetail {
  reason: string;
  request?: CardRefundRequest;
  [key: string]: unknown;
}

/**
 * Records giving `amount` back for `order` (its row as read before this change), in the caller's
 * transaction; call it after every other write of the change. A bank refund is 'pending' until
 * an administrator pays it; a card refund is 'pending' until `sendOrderRefunds` (after the
 * commit) or the refund sweep has the provider's answer. Throws (nothing may commit) when a card
 * refund is not configured or the payment record cannot be refunded.
 */
export async function settleRefund(
  trx: StoreConn,
  order: OrderRow,
  amount: number,
  reason: string,
  config: StoreConfig,
  now: Date,
  account: RefundAccount | null = null,
): Promise<void> {
  if (amount <= 0) return;
  const base = {
    id: randomUUID(),
    order_id: order.id,
    kind: 'refund' as const,
    amount,
    created_at: now.toISOString(),
    refund_status: 'pending' as const,
  };
  if (order.payment_method === 'bank') {
    await trx
      .insertInto('store_payments')
      .values({
        ...base,
        provider: 'bank',
        provider_tid: null,
        detail_json: JSON.stringify({ reason }),
        refund_account_json: account === null ? null : JSON.stringify(account),
      })
      .execute();
    return;
  }
  const payment = await trx
    .selectFrom('store_payments')
    .select(['provider', 'provider_tid', 'amount'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'payment')
    .executeTakeFirst();
  if (payment === undefined || payment.provider !== 'inicis' || !payment.provider_tid)
    throw new StoreError('REFUND_NOT_POSSIBLE');
  const inicis = config.inicis;
  if (inicis === null || !inicis.apiKey) throw new StoreError('REFUND_NOT_CONFIGURED');
  const refundedBefore = Number(order.refunded_amount);
  const remains = Number(payment.amount) - refundedBefore - amount;
  if (remains < 0) throw new StoreError('REFUND_NOT_POSSIBLE');
  // After a partial refund the rest goes back as a partial refund with nothing left charged.
  const whole = refundedBefore === 0 && remains === 0;
  const request: CardRefundRequest = {
    type: whole ? 'Refund' : 'PartialRefund',
    tid: payment.provider_tid,
    price: amount,
    remains,
    // The refund row's id makes every request of this refund the same, and no other the same.
    msg: `${REASON_MESSAGES[reason] ?? reason} ${order.order_no} R${base.id.slice(0, 8)}`,
  };
  await trx
    .insertInto('store_payments')
    .values({
      ...base,
      provider: 'inicis',
      provider_tid: null,
      detail_json: JSON.stringify({ reason, request } satisfies RefundDetail),
    })
    .execute();
}

/** A claimed call older than this is taken as lost (a crash): the row may be claimed again. */
function claimLeaseMs(config: StoreConfig): number {
  return Math.max(60_000, 2 * (config.inicis?.timeoutMs ?? 15_000));
}

/** Pending card refunds younger than this are left to the request that made them. */
export const REFUND_SWEEP_AFTER_MS = 60_000;

type Outcome = 'done' | 'pending' | 'failed' | 'busy';

/**
 * One provider call for a pending card refund row, outside any transaction: the row is claimed
 * first (a conditional update of `refund_attempted_at`), so two callers never send it at once;
 * the answer is recorded in a second short transaction: 'done' with the provider's answer,
 * 'failed' with its code and message, or still 'pending' (no answer: the sweep tries again).
 */
async function sendCardRefund(
  db: StoreDb,
  config: StoreConfig,
  refundId: string,
  now: Date,
): Promise<Outcome> {
  const stamp = now.toISOString();
  const claimed = await db
    .updateTable('store_payments')
    .set((eb) => ({
      refund_attempts: eb('refund_attempts', '+', 1),
      refund_attempted_at: stamp,
    }))
    .where('id', '=', refundId)
    .where('kind', '=', 'refund')
    .where('provider', '=', 'inicis')
    .where('refund_status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('refund_attempted_at', 'is', null),
        eb(
          'refund_attempted_at',
          '<',
          new Date(now.getTime() - claimLeaseMs(config)).toISOString(),
        ),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return 'busy';
  const row = await db
    .selectFrom('store_payments')
    .select(['detail_json'])
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
  const detail = JSON.parse(row.detail_json ?? '{}') as RefundDetail;
  const request = detail.request;
  const record = (
    status: 'done' | 'pending' | 'failed',
    values: { provider_tid?: string | null; detail?: RefundDetail; error?: unknown },
  ) =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('store_payments')
        .set({
          refund_status: status,
          ...(values.provider_tid === undefined ? {} : { provider_tid: values.provider_tid }),
          ...(values.detail === undefined ? {} : { detail_json: JSON.stringify(values.detail) }),
          refund_error_json: values.error === undefined ? null : JSON.stringify(values.error),
          ...(status === 'done' ? { completed_at: stamp, completed_by: 'provider' } : {}),
        })
        .where('id', '=', refundId)
        .where('refund_status', '=', 'pending')
        .where('refund_attempted_at', '=', stamp)
        .execute();
    });
  const inicis = config.inicis;
  if (request === undefined) {
    await record('failed', { error: { code: 'NO_REQUEST', message: 'no refund request' } });
    return 'failed';
  }
  if (inicis === null || !inicis.apiKey) {
    await record('pending', { error: { code: 'NOT_CONFIGURED', message: 'INIAPI not set' } });
    return 'pending';
  }
  const whole = request.type === 'Refund';
  const fields = refundFields(
    inicis,
    {
      tid: request.tid,
      amount: request.price,
      remaining: request.remains,
      whole,
      msg: request.msg,
    },
    now,
  );
  const answer = await postToProvider(
    new URL(inicis.apiUrl ?? 'https://iniapi.inicis.com/api/v1/refund'),
    fields,
    inicis.timeoutMs,
  );
  if (answer === null) {
    await record('pending', { error: { code: 'UNAVAILABLE', message: 'no answer' } });
    return 'pending';
  }
  const resultCode = text(answer, 'resultCode') ?? '';
  const resultMsg = (text(answer, 'resultMsg') ?? '').slice(0, 200);
  if (resultCode !== '00') {
    await record('failed', { error: { code: resultCode || '-', message: resultMsg } });
    return 'failed';
  }
  const newTid = whole ? null : text(answer, 'tid');
  await record('done', {
    // A partial refund's own tid (unique like every provider tid); never the payment's.
    provider_tid: newTid !== null && newTid !== request.tid ? newTid : null,
    detail: {
      ...detail,
      type: request.type,
      resultCode,
      resultMsg,
      cancelDate: text(answer, 'cancelDate'),
      cancelTime: text(answer, 'cancelTime'),
      ...(whole
        ? {}
        : {
            prtcTid: text(answer, 'prtcTid'),
            prtcRemains: text(answer, 'prtcRemains'),
            prtcCnt: text(answer, 'prtcCnt'),
          }),
    },
  });
  return 'done';
}

/**
 * Sends the order's card refunds that are owed (after the commit of the change that owed them),
 * in the order they were made (what stays charged, largest first: each partial refund's
 * `confirmPrice` is what the one before it left). Stops at the first that is not done, so a later
 * one is never sent before an earlier one. Answers the outcome of each row sent.
 */
export async function sendOrderRefunds(
  db: StoreDb,
  config: StoreConfig,
  orderId: string,
  now: Date,
): Promise<Outcome[]> {
  const rows = await db
    .selectFrom('store_payments')
    .select(['id', 'refund_status', 'detail_json', 'created_at'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('provider', '=', 'inicis')
    .where('refund_status', 'in', ['pending', 'failed'])
    .execute();
  const remains = (row: (typeof rows)[number]) =>
    (JSON.parse(row.detail_json ?? '{}') as RefundDetail).request?.remains ?? 0;
  rows.sort((a, b) => remains(b) - remains(a) || a.created_at.localeCompare(b.created_at));
  const outcomes: Outcome[] = [];
  for (const row of rows) {
    if (row.refund_status === 'failed') break;
    const outcome = await sendCardRefund(db, config, row.id, now);
    outcomes.push(outcome);
    if (outcome !== 'done') break;
  }
  return outcomes;
}

/**
 * The refund sweep: card refunds still pending a minute after they were made (the provider was
 * down, the answer was lost, or the server stopped between the commit and the call) are sent
 * again, order by order. Answers how many were completed.
 */
export async function retryPendingRefunds(
  db: StoreDb,
  config: StoreConfig,
  now: Date,
): Promise<{ done: number; failed: number; pending: number }> {
  const orders = await db
    .selectFrom('store_payments')
    .select('order_id')
    .distinct()
    .where('kind', '=', 'refund')
    .where('provider', '=', 'inicis')
    .where('refund_status', '=', 'pending')
    .where('created_at', '<', new Date(now.getTime() - REFUND_SWEEP_AFTER_MS).toISOString())
    .limit(100)
    .execute();
  const counts = { done: 0, failed: 0, pending: 0 };
  for (const { order_id } of orders)
    for (const outcome of await sendOrderRefunds(db, config, order_id, now))
      if (outcome !== 'busy') counts[outcome] += 1;
  return counts;
}

/**
 * Retries the card refunds still pending every `everyMs` (see `retryPendingRefunds`). For
 * `main.ts`: call once after migrating and await `stop()` on shutdown.
 */
export function startRefundSweeper(
  db: StoreDb,
  config: StoreConfig,
  now: () => Date,
  logger: Logger,
  everyMs = 60_000,
): PeriodicJob {
  return startPeriodic({
    name: 'card refund sweep',
    everyMs,
    logger,
    run: async () => {
      const counts = await retryPendingRefunds(db, config, now());
      if (counts.done + counts.failed + counts.pending > 0)
        logger.info('card refunds retried', counts);
    },
  });
}

export const refundRetrySchema = z.looseObject({ refundId: idSchema });

/**
 * An administrator retries a card refund the provider refused (after fixing the cause): the row
 * goes back to 'pending' and is sent again at once (audit-logged). Answers its status now.
 */
export async function retryFailedRefund(
  db: StoreDb,
  admin: AdminIdentity,
  refundId: string,
  config: StoreConfig,
  now: Date,
): Promise<'done' | 'pending' | 'failed'> {
  const orderId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('store_payments')
      .select(['id', 'order_id', 'refund_status', 'amount'])
      .where('id', '=', refundId)
      .where('kind', '=', 'refund')
      .where('provider', '=', 'inicis')
      .executeTakeFirst();
    if (row === undefined) throw new StoreError('REFUND_NOT_FOUND');
    if (row.refund_status === 'done') throw new StoreError('REFUND_ALREADY_DONE');
    // A pending refund is the sweep's already; only a refused one is retried by hand.
    if (row.refund_status !== 'failed') throw new StoreError('REFUND_NOT_FOUND');
    const result = await trx
      .updateTable('store_payments')
      .set({ refund_status: 'pending', refund_attempted_at: null })
      .where('id', '=', row.id)
      .where('refund_status', '=', 'failed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new StoreError('REFUND_NOT_FOUND');
    await recordAdminChange(
      appConn(trx),
      admin,
      {
        action: 'refund-retry',
        entity: 'store_order',
        entityId: row.order_id,
        detail: { refundId: row.id, amount: Number(row.amount) },
      },
      now,
    );
    return row.order_id;
  });
  await sendOrderRefunds(db, config, orderId, now);
  const after = await db
    .selectFrom('store_payments')
    .select('refund_status')
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
  return after.refund_status === 'done' || after.refund_status === 'failed'
    ? after.refund_status
    : 'pending';
}

/** Refund rows for the administration (pending refunds by default), oldest first. */
export async function listRefunds(db: StoreDb, status: 'pending' | 'failed' | 'done' | 'all') {
  let query = db
    .selectFrom('store_payments as p')
    .innerJoin('store_orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.provider',
      'p.amount',
      'p.refund_status',
      'p.refund_account_json',
      'p.completed_at',
      'p.created_at',
      'p.refund_attempts',
      'p.refund_attempted_at',
      'p.refund_error_json',
      'o.order_no',
      'o.orderer_name',
    ])
    .where('p.kind', '=', 'refund');
  if (status !== 'all') query = query.where('p.refund_status', '=', status);
  const rows = await query.orderBy('p.created_at').orderBy('p.id').limit(500).execute();
  return rows.map((row) => ({
    refundId: row.id,
    orderNo: row.order_no,
    ordererName: row.orderer_name,
    provider: row.provider,
    amount: Number(row.amount),
    status: row.refund_status ?? 'done',
    account:
      row.refund_account_json === null
        ? null
        : (JSON.parse(row.refund_account_json) as RefundAccount),
    completedAt: row.completed_at,
    createdAt: row.created_at,
    /** Card refunds: provider calls made, the last one's time and its failure `{ code, message }`. */
    attempts: Number(row.refund_attempts ?? 0),
    attemptedAt: row.refund_attempted_at,
    error:
      row.refund_error_json === null
        ? null
        : (JSON.parse(row.refund_error_json) as { code: string; message: string }),
  }));
}

/**
 * An administrator paid a pending bank refund, or settled a refused card refund in the merchant
 * console: marked done once (with the audit record).
 */
export async function completeBankRefund(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof refundCompleteSchema>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('store_payments')
      .select(['id', 'order_id', 'provider', 'refund_status', 'refund_account_json', 'amount'])
      .where('id', '=', body.refundId)
      .where('kind', '=', 'refund')
      .executeTakeFirst();
    if (row === undefined) throw new StoreError('REFUND_NOT_FOUND');
    const bank = row.provider === 'bank';
    // A card refund is the provider's to do, unless the provider refused it.
    if (!bank && row.refund_status === 'pending') throw new StoreError('REFUND_NOT_FOUND');
    if (row.refund_status === 'done' || row.refund_status === null)
      throw new StoreError('REFUND_ALREADY_DONE');
    const account = bank ? (body.account ?? null) : null;
    if (bank && account === null && row.refund_account_json === null)
      throw new StoreError('REFUND_ACCOUNT_REQUIRED');
    const result = await trx
      .updateTable('store_payments')
      .set({
        refund_status: 'done',
        completed_at: now.toISOString(),
        completed_by: `admin:${admin.user.id}`,
        ...(account === null ? {} : { refund_account_json: JSON.stringify(account) }),
      })
      .where('id', '=', row.id)
      .where('refund_status', '=', row.refund_status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new StoreError('REFUND_ALREADY_DONE');
    await recordAdminChange(
      appConn(trx),
      admin,
      {
        action: 'refund-done',
        entity: 'store_order',
        entityId: row.order_id,
        detail: { refundId: row.id, amount: Number(row.amount) },
      },
      now,
    );
  });
}
