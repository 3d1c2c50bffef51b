import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminChange, type AdminIdentity } from '../admin';
import { idSchema, lineSchema } from '../content/common';
import type { StoreConfig } from './config';
import { StoreError } from './errors';
import { filesOf } from './files';
import { addEvent, createOrderSchema, newOrderNo, type CreatedOrder } from './orders';
import { shippingFeeFor } from './pricing';
import { appConn, type StoreConn, type StoreDb } from './schema';

/**
 * Made-to-order: a member asks for a product made to their measure (type,
 * dimensions, material, print colours, quantity); an administrator quotes a unit price valid for
 * some days; the member orders it at the quoted price (no stock: it is made for them), paid like
 * any order. Statuses: requested → quoted → ordered, or cancelled before ordering.
 */
export const ORDERMADE_KINDS = ['box', 'tape', 'bag', 'other'] as const;
const mm = z.number().int().min(10).max(5000).nullish();

export const ordermadeCreateSchema = z.looseObject({
  kind: z.enum(ORDERMADE_KINDS),
  widthMm: mm,
  lengthMm: mm,
  heightMm: mm,
  material: lineSchema(100),
  printColors: z.number().int().min(0).max(8).default(0),
  quantity: z.number('VALIDATION_FAILED').int().min(1).max(1_000_000),
  note: lineSchema(2000, 0).default(''),
});
export const ordermadeRefSchema = z.looseObject({ requestId: idSchema });
export const adminOrdermadeListSchema = z.looseObject({
  status: z.enum(['requested', 'quoted', 'ordered', 'cancelled']).optional(),
});
export const ordermadeQuoteSchema = ordermadeRefSchema.extend({
  unitPrice: z.number('VALIDATION_FAILED').int().min(1).max(10_000_000),
  note: lineSchema(2000, 0).default(''),
  validDays: z.number().int().min(1).max(90).default(14),
  /** Regular delivery may take up to this many times the quantity per delivery (1: exactly it). */
  maxMultiple: z.number().int().min(1).max(100).default(1),
});
export const ordermadeOrderSchema = createOrderSchema
  .pick({ paymentMethod: true, depositorName: true, orderer: true, recipient: true })
  .extend({ requestId: idSchema });

export type OrdermadeRow = Awaited<ReturnType<typeof findRequest>>;
type Row = OrdermadeRow;

export async function findRequest(db: StoreConn, id: string, memberId: string | null) {
  let query = db.selectFrom('store_ordermade_requests').selectAll().where('id', '=', id);
  if (memberId !== null) query = query.where('member_id', '=', memberId);
  const row = await query.executeTakeFirst();
  if (row === undefined) throw new StoreError('ORDERMADE_NOT_FOUND');
  return row;
}

export function ordermadeView(row: Row, orderNo: string | null) {
  const unit = row.quote_unit_price === null ? null : Number(row.quote_unit_price);
  return {
    requestId: row.id,
    kind: row.kind,
    widthMm: row.width_mm,
    lengthMm: row.length_mm,
    heightMm: row.height_mm,
    material: row.material,
    printColors: Number(row.print_colors),
    quantity: Number(row.quantity),
    note: row.note,
    status: row.status,
    quote:
      unit === null
        ? null
        : {
            unitPrice: unit,
            itemsTotal: unit * Number(row.quantity),
            note: row.quote_note ?? '',
            validUntil: row.quote_valid_until,
            maxMultiple: Number(row.quote_max_multiple ?? 1),
          },
    orderNo,
    /** Set when the quotation was taken up as a regular delivery (`/ordermade/subscribe`). */
    subscriptionId: row.subscription_id,
    createdAt: row.created_at,
  };
}

async function orderNoOf(db: StoreConn, orderId: string | null): Promise<string | null> {
  if (orderId === null) return null;
  const order = await db
    .selectFrom('store_orders')
    .select('order_no')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return order?.order_no ?? null;
}

export async function ordermadeDetail(db: StoreDb, id: string, memberId: string | null) {
  const row = await findRequest(db, id, memberId);
  return {
    ...ordermadeView(row, await orderNoOf(db, row.order_id)),
    // Drawings and images the member added (`files.ts`).
    files: (await filesOf(db, 'ordermade', [row.id])).get(row.id) ?? [],
  };
}

