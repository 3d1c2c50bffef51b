import { availableParallelism } from 'node:os';
import { MessageChannel, Worker, type Transferable } from 'node:worker_threads';
import type { AnalysisResult, SyntaxDataset } from '@tonggye/stats';
import { DEFAULT_DATASET_CACHE_MB } from '../config';
import { ApiError } from '../errors';
import type { Logger } from '../logger';
import { ColumnCache } from '../storage/table-loader';
import { fromReply, runTask, UploadAbandoned, type TaskContext } from './run-task';
import type {
  AnalysisEngine,
  DerivedVersion,
  ParsedUpload,
  TableTarget,
  TransformedVersion,
  UploadMessage,
  UploadReader,
  WorkerReply,
  WorkerTask,
} from './types';

export interface PoolOptions {
  /** Worker threads; the machine's parallelism by default (`ANALYSIS_WORKERS`). */
  size?: number;
  /** Tasks (analyses and uploads) waiting for a worker before new ones are refused with 503. */
  maxQueue?: number;
  /** A task running longer is stopped (its worker replaced) and answered with 503. */
  timeoutMs?: number;
  logger?: Logger;
  /** Decoded columns all workers together keep (`DATASET_CACHE_MB`), shared out evenly. */
  cacheBytes?: number;
}

/** How a task goes to its thread besides the task itself. */
interface Sending {
  /** Objects moved to the worker with the task (a receiving task's port). */
  transfer?: Transferable[];
  /**
   * The task's time limit counts from here: an upload read as it arrives waits on the client
   * sending it, which is the request's own time, not the engine's.
   */
  timedFrom?: Promise<void>;
  /** Called when a thread takes the task (at once, on the calling thread). */
  onStart?: () => void;
  /**
   * Calls the task off while it still waits for a thread: it leaves the queue at once and is
   * rejected with the signal's reason. A task a thread has taken runs on.
   */
  signal?: AbortSignal;
}

interface Job extends Sending {
  task: WorkerTask;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Worker threads that run the engine off the event loop, so a heavy analysis or the reading of a
 * large upload never holds up other requests. The worker runs as the server does: built, or
 * TypeScript through tsx.
 */
export function createWorkerPool({
  size = availableParallelism(),
  maxQueue = 200,
  timeoutMs = 120_000,
  logger,
  cacheBytes = DEFAULT_DATASET_CACHE_MB * 1024 * 1024,
}: PoolOptions = {}): AnalysisEngine {
  // Each worker keeps its own decoded columns (they cannot be shared as JS arrays).
  const workerCacheBytes = Math.floor(cacheBytes / Math.max(1, size));
  // Built (`bin/server.mjs`), the worker is the bundle's `worker.mjs` beside this code, plain
  // JavaScript; from the sources (`pnpm dev`, the tests) it is `worker.ts` run through tsx.
  const fromSources = import.meta.url.endsWith('.ts');
  const workerUrl = new URL(fromSources ? './worker.ts' : './worker.mjs', import.meta.url);
  const execArgv = fromSources ? ['--import', import.meta.resolve('tsx')] : [];
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = {
      worker: new Worker(workerUrl, {
        execArgv,
        workerData: { cacheBytes: workerCacheBytes },
      }),
      job: null,
      timer: null,
    };
    slot.worker.on('message', (reply: WorkerReply) => finish(slot, reply));
    slot.worker.on('error', (error: Error) => {
      logger?.error('analysis worker failed', { error: error.message });
      fail(slot, new Error(`analysis worker failed: ${error.message}`));
    });
    slot.worker.on('exit', (code) => {
      if (closed) return;
      const index = slots.indexOf(slot);
      if (index >= 0) {
        if (slot.job) fail(slot, new Error(`analysis worker exited with code ${code}`));
        slots[index] = spawn();
        pump();
      }
    });
    return slot;
  };

  const settle = (slot: Slot): Job | null => {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return job;
  };

