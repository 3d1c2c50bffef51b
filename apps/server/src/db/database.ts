import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { migrations } from './migrations';
import { openSqlite } from './node-sqlite';
import type { DatabaseSchema } from './schema';

export type Database = Kysely<DatabaseSchema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'sqlite';
  /** Where the data lives, for the start-up line (the file path for SQLite). */
  location: string;
}

export interface CreateDatabaseOptions {
  /** Base of a relative `file:` path; the working directory by default. */
  cwd?: string;
}

/**
 * Opens the database named by `DATABASE_URL`:
 * - `file:./data/app.sqlite` (relative to `cwd`), `file:/abs/path.sqlite` or `file::memory:`
 *   → SQLite through node:sqlite, the parent folder created when missing;
 * - `postgres://…` → reserved for the PostgreSQL issue (one more branch here).
 */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): DatabaseHandle {
  if (url.startsWith('file:')) {
    const target = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (target === '')
      throw new Error('DATABASE_URL "file:" needs a path, e.g. file:./data/app.sqlite');
    const path = target === ':memory:' ? ':memory:' : resolve(options.cwd ?? process.cwd(), target);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = openSqlite(path);
    return {
      db: new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) }),
      kind: 'sqlite',
      location: path,
    };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL: PostgreSQL is not supported yet; use file:./data/app.sqlite');
  }
  throw new Error(
    `DATABASE_URL must start with file: or postgres://, got "${url.split(':')[0]}:…"`,
  );
}

/** Runs every pending migration of `migrations/`; throws when one fails. */
export async function migrateToLatest(db: Database): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results;
}
