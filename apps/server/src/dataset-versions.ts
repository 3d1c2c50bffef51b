import { randomUUID } from 'node:crypto';
import type { AnalysisResult, DataTable } from '@tonggye/stats';
import { findOwnDataset, type DatasetColumn, type UploadedDataset } from './datasets';
import type { Database } from './db/database';
import type { DatasetRow, DatasetVersionRow } from './db/schema';
import type { StoredTable } from './engine/types';
import type { RouteDeps } from './env';
import { ApiError } from './errors';
import type { Logger } from './logger';
import { writeTable, type StoredColumnEntry } from './storage/arrow-table';
import { runDeletions, scheduleDeletion } from './storage/deletions';
import type { ObjectStore } from './storage/object-store';
import { StoredTableUnreadable, type StoredTableRef } from './storage/table-loader';

type Queryable = Pick<Database, 'insertInto' | 'selectFrom' | 'updateTable' | 'deleteFrom'>;

/**
 * How long a superseded version stays although no analysis names it: longer than an analysis may
 * run (it may have started on that version just before the change, and records it when done).
 */
export const VERSION_GRACE_MS = 10 * 60 * 1000;

/** Where a version's columns live in the store. */
export function tablePrefix(datasetId: string, versionId: string): string {
  return `tables/${datasetId}/${versionId}/`;
}

export interface NewVersion {
  id: string;
  datasetId: string;
  number: number;
  baseVersionId: string | null;
  transforms: unknown[] | null;
  summary: { rowCount: number; columns: DatasetColumn[] };
  preview: UploadedDataset['preview'];
  stored: StoredTable;
  prefix: string;
  createdAt: string;
}

export async function insertVersion(db: Queryable, version: NewVersion): Promise<void> {
  await db
    .insertInto('dataset_versions')
    .values({
      id: version.id,
      dataset_id: version.datasetId,
      number: version.number,
      base_version_id: version.baseVersionId,
      transforms_json: version.transforms === null ? null : JSON.stringify(version.transforms),
      row_count: version.stored.rowCount,
      column_count: version.stored.columns.length,
      columns_json: JSON.stringify(version.stored.columns),
      summary_json: JSON.stringify(version.summary),
      preview_json: JSON.stringify(version.preview),
      table_prefix: version.prefix,
      content_hash: version.stored.contentHash,
      size_bytes: version.stored.sizeBytes,
      created_at: version.createdAt,
      superseded_at: null,
      syntax_columns_json:
        version.stored.syntaxColumns === undefined
          ? null
          : JSON.stringify(version.stored.syntaxColumns),
    })
    .execute();
}

/** The version analyses of the dataset run on now. */
export async function findCurrentVersion(
  db: Database,
  row: DatasetRow,
): Promise<DatasetVersionRow> {
  const version =
    row.current_version_id === null
      ? undefined
      : await db
          .selectFrom('dataset_versions')
          .selectAll()
          .where('id', '=', row.current_version_id)
          .where('dataset_id', '=', row.id)
          .executeTakeFirst();
  if (version === undefined) throw new ApiError('DATASET_TABLE_UNREADABLE', { title: row.title });
  return version;
}

export function tableRefOf(version: DatasetVersionRow, storage: ObjectStore): StoredTableRef {
  return {
    datasetId: version.dataset_id,
    versionId: version.id,
    contentHash: version.content_hash,
    rowCount: version.row_count,
    columns: JSON.parse(version.columns_json) as StoredColumnEntry[],
    storage: storage.spec,
  };
}

export function summaryOfVersion(version: DatasetVersionRow): {
  rowCount: number;
  columns: DatasetColumn[];
} {
  return JSON.parse(version.summary_json) as { rowCount: number; columns: DatasetColumn[] };
}

export function previewOfVersion(version: DatasetVersionRow): UploadedDataset['preview'] {
  return JSON.parse(version.preview_json) as UploadedDataset['preview'];
}

/** Versions whose unreadable table was logged already: one line per version and process. */
const reported = new Set<string>();

/**
 * A missing or damaged stored table, as the visitor reads it: the dataset named, no internals.
 * Logged once per version (not at every request that meets it).
 */
export function unreadableTable(
  logger: Logger,
  row: Pick<DatasetRow, 'id' | 'title'>,
  error: StoredTableUnreadable,
): ApiError {
  const key = `${error.datasetId}/${error.versionId}`;
  if (!reported.has(key)) {
    if (reported.size > 10_000) reported.clear();
    reported.add(key);
    logger.error('stored table unreadable', {
      datasetId: error.datasetId,
      versionId: error.versionId,
      why: error.why,
    });
  }
  return new ApiError('DATASET_TABLE_UNREADABLE', { title: row.title });
}

