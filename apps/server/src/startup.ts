import type { MigrationResult } from 'kysely/migration';
import type { SeedAdmin } from './content/content-seed';
import { migrateToLatest, type Database } from './db/database';
import { withDatabaseLock } from './db/locks';
import type { ObjectStore } from './storage/object-store';

/** The `seed_markers` row that says the first start's seed is done. */
export const INITIAL_SEED_MARKER = 'initial-seed';

export interface PreparedDatabase {
  migrations: MigrationResult[];
  /** What the seed added; null when the database had been seeded before. */
  seeded: { added: string[]; admin: SeedAdmin } | null;
}

/**
 * What a server process does with its database before it listens: the pending migrations (Kysely
 * takes PostgreSQL's migration lock, so processes starting together apply each once), then the
 * seed only while the database has never been seeded, under a lock of its own and checked again
 * once held, so of processes starting at once exactly one seeds and the others wait for it. A
 * restart of a seeded database skips the seed entirely.
 */
export async function prepareDatabase(
  db: Database,
  kind: 'sqlite' | 'postgres',
  /** Left out: migrations only (`main.ts` run alone). */
  seed?: (db: Database) => Promise<{ added: string[]; admin: SeedAdmin }>,
  /** The store that tables kept in older rows move into while migrating. */
  storage?: ObjectStore,
): Promise<PreparedDatabase> {
  const migrations = await migrateToLatest(db, storage ? { storage } : {});
  if (seed === undefined || (await isSeeded(db))) return { migrations, seeded: null };
  const locked = await withDatabaseLock(db, kind, 'seed', async () => {
    if (await isSeeded(db)) return null;
    const result = await seed(db);
    await markSeeded(db);
    return result;
  });
  return { migrations, seeded: locked.ran ? locked.value : null };
}

export async function isSeeded(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('seed_markers')
    .select('name')
    .where('name', '=', INITIAL_SEED_MARKER)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markSeeded(db: Database): Promise<void> {
  await db
    .insertInto('seed_markers')
    .values({ name: INITIAL_SEED_MARKER, applied_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
