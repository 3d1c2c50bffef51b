import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Regular delivery of a quoted made-to-order product (`subsFromOrdermade`):
 *
 * - `store_subscriptions.option_id` may be null: a made-to-order subscription has no catalogue
 *   option. It names its request in `ordermade_request_id` and keeps the quoted unit price in
 *   `unit_price` (each cycle's order is charged that price, never the catalogue's).
 * - `store_ordermade_requests.subscription_id`: the regular delivery the quotation was taken up as
 *   (the request is then 'ordered', like a one-off order, with `order_id` null), and
 *   `quote_max_multiple`: the shop's quotation may allow a delivery of up to this many times the
 *   requested quantity (null: only the requested quantity).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table store_subscriptions alter column option_id drop not null`.execute(db);
  } else {
    await relaxSqliteOptionId(db);
  }
  // SQLite adds one column per statement.
  await db.schema
    .alterTable('store_subscriptions')
    .addColumn('ordermade_request_id', 'text')
    .execute();
  await db.schema.alterTable('store_subscriptions').addColumn('unit_price', 'integer').execute();
  await db.schema
    .alterTable('store_ordermade_requests')
    .addColumn('subscription_id', 'text')
    .execute();
  await db.schema
    .alterTable('store_ordermade_requests')
    .addColumn('quote_max_multiple', 'integer')
    .execute();
  await db.schema
    .createIndex('store_subscriptions_ordermade')
    .on('store_subscriptions')
    .column('ordermade_request_id')
    .execute();
}

/**
 * SQLite cannot drop a NOT NULL in place: the table is rebuilt from its own definition without
 * it (SQLite's documented procedure: foreign keys off outside the transaction, copy, drop,
 * rename, indexes again, foreign-key check, commit). Kysely runs SQLite migrations outside a
 * transaction on the one connection, so the pragma takes effect. Whatever columns earlier
 * migrations added are kept, in their order.
 */
async function relaxSqliteOptionId(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'store_subscriptions'`.execute(
    db,
  );
  const definition = table.rows[0]?.sql;
  const relaxed = definition?.replace(/("option_id"\s+text)\s+not null/i, '$1');
  if (definition === undefined || relaxed === undefined || relaxed === definition)
    throw new Error('store_subscriptions.option_id: unexpected table definition');
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'store_subscriptions' and sql is not null`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql
        .raw(
          relaxed.replace(
            /^CREATE TABLE\s+"?store_subscriptions"?/i,
            'CREATE TABLE "store_subscriptions_next"',
          ),
        )
        .execute(db);
      await sql`insert into store_subscriptions_next select * from store_subscriptions`.execute(db);
      await sql`drop table store_subscriptions`.execute(db);
      await sql`alter table store_subscriptions_next rename to store_subscriptions`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('store_subscriptions: foreign keys broken');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Drops the added columns; option_id stays nullable (null rows would not survive otherwise). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('store_subscriptions_ordermade').execute();
  for (const column of ['quote_max_multiple', 'subscription_id'])
    await db.schema.alterTable('store_ordermade_requests').dropColumn(column).execute();
  for (const column of ['unit_price', 'ordermade_request_id'])
    await db.schema.alterTable('store_subscriptions').dropColumn(column).execute();
}
