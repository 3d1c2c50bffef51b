import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../accounts/crypto';
import { isAdmin } from '../admin';
import { idSchema, lineSchema, paged, type Paging } from '../content/common';
import type { Identity } from '../identity';
import type { Logger } from '../logger';
import { startPeriodic, type PeriodicJob } from '../periodic';
import { priceLines, type LineRequest, type PricedLine } from './catalogue';
import type { StoreConfig } from './config';
import { MEMBER_ORDER_NOT_FOUND, StoreError } from './errors';
import { refundAccountSchema, settleRefund, type RefundAccount } from './refunds';
import { MAX_LINE_QUANTITY, pointsEarnedFor, totalsFor, type Totals } from './pricing';
import {
  eventId,
  type CouponRow,
  type OrderRow,
  type StoreConn,
  type StoreDb,
  type StoreTrx,
} from './schema';
import { nextStatus, STATUS_LABELS, type OrderAction, type OrderStatus } from './state';

const lineRequestSchema = z.looseObject({
  optionId: idSchema,
  quantity: z.number('VALIDATION_FAILED').int().min(1).max(MAX_LINE_QUANTITY),
  print: z.boolean().default(false),
});

/**
 * What is bought: `items` (buy now) or `cartItemIds` (lines of the caller's cart), a coupon the
 * member holds and points to spend. Prices and totals the client may add are never read.
 */
export const quoteSchema = z.looseObject({
  items: z.array(lineRequestSchema).min(1).max(50).optional(),
  cartItemIds: z.array(idSchema).min(1).max(50).optional(),
  memberCouponId: idSchema.nullish(),
  points: z.number('VALIDATION_FAILED').int().min(0).max(100_000_000).default(0),
});

const phoneSchema = z
  .string('VALIDATION_FAILED')
  .trim()
  .regex(/^[0-9-]{9,20}$/, 'MOBILE_INVALID');

export const createOrderSchema = quoteSchema.extend({
  paymentMethod: z.enum(['bank', 'card']),
  depositorName: lineSchema(50).nullish(),
  orderer: z.looseObject({
    name: lineSchema(50),
    phone: phoneSchema,
    email: z.email('EMAIL_INVALID').max(200).nullish(),
  }),
  recipient: z.looseObject({
    name: lineSchema(50),
    phone: phoneSchema,
    zipcode: z
      .string()
      .trim()
      .regex(/^\d{5,6}$/, 'VALIDATION_FAILED'),
    address1: lineSchema(200),
    address2: lineSchema(200, 0).default(''),
    memo: lineSchema(200, 0).default(''),
  }),
  /** Non-member orders (`/orderAgreeNoMember`): both consents and an order password. */
  agreeTerms: z.boolean().default(false),
  agreePrivacy: z.boolean().default(false),
  password: z.string().max(200).nullish(),
  /** The buyer's preferred courier company (a code of `site_couriers`); the shop ships with it. */
  courierCode: z.string().trim().max(40).nullish(),
});

/** An order of the caller (member) or, for a non-member order, its number and password. */
export const orderRefSchema = z.looseObject({
  orderNo: z.string().trim().min(1).max(40),
  password: z.string().max(200).nullish(),
});
export const cancelSchema = orderRefSchema.extend({
  /** Order item ids to cancel; none: the whole order. */
  itemIds: z.array(idSchema).min(1).max(50).optional(),
  /** For a paid bank-transfer order: the account the shop refunds to (see `refunds.ts`). */
  refundAccount: refundAccountSchema.nullish(),
});
export const orderListSchema = z.looseObject({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  status: z.string().max(20).optional(),
  /**
   * 'cancel' lists cancelled, expired and refunded orders and those with cancelled lines
   * (order-cancel-list); 'active' every order not cancelled, expired or refunded.
   */
  view: z.enum(['all', 'active', 'cancel']).default('all'),
});

const CANCELLED_STATUSES = ['cancelled', 'expired', 'refunded'];

/** What a refund row shows the buyer (Korean, English), like `STATUS_LABELS` for orders. */
const REFUND_STATUS_LABELS = {
  pending: ['처리 중', 'Processing'],
  done: ['환불 완료', 'Refunded'],
} as const;

/** Who changes an order: the buyer, an administrator, the payment provider or the server. */
export type Actor = 'customer' | `admin:${string}` | 'provider' | 'system';

function ownerOf(identity: Identity) {
  return identity.owner;
}

