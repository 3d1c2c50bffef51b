import { randomUUID } from 'node:crypto';
import type { CellValue, ColumnSummary, DataTable, DatasetSummary, ReadInfo } from '@tonggye/stats';
import { isoNow } from './clock';
import type { Database } from './db/database';
import type { DatasetRow } from './db/schema';
import { ApiError } from './errors';

/** Rows shown on the upload and setting pages. */
export const PREVIEW_ROW_COUNT = 100;

/** What `/dataset/upload` and `/description/get` answer with. */
export interface UploadedDataset {
  uuid: string;
  fileName: string;
  title: string;
  createdAt: string;
  rowCount: number;
  columns: ColumnSummary[];
  info: ReadInfo;
  preview: { columns: string[]; rows: CellValue[][] };
}

/** One entry of `/dataset/uploadedData`. */
export interface UploadedDatasetListItem {
  uuid: string;
  fileName: string;
  title: string;
  createdAt: string;
  rowCount: number;
  columnCount: number;
}

export function previewOf(table: DataTable, limit = PREVIEW_ROW_COUNT): UploadedDataset['preview'] {
  const count = Math.min(limit, table.rowCount);
  const rows: CellValue[][] = [];
  for (let row = 0; row < count; row++) {
    rows.push(table.columns.map((column) => column.values[row] ?? null));
  }
  return { columns: table.columns.map((column) => column.name), rows };
}

export function toUploadedDataset(row: DatasetRow, table: DataTable): UploadedDataset {
  const summary = JSON.parse(row.summary_json) as DatasetSummary;
  return {
    uuid: row.id,
    fileName: row.file_name,
    title: row.title,
    createdAt: row.created_at,
    rowCount: row.row_count,
    columns: summary.columns,
    info: JSON.parse(row.info_json) as ReadInfo,
    preview: previewOf(table),
  };
}

export interface DatasetToStore {
  /** A fixed id (seed content); a new UUID otherwise. */
  id?: string;
  owner: string;
  fileName: string;
  title: string;
  info: ReadInfo;
  summary: DatasetSummary;
  tableJson: string;
  sizeBytes: number;
}

export async function insertDataset(db: Database, dataset: DatasetToStore): Promise<DatasetRow> {
  const row: DatasetRow = {
    id: dataset.id ?? randomUUID(),
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
    table_json: dataset.tableJson,
    size_bytes: dataset.sizeBytes,
    created_at: isoNow(),
  };
  await db.insertInto('datasets').values(row).execute();
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
    .select(['id', 'file_name', 'title', 'created_at', 'row_count', 'column_count'])
    .where('owner', '=', owner)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    uuid: row.id,
    fileName: row.file_name,
    title: row.title,
    createdAt: row.created_at,
    rowCount: row.row_count,
    columnCount: row.column_count,
  }));
}

/** Removes the caller's dataset and, by cascade, its analyses. */
export async function removeOwnDataset(db: Database, owner: string, uuid: string): Promise<void> {
  const result = await db
    .deleteFrom('datasets')
    .where('id', '=', uuid)
    .where('owner', '=', owner)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new ApiError('DATASET_NOT_FOUND');
}
