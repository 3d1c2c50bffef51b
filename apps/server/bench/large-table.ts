/**
 * `node scripts/postgres.mjs -- pnpm exec tsx apps/server/bench/large-table.ts [--rows N]`: the
 * large-table figures of the dataset store, on PostgreSQL (TEST_DATABASE_URL; SQLite without it).
 * Writes a CSV of N rows (1,000,000 by default) × 22 columns (an id, a three-level group, twenty
 * numeric items with a few missing values), then in one run:
 * - the engine's own parse of that file (in this process);
 * - its upload to the real server (its bundle as a process, two analysis workers), with the
 *   server's peak resident memory while it is received, read and stored;
 * - a one-sample t-test through the server, cold (first read of the column) and warm (cached);
 * - the path this replaced: the table as one JSON text in a database row, read back, parsed with
 *   `tableFromJSON` and analysed (in this process, same database);
 * - the server's resident memory while four t-tests run at once.
 * Figures are printed as milliseconds and as ratios of the same run, with the machine's load
 * average before and after (a shared machine's load moves wall-clock figures more than code does).
 * With `--upload-only`, only the parse and the upload are measured (for repeated before/after runs).
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { readDataFile, tableToJSON } from '@tonggye/stats';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../src/db/database';
import { createInlineEngine } from '../src/engine/pool';
import {
  callerHeaders,
  numberOption,
  okBody,
  openAnswer,
  sealedBody,
  runBench,
  startBenchServer,
  uploadFile,
} from './bench-server';

const UPLOAD_ONLY = process.argv.includes('--upload-only');
const GUEST = 'guest-1700000009';
/** The key the server issues to the guest on its first request (its `guestkey` answer header). */
let guestKey = '';
const guestHeaders = (): Record<string, string> => ({
  ...callerHeaders(GUEST),
  ...(guestKey !== '' ? { guestkey: guestKey } : {}),
});
const keepGuestKey = (response: Response) => {
  guestKey = response.headers.get('guestkey') ?? guestKey;
};

/** The 22-column CSV, deterministic (a fixed linear congruential generator). */
export async function writeLargeCsv(path: string, rows: number): Promise<void> {
  let state = 12345;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const out = createWriteStream(path);
  const header = ['id', 'group', ...Array.from({ length: 20 }, (_, i) => `q${i + 1}`)];
  out.write(header.join(',') + '\n');
  for (let r = 1; r <= rows; r++) {
    const cells: (string | number)[] = [r, ['A', 'B', 'C'][r % 3]!];
    for (let c = 0; c < 20; c++) cells.push(next() < 0.01 ? '' : Math.round(next() * 10000) / 100);
    if (!out.write(cells.join(',') + '\n')) await new Promise((done) => out.once('drain', done));
  }
  await new Promise<void>((done) => out.end(done));
}

const ms = (start: number) => Math.round(performance.now() - start);

async function call(url: string, path: string, payload: unknown) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...guestHeaders() },
    body: sealedBody(payload),
  });
  keepGuestKey(response);
  return openAnswer<Record<string, unknown>>(await okBody(response));
}

function rssMb(pid: number): number {
  // The process and its worker threads share one resident set.
  const kb = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  );
  return Math.round(kb / 1024);
}

/**
 * The process's peak resident memory so far (Linux `VmHWM`), read without sampling: a `ps` every
 * 100 ms would block this process, which is also the client sending the upload.
 */
