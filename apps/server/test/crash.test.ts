import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpPayload, uniqueEmail } from './accounts-helpers';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

const KEY = 'crash-test-envelope-key';

async function signUp(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/user/reg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ encryptedData: sealEnvelope(signUpPayload({ email }), KEY) }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('a server killed in the middle of sign-ups', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-crash-'));
  let database: TestDatabase | undefined;
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves only complete members, no orphan rows, and starts again cleanly', async () => {
    // On PostgreSQL the process gets a database of its own; on SQLite a file in the folder.
    if (onPostgres) database = await createTestDatabase(dir);
    const env = {
      DATA_DIR: join(dir, 'data'),
      SITE_DIR: join(dir, 'no-site'),
      ENVELOPE_KEY: KEY,
      DATABASE_URL: database?.url ?? `file:${join(dir, 'app.sqlite')}`,
      // Every sign-up comes from 127.0.0.1: the per-address limit would stop the test, not the crash.
      SIGNUP_RATE_LIMIT: '1000000',
    };
    const first = await startServerProcess(env);
    running.push(first);

    // Forty clients sign up one address after another until the process dies under them.
    const answered: string[] = [];
    const failed: string[] = [];
    let killed = false;
    let reachedTarget: () => void = () => undefined;
    const target = new Promise<void>((done) => (reachedTarget = done));
    const unexpected: number[] = [];
    const client = async () => {
      while (!killed) {
        const email = uniqueEmail('crash');
        let status: number;
        try {
          status = await signUp(first.url, email);
        } catch {
          // The connection died with the process: this sign-up may or may not have been stored.
          failed.push(email);
          continue;
        }
        if (status === 200) answered.push(email);
        else unexpected.push(status);
        if (answered.length + unexpected.length >= 30) reachedTarget();
      }
    };
    const clients = Array.from({ length: 40 }, client);
    await target;
    killed = first.child.kill('SIGKILL');
    expect(killed).toBe(true);
    await Promise.all(clients);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(unexpected).toEqual([]);
    // The kill caught sign-ups in flight.
    expect(failed.length).toBeGreaterThan(0);

    database ??= await createTestDatabase(dir);
    const { db } = database;
    const users = await db.selectFrom('users').selectAll().execute();
    const emails = new Set(users.map((user) => user.email));
    // Every answered sign-up is stored; a stored one was answered or cut off by the kill.
    for (const email of answered) expect(emails.has(email)).toBe(true);
    expect(users.length).toBeLessThanOrEqual(answered.length + failed.length);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.name).toBe('홍길동');
      expect(user.mobile_number).toBe('01012345678');
      expect(Number.isNaN(Date.parse(user.created_at))).toBe(false);
      expect(user.updated_at).toBe(user.created_at);
      expect(user.deleted_at).toBeNull();
    }
    // Sign-up is one transaction: each member has the session and the login record it made.
    const sessions = await db.selectFrom('sessions').select('user_id').execute();
    const history = await db.selectFrom('login_history').select('user_id').execute();
    const ids = new Set(users.map((user) => user.id));
    expect(sessions.filter((row) => !ids.has(row.user_id))).toEqual([]);
    expect(history.filter((row) => !ids.has(row.user_id))).toEqual([]);
    expect(new Set(sessions.map((row) => row.user_id))).toEqual(ids);
    expect(new Set(history.map((row) => row.user_id))).toEqual(ids);

    // Started again on the same database: no migration left to run, healthy, and the
    // addresses whose sign-up died with the process can sign up (the stored ones are taken).
    const second = await startServerProcess(env);
    running.push(second);
    expect(second.stdout()).toMatch(/"msg":"database ready".*"migrationsApplied":0/);
    expect((await fetch(`${second.url}/health`)).status).toBe(200);
    for (const email of failed)
      expect(await signUp(second.url, email)).toBe(emails.has(email) ? 409 : 200);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 120_000); // two server starts and a burst of argon2id sign-ups: a ceiling, not a timing claim
});
