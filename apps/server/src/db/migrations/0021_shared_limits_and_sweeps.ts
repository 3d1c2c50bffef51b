import type { Kysely } from 'kysely';

/**
 * State that several server processes share through the database:
 * - `rate_limits`: one fixed-window counter per limiter and key (`accounts/rate-limit.ts`), so N
 *   processes allow what one would, and a restart forgets nothing;
 * - `periodic_runs`: when each periodic sweep last started (`periodic.ts`), so each runs once per
 *   interval whichever process's timer fires.
 * Times are milliseconds since the epoch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window_start')
    .on('rate_limits')
    .column('window_start')
    .execute();
  await db.schema
    .createTable('periodic_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('periodic_runs').execute();
  await db.schema.dropTable('rate_limits').execute();
}
