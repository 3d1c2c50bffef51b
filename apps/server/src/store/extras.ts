import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { displayName, idSchema, paged, textSchema, type Paging } from '../content/common';
import type { UserRow } from '../db/schema';
import { productCard } from './catalogue';
import { StoreError } from './errors';
import { filesOf } from './files';
import type { StoreConn, StoreDb } from './schema';

/**
 * Member extras of the store: wishes (favourite items), recently viewed
 * products (members and guests, the latest 20), restock notification requests (marked notified
 * when an administrator brings the option back in stock) and reviews, written once per order
 * line of the member's own delivered order.
 */
export const RECENT_LIMIT = 20;

export const productRefSchema = z.looseObject({ productId: idSchema });
export const optionRefSchema = z.looseObject({ optionId: idSchema });
export const reviewCreateSchema = z.looseObject({
  orderItemId: idSchema,
  rating: z.number('VALIDATION_FAILED').int().min(1).max(5),
  content: textSchema(2000),
});

async function publishedProduct(db: StoreConn, id: string): Promise<string> {
  const row = await db
    .selectFrom('store_products')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('alias', '=', id)]))
    .where('is_published', '=', 1)
    .executeTakeFirst();
  if (row === undefined) throw new StoreError('PRODUCT_NOT_FOUND');
  return row.id;
}

async function cards(db: StoreDb, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('store_products')
    .selectAll()
    .where('id', 'in', ids)
    .where('is_published', '=', 1)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, productCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Adds a product to the wishes, or takes it off when it is there; answers the new state. */
export async function toggleWish(db: StoreDb, memberId: string, productId: string, now: Date) {
  const id = await publishedProduct(db, productId);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('store_wishes')
      .where('member_id', '=', memberId)
      .where('product_id', '=', id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    await trx
      .insertInto('store_wishes')
      .values({ member_id: memberId, product_id: id, created_at: now.toISOString() })
      .execute();
    return true;
  });
}

export async function listWishes(db: StoreDb, memberId: string) {
  const rows = await db
    .selectFrom('store_wishes')
    .select('product_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id')
    .limit(200)
    .execute();
  return cards(
    db,
    rows.map((row) => row.product_id),
  );
}

export async function recordView(db: StoreDb, owner: string, productId: string, now: Date) {
  const id = await publishedProduct(db, productId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store_recent_views')
      .values({ owner, product_id: id, viewed_at: now.toISOString() })
      .onConflict((oc) =>
        oc.columns(['owner', 'product_id']).doUpdateSet({ viewed_at: now.toISOString() }),
      )
      .execute();
    const stale = await trx
      .selectFrom('store_recent_views')
      .select('product_id')
      .where('owner', '=', owner)
      .orderBy('viewed_at', 'desc')
      .orderBy('product_id')
      .offset(RECENT_LIMIT)
      .limit(1000)
      .execute();
    if (stale.length > 0)
      await trx
        .deleteFrom('store_recent_views')
        .where('owner', '=', owner)
        .where(
          'product_id',
          'in',
          stale.map((row) => row.product_id),
        )
        .execute();
  });
}

export async function recentViews(db: StoreDb, owner: string) {
  const rows = await db
    .selectFrom('store_recent_views')
    .select('product_id')
    .where('owner', '=', owner)
    .orderBy('viewed_at', 'desc')
    .orderBy('product_id')
    .limit(RECENT_LIMIT)
    .execute();
  return cards(
    db,
    rows.map((row) => row.product_id),
  );
}

