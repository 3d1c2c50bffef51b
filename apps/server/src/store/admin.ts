import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminChange, type AdminIdentity } from '../admin';
import { idSchema, lineSchema } from '../content/common';
import { refreshListPrice } from './catalogue';
import type { StoreConfig } from './config';
import { StoreError } from './errors';
import { cancelOrder, deliver, refund, transition } from './orders';
import { confirmBankTransfer } from './payments';
import { refundAccountSchema } from './refunds';
import { appConn, type StoreDb } from './schema';
import { nextStatus } from './state';

/** Administration of the store: products, stock, orders and coupons. */
const won = z.number('VALIDATION_FAILED').int().min(0).max(100_000_000);
const mm = z.number().int().min(1).max(10_000).nullish();

const optionSchema = z.looseObject({
  name: lineSchema(100),
  nameEn: lineSchema(100),
  widthMm: mm,
  lengthMm: mm,
  heightMm: mm,
  minQuantity: z.number().int().min(1).max(100_000).default(1),
  quantityStep: z.number().int().min(1).max(100_000).default(1),
  stock: z.number().int().min(0).max(10_000_000).default(0),
  printUnitPrice: won.nullish(),
  tiers: z
    .array(z.looseObject({ minQuantity: z.number().int().min(1).max(100_000), unitPrice: won }))
    .min(1)
    .max(20),
});

export const productCreateSchema = z.looseObject({
  alias: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,40}$/, 'VALIDATION_FAILED')
    .nullish(),
  categoryCode: z.string().regex(/^\d{2}$/, 'VALIDATION_FAILED'),
  name: lineSchema(200),
  nameEn: lineSchema(200),
  summary: lineSchema(300, 0).default(''),
  description: z.string().max(20_000).default(''),
  todayShipping: z.boolean().default(false),
  isSample: z.boolean().default(false),
  recommendOrder: z.number().int().min(0).max(10_000).nullish(),
  options: z.array(optionSchema).min(1).max(50),
});
export const productUpdateSchema = z.looseObject({
  id: idSchema,
  name: lineSchema(200).optional(),
  nameEn: lineSchema(200).optional(),
  summary: lineSchema(300, 0).optional(),
  description: z.string().max(20_000).optional(),
  todayShipping: z.boolean().optional(),
  recommendOrder: z.number().int().min(0).max(10_000).nullish(),
  published: z.boolean().optional(),
});
export const stockSchema = z.looseObject({
  optionId: idSchema,
  stock: z.number('VALIDATION_FAILED').int().min(0).max(10_000_000),
});
export const adminOrderSchema = z.looseObject({ orderNo: z.string().trim().min(1).max(40) });
export const adminTransitionSchema = adminOrderSchema.extend({
  action: z.enum(['prepare', 'ship', 'deliver', 'cancel', 'refund']),
  courierCode: z.string().trim().max(40).nullish(),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{4,40}$/, 'VALIDATION_FAILED')
    .nullish(),
  /** Order item ids for a partial cancellation. */
  itemIds: z.array(idSchema).min(1).max(50).optional(),
  /** For a paid bank-transfer order: the account the refund is paid to (or later, on completing). */
  refundAccount: refundAccountSchema.nullish(),
});

function checkTiers(option: z.output<typeof optionSchema>): void {
  const mins = option.tiers.map((tier) => tier.minQuantity);
  if (new Set(mins).size !== mins.length || !mins.includes(option.minQuantity))
    throw new StoreError('QUANTITY_INVALID', {
      min: option.minQuantity,
      step: option.quantityStep,
      max: 100_000,
    });
}

export async function createProduct(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof productCreateSchema>,
  now: Date,
): Promise<string> {
  body.options.forEach(checkTiers);
  const id = randomUUID();
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const category = await trx
      .selectFrom('store_categories')
      .select('code')
      .where('code', '=', body.categoryCode)
      .executeTakeFirst();
    if (category === undefined)
      throw new StoreError('CATEGORY_NOT_FOUND', { category: body.categoryCode });
    await trx
      .insertInto('store_products')
      .values({
        id,
        alias: body.alias ?? null,
        category_code: body.categoryCode,
        name: body.name,
        name_en: body.nameEn,
        summary: body.summary,
        description: body.description,
        list_price: 0,
        today_shipping: body.todayShipping ? 1 : 0,
        is_sample: body.isSample ? 1 : 0,
        recommend_order: body.recommendOrder ?? null,
        sold_count: 0,
        image_color: '#c8a27a',
        is_published: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    for (const [index, option] of body.options.entries()) {
      const optionId = randomUUID();
      await trx
        .insertInto('store_product_options')
        .values({
          id: optionId,
          product_id: id,
          name: option.name,
          name_en: option.nameEn,
          width_mm: option.widthMm ?? null,
          length_mm: option.lengthMm ?? null,
          height_mm: option.heightMm ?? null,
          min_quantity: option.minQuantity,
          quantity_step: option.quantityStep,
          stock: option.stock,
          print_unit_price: option.printUnitPrice ?? null,
          sort_order: index,
          is_active: 1,
        })
        .execute();
      await trx
        .insertInto('store_price_tiers')
        .values(
          option.tiers.map((tier) => ({
            id: randomUUID(),
            option_id: optionId,
            min_quantity: tier.minQuantity,
            unit_price: tier.unitPrice,
          })),
        )
        .execute();
    }
    await refreshListPrice(trx, id);
    await recordAdminChange(
      appConn(trx),
      admin,
      { action: 'create', entity: 'store_product', entityId: id, detail: { name: body.name } },
      now,
    );
  });
  return id;
}

