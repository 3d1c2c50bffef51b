import {
  cellOfArray,
  isColumnArray,
  StatsInputError,
  summarizeTable,
  type CellValue,
  type Column,
  type ColumnArray,
  type ColumnarTable,
  type ColumnSummary,
  type DataTable,
  type DatasetSummary,
  type ReadInfo,
  type Transform,
} from '@tonggye/stats';
import { isoNow } from './clock';
import type { Database } from './db/database';
import type { DatasetRow } from './db/schema';
import { ApiError } from './errors';
import type { ObjectStore } from './storage/object-store';
import { cancelDeletion, runDeletions, scheduleDeletion } from './storage/deletions';
import { insertVersion } from './dataset-versions';
import { versionInfoOf } from './dataset-transforms';
import type { StoredTable } from './engine/types';

/** Rows shown on the upload and setting pages. */
export const PREVIEW_ROW_COUNT = 100;

/** A column of the dataset summary, with its SPSS value labels (from the file or `/dataset/update`). */
export type DatasetColumn = ColumnSummary & { valueLabels?: Record<string, string> };

/** What `/dataset/upload` and `/description/get` answer with. */
export interface UploadedDataset {
  uuid: string;
  fileName: string;
  title: string;
  createdAt: string;
  rowCount: number;
  columns: DatasetColumn[];
  info: ReadInfo;
  preview: { columns: string[]; rows: CellValue[][] };
  /** The cleaning options stored by `/dataset/update` (the visitor's data-cleaning choices, kept as sent); null until set. */
  selectedCleaningOptions: unknown;
  /** The current version: its transforms, selected cases and their SPSS syntax. */
  version?: DatasetVersionInfo;
}

/** A version as the dataset answers carry it (`datasetVersionSchema` of the api package). */
export interface DatasetVersionInfo {
  versionId: string;
  /** The transforms applied to the original upload, as the engine reads them. */
  transforms: Transform[];
  /** Cases a filter or random sample keeps; the row count when neither applies. */
  selectedCount: number;
  /** SPSS syntax (COMPUTE, RECODE, SELECT IF, …) reproducing the transforms. */
  syntax: string;
}

/** One entry of `/dataset/uploadedData`. */
export interface UploadedDatasetListItem {
  uuid: string;
  fileName: string;
  title: string;
  createdAt: string;
  rowCount: number;
  columnCount: number;
  columns: DatasetColumn[];
  version?: DatasetVersionInfo;
}

/** The summary stored with a dataset: the engine's, plus each column's value labels. */
export function summaryOf(table: DataTable | ColumnarTable): {
  rowCount: number;
  columns: DatasetColumn[];
} {
  const summary = summarizeTable(table);
  return {
    rowCount: summary.rowCount,
    columns: summary.columns.map((column, i) => {
      const valueLabels = table.columns[i]?.valueLabels;
      return valueLabels !== undefined && Object.keys(valueLabels).length > 0
        ? { ...column, valueLabels }
        : column;
    }),
  };
}

/** What `/dataset/update` stores besides the table itself. */
export interface DatasetSettings {
  selectedCleaningOptions: unknown;
}

export function settingsOf(row: DatasetRow): DatasetSettings {
  if (row.settings_json === null) return { selectedCleaningOptions: null };
  return JSON.parse(row.settings_json) as DatasetSettings;
}

export function previewOf(
  table: DataTable | ColumnarTable,
  limit = PREVIEW_ROW_COUNT,
): UploadedDataset['preview'] {
  const count = Math.min(limit, table.rowCount);
  const rows: CellValue[][] = [];
  for (let row = 0; row < count; row++) {
    rows.push(
      table.columns.map((column: Column | ColumnArray) =>
        isColumnArray(column) ? cellOfArray(column, row) : (column.values[row] ?? null),
      ),
    );
  }
  return { columns: table.columns.map((column) => column.name), rows };
}

/** The answer from a version's summary and preview (made by the worker that stored it). */
export function uploadedDatasetOf(
  row: DatasetRow,
  columns: DatasetColumn[],
  preview: UploadedDataset['preview'],
  version?: DatasetVersionInfo,
): UploadedDataset {
  return {
    uuid: row.id,
    fileName: row.file_name,
    title: row.title,
    createdAt: row.created_at,
    rowCount: row.row_count,
    columns,
    info: JSON.parse(row.info_json) as ReadInfo,
    preview,
    selectedCleaningOptions: settingsOf(row).selectedCleaningOptions,
    ...(version !== undefined ? { version } : {}),
  };
}

