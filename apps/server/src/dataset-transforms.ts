import { randomUUID } from 'node:crypto';
import {
  parseTransforms,
  spssSyntax,
  StatsInputError,
  type ReadInfo,
  type SyntaxColumn,
  type SyntaxDataset,
  type Transform,
} from '@tonggye/stats';
import type { DatasetColumn, DatasetVersionInfo } from './datasets';
import type { Database } from './db/database';
import type { DatasetRow, DatasetVersionRow } from './db/schema';
import {
  insertVersion,
  tablePrefix,
  tableRefOf,
  unreadableTable,
  type NewVersion,
} from './dataset-versions';
import { syntaxFactsOf } from './engine/syntax-facts';
import type { SyntaxSource, TransformedVersion } from './engine/types';
import type { RouteDeps } from './env';
import { ApiError } from './errors';
import {
  cancelDeletion,
  runDeletions,
  scheduleDeletion,
  UPLOAD_LEASE_MS,
} from './storage/deletions';
import { StoredTableUnreadable } from './storage/table-loader';

/**
 * What a transform version keeps in its summary besides the columns: the selected cases and the
 * list's syntax, made once by the worker that applied it (they need the whole original).
 */
interface TransformSummary {
  rowCount: number;
  columns: DatasetColumn[];
  selectedCount?: number;
  syntax?: string;
}

export function transformsOf(version: Pick<DatasetVersionRow, 'transforms_json'>): Transform[] {
  return version.transforms_json === null
    ? []
    : (JSON.parse(version.transforms_json) as Transform[]);
}

/** The version as answered: an upload (or a change of variable settings) has no transforms. */
export function versionInfoOf(
  version: Pick<DatasetVersionRow, 'id' | 'transforms_json' | 'row_count' | 'summary_json'>,
): DatasetVersionInfo {
  const summary = JSON.parse(version.summary_json) as TransformSummary;
  return {
    versionId: version.id,
    transforms: transformsOf(version),
    // The stored table holds the selected cases only.
    selectedCount: summary.selectedCount ?? version.row_count,
    syntax: summary.syntax ?? '',
  };
}

/**
 * The version a transform list applies to: the original upload (or the variable settings made
 * on it), never another list's outcome, so undo and reorder are only a changed list.
 */
export async function originalOf(
  db: Database,
  row: DatasetRow,
  version: DatasetVersionRow,
): Promise<DatasetVersionRow> {
  if (version.transforms_json === null) return version;
  const base =
    version.base_version_id === null
      ? undefined
      : await db
          .selectFrom('dataset_versions')
          .selectAll()
          .where('id', '=', version.base_version_id)
          .where('dataset_id', '=', row.id)
          .executeTakeFirst();
  if (base === undefined) throw new ApiError('DATASET_TABLE_UNREADABLE', { title: row.title });
  return base;
}

export function syntaxSourceOf(row: DatasetRow): SyntaxSource {
  return { fileName: row.file_name, info: JSON.parse(row.info_json) as ReadInfo };
}

/** Checks a list with the engine's one definition of a transform (bilingual, naming the field). */
export function checkTransforms(raw: unknown): Transform[] {
  return parseTransforms(raw);
}

/** The list applied to the dataset's original in a worker; `store` writes its selected cases. */
export async function applyToOriginal(
  deps: Pick<RouteDeps, 'db' | 'engine' | 'storage' | 'logger' | 'config'>,
  row: DatasetRow,
  original: DatasetVersionRow,
  transforms: Transform[],
  options: { previewRows: number; prefix?: string },
): Promise<TransformedVersion> {
  const { engine, storage, logger, config } = deps;
  try {
    const outcome = await engine.transform({
      source: tableRefOf(original, storage),
      transforms,
      dataset: syntaxSourceOf(row),
      previewRows: options.previewRows,
      ...(options.prefix !== undefined
        ? {
            target: {
              storage: storage.spec,
              prefix: options.prefix,
              maxTableBytes: config.datasetCacheBytes,
            },
          }
        : {}),
    });
    rememberFacts(factsKey(original), Promise.resolve(outcome.facts));
    return outcome;
  } catch (error) {
    if (error instanceof StoredTableUnreadable) throw unreadableTable(logger, row, error);
    throw error;
  }
}

