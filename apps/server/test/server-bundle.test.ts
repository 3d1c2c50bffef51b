import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpPayload } from './accounts-helpers';
import { identityHeaders } from './helpers';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

const serverDir = resolve(import.meta.dirname, '..');
const KEY = 'server-bundle-envelope-key';

/** `node bin/server.mjs COMMAND` to its end: exit code and output. */
function runCommand(command: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['bin/server.mjs', command], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (part: Buffer) => (stdout += part.toString()));
  child.stderr.on('data', (part: Buffer) => (stderr += part.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('exit', (code) => done({ code, stdout, stderr })),
  );
}

/*
 * The server as `pnpm start`, `pnpm migrate` and `pnpm seed` run it: the esbuild bundle on plain
 * Node, its analysis worker included. Only that it works is checked here, not how fast it starts
 * (apps/server/bench/restart.mjs measures that).
 */
describe('the prebuilt server bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-bundle-'));
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, seeds, starts, answers /ready, reads an upload and analyses it in its worker', async () => {
    // On PostgreSQL a database of its own; SQLite lives in DATA_DIR.
    database = onPostgres ? await createTestDatabase(dir) : undefined;
    const env = {
      DATA_DIR: join(dir, 'data'),
      SITE_DIR: join(dir, 'no-site'),
      ENVELOPE_KEY: KEY,
      DATABASE_URL: database?.url ?? '',
      ANALYSIS_WORKERS: '1',
    };

    const migrated = await runCommand('migrate', env);
    expect(migrated.stderr).not.toMatch(/error/i);
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toMatch(/"msg":"migrations applied".*"applied":"0001_/);
    const seeded = await runCommand('seed', env);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/"msg":"seed done".*"added":"dataset /);
    const unknown = await runCommand('serve-everything', env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "serve-everything"');

    server = await startServerProcess(env, { entry: 'start', bundled: true, timeoutMs: 150_000 });
    expect(server.stdout()).toContain('"seeded":"not now"');
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);

    const signUp = await fetch(`${server.url}/user/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ encryptedData: sealEnvelope(signUpPayload(), KEY) }),
    });
    expect(signUp.status).toBe(200);
    const token = String(((await signUp.json()) as { dataRes: { token: string } }).dataRes.token);
    const form = new FormData();
    form.append('file', new Blob(['점수\n3\n5\n4\n8\n6\n']), '점수.csv');
    const uploaded = await fetch(`${server.url}/dataset/upload`, {
      method: 'POST',
      headers: identityHeaders(token),
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { uuid } = openEnvelope<{ result: { uuid: string } }>(
      ((await uploaded.json()) as { dataRes: { encryptData: string } }).dataRes.encryptData,
      KEY,
    ).result;
    const analysed = await fetch(`${server.url}/t/one/analysis`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...identityHeaders(token) },
      body: JSON.stringify({
        encryptedData: sealEnvelope({ uuid, variables: ['점수'], testValue: 4 }, KEY),
      }),
    });
    expect(analysed.status).toBe(200);
    const result = openEnvelope<{ oneSampleResult: unknown }>(
      ((await analysed.json()) as { dataRes: { encryptData: string } }).dataRes.encryptData,
      KEY,
    );
    // Mean 5.2 of five scores: the engine ran in the bundle's worker.
    expect(JSON.stringify(result.oneSampleResult)).toContain('5.2');

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 240_000); // a first build and four processes on a shared machine: a ceiling, not a timing claim
});
