/**
 * `pnpm bench:server-mixed [--duration S] [--connections N]`: the real server (`src/start.ts`, so
 * seeded, SQLite in a temporary DATA_DIR) under N clients (50 by default) for S seconds (60) spread
 * over a mix of routes at once: the liveness check, a token check, a descriptive analysis, the
 * community list, a post image and a copy of the sample dataset. Prints each route's requests/s,
 * p50/p99 and errors, the whole mix's, and the mix's p99 over the cheap route's p99 measured in
 * the same run: on a shared machine the absolute figures move with the neighbours' load, the
 * ratio much less. Traffic goes only to 127.0.0.1; the server and the folder are removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  callerHeaders,
  numberOption,
  okBody,
  openAnswer,
  sealedBody,
  signUpMember,
  startBenchServer,
} from './bench-server';

const duration = numberOption('duration', 60);
const connections = numberOption('connections', 50);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2048, 7),
]);

interface Scenario {
  name: string;
  /** Share of the clients, in parts. */
  weight: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function prepare(url: string) {
  const member = callerHeaders(await signUpMember(url, 'mixed-bench@example.com'));
  const copy = await okBody(
    await fetch(`${url}/dataset/sample`, {
      method: 'POST',
      headers: { ...member, 'content-type': 'application/json' },
      body: sealedBody({}),
    }),
  );
  const { uuid } = openAnswer<{ result: { uuid: string } }>(copy).result;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'bench.png');
  const image = await okBody(
    await fetch(`${url}/boards/image`, { method: 'POST', headers: member, body: form }),
  );
  return { member, uuid, imagePath: String(image.url) };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-bench-mixed-'));
  const server = await startBenchServer(dir, {}, { entry: 'start', timeoutMs: 180_000 });
  try {
    const { url } = server;
    const { member, uuid, imagePath } = await prepare(url);
    const json = { ...member, 'content-type': 'application/json' };
    const scenarios: Scenario[] = [
      { name: 'GET /health (cheap)', weight: 1, method: 'GET', path: '/health', headers: {} },
      {
        name: 'GET /user/checktoken',
        weight: 2,
        method: 'GET',
        path: '/user/checktoken',
        headers: member,
      },
      {
        name: 'POST /description/analysis (sample copy)',
        weight: 2,
        method: 'POST',
        path: '/description/analysis',
        headers: json,
        body: sealedBody({
          uuid,
          variables: ['공부시간', '시험점수'],
          centralTendency: ['mean', 'median'],
          dispersion: ['std', 'min', 'max'],
          distribution: ['skewness', 'kurtosis'],
        }),
      },
      {
        name: 'POST /boards/community (page 1)',
        weight: 2,
        method: 'POST',
        path: '/boards/community',
        headers: json,
        body: sealedBody({ page: 1, size: 10 }),
      },
      { name: 'GET /boards/image/…', weight: 2, method: 'GET', path: imagePath, headers: {} },
      {
        name: 'POST /dataset/sample (copy)',
        weight: 1,
        method: 'POST',
        path: '/dataset/sample',
        headers: json,
        body: sealedBody({}),
      },
    ];
    const parts = scenarios.reduce((sum, s) => sum + s.weight, 0);
    const before = loadavg()[0] ?? 0;
    const results = await Promise.all(
      scenarios.map((scenario) =>
        autocannon({
          url: url + scenario.path,
          method: scenario.method,
          headers: scenario.headers,
          ...(scenario.body !== undefined ? { body: scenario.body } : {}),
          connections: Math.max(1, Math.round((connections * scenario.weight) / parts)),
          duration,
        }).then((result) => ({ scenario, result })),
      ),
    );
    const rows = results.map(({ scenario, result }) => ({
      route: scenario.name,
      clients: Math.max(1, Math.round((connections * scenario.weight) / parts)),
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    }));
    const total = {
      route: 'whole mix',
      clients: rows.reduce((s, r) => s + r.clients, 0),
      'req/s': rows.reduce((s, r) => s + r['req/s'], 0),
      'p50 ms': Math.max(...rows.map((r) => r['p50 ms'])),
      'p99 ms': Math.max(...rows.map((r) => r['p99 ms'])),
      '2xx': rows.reduce((s, r) => s + r['2xx'], 0),
      'non-2xx': rows.reduce((s, r) => s + r['non-2xx'], 0),
      errors: rows.reduce((s, r) => s + r.errors, 0),
      timeouts: rows.reduce((s, r) => s + r.timeouts, 0),
    };
    console.table([...rows, total]);
    const cheap = rows[0]!;
    process.stdout.write(
      `${duration} s, ${total.clients} clients; load average ${before.toFixed(1)} before, ` +
        `${(loadavg()[0] ?? 0).toFixed(1)} after, on ${availableParallelism()} cores\n` +
        `worst route p99 / cheap route p99 = ${(total['p99 ms'] / Math.max(1, cheap['p99 ms'])).toFixed(2)}; ` +
        `mix req/s per client / cheap route req/s per client = ${(total['req/s'] / total.clients / (cheap['req/s'] / cheap.clients)).toFixed(2)}\n`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