/**
 * Makes `transforms` the dataset's list: a new current version holding the selected cases of the
 * list applied to the original (an empty list makes the original current again). The columns are
 * written under a lease first; the rows are written in one transaction that takes the lease back,
 * compare-and-set on the current version, so a failure or a concurrent change leaves nothing.
 */
export async function replaceTransforms(
  deps: Pick<RouteDeps, 'db' | 'engine' | 'storage' | 'logger' | 'config'>,
  row: DatasetRow,
  current: DatasetVersionRow,
  transforms: Transform[],
  previewRows: number,
): Promise<{ dataset: DatasetRow; version: DatasetVersionRow; outcome: TransformedVersion }> {
  const { db, storage, logger, config } = deps;
  const original = await originalOf(db, row, current);
  const now = config.now();
  const nowText = now.toISOString();

  let next: NewVersion | null = null;
  let outcome: TransformedVersion;
  if (transforms.length === 0) {
    outcome = await applyToOriginal(deps, row, original, transforms, { previewRows });
  } else {
    const versionId = randomUUID();
    const prefix = tablePrefix(row.id, versionId);
    await scheduleDeletion(db, [prefix], now, UPLOAD_LEASE_MS);
    try {
      outcome = await applyToOriginal(deps, row, original, transforms, { previewRows, prefix });
    } catch (error) {
      await runDeletions(db, storage, [prefix], logger);
      throw error;
    }
    next = {
      id: versionId,
      datasetId: row.id,
      // Given in the transaction, after the compare-and-set that orders concurrent changes.
      number: 0,
      baseVersionId: original.id,
      transforms,
      summary: {
        rowCount: outcome.rowCount,
        columns: outcome.summary.columns,
        selectedCount: outcome.selectedCount,
        syntax: outcome.syntax,
      } as NewVersion['summary'],
      preview: outcome.preview,
      stored: outcome.stored!,
      prefix,
      createdAt: nowText,
    };
  }

  try {
    const result = await db.transaction().execute(async (trx) => {
      const target = next?.id ?? original.id;
      const stored = next?.stored ?? {
        contentHash: original.content_hash,
        columns: { length: original.column_count },
      };
      const changed = await trx
        .updateTable('datasets')
        .set({
          current_version_id: target,
          content_hash: stored.contentHash,
          summary_json: JSON.stringify({
            rowCount: outcome.rowCount,
            columns: outcome.summary.columns,
          }),
          row_count: outcome.rowCount,
          column_count: stored.columns.length,
          updated_at: nowText,
        })
        .where('id', '=', row.id)
        .where('owner', '=', row.owner)
        // Compare-and-set: a change made meanwhile is never lost under this one.
        .where('current_version_id', '=', current.id)
        .returningAll()
        .executeTakeFirst();
      if (!changed) throw new ApiError('SERVER_BUSY');
      if (next !== null)
        await insertVersion(trx, { ...next, number: await nextNumber(trx, row.id) });
      if (target !== current.id) {
        await trx
          .updateTable('dataset_versions')
          .set({ superseded_at: nowText })
          .where('id', '=', current.id)
          .execute();
      }
      // The original is current again (or the base of the current list): never collected.
      await trx
        .updateTable('dataset_versions')
        .set({ superseded_at: next === null ? null : nowText })
        .where('id', '=', original.id)
        .where('dataset_id', '=', row.id)
        .execute();
      if (next !== null) await cancelDeletion(trx, [next.prefix]);
      const version = await trx
        .selectFrom('dataset_versions')
        .selectAll()
        .where('id', '=', target)
        .executeTakeFirstOrThrow();
      return { dataset: changed, version };
    });
    return { ...result, outcome };
  } catch (error) {
    if (next !== null) await runDeletions(db, storage, [next.prefix], logger);
    throw error;
  }
}

