import { randomUUID } from 'node:crypto';
import type { AnalysisResult } from '@tonggye/stats';
import { isoNow } from './clock';
import type { Database } from './db/database';
import { ApiError } from './errors';

export interface AnalysisRun {
  owner: string;
  datasetId: string;
  /** The dataset version it ran on (kept while this record names it). */
  versionId: string;
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
      version_id: run.versionId,
      analysis: run.analysis,
      request_json: JSON.stringify(run.request),
      result_json: JSON.stringify(run.result),
      created_at: isoNow(),
    })
    .execute();
  return id;
}

/** One line of the visitor's analysis history (`/my-activity/analysis-info`). */
export interface AnalysisHistoryItem {
  analysisId: string;
  analysis: string;
  datasetUuid: string;
  fileName: string;
  title: string;
  createdAt: string;
  /** Transforms of the dataset version the run used (0: the upload as is). */
  transformCount: number;
}

export interface AnalysisHistoryPage {
  items: AnalysisHistoryItem[];
  totalCount: number;
  totalPage: number;
  currentPage: number;
  pageSize: number;
}

/** The caller's runs, newest first, a page at a time (pages count from 1). */
export async function listOwnAnalyses(
  db: Database,
  owner: string,
  page: number,
  pageSize: number,
): Promise<AnalysisHistoryPage> {
  const { count } = await db
    .selectFrom('analyses')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('owner', '=', owner)
    .executeTakeFirstOrThrow();
  const totalCount = Number(count);
  const rows = await db
    .selectFrom('analyses')
    .innerJoin('datasets', 'datasets.id', 'analyses.dataset_id')
    .leftJoin('dataset_versions', 'dataset_versions.id', 'analyses.version_id')
    .select([
      'dataset_versions.transforms_json as transforms_json',
      'analyses.id as id',
      'analyses.analysis as analysis',
      'analyses.created_at as created_at',
      'datasets.id as dataset_id',
      'datasets.file_name as file_name',
      'datasets.title as title',
    ])
    .where('analyses.owner', '=', owner)
    .orderBy('analyses.created_at', 'desc')
    .orderBy('analyses.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    items: rows.map((row) => ({
      analysisId: row.id,
      analysis: row.analysis,
      datasetUuid: row.dataset_id,
      fileName: row.file_name,
      title: row.title,
      createdAt: row.created_at,
      transformCount:
        row.transforms_json === null ? 0 : (JSON.parse(row.transforms_json) as unknown[]).length,
    })),
    totalCount,
    totalPage: Math.max(1, Math.ceil(totalCount / pageSize)),
    currentPage: page,
    pageSize,
  };
}

/** One of the caller's runs, to reopen: what was asked and the result; another's is not found. */
export async function findOwnAnalysis(db: Database, owner: string, analysisId: string) {
  const row = await db
    .selectFrom('analyses')
    .selectAll()
    .where('id', '=', analysisId)
    .where('owner', '=', owner)
    .executeTakeFirst();
  if (!row) throw new ApiError('ANALYSIS_NOT_FOUND');
  return {
    analysisId: row.id,
    analysis: row.analysis,
    datasetUuid: row.dataset_id,
    createdAt: row.created_at,
    request: JSON.parse(row.request_json) as Record<string, unknown>,
    result: JSON.parse(row.result_json) as AnalysisResult,
  };
}

export async function removeOwnAnalysis(
  db: Database,
  owner: string,
  analysisId: string,
): Promise<void> {
  const result = await db
    .deleteFrom('analyses')
    .where('id', '=', analysisId)
    .where('owner', '=', owner)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiError('ANALYSIS_NOT_FOUND');
}
