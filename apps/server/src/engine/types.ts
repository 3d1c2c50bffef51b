import type { AnalysisResult, ReadInfo, ReadOptions } from '@tonggye/stats';
import type { DatasetColumn, UploadedDataset, VariableUpdate } from '../datasets';
import type { StoredColumnEntry } from '../storage/arrow-table';
import type { StorageSpec } from '../storage/object-store';
import type { StoredTableRef } from '../storage/table-loader';

/** Runs the engine off the event loop: analyses on a stored table, and reading uploaded files. */
export interface AnalysisEngine {
  /** Runs one analysis of the contract on a table given as `tableToJSON` text. */
  run(tableJson: string, request: Record<string, unknown>): Promise<AnalysisResult>;
  /**
   * Runs one analysis on a stored version: the thread that runs it reads (or finds in its cache)
   * only the columns the request names.
   */
  runStored(table: StoredTableRef, request: Record<string, unknown>): Promise<AnalysisResult>;
  /**
   * Reads an uploaded file already written to `path` (CSV, XLSX or SAV, chosen by `fileName`);
   * with `target`, stores the table there as Arrow columns instead of answering it as JSON.
   */
  parse(path: string, options: ReadOptions, target?: TableTarget): Promise<ParsedUpload>;
  /** A new version: the stored table with the variables' new settings, stored at `target`. */
  deriveVersion(
    source: StoredTableRef,
    updates: VariableUpdate[],
    target: TableTarget,
  ): Promise<DerivedVersion>;
  close(): Promise<void>;
}

/** Where a new version's columns go, and the most memory its decoded table may take. */
export interface TableTarget {
  storage: StorageSpec;
  /** `tables/<dataset>/<version>/`. */
  prefix: string;
  maxTableBytes: number;
}

/** A version's columns as stored. */
export interface StoredTable {
  rowCount: number;
  columns: StoredColumnEntry[];
  contentHash: string;
  sizeBytes: number;
}

/** An uploaded file read into what `/dataset/upload` stores and answers with. */
export interface ParsedUpload {
  info: ReadInfo;
  /** `summaryOf(table)`: stored as `summary_json`. */
  summary: { rowCount: number; columns: DatasetColumn[] };
  /** `tableToJSON(table)`, without a target. */
  tableJson?: string;
  /** The stored version's columns, with a target. */
  stored?: StoredTable;
  preview: UploadedDataset['preview'];
}

export interface DerivedVersion {
  summary: { rowCount: number; columns: DatasetColumn[] };
  stored: StoredTable;
  preview: UploadedDataset['preview'];
}

/** What a worker sends back: the result, or an input error rebuilt as `StatsInputError`. */
export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | {
      id: number;
      ok: false;
      inputError: boolean;
      code: string;
      messageKo: string;
      message: string;
      details: Record<string, string | number | undefined>;
    };

export type WorkerTask =
  | { kind: 'analysis'; id: number; tableJson: string; request: Record<string, unknown> }
  | { kind: 'stored-analysis'; id: number; table: StoredTableRef; request: Record<string, unknown> }
  | { kind: 'parse'; id: number; path: string; options: ReadOptions; target?: TableTarget }
  | {
      kind: 'derive';
      id: number;
      source: StoredTableRef;
      updates: VariableUpdate[];
      target: TableTarget;
    };