/**
 * A transform list applied again on a new original (variable settings changed under a list): a
 * version based on `settings`, its columns stored under a lease the caller's transaction takes
 * back. A list the new settings no longer allow fails here with its own error, nothing left.
 */
export async function reapplyOnNewOriginal(
  deps: Pick<RouteDeps, 'db' | 'engine' | 'storage' | 'logger' | 'config'>,
  row: DatasetRow,
  settings: NewVersion,
  transforms: Transform[],
  previewRows: number,
): Promise<NewVersion> {
  const { db, engine, storage, logger, config } = deps;
  const now = config.now();
  const versionId = randomUUID();
  const prefix = tablePrefix(row.id, versionId);
  await scheduleDeletion(db, [prefix], now, UPLOAD_LEASE_MS);
  let outcome: TransformedVersion;
  try {
    outcome = await engine.transform({
      source: {
        datasetId: row.id,
        versionId: settings.id,
        contentHash: settings.stored.contentHash,
        rowCount: settings.stored.rowCount,
        columns: settings.stored.columns,
        storage: storage.spec,
      },
      transforms,
      dataset: syntaxSourceOf(row),
      previewRows,
      target: { storage: storage.spec, prefix, maxTableBytes: config.datasetCacheBytes },
    });
  } catch (error) {
    await runDeletions(db, storage, [prefix], logger);
    throw error;
  }
  return {
    id: versionId,
    datasetId: row.id,
    number: 0,
    baseVersionId: settings.id,
    transforms,
    summary: {
      rowCount: outcome.rowCount,
      columns: outcome.summary.columns,
      selectedCount: outcome.selectedCount,
      syntax: outcome.syntax,
    } as NewVersion['summary'],
    preview: outcome.preview,
    stored: outcome.stored!,
    prefix,
    createdAt: now.toISOString(),
  };
}

/**
 * The dataset's next version number: above every number it has used, since an empty list makes
 * the original (number 1) current again while later versions remain.
 */
