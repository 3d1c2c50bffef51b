import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { migrationsFor } from './migrations';
import type { ObjectStore } from '../storage/object-store';
import { openSqlite } from './node-sqlite';
import { createPostgresPool, redactUrl } from './postgres';
import type { DatabaseSchema } from './schema';

export type Database = Kysely<DatabaseSchema>;

/** What a PostgreSQL pool tells about itself (pg.Pool's counters), for the server's metrics. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'sqlite' | 'postgres';
  /**
   * Where the data lives, for the start-up line: the file path for SQLite, the URL without
   * its password for PostgreSQL.
   */
  location: string;
  /** PostgreSQL's connection pool, for its metrics (none for SQLite). */
  pool?: PoolCounts;
}

export interface CreateDatabaseOptions {
  /** Base of a relative `file:` path; the working directory by default. */
  cwd?: string;
  /** Most PostgreSQL connections at once (`DATABASE_POOL_SIZE`); 10 by default. */
  poolSize?: number;
  /** SQLite: checkpoint the WAL from a thread of its own (the server's setting, see `openSqlite`). */
  backgroundCheckpoints?: boolean;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/**
 * Opens the database named by `DATABASE_URL`:
 * - `file:./data/app.sqlite` (relative to `cwd`), `file:/abs/path.sqlite` or `file::memory:`
 *   → SQLite through node:sqlite, the parent folder created when missing;
 *   (WAL, foreign keys, a busy timeout: see `openSqlite`);
 * - `postgres://user:pass@host:5432/db` or `postgresql://…` → PostgreSQL through a pg pool
 *   (int8 answered as numbers, see `postgres.ts`). Nothing connects until the first query.
 *
 * `db.destroy()` closes either: the SQLite file, or the pool once running queries end.
 */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): DatabaseHandle {
  if (url.startsWith('file:')) {
    const target = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (target === '')
      throw new Error('DATABASE_URL "file:" needs a path, e.g. file:./data/app.sqlite');
    const path = target === ':memory:' ? ':memory:' : resolve(options.cwd ?? process.cwd(), target);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = openSqlite(path, {
      backgroundCheckpoints: options.backgroundCheckpoints === true,
    });
    return {
      db: new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) }),
      kind: 'sqlite',
      location: path,
    };
  }
  if (POSTGRES_URL.test(url)) {
    const pool = createPostgresPool(url, { max: options.poolSize });
    return {
      db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      location: redactUrl(url),
      pool,
    };
  }
  throw new Error(
    `DATABASE_URL must start with file: or postgres://, got "${url.split(':')[0]}:…"`,
  );
}

/**
 * Runs every pending migration of `migrations/`; throws when one fails. `storage` is where
 * tables kept in the database by older versions are moved (needed only when there are some).
 */
export async function migrateToLatest(
  db: Database,
  { storage }: { storage?: ObjectStore } = {},
): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrationsFor(storage)) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    // No failed migration: the database could not be reached or locked at all.
    throw new Error(
      failed
        ? `migration ${failed.migrationName} failed`
        : 'could not migrate the database (is it reachable?)',
      { cause: error },
    );
  }
  return results;
}
