import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminChange, type AdminIdentity } from '../admin';
import { idSchema, lineSchema } from '../content/common';
import type { StoreConfig } from './config';
import { StoreError } from './errors';
import { filesOf } from './files';
import { addEvent, createOrderSchema, newOrderNo } from './orders';
import { shippingFeeFor } from './pricing';
import { appConn, type StoreConn, type StoreDb } from './schema';

/**
 * Made-to-order (issue 11, item 6): a member asks for a product made to their measure (type,
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
});
export const ordermadeOrderSchema = createOrderSchema
  .pick({ paymentMethod: true, depositorName: true, orderer: true, recipient: true })
  .extend({ requestId: idSchema });

type Row = Awaited<ReturnType<typeof findRequest>>;

async function findRequest(db: StoreConn, id: string, memberId: string | null) {
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
          },
    orderNo,
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
        detail: { unitPrice: body.unitPrice, validDays: body.validDays },
      },
      now,
    );
  });
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
    const row = await findRequest(trx, body.requestId, memberId);
    if (row.status !== 'quoted' || row.quote_unit_price === null)
      throw new StoreError('TRANSITION_NOT_ALLOWED', { from: row.status, action: 'order' });
    if (row.quote_valid_until === null || row.quote_valid_until < now.toISOString())
      throw new StoreError('QUOTE_EXPIRED');
    const unit = Number(row.quote_unit_price);
    const quantity = Number(row.quantity);
    const itemsTotal = unit * quantity;
    const shippingFee = shippingFeeFor(itemsTotal, config);
    const id = randomUUID();
    const orderNo = newOrderNo(now);
    const stamp = now.toISOString();
    const payWithin = body.paymentMethod === 'card' ? config.cardPayMs : config.bankPayMs;
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
    const size = [row.width_mm, row.length_mm, row.height_mm].filter((v) => v !== null).join('×');
    await trx
      .insertInto('store_order_items')
      .values({
        id: randomUUID(),
        order_id: id,
        product_id: 'ordermade',
        option_id: row.id,
        product_name: `주문제작 ${row.kind} (${row.material})`,
        option_name: size === '' ? row.material : `${size}mm`,
        quantity,
        unit_price: unit,
        print: Number(row.print_colors) > 0 ? 1 : 0,
        print_unit_price: 0,
        line_total: itemsTotal,
        cancelled: 0,
      })
      .execute();
    await addEvent(trx, id, 'create', '', 'ordered', 'customer', now, { ordermade: row.id });
    const result = await trx
      .updateTable('store_ordermade_requests')
      .set({
        status: 'ordered',
        order_id: id,
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
