import type { Kysely } from 'kysely';

/**
 * A member edits and deletes their own product review:
 * `store_reviews.updated_at` is when the author last changed the rating, text or photos (null
 * while the review is as first written).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_reviews').addColumn('updated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_reviews').dropColumn('updated_at').execute();
}
