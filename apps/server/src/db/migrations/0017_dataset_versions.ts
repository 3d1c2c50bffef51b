import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { tableFromJSON } from '@tonggye/stats';
import { previewOf, summaryOf } from '../../datasets';
import { writeTable } from '../../storage/arrow-table';
import type { ObjectStore } from '../../storage/object-store';

interface OldDataset {
  id: string;
  table_json: string;
  created_at: string;
}

/**
 * Datasets become an original file plus versions of a columnar table: `dataset_versions` (one row
 * per version, its Arrow columns in the object store), the dataset's current version and content
 * hash, and the version each analysis ran on. Every stored `table_json` is moved into the store as
 * version 1 (the analyses already run on it name that version) and the column is dropped.
 *
 * The objects of one dataset are written under `tables/<dataset>/<version>/` before its rows
 * change; if the migration fails, its transaction rolls every row back and a second run writes
 * under new version ids (what the first left is unnamed and harmless).
 */
export function datasetVersionsMigration(storage: ObjectStore | undefined): Migration {
  return {
    async up(outer: Kysely<unknown>): Promise<void> {
      const count = await (outer as unknown as Kysely<{ datasets: OldDataset }>)
        .selectFrom('datasets')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(count.n) > 0 && storage === undefined)
        throw new Error('moving stored tables into the object store needs the store');
      // One transaction where the migrator does not open one (SQLite): all of it or nothing.
      if (outer.isTransaction) await move(outer, storage);
      else await outer.transaction().execute((trx) => move(trx, storage));
    },
  };
}

async function move(db: Kysely<unknown>, storage: ObjectStore | undefined): Promise<void> {
  await db.schema
    .createTable('dataset_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('dataset_id', 'text', (col) =>
      col.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('base_version_id', 'text')
    .addColumn('transforms_json', 'text')
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('column_count', 'integer', (col) => col.notNull())
    .addColumn('columns_json', 'text', (col) => col.notNull())
    .addColumn('summary_json', 'text', (col) => col.notNull())
    .addColumn('preview_json', 'text', (col) => col.notNull())
    .addColumn('table_prefix', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('superseded_at', 'text')
    .addUniqueConstraint('dataset_versions_dataset_number', ['dataset_id', 'number'])
    .execute();
  await db.schema
    .createIndex('dataset_versions_superseded_at')
    .on('dataset_versions')
    .column('superseded_at')
    .execute();
  await db.schema
    .createIndex('dataset_versions_table_prefix')
    .on('dataset_versions')
    .column('table_prefix')
    .execute();
  await db.schema.alterTable('datasets').addColumn('current_version_id', 'text').execute();
  await db.schema.alterTable('datasets').addColumn('content_hash', 'text').execute();
  // No cascade: a version an analysis names can never be removed, even by mistake.
  await db.schema
    .alterTable('analyses')
    .addColumn('version_id', 'text', (col) => col.references('dataset_versions.id'))
    .execute();
  await db.schema.createIndex('analyses_version_id').on('analyses').column('version_id').execute();

  const old = db as unknown as Kysely<{ datasets: OldDataset }>;
  const ids = await old.selectFrom('datasets').select('id').orderBy('id').execute();
  for (const { id } of ids) {
    // One table in memory at a time.
    const { table_json, created_at } = await old
      .selectFrom('datasets')
      .select(['table_json', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const table = tableFromJSON(table_json);
    const versionId = randomUUID();
    const prefix = `tables/${id}/${versionId}/`;
    const stored = await writeTable(table, prefix, (key, body) => storage!.put(key, body));
    const summary = summaryOf(table);
    await sql`insert into dataset_versions (id, dataset_id, number, base_version_id,
            transforms_json, row_count, column_count, columns_json, summary_json, preview_json,
            table_prefix, content_hash, size_bytes, created_at, superseded_at)
          values (${versionId}, ${id}, 1, null, null, ${stored.rowCount}, ${stored.columns.length},
            ${JSON.stringify(stored.columns)}, ${JSON.stringify(summary)},
            ${JSON.stringify(previewOf(table))}, ${prefix}, ${stored.contentHash},
            ${stored.sizeBytes}, ${created_at}, null)`.execute(db);
    await sql`update datasets set current_version_id = ${versionId},
            content_hash = ${stored.contentHash}, summary_json = ${JSON.stringify(summary)}
          where id = ${id}`.execute(db);
    await sql`update analyses set version_id = ${versionId} where dataset_id = ${id}`.execute(db);
  }
  await db.schema.alterTable('datasets').dropColumn('table_json').execute();
}
