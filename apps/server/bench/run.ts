/**
 * `pnpm bench:server [--duration S] [--connections N]`: starts the real server (`src/main.ts` as
 * a child process, SQLite in a temporary DATA_DIR, PORT=0), signs a member up, uploads a small
 * dataset, then loads one route at a time with autocannon (50 connections, 10 s each by default)
 * and prints requests/s and p50/p99 latency. Traffic goes only to 127.0.0.1; the server and the
 * folder are removed at the end.
 *
 * The community list and the notice detail run over the seeded sample content plus
 * posts written through the API, read as a guest.
 *
 * The engine benchmark's CSV (`packages/stats/bench/generate.ts`, 10,000 rows by default,
 * `--rows N`) is uploaded over and over as multipart, and an independent t-test and a correlation
 * run on that 10,000-row dataset.
 *
 * The login rate limits are raised through their environment settings for the run
 * (`LOGIN_RATE_LIMIT`); sign-in is dominated by the argon2 hash check, by design.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import autocannon from 'autocannon';
import { writeBenchmarkCsv } from '../../../packages/stats/bench/generate';
import { seedCommunityAndServiceCentre } from '../src/content/community-seed';
import { loginUnderFactorLoad } from './contention';
import { createDatabase } from '../src/db/database';
import {
  BENCH_KEY,
  BENCH_PASSWORD,
  callerHeaders,
  multipartFrame,
  numberOption,
  signUpMember,
  startBenchServer,
  uploadDataset,
} from './bench-server';

const duration = numberOption('duration', 10);
const connections = numberOption('connections', 50);
const benchRows = numberOption('rows', 10_000);
const KEY = BENCH_KEY;
const EMAIL = 'bench@example.com';
const PASSWORD = BENCH_PASSWORD;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  errors: number;
}

/** A small dataset: 200 rows, a group and two measures. */
function smallCsv(): string {
  const lines = ['group,score,time'];
  for (let i = 0; i < 200; i += 1)
    lines.push(`${i % 2 === 0 ? 'a' : 'b'},${50 + ((i * 37) % 41)},${(i * 7.3) % 19}`);
  return lines.join('\n');
}

async function prepare(url: string): Promise<{ token: string; uuid: string }> {
  const token = await signUpMember(url, EMAIL);
  const { uuid } = await uploadDataset(url, callerHeaders(token), smallCsv(), 'bench.csv');
  return { token, uuid };
}

const GUEST = 'guest-1700000000';

/** The engine benchmark's CSV as one multipart upload body, with its content type. */
function multipartUpload(csv: Buffer, fileName: string): { body: Buffer; type: string } {
  const { head, foot, type } = multipartFrame(fileName, `----tonggye-bench-${Date.now()}`);
  return { body: Buffer.concat([head, csv, foot]), type };
}

/**
 * The community sample content (seeded straight into the server's SQLite file, as `pnpm seed`
 * does) plus 54 posts written through the API, so the list pages over 60 posts.
 */
