#!/usr/bin/env node
// Restart time of the server as an operator sees it: from launching a command to the first
// `GET /ready` answering 200, on an already-seeded database. Runs the command RUNS times (5 by
// default) one after the other and prints each time, the median and the load average.
//
//   node apps/server/bench/restart.mjs [--runs N] -- COMMAND ARGS...
//
// The command gets PORT (a free one), and inherits DATA_DIR and the rest of the environment.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
if (dashes < 0 || dashes === args.length - 1) {
  process.stderr.write('usage: restart.mjs [--runs N] -- COMMAND ARGS...\n');
  process.exit(2);
}
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 && runsAt < dashes ? Number(args[runsAt + 1]) : 5;
const [command, ...commandArgs] = args.slice(dashes + 1);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function once() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, commandArgs, {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 'signal'));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`the command exited (${exited}) before it was ready`);
      if (performance.now() - started > 120_000) throw new Error('not ready after 120 s');
      const ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      await sleep(25);
    }
  } finally {
    // The whole group: pnpm and tsx start children of their own.
    if (exited === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

const times = [];
for (let run = 0; run < runs; run++) {
  const ms = await once();
  times.push(ms);
  process.stdout.write(`run ${run + 1}: ${(ms / 1000).toFixed(2)} s\n`);
}
const sorted = [...times].sort((a, b) => a - b);
process.stdout.write(
  `median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s, ` +
    `min ${(sorted[0] / 1000).toFixed(2)} s, max ${(sorted.at(-1) / 1000).toFixed(2)} s, ` +
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
);
