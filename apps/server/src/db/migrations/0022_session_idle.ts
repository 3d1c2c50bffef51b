import type { Kysely } from 'kysely';

/**
 * A login token also ends after the site's idle-logout time without use (sliding): `idle_ms` is
 * that time as the session was made with, `absolute_expires_at` the end of its whole lifetime
 * (`TOKEN_TTL_DAYS`); `expires_at` moves forward with use, never past the absolute end. Sessions
 * made before have neither and keep their fixed end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('idle_ms', 'bigint').execute();
  await db.schema.alterTable('sessions').addColumn('absolute_expires_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('absolute_expires_at').execute();
  await db.schema.alterTable('sessions').dropColumn('idle_ms').execute();
}