export interface DatasetToStore {
  /** A fixed id (seed content); a new UUID otherwise. */
  id: string;
  owner: string;
  fileName: string;
  title: string;
  info: ReadInfo;
  summary: { rowCount: number; columns: DatasetColumn[] };
  preview: UploadedDataset['preview'];
  sizeBytes: number;
  /** The original file's key in the store, when it is kept. */
  storedName?: string | null;
  /** The first version's columns, already in the store under `prefix`. */
  version: { id: string; prefix: string; stored: StoredTable };
}

/**
 * The dataset's row and its first version's row, in the caller's transaction; the leases of its
 * stored objects (original and columns) are taken back in the same step.
 */
export async function insertDataset(
  db: Pick<Database, 'insertInto' | 'selectFrom' | 'updateTable' | 'deleteFrom'>,
  dataset: DatasetToStore,
): Promise<DatasetRow> {
  const createdAt = isoNow();
  const row: DatasetRow = {
    id: dataset.id,
    owner: dataset.owner,
    file_name: dataset.fileName,
    title: dataset.title,
    format: dataset.info.format,
    encoding: dataset.info.encoding ?? null,
    delimiter: dataset.info.delimiter ?? null,
    info_json: JSON.stringify(dataset.info),
    row_count: dataset.summary.rowCount,
    column_count: dataset.summary.columns.length,
    summary_json: JSON.stringify(dataset.summary),
    current_version_id: dataset.version.id,
    content_hash: dataset.version.stored.contentHash,
    size_bytes: dataset.sizeBytes,
    created_at: createdAt,
    stored_name: dataset.storedName ?? null,
    category_json: null,
    settings_json: null,
    factor_groups_json: null,
    updated_at: null,
  };
  await db.insertInto('datasets').values(row).execute();
  await insertVersion(db, {
    id: dataset.version.id,
    datasetId: dataset.id,
    number: 1,
    baseVersionId: null,
    transforms: null,
    summary: dataset.summary,
    preview: dataset.preview,
    stored: dataset.version.stored,
    prefix: dataset.version.prefix,
    createdAt,
  });
  await cancelDeletion(db, [
    dataset.version.prefix,
    ...(dataset.storedName ? [dataset.storedName] : []),
  ]);
  return row;
}

/** The caller's dataset; someone else's and a missing one get the same 404. */
export async function findOwnDataset(
  db: Database,
  owner: string,
  uuid: string,
): Promise<DatasetRow> {
  const row = await db
    .selectFrom('datasets')
    .selectAll()
    .where('id', '=', uuid)
    .where('owner', '=', owner)
    .executeTakeFirst();
  if (!row) throw new ApiError('DATASET_NOT_FOUND');
  return row;
}

export async function listOwnDatasets(
  db: Database,
  owner: string,
): Promise<UploadedDatasetListItem[]> {
  const rows = await db
    .selectFrom('datasets')
    .leftJoin('dataset_versions', 'dataset_versions.id', 'datasets.current_version_id')
    .select([
      'datasets.id as id',
      'datasets.file_name as file_name',
      'datasets.title as title',
      'datasets.created_at as created_at',
      'datasets.row_count as row_count',
      'datasets.column_count as column_count',
      'datasets.summary_json as summary_json',
      'dataset_versions.id as version_id',
      'dataset_versions.transforms_json as transforms_json',
      'dataset_versions.row_count as version_row_count',
      'dataset_versions.summary_json as version_summary_json',
    ])
    .where('datasets.owner', '=', owner)
    .orderBy('datasets.created_at', 'desc')
    .orderBy('datasets.id', 'desc')
    .execute();
  return rows.map((row) => ({
    uuid: row.id,
    fileName: row.file_name,
    title: row.title,
    createdAt: row.created_at,
    rowCount: row.row_count,
    columnCount: row.column_count,
    columns: (JSON.parse(row.summary_json) as DatasetSummary).columns as DatasetColumn[],
    ...(row.version_id !== null &&
    row.version_row_count !== null &&
    row.version_summary_json !== null
      ? {
          version: versionInfoOf({
            id: row.version_id,
            transforms_json: row.transforms_json,
            row_count: row.version_row_count,
            summary_json: row.version_summary_json,
          }),
        }
      : {}),
  }));
}