async function prepareCommunity(url: string, token: string, sqlitePath: string): Promise<string> {
  const { db } = createDatabase(`file:${sqlitePath}`);
  try {
    const member = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    await seedCommunityAndServiceCentre(db, member, new Date());
  } finally {
    await db.destroy();
  }
  for (let i = 1; i <= 54; i += 1) {
    const response = await fetch(`${url}/boards/createBoardDetail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth: token, authorization: token },
      body: JSON.stringify({
        encryptedData: sealEnvelope(
          { title: `벤치 글 ${i}`, content: `<p>분산분석 결과 <strong>${i}</strong></p>` },
          KEY,
        ),
      }),
    });
    if (response.status !== 200) throw new Error(`createBoardDetail: ${await response.text()}`);
  }
  return 'seed-notice-03';
}

/** Waits until `/health` answers three times in a row within 50 ms (at most 60 s). */
async function settle(url: string): Promise<void> {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await fetch(`${url}/health`);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure(url: string, scenario: Scenario): Promise<Row> {
  const result = await autocannon({
    url: url + scenario.path,
    method: scenario.method,
    headers: scenario.headers,
    ...(scenario.body !== undefined ? { body: scenario.body } : {}),
    connections,
    duration,
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx,
    errors: result.errors,
  };
}

/** The 1-, 5- and 15-minute load averages beside the number of cores. */
function loadAverage(): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} on ${availableParallelism()} cores`;
}

function printTable(rows: Row[]): void {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors'];
  const lines = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    String(row.p50),
    String(row.p99),
    String(row.ok),
    String(row.other),
    String(row.errors),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!)))
      .join('  ');
  process.stdout.write(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-bench-server-'));
  const server = await startBenchServer(dir, {
    // 50 connections signing in for the whole run: far above the per-e-mail and per-IP limits.
    LOGIN_RATE_LIMIT: String(1_000_000_000),
  });
  try {
    const { url } = server;
    const { token, uuid } = await prepare(url);
    const noticeId = await prepareCommunity(url, token, join(dir, 'data', 'app.sqlite'));
    const member = { auth: token, authorization: token };
    const csvPath = join(dir, `bench-${benchRows}.csv`);
    await writeBenchmarkCsv(csvPath, benchRows);
    const engineCsv = readFileSync(csvPath);
    const { uuid: bigUuid } = await uploadDataset(
      url,
      callerHeaders(token),
      engineCsv,
      'bench-engine.csv',
    );
    const multipart = multipartUpload(engineCsv, `bench-${benchRows}.csv`);
    const sealed = (payload: unknown) =>
      JSON.stringify({ encryptedData: sealEnvelope(payload, KEY) });
    const scenarios: Scenario[] = [
      { name: 'GET /health (baseline)', method: 'GET', path: '/health', headers: {} },
      {
        name: 'POST /user/login',
        method: 'POST',
        path: '/user/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD, utm_id: '*', ip: '' }),
      },
      { name: 'GET /user/checktoken', method: 'GET', path: '/user/checktoken', headers: member },
      { name: 'POST /user/userInfo', method: 'POST', path: '/user/userInfo', headers: member },
      {
        name: 'POST /description/analysis',
        method: 'POST',
        path: '/description/analysis',
        headers: { ...member, 'content-type': 'application/json' },
        body: JSON.stringify({
          encryptedData: sealEnvelope(
            {
              uuid,
              variables: ['score', 'time'],
              centralTendency: ['mean', 'median'],
              dispersion: ['std', 'min', 'max'],
              distribution: ['skewness', 'kurtosis'],
            },
            KEY,
          ),
        }),
      },
    ];
    scenarios.push(
      {
        name: `POST /dataset/upload (engine CSV, ${benchRows} rows, ${(engineCsv.byteLength / 1024).toFixed(0)} KB)`,
        method: 'POST',
        path: '/dataset/upload',
        headers: { ...member, 'content-type': multipart.type },
        body: multipart.body,
      },
      {
        name: `POST /t/independent/analysis (${benchRows} rows)`,
        method: 'POST',
        path: '/t/independent/analysis',
        headers: { ...member, 'content-type': 'application/json' },
        body: sealed({
          uuid: bigUuid,
          independentSampleTestValue: ['item01', 'item02'],
          independentGroupingVariable: { variable: 'group2', groups: [1, 2] },
          selectedConfidence: 95,
        }),
      },
      {
        name: `POST /correlation/analysis (${benchRows} rows, 5 items)`,
        method: 'POST',
        path: '/correlation/analysis',
        headers: { ...member, 'content-type': 'application/json' },
        body: sealed({
          uuid: bigUuid,
          correlationVariables: ['item01', 'item02', 'item03', 'item04', 'item05'],
          selectedCoefficientOptions: ['pearson'],
          selectedSignificance: 'twoTailed',
        }),
      },
      {
        name: 'POST /boards/community (page 1 of 60 posts)',
        method: 'POST',
        path: '/boards/community',
        headers: { 'content-type': 'application/json', auth: GUEST, authorization: GUEST },
        body: JSON.stringify({ encryptedData: sealEnvelope({ page: 1, size: 10 }, KEY) }),
      },
      {
        name: 'GET /boards/notice/:id (detail, +1 view)',
        method: 'GET',
        path: `/boards/notice/${noticeId}`,
        headers: { auth: GUEST, authorization: GUEST },
      },
    );
    process.stdout.write(
      `server ${url} (SQLite, Node ${process.version}, ${availableParallelism()} × ${cpus()[0]?.model ?? 'CPU'}), ` +
        `${connections} connections, ${duration} s per route; ${loadAverage()}\n`,
    );
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      // Requests autocannon left in flight (uploads, queued analyses) finish first, so each
      // route is measured on a server that is not still working off the previous one.
      await settle(url);
      // One request of the route itself: it queues behind any analyses still waiting for a worker.
      await fetch(url + scenario.path, {
        method: scenario.method,
        headers: scenario.headers,
        ...(scenario.body !== undefined
          ? {
              body:
                typeof scenario.body === 'string' ? scenario.body : new Uint8Array(scenario.body),
            }
          : {}),
      });
      process.stdout.write(`  ${scenario.name} …\n`);
      rows.push(await measure(url, scenario));
    }
    printTable(rows);
    process.stdout.write(
      '\nlogin is bound by the argon2 password check (by design); the rest by routing and SQLite.\n',
    );
    await loginUnderFactorLoad({ url, dir, key: KEY, token, email: EMAIL, password: PASSWORD });
    // The machine may be shared: what else ran shows in the load (the server uses up to all cores).
    process.stdout.write(`\nat the end: ${loadAverage()}\n`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
