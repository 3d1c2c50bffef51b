import type { Kysely } from 'kysely';

/**
 * The `main_center` ad slot of the main page: ad cards with a picture, a
 * title and alt text in Korean and English, a link, an active period and an order. Shown while
 * starts_at <= now and (ends_at is null or now < ends_at). The picture's own size is kept so the
 * site reserves its place before it loads. Portable like 0006: text ids, ISO-8601 text times,
 * integer 0/1 flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_center_ads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('alt_ko', 'text', (col) => col.notNull())
    .addColumn('alt_en', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('image_width', 'integer', (col) => col.notNull())
    .addColumn('image_height', 'integer', (col) => col.notNull())
    .addColumn('link_url', 'text')
    .addColumn('starts_at', 'text', (col) => col.notNull())
    // Null: no end.
    .addColumn('ends_at', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('site_center_ads_sort_order')
    .on('site_center_ads')
    .columns(['sort_order', 'starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_center_ads').execute();
}
