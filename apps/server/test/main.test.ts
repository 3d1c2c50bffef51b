import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GUEST_A, identityHeaders } from './helpers';
import { startServerProcess } from './server-process';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

const serverDir = resolve(import.meta.dirname, '..');

describe('main.ts as a process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-main-'));
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, serves API and site on one port, prints the address and stops cleanly on SIGTERM', async () => {
    const siteDir = join(dir, 'site');
    mkdirSync(siteDir);
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><div id="root"></div>');
    // On PostgreSQL the process gets DATABASE_URL of a database of its own; SQLite is the default.
    database = onPostgres ? await createTestDatabase(dir) : undefined;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: join(dir, 'data'),
        SITE_DIR: siteDir,
        ENVELOPE_KEY: '',
        DATABASE_URL: database?.url ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (part: Buffer) => (stderr += part.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const address = await new Promise<string>((done, fail) => {
      child.stdout.on('data', (part: Buffer) => {
        stdout += part.toString();
        const match = /"msg":"listening","address":"(http:\/\/localhost:\d+)"/.exec(stdout);
        if (match?.[1]) done(match[1]);
      });
      child.on('exit', () => fail(new Error(`exited early:\n${stdout}\n${stderr}`)));
    });

    try {
      expect(stdout).toContain(`Serving on ${address}`);
      expect(stderr).toMatch(/ENVELOPE_KEY is not set/);
      expect(existsSync(join(dir, 'data', 'app.sqlite'))).toBe(!onPostgres);
      expect(stdout).toContain(
        `"msg":"database ready","kind":"${onPostgres ? 'postgres' : 'sqlite'}"`,
      );
      if (database !== undefined) {
        const applied = await sql<{
          n: number;
        }>`select count(*) as n from kysely_migration`.execute(database.db);
        expect(applied.rows[0]?.n).toBeGreaterThanOrEqual(2);
      }

      const page = await fetch(`${address}/services/desc`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('<div id="root">');
      const api = await fetch(`${address}/dataset/uploadedData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...identityHeaders(GUEST_A) },
        body: JSON.stringify({ encryptedData: sealEnvelope({}, DEVELOPMENT_ENVELOPE_KEY) }),
      });
      expect(api.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stdout).toContain('"msg":"shutting down","signal":"SIGTERM"');
  });

  it('on SIGTERM finishes a request already in flight before it exits', async () => {
    const own = mkdtempSync(join(dir, 'sigterm-'));
    // On PostgreSQL a database of its own, dropped at the end; SQLite lives in DATA_DIR.
    const pgDatabase = onPostgres ? await createTestDatabase(own) : undefined;
    const server = await startServerProcess({
      DATA_DIR: join(own, 'data'),
      SITE_DIR: join(own, 'no-site'),
      ENVELOPE_KEY: '',
      DATABASE_URL: pgDatabase?.url ?? '',
    });
    try {
      const body = JSON.stringify({ encryptedData: sealEnvelope({}, DEVELOPMENT_ENVELOPE_KEY) });
      const { port } = new URL(server.url);
      // A slow client: headers first (the server confirms them with 100 Continue), the body
      // only after the server was told to stop.
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/dataset/uploadedData',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          expect: '100-continue',
          ...identityHeaders(GUEST_A),
        },
      });
      const answer = new Promise<{ status: number; text: string }>((done, fail) => {
        req.on('response', (response) => {
          let text = '';
          response.on('data', (part: Buffer) => (text += part.toString()));
          response.on('end', () => done({ status: response.statusCode ?? 0, text }));
        });
        req.on('error', fail);
      });
      await new Promise<void>((done) => req.on('continue', () => done()));

      server.child.kill('SIGTERM');
      await new Promise<void>((done) => {
        const check = () => {
          if (server.stdout().includes('"msg":"shutting down","signal":"SIGTERM"')) done();
          else setTimeout(check, 20);
        };
        check();
      });
      // Closed to new connections now.
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();

      req.end(body);
      const { status, text } = await answer;
      expect(status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ resCode: 200, dataRes: {} });
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await pgDatabase?.dispose();
    }
  });
});
