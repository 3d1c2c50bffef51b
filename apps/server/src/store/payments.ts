import { recordAdminChange, type AdminIdentity } from '../admin';
import type { Logger } from '../logger';
import type { InicisConfig, StoreConfig } from './config';
import { StoreError } from './errors';
import {
  allowedProviderUrl,
  approvalFields,
  payForm,
  postToProvider,
  readApproval,
} from './inicis';
import { markPaid } from './orders';
import { appConn, type OrderRow, type StoreDb } from './schema';

/**
 * A way to pay an order. `start` tells the buyer how to pay; how the money is confirmed differs:
 * a bank transfer by an administrator (`confirmBankTransfer`), a card payment by the provider's
 * return and the server's approval call (`handleInicisReturn`). Both end in `markPaid`.
 */
export interface PaymentProvider {
  readonly id: 'bank' | 'inicis';
  readonly method: 'bank' | 'card';
  start(order: OrderRow, goodName: string, now: Date): Record<string, unknown>;
}

export function bankTransferProvider(config: StoreConfig): PaymentProvider {
  return {
    id: 'bank',
    method: 'bank',
    start: (order) => ({
      bank: config.bank.bank,
      account: config.bank.account,
      holder: config.bank.holder,
      amount: Number(order.total),
      depositorName: order.depositor_name,
      dueAt: order.pay_due_at,
    }),
  };
}

export function inicisProvider(config: InicisConfig): PaymentProvider {
  return {
    id: 'inicis',
    method: 'card',
    start: (order, goodName, now) => ({
      payUrl: config.payUrl,
      fields: payForm(
        config,
        {
          orderNo: order.order_no,
          total: Number(order.total),
          goodName,
          buyerName: order.orderer_name,
          buyerTel: order.orderer_phone,
          buyerEmail: order.orderer_email,
        },
        now,
      ),
    }),
  };
}

/** The provider an order is paid with. */
export function providerFor(order: OrderRow, config: StoreConfig): PaymentProvider {
  if (order.payment_method === 'bank') return bankTransferProvider(config);
  if (config.inicis === null) throw new StoreError('PAYMENT_NOT_CONFIGURED');
  return inicisProvider(config.inicis);
}

/** An administrator saw the deposit: the bank-transfer order is paid (with the audit record). */
export async function confirmBankTransfer(
  db: StoreDb,
  admin: AdminIdentity,
  orderNo: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('store_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    if (order === undefined) throw new StoreError('ORDER_NOT_FOUND');
    if (order.payment_method !== 'bank') throw new StoreError('PAYMENT_METHOD_MISMATCH');
    await markPaid(
      trx,
      order,
      { provider: 'bank', tid: null, amount: Number(order.total) },
      `admin:${admin.user.id}`,
      now,
    );
    await recordAdminChange(
      appConn(trx),
      admin,
      { action: 'confirm-bank', entity: 'store_order', entityId: order.id, detail: { orderNo } },
      now,
    );
  });
}

export type InicisOutcome =
  | { ok: true; orderNo: string; replay: boolean }
  | { ok: false; orderNo: string | null; reason: string };

function field(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, 1000) : undefined;
}

/**
 * The buyer comes back from the payment window. Approves the payment at authUrl (an allowed
 * host only), checks the approved MOID and amount against the order, and marks it paid once:
 * the payment row (unique provider tid) and the status change share one transaction. A replayed
 * return of a paid order is answered as paid without calling the provider again; when the
 * server's own step fails after an approval, the approval is cancelled at netCancelUrl.
 */
export async function handleInicisReturn(
  db: StoreDb,
  config: InicisConfig,
  form: Record<string, unknown>,
  now: () => Date,
  logger: Logger,
): Promise<InicisOutcome> {
  const orderNo = field(form, 'orderNumber') ?? field(form, 'oid') ?? null;
  if (field(form, 'resultCode') !== '0000')
    return { ok: false, orderNo, reason: field(form, 'resultCode') ?? 'NO_RESULT' };
  if (field(form, 'mid') !== config.mid) return { ok: false, orderNo, reason: 'MID_MISMATCH' };
  const authToken = field(form, 'authToken');
  const authUrl = allowedProviderUrl(config, field(form, 'authUrl'));
  const netCancelUrl = allowedProviderUrl(config, field(form, 'netCancelUrl'));
  if (authToken === undefined || authToken === '' || authUrl === null || netCancelUrl === null) {
    logger.warn('inicis return refused', { orderNo, reason: 'URL_NOT_ALLOWED' });
    return { ok: false, orderNo, reason: 'URL_NOT_ALLOWED' };
  }
  if (orderNo === null) return { ok: false, orderNo, reason: 'ORDER_NOT_FOUND' };
  const order = await db
    .selectFrom('store_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (order === undefined) return { ok: false, orderNo, reason: 'ORDER_NOT_FOUND' };
  if (order.payment_method !== 'card') return { ok: false, orderNo, reason: 'NOT_A_CARD_ORDER' };
  if (order.paid_at !== null) return { ok: true, orderNo, replay: true };
  if (order.status !== 'ordered') return { ok: false, orderNo, reason: 'ORDER_NOT_PAYABLE' };

  const fields = approvalFields(config, authToken, now(), Number(order.total));
  const netCancel = async (reason: string) => {
    const answer = await postToProvider(netCancelUrl, fields, config.timeoutMs);
    logger.warn('inicis net cancel', {
      orderNo,
      reason,
      resultCode: typeof answer?.resultCode === 'string' ? answer.resultCode : null,
    });
  };
  const approval = readApproval(await postToProvider(authUrl, fields, config.timeoutMs));
  if (approval === null) {
    await netCancel('NO_APPROVAL_ANSWER');
    return { ok: false, orderNo, reason: 'APPROVAL_FAILED' };
  }
  if (approval.resultCode !== '0000')
    return { ok: false, orderNo, reason: `APPROVAL_${approval.resultCode || 'FAILED'}` };
  if (
    approval.moid !== order.order_no ||
    approval.totPrice !== Number(order.total) ||
    !approval.tid
  ) {
    await netCancel('AMOUNT_OR_ORDER_MISMATCH');
    return { ok: false, orderNo, reason: 'AMOUNT_MISMATCH' };
  }
  try {
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('store_orders')
        .selectAll()
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      await markPaid(
        trx,
        current,
        {
          provider: 'inicis',
          tid: approval.tid,
          amount: approval.totPrice,
          detail: {
            resultCode: approval.resultCode,
            payMethod: approval.raw.payMethod ?? null,
            applDate: approval.raw.applDate ?? null,
            applTime: approval.raw.applTime ?? null,
          },
        },
        'provider',
        now(),
      );
    });
    return { ok: true, orderNo, replay: false };
  } catch (error) {
    // The same approval recorded by a concurrent return: paid once, nothing to cancel.
    const recorded = await db
      .selectFrom('store_payments')
      .select('id')
      .where('order_id', '=', order.id)
      .where('provider_tid', '=', approval.tid)
      .executeTakeFirst();
    if (recorded !== undefined) return { ok: true, orderNo, replay: true };
    await netCancel(error instanceof StoreError ? error.code : 'DATABASE_ERROR');
    return {
      ok: false,
      orderNo,
      reason: error instanceof StoreError ? error.code : 'SERVER_ERROR',
    };
  }
}
