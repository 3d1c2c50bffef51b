import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminChange, type AdminIdentity } from '../admin';
import { idSchema, lineSchema } from '../content/common';
import type { InicisConfig, StoreConfig } from './config';
import { StoreError } from './errors';
import { postToProvider } from './inicis';
import { appConn, type OrderRow, type StoreConn, type StoreDb } from './schema';

/**
 * Money back (issue 11, items 3 and 4). Every cancellation or refund that gives money back writes
 * a refund row (`store_payments`, kind 'refund') in the same transaction as the order change:
 *
 * - A card order paid through Inicis is refunded at INIAPI before the transaction commits:
 *   `Refund` (the whole payment, nothing refunded before) or `PartialRefund` (`price` = this
 *   refund, `confirmPrice` = what stays charged afterwards), form-encoded with `hashData` =
 *   SHA-512 (hex) of INIAPIKey + type + paymethod + timestamp + clientIp + mid + tid, followed by
 *   price + confirmPrice for a partial refund. Only resultCode '00' is a refund; any other answer
 *   (or none) throws, so the order, stock, coupon and points stay exactly as they were. The
 *   provider's answer is kept on the row ('done', by 'provider').
 * - A bank-transfer order is refunded by the shop by hand: the row is 'pending' with the account
 *   to pay to (given by the buyer on cancelling, or by the administrator), until an administrator
 *   marks it done (`completeBankRefund`, audit-logged).
 *
 * The provider call happens inside the order's transaction (after every other write of the
 * change), so a concurrent second cancellation waits for the first and is then refused
 * (ORDER_CHANGED / TRANSITION_NOT_ALLOWED) without calling the provider: a refund is made once.
 * If the commit itself failed after the provider refunded, the refund is logged by the caller's
 * error handler only; reconcile with the provider's merchant console.
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
  status: z.enum(['pending', 'done', 'all']).default('pending'),
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

/**
 * Gives `amount` back for `order` (its row as read before this change) and records it, in the
 * caller's transaction; call it after every other write of the change. Throws (nothing may
 * commit) when a card refund is not configured or is refused.
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
  };
  if (order.payment_method === 'bank') {
    await trx
      .insertInto('store_payments')
      .values({
        ...base,
        provider: 'bank',
        provider_tid: null,
        detail_json: JSON.stringify({ reason }),
        refund_status: 'pending',
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
  const remaining = Number(payment.amount) - refundedBefore - amount;
  if (remaining < 0) throw new StoreError('REFUND_NOT_POSSIBLE');
  // After a partial refund the rest goes back as a partial refund with nothing left charged.
  const whole = refundedBefore === 0 && remaining === 0;
  const fields = refundFields(
    inicis,
    {
      tid: payment.provider_tid,
      amount,
      remaining,
      whole,
      msg: `${REASON_MESSAGES[reason] ?? reason} ${order.order_no}`,
    },
    now,
  );
  const answer = await postToProvider(
    new URL(inicis.apiUrl ?? 'https://iniapi.inicis.com/api/v1/refund'),
    fields,
    inicis.timeoutMs,
  );
  if (answer === null) throw new StoreError('REFUND_UNAVAILABLE');
  const resultCode = text(answer, 'resultCode') ?? '';
  if (resultCode !== '00')
    throw new StoreError('REFUND_REFUSED', {
      code: resultCode || '-',
      message: (text(answer, 'resultMsg') ?? '').slice(0, 200),
    });
  const newTid = whole ? null : text(answer, 'tid');
  await trx
    .insertInto('store_payments')
    .values({
      ...base,
      provider: 'inicis',
      // A partial refund's own tid (unique like every provider tid); never the payment's.
      provider_tid: newTid !== null && newTid !== payment.provider_tid ? newTid : null,
      detail_json: JSON.stringify({
        reason,
        type: fields.type,
        resultCode,
        resultMsg: text(answer, 'resultMsg'),
        cancelDate: text(answer, 'cancelDate'),
        cancelTime: text(answer, 'cancelTime'),
        ...(whole
          ? {}
          : {
              prtcTid: text(answer, 'prtcTid'),
              prtcRemains: text(answer, 'prtcRemains'),
              prtcCnt: text(answer, 'prtcCnt'),
            }),
      }),
      refund_status: 'done',
      completed_at: now.toISOString(),
      completed_by: 'provider',
    })
    .execute();
}

/** Refund rows for the administration (pending bank refunds first by default). */
export async function listRefunds(db: StoreDb, status: 'pending' | 'done' | 'all') {
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
  }));
}

/** An administrator paid a pending bank refund: marked done once (with the audit record). */
export async function completeBankRefund(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof refundCompleteSchema>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('store_payments')
      .select(['id', 'order_id', 'refund_status', 'refund_account_json', 'amount'])
      .where('id', '=', body.refundId)
      .where('kind', '=', 'refund')
      .where('provider', '=', 'bank')
      .executeTakeFirst();
    if (row === undefined) throw new StoreError('REFUND_NOT_FOUND');
    if (row.refund_status !== 'pending') throw new StoreError('REFUND_ALREADY_DONE');
    const account = body.account ?? null;
    if (account === null && row.refund_account_json === null)
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
      .where('refund_status', '=', 'pending')
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
