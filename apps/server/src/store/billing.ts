import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Generated } from 'kysely';
import type { Logger } from '../logger';
import { priceLines } from './catalogue';
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
import { shippingFeeFor } from './pricing';
import { iniapiTimestamp, refundFields } from './refunds';
import { eventId, type StoreConn, type StoreDb } from './schema';

/**
 * Card regular delivery with a KG Inicis billing key.
 *
 * 1. Issue (`startBillingAuth`, `handleBillingReturn`): the member's browser posts a standard
 *    payment form (INIStdPay) with `acceptmethod` BILLAUTH(Card), signed like a payment
 *    (signature, verification, mKey over a billing-auth oid and the per-delivery price, which is
 *    shown, not charged). The provider posts the buyer back to `BILLING_RETURN_PATH`; the server
 *    approves at authUrl (an allowed host only, signature and verification over the token) and
 *    reads `CARD_BillKey` and `CARD_Num`. The key is stored ENCRYPTED (AES-256-GCM with
 *    INICIS_BILLKEY_SECRET) and is never answered to a client or logged; only the masked card
 *    number is shown. The pending row moves to 'active' with a conditional update, so a replayed
 *    or concurrent return stores the key once (a return of an issued row is answered as done
 *    without asking the provider again); a refused or tampered return stores nothing.
 * 2. Charge (`chargeCycleOrders`, run at the end of every subscription sweep): each unpaid card
 *    order of a subscription cycle whose subscription has an active key is charged at INIAPI
 *    `billing` (type Billing, paymethod Card, hashData = SHA-512 hex of INIAPI key + type +
 *    paymethod + timestamp + clientIp + mid + moid + price + billKey) with moid = the order
 *    number and price = the order's total as the server computed it. A charge row unique on the
 *    order is claimed ('charging') and committed BEFORE the provider is called: a second sweep
 *    (or a restart after a crash between the provider's approval and our commit) finds the row
 *    and never charges again; the order stays blocked from paying by hand until the row says
 *    'declined' (a refusal: the member pays in the window as before, and is mailed once about it
 *    by `billing-mail.ts`) — a row left 'charging' or 'unknown' is reconciled by the order number
 *    in the merchant console.
 */
export const BILLING_RETURN_PATH = '/shop/subscriptions/billing/feedbackFromInicis';
export const DEFAULT_INIAPI_BILLING_URL = 'https://iniapi.inicis.com/api/v1/billing';
/** A claimed charge without an answer for this long is marked 'unknown'. */
export const STALE_CHARGE_MS = 15 * 60_000;

export interface BillingKeysTable {
  id: string;
  oid: string;
  member_id: string;
  subscription_id: string;
  purpose: 'create' | 'change';
  status: 'pending' | 'active' | 'replaced';
  bill_key_enc: string | null;
  card_masked: string | null;
  card_code: string | null;
  provider_tid: string | null;
  created_at: string;
  updated_at: string;
}

export interface BillingChargesTable {
  id: string;
  order_id: string;
  subscription_id: string;
  billing_key_id: string;
  status: 'charging' | 'paid' | 'declined' | 'unknown' | 'void';
  amount: number;
  result_code: string | null;
  result_msg: string | null;
  provider_tid: string | null;
  created_at: string;
  updated_at: string;
  /** When the member was mailed about a declined charge (migration 0014, `billing-mail.ts`). */
  declined_mailed_at: Generated<string | null>;
}

export type BillingTables = {
  store_billing_keys: BillingKeysTable;
  store_billing_charges: BillingChargesTable;
};

/** The connection with the billing tables known to the query builder. */
function billing(conn: StoreConn) {
  return conn.withTables<BillingTables>();
}

// ---------------------------------------------------------------------------------------------
// The key at rest.

