import type { Kysely } from 'kysely';

/**
 * A guest proves its id with a secret key the server issued (see `guest-keys.ts`).
 * `owner` is what the guest's rows are stored under: `guest-` plus 32 hex digits, never the
 * 10-digit id the client shows, so a second holder of the same id (a guess, a copy, two visitors
 * in one millisecond) gets a guest of its own. Only the key's SHA-256 is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guests')
    .addColumn('owner', 'text', (col) => col.primaryKey())
    .addColumn('guest_id', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('guests_created_at').on('guests').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guests').execute();
}