/** Asks to be told when a sold-out option is back (once per member and option). */
export async function requestRestock(db: StoreDb, memberId: string, optionId: string, now: Date) {
  const option = await db
    .selectFrom('store_product_options')
    .select(['id', 'stock', 'min_quantity'])
    .where('id', '=', optionId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (option === undefined) throw new StoreError('OPTION_NOT_FOUND', { option: optionId });
  if (Number(option.stock) >= Number(option.min_quantity))
    throw new StoreError('RESTOCK_NOT_NEEDED');
  await db
    .insertInto('store_restock_requests')
    .values({
      id: randomUUID(),
      member_id: memberId,
      option_id: optionId,
      created_at: now.toISOString(),
      notified_at: null,
    })
    .onConflict((oc) => oc.columns(['member_id', 'option_id']).doUpdateSet({ notified_at: null }))
    .execute();
}

export async function myRestockRequests(db: StoreDb, memberId: string) {
  const rows = await db
    .selectFrom('store_restock_requests as r')
    .innerJoin('store_product_options as o', 'o.id', 'r.option_id')
    .innerJoin('store_products as p', 'p.id', 'o.product_id')
    .select([
      'r.option_id',
      'r.created_at',
      'r.notified_at',
      'o.name as option_name',
      'o.stock',
      'p.id as product_id',
      'p.name as product_name',
    ])
    .where('r.member_id', '=', memberId)
    .orderBy('r.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    optionId: row.option_id,
    productId: row.product_id,
    productName: row.product_name,
    optionName: row.option_name,
    stock: Number(row.stock),
    requestedAt: row.created_at,
    notifiedAt: row.notified_at,
  }));
}

/** Marks the waiting requests of an option notified once it can be ordered again. */
export async function markRestocked(trx: StoreConn, optionId: string, now: Date): Promise<number> {
  const option = await trx
    .selectFrom('store_product_options')
    .select(['stock', 'min_quantity'])
    .where('id', '=', optionId)
    .executeTakeFirst();
  if (option === undefined || Number(option.stock) < Number(option.min_quantity)) return 0;
  const result = await trx
    .updateTable('store_restock_requests')
    .set({ notified_at: now.toISOString() })
    .where('option_id', '=', optionId)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A review of an order line of the member's own delivered order, once per line. */
export async function createReview(
  db: StoreDb,
  member: UserRow,
  body: z.output<typeof reviewCreateSchema>,
  now: Date,
): Promise<string> {
  return db.transaction().execute((trx) => insertReview(trx, member, body, now));
}

/** `createReview`'s checks and row inside the caller's transaction (photos join it: `reviews.ts`). */
export async function insertReview(
  trx: StoreConn,
  member: UserRow,
  body: z.output<typeof reviewCreateSchema>,
  now: Date,
): Promise<string> {
  const item = await trx
    .selectFrom('store_order_items as i')
    .innerJoin('store_orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.product_id', 'i.cancelled', 'o.member_id', 'o.status'])
    .where('i.id', '=', body.orderItemId)
    .executeTakeFirst();
  if (
    item === undefined ||
    item.member_id !== member.id ||
    item.status !== 'delivered' ||
    Number(item.cancelled) === 1
  )
    throw new StoreError('REVIEW_NOT_ALLOWED');
  const existing = await trx
    .selectFrom('store_reviews')
    .select('id')
    .where('order_item_id', '=', item.id)
    .executeTakeFirst();
  if (existing !== undefined) throw new StoreError('REVIEW_EXISTS');
  const id = randomUUID();
  await trx
    .insertInto('store_reviews')
    .values({
      id,
      member_id: member.id,
      product_id: item.product_id,
      order_item_id: item.id,
      rating: body.rating,
      content: body.content,
      nickname: displayName(member),
      hidden: 0,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

export async function productReviews(db: StoreDb, productId: string, paging: Paging) {
  const id = await publishedProduct(db, productId);
  const base = db.selectFrom('store_reviews').where('product_id', '=', id).where('hidden', '=', 0);
  const summary = await base
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('average')])
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'rating', 'content', 'nickname', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  const count = Number(summary.n);
  const photos = await filesOf(
    db,
    'review',
    rows.map((row) => row.id),
  );
  return {
    averageRating: count === 0 ? null : Math.round(Number(summary.average) * 10) / 10,
    ...paged(
      rows.map((row) => ({
        id: row.id,
        rating: Number(row.rating),
        content: row.content,
        nickname: row.nickname,
        createdAt: row.created_at,
        photos: photos.get(row.id) ?? [],
      })),
      count,
      paging,
    ),
  };
}