// ---------------------------------------------------------------------------------------------
// Original files (`/user/downloadFiles`, `/user/deleteFiles`)

export { datasetFolder } from './storage/object-store';

/** Names this server gives stored files: the dataset's UUID and the format. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(csv|xlsx|sav)$/;

/**
 * The format the engine reads a file name as (its extension, as `readDataFile` chooses), known
 * before the file is read so the original can be stored while it is; null when unsupported.
 */
export function uploadFormatOf(fileName: string): ReadInfo['format'] | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt') return 'csv';
  if (extension === 'sav' || extension === 'zsav') return 'sav';
  return extension === 'xlsx' ? 'xlsx' : null;
}

export const FILE_CONTENT_TYPES: Record<ReadInfo['format'], string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sav: 'application/x-spss-sav',
};

/**
 * `Content-Disposition` for a download whose name may be Korean: an ASCII fallback `filename`
 * (anything else becomes `_`, quotes and backslashes too) and the exact name as RFC 5987
 * `filename*=UTF-8''…` (RFC 6266), which every current browser prefers.
 */
export function contentDisposition(fileName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters never reach a header
  const clean = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'data';
  const ascii = clean.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Removes the caller's datasets (and, by cascade, their analyses) in one step: every uuid must be
 * the caller's or nothing is removed (another's answers as an unknown one). Their stored objects
 * are recorded for removal in the same transaction and removed once it has committed (a failed
 * removal is retried by the sweep), so no row is ever left naming a missing object and no
 * object outlives its rows.
 */
export async function removeOwnDatasets(
  db: Database,
  store: ObjectStore,
  owner: string,
  uuids: string[],
  now: Date = new Date(),
): Promise<void> {
  const unique = [...new Set(uuids)];
  const keys = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('datasets')
      .select(['id', 'stored_name'])
      .where('id', 'in', unique)
      .where('owner', '=', owner)
      .execute();
    if (rows.length !== unique.length) throw new ApiError('DATASET_NOT_FOUND');
    const versions = await trx
      .selectFrom('dataset_versions')
      .select('table_prefix')
      .where('dataset_id', 'in', unique)
      .execute();
    const keys = [...storedKeysOf(rows), ...versions.map((v) => v.table_prefix)];
    const result = await trx
      .deleteFrom('datasets')
      .where('id', 'in', unique)
      .where('owner', '=', owner)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== unique.length) throw new ApiError('DATASET_NOT_FOUND');
    await scheduleDeletion(trx, keys, now);
    return keys;
  });
  await runDeletions(db, store, keys);
}

/** Every stored object of these datasets. */
function storedKeysOf(rows: { id: string; stored_name: string | null }[]): string[] {
  return rows.flatMap((row) =>
    row.stored_name !== null && STORED_NAME.test(row.stored_name) ? [row.stored_name] : [],
  );
}

// ---------------------------------------------------------------------------------------------
// Frequency value groups (`/dataset/category`)

/** Values recoded into one category before counting (the engine's `FactorGroup`). */
export interface ValueGroupings {
  variable: string;
  groups: { label: string; values: (number | string)[] }[];
}

/** `{ [statsType]: ValueGroupings[] }`, one entry per variable, in the order they were stored. */
export type StoredCategories = Record<string, ValueGroupings[]>;

export function categoriesOf(row: Pick<DatasetRow, 'category_json'>): StoredCategories {
  return row.category_json === null ? {} : (JSON.parse(row.category_json) as StoredCategories);
}

export interface CategoryChange {
  statsType: string;
  factorGroups: ValueGroupings[];
  needDeleteNUpdate: boolean;
  deletedFactorGroups: string[];
}

/**
 * Applies a `/dataset/category` request to what is stored (see its OpenAPI description):
 * `deletedFactorGroups` names variables whose groupings are removed; with `needDeleteNUpdate`
 * every grouping of the `statsType` is replaced by `factorGroups`, without it each variable of
 * `factorGroups` replaces only its own grouping (the others stay). Variables must be columns of
 * the dataset; a value may be in one group of a variable only.
 */
