/**
 * `pnpm exec tsx apps/server/bench/profile-route.ts [--rows N] [--seconds S] [--out DIR]`: the
 * independent t-test of `bench:server` (the engine benchmark's CSV, 10,000 rows by default) under
 * 50 connections for S seconds against the real server run with `--cpu-prof`; the main thread
 * and the analysis workers each write a `.cpuprofile` into DIR, for finding what a request costs
 * besides the analysis itself. Prints requests/s and latency of the run.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { writeBenchmarkCsv } from '../../../packages/stats/bench/generate';
import {
  callerHeaders,
  numberOption,
  runBench,
  sealedBody,
  startBenchServer,
  textOption,
  uploadDataset,
} from './bench-server';

const ROWS = numberOption('rows', 10_000);
const SECONDS = numberOption('seconds', 10);
const OUT = resolve(textOption('out') ?? 'test-results/route-profile');
const GUEST = 'guest-1700000009';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-route-profile-'));
  mkdirSync(OUT, { recursive: true });
  try {
    const csvPath = join(dir, 'bench.csv');
    await writeBenchmarkCsv(csvPath, ROWS);
    const server = await startBenchServer(dir, {
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${OUT}`,
    });
    try {
      const headers = callerHeaders(GUEST);
      const { uuid, guestKey } = await uploadDataset(
        server.url,
        headers,
        readFileSync(csvPath),
        'bench.csv',
      );
      if (guestKey !== null) headers.guestkey = guestKey;
      const run = await autocannon({
        url: `${server.url}/t/independent/analysis`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: sealedBody({
          uuid,
          independentSampleTestValue: ['item01', 'item02'],
          independentGroupingVariable: { variable: 'group2', groups: [1, 2] },
          selectedConfidence: 95,
        }),
        connections: 50,
        duration: SECONDS,
      });
      process.stdout.write(
        JSON.stringify({
          rows: ROWS,
          requestsPerSecond: run.requests.average,
          p50: run.latency.p50,
          p99: run.latency.p99,
          ok: run['2xx'],
          other: run.non2xx,
          errors: run.errors,
          out: OUT,
        }) + '\n',
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
