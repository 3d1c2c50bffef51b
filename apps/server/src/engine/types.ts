import type { AnalysisResult, ReadInfo, ReadOptions } from '@tonggye/stats';
import type { DatasetColumn, UploadedDataset } from '../datasets';

/** Runs the engine off the event loop: analyses on a stored table, and reading uploaded files. */
export interface AnalysisEngine {
  /** Runs one analysis of the contract on a stored table (its `table_json`). */
  run(tableJson: string, request: Record<string, unknown>): Promise<AnalysisResult>;
  /** Reads an uploaded file already written to `path` (CSV, XLSX or SAV, chosen by `fileName`). */
  parse(path: string, options: ReadOptions): Promise<ParsedUpload>;
  close(): Promise<void>;
}

/** An uploaded file read into what `/dataset/upload` stores and answers with. */
export interface ParsedUpload {
  info: ReadInfo;
  /** `summaryOf(table)`: stored as `summary_json`. */
  summary: { rowCount: number; columns: DatasetColumn[] };
  /** `tableToJSON(table)`: stored as `table_json`, so analyses never read the file again. */
  tableJson: string;
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
  | { kind: 'parse'; id: number; path: string; options: ReadOptions };
