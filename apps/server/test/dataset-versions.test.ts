import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDataFile, tableToJSON, type DataTable } from '@tonggye/stats';
import { tableFromIPC, DataType } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset } from '../src/datasets';
import {
  collectUnusedVersions,
  findCurrentVersion,
  tableRefOf,
  VERSION_GRACE_MS,
} from '../src/dataset-versions';
import { createInlineEngine, createWorkerPool } from '../src/engine/pool';
import {
  CorruptTableError,
  decodeColumn,
  encodeColumn,
  writeTable,
  type StoredColumn,
} from '../src/storage/arrow-table';
import { createHash } from 'node:crypto';
import { objectStoreFor } from '../src/storage/object-store';
import {
  ColumnCache,
  loadStoredTable,
  namedColumns,
  StoredTableUnreadable,
} from '../src/storage/table-loader';
import { countRows, expectError, startTestServer, type TestServer } from './helpers';

const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');

describe('Arrow columns', () => {
  it('round-trips numbers with missing values as nullable Float64', () => {
    const column: StoredColumn = {
      name: '점수',
      type: 'numeric',
      values: [1.5, null, -0, 1e-300, 123456789.12345679, null, Number.MAX_VALUE],
      label: '시험 점수',
      valueLabels: { '1.5': '낮음' },
      measure: 'scale',
      userMissing: [99, 999],
    };
    const bytes = encodeColumn(column);
    // A standard Arrow IPC file: any Arrow reader sees the type, the nulls and the metadata.
    const table = tableFromIPC(bytes);
    const field = table.schema.fields[0]!;
    expect(DataType.isFloat(field.type)).toBe(true);
    expect(field.type.toString()).toBe('Float64');
    expect(table.getChildAt(0)!.nullCount).toBe(2);
    expect(field.metadata.get('tonggye:label')).toBe('시험 점수');
    expect(JSON.parse(field.metadata.get('tonggye:userMissing')!)).toEqual([99, 999]);
    expect(decodeColumn(bytes)).toEqual(column);
  });

  it('dictionary-encodes categorical text, missing as null', () => {
    const values = Array.from({ length: 1000 }, (_, i) =>
      i % 7 === 0 ? null : ['가', '나', 'b'][i % 3]!,
    );
    const column: StoredColumn = { name: '집단', type: 'categorical', values, measure: 'nominal' };
    const bytes = encodeColumn(column);
    const field = tableFromIPC(bytes).schema.fields[0]!;
    expect(DataType.isDictionary(field.type)).toBe(true);
    // Three distinct words stored once each, not a thousand strings.
    expect(bytes.byteLength).toBeLessThan(1000 * 4 + 2000);
    expect(decodeColumn(bytes)).toEqual(column);
  });

  it('refuses bytes that are not one of its columns', () => {
    expect(() => decodeColumn(new TextEncoder().encode('{"v":1}'))).toThrow(CorruptTableError);
    const bytes = encodeColumn({ name: 'x', type: 'numeric', values: [1, 2, 3] });
    expect(() => decodeColumn(bytes.slice(0, bytes.byteLength - 40))).toThrow(CorruptTableError);
  });

  it('writes every column of a table as its own object, with the hash of the column hashes', async () => {
    // Several numeric columns share one buffer while encoded: each object must hold its own numbers.
    const rows = 5000;
    const table: DataTable = {
      rowCount: rows,
      columns: [
        ...Array.from({ length: 6 }, (_, c) => ({
          name: `q${c + 1}`,
          type: 'numeric' as const,
          values: Array.from({ length: rows }, (_, r) =>
            r % (11 + c) === 0 ? null : r * (c + 1) + 0.25,
          ),
        })),
        {
          name: '집단',
          type: 'categorical' as const,
          values: Array.from({ length: rows }, (_, r) =>
            r % 5 === 0 ? null : ['가', '나'][r % 2]!,
          ),
        },
      ],
    };
    const objects = new Map<string, Uint8Array>();
    const written = await writeTable(table, 'v/', async (key, body) => {
      await new Promise((done) => setTimeout(done, (7 - objects.size) % 3));
      objects.set(key, body);
    });
    expect(written.columns.map((c) => c.key)).toEqual(table.columns.map((_, i) => `v/c${i}.arrow`));
    expect(objects.size).toBe(table.columns.length);
    const whole = createHash('sha256');
    table.columns.forEach((column, i) => {
      const bytes = objects.get(`v/c${i}.arrow`)!;
      expect(decodeColumn(bytes)).toEqual(column);
      expect(written.columns[i]!.bytes).toBe(bytes.byteLength);
      whole.update(createHash('sha256').update(bytes).digest());
    });
    expect(written.contentHash).toBe(whole.digest('hex'));
    expect(written.sizeBytes).toBe([...objects.values()].reduce((n, b) => n + b.byteLength, 0));

    // A write that fails fails the table, once every other write has settled.
    const settled: string[] = [];
    await expect(
      writeTable(table, 'w/', async (key) => {
        await new Promise((done) => setTimeout(done, 5));
        settled.push(key);
        if (key === 'w/c2.arrow') throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(settled.length).toBe(table.columns.length);
  });

  it('names the columns a request mentions, anywhere in it', () => {
    const names = ['점수', '집단', '나이', 'x'];
    expect(
      [
        ...namedColumns(
          {
            analysis: 't/independent',
            variables: ['점수'],
            groupVariable: '집단',
            factorGroups: [{ variable: '나이', groups: [{ label: 'x', values: [1] }] }],
            testValue: 0,
          },
          names,
        ),
      ].sort(),
    ).toEqual(['x', '나이', '점수', '집단'].sort());
  });
});

describe('reading only the named columns, with a cache', () => {
  let server: TestServer;
  let uuid: string;
  beforeAll(async () => {
    server = await startTestServer();
    const up = await server.upload<{ result: UploadedDataset }>(
      'a,b,c,d\n1,x,3,4\n2,y,,5\n3,x,6,\n',
      'abcd.csv',
    );
    uuid = up.data.result.uuid;
  });
  afterAll(() => server.close());

  it('a cold load reads the named columns only; a warm one reads nothing', async () => {
    const store = objectStoreFor(server.config);
    const row = await server.db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    const ref = tableRefOf(await findCurrentVersion(server.db, row), store);
    // Columns b and d are gone from the store: a load that does not name them never notices.
    await store.delete(ref.columns[1]!.key);
    await store.delete(ref.columns[3]!.key);
    const cache = new ColumnCache(1024 * 1024);
    const table = await loadStoredTable(ref, new Set(['c', 'a']), cache);
    expect(table.columns.map((c) => c.name)).toEqual(['a', 'c']);
    expect(table.columns[1]!.values).toEqual([3, null, 6]);
    expect(cache.size).toBe(2);
    await expect(loadStoredTable(ref, new Set(['b']), cache)).rejects.toBeInstanceOf(
      StoredTableUnreadable,
    );
    // Warm: a and c come from the cache even once their objects are gone too.
    await store.delete(ref.columns[0]!.key);
    await store.delete(ref.columns[2]!.key);
    const again = await loadStoredTable(ref, new Set(['a', 'c']), cache);
    expect(again.columns[0]).toBe(table.columns[0]);
    // A different content hash (the table stored again) is never answered from the cache.
    await expect(
      loadStoredTable({ ...ref, contentHash: 'other' }, new Set(['a']), cache),
    ).rejects.toBeInstanceOf(StoredTableUnreadable);
  });

  it('the cache keeps within its budget, least recently used out first', () => {
    const cache = new ColumnCache(250);
    const column = { name: 'x', type: 'numeric' as const, values: [] };
    cache.set('a', column, 100);
    cache.set('b', column, 100);
    cache.get('a');
    cache.set('c', column, 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(column);
    expect(cache.usedBytes).toBeLessThanOrEqual(250);
    cache.set('huge', column, 251);
    expect(cache.get('huge')).toBeUndefined();
  });
});

interface TOneReply {
  oneSampleResult: unknown;
  analysisId: string;
}

describe('versions: a change of variables makes a new one; analyses keep theirs', () => {
  let server: TestServer;
  let uuid: string;
  const csv = readFileSync(join(fixtures, 'chi.csv'));
  let original: DataTable;
  beforeAll(async () => {
    server = await startTestServer();
    uuid = (await server.upload<{ result: UploadedDataset }>(csv, 'chi.csv')).data.result.uuid;
    original = readDataFile(new Uint8Array(csv), { fileName: 'chi.csv' }).table;
  });
  afterAll(() => server.close());

  const versions = () =>
    server.db
      .selectFrom('dataset_versions')
      .select(['id', 'number', 'superseded_at', 'table_prefix', 'content_hash'])
      .where('dataset_id', '=', uuid)
      .orderBy('number')
      .execute();

  it('runs on the stored version with the same numbers as on the table itself', async () => {
    const numeric = original.columns.find((c) => c.type === 'numeric')!.name;
    const request = { variables: [numeric], testValue: 2 };
    const run = await server.call<TOneReply>('/t/one/analysis', { uuid, ...request });
    expect(run.status).toBe(200);
    const direct = await createInlineEngine().run(tableToJSON(original), {
      ...request,
      analysis: 't/one',
    });
    expect(run.data.oneSampleResult).toEqual(direct);
  });

  it('keeps the version an analysis ran on, collects one nobody names, never the current', async () => {
    const numeric = original.columns.find((c) => c.type === 'numeric')!.name;
    const categorical = original.columns.find((c) => c.type === 'categorical')!.name;
    const run = await server.call<TOneReply>('/t/one/analysis', {
      uuid,
      variables: [numeric],
      testValue: 1,
    });
    const [v1] = await versions();
    const recorded = await server.db
      .selectFrom('analyses')
      .select('version_id')
      .where('id', '=', run.data.analysisId)
      .executeTakeFirstOrThrow();
    expect(recorded.version_id).toBe(v1!.id);

    // Two changes: v2 (value labels) is named by no analysis; v3 (the numeric variable made
    // categorical) is current.
    const labelled = await server.call('/dataset/update', {
      uuid,
      variables: [{ name: categorical, valueLabels: { a: 'A' } }],
    });
    expect(labelled.status).toBe(200);
    const retyped = await server.call('/dataset/update', {
      uuid,
      variables: [{ name: numeric, type: 'categorical' }],
    });
    expect(retyped.status).toBe(200);
    const [, v2, v3] = await versions();
    expect([v1!.number, v2!.number, v3!.number]).toEqual([1, 2, 3]);
    expect(v2!.content_hash).not.toBe(v1!.content_hash);
    const row = await server.db
      .selectFrom('datasets')
      .select(['current_version_id', 'content_hash'])
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ current_version_id: v3!.id, content_hash: v3!.content_hash });
    const insertion = await server.call<{ result: UploadedDataset }>('/t/one/insertion', { uuid });
    expect(insertion.data.result.columns.find((c) => c.name === numeric)!.type).toBe('categorical');

    // Reopened from the history: the same numbers, on the version it ran on.
    const detail = await server.call<{ result: { result: unknown } }>('/analysis-history/detail', {
      analysisId: run.data.analysisId,
    });
    expect(detail.data.result.result).toEqual(run.data.oneSampleResult);

    const storage = objectStoreFor(server.config);
    // Within the grace period nothing goes; after it only v2 does (rows and objects).
    expect(await collectUnusedVersions(server.db, storage, new Date())).toBe(0);
    const later = new Date(Date.now() + VERSION_GRACE_MS + 1000);
    expect(await collectUnusedVersions(server.db, storage, later)).toBe(1);
    expect((await versions()).map((v) => v.number)).toEqual([1, 3]);
    expect(await storage.exists(`${v2!.table_prefix}c0.arrow`)).toBe(false);
    expect(await storage.exists(`${v1!.table_prefix}c0.arrow`)).toBe(true);
    expect(await storage.exists(`${v3!.table_prefix}c0.arrow`)).toBe(true);
    expect(await collectUnusedVersions(server.db, storage, later)).toBe(0);
    // A named version refuses removal at the database too.
    await expect(
      server.db.deleteFrom('dataset_versions').where('id', '=', v1!.id).execute(),
    ).rejects.toThrow();

    // Once the analysis is removed from the history, its version can go as well.
    await server.call('/analysis-history/remove', { analysisId: run.data.analysisId });
    const others = await server.db
      .selectFrom('analyses')
      .select('id')
      .where('version_id', '=', v1!.id)
      .execute();
    for (const other of others)
      await server.call('/analysis-history/remove', { analysisId: other.id });
    expect(await collectUnusedVersions(server.db, storage, later)).toBe(1);
    expect((await versions()).map((v) => v.number)).toEqual([3]);
  });

  it('a type change that cannot be made stores nothing and leaves the version as it was', async () => {
    const before = await versions();
    const text = original.columns.find((c) => c.type === 'categorical')!.name;
    const reply = await server.call('/dataset/update', {
      uuid,
      variables: [{ name: text, type: 'numeric' }],
    });
    expectError(reply, 400, 'NOT_NUMERIC');
    expect(await versions()).toEqual(before);
    expect(await server.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);
  });
});

describe('a stored table missing or damaged, and a table too large', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a bilingual error naming the dataset, logged once, no stack trace', async () => {
    const up = await server.upload<{ result: UploadedDataset }>('점수\n1\n2\n3\n', '설문 결과.csv');
    const uuid = up.data.result.uuid;
    const row = await server.db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    const version = await findCurrentVersion(server.db, row);
    const key = tableRefOf(version, objectStoreFor(server.config)).columns[0]!.key;
    writeFileSync(join(server.config.datasetFileDir!, key), 'not arrow at all');
    const request = { uuid, variables: ['점수'], testValue: 0 };
    for (let i = 0; i < 2; i++) {
      const reply = await server.call('/t/one/analysis', request);
      const body = expectError(reply, 500, 'DATASET_TABLE_UNREADABLE');
      expect(body.message).toContain("'설문 결과'");
      expect(body.messageEn).toContain("'설문 결과'");
    }
    const logged = server.logger.records.filter((r) => r.msg === 'stored table unreadable');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ datasetId: uuid, versionId: version.id });
    expect(JSON.stringify(logged)).not.toMatch(/\bat .+:\d+:\d+/);

    // Missing altogether: the same answer.
    await objectStoreFor(server.config).delete(key);
    expectError(await server.call('/t/one/analysis', request), 500, 'DATASET_TABLE_UNREADABLE');
    expect(await countRows(server.db, 'analyses')).toBe(0);
  });

  it('refuses an upload past the memory budget before anything is stored', async () => {
    const small = await startTestServer({ datasetCacheBytes: 1000 });
    try {
      const csv = 'a,b\n' + Array.from({ length: 100 }, (_, i) => `${i},${i % 2}`).join('\n');
      const reply = await small.upload(csv, 'big.csv');
      const body = expectError(reply, 413, 'DATASET_TOO_LARGE');
      expect(body.message).toContain('100행 × 2열');
      expect(await countRows(small.db, 'datasets')).toBe(0);
      expect(await small.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);
      const store = objectStoreFor(small.config);
      expect(await store.exists('tables/')).toBe(false);
      const dir = small.config.datasetFileDir!;
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('in the worker pool (tables read by the worker from the store)', () => {
  let server: TestServer;
  let pool: ReturnType<typeof createWorkerPool>;
  beforeAll(async () => {
    pool = createWorkerPool({ size: 1, cacheBytes: 64 * 1024 * 1024 });
    server = await startTestServer({}, { engine: pool });
  });
  afterAll(async () => {
    await server.close();
    await pool.close();
  });

  it('analyses, a new version, an unreadable table and an over-budget upload', async () => {
    const csv = 'x,g\n1,a\n2,b\n4,a\n8,b\n';
    const uuid = (await server.upload<{ result: UploadedDataset }>(csv, '표.csv')).data.result.uuid;
    const request = { variables: ['x'], testValue: 1 };
    const first = await server.call<TOneReply>('/t/one/analysis', { uuid, ...request });
    expect(first.status).toBe(200);
    const table = readDataFile(new TextEncoder().encode(csv), { fileName: 'a.csv' }).table;
    expect(first.data.oneSampleResult).toEqual(
      await createInlineEngine().run(tableToJSON(table), { ...request, analysis: 't/one' }),
    );
    // Warm: the same numbers from the worker's cache.
    const second = await server.call<TOneReply>('/t/one/analysis', { uuid, ...request });
    expect(second.data.oneSampleResult).toEqual(first.data.oneSampleResult);

    const changed = await server.call<{ result: UploadedDataset }>('/dataset/update', {
      uuid,
      variables: [{ name: 'g', valueLabels: { a: '가' } }],
    });
    expect(changed.status).toBe(200);
    expect(changed.data.result.columns[1]!.valueLabels).toEqual({ a: '가' });

    const row = await server.db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    const ref = tableRefOf(await findCurrentVersion(server.db, row), objectStoreFor(server.config));
    writeFileSync(join(server.config.datasetFileDir!, ref.columns[0]!.key), 'damaged');
    const broken = await server.call('/t/one/analysis', { uuid, ...request });
    expectError(broken, 500, 'DATASET_TABLE_UNREADABLE');

    const small = await startTestServer({ datasetCacheBytes: 1000 }, { engine: pool });
    try {
      const rows = 'a\n' + Array.from({ length: 200 }, (_, i) => String(i)).join('\n');
      expectError(await small.upload(rows, 'big.csv'), 413, 'DATASET_TOO_LARGE');
      expect(await countRows(small.db, 'datasets')).toBe(0);
      const dir = small.config.datasetFileDir!;
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
