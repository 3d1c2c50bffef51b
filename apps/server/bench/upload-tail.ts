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
import {
  callerHeaders,
  multipartFrame,
  numberOption,
  runBench,
  startBenchServer,
} from './bench-server';
import { writeLargeCsv } from './large-table';

const ROWS = numberOption('rows', 1_000_000);
const RUNS = numberOption('runs', 3);
const GUEST = 'guest-1700000009';

/** One multipart upload of `body` as `large.csv`: whole time and time after the last byte. */
function upload(url: URL, body: Buffer): Promise<{ status: number; ms: number; tailMs: number }> {
  const { head, foot, type } = multipartFrame('large.csv', 'UPLOADTAILBOUNDARY');
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let sentAt = Number.NaN;
    const req = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/dataset/upload',
      headers: {
        'content-type': type,
        'content-length': head.length + body.length + foot.length,
        ...callerHeaders(GUEST),
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
    const server = await startBenchServer(dir, {
      ANALYSIS_WORKERS: '2',
      UPLOAD_LIMIT_BYTES: String(200 * 1024 * 1024),
    });
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
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
