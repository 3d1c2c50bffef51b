import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from './database';

/** A PostgreSQL advisory-lock key (a signed 64-bit number) for a lock's name. */
export function advisoryKey(name: string): string {
  return createHash('sha256').update(`tonggye:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `work` while this process holds the named lock across every server process on the same
 * PostgreSQL: a session advisory lock held on one connection of the pool for the whole run
 * (`work` queries through the pool as usual). `wait: false` answers `{ ran: false }` at once when
 * another process holds it. On SQLite (one machine, one file) `work` simply runs.
 */
export async function withDatabaseLock<T>(
  db: Database,
  kind: 'sqlite' | 'postgres',
  name: string,
  work: () => Promise<T>,
  { wait = true }: { wait?: boolean } = {},
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (kind === 'sqlite') return { ran: true, value: await work() };
  const key = advisoryKey(name);
  return db.connection().execute(async (connection) => {
    if (wait) {
      await sql`select pg_advisory_lock(${key}::bigint)`.execute(connection);
    } else {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(connection);
      if (rows[0]?.locked !== true) return { ran: false };
    }
    try {
      return { ran: true, value: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
