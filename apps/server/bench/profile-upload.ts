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
import { startServerProcess } from '../test/server-process';
import { writeLargeCsv } from './large-table';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const ROWS = Number(option('rows') ?? 1_000_000);
const OUT = resolve(option('out') ?? 'test-results/upload-profile');
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
    const server = await startServerProcess(
      {
        DATA_DIR: join(dir, 'data'),
        SITE_DIR: join(dir, 'no-site'),
        ENVELOPE_KEY: 'bench-envelope-key',
        DATABASE_URL: `file:${join(dir, 'app.sqlite')}`,
        ANALYSIS_WORKERS: '1',
        UPLOAD_LIMIT_BYTES: String(200 * 1024 * 1024),
        NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${OUT}`,
      },
      { keepOutput: false, timeoutMs: 60_000 },
    );
    try {
      const small = new FormData();
      small.append('file', new Blob(['x\n1\n2\n']), 'small.csv');
      await fetch(`${server.url}/dataset/upload`, {
        method: 'POST',
        headers: { authorization: GUEST, auth: GUEST },
        body: small,
      });
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'large.csv');
      start = performance.now();
      const answer = await fetch(`${server.url}/dataset/upload`, {
        method: 'POST',
        headers: { authorization: GUEST, auth: GUEST },
        body: form,
      });
      await answer.arrayBuffer();
      const uploadMs = Math.round(performance.now() - start);
      process.stdout.write(
        JSON.stringify({ rows: ROWS, status: answer.status, engineParseMs, uploadMs, out: OUT }) +
          '\n',
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