  const finish = (slot: Slot, reply: WorkerReply) => {
    const job = settle(slot);
    if (job) {
      try {
        job.resolve(fromReply(reply).result);
      } catch (error) {
        job.reject(error);
      }
    }
    pump();
  };

  const fail = (slot: Slot, error: unknown) => {
    settle(slot)?.reject(error);
  };

  // An upload read as it arrives holds its worker while the client sends it, however slowly:
  // one worker is always left to everything else (unless there is only one). A reading still
  // queued when its first bytes come is called off (see `receive`), so this holds back only
  // readings whose bytes have not started yet.
  const maxReceiving = Math.max(1, Math.max(1, size) - 1);
  const receiving = () => slots.filter((slot) => slot.job?.task.kind === 'receive').length;
  const pump = () => {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const full = receiving() >= maxReceiving;
      // The first waiting task that may start: a reading waits while the others run on.
      const index = full ? queue.findIndex((job) => job.task.kind !== 'receive') : 0;
      if (index < 0) continue;
      const job = queue.splice(index, 1)[0]!;
      slot.job = job;
      job.onStart?.();
      const arm = () => {
        if (slot.job !== job) return;
        slot.timer = setTimeout(() => timeOut(slot, job), timeoutMs);
      };
      if (job.timedFrom === undefined) arm();
      else void job.timedFrom.then(arm);
      slot.worker.postMessage(job.task, job.transfer ?? []);
    }
  };

  const timeOut = (slot: Slot, job: Job) => {
    const { task } = job;
    if (task.kind === 'parse' || task.kind === 'receive') {
      logger?.warn('upload reading timed out', { timeoutMs });
      fail(slot, new ApiError('UPLOAD_TIMEOUT'));
    } else {
      logger?.warn('analysis timed out', {
        timeoutMs,
        analysis:
          task.kind === 'derive' || task.kind === 'transform'
            ? 'new dataset version'
            : task.kind === 'syntax-facts'
              ? 'syntax facts'
              : String(task.request.analysis),
      });
      fail(slot, new ApiError('ANALYSIS_TIMEOUT'));
    }
    // Terminating fires 'exit', which puts a fresh worker in this slot.
    void slot.worker.terminate();
  };

  for (let i = 0; i < Math.max(1, size); i++) slots.push(spawn());

  const submit = (task: WorkerTask, sending: Sending = {}): Promise<unknown> => {
    if (closed) return Promise.reject(new ApiError('SERVER_BUSY'));
    if (queue.length >= maxQueue) return Promise.reject(new ApiError('SERVER_BUSY'));
    const { signal } = sending;
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<unknown>((resolve, reject) => {
      const job: Job = { task, resolve, reject, ...sending };
      queue.push(job);
      signal?.addEventListener('abort', () => cancel(job, signal.reason), { once: true });
      pump();
    });
  };

  const cancel = (job: Job, reason: unknown) => {
    const index = queue.indexOf(job);
    if (index < 0) return;
    queue.splice(index, 1);
    job.reject(reason);
  };

  return engineOver(submit, async () => {
    closed = true;
    for (const job of queue.splice(0)) job.reject(new ApiError('SERVER_BUSY'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  });
}

/** Bytes of an upload sent to its reading thread in one message. */
const UPLOAD_BATCH_BYTES = 1024 * 1024;

/** The engine on the calling thread: for tests and tools that need no isolation. */
export function createInlineEngine({
  cacheBytes = DEFAULT_DATASET_CACHE_MB * 1024 * 1024,
}: { cacheBytes?: number } = {}): AnalysisEngine {
  const context: TaskContext = { cache: new ColumnCache(cacheBytes) };
  const inline = async (task: WorkerTask, sending?: Sending): Promise<unknown> => {
    sending?.onStart?.();
    return fromReply(await runTask(task, context)).result;
  };
  return engineOver(inline, () => Promise.resolve());
}

/**
 * The engine's calls as tasks, whichever way a task runs (sent to a worker of the pool, or run
 * on the calling thread): one place builds each task.
 */
function engineOver(
  send: (task: WorkerTask, sending?: Sending) => Promise<unknown>,
  close: () => Promise<void>,
): AnalysisEngine {
  let nextId = 1;
  const receive = (
    fileName: string,
    target: TableTarget,
    expectedBytes: number,
    spoolPath: string,
  ) => {
    const { port1, port2 } = new MessageChannel();
    let startClock = () => undefined as void;
    const timedFrom = new Promise<void>((resolve) => (startClock = resolve));
    let started = false;
    const waiting = new AbortController();
    const result = send(
      { kind: 'receive', id: nextId++, port: port2, fileName, expectedBytes, target },
      { transfer: [port2], timedFrom, onStart: () => (started = true), signal: waiting.signal },
    ) as Promise<ParsedUpload>;
    // Every thread busy when the bytes start: queued on the port, a large file would sit in
    // the server's memory until one is free. Instead the queued reading leaves the queue at once,
    // freeing its place, and the whole file is read from its spool file at the end, as a parse.
    let fromSpool = false;
    let settled = false;
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    void done.then(() => {
      settled = true;
      port1.close();
    });
    // Bytes go in pieces of about a megabyte: one message per network packet would cost more
    // than the reading of it.
    let batch = new Uint8Array(UPLOAD_BATCH_BYTES);
    let filled = 0;
    const post = (message: UploadMessage, transfer: Transferable[] = []) => {
      if (!settled) port1.postMessage(message, transfer);
    };
    const flush = () => {
      if (filled === 0) return;
      post({ bytes: batch.subarray(0, filled) }, [batch.buffer]);
      batch = new Uint8Array(UPLOAD_BATCH_BYTES);
      filled = 0;
    };
    // A reading that has its thread is told on its port; one still queued is taken off the queue.
    const callOff = () => {
      if (started) post({ abort: true });
      else waiting.abort(new UploadAbandoned());
      startClock();
    };
    const reader: UploadReader = {
      push(bytes) {
        if (!started && !fromSpool) {
          fromSpool = true;
          callOff();
        }
        if (fromSpool) return;
        let at = 0;
        while (at < bytes.byteLength) {
          const taken = Math.min(bytes.byteLength - at, batch.byteLength - filled);
          batch.set(bytes.subarray(at, at + taken), filled);
          filled += taken;
          at += taken;
          if (filled === batch.byteLength) flush();
        }
      },
      finish(options) {
        if (fromSpool)
          return send({
            kind: 'parse',
            id: nextId++,
            path: spoolPath,
            options,
            target,
          }) as Promise<ParsedUpload>;
        flush();
        post({ finish: options });
        startClock();
        return result;
      },
      abort() {
        callOff();
      },
    };
    return reader;
  };
  return {
    run: (tableJson, request) =>
      send({ kind: 'analysis', id: nextId++, tableJson, request }) as Promise<AnalysisResult>,
    runStored: (table, request) =>
      send({ kind: 'stored-analysis', id: nextId++, table, request }) as Promise<AnalysisResult>,
    receive,
    runStoredAsJson: (table, request) =>
      send({
        kind: 'stored-analysis',
        id: nextId++,
        table,
        request,
        asJson: true,
      }) as Promise<string>,
    parse: (path, options, target) =>
      send({
        kind: 'parse',
        id: nextId++,
        path,
        options,
        ...(target ? { target } : {}),
      }) as Promise<ParsedUpload>,
    deriveVersion: (source, updates, target) =>
      send({ kind: 'derive', id: nextId++, source, updates, target }) as Promise<DerivedVersion>,
    transform: (request) =>
      send({ kind: 'transform', id: nextId++, ...request }) as Promise<TransformedVersion>,
    syntaxFacts: (source, dataset) =>
      send({ kind: 'syntax-facts', id: nextId++, source, dataset }) as Promise<SyntaxDataset>,
    close,
  };
}