/**
 * The caller's own dataset and its current version (the analysis routes' lookup): two primary-key
 * reads, which measured cheaper than one joined query built by Kysely (whose building of the
 * joined select list cost more than the second read).
 */
export async function findOwnDatasetWithVersion(
  db: Database,
  owner: string,
  uuid: string,
): Promise<{ row: DatasetRow; version: DatasetVersionRow }> {
  const row = await findOwnDataset(db, owner, uuid);
  return { row, version: await findCurrentVersion(db, row) };
}

/**
 * Runs an analysis on a version of the dataset (its current one, as just read) and answers the
 * result as the JSON text the worker wrote: what the history stores and the answer carries.
 */
export async function runOnVersionAsJson(
  { engine, storage, logger }: Pick<RouteDeps, 'engine' | 'storage' | 'logger'>,
  row: DatasetRow,
  version: DatasetVersionRow,
  request: Record<string, unknown>,
): Promise<string> {
  try {
    return await engine.runStoredAsJson(tableRefOf(version, storage), request);
  } catch (error) {
    if (error instanceof StoredTableUnreadable) throw unreadableTable(logger, row, error);
    throw error;
  }
}

/** Runs an analysis on the dataset's current version; answers the result and that version. */
export async function runOnCurrentVersion(
  { db, engine, storage, logger }: Pick<RouteDeps, 'db' | 'engine' | 'storage' | 'logger'>,
  row: DatasetRow,
  request: Record<string, unknown>,
): Promise<{ result: AnalysisResult; version: DatasetVersionRow }> {
  const version = await findCurrentVersion(db, row);
  try {
    return { result: await engine.runStored(tableRefOf(version, storage), request), version };
  } catch (error) {
    if (error instanceof StoredTableUnreadable) throw unreadableTable(logger, row, error);
    throw error;
  }
}

/**
 * Removes superseded versions that no analysis names (after `VERSION_GRACE_MS`): their rows in
 * one transaction with the removal records of their columns, the objects after the commit. A
 * version an analysis names is never removed (its foreign key refuses it, too), nor the original
 * of a transform version still kept (its list is applied to that original).
 */
export async function collectUnusedVersions(
  db: Database,
  storage: ObjectStore,
  now: Date,
  graceMs = VERSION_GRACE_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs).toISOString();
  const prefixes = await db.transaction().execute(async (trx) => {
    const unused = await trx
      .selectFrom('dataset_versions')
      .innerJoin('datasets', 'datasets.id', 'dataset_versions.dataset_id')
      .select(['dataset_versions.id as id', 'dataset_versions.table_prefix as prefix'])
      .where('dataset_versions.superseded_at', 'is not', null)
      .where('dataset_versions.superseded_at', '<=', cutoff)
      .whereRef('dataset_versions.id', '!=', 'datasets.current_version_id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('analyses')
              .select('analyses.id')
              .whereRef('analyses.version_id', '=', 'dataset_versions.id'),
          ),
        ),
      )
      // The original a kept transform list applies to stays: its syntax and replays need it.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('dataset_versions as derived')
              .select('derived.id')
              .whereRef('derived.base_version_id', '=', 'dataset_versions.id')
              .where('derived.transforms_json', 'is not', null),
          ),
        ),
      )
      .limit(200)
      .execute();
    if (unused.length === 0) return [];
    await trx
      .deleteFrom('dataset_versions')
      .where(
        'id',
        'in',
        unused.map((v) => v.id),
      )
      .execute();
    const keys = unused.map((v) => v.prefix);
    await scheduleDeletion(trx, keys, now);
    return keys;
  });
  await runDeletions(db, storage, prefixes);
  return prefixes.length;
}

/**
 * Stores a table read on this thread as a new dataset's first version (seed content, small
 * tables): its columns under a lease, then the dataset and version rows with the lease taken back.
 */
export async function writeFirstVersion(
  db: Database,
  storage: ObjectStore,
  datasetId: string,
  table: DataTable,
  now: Date,
): Promise<{ versionId: string; prefix: string; stored: StoredTable }> {
  const versionId = randomUUID();
  const prefix = tablePrefix(datasetId, versionId);
  await scheduleDeletion(db, [prefix], now, 60 * 60 * 1000);
  const stored = await writeTable(table, prefix, (key, body) => storage.put(key, body));
  return { versionId, prefix, stored };
}
