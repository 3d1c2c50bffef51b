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
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import autocannon from 'autocannon';
import { writeBenchmarkCsv } from '../../../packages/stats/bench/generate';
import { startServerProcess } from '../test/server-process';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const ROWS = Number(option('rows') ?? 10_000);
const SECONDS = Number(option('seconds') ?? 10);
const OUT = resolve(option('out') ?? 'test-results/route-profile');
const KEY = 'bench-envelope-key';
const GUEST = 'guest-1700000009';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-route-profile-'));
  mkdirSync(OUT, { recursive: true });
  try {
    const csvPath = join(dir, 'bench.csv');
    await writeBenchmarkCsv(csvPath, ROWS);
    const server = await startServerProcess(
      {
        DATA_DIR: join(dir, 'data'),
        SITE_DIR: join(dir, 'no-site'),
        ENVELOPE_KEY: KEY,
        DATABASE_URL: `file:${join(dir, 'app.sqlite')}`,
        NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${OUT}`,
      },
      { keepOutput: false, timeoutMs: 60_000 },
    );
    try {
      const headers: Record<string, string> = { authorization: GUEST, auth: GUEST };
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(readFileSync(csvPath))]), 'bench.csv');
      const upload = await fetch(`${server.url}/dataset/upload`, {
        method: 'POST',
        headers,
        body: form,
      });
      const guestKey = upload.headers.get('guestkey');
      if (guestKey !== null) headers.guestkey = guestKey;
      const body = (await upload.json()) as { dataRes: { encryptData: string } };
      const { result } = openEnvelope<{ result: { uuid: string } }>(body.dataRes.encryptData, KEY);
      const run = await autocannon({
        url: `${server.url}/t/independent/analysis`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          encryptedData: sealEnvelope(
            {
              uuid: result.uuid,
              independentSampleTestValue: ['item01', 'item02'],
              independentGroupingVariable: { variable: 'group2', groups: [1, 2] },
              selectedConfidence: 95,
            },
            KEY,
          ),
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
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
