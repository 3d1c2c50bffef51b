import type { MessagePort } from 'node:worker_threads';
import type {
  AnalysisResult,
  ReadInfo,
  ReadOptions,
  SyntaxColumn,
  SyntaxDataset,
} from '@tonggye/stats';
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
   * `runStored`, answering the result as its JSON text, written by the thread that ran it: what
   * the history stores and the answer carries, so the event loop neither rebuilds the result's
   * objects from the worker's message nor writes them out again (twice).
   */
  runStoredAsJson(table: StoredTableRef, request: Record<string, unknown>): Promise<string>;
  /**
   * Reads an uploaded file already written to `path` (CSV, XLSX or SAV, chosen by `fileName`);
   * with `target`, stores the table there as Arrow columns instead of answering it as JSON.
   */
  parse(path: string, options: ReadOptions, target?: TableTarget): Promise<ParsedUpload>;
  /**
   * Reads an upload while it arrives: a thread of the engine takes the file's bytes as they come
   * (a CSV is read line by line meanwhile), then reads what is left and stores the table at
   * `target` once `finish` gives the options. `expectedBytes` (the request's length, or 0) only
   * sizes the table's arrays. When no thread is free for it as the bytes start, nothing is held
   * in memory: `finish` reads the whole file from `spoolPath` (where the caller writes it) as
   * `parse` does.
   */
  receive(
    fileName: string,
    target: TableTarget,
    expectedBytes: number,
    spoolPath: string,
  ): UploadReader;
  /** A new version: the stored table with the variables' new settings, stored at `target`. */
  deriveVersion(
    source: StoredTableRef,
    updates: VariableUpdate[],
    target: TableTarget,
  ): Promise<DerivedVersion>;
  /**
   * A transform list applied to a stored version (the dataset's original): the selected cases'
   * summary, first rows and SPSS syntax, stored at `target` when given (a preview stores nothing).
   */
  transform(request: TransformRequest): Promise<TransformedVersion>;
  /** What SPSS syntax needs to know of a stored version's columns (widths, categories, …). */
  syntaxFacts(source: StoredTableRef, dataset: SyntaxSource): Promise<SyntaxDataset>;
  close(): Promise<void>;
}

/** An upload being read as it arrives (`AnalysisEngine.receive`). */
export interface UploadReader {
  /** The file's next bytes; they are copied, so the caller may reuse its buffer. */
  push(bytes: Uint8Array): void;
  /** The file is whole: read it with the options it was sent with and store its table. */
  finish(options: ReadOptions): Promise<ParsedUpload>;
  /** The upload failed before `finish`: the reading stops and nothing is stored. */
  abort(): void;
}

/** What the server sends on a receiving task's port. */
export type UploadMessage = { bytes: Uint8Array } | { finish: ReadOptions } | { abort: true };

/** The file the syntax's GET DATA reads: the dataset's original, as it was read. */
export interface SyntaxSource {
  fileName: string;
  info: ReadInfo;
}

export interface TransformRequest {
  source: StoredTableRef;
  transforms: unknown[];
  dataset: SyntaxSource;
  /** Rows of the selected cases to answer with. */
  previewRows: number;
  target?: TableTarget;
}

/**
 * A transform list's outcome. Only the selected cases are kept (as SPSS's permanent SELECT IF,
 * which the syntax writes), so every analysis of the version runs on them as it reads the table.
 */
export interface TransformedVersion {
  /** Every case of the original. */
  rowCount: number;
  selectedCount: number;
  /** The selected cases' columns (`summaryOf`), with `rowCount` the original's. */
  summary: { rowCount: number; columns: DatasetColumn[] };
  preview: UploadedDataset['preview'];
  /** COMPUTE, RECODE, SELECT IF, … reproducing the list after GET DATA. */
  syntax: string;
  /** The original's syntax facts, for the syntax of analyses on this version. */
  facts: SyntaxDataset;
  stored?: StoredTable;
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
  /**
   * An original's facts for SPSS syntax (widths, categories, decimals), taken while its table is
   * in memory anyway, so a first analysis of a large upload need not read every column for them.
   */
  syntaxColumns?: SyntaxColumn[];
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
  | {
      kind: 'stored-analysis';
      id: number;
      table: StoredTableRef;
      request: Record<string, unknown>;
      /** Answer the result as its JSON text. */
      asJson?: true;
    }
  | { kind: 'parse'; id: number; path: string; options: ReadOptions; target?: TableTarget }
  | {
      kind: 'receive';
      id: number;
      /** The bytes, then the options or the abandonment, arrive here (`UploadMessage`). */
      port: MessagePort;
      fileName: string;
      expectedBytes: number;
      target: TableTarget;
    }
  | {
      kind: 'derive';
      id: number;
      source: StoredTableRef;
      updates: VariableUpdate[];
      target: TableTarget;
    }
  | ({ kind: 'transform'; id: number } & TransformRequest)
  | { kind: 'syntax-facts'; id: number; source: StoredTableRef; dataset: SyntaxSource };