async function linesOf(
  conn: StoreConn,
  identity: Identity,
  body: z.output<typeof quoteSchema>,
): Promise<LineRequest[]> {
  if (body.items !== undefined)
    return body.items.map((item) => ({
      optionId: item.optionId,
      quantity: item.quantity,
      print: item.print,
    }));
  if (body.cartItemIds === undefined) throw new StoreError('CART_EMPTY');
  const rows = await conn
    .selectFrom('store_cart_items')
    .selectAll()
    .where('owner', '=', ownerOf(identity))
    .where('id', 'in', body.cartItemIds)
    .execute();
  if (rows.length !== new Set(body.cartItemIds).size) throw new StoreError('CART_ITEM_NOT_FOUND');
  return rows.map((row) => ({
    optionId: row.option_id,
    quantity: Number(row.quantity),
    print: Number(row.print) === 1,
  }));
}

export async function pointBalance(conn: StoreConn, memberId: string): Promise<number> {
  const row = await conn
    .selectFrom('store_point_balances')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** A coupon the member holds, unused and valid now; its minimum order is checked by the caller. */
export async function usableCoupon(
  conn: StoreConn,
  memberId: string,
  memberCouponId: string,
  now: Date,
): Promise<CouponRow & { member_coupon_id: string }> {
  const row = await conn
    .selectFrom('store_member_coupons as mc')
    .innerJoin('store_coupons as c', 'c.id', 'mc.coupon_id')
    .selectAll('c')
    .select(['mc.id as member_coupon_id', 'mc.used_order_id'])
    .where('mc.id', '=', memberCouponId)
    .where('mc.member_id', '=', memberId)
    .executeTakeFirst();
  if (row === undefined || Number(row.is_active) !== 1) throw new StoreError('COUPON_NOT_FOUND');
  if (row.used_order_id !== null) throw new StoreError('COUPON_USED');
  const at = now.toISOString();
  if (at < row.starts_at || at >= row.ends_at) throw new StoreError('COUPON_EXPIRED');
  const { used_order_id: _used, ...coupon } = row;
  return {
    ...coupon,
    value: Number(coupon.value),
    min_order: Number(coupon.min_order),
    max_discount: coupon.max_discount === null ? null : Number(coupon.max_discount),
  };
}

export interface Quote {
  lines: PricedLine[];
  totals: Totals;
  coupon: (CouponRow & { member_coupon_id: string }) | null;
  pointsBalance: number;
  /** Units short per option id (the order call refuses; the quote only reports). */
  shortages: { optionId: string; name: string; stock: number }[];
}

/** Everything priced from the database: lines, shipping, coupon and points. */
export async function buildQuote(
  conn: StoreConn,
  identity: Identity,
  body: z.output<typeof quoteSchema>,
  config: StoreConfig,
  now: Date,
): Promise<Quote> {
  const lines = await priceLines(conn, await linesOf(conn, identity, body));
  if (lines.length === 0) throw new StoreError('CART_EMPTY');
  const itemsTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const wantsCoupon = body.memberCouponId !== undefined && body.memberCouponId !== null;
  if ((wantsCoupon || body.points > 0) && identity.kind !== 'member')
    throw new StoreError('MEMBER_ONLY');
  let coupon: Quote['coupon'] = null;
  if (wantsCoupon) {
    coupon = await usableCoupon(conn, identity.owner, body.memberCouponId!, now);
    if (itemsTotal < coupon.min_order)
      throw new StoreError('COUPON_MIN_ORDER', { min: coupon.min_order });
  }
  const pointsBalance = identity.kind === 'member' ? await pointBalance(conn, identity.owner) : 0;
  const totals = totalsFor(itemsTotal, config, coupon, body.points);
  if (body.points > 0) {
    if (body.points > pointsBalance)
      throw new StoreError('POINTS_NOT_ENOUGH', { balance: pointsBalance });
    if (body.points < config.pointsMinUse || body.points !== totals.pointsUsed)
      throw new StoreError('POINTS_INVALID', { min: config.pointsMinUse });
  }
  const wanted = new Map<string, { quantity: number; name: string; stock: number }>();
  for (const line of lines) {
    const entry = wanted.get(line.optionId) ?? {
      quantity: 0,
      name: `${line.productName} ${line.optionName}`,
      stock: line.stock,
    };
    entry.quantity += line.quantity;
    wanted.set(line.optionId, entry);
  }
  const shortages = [...wanted]
    .filter(([, entry]) => entry.quantity > entry.stock)
    .map(([optionId, entry]) => ({ optionId, name: entry.name, stock: entry.stock }));
  return { lines, totals, coupon, pointsBalance, shortages };
}

export function quoteView(quote: Quote, config: StoreConfig) {
  return {
    items: quote.lines.map((line) => ({
      productId: line.productId,
      optionId: line.optionId,
      productName: line.productName,
      productNameEn: line.productNameEn,
      optionName: line.optionName,
      optionNameEn: line.optionNameEn,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      print: line.print,
      printUnitPrice: line.printUnitPrice,
      lineTotal: line.lineTotal,
      stock: line.stock,
    })),
    ...quote.totals,
    coupon:
      quote.coupon === null
        ? null
        : {
            memberCouponId: quote.coupon.member_coupon_id,
            name: quote.coupon.name,
            nameEn: quote.coupon.name_en,
          },
    pointsBalance: quote.pointsBalance,
    pointsEarnedOnDelivery: pointsEarnedFor(quote.totals, config),
    shortages: quote.shortages,
    shippingRule: { fee: config.shippingFee, freeFrom: config.freeShippingFrom },
  };
}

/** `YYYYMMDD` + 8 random digits: what the buyer reads and Inicis gets as `oid`. */
export function newOrderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function addEvent(
  trx: StoreConn,
  orderId: string,
  action: string,
  from: string,
  to: string,
  actor: Actor,
  now: Date,
  detail?: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto('store_order_events')
    .values({
      id: eventId(),
      order_id: orderId,
      action,
      from_status: from,
      to_status: to,
      actor,
      detail_json: detail === undefined ? null : JSON.stringify(detail),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Adds to (or, negative, takes from) a member's points; never below zero. */
export async function movePoints(
  trx: StoreConn,
  memberId: string,
  delta: number,
  reason: 'earn' | 'spend' | 'return' | 'revoke' | 'admin',
  orderId: string | null,
  now: Date,
): Promise<void> {
  if (delta === 0) return;
  await trx
    .insertInto('store_point_balances')
    .values({ member_id: memberId, balance: 0 })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  const result = await trx
    .updateTable('store_point_balances')
    .set({ balance: sql<number>`balance + ${delta}` })
    .where('member_id', '=', memberId)
    .where(sql<boolean>`balance + ${delta} >= 0`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw new StoreError('POINTS_NOT_ENOUGH', { balance: await pointBalance(trx, memberId) });
  await trx
    .insertInto('store_point_ledger')
    .values({
      id: randomUUID(),
      member_id: memberId,
      order_id: orderId,
      reason,
      delta,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Takes units from stock only while enough are left: concurrent orders never oversell. */
async function reserveStock(trx: StoreConn, lines: PricedLine[]): Promise<void> {
  const byOption = new Map<string, { quantity: number; line: PricedLine }>();
  for (const line of lines) {
    const entry = byOption.get(line.optionId) ?? { quantity: 0, line };
    entry.quantity += line.quantity;
    byOption.set(line.optionId, entry);
  }
  for (const [optionId, { quantity, line }] of byOption) {
    const result = await trx
      .updateTable('store_product_options')
      .set({ stock: sql<number>`stock - ${quantity}` })
      .where('id', '=', optionId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const left = await trx
        .selectFrom('store_product_options')
        .select('stock')
        .where('id', '=', optionId)
        .executeTakeFirst();
      throw new StoreError('OUT_OF_STOCK', {
        name: `${line.productName} ${line.optionName}`,
        stock: Number(left?.stock ?? 0),
      });
    }
    await trx
      .updateTable('store_products')
      .set({ sold_count: sql<number>`sold_count + ${quantity}` })
      .where('id', '=', line.productId)
      .execute();
  }
}

async function releaseStock(
  trx: StoreConn,
  items: { option_id: string; product_id: string; quantity: number }[],
): Promise<void> {
  for (const item of items) {
    await trx
      .updateTable('store_product_options')
      .set({ stock: sql<number>`stock + ${Number(item.quantity)}` })
      .where('id', '=', item.option_id)
      .execute();
    await trx
      .updateTable('store_products')
      .set({
        sold_count: sql<number>`case when sold_count > ${Number(item.quantity)} then sold_count - ${Number(item.quantity)} else 0 end`,
      })
      .where('id', '=', item.product_id)
      .execute();
  }
}

/**
 * Writes a change of an order from the version it was read at: a concurrent change in between
 * makes this update nothing, and the whole transaction is refused with ORDER_CHANGED.
 */
export async function updateOrder(
  trx: StoreConn,
  order: OrderRow,
  values: Partial<Omit<OrderRow, 'id' | 'version'>>,
  now: Date,
): Promise<void> {
  const result = await trx
    .updateTable('store_orders')
    .set({ ...values, version: Number(order.version) + 1, updated_at: now.toISOString() })
    .where('id', '=', order.id)
    .where('version', '=', Number(order.version))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new StoreError('ORDER_CHANGED');
}

/** Moves an order along the state machine and records the event, in the caller's transaction. */
export async function transition(
  trx: StoreConn,
  order: OrderRow,
  action: OrderAction,
  actor: Actor,
  now: Date,
  values: Partial<Omit<OrderRow, 'id' | 'version'>> = {},
  detail?: Record<string, unknown>,
): Promise<OrderStatus> {
  const to = nextStatus(order.status, action, actor === 'customer' ? 'customer' : 'shop');
  await updateOrder(trx, order, { ...values, status: to }, now);
  await addEvent(trx, order.id, action, order.status, to, actor, now, detail);
  return to;
}

export interface CreatedOrder {
  orderNo: string;
  orderId: string;
}

/**
 * Places an order: everything recomputed from the database, stock reserved, the coupon marked
 * used and the points spent, the cart lines removed, all in one transaction.
 */
export async function createOrder(
  db: StoreDb,
  identity: Identity,
  body: z.output<typeof createOrderSchema>,
  config: StoreConfig,
  now: Date,
): Promise<CreatedOrder> {
  let passwordHash: string | null = null;
  if (identity.kind !== 'member') {
    if (!body.agreeTerms || !body.agreePrivacy) throw new StoreError('CONSENT_REQUIRED');
    const password = body.password ?? '';
    if (password.length < 4 || password.length > 20) throw new StoreError('ORDER_PASSWORD_RULE');
    passwordHash = await hashPassword(password);
  }
  if (body.paymentMethod === 'card' && config.inicis === null)
    throw new StoreError('PAYMENT_NOT_CONFIGURED');
  if (body.courierCode) {
    const courier = await db
      .selectFrom('site_couriers')
      .select('code')
      .where('code', '=', body.courierCode)
      .executeTakeFirst();
    if (courier === undefined)
      throw new StoreError('COURIER_NOT_FOUND', { courier: body.courierCode });
  }
  await expireOverdueOrders(db, config, now);
  return db
    .transaction()
    .execute((trx) => placeOrder(trx, identity, body, config, now, passwordHash));
}

/**
 * The writes of `createOrder` in the caller's transaction: priced from the database, stock
 * reserved, coupon and points spent, cart lines removed. Also used by the subscription sweep
 * (`subscription-cycles.ts`), whose orders wait `payWithinMs` for the payment.
 */
export async function placeOrder(
  trx: StoreTrx,
  identity: Identity,
  body: z.output<typeof createOrderSchema>,
  config: StoreConfig,
  now: Date,
  passwordHash: string | null,
  payWithinMs?: number,
): Promise<CreatedOrder> {
  const quote = await buildQuote(trx, identity, body, config, now);
  await reserveStock(trx, quote.lines);
  const id = randomUUID();
  const orderNo = newOrderNo(now);
  const stamp = now.toISOString();
  const payWithin =
    payWithinMs ?? (body.paymentMethod === 'card' ? config.cardPayMs : config.bankPayMs);
  const member = identity.kind === 'member' ? identity : undefined;
  await trx
    .insertInto('store_orders')
    .values({
      id,
      order_no: orderNo,
      member_id: member?.user.id ?? null,
      guest_owner: member === undefined ? identity.owner : null,
      password_hash: passwordHash,
      agree_terms: body.agreeTerms ? 1 : 0,
      agree_privacy: body.agreePrivacy ? 1 : 0,
      orderer_name: body.orderer.name,
      orderer_phone: body.orderer.phone,
      orderer_email: body.orderer.email ?? null,
      recipient_name: body.recipient.name,
      recipient_phone: body.recipient.phone,
      zipcode: body.recipient.zipcode,
      address1: body.recipient.address1,
      address2: body.recipient.address2,
      delivery_memo: body.recipient.memo,
      status: 'ordered',
      payment_method: body.paymentMethod,
      depositor_name:
        body.paymentMethod === 'bank' ? (body.depositorName ?? body.orderer.name) : null,
      items_total: quote.totals.itemsTotal,
      shipping_fee: quote.totals.shippingFee,
      coupon_discount: quote.totals.couponDiscount,
      points_used: quote.totals.pointsUsed,
      total: quote.totals.total,
      refunded_amount: 0,
      member_coupon_id: quote.coupon?.member_coupon_id ?? null,
      points_earned: 0,
      courier_code: body.courierCode || null,
      tracking_no: null,
      pay_due_at: new Date(now.getTime() + payWithin).toISOString(),
      paid_at: null,
      version: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await trx
    .insertInto('store_order_items')
    .values(
      quote.lines.map((line) => ({
        id: randomUUID(),
        order_id: id,
        product_id: line.productId,
        option_id: line.optionId,
        product_name: line.productName,
        option_name: line.optionName,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        print: line.print ? 1 : 0,
        print_unit_price: line.printUnitPrice,
        line_total: line.lineTotal,
        cancelled: 0,
      })),
    )
    .execute();
  await addEvent(trx, id, 'create', '', 'ordered', 'customer', now);
  if (quote.coupon !== null) {
    const used = await trx
      .updateTable('store_member_coupons')
      .set({ used_order_id: id, used_at: stamp })
      .where('id', '=', quote.coupon.member_coupon_id)
      .where('used_order_id', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new StoreError('COUPON_USED');
  }
  if (member !== undefined && quote.totals.pointsUsed > 0)
    await movePoints(trx, member.user.id, -quote.totals.pointsUsed, 'spend', id, now);
  if (body.cartItemIds !== undefined)
    await trx
      .deleteFrom('store_cart_items')
      .where('owner', '=', identity.owner)
      .where('id', 'in', body.cartItemIds)
      .execute();
  // Paid in full by coupon and points: nothing to collect.
  if (quote.totals.total === 0) {
    const order = await trx
      .selectFrom('store_orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await transition(trx, order, 'pay', 'system', now, { paid_at: stamp });
  }
  return { orderNo, orderId: id };
}

/**
 * The order a caller may see: an administrator any; a member their own; a non-member order
 * with its password. Anything else is ORDER_NOT_FOUND, so order numbers reveal nothing.
 */
export async function findOrderFor(
  db: StoreConn,
  identity: Identity | undefined,
  orderNo: string,
  password: string | null | undefined,
): Promise<OrderRow> {
  const order = await db
    .selectFrom('store_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (isAdmin(identity) && order !== undefined) return order;
  // A member looking for an order without a password is not asked for one (members have none).
  const notFound = () =>
    identity?.kind === 'member' && !password
      ? new StoreError('ORDER_NOT_FOUND', {}, MEMBER_ORDER_NOT_FOUND)
      : new StoreError('ORDER_NOT_FOUND');
  if (order?.member_id !== null && order?.member_id !== undefined) {
    if (identity?.kind === 'member' && identity.user.id === order.member_id) return order;
    throw notFound();
  }
  const ok = await verifyPassword(order?.password_hash ?? undefined, password ?? '');
  if (order === undefined || !ok) throw notFound();
  return order;
}

export async function orderView(db: StoreConn, order: OrderRow, config: StoreConfig) {
  const items = await db
    .selectFrom('store_order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('product_name')
    .orderBy('id')
    .execute();
  const events = await db
    .selectFrom('store_order_events')
    .select(['action', 'from_status', 'to_status', 'created_at'])
    .where('order_id', '=', order.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const refunds = await db
    .selectFrom('store_payments')
    .select(['id', 'amount', 'provider', 'created_at', 'refund_status', 'completed_at'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'refund')
    .orderBy('created_at')
    .execute();
  let tracking: { courierName: string; trackingNo: string; url: string } | null = null;
  if (order.courier_code !== null && order.tracking_no !== null) {
    const courier = await db
      .selectFrom('site_couriers')
      .select(['name', 'tracking_url'])
      .where('code', '=', order.courier_code)
      .executeTakeFirst();
    if (courier !== undefined)
      tracking = {
        courierName: courier.name,
        trackingNo: order.tracking_no,
        url: courier.tracking_url.replace('{invoice}', encodeURIComponent(order.tracking_no)),
      };
  }
  const status = order.status as OrderStatus;
  return {
    orderNo: order.order_no,
    status,
    statusLabel: STATUS_LABELS[status]?.[0] ?? status,
    statusLabelEn: STATUS_LABELS[status]?.[1] ?? status,
    isMemberOrder: order.member_id !== null,
    paymentMethod: order.payment_method,
    bankAccount:
      order.payment_method === 'bank'
        ? { ...config.bank, depositorName: order.depositor_name, dueAt: order.pay_due_at }
        : null,
    orderer: { name: order.orderer_name, phone: order.orderer_phone, email: order.orderer_email },
    recipient: {
      name: order.recipient_name,
      phone: order.recipient_phone,
      zipcode: order.zipcode,
      address1: order.address1,
      address2: order.address2,
      memo: order.delivery_memo,
    },
    items: items.map((item) => ({
      itemId: item.id,
      productId: item.product_id,
      optionId: item.option_id,
      productName: item.product_name,
      optionName: item.option_name,
      quantity: Number(item.quantity),
      unitPrice: Number(item.unit_price),
      print: Number(item.print) === 1,
      printUnitPrice: Number(item.print_unit_price),
      lineTotal: Number(item.line_total),
      cancelled: Number(item.cancelled) === 1,
    })),
    itemsTotal: Number(order.items_total),
    shippingFee: Number(order.shipping_fee),
    couponDiscount: Number(order.coupon_discount),
    pointsUsed: Number(order.points_used),
    total: Number(order.total),
    refundedAmount: Number(order.refunded_amount),
    pointsEarned: Number(order.points_earned),
    /** What this member order earns on delivery by the points rule (`pricing.ts`); 0 for a guest. */
    pointsOnDelivery:
      order.member_id === null
        ? 0
        : pointsEarnedFor(
            {
              itemsTotal: Number(order.items_total),
              shippingFee: Number(order.shipping_fee),
              couponDiscount: Number(order.coupon_discount),
              pointsUsed: Number(order.points_used),
              total: Number(order.total),
            },
            config,
          ),
    courierCode: order.courier_code,
    refunds: refunds.map((refund) => {
      // A refused card refund is still owed (the shop settles it): processing, like a pending one.
      const status =
        refund.refund_status === 'done' || refund.refund_status === null ? 'done' : 'pending';
      return {
        amount: Number(refund.amount),
        provider: refund.provider,
        createdAt: refund.created_at,
        refundId: refund.id,
        /** 'done', or 'pending' (not yet paid back: a bank refund owed, a card refund in progress). */
        status,
        statusLabel: REFUND_STATUS_LABELS[status][0],
        statusLabelEn: REFUND_STATUS_LABELS[status][1],
        completedAt: refund.completed_at,
      };
    }),
    tracking,
    payDueAt: order.pay_due_at,
    paidAt: order.paid_at,
    createdAt: order.created_at,
    history: events.map((event) => ({
      action: event.action,
      from: event.from_status,
      to: event.to_status,
      at: event.created_at,
    })),
  };
}

export async function listMemberOrders(
  db: StoreDb,
  memberId: string | null,
  body: z.output<typeof orderListSchema>,
  paging: Paging,
) {
  let base = db.selectFrom('store_orders');
  if (memberId !== null) base = base.where('member_id', '=', memberId);
  if (body.status !== undefined) base = base.where('status', '=', body.status);
  // order-cancel-list: cancelled, expired and refunded orders, and orders with cancelled lines.
  if (body.view === 'cancel')
    base = base.where((eb) =>
      eb.or([
        eb('status', 'in', CANCELLED_STATUSES),
        eb.exists(
          eb
            .selectFrom('store_order_items as cancelled_item')
            .select('cancelled_item.id')
            .whereRef('cancelled_item.order_id', '=', 'store_orders.id')
            .where('cancelled_item.cancelled', '=', 1),
        ),
      ]),
    );
  if (body.view === 'active') base = base.where('status', 'not in', CANCELLED_STATUSES);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  const firstItems = new Map<string, { name: string; lines: number }>();
  if (rows.length > 0) {
    const items = await db
      .selectFrom('store_order_items')
      .select(['order_id', 'product_name'])
      .where(
        'order_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('product_name')
      .execute();
    for (const item of items) {
      const entry = firstItems.get(item.order_id) ?? { name: item.product_name, lines: 0 };
      entry.lines += 1;
      firstItems.set(item.order_id, entry);
    }
  }
  return paged(
    rows.map((row) => ({
      orderNo: row.order_no,
      status: row.status,
      statusLabel: STATUS_LABELS[row.status as OrderStatus]?.[0] ?? row.status,
      statusLabelEn: STATUS_LABELS[row.status as OrderStatus]?.[1] ?? row.status,
      paymentMethod: row.payment_method,
      total: Number(row.total),
      refundedAmount: Number(row.refunded_amount),
      firstItemName: firstItems.get(row.id)?.name ?? '',
      lineCount: firstItems.get(row.id)?.lines ?? 0,
      ordererName: row.orderer_name,
      createdAt: row.created_at,
    })),
    Number(count.n),
    paging,
  );
}

/**
 * Cancels an order (or some of its lines) before shipping, or expires an unpaid one: stock back,
 * the coupon back on a whole cancellation, points back, the paid amount refunded. A partial
 * cancellation recomputes the order's totals on the lines that stay (shipping, coupon minimum,
 * points) and refunds the difference; one that would raise the amount to pay is refused.
 */
export async function cancelOrder(
  trx: StoreTrx,
  order: OrderRow,
  actor: Actor,
  itemIds: string[] | undefined,
  config: StoreConfig,
  now: Date,
  action: 'cancel' | 'expire' = 'cancel',
  refundAccount: RefundAccount | null = null,
): Promise<void> {
  // The refund is recorded last, after every other write (see `settleRefund`); a card refund is
  // sent to the provider after the commit (`sendOrderRefunds`).
  let owed: { amount: number; reason: string };
  const items = await trx
    .selectFrom('store_order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('cancelled', '=', 0)
    .execute();
  const toCancel =
    itemIds === undefined ? items : items.filter((item) => itemIds.includes(item.id));
  if (itemIds !== undefined && toCancel.length !== new Set(itemIds).size)
    throw new StoreError('ORDER_NOT_FOUND');
  const whole = toCancel.length === items.length;
  const paid = order.paid_at !== null;
  if (whole) {
    // `total` is what is still charged: a partial cancellation lowers it by what it refunded.
    const refund = paid ? Number(order.total) : 0;
    await transition(
      trx,
      order,
      action,
      actor,
      now,
      {
        refunded_amount: Number(order.refunded_amount) + refund,
      },
      { refund },
    );
    owed = { amount: refund, reason: action };
    if (order.member_coupon_id !== null)
      await trx
        .updateTable('store_member_coupons')
        .set({ used_order_id: null, used_at: null })
        .where('id', '=', order.member_coupon_id)
        .where('used_order_id', '=', order.id)
        .execute();
    if (order.member_id !== null && Number(order.points_used) > 0)
      await movePoints(trx, order.member_id, Number(order.points_used), 'return', order.id, now);
  } else {
    const remaining = items
      .filter((item) => !toCancel.includes(item))
      .reduce((sum, item) => sum + Number(item.line_total), 0);
    let coupon: CouponRow | null = null;
    if (order.member_coupon_id !== null)
      coupon =
        (await trx
          .selectFrom('store_member_coupons as mc')
          .innerJoin('store_coupons as c', 'c.id', 'mc.coupon_id')
          .selectAll('c')
          .where('mc.id', '=', order.member_coupon_id)
          .executeTakeFirst()) ?? null;
    const totals = totalsFor(remaining, config, coupon, Number(order.points_used));
    if (totals.total > Number(order.total)) throw new StoreError('PARTIAL_CANCEL_NOT_POSSIBLE');
    const refund = paid ? Number(order.total) - totals.total : 0;
    const pointsBack = Number(order.points_used) - totals.pointsUsed;
    await transition(
      trx,
      order,
      'partial_cancel',
      actor,
      now,
      {
        items_total: totals.itemsTotal,
        shipping_fee: totals.shippingFee,
        coupon_discount: totals.couponDiscount,
        points_used: totals.pointsUsed,
        total: totals.total,
        refunded_amount: Number(order.refunded_amount) + refund,
      },
      { items: toCancel.map((item) => item.id), refund, pointsBack },
    );
    owed = { amount: refund, reason: 'partial_cancel' };
    if (order.member_id !== null && pointsBack > 0)
      await movePoints(trx, order.member_id, pointsBack, 'return', order.id, now);
  }
  for (const item of toCancel) {
    const result = await trx
      .updateTable('store_order_items')
      .set({ cancelled: 1 })
      .where('id', '=', item.id)
      .where('cancelled', '=', 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new StoreError('ORDER_CHANGED');
  }
  await releaseStock(trx, toCancel);
  await settleRefund(trx, order, owed.amount, owed.reason, config, now, refundAccount);
}

/** Unpaid orders past their payment time: expired, stock released (lazily, on the next order). */
export async function expireOverdueOrders(
  db: StoreDb,
  config: StoreConfig,
  now: Date,
): Promise<number> {
  const overdue = await db
    .selectFrom('store_orders')
    .select('id')
    .where('status', '=', 'ordered')
    .where('pay_due_at', '<', now.toISOString())
    .limit(100)
    .execute();
  let expired = 0;
  for (const { id } of overdue) {
    try {
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('store_orders')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (order.status !== 'ordered') return;
        await cancelOrder(trx, order, 'system', undefined, config, now, 'expire');
        expired += 1;
      });
    } catch (error) {
      // Paid or changed meanwhile: nothing to expire.
      if (!(error instanceof StoreError)) throw error;
    }
  }
  return expired;
}

/** Marks an order paid once, with the payment row, in the caller's transaction. */
export async function markPaid(
  trx: StoreConn,
  order: OrderRow,
  payment: { provider: string; tid: string | null; amount: number; detail?: unknown },
  actor: Actor,
  now: Date,
): Promise<void> {
  if (order.status !== 'ordered')
    throw new StoreError('ORDER_NOT_PAYABLE', { status: order.status });
  await trx
    .insertInto('store_payments')
    .values({
      id: randomUUID(),
      order_id: order.id,
      provider: payment.provider,
      kind: 'payment',
      provider_tid: payment.tid,
      amount: payment.amount,
      detail_json: payment.detail === undefined ? null : JSON.stringify(payment.detail),
      created_at: now.toISOString(),
    })
    .execute();
  await transition(trx, order, 'pay', actor, now, { paid_at: now.toISOString() });
}

/** On delivery a member earns points on what they paid for the items (see `pricing.ts`). */
export async function deliver(
  trx: StoreConn,
  order: OrderRow,
  actor: Actor,
  config: StoreConfig,
  now: Date,
): Promise<void> {
  const earned =
    order.member_id === null
      ? 0
      : pointsEarnedFor(
          {
            itemsTotal: Number(order.items_total),
            shippingFee: Number(order.shipping_fee),
            couponDiscount: Number(order.coupon_discount),
            pointsUsed: Number(order.points_used),
            total: Number(order.total),
          },
          config,
        );
  await transition(trx, order, 'deliver', actor, now, { points_earned: earned }, { earned });
  if (order.member_id !== null && earned > 0)
    await movePoints(trx, order.member_id, earned, 'earn', order.id, now);
}

/** A refund after shipping (a return): the rest of the payment back, earned points taken back. */
export async function refund(
  trx: StoreConn,
  order: OrderRow,
  actor: Actor,
  now: Date,
  config: StoreConfig,
  refundAccount: RefundAccount | null = null,
): Promise<void> {
  // `total` is what is still charged (a partial cancellation lowered it by what it refunded).
  const amount = Number(order.total);
  await transition(
    trx,
    order,
    'refund',
    actor,
    now,
    {
      refunded_amount: Number(order.refunded_amount) + amount,
    },
    { refund: amount },
  );
  if (order.member_id !== null) {
    const earned = Number(order.points_earned);
    if (earned > 0) {
      const take = Math.min(earned, await pointBalance(trx, order.member_id));
      if (take > 0) await movePoints(trx, order.member_id, -take, 'revoke', order.id, now);
    }
    if (Number(order.points_used) > 0)
      await movePoints(trx, order.member_id, Number(order.points_used), 'return', order.id, now);
  }
  await settleRefund(trx, order, amount, 'refund', config, now, refundAccount);
}

/**
 * Expires overdue unpaid orders every `everyMs` (orders are also expired lazily on the next
 * order, payment start and administration list). For `main.ts`: call once after migrating and
 * await `stop()` on shutdown; the timer never keeps the process alive.
 */
export function startOrderExpirySweeper(
  db: StoreDb,
  config: StoreConfig,
  now: () => Date,
  logger: Logger,
  everyMs = 60_000,
): PeriodicJob {
  return startPeriodic({
    name: 'order expiry sweep',
    everyMs,
    logger,
    run: () => expireOverdueOrders(db, config, now()),
  });
}
