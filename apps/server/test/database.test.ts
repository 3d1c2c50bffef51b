import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase, migrateToLatest, type Database } from '../src/db/database';
import { openSqlite } from '../src/db/node-sqlite';
import { migrations } from '../src/db/migrations';
import { parseInt8, redactUrl } from '../src/db/postgres';
import { SAMPLE_DATASET_ID, SAMPLE_OWNER, seed } from '../src/seed';
import { countRows } from './helpers';
import {
  createTestDatabase,
  onPostgres,
  testDatabaseKind,
  type TestDatabase,
} from './test-database';

const dirs: string[] = [];
const open: Database[] = [];
const databases: TestDatabase[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-db-'));
  dirs.push(dir);
  return dir;
}
/** A fresh database of the project's kind (SQLite file, or a PostgreSQL database of its own). */
async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase(tempDir());
  databases.push(database);
  return database;
}
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
  for (const database of databases.splice(0)) await database.dispose();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SQLITE_ONLY = '(SQLite only: node:sqlite file and pragmas; skipped on PostgreSQL)';

function newDataset(id: string) {
  return {
    id,
    owner: 'guest-1234567890',
    file_name: 'a.csv',
    title: 'a',
    format: 'csv',
    encoding: 'utf-8',
    delimiter: ',',
    info_json: '{"format":"csv"}',
    row_count: 1,
    column_count: 1,
    summary_json: '{}',
    size_bytes: 4,
    created_at: new Date().toISOString(),
  };
}

describe(`the database (${testDatabaseKind()})`, () => {
  it.skipIf(onPostgres)(
    `opens a file relative to the working directory with WAL, foreign keys and a busy timeout ${SQLITE_ONLY}`,
    async () => {
      const cwd = tempDir();
      const handle = createDatabase('file:./nested/app.sqlite', { cwd });
      open.push(handle.db);
      expect(handle.location).toBe(join(cwd, 'nested', 'app.sqlite'));
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw(`PRAGMA ${name}`).execute(handle.db)).rows[0] as Record<string, unknown>,
        )[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    },
  );

  it('migrates once, and again is a no-op; the tables take and return rows', async () => {
    const handle = await freshDatabase();
    const ran = (await migrateToLatest(handle.db)).map((r) => [r.migrationName, r.status]);
    // Every migration, in name order, each once; the first three are the ones released first.
    expect(ran).toEqual(Object.keys(migrations).map((name) => [name, 'Success']));
    expect(ran.slice(0, 3).map(([name]) => name)).toEqual([
      '0001_datasets_and_analyses',
      '0002_accounts',
      '0003_social_accounts',
    ]);
    expect(await migrateToLatest(handle.db)).toEqual([]);

    const inserted = await handle.db
      .insertInto('datasets')
      .values(newDataset('d1'))
      .returning(['id', 'row_count'])
      .execute();
    expect(inserted).toEqual([{ id: 'd1', row_count: 1 }]);
    const updated = await handle.db
      .updateTable('datasets')
      .set({ title: 'b' })
      .where('id', '=', 'd1')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    // Streaming on PostgreSQL would need pg-cursor; the server never streams, so only SQLite's is checked.
    if (handle.kind === 'sqlite') {
      const streamed: string[] = [];
      for await (const row of handle.db.selectFrom('datasets').select('title').stream())
        streamed.push(row.title);
      expect(streamed).toEqual(['b']);
    }
  });

  it('enforces the analyses → datasets foreign key and cascades deletes', async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const analysis = (datasetId: string) => ({
      id: `a-${datasetId}`,
      owner: 'guest-1234567890',
      dataset_id: datasetId,
      analysis: 'descriptive',
      request_json: '{}',
      result_json: '{}',
      created_at: new Date().toISOString(),
    });
    await expect(
      handle.db.insertInto('analyses').values(analysis('missing')).execute(),
    ).rejects.toThrow(/foreign key/i);
    await handle.db.insertInto('datasets').values(newDataset('d1')).execute();
    await handle.db.insertInto('analyses').values(analysis('d1')).execute();
    await handle.db.deleteFrom('datasets').where('id', '=', 'd1').execute();
    expect(await countRows(handle.db, 'analyses')).toBe(0);
  });

  it.skipIf(onPostgres)(
    `binds booleans and undefined, and rejects values SQLite cannot hold ${SQLITE_ONLY}`,
    () => {
      const sqlite = openSqlite(':memory:');
      try {
        const statement = sqlite.prepare('select ? as t, ? as f, ? as n');
        expect(statement.reader).toBe(true);
        expect(statement.all([true, false, undefined])).toEqual([{ t: 1, f: 0, n: null }]);
        const create = sqlite.prepare('create table t (x integer)');
        expect(create.reader).toBe(false);
        create.run([]);
        expect(sqlite.prepare('insert into t (x) values (?)').run([7])).toEqual({
          changes: 1,
          lastInsertRowid: 1,
        });
        expect(() => sqlite.prepare('select ?').all([{ an: 'object' }])).toThrow(TypeError);
      } finally {
        sqlite.close();
      }
    },
  );

  it('answers counts, integers and updated-row counts with the same types on both databases', async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('datasets')
      .values([newDataset('d1'), { ...newDataset('d2'), size_bytes: 50 * 1024 * 1024 }])
      .execute();
    // count(*) is int8 on PostgreSQL, which pg answers as text unless normalised.
    const counted = await handle.db
      .selectFrom('datasets')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('size_bytes').as('bytes')])
      .executeTakeFirstOrThrow();
    expect(counted.n).toBe(2);
    expect(await countRows(handle.db, 'datasets')).toBe(2);
    const rows = await handle.db
      .selectFrom('datasets')
      .select(['row_count', 'size_bytes'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { row_count: 1, size_bytes: 4 },
      { row_count: 1, size_bytes: 50 * 1024 * 1024 },
    ]);
    const deleted = await handle.db
      .deleteFrom('datasets')
      .where('id', '=', 'd2')
      .executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('compares text case-sensitively and orders ISO times and UUIDs as SQLite does', async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    // The server sorts only by ISO-8601 text and UUIDs: fixed-width ASCII, the same order in
    // SQLite's binary collation and any PostgreSQL collation.
    const rows: [string, string, string][] = [
      ['0f6c1b1e-0000-4000-8000-000000000001', 'abc', '2026-11-23T02:00:00.009Z'],
      ['0f6c1b1e-0000-4000-8000-00000000000a', 'ABC', '2026-11-23T02:00:00.010Z'],
      ['af6c1b1e-0000-4000-8000-000000000001', '한글', '2026-11-23T02:00:00.010Z'],
      ['1f6c1b1e-0000-4000-8000-000000000001', 'a-c', '2025-12-31T23:59:59.999Z'],
    ];
    for (const [id, title, created_at] of rows)
      await handle.db
        .insertInto('datasets')
        .values({ ...newDataset(id), title, created_at })
        .execute();
    const equal = await handle.db
      .selectFrom('datasets')
      .select('title')
      .where('title', '=', 'abc')
      .execute();
    expect(equal).toEqual([{ title: 'abc' }]);
    const newestFirst = await handle.db
      .selectFrom('datasets')
      .select('title')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(newestFirst.map((row) => row.title)).toEqual(['한글', 'ABC', 'abc', 'a-c']);
  });

  it('opens PostgreSQL URLs lazily and never shows the password', async () => {
    const handle = createDatabase('postgresql://tonggye:s3cr%40t@127.0.0.1:1/tonggye');
    open.push(handle.db);
    expect(handle.kind).toBe('postgres');
    expect(handle.location).toBe('postgresql://tonggye:***@127.0.0.1:1/tonggye');
    expect(handle.location).not.toContain('s3cr');
    // Nothing listens on port 1: the first query fails, with the reason kept as the cause.
    const failure = await migrateToLatest(handle.db).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toMatch(/could not migrate/);
    expect(String((failure?.cause as { code?: string } | undefined)?.code)).toBe('ECONNREFUSED');
  });

  it('redacts passwords in URLs for the logs', () => {
    expect(redactUrl('postgres://u:p@h:5432/d')).toBe('postgres://u:***@h:5432/d');
    expect(redactUrl('postgres://u@h/d')).toBe('postgres://u@h/d');
    expect(redactUrl('postgres://u@h/d?password=p&sslmode=require')).toBe(
      'postgres://u@h/d?password=***&sslmode=require',
    );
  });

  it('turns int8 text into numbers only when no digit is lost', () => {
    expect(parseInt8('42')).toBe(42);
    expect(parseInt8('-7')).toBe(-7);
    expect(parseInt8('9007199254740993')).toBe('9007199254740993');
  });

  it('refuses URLs of other databases and an empty file path', () => {
    expect(() => createDatabase('mysql://localhost/x')).toThrow(
      /must start with file: or postgres:/,
    );
    expect(() => createDatabase('file:')).toThrow(/needs a path/);
  });
});