function secretKey(config: InicisConfig): Buffer {
  return createHash('sha256')
    .update(config.billKeySecret ?? `billkey|${config.signKey}`, 'utf8')
    .digest();
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM. */
export function sealBillKey(config: InicisConfig, billKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(config), iv);
  const body = Buffer.concat([cipher.update(billKey, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openBillKey(config: InicisConfig, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      secretKey(config),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** What a person may see of a card number: the first four and last four digits at most. */
export function maskCard(cardNum: string | null): string {
  const digits = (cardNum ?? '').replace(/[^0-9*]/g, '');
  if (digits.length < 8) return '****';
  const head = digits.slice(0, 4).replace(/\*/g, '');
  const tail = digits.slice(-4);
  return `${head.padEnd(4, '*')}-****-****-${tail}`;
}

// ---------------------------------------------------------------------------------------------
// Issue.

function billingOid(now: Date): string {
  return `BA${iniapiTimestamp(now)}${randomBytes(5).toString('hex')}`;
}

/**
 * Prepares the BILLAUTH form of the standard payment window for a member's subscription
 * (any status but cancelled); the key it issues replaces the subscription's current one.
 */
export async function startBillingAuth(
  db: StoreDb,
  config: StoreConfig,
  memberId: string,
  subscriptionId: string,
  purpose: 'create' | 'change',
  now: Date,
): Promise<{ payUrl: string; fields: Record<string, string> }> {
  const inicis = config.inicis;
  if (inicis === null) throw new StoreError('PAYMENT_NOT_CONFIGURED');
  const sub = await db
    .selectFrom('store_subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (sub === undefined) throw new StoreError('SUBSCRIPTION_NOT_FOUND');
  if (sub.status === 'cancelled')
    throw new StoreError('TRANSITION_NOT_ALLOWED', { from: sub.status, action: 'billing' });
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  // The price shown in the window: one delivery at today's prices (nothing is charged now).
  let price = 0;
  let goodName = '정기배송 카드 등록';
  try {
    const [line] =
      sub.option_id === null
        ? []
        : await priceLines(db, [
            {
              optionId: sub.option_id,
              quantity: Number(sub.quantity),
              print: Number(sub.print) === 1,
            },
          ]);
    if (line !== undefined) {
      price = line.lineTotal + shippingFeeFor(line.lineTotal, config);
      goodName = `${goodName} (${line.productName})`.slice(0, 40);
    }
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
  }
  const oid = billingOid(now);
  const stamp = now.toISOString();
  await billing(db)
    .insertInto('store_billing_keys')
    .values({
      id: randomUUID(),
      oid,
      member_id: memberId,
      subscription_id: sub.id,
      purpose,
      status: 'pending',
      bill_key_enc: null,
      card_masked: null,
      card_code: null,
      provider_tid: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  const recipient = JSON.parse(sub.recipient_json) as Record<string, string>;
  const base = payForm(
    inicis,
    {
      orderNo: oid,
      total: price,
      goodName,
      buyerName: user.name,
      buyerTel: user.mobile_number ?? recipient.phone ?? '',
      buyerEmail: user.email,
    },
    now,
  );
  return {
    payUrl: inicis.payUrl,
    fields: {
      ...base,
      acceptmethod: 'BILLAUTH(Card):centerCd(Y)',
      billPrint_msg: `정기배송 ${Number(sub.cycle_weeks)}주마다 결제됩니다.`,
      returnUrl: `${inicis.returnBase}${BILLING_RETURN_PATH}`,
      closeUrl: `${inicis.siteBase}${detailPath(sub.id)}?billing=close`,
    },
  };
}

function detailPath(subscriptionId: string): string {
  return `/my-activity/subs-shipping-list/detail/${encodeURIComponent(subscriptionId)}`;
}

export type BillingOutcome =
  | { ok: true; subscriptionId: string; purpose: 'create' | 'change'; replay: boolean }
  | {
      ok: false;
      subscriptionId: string | null;
      purpose: 'create' | 'change' | null;
      reason: string;
    };

function field(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, 1000) : undefined;
}

function text(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Where the provider's return sends the buyer's browser on the site. */
export function billingRedirect(siteBase: string, outcome: BillingOutcome): string {
  if (outcome.ok)
    return outcome.purpose === 'create'
      ? `${siteBase}/subsComplete?id=${encodeURIComponent(outcome.subscriptionId)}&billing=ok`
      : `${siteBase}${detailPath(outcome.subscriptionId)}?billing=ok`;
  const reason = `billing=fail&reason=${encodeURIComponent(outcome.reason)}`;
  if (outcome.subscriptionId !== null && outcome.purpose === 'change')
    return `${siteBase}${detailPath(outcome.subscriptionId)}?${reason}`;
  return `${siteBase}/subsComplete?${outcome.subscriptionId !== null ? `id=${encodeURIComponent(outcome.subscriptionId)}&` : ''}${reason}`;
}

/**
 * The buyer comes back from the BILLAUTH window: approves at authUrl and stores the key once
 * (see the module comment). Never logs or returns the key.
 */
export async function handleBillingReturn(
  db: StoreDb,
  config: InicisConfig,
  form: Record<string, unknown>,
  now: () => Date,
  logger: Logger,
): Promise<BillingOutcome> {
  const oid = field(form, 'orderNumber') ?? field(form, 'oid') ?? '';
  const row =
    oid === ''
      ? undefined
      : await billing(db)
          .selectFrom('store_billing_keys')
          .selectAll()
          .where('oid', '=', oid)
          .executeTakeFirst();
  const fail = (reason: string): BillingOutcome => {
    logger.warn('inicis billing return refused', { oid: oid.slice(0, 64), reason });
    return {
      ok: false,
      subscriptionId: row?.subscription_id ?? null,
      purpose: row?.purpose ?? null,
      reason,
    };
  };
  if (row === undefined) return fail('BILLING_NOT_FOUND');
  if (row.status === 'active' || row.status === 'replaced')
    return { ok: true, subscriptionId: row.subscription_id, purpose: row.purpose, replay: true };
  if (row.status !== 'pending') return fail('BILLING_NOT_PENDING');
  const resultCode = field(form, 'resultCode');
  // The buyer gave up or the card was refused in the window: nothing to approve. The row stays
  // pending (an unsigned form must not change anything; a new registration makes a new row).
  if (resultCode !== '0000') return fail(resultCode ?? 'NO_RESULT');
  if (field(form, 'mid') !== config.mid) return fail('MID_MISMATCH');
  const authToken = field(form, 'authToken');
  const authUrl = allowedProviderUrl(config, field(form, 'authUrl'));
  const netCancelUrl = allowedProviderUrl(config, field(form, 'netCancelUrl'));
  if (!authToken || authUrl === null || netCancelUrl === null) return fail('URL_NOT_ALLOWED');

  const { price: _unused, ...fields } = approvalFields(config, authToken, now(), 0);
  const netCancel = async (reason: string) => {
    const answer = await postToProvider(netCancelUrl, fields, config.timeoutMs);
    logger.warn('inicis billing net cancel', {
      oid,
      reason,
      resultCode: answer === null ? null : text(answer, 'resultCode'),
    });
  };
  const answer = await postToProvider(authUrl, fields, config.timeoutMs);
  const approval = readApproval(answer);
  if (approval === null || answer === null) {
    await netCancel('NO_APPROVAL_ANSWER');
    return fail('APPROVAL_FAILED');
  }
  if (approval.resultCode !== '0000') return fail(`APPROVAL_${approval.resultCode || 'FAILED'}`);
  const billKey = text(answer, 'CARD_BillKey');
  if (approval.moid !== row.oid || !billKey) {
    await netCancel('ORDER_OR_KEY_MISMATCH');
    return fail('APPROVAL_MISMATCH');
  }
  const stamp = now().toISOString();
  try {
    const stored = await db.transaction().execute(async (trx) => {
      const keys = billing(trx);
      const result = await keys
        .updateTable('store_billing_keys')
        .set({
          status: 'active',
          bill_key_enc: sealBillKey(config, billKey),
          card_masked: maskCard(text(answer, 'CARD_Num')),
          card_code: (text(answer, 'CARD_Code') ?? '').slice(0, 10) || null,
          provider_tid: approval.tid.slice(0, 100) || null,
          updated_at: stamp,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await keys
        .updateTable('store_billing_keys')
        .set({ status: 'replaced', updated_at: stamp })
        .where('subscription_id', '=', row.subscription_id)
        .where('status', '=', 'active')
        .where('id', '!=', row.id)
        .execute();
      const sub = await trx
        .selectFrom('store_subscriptions')
        .selectAll()
        .where('id', '=', row.subscription_id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('store_subscriptions')
        .set({ payment_method: 'card', version: Number(sub.version) + 1, updated_at: stamp })
        .where('id', '=', sub.id)
        .execute();
      await trx
        .insertInto('store_subscription_events')
        .values({
          id: eventId(),
          subscription_id: sub.id,
          action: 'billing_key',
          from_status: sub.status,
          to_status: sub.status,
          detail_json: JSON.stringify({ card: maskCard(text(answer, 'CARD_Num')) }),
          created_at: stamp,
        })
        .execute();
      return true;
    });
    return {
      ok: true,
      subscriptionId: row.subscription_id,
      purpose: row.purpose,
      replay: !stored,
    };
  } catch {
    await netCancel('DATABASE_ERROR');
    return fail('SERVER_ERROR');
  }
}

/** The subscription's card for display (never the key). */
export async function billingCard(db: StoreConn, subscriptionId: string) {
  const row = await billing(db)
    .selectFrom('store_billing_keys')
    .select(['card_masked', 'card_code', 'updated_at'])
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'active')
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return row === undefined
    ? null
    : { cardMasked: row.card_masked ?? '****', cardCode: row.card_code, issuedAt: row.updated_at };
}

// ---------------------------------------------------------------------------------------------
// Charge.

export interface BillingRequest {
  moid: string;
  price: number;
  billKey: string;
  goodName: string;
  buyerName: string;
  buyerEmail: string;
  buyerTel: string;
}

/** hashData of an INIAPI billing request (see the module comment). */
export function billingHash(
  apiKey: string,
  fields: {
    type: string;
    paymethod: string;
    timestamp: string;
    clientIp: string;
    mid: string;
    moid: string;
    price: string;
    billKey: string;
  },
): string {
  return createHash('sha512')
    .update(
      apiKey +
        fields.type +
        fields.paymethod +
        fields.timestamp +
        fields.clientIp +
        fields.mid +
        fields.moid +
        fields.price +
        fields.billKey,
      'utf8',
    )
    .digest('hex');
}

export function billingFields(
  config: InicisConfig,
  request: BillingRequest,
  now: Date,
): Record<string, string> {
  const fields = {
    type: 'Billing',
    paymethod: 'Card',
    timestamp: iniapiTimestamp(now),
    clientIp: config.clientIp ?? '127.0.0.1',
    mid: config.mid,
    url: new URL(config.returnBase).host,
    moid: request.moid,
    goodName: request.goodName,
    buyerName: request.buyerName,
    buyerEmail: request.buyerEmail,
    buyerTel: request.buyerTel,
    price: String(request.price),
    billKey: request.billKey,
    authentification: '00',
    cardQuota: '00',
    quotaInterest: '0',
  };
  return { ...fields, hashData: billingHash(config.apiKey ?? '', fields) };
}

export interface ChargeResult {
  charged: number;
  declined: number;
}

/**
 * Charges every unpaid card order of a subscription cycle whose subscription has an active key,
 * once each (see the module comment). Card billing off (no Inicis or no INIAPI key): nothing.
 */
export async function chargeCycleOrders(
  db: StoreDb,
  config: StoreConfig,
  now: Date,
): Promise<ChargeResult> {
  const result: ChargeResult = { charged: 0, declined: 0 };
  const inicis = config.inicis;
  if (inicis === null || !inicis.apiKey) return result;
  // Claims left without an answer (a crash or a timeout): never charged again automatically.
  await billing(db)
    .updateTable('store_billing_charges')
    .set({ status: 'unknown', result_msg: 'NO_ANSWER', updated_at: now.toISOString() })
    .where('status', '=', 'charging')
    .where('updated_at', '<', new Date(now.getTime() - STALE_CHARGE_MS).toISOString())
    .execute();
  const due = await billing(db)
    .selectFrom('store_subscription_cycles as c')
    .innerJoin('store_orders as o', 'o.id', 'c.order_id')
    .innerJoin('store_billing_keys as k', (join) =>
      join.onRef('k.subscription_id', '=', 'c.subscription_id').on('k.status', '=', 'active'),
    )
    .leftJoin('store_billing_charges as b', 'b.order_id', 'o.id')
    .select(['o.id as orderId', 'c.subscription_id as subscriptionId', 'k.id as keyId'])
    .where('o.payment_method', '=', 'card')
    .where('o.status', '=', 'ordered')
    .where('o.paid_at', 'is', null)
    .where('b.id', 'is', null)
    .orderBy('o.created_at')
    .limit(200)
    .execute();
  for (const candidate of due) {
    const outcome = await chargeOrder(db, inicis, candidate, now);
    if (outcome === 'paid') result.charged += 1;
    if (outcome === 'declined') result.declined += 1;
  }
  return result;
}

async function chargeOrder(
  db: StoreDb,
  inicis: InicisConfig,
  candidate: { orderId: string; subscriptionId: string; keyId: string },
  now: Date,
): Promise<'paid' | 'declined' | 'taken' | 'unknown' | 'void'> {
  const charges = billing(db);
  const order = await db
    .selectFrom('store_orders')
    .selectAll()
    .where('id', '=', candidate.orderId)
    .executeTakeFirst();
  const key = await charges
    .selectFrom('store_billing_keys')
    .select(['id', 'bill_key_enc'])
    .where('id', '=', candidate.keyId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (order === undefined || key === undefined || order.status !== 'ordered') return 'taken';
  const amount = Number(order.total);
  const chargeId = randomUUID();
  const stamp = now.toISOString();
  // The claim, committed before the provider is called: one charge per order, ever.
  try {
    await charges
      .insertInto('store_billing_charges')
      .values({
        id: chargeId,
        order_id: order.id,
        subscription_id: candidate.subscriptionId,
        billing_key_id: key.id,
        status: 'charging',
        amount,
        result_code: null,
        result_msg: null,
        provider_tid: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  } catch {
    return 'taken';
  }
  const settle = (
    status: BillingChargesTable['status'],
    values: { code?: string | null; msg?: string | null; tid?: string | null } = {},
    conn: StoreConn = db,
  ) =>
    billing(conn)
      .updateTable('store_billing_charges')
      .set({
        status,
        result_code: values.code?.slice(0, 20) ?? null,
        result_msg: values.msg?.slice(0, 200) ?? null,
        provider_tid: values.tid?.slice(0, 100) ?? null,
        updated_at: stamp,
      })
      .where('id', '=', chargeId)
      .execute();
  const billKey = key.bill_key_enc === null ? null : openBillKey(inicis, key.bill_key_enc);
  if (billKey === null) {
    await settle('declined', { code: 'KEY_UNREADABLE' });
    return 'declined';
  }
  const item = await db
    .selectFrom('store_order_items')
    .select('product_name')
    .where('order_id', '=', order.id)
    .orderBy('id')
    .executeTakeFirst();
  const fields = billingFields(
    inicis,
    {
      moid: order.order_no,
      price: amount,
      billKey,
      goodName: `정기배송 ${item?.product_name ?? ''}`.trim().slice(0, 40),
      buyerName: order.orderer_name,
      buyerEmail: order.orderer_email ?? '',
      buyerTel: order.orderer_phone,
    },
    now,
  );
  const answer = await postToProvider(
    new URL(inicis.billingUrl ?? DEFAULT_INIAPI_BILLING_URL),
    fields,
    inicis.timeoutMs,
  );
  if (answer === null) {
    await settle('unknown', { msg: 'NO_ANSWER' });
    return 'unknown';
  }
  const code = text(answer, 'resultCode') ?? '';
  const msg = text(answer, 'resultMsg');
  const tid = text(answer, 'tid');
  const answeredPrice = text(answer, 'price');
  if (code !== '00' || !tid) {
    await settle('declined', { code: code || '-', msg });
    await db
      .insertInto('store_subscription_events')
      .values({
        id: eventId(),
        subscription_id: candidate.subscriptionId,
        action: 'cycle_charge_declined',
        from_status: '',
        to_status: '',
        detail_json: JSON.stringify({ orderNo: order.order_no, code: code || '-' }),
        created_at: stamp,
      })
      .execute();
    return 'declined';
  }
  if (answeredPrice !== null && Number(answeredPrice) !== amount) {
    await settle('unknown', { code, msg: 'AMOUNT_MISMATCH', tid });
    return 'unknown';
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
          tid,
          amount,
          detail: {
            billing: true,
            resultCode: code,
            payAuthCode: text(answer, 'payAuthCode'),
            payDate: text(answer, 'payDate'),
            payTime: text(answer, 'payTime'),
            cardCode: text(answer, 'cardCode'),
          },
        },
        'provider',
        now,
      );
      await settle('paid', { code, msg, tid }, trx);
    });
    return 'paid';
  } catch {
    // The order changed meanwhile (cancelled by its member): the money goes back at once.
    const refund = await postToProvider(
      new URL(inicis.apiUrl ?? 'https://iniapi.inicis.com/api/v1/refund'),
      refundFields(
        inicis,
        { tid, amount, remaining: 0, whole: true, msg: `정기배송 결제 취소 ${order.order_no}` },
        now,
      ),
      inicis.timeoutMs,
    );
    const refunded = refund !== null && text(refund, 'resultCode') === '00';
    await settle(refunded ? 'void' : 'unknown', {
      code,
      msg: refunded ? 'REFUNDED_NOT_PAYABLE' : 'PAID_NOT_RECORDED',
      tid,
    });
    return refunded ? 'void' : 'unknown';
  }
}

/**
 * Paying a cycle order by hand is refused while its automatic charge is claimed, made or
 * unknown (only a declined charge leaves the order to its member).
 */
export async function assertNotBilled(db: StoreConn, orderId: string): Promise<void> {
  const row = await billing(db)
    .selectFrom('store_billing_charges')
    .select('status')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (row !== undefined && row.status !== 'declined' && row.status !== 'void')
    throw new StoreError('BILLING_IN_PROGRESS');
}