export async function nextNumber(
  db: Pick<Database, 'selectFrom'>,
  datasetId: string,
): Promise<number> {
  const { top } = await db
    .selectFrom('dataset_versions')
    .select((eb) => eb.fn.max('number').as('top'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return Number(top ?? 0) + 1;
}

// ---------------------------------------------------------------------------------------------
// SPSS syntax of a run

/**
 * Syntax facts of originals, by version and content. An original stored since versions keep
 * them has them in its row; for one stored before, a worker takes them from the whole table
 * (they need every value) and the row keeps them. Every run's syntax is then written on this
 * thread. Runs that arrive together while they are being taken wait for the same task.
 */
const factsCache = new Map<string, Promise<SyntaxDataset>>();
const FACTS_CACHE_ENTRIES = 200;

function factsKey(version: Pick<DatasetVersionRow, 'id' | 'content_hash'>): string {
  return `${version.id}/${version.content_hash}`;
}

function rememberFacts(key: string, facts: Promise<SyntaxDataset>): void {
  factsCache.delete(key);
  factsCache.set(key, facts);
  while (factsCache.size > FACTS_CACHE_ENTRIES) {
    const oldest = factsCache.keys().next().value;
    if (oldest === undefined) break;
    factsCache.delete(oldest);
  }
  // A failed read is tried again by the next run, not remembered.
  facts.catch(() => {
    if (factsCache.get(key) === facts) factsCache.delete(key);
  });
}

function factsOf(
  deps: Pick<RouteDeps, 'db' | 'engine' | 'storage' | 'logger'>,
  row: DatasetRow,
  original: DatasetVersionRow,
): Promise<SyntaxDataset> {
  const key = factsKey(original);
  const cached = factsCache.get(key);
  if (cached !== undefined) return cached;
  const facts =
    original.syntax_columns_json !== null
      ? Promise.resolve(
          syntaxFactsOf(
            JSON.parse(original.syntax_columns_json) as SyntaxColumn[],
            syntaxSourceOf(row),
          ),
        )
      : takeFacts(deps, row, original);
  rememberFacts(key, facts);
  return facts;
}

async function takeFacts(
  deps: Pick<RouteDeps, 'db' | 'engine' | 'storage' | 'logger'>,
  row: DatasetRow,
  original: DatasetVersionRow,
): Promise<SyntaxDataset> {
  const facts = await deps.engine.syntaxFacts(
    tableRefOf(original, deps.storage),
    syntaxSourceOf(row),
  );
  // Kept, so neither this process after a restart nor another server reads the table for them.
  try {
    await deps.db
      .updateTable('dataset_versions')
      .set({ syntax_columns_json: JSON.stringify(facts.columns) })
      .where('id', '=', original.id)
      .where('syntax_columns_json', 'is', null)
      .execute();
  } catch (error) {
    deps.logger.warn('syntax facts not kept', {
      versionId: original.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return facts;
}

/**
 * SPSS syntax reproducing a run on `version`: GET DATA of the original, the version's transforms,
 * then the analysis's commands. Undefined where the generator has no spelling for it (a request
 * it cannot write); the run itself stands.
 */
export async function runSyntax(
  deps: Pick<RouteDeps, 'db' | 'engine' | 'storage' | 'logger'>,
  row: DatasetRow,
  version: DatasetVersionRow,
  request: Record<string, unknown>,
): Promise<string | undefined> {
  const transforms = transformsOf(version);
  // A random sample's lines select the drawn cases by row number, which needs the whole
  // original: the worker that applied the list wrote them then, and the version keeps them.
  const sampled = transforms.some((t) => t.type === 'sample');
  // Only a sampled version's kept lines are needed: its summary is not read for the others.
  const kept = sampled ? versionInfoOf(version).syntax : '';
  if (sampled && kept === '') return undefined;
  try {
    const original = await originalOf(deps.db, row, version);
    const facts = await factsOf(deps, row, original);
    return spssSyntax(request, facts, {
      transforms,
      ...(sampled ? { transformLines: kept.split('\n') } : {}),
    });
  } catch (error) {
    if (!(error instanceof StatsInputError))
      deps.logger.warn('analysis syntax not written', {
        analysis: String(request.analysis),
        error: error instanceof Error ? error.message : String(error),
      });
    return undefined;
  }
}

/** The version a recorded run names, and its syntax, for the history's detail. */
export async function historyVersionOf(
  deps: Pick<RouteDeps, 'db' | 'engine' | 'storage' | 'logger'>,
  owner: string,
  analysisId: string,
  request: Record<string, unknown>,
  analysis: string,
): Promise<{ version?: DatasetVersionInfo; syntax?: string }> {
  const found = await deps.db
    .selectFrom('analyses')
    .innerJoin('datasets', 'datasets.id', 'analyses.dataset_id')
    .innerJoin('dataset_versions', 'dataset_versions.id', 'analyses.version_id')
    .select(['analyses.version_id as version_id', 'datasets.id as dataset_id'])
    .where('analyses.id', '=', analysisId)
    .where('analyses.owner', '=', owner)
    .executeTakeFirst();
  if (found === undefined || found.version_id === null) return {};
  const row = await deps.db
    .selectFrom('datasets')
    .selectAll()
    .where('id', '=', found.dataset_id)
    .executeTakeFirstOrThrow();
  const version = await deps.db
    .selectFrom('dataset_versions')
    .selectAll()
    .where('id', '=', found.version_id)
    .executeTakeFirstOrThrow();
  const syntax = await runSyntax(deps, row, version, { ...request, analysis });
  return { version: versionInfoOf(version), ...(syntax !== undefined ? { syntax } : {}) };
}