describe('configuration', () => {
  it('defaults to ./data/app.sqlite under the working directory, port 3000, 50 MB uploads and the development key', () => {
    const config = loadConfig({}, '/srv/tonggye', '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/tonggye/data',
      databaseUrl: 'file:/srv/tonggye/data/app.sqlite',
      siteDir: '/srv/site',
      uploadLimitBytes: 50 * 1024 * 1024,
      corsOrigins: [],
      usesDevelopmentKey: true,
    });
  });

  it('reads PORT, DATABASE_URL, DATA_DIR, ENVELOPE_KEY, UPLOAD_LIMIT_BYTES and CORS_ORIGINS', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'file:./db/app.sqlite',
        DATA_DIR: '/var/tonggye',
        ENVELOPE_KEY: 'production-key',
        UPLOAD_LIMIT_BYTES: '1048576',
        CORS_ORIGINS: 'https://a.example/, https://b.example',
      },
      '/srv/tonggye',
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'file:./db/app.sqlite',
      dataDir: '/var/tonggye',
      envelopeKey: 'production-key',
      usesDevelopmentKey: false,
      uploadLimitBytes: 1048576,
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(loadConfig({ DATA_DIR: 'store' }, '/srv/x').databaseUrl).toBe(
      'file:/srv/x/store/app.sqlite',
    );
    expect(() => loadConfig({ UPLOAD_LIMIT_BYTES: '50MB' })).toThrow(/UPLOAD_LIMIT_BYTES/);
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('seed', () => {
  it('adds the sample dataset once, owned by no one', async () => {
    const dir = tempDir();
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    expect(await seed(handle.db, { dataDir: dir })).toEqual([`dataset ${SAMPLE_DATASET_ID}`]);
    expect(await seed(handle.db, { dataDir: dir })).toEqual([]);
    expect(await countRows(handle.db, 'datasets')).toBe(1);
    const row = await handle.db.selectFrom('datasets').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: SAMPLE_DATASET_ID,
      owner: SAMPLE_OWNER,
      row_count: 40,
      column_count: 6,
    });
  });
});
