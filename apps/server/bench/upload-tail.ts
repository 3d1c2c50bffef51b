/**
 * `pnpm exec tsx apps/server/bench/upload-tail.ts [--rows N] [--runs N]`: the large-table
 * benchmark's CSV uploaded to the real server (`src/main.ts` as a process, two analysis workers)
 * from a plain HTTP client that notes when its last byte went to the socket. Prints each upload's
 * whole time and its tail (last byte sent → answer): what reading the file while it arrives saves
 * shows in the tail, and on a busy machine the tail moves less with the load than the whole time.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../test/server-process';
import { writeLargeCsv } from './large-table';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const ROWS = option('rows', 1_000_000);
const RUNS = option('runs', 3);
const GUEST = 'guest-1700000009';
const BOUNDARY = 'UPLOADTAILBOUNDARY';

/** One multipart upload of `body` as `large.csv`: whole time and time after the last byte. */
function upload(url: URL, body: Buffer): Promise<{ status: number; ms: number; tailMs: number }> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="large.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const foot = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let sentAt = Number.NaN;
    const req = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/dataset/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + body.length + foot.length,
        authorization: GUEST,
        auth: GUEST,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        const now = performance.now();
        resolve({
          status: res.statusCode ?? 0,
          ms: Math.round(now - start),
          tailMs: Math.round(now - sentAt),
        });
      });
    });
    req.write(head);
    req.write(body);
    req.end(foot, () => (sentAt = performance.now()));
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-upload-tail-'));
  try {
    const csvPath = join(dir, 'large.csv');
    await writeLargeCsv(csvPath, ROWS);
    const bytes = readFileSync(csvPath);
    const server = await startServerProcess(
      {
        DATA_DIR: join(dir, 'data'),
        SITE_DIR: join(dir, 'no-site'),
        ENVELOPE_KEY: 'bench-envelope-key',
        DATABASE_URL: `file:${join(dir, 'app.sqlite')}`,
        ANALYSIS_WORKERS: '2',
        UPLOAD_LIMIT_BYTES: String(200 * 1024 * 1024),
      },
      { keepOutput: false, timeoutMs: 60_000 },
    );
    try {
      const url = new URL(server.url);
      // Small uploads first: the workers' own start is not the upload's.
      for (let i = 0; i < 2; i++) await upload(url, Buffer.from('x\n1\n2\n'));
      const loadBefore = loadavg()[0]!;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await upload(url, bytes));
      process.stdout.write(
        JSON.stringify({ rows: ROWS, runs, loadBefore, loadAfter: loadavg()[0]! }, null, 2) + '\n',
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
