import { parentPort, workerData } from 'node:worker_threads';
import { ColumnCache } from '../storage/table-loader';
import { runTask, type TaskContext } from './run-task';
import type { WorkerTask } from './types';

// This worker's share of the decoded-table budget: columns read for one analysis stay for the next.
const context: TaskContext = {
  cache: new ColumnCache(Number((workerData as { cacheBytes?: number } | null)?.cacheBytes ?? 0)),
};

// One task at a time per worker; the pool never sends a second before the first is answered.
parentPort?.on('message', (task: WorkerTask) => {
  void runTask(task, context).then((reply) => parentPort?.postMessage(reply));
});
