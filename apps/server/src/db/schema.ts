import type { Insertable, Selectable } from 'kysely';

/**
 * Tables as Kysely sees them. Kept portable for the PostgreSQL path: text ids
 * (UUIDs), ISO-8601 timestamps stored as text, JSON stored as text.
 */
export interface DatasetsTable {
  id: string;
  /** The guest id (`guest-` + 10 digits) or, later, the member id. */
  owner: string;
  file_name: string;
  title: string;
  format: string;
  encoding: string | null;
  delimiter: string | null;
  /** The engine's full `ReadInfo` (sheet, reader warnings, …). */
  info_json: string;
  row_count: number;
  column_count: number;
  /** `DatasetSummary` of the engine. */
  summary_json: string;
  /** The parsed table, from `tableToJSON`. */
  table_json: string;
  size_bytes: number;
  created_at: string;
}

export interface AnalysesTable {
  id: string;
  owner: string;
  dataset_id: string;
  /** Analysis id of the contract (`descriptive`, …). */
  analysis: string;
  request_json: string;
  result_json: string;
  created_at: string;
}

export interface DatabaseSchema {
  datasets: DatasetsTable;
  analyses: AnalysesTable;
}

export type DatasetRow = Selectable<DatasetsTable>;
export type NewDataset = Insertable<DatasetsTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
