/**
 * `pnpm exec tsx apps/server/bench/profile-upload.ts [--rows N] [--out DIR]`: one upload of the
 * large-table benchmark's CSV to the real server run with `--cpu-prof` (the server's main thread
 * and its analysis worker each write a `.cpuprofile` into DIR), for finding where an upload's time
 * goes beyond the engine's own parse. Prints the upload's time and the engine parse's in this
 * process, so the profile can be read against them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readDataFile } from '@tonggye/stats';
import {
  callerHeaders,
  numberOption,
  runBench,
  startBenchServer,
  textOption,
  uploadFile,
} from './bench-server';
import { writeLargeCsv } from './large-table';

const ROWS = numberOption('rows', 1_000_000);
const OUT = resolve(textOption('out') ?? 'test-results/upload-profile');
const GUEST = 'guest-1700000009';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-profile-'));
  mkdirSync(OUT, { recursive: true });
  try {
    const csvPath = join(dir, 'large.csv');
    await writeLargeCsv(csvPath, ROWS);
    const bytes = new Uint8Array(readFileSync(csvPath));
    let start = performance.now();
    readDataFile(bytes, { fileName: 'large.csv' });
    const engineParseMs = Math.round(performance.now() - start);
    const server = await startBenchServer(dir, {
      ANALYSIS_WORKERS: '1',
      UPLOAD_LIMIT_BYTES: String(200 * 1024 * 1024),
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${OUT}`,
    });
    try {
      const guest = callerHeaders(GUEST);
      await (await uploadFile(server.url, guest, 'x\n1\n2\n', 'small.csv')).arrayBuffer();
      start = performance.now();
      const answer = await uploadFile(server.url, guest, bytes, 'large.csv');
      await answer.arrayBuffer();
      const uploadMs = Math.round(performance.now() - start);
      process.stdout.write(
        JSON.stringify({ rows: ROWS, status: answer.status, engineParseMs, uploadMs, out: OUT }) +
          '\n',
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