export function applyCategoryChange(
  stored: StoredCategories,
  change: CategoryChange,
  columns: string[],
): StoredCategories {
  const known = new Set(columns);
  for (const name of [...change.factorGroups.map((g) => g.variable), ...change.deletedFactorGroups])
    if (!known.has(name)) throw unknownVariable(name);
  const seenVariables = new Set<string>();
  for (const grouping of change.factorGroups) {
    if (seenVariables.has(grouping.variable))
      throw new ApiError('VALIDATION_FAILED', { field: `factorGroups.${grouping.variable}` });
    seenVariables.add(grouping.variable);
    const labels = new Set<string>();
    const values = new Set<string>();
    for (const group of grouping.groups) {
      if (labels.has(group.label))
        throw new ApiError('VALIDATION_FAILED', {
          field: `factorGroups.${grouping.variable}.label`,
        });
      labels.add(group.label);
      for (const value of group.values) {
        const key = String(value);
        if (values.has(key))
          throw new ApiError('VALIDATION_FAILED', {
            field: `factorGroups.${grouping.variable}.values`,
          });
        values.add(key);
      }
    }
  }
  const deleted = new Set(change.deletedFactorGroups);
  const current = change.needDeleteNUpdate ? [] : (stored[change.statsType] ?? []);
  const replaced = new Set(change.factorGroups.map((g) => g.variable));
  const kept = current.filter((g) => !deleted.has(g.variable) && !replaced.has(g.variable));
  const next = [
    ...kept,
    ...change.factorGroups.filter((g) => !deleted.has(g.variable) && g.groups.length > 0),
  ];
  const out: StoredCategories = { ...stored };
  if (next.length === 0) delete out[change.statsType];
  else out[change.statsType] = next;
  return out;
}

function unknownVariable(name: string): StatsInputError {
  return new StatsInputError(
    'UNKNOWN_VARIABLE',
    `'${name}' 변수가 데이터에 없습니다.`,
    `Variable '${name}' is not in the data.`,
    { variable: name },
  );
}

// ---------------------------------------------------------------------------------------------
// Variable settings (`/dataset/update`)

export interface VariableUpdate {
  name: string;
  type?: 'numeric' | 'categorical' | undefined;
  /** null removes the label. */
  label?: string | null | undefined;
  /** Replaces every value label of the variable; null or `{}` removes them. */
  valueLabels?: Record<string, string> | null | undefined;
}

/**
 * The table with the variables' new types, labels and value labels. A variable made numeric
 * must hold only numbers (else the engine's NOT_NUMERIC error naming the row and value); made
 * categorical, its numbers become their text.
 */
export function applyVariableUpdates(table: DataTable, updates: VariableUpdate[]): DataTable {
  const columns = table.columns.map((column) => ({ ...column }));
  for (const update of updates) {
    const column = columns.find((c) => c.name === update.name);
    if (column === undefined) throw unknownVariable(update.name);
    if (update.type !== undefined && update.type !== column.type) {
      if (update.type === 'categorical') {
        column.values = column.values.map((v) => (v === null ? null : String(v)));
      } else {
        column.values = column.values.map((v, row) => {
          if (v === null || typeof v === 'number') return v;
          const text = v.trim();
          if (text === '') return null;
          const parsed = Number(text);
          if (!Number.isFinite(parsed)) {
            throw new StatsInputError(
              'NOT_NUMERIC',
              `'${column.name}' 변수는 숫자여야 하는데 ${row + 1}번째 행의 값이 '${v}'입니다.`,
              `Variable '${column.name}' must be numeric, but row ${row + 1} holds '${v}'.`,
              { variable: column.name, row: row + 1, value: v },
            );
          }
          return parsed;
        });
      }
      column.type = update.type;
    }
    if (update.label !== undefined) {
      if (update.label === null || update.label.trim() === '') delete column.label;
      else column.label = update.label.trim();
    }
    if (update.valueLabels !== undefined) {
      if (update.valueLabels === null || Object.keys(update.valueLabels).length === 0)
        delete column.valueLabels;
      else column.valueLabels = { ...update.valueLabels };
    }
  }
  return { columns, rowCount: table.rowCount };
}