export async function createOrdermade(
  db: StoreDb,
  memberId: string,
  body: z.output<typeof ordermadeCreateSchema>,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const stamp = now.toISOString();
  await db
    .insertInto('store_ordermade_requests')
    .values({
      id,
      member_id: memberId,
      kind: body.kind,
      width_mm: body.widthMm ?? null,
      length_mm: body.lengthMm ?? null,
      height_mm: body.heightMm ?? null,
      material: body.material,
      print_colors: body.printColors,
      quantity: body.quantity,
      note: body.note,
      status: 'requested',
      quote_unit_price: null,
      quote_note: null,
      quote_valid_until: null,
      order_id: null,
      version: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return id;
}

export async function listOrdermade(db: StoreDb, memberId: string | null, status?: string) {
  let query = db.selectFrom('store_ordermade_requests').selectAll();
  if (memberId !== null) query = query.where('member_id', '=', memberId);
  if (status !== undefined) query = query.where('status', '=', status as Row['status']);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(100).execute();
  const items = [];
  for (const row of rows) items.push(ordermadeView(row, await orderNoOf(db, row.order_id)));
  return items;
}

/** An administrator quotes (or re-quotes) a request that is not ordered yet. */
export async function quoteOrdermade(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof ordermadeQuoteSchema>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findRequest(trx, body.requestId, null);
    if (row.status !== 'requested' && row.status !== 'quoted')
      throw new StoreError('TRANSITION_NOT_ALLOWED', { from: row.status, action: 'quote' });
    const validUntil = new Date(now.getTime() + body.validDays * 24 * 60 * 60 * 1000);
    const result = await trx
      .updateTable('store_ordermade_requests')
      .set({
        status: 'quoted',
        quote_unit_price: body.unitPrice,
        quote_note: body.note,
        quote_valid_until: validUntil.toISOString(),
        quote_max_multiple: body.maxMultiple,
        version: Number(row.version) + 1,
        updated_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .where('version', '=', Number(row.version))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new StoreError('ORDER_CHANGED');
    await recordAdminChange(
      appConn(trx),
      admin,
      {
        action: 'quote',
        entity: 'store_ordermade',
        entityId: row.id,
        detail: {
          unitPrice: body.unitPrice,
          validDays: body.validDays,
          maxMultiple: body.maxMultiple,
        },
      },
      now,
    );
  });
}

/**
 * The member's request with a quotation that can be taken up now: ordered once while 'quoted';
 * as a regular delivery while 'quoted' or after that one order (a first lot, then regular
 * deliveries), once. Someone else's request is not found, an unquoted or already taken one is
 * refused, and so is an expired quotation.
 */
export async function quotedRequest(
  trx: StoreConn,
  requestId: string,
  memberId: string,
  action: 'order' | 'subscribe',
  now: Date,
): Promise<Row & { quote_unit_price: number }> {
  const row = await findRequest(trx, requestId, memberId);
  const unitPrice = row.quote_unit_price;
  const open =
    row.status === 'quoted' ||
    (action === 'subscribe' && row.status === 'ordered' && row.subscription_id === null);
  if (!open || unitPrice === null)
    throw new StoreError('TRANSITION_NOT_ALLOWED', { from: row.status, action });
  if (row.quote_valid_until === null || row.quote_valid_until < now.toISOString())
    throw new StoreError('QUOTE_EXPIRED');
  return { ...row, quote_unit_price: unitPrice };
}

/** The order line's names of a made-to-order request: its kind and material, its size. */
export function ordermadeNames(row: Row): { productName: string; optionName: string } {
  const size = [row.width_mm, row.length_mm, row.height_mm].filter((v) => v !== null).join('×');
  return {
    productName: `주문제작 ${row.kind} (${row.material})`,
    optionName: size === '' ? row.material : `${size}mm`,
  };
}

/** What an order of a made-to-order request is sent to and paid with. */
export type OrdermadeOrderFields = Pick<
  z.output<typeof ordermadeOrderSchema>,
  'paymentMethod' | 'depositorName' | 'orderer' | 'recipient'
>;

/**
 * Writes the order of a quoted made-to-order request (a one-off order, and each cycle of a regular
 * delivery of it, `ordermade-subscriptions.ts`): one line at `unitPrice` × `quantity`, the shipping
 * rule, no coupon or points, no stock (it is made for the member).
 */
export async function insertOrdermadeOrder(
  trx: StoreConn,
  memberId: string,
  row: Row,
  quantity: number,
  {
    unitPrice,
    order,
    config,
    now,
    payWithin,
    detail = {},
  }: {
    unitPrice: number;
    order: OrdermadeOrderFields;
    config: StoreConfig;
    now: Date;
    payWithin: number;
    detail?: Record<string, unknown>;
  },
): Promise<CreatedOrder> {
  const itemsTotal = unitPrice * quantity;
  const shippingFee = shippingFeeFor(itemsTotal, config);
  const id = randomUUID();
  const orderNo = newOrderNo(now);
  const stamp = now.toISOString();
  await trx
    .insertInto('store_orders')
    .values({
      id,
      order_no: orderNo,
      member_id: memberId,
      guest_owner: null,
      password_hash: null,
      agree_terms: 0,
      agree_privacy: 0,
      orderer_name: order.orderer.name,
      orderer_phone: order.orderer.phone,
      orderer_email: order.orderer.email ?? null,
      recipient_name: order.recipient.name,
      recipient_phone: order.recipient.phone,
      zipcode: order.recipient.zipcode,
      address1: order.recipient.address1,
      address2: order.recipient.address2,
      delivery_memo: order.recipient.memo,
      status: 'ordered',
      payment_method: order.paymentMethod,
      depositor_name:
        order.paymentMethod === 'bank' ? (order.depositorName ?? order.orderer.name) : null,
      items_total: itemsTotal,
      shipping_fee: shippingFee,
      coupon_discount: 0,
      points_used: 0,
      total: itemsTotal + shippingFee,
      refunded_amount: 0,
      member_coupon_id: null,
      points_earned: 0,
      courier_code: null,
      tracking_no: null,
      pay_due_at: new Date(now.getTime() + payWithin).toISOString(),
      paid_at: null,
      version: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  const names = ordermadeNames(row);
  await trx
    .insertInto('store_order_items')
    .values({
      id: randomUUID(),
      order_id: id,
      product_id: 'ordermade',
      option_id: row.id,
      product_name: names.productName,
      option_name: names.optionName,
      quantity,
      unit_price: unitPrice,
      print: Number(row.print_colors) > 0 ? 1 : 0,
      print_unit_price: 0,
      line_total: itemsTotal,
      cancelled: 0,
    })
    .execute();
  await addEvent(trx, id, 'create', '', 'ordered', 'customer', now, {
    ordermade: row.id,
    ...detail,
  });
  return { orderId: id, orderNo };
}

/**
 * The member orders a quoted request at the quoted price (the amounts come from the quote in
 * the database, never from the request): one order line, the shipping rule, no coupon or points.
 */
export async function orderFromOrdermade(
  db: StoreDb,
  memberId: string,
  body: z.output<typeof ordermadeOrderSchema>,
  config: StoreConfig,
  now: Date,
): Promise<string> {
  if (body.paymentMethod === 'card' && config.inicis === null)
    throw new StoreError('PAYMENT_NOT_CONFIGURED');
  return db.transaction().execute(async (trx) => {
    const row = await quotedRequest(trx, body.requestId, memberId, 'order', now);
    const payWithin = body.paymentMethod === 'card' ? config.cardPayMs : config.bankPayMs;
    const { orderId: id } = await insertOrdermadeOrder(trx, memberId, row, Number(row.quantity), {
      unitPrice: Number(row.quote_unit_price),
      order: body,
      config,
      now,
      payWithin,
    });
    const result = await trx
      .updateTable('store_ordermade_requests')
      .set({
        status: 'ordered',
        order_id: id,
        version: Number(row.version) + 1,
        updated_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .where('version', '=', Number(row.version))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new StoreError('ORDER_CHANGED');
    return id;
  });
}

/** The member withdraws a request that is not ordered yet. */
export async function cancelOrdermade(db: StoreDb, memberId: string, id: string, now: Date) {
  const row = await findRequest(db, id, memberId);
  if (row.status !== 'requested' && row.status !== 'quoted')
    throw new StoreError('TRANSITION_NOT_ALLOWED', { from: row.status, action: 'cancel' });
  const result = await db
    .updateTable('store_ordermade_requests')
    .set({ status: 'cancelled', version: Number(row.version) + 1, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('version', '=', Number(row.version))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new StoreError('ORDER_CHANGED');
}
