import type { Kysely } from 'kysely';

/**
 * Stored objects waiting to be removed. A row is written in the same transaction that stops
 * naming the object (a dataset removed, a version collected), so an object is only ever removed
 * after that commit, and a failed removal is tried again by the periodic sweep. An upload being
 * received has a row too, due later (a lease), removed in the transaction that stores the
 * dataset: a crash between the two leaves nothing behind for good.
 * A key ending in `/` names every object under it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('storage_deletions')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('storage_deletions_due_at')
    .on('storage_deletions')
    .column('due_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('storage_deletions').execute();
}