export async function updateProduct(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof productUpdateSchema>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const values = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.nameEn !== undefined ? { name_en: body.nameEn } : {}),
      ...(body.summary !== undefined ? { summary: body.summary } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.todayShipping !== undefined ? { today_shipping: body.todayShipping ? 1 : 0 } : {}),
      ...(body.recommendOrder !== undefined ? { recommend_order: body.recommendOrder } : {}),
      ...(body.published !== undefined ? { is_published: body.published ? 1 : 0 } : {}),
    };
    const result = await trx
      .updateTable('store_products')
      .set({ ...values, updated_at: now.toISOString() })
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new StoreError('PRODUCT_NOT_FOUND');
    await recordAdminChange(
      appConn(trx),
      admin,
      { action: 'update', entity: 'store_product', entityId: body.id, detail: values },
      now,
    );
  });
}

export async function setStock(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof stockSchema>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('store_product_options')
      .select('stock')
      .where('id', '=', body.optionId)
      .executeTakeFirst();
    if (before === undefined) throw new StoreError('OPTION_NOT_FOUND', { option: body.optionId });
    await trx
      .updateTable('store_product_options')
      .set({ stock: body.stock })
      .where('id', '=', body.optionId)
      .execute();
    // The waiting members are mailed after the commit (`restock-mail.ts`, never twice).
    const waiting = await trx
      .selectFrom('store_restock_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('option_id', '=', body.optionId)
      .where('notified_at', 'is', null)
      .executeTakeFirstOrThrow();
    await recordAdminChange(
      appConn(trx),
      admin,
      {
        action: 'stock',
        entity: 'store_product_option',
        entityId: body.optionId,
        detail: { from: Number(before.stock), to: body.stock, restockWaiting: Number(waiting.n) },
      },
      now,
    );
  });
}

/** An administrator moves an order along the state machine (with the audit record). */
export async function adminTransition(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof adminTransitionSchema>,
  config: StoreConfig,
  now: Date,
): Promise<void> {
  const actor = `admin:${admin.user.id}` as const;
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('store_orders')
      .selectAll()
      .where('order_no', '=', body.orderNo)
      .executeTakeFirst();
    if (order === undefined) throw new StoreError('ORDER_NOT_FOUND');
    switch (body.action) {
      case 'prepare':
        await transition(trx, order, 'prepare', actor, now);
        break;
      case 'ship': {
        // The state first: shipping an unprepared order is refused whatever else is sent.
        nextStatus(order.status, 'ship', 'shop');
        if (!body.courierCode || !body.trackingNo) throw new StoreError('TRACKING_REQUIRED');
        const courier = await trx
          .selectFrom('site_couriers')
          .select('code')
          .where('code', '=', body.courierCode)
          .executeTakeFirst();
        if (courier === undefined)
          throw new StoreError('COURIER_NOT_FOUND', { courier: body.courierCode });
        await transition(trx, order, 'ship', actor, now, {
          courier_code: body.courierCode,
          tracking_no: body.trackingNo,
        });
        break;
      }
      case 'deliver':
        await deliver(trx, order, actor, config, now);
        break;
      case 'cancel':
        await cancelOrder(
          trx,
          order,
          actor,
          body.itemIds,
          config,
          now,
          'cancel',
          body.refundAccount ?? null,
        );
        break;
      case 'refund':
        await refund(trx, order, actor, now, config, body.refundAccount ?? null);
        break;
    }
    await recordAdminChange(
      appConn(trx),
      admin,
      {
        action: body.action,
        entity: 'store_order',
        entityId: order.id,
        detail: {
          orderNo: body.orderNo,
          ...(body.itemIds ? { itemIds: body.itemIds } : {}),
          ...(body.trackingNo
            ? { courierCode: body.courierCode, trackingNo: body.trackingNo }
            : {}),
        },
      },
      now,
    );
  });
}

export { confirmBankTransfer };
