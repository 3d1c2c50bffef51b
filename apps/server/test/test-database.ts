import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/db/database';

/**
 * Which database the server tests run on. The Vitest project says it (`TEST_DATABASE` in
 * vitest.config.ts: `unit` → sqlite, `server-pg` → postgres); run by hand, a postgres
 * `TEST_DATABASE_URL` means postgres.
 */
export type TestDatabaseKind = 'sqlite' | 'postgres';

const POSTGRES_URL = /^postgres(ql)?:\/\//;

export function testDatabaseKind(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind {
  const named = env.TEST_DATABASE?.trim();
  if (named === 'sqlite' || named === 'postgres') return named;
  if (named) throw new Error(`TEST_DATABASE must be sqlite or postgres, got "${named}"`);
  return POSTGRES_URL.test(env.TEST_DATABASE_URL ?? '') ? 'postgres' : 'sqlite';
}

/** True when the tests run on PostgreSQL; for `it.skipIf` of SQLite-only tests. */
export const onPostgres = testDatabaseKind() === 'postgres';

/** The admin URL of the PostgreSQL the tests may create databases in. */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
  if (!POSTGRES_URL.test(url)) {
    throw new Error(
      'The server-pg tests need TEST_DATABASE_URL=postgres://user@host:port/postgres (a role that ' +
        'may CREATE DATABASE). `pnpm test:server-pg` starts a throwaway PostgreSQL and sets it.',
    );
  }
  return url;
}

let admin: pg.Pool | undefined;
function adminPool(): pg.Pool {
  // One small pool per test file (worker) for CREATE/DROP DATABASE; closed when the worker ends.
  if (admin === undefined) {
    admin = new pg.Pool({ connectionString: adminUrl(), max: 2, idleTimeoutMillis: 1000 });
    admin.on('error', () => undefined);
  }
  return admin;
}

export interface TestDatabase extends DatabaseHandle {
  /** The DATABASE_URL that opens this same database (for a server started as a process). */
  url: string;
  /** Closes the handle and removes the database (PostgreSQL) or leaves the file to its folder. */
  dispose(): Promise<void>;
}

/**
 * A new, empty database for one test server: a SQLite file in `dir`, or on PostgreSQL a
 * database of its own (`srv_<random>`), dropped by `dispose`, so test files running in
 * parallel never see each other's rows.
 */
export async function createTestDatabase(dir: string): Promise<TestDatabase> {
  if (testDatabaseKind() === 'sqlite') {
    const url = `file:${join(dir, 'app.sqlite')}`;
    const handle = createDatabase(url);
    return { ...handle, url, dispose: () => handle.db.destroy() };
  }
  const name = `srv_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(name);
  await adminPool().query(`CREATE DATABASE ${name}`);
  const handle = createDatabase(url, { poolSize: 4 });
  return {
    ...handle,
    url,
    async dispose() {
      await handle.db.destroy();
      await dropTestDatabase(name);
    },
  };
}

/** The admin URL with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by `createTestDatabase`, closing whatever still uses it. */
export async function dropTestDatabase(name: string): Promise<void> {
  if (!/^srv_[0-9a-f]+$/.test(name)) throw new Error(`not a test database: ${name}`);
  await adminPool().query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