function peakRssMb(pid: number): number {
  const line = /VmHWM:\s*(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

/**
 * CPU time the process has used so far, all its threads (`/proc/PID/stat` utime + stime): on a
 * machine shared with other work, wall-clock ratios between a server and this process measure
 * the scheduler as much as the code, CPU time does not.
 */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Math.round((ticks * 1000) / Number(execFileSync('getconf', ['CLK_TCK']).toString()));
}

async function main(): Promise<void> {
  const ROWS = numberOption('rows', 1_000_000);
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-large-'));
  const admin = process.env.TEST_DATABASE_URL?.trim();
  let databaseUrl = `file:${join(dir, 'app.sqlite')}`;
  let dropName: string | null = null;
  if (admin) {
    dropName = `bench_${randomBytes(4).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: admin, max: 1 });
    await pool.query(`CREATE DATABASE ${dropName}`);
    await pool.end();
    const url = new URL(admin);
    url.pathname = `/${dropName}`;
    databaseUrl = url.toString();
  }
  const csvPath = join(dir, 'large.csv');
  await writeLargeCsv(csvPath, ROWS);
  const bytes = new Uint8Array(readFileSync(csvPath));
  const figures: Record<string, number> = {};
  const loadBefore = loadavg()[0]!;

  let start = performance.now();
  const cpu = process.cpuUsage();
  const { table } = readDataFile(bytes, { fileName: 'large.csv' });
  figures.engineParseMs = ms(start);
  const parseCpu = process.cpuUsage(cpu);
  figures.engineParseCpuMs = Math.round((parseCpu.user + parseCpu.system) / 1000);

  const server = await startBenchServer(
    dir,
    {
      DATABASE_URL: databaseUrl,
      ANALYSIS_WORKERS: '2',
      UPLOAD_LIMIT_BYTES: String(200 * 1024 * 1024),
    },
    // As a deployment runs it: the prebuilt bundle on plain Node (built first when stale).
    { timeoutMs: 180_000, bundled: true },
  );
  try {
    // A small upload first: the workers' own start is not the upload's.
    for (let i = 0; i < 2; i++) {
      const answer = await uploadFile(server.url, guestHeaders(), 'x\n1\n2\n', 'small.csv');
      keepGuestKey(answer);
      await answer.arrayBuffer();
    }
    const serverCpuBefore = cpuMs(server.pid);
    start = performance.now();
    const uploaded = await uploadFile(server.url, guestHeaders(), bytes, 'large.csv');
    figures.uploadMs = ms(start);
    figures.uploadServerCpuMs = cpuMs(server.pid) - serverCpuBefore;
    // The kernel's high-water mark: nothing before it (start, two tiny uploads) comes near.
    figures.uploadPeakRssMb = peakRssMb(server.pid);
    keepGuestKey(uploaded);
    const body = await okBody(uploaded);
    const { uuid } = openAnswer<{ result: { uuid: string } }>(body).result;
    if (!UPLOAD_ONLY) {
      const request = { uuid, variables: ['q1'], testValue: 50 };
      start = performance.now();
      await call(server.url, '/t/one/analysis', request);
      figures.tOneFirstMs = ms(start);
      // Both workers read it once; the median of five after that is the warm figure.
      await call(server.url, '/t/one/analysis', request);
      const warm: number[] = [];
      for (let i = 0; i < 5; i++) {
        start = performance.now();
        await call(server.url, '/t/one/analysis', request);
        warm.push(ms(start));
      }
      figures.tOneWarmMs = warm.sort((a, b) => a - b)[2]!;

      let peak = rssMb(server.pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
      start = performance.now();
      await Promise.all(
        ['q2', 'q3', 'q4', 'q5'].map((v) =>
          call(server.url, '/t/one/analysis', { uuid, variables: [v], testValue: 50 }),
        ),
      );
      figures.fourColdAtOnceMs = ms(start);
      clearInterval(sampler);
      figures.serverPeakRssMb = peak;

      // The replaced path: the whole table as JSON text in the row, read and parsed per analysis.
      const { db } = createDatabase(databaseUrl);
      await sql`create table bench_table_json (id text primary key, table_json text not null)`.execute(
        db,
      );
      await sql`insert into bench_table_json values ('x', ${tableToJSON(table)})`.execute(db);
      const engine = createInlineEngine();
      const old: number[] = [];
      for (let i = 0; i < 3; i++) {
        start = performance.now();
        const row = await sql<{
          table_json: string;
        }>`select table_json from bench_table_json where id = 'x'`.execute(db);
        await engine.run(row.rows[0]!.table_json, {
          analysis: 't/one',
          variables: ['q1'],
          testValue: 50,
        });
        old.push(ms(start));
      }
      figures.tOneFromJsonRowMs = old.sort((a, b) => a - b)[1]!;
      await db.destroy();
    }
  } finally {
    await server.stop();
    if (dropName && admin) {
      const pool = new pg.Pool({ connectionString: admin, max: 1 });
      await pool.query(`DROP DATABASE IF EXISTS ${dropName} WITH (FORCE)`);
      await pool.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const load = (value: number) => Math.round(value * 100) / 100;
  process.stdout.write(
    JSON.stringify(
      {
        rows: ROWS,
        columns: 22,
        database: admin ? 'postgres' : 'sqlite',
        ...figures,
        uploadOverEngineParse: ratio(figures.uploadMs!, figures.engineParseMs!),
        uploadCpuOverEngineParseCpu: ratio(figures.uploadServerCpuMs!, figures.engineParseCpuMs!),
        ...(UPLOAD_ONLY
          ? {}
          : {
              tOneColdOverJsonRow: ratio(figures.tOneFirstMs!, figures.tOneFromJsonRowMs!),
              tOneWarmOverJsonRow: ratio(figures.tOneWarmMs!, figures.tOneFromJsonRowMs!),
            }),
        loadAverageBefore: load(loadBefore),
        loadAverageAfter: load(loadavg()[0]!),
      },
      null,
      2,
    ) + '\n',
  );
}

if (import.meta.filename === process.argv[1]) runBench(main);
