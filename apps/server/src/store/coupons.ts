import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminChange, type AdminIdentity } from '../admin';
import { idSchema, lineSchema, paged, type Paging } from '../content/common';
import { StoreError } from './errors';
import { appConn, type StoreConn, type StoreDb } from './schema';

/**
 * Coupons and points of members. A coupon is percentage (capped) or fixed, valid between two
 * times, with a minimum order; a member holds each coupon at most once and uses it once (the
 * unique pair and the conditional "unused" update). Points are earned on delivery (1% of the
 * paid items by default, `STORE_POINTS_PERMILLE`), spent at order, returned on cancellation.
 */
export const issueCouponSchema = z.looseObject({ couponId: idSchema });

const isoTime = z.iso.datetime({ offset: true });

export const couponCreateSchema = z
  .looseObject({
    name: lineSchema(100),
    nameEn: lineSchema(100),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int().min(1).max(10_000_000),
    maxDiscount: z.number().int().min(1).max(10_000_000).nullish(),
    minOrder: z.number().int().min(0).max(100_000_000).default(0),
    startsAt: isoTime,
    endsAt: isoTime,
    offered: z.boolean().default(false),
  })
  .refine((body) => body.kind === 'fixed' || body.value <= 100, {
    message: 'VALIDATION_FAILED',
    path: ['value'],
  })
  .refine((body) => new Date(body.startsAt) < new Date(body.endsAt), {
    message: 'VALIDATION_FAILED',
    path: ['endsAt'],
  });
export const couponGrantSchema = z.looseObject({ couponId: idSchema, memberId: idSchema });

function couponView(row: {
  id: string;
  name: string;
  name_en: string;
  kind: string;
  value: number;
  max_discount: number | null;
  min_order: number;
  starts_at: string;
  ends_at: string;
}) {
  return {
    couponId: row.id,
    name: row.name,
    nameEn: row.name_en,
    kind: row.kind,
    value: Number(row.value),
    maxDiscount: row.max_discount === null ? null : Number(row.max_discount),
    minOrder: Number(row.min_order),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}

/** Coupons on offer now (`/coupon-offers`), with whether the member already holds each. */
export async function couponOffers(db: StoreDb, memberId: string | null, now: Date) {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('store_coupons')
    .selectAll()
    .where('is_offered', '=', 1)
    .where('is_active', '=', 1)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('ends_at')
    .orderBy('id')
    .execute();
  const held = new Set(
    memberId === null
      ? []
      : (
          await db
            .selectFrom('store_member_coupons')
            .select('coupon_id')
            .where('member_id', '=', memberId)
            .execute()
        ).map((row) => row.coupon_id),
  );
  return rows.map((row) => ({ ...couponView(row), issued: held.has(row.id) }));
}

async function grant(trx: StoreConn, couponId: string, memberId: string, now: Date) {
  const existing = await trx
    .selectFrom('store_member_coupons')
    .select('id')
    .where('coupon_id', '=', couponId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (existing !== undefined) throw new StoreError('COUPON_ALREADY_ISSUED');
  const id = randomUUID();
  await trx
    .insertInto('store_member_coupons')
    .values({
      id,
      coupon_id: couponId,
      member_id: memberId,
      used_order_id: null,
      issued_at: now.toISOString(),
      used_at: null,
    })
    .execute();
  return id;
}

/** A member takes an offered coupon (once). */
export async function issueOfferedCoupon(
  db: StoreDb,
  memberId: string,
  couponId: string,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const coupon = await trx
      .selectFrom('store_coupons')
      .selectAll()
      .where('id', '=', couponId)
      .where('is_offered', '=', 1)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (coupon === undefined) throw new StoreError('COUPON_NOT_FOUND');
    if (at < coupon.starts_at || at >= coupon.ends_at) throw new StoreError('COUPON_EXPIRED');
    return grant(trx, couponId, memberId, now);
  });
}

/** The member's coupons: usable now first, then used or expired ones. */
export async function myCoupons(db: StoreDb, memberId: string, now: Date) {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('store_member_coupons as mc')
    .innerJoin('store_coupons as c', 'c.id', 'mc.coupon_id')
    .selectAll('c')
    .select(['mc.id as member_coupon_id', 'mc.used_order_id', 'mc.used_at', 'mc.issued_at'])
    .where('mc.member_id', '=', memberId)
    .orderBy('c.ends_at')
    .orderBy('mc.id')
    .execute();
  return rows.map((row) => ({
    memberCouponId: row.member_coupon_id,
    ...couponView(row),
    issuedAt: row.issued_at,
    usedAt: row.used_at,
    usable:
      row.used_order_id === null &&
      Number(row.is_active) === 1 &&
      row.starts_at <= at &&
      at < row.ends_at,
  }));
}

export async function pointHistory(db: StoreDb, memberId: string, paging: Paging) {
  const balance = await db
    .selectFrom('store_point_balances')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const base = db.selectFrom('store_point_ledger').where('member_id', '=', memberId);
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
  const orders = new Map<string, string>();
  const orderIds = [...new Set(rows.map((row) => row.order_id).filter((id) => id !== null))];
  if (orderIds.length > 0)
    for (const order of await db
      .selectFrom('store_orders')
      .select(['id', 'order_no'])
      .where('id', 'in', orderIds)
      .execute())
      orders.set(order.id, order.order_no);
  return {
    balance: Number(balance?.balance ?? 0),
    ...paged(
      rows.map((row) => ({
        reason: row.reason,
        delta: Number(row.delta),
        orderNo: row.order_id === null ? null : (orders.get(row.order_id) ?? null),
        createdAt: row.created_at,
      })),
      Number(count.n),
      paging,
    ),
  };
}

export async function createCoupon(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof couponCreateSchema>,
  now: Date,
) {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store_coupons')
      .values({
        id,
        name: body.name,
        name_en: body.nameEn,
        kind: body.kind,
        value: body.value,
        max_discount: body.maxDiscount ?? null,
        min_order: body.minOrder,
        starts_at: new Date(body.startsAt).toISOString(),
        ends_at: new Date(body.endsAt).toISOString(),
        is_offered: body.offered ? 1 : 0,
        is_active: 1,
        created_at: now.toISOString(),
      })
      .execute();
    await recordAdminChange(
      appConn(trx),
      admin,
      { action: 'create', entity: 'store_coupon', entityId: id, detail: { name: body.name } },
      now,
    );
  });
  return id;
}

export async function grantCoupon(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof couponGrantSchema>,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const coupon = await trx
      .selectFrom('store_coupons')
      .select('id')
      .where('id', '=', body.couponId)
      .executeTakeFirst();
    const member = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', body.memberId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (coupon === undefined || member === undefined) throw new StoreError('COUPON_NOT_FOUND');
    const id = await grant(trx, body.couponId, body.memberId, now);
    await recordAdminChange(
      appConn(trx),
      admin,
      {
        action: 'grant',
        entity: 'store_coupon',
        entityId: body.couponId,
        detail: { memberId: body.memberId },
      },
      now,
    );
    return id;
  });
}

export async function listCoupons(db: StoreDb, paging: Paging) {
  const count = await db
    .selectFrom('store_coupons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('store_coupons')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return paged(
    rows.map((row) => ({
      ...couponView(row),
      offered: Number(row.is_offered) === 1,
      active: Number(row.is_active) === 1,
    })),
    Number(count.n),
    paging,
  );
}
