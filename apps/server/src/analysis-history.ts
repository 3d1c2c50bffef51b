import { randomUUID } from 'node:crypto';
import type { AnalysisResult } from '@tonggye/stats';
import { isoNow } from './clock';
import type { Insertable } from 'kysely';
import type { Database } from './db/database';
import type { AnalysesTable } from './db/schema';
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
  /** The result's JSON text (as the engine wrote it), stored as is. */
  resultJson: string;
}

/** Stores one run for the visitor's analysis history; answers its id once it is committed. */
export async function recordAnalysis(db: Database, run: AnalysisRun): Promise<string> {
  const id = randomUUID();
  const row: Insertable<AnalysesTable> = {
    id,
    owner: run.owner,
    dataset_id: run.datasetId,
    version_id: run.versionId,
    analysis: run.analysis,
    request_json: JSON.stringify(run.request),
    result_json: run.resultJson,
    created_at: isoNow(),
  };
  let writer = historyWriters.get(db);
  if (writer === undefined) {
    writer = new HistoryWriter(db);
    historyWriters.set(db, writer);
  }
  await writer.insert(row);
  return id;
}

/** Most history records one transaction writes (well under either database's parameter limit). */
const MAX_RECORDS_PER_COMMIT = 100;

interface WaitingRecord {
  row: Insertable<AnalysesTable>;
  committed: () => void;
  failed: (error: unknown) => void;
}

/**
 * Writes history records a transaction at a time: the records of runs that finish together share
 * one commit (on SQLite one WAL append instead of one per record; on PostgreSQL one round trip).
 * A run's answer waits for its own record's commit, so an answered run is never missing from the
 * history. A batch that fails (a dataset removed meanwhile refuses its records) is written again
 * record by record, so only the runs whose own record failed fail.
 */
class HistoryWriter {
  private waiting: WaitingRecord[] = [];
  private writing = false;

  constructor(private readonly db: Database) {}

  insert(row: Insertable<AnalysesTable>): Promise<void> {
    return new Promise<void>((committed, failed) => {
      this.waiting.push({ row, committed, failed });
      if (!this.writing) {
        this.writing = true;
        // After the current turn of the event loop: the runs answered in it join this commit.
        setImmediate(() => void this.writeAll());
      }
    });
  }

  private async writeAll(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_RECORDS_PER_COMMIT);
        try {
          await this.db.transaction().execute((trx) =>
            trx
              .insertInto('analyses')
              .values(batch.map((record) => record.row))
              .execute(),
          );
          for (const record of batch) record.committed();
        } catch (error) {
          if (batch.length === 1) batch[0]!.failed(error);
          else await this.writeOneByOne(batch);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeOneByOne(batch: WaitingRecord[]): Promise<void> {
    for (const record of batch) {
      try {
        await this.db.insertInto('analyses').values(record.row).execute();
        record.committed();
      } catch (error) {
        record.failed(error);
      }
    }
  }
}

const historyWriters = new WeakMap<Database, HistoryWriter>();

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
