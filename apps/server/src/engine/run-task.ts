import { readFileSync } from 'node:fs';
import {
  analyze,
  applyTransforms,
  DataFileReceiver,
  readDataFileColumnarAsync,
  selectedCases,
  StatsInputError,
  syntaxDataset,
  tableFromJSON,
  tableOfColumnar,
  tableToJSON,
  transformSyntax,
  type ColumnarTable,
  type DataTable,
  type ReadInfo,
  type ReadOptions,
  type SyntaxColumn,
  type SyntaxDataset,
} from '@tonggye/stats';
import { applyVariableUpdates, previewOf, summaryOf } from '../datasets';
import { ApiError, formatBytes } from '../errors';
import { decodedTableBytes, writeTable } from '../storage/arrow-table';
import {
  type ColumnCache,
  loadStoredTable,
  namedColumns,
  storeOf,
  StoredTableUnreadable,
  type StoredTableRef,
} from '../storage/table-loader';
import { ANOVA_MULTI, anovaCellStructure, type AnovaMultiRequest } from './anova-multi';
import { syntaxFactsOf } from './syntax-facts';
import type {
  DerivedVersion,
  ParsedUpload,
  StoredTable,
  SyntaxSource,
  TableTarget,
  TransformedVersion,
  TransformRequest,
  UploadMessage,
  WorkerReply,
  WorkerTask,
} from './types';

/**
 * An upload called off before it was told to finish: its reading stops and stores nothing. The
 * same error whether the reading had a thread or was still waiting for one.
 */
export class UploadAbandoned extends Error {
  constructor() {
    super('upload abandoned');
    this.name = 'UploadAbandoned';
  }
}

/** What a thread that runs tasks keeps between them: its decoded columns. */
export interface TaskContext {
  cache: ColumnCache;
}

/** The codes of replies that the server turns back into its own errors (see `fromReply`). */
const TABLE_UNREADABLE = 'STORED_TABLE_UNREADABLE';
const TOO_LARGE = 'DATASET_TOO_LARGE';
const ABANDONED = 'UPLOAD_ABANDONED';

/**
 * The engine call both engines make: in a worker thread, or on the main thread in tests. An
 * upload is read synchronously up to the XLSX library's own promises, so on the main thread it
 * blocks exactly as long as the reading takes (and in a worker, nothing else).
 */
export async function runTask(task: WorkerTask, context: TaskContext): Promise<WorkerReply> {
  try {
    return { id: task.id, ok: true, result: await perform(task, context) };
  } catch (error) {
    if (error instanceof StatsInputError) {
      return {
        id: task.id,
        ok: false,
        inputError: true,
        code: error.code,
        messageKo: error.messageKo,
        message: error.message,
        details: { ...error.details },
      };
    }
    // The server's own failures: a code `fromReply` turns back into the server's error.
    const failure = (
      code: string,
      message: string,
      details: Record<string, string | number | undefined> = {},
    ): WorkerReply => ({
      id: task.id,
      ok: false,
      inputError: false,
      code,
      messageKo: '',
      message,
      details,
    });
    if (error instanceof StoredTableUnreadable) {
      const { datasetId, versionId, why } = error;
      return failure(TABLE_UNREADABLE, error.message, { datasetId, versionId, why });
    }
    if (error instanceof UploadAbandoned) return failure(ABANDONED, error.message);
    if (error instanceof ApiError && error.code === TOO_LARGE)
      return failure(TOO_LARGE, error.message, { ...error.details });
    return failure(
      'ENGINE_FAILURE',
      error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    );
  }
}

async function perform(task: WorkerTask, context: TaskContext): Promise<unknown> {
  switch (task.kind) {
    case 'analysis':
      return analyse(tableFromJSON(task.tableJson), task.request);
    case 'stored-analysis': {
      const names = namedColumns(
        task.request,
        task.table.columns.map((c) => c.name),
      );
      const result = analyse(await loadStoredTable(task.table, names, context.cache), task.request);
      return task.asJson === true ? JSON.stringify(result) : result;
    }
    case 'parse':
      return await parseUpload(task.path, task.options, task.target);
    case 'receive':
      return await receiveUpload(task);
    case 'derive':
      return await deriveVersion(task.source, task.updates, task.target, context);
    case 'transform':
      return await transformVersion(task, context);
    case 'syntax-facts':
      return factsOf(await loadStoredTable(task.source, null, context.cache), task.dataset);
    default:
      return task satisfies never;
  }
}

function analyse(table: DataTable, request: Record<string, unknown>): unknown {
  // `/anova/multi`'s cell structure runs here too, off the event loop like any analysis.
  return request.analysis === ANOVA_MULTI
    ? anovaCellStructure(table, request as unknown as AnovaMultiRequest)
    : analyze(table, request);
}

/**
 * Stores a table as a version's Arrow columns, after checking that a thread could hold it
 * decoded: a table past the memory budget is refused before anything is written.
 */
async function storeVersion(
  table: DataTable | ColumnarTable,
  target: TableTarget,
  kind: 'original' | 'selection',
): Promise<StoredTable> {
  const needed = decodedTableBytes(table);
  if (needed > target.maxTableBytes) {
    throw new ApiError(TOO_LARGE, {
      rows: table.rowCount,
      columns: table.columns.length,
      limit: formatBytes(target.maxTableBytes),
    });
  }
  const store = storeOf(target.storage);
  const stored = await writeTable(table, target.prefix, (key, body) => store.put(key, body));
  // Syntax always reads the original (GET DATA, then the transforms), so only originals keep them.
  return kind === 'original' ? { ...stored, syntaxColumns: syntaxColumnsOf(table) } : stored;
}

