import { randomUUID } from 'node:crypto';
import type { AnalysisResult } from '@tonggye/stats';
import { isoNow } from './clock';
import type { Database } from './db/database';

export interface AnalysisRun {
  owner: string;
  datasetId: string;
  /** The contract's analysis id (`descriptive`, `t/one`, …). */
  analysis: string;
  /** The engine request as run, without the envelope's common fields. */
  request: Record<string, unknown>;
  result: AnalysisResult;
}

/** Stores one run for the visitor's analysis history; answers its id. */
export async function recordAnalysis(db: Database, run: AnalysisRun): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('analyses')
    .values({
      id,
      owner: run.owner,
      dataset_id: run.datasetId,
      analysis: run.analysis,
      request_json: JSON.stringify(run.request),
      result_json: JSON.stringify(run.result),
      created_at: isoNow(),
    })
    .execute();
  return id;
}
