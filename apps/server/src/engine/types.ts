import type { AnalysisResult } from '@tonggye/stats';

/** Runs one analysis of the contract on a stored table (its `table_json`). */
export interface AnalysisEngine {
  run(tableJson: string, request: Record<string, unknown>): Promise<AnalysisResult>;
  close(): Promise<void>;
}

/** What a worker sends back: the result, or an input error rebuilt as `StatsInputError`. */
export type WorkerReply =
  | { id: number; ok: true; result: AnalysisResult }
  | {
      id: number;
      ok: false;
      inputError: boolean;
      code: string;
      messageKo: string;
      message: string;
      details: Record<string, string | number | undefined>;
    };

export interface WorkerTask {
  id: number;
  tableJson: string;
  request: Record<string, unknown>;
}
