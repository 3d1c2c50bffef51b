import { parentPort } from 'node:worker_threads';
import { runTask } from './run-task';
import type { WorkerTask } from './types';

// One task at a time per worker; the pool never sends a second before the first is answered.
parentPort?.on('message', (task: WorkerTask) => {
  void runTask(task).then((reply) => parentPort?.postMessage(reply));
});
