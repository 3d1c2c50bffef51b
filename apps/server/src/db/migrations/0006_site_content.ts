import type { Kysely } from 'kysely';

/**
 * Site content the company runs without touching the database:
 * main page announcements, event popups, top banners and recommended entries; company pages
 * (about us, directions, sales agent, standalone pages), certificates and patents, terms /
 * privacy / subscription-terms versions, company news and courier companies; and the markers
 * of seed content already loaded. Portable: text ids, ISO-8601 text times, integer 0/1 flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_announcements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull())
    .addColumn('link_url', 'text')
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('site_announcements_created_at')
    .on('site_announcements')
    .column('created_at')
    .execute();

  // Shown on the main page while starts_at <= now < ends_at.
  await db.schema
    .createTable('site_popups')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('link_url', 'text')
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  for (const table of ['site_banners', 'site_recommended_items'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('image_url', 'text', (col) => col.notNull())
      .addColumn('link_url', 'text')
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  }

  // About us, directions, sales agent (fixed ids) and standalone pages.
  await db.schema
    .createTable('site_pages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('site_certificates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'certificate' or 'patent'.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('number', 'text')
    // YYYY-MM-DD.
    .addColumn('issued_on', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // Terms of service, privacy policy and subscription terms: a new version never changes an
  // old one (rows are never updated); (kind, version) is unique.
  await db.schema
    .createTable('site_policy_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'terms' | 'privacy' | 'subscription'.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('site_policy_versions_kind_version')
    .on('site_policy_versions')
    .columns(['kind', 'version'])
    .unique()
    .execute();

  await db.schema
    .createTable('site_news')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('site_news_published_at')
    .on('site_news')
    .column('published_at')
    .execute();

  await db.schema
    .createTable('site_couriers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    // With `{invoice}` where the tracking number goes.
    .addColumn('tracking_url', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('site_couriers_code')
    .on('site_couriers')
    .column('code')
    .unique()
    .execute();

  // Seed content loaded once (by name), so content an administrator removed stays removed.
  await db.schema
    .createTable('seed_markers')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seed_markers',
    'site_couriers',
    'site_news',
    'site_policy_versions',
    'site_certificates',
    'site_pages',
    'site_recommended_items',
    'site_banners',
    'site_popups',
    'site_announcements',
  ])
    await db.schema.dropTable(table).execute();
}
