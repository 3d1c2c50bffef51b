import { readFileSync } from 'node:fs';
import {
  analyze,
  readDataFileAsync,
  StatsInputError,
  tableFromJSON,
  tableToJSON,
  type ReadOptions,
} from '@tonggye/stats';
import { previewOf, summaryOf } from '../datasets';
import { ANOVA_MULTI, anovaCellStructure, type AnovaMultiRequest } from './anova-multi';
import type { ParsedUpload, WorkerReply, WorkerTask } from './types';

/**
 * The engine call both engines make: in a worker thread, or on the main thread in tests. An
 * upload is read synchronously up to the XLSX library's own promises, so on the main thread it
 * blocks exactly as long as the reading takes (and in a worker, nothing else).
 */
export async function runTask(task: WorkerTask): Promise<WorkerReply> {
  try {
    const result =
      task.kind === 'parse' ? await parseUpload(task.path, task.options) : analyse(task);
    return { id: task.id, ok: true, result };
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
    return {
      id: task.id,
      ok: false,
      inputError: false,
      code: 'ENGINE_FAILURE',
      messageKo: '',
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      details: {},
    };
  }
}

function analyse(task: WorkerTask & { kind: 'analysis' }): unknown {
  const table = tableFromJSON(task.tableJson);
  // `/anova/multi`'s cell structure runs here too, off the event loop like any analysis.
  return task.request.analysis === ANOVA_MULTI
    ? anovaCellStructure(table, task.request as unknown as AnovaMultiRequest)
    : analyze(table, task.request);
}

/** Reads the file with the engine's readers into the stored table, its summary and preview. */
async function parseUpload(path: string, options: ReadOptions): Promise<ParsedUpload> {
  const buffer = readFileSync(path);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const { table, info } = await readDataFileAsync(bytes, options);
  return {
    info,
    summary: summaryOf(table),
    tableJson: tableToJSON(table),
    preview: previewOf(table),
  };
}

export function fromReply(reply: WorkerReply): WorkerReply & { ok: true } {
  if (reply.ok) return reply;
  if (reply.inputError) {
    throw new StatsInputError(reply.code, reply.messageKo, reply.message, reply.details);
  }
  throw new Error(`analysis engine failed: ${reply.message}`);
}
