import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDataFileAsync, summarizeTable, tableFromJSON, tableToJSON } from '@tonggye/stats';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCurrentVersion, tableRefOf } from '../src/dataset-versions';
import { migrateToLatest } from '../src/db/database';
import { migrationsFor } from '../src/db/migrations';
import { createInlineEngine } from '../src/engine/pool';
import { localObjectStore } from '../src/storage/object-store';
import { ColumnCache, loadStoredTable } from '../src/storage/table-loader';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');
// Files as visitors upload them: a CSV, an SPSS file with Korean value labels, a workbook.
const uploads = [
  ['chi.csv', join(fixtures, 'chi.csv')],
  ['survey-utf8.sav', join(fixtures, 'readers/survey-utf8.sav')],
  ['survey.xlsx', join(fixtures, 'readers/survey.xlsx')],
] as const;

interface OldDatasetRow {
  id: string;
  owner: string;
  file_name: string;
  title: string;
  format: string;
  info_json: string;
  row_count: number;
  column_count: number;
  summary_json: string;
  table_json: string;
  size_bytes: number;
  created_at: string;
}

describe(`moving table_json into the object store (${testDatabaseKind()})`, () => {
  let dir: string;
  let database: TestDatabase;
  const old: {
    id: string;
    tableJson: string;
    analysisId: string;
    request: Record<string, unknown>;
  }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tonggye-migration-'));
    database = await createTestDatabase(dir);
    // The database as the previous release left it, with datasets uploaded then.
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor()) },
    });
    const { error } = await migrator.migrateTo('0016_storage_deletions');
    expect(error).toBeUndefined();
    const db = database.db as unknown as Kysely<{
      datasets: OldDatasetRow;
      analyses: Record<string, string>;
    }>;
    for (const [fileName, path] of uploads) {
      const bytes = new Uint8Array(readFileSync(path));
      const { table, info } = await readDataFileAsync(bytes, { fileName });
      const id = randomUUID();
      const tableJson = tableToJSON(table);
      await db
        .insertInto('datasets')
        .values({
          id,
          owner: 'guest-1700000001',
          file_name: fileName,
          title: fileName,
          format: info.format,
          info_json: JSON.stringify(info),
          row_count: table.rowCount,
          column_count: table.columns.length,
          summary_json: JSON.stringify(summarizeTable(table)),
          table_json: tableJson,
          size_bytes: bytes.byteLength,
          created_at: new Date().toISOString(),
        })
        .execute();
      const variables = table.columns.filter((c) => c.type === 'numeric').map((c) => c.name);
      const request = { analysis: 'descriptive', variables };
      const analysisId = randomUUID();
      await db
        .insertInto('analyses')
        .values({
          id: analysisId,
          owner: 'guest-1700000001',
          dataset_id: id,
          analysis: 'descriptive',
          request_json: JSON.stringify(request),
          result_json: '{}',
          created_at: new Date().toISOString(),
        })
        .execute();
      old.push({ id, tableJson, analysisId, request });
    }
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const columnsOfDatasets = async () => {
    const row = (await sql<Record<string, unknown>>`select * from datasets`.execute(database.db))
      .rows[0]!;
    return Object.keys(row);
  };

  it('without a store it refuses to start and changes nothing', async () => {
    await expect(migrateToLatest(database.db)).rejects.toThrow(/0017_dataset_versions failed/);
    expect(await columnsOfDatasets()).toContain('table_json');
  });

  it('moves every table into versions of Arrow columns and drops the column', async () => {
    const storage = localObjectStore(join(dir, 'store'));
    const ran = await migrateToLatest(database.db, { storage });
    expect(ran.map((r) => r.migrationName)).toContain('0017_dataset_versions');
    expect(await columnsOfDatasets()).not.toContain('table_json');

    const engine = createInlineEngine();
    for (const dataset of old) {
      const row = await database.db
        .selectFrom('datasets')
        .selectAll()
        .where('id', '=', dataset.id)
        .executeTakeFirstOrThrow();
      const version = await findCurrentVersion(database.db, row);
      expect(version.number).toBe(1);
      expect(row.content_hash).toBe(version.content_hash);
      const ref = tableRefOf(version, storage);
      const table = await loadStoredTable(ref, null, new ColumnCache(0));
      // Exactly the table that was in the row: values, types, labels and value labels.
      expect(tableToJSON(table)).toBe(tableToJSON(tableFromJSON(dataset.tableJson)));
      // The analyses already run on it name this version; a run gives the same numbers.
      const analysis = await database.db
        .selectFrom('analyses')
        .select('version_id')
        .where('id', '=', dataset.analysisId)
        .executeTakeFirstOrThrow();
      expect(analysis.version_id).toBe(version.id);
      expect(await engine.runStored(ref, dataset.request)).toEqual(
        await engine.run(dataset.tableJson, dataset.request),
      );
    }
    expect(await migrateToLatest(database.db, { storage })).toEqual([]);
  });
});