/**
 * Reads the file with the engine's readers into the stored table, its summary and preview. The
 * table stays in the reader's typed arrays from the file to the Arrow columns: a JS value per
 * cell of a million-row upload would be most of the upload's time, spent by the collector.
 */
async function parseUpload(
  path: string,
  options: ReadOptions,
  target: TableTarget | undefined,
): Promise<ParsedUpload> {
  const buffer = readFileSync(path);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const { table, info } = await readDataFileColumnarAsync(bytes, options);
  return await parsedUpload(table, info, target);
}

/**
 * An upload read while it arrives: its bytes come on the task's port as the server receives them,
 * and the reader takes each piece as it comes, so little is left to read when the options come.
 * An upload abandoned before that stores nothing.
 */
async function receiveUpload(task: WorkerTask & { kind: 'receive' }): Promise<ParsedUpload> {
  const receiver = new DataFileReceiver(task.fileName, task.expectedBytes);
  const options = await new Promise<ReadOptions>((resolve, reject) => {
    task.port.on('message', (message: UploadMessage) => {
      if ('bytes' in message) receiver.push(message.bytes);
      else if ('finish' in message) resolve(message.finish);
      else reject(new UploadAbandoned());
    });
  }).finally(() => task.port.close());
  const { table, info } = await receiver.finish(options);
  return await parsedUpload(table, info, task.target);
}

async function parsedUpload(
  table: ColumnarTable,
  info: ReadInfo,
  target: TableTarget | undefined,
): Promise<ParsedUpload> {
  const summary = summaryOf(table);
  const preview = previewOf(table);
  if (target === undefined)
    return { info, summary, tableJson: tableToJSON(tableOfColumnar(table)), preview };
  // An empty table is refused by the route; nothing of it is stored.
  if (table.rowCount === 0 || table.columns.length === 0) return { info, summary, preview };
  return { info, summary, stored: await storeVersion(table, target, 'original'), preview };
}

async function deriveVersion(
  source: StoredTableRef,
  updates: Parameters<typeof applyVariableUpdates>[1],
  target: TableTarget,
  context: TaskContext,
): Promise<DerivedVersion> {
  const table = applyVariableUpdates(await loadStoredTable(source, null, context.cache), updates);
  return {
    summary: summaryOf(table),
    preview: previewOf(table),
    stored: await storeVersion(table, target, 'original'),
  };
}

/** A text column with more distinct values than this is no grouping: its categories are left out. */
const MAX_SYNTAX_CATEGORIES = 10_000;

/**
 * The original's facts for GET DATA and the analyses' commands. Categories serve AUTORECODE of
 * grouping variables only; an identifier column's thousands of values are not kept with them.
 */
function factsOf(table: DataTable, source: SyntaxSource): SyntaxDataset {
  return syntaxFactsOf(syntaxColumnsOf(table), source);
}

function syntaxColumnsOf(table: DataTable | ColumnarTable): SyntaxColumn[] {
  const { columns } = syntaxDataset(table, '');
  for (const column of columns) {
    if (column.categories !== undefined && column.categories.length > MAX_SYNTAX_CATEGORIES)
      delete column.categories;
  }
  return columns;
}

/** The list applied to the original: nothing is stored unless every step succeeds. */
async function transformVersion(
  task: TransformRequest,
  context: TaskContext,
): Promise<TransformedVersion> {
  const original = await loadStoredTable(task.source, null, context.cache);
  const outcome = applyTransforms(original, task.transforms);
  const facts = factsOf(original, task.dataset);
  let syntax = '';
  try {
    syntax = transformSyntax(task.transforms, facts, { data: original }).join('\n');
  } catch (error) {
    // A list the product applies but SPSS cannot spell (a backquoted name) still applies.
    if (!(error instanceof StatsInputError)) throw error;
  }
  const cases = selectedCases(outcome);
  const summary = summaryOf(cases);
  return {
    rowCount: original.rowCount,
    selectedCount: outcome.selectedCount,
    summary: { rowCount: original.rowCount, columns: summary.columns },
    preview: previewOf(cases, task.previewRows),
    syntax,
    facts,
    ...(task.target !== undefined
      ? { stored: await storeVersion(cases, task.target, 'selection') }
      : {}),
  };
}

export function fromReply(reply: WorkerReply): WorkerReply & { ok: true } {
  if (reply.ok) return reply;
  if (reply.inputError) {
    throw new StatsInputError(reply.code, reply.messageKo, reply.message, reply.details);
  }
  if (reply.code === TABLE_UNREADABLE) {
    const { datasetId, versionId, why } = reply.details;
    throw new StoredTableUnreadable(String(datasetId), String(versionId), String(why));
  }
  if (reply.code === TOO_LARGE) {
    const { rows = '', columns = '', limit = '' } = reply.details;
    throw new ApiError(TOO_LARGE, { rows, columns, limit });
  }
  if (reply.code === ABANDONED) throw new UploadAbandoned();
  throw new Error(`analysis engine failed: ${reply.message}`);
}
