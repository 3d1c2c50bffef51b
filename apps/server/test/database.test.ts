import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase, migrateToLatest, type Database } from '../src/db/database';
import { openSqlite } from '../src/db/node-sqlite';
import { DEFAULT_SEED_OWNER, SAMPLE_DATASET_ID, seed } from '../src/seed';
import { countRows } from './helpers';

const dirs: string[] = [];
const open: Database[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
    table_json: '{}',
    size_bytes: 4,
    created_at: new Date().toISOString(),
  };
}

describe('SQLite over node:sqlite', () => {
  it('opens a file relative to the working directory with WAL, foreign keys and a busy timeout', async () => {
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
  });

  it('migrates once, and again is a no-op; the tables take and return rows', async () => {
    const handle = createDatabase(`file:${join(tempDir(), 'app.sqlite')}`);
    open.push(handle.db);
    expect((await migrateToLatest(handle.db)).map((r) => [r.migrationName, r.status])).toEqual([
      ['0001_datasets_and_analyses', 'Success'],
      ['0002_accounts', 'Success'],
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
    const streamed: string[] = [];
    for await (const row of handle.db.selectFrom('datasets').select('title').stream())
      streamed.push(row.title);
    expect(streamed).toEqual(['b']);
  });

  it('enforces the analyses → datasets foreign key and cascades deletes', async () => {
    const handle = createDatabase(`file:${join(tempDir(), 'app.sqlite')}`);
    open.push(handle.db);
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
    ).rejects.toThrow(/FOREIGN KEY/);
    await handle.db.insertInto('datasets').values(newDataset('d1')).execute();
    await handle.db.insertInto('analyses').values(analysis('d1')).execute();
    await handle.db.deleteFrom('datasets').where('id', '=', 'd1').execute();
    expect(await countRows(handle.db, 'analyses')).toBe(0);
  });

  it('binds booleans and undefined, and rejects values SQLite cannot hold', () => {
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
  });

  it('says clearly that PostgreSQL and other URLs are not supported yet', () => {
    expect(() => createDatabase('postgres://user@localhost/tonggye')).toThrow(
      /PostgreSQL is not supported yet/,
    );
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
  });
});

describe('seed', () => {
  it('adds the sample dataset once, owned by the seed guest, and it can be analysed', async () => {
    const dir = tempDir();
    const handle = createDatabase(`file:${join(dir, 'app.sqlite')}`);
    open.push(handle.db);
    await migrateToLatest(handle.db);
    expect(await seed(handle.db, { owner: DEFAULT_SEED_OWNER, dataDir: dir })).toEqual([
      `dataset ${SAMPLE_DATASET_ID}`,
    ]);
    expect(await seed(handle.db, { owner: DEFAULT_SEED_OWNER, dataDir: dir })).toEqual([]);
    expect(await countRows(handle.db, 'datasets')).toBe(1);
    const row = await handle.db.selectFrom('datasets').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: SAMPLE_DATASET_ID,
      owner: DEFAULT_SEED_OWNER,
      row_count: 40,
      column_count: 6,
    });
  });
});
