import { analyze, StatsInputError, tableFromJSON, type AnalysisResult } from '@tonggye/stats';
import { ANOVA_MULTI, anovaCellStructure, type AnovaMultiRequest } from './anova-multi';
import type { WorkerReply, WorkerTask } from './types';

/** The engine call both engines make: in a worker thread, or on the main thread in tests. */
export function runTask(task: WorkerTask): WorkerReply {
  try {
    const table = tableFromJSON(task.tableJson);
    // `/anova/multi`'s cell structure runs here too, off the event loop like any analysis.
    const result =
      task.request.analysis === ANOVA_MULTI
        ? (anovaCellStructure(
            table,
            task.request as unknown as AnovaMultiRequest,
          ) as unknown as AnalysisResult)
        : analyze(table, task.request);
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

export function fromReply(reply: WorkerReply): WorkerReply & { ok: true } {
  if (reply.ok) return reply;
  if (reply.inputError) {
    throw new StatsInputError(reply.code, reply.messageKo, reply.message, reply.details);
  }
  throw new Error(`analysis engine failed: ${reply.message}`);
}
