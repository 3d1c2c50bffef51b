import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload } from './accounts-helpers';
import { startServerProcess, type ServerProcess } from './server-process';
import { adminUrl, createTestDatabase, onPostgres, type TestDatabase } from './test-database';

/**
 * Two server processes (separate DATA_DIRs) on one PostgreSQL, started at the same moment, as
 * behind a load balancer with one proxy hop (TRUST_PROXY=1).
 */
describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let dir: string;
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tonggye-multi-'));
    database = await createTestDatabase(dir);
    const env = (name: string) => ({
      DATA_DIR: join(dir, name),
      SITE_DIR: join(dir, 'no-site'),
      DATABASE_URL: database.url,
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT: '3',
      ANALYSIS_WORKERS: '1',
    });
    // Both start on the empty database at once: both come up, one of them seeds.
    servers = await Promise.all([
      startServerProcess(env('a'), { entry: 'start', timeoutMs: 90_000 }),
      startServerProcess(env('b'), { entry: 'start', timeoutMs: 90_000 }),
    ]);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const url = (i: number) => servers[i]?.url ?? '';
  const login = (i: number, email: string, password: string, forwardedFor = '198.51.100.1') =>
    fetch(`${url(i)}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email, password, utm_id: '*', ip: '' }),
    });

  it('both came up and exactly one seeded', async () => {
    const seeded = servers.filter((server) => server.stdout().includes('"seeded":"dataset'));
    expect(seeded).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await fetch(`${url(i)}/ready`)).status).toBe(200);
  });

  it('signs a member up on one process and in on both, the address taken past the proxy', async () => {
    const payload = signUpPayload();
    const signUp = await fetch(`${url(0)}/user/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ encryptedData: sealEnvelope(payload, DEVELOPMENT_ENVELOPE_KEY) }),
    });
    expect(signUp.status).toBe(200);
    const email = String(payload.email).toLowerCase();
    for (let i = 0; i < 2; i++) {
      const reply = await login(i, email, String(payload.password), `1.1.1.1, 203.0.113.${i + 10}`);
      expect(reply.status).toBe(200);
      const token = ((await reply.json()) as { dataRes: { token: string } }).dataRes.token;
      // The token of one process works on the other.
      const check = await fetch(`${url(1 - i)}/user/checktoken`, {
        headers: { auth: token, authorization: token },
      });
      expect(check.status).toBe(200);
    }
    const signIns = await database.db
      .selectFrom('login_history')
      .select('ip')
      .where('success', '=', 1)
      .orderBy('created_at')
      .execute();
    // The entry the trusted proxy appended, never the one the client wrote first.
    expect(signIns.map((row) => row.ip).slice(-2)).toEqual(['203.0.113.10', '203.0.113.11']);
  });

  it('shares the login limit: tries on one process count on the other', async () => {
    const email = 'nobody-shared-limit@example.com';
    // LOGIN_RATE_LIMIT=3 per account, whichever process and address.
    expect((await login(0, email, 'wrong1!', '203.0.113.20')).status).toBe(401);
    expect((await login(1, email, 'wrong1!', '203.0.113.21')).status).toBe(401);
    expect((await login(0, email, 'wrong1!', '203.0.113.22')).status).toBe(401);
    const refused = await login(1, email, 'wrong1!', '203.0.113.23');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers /ready 503 on both while the database cannot be reached, and 200 again after', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      // The database "stops": no new connections, and the open ones are ended.
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      for (let i = 0; i < 2; i++) {
        const ready = await fetch(`${url(i)}/ready`);
        expect(ready.status).toBe(503);
        expect((await fetch(`${url(i)}/health`)).status).toBe(200);
      }
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      for (let i = 0; i < 2; i++) expect((await fetch(`${url(i)}/ready`)).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
    }
  });
});
