import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from '../src/accounts/rate-limit';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../src/db/database';
import { databaseCoordinator } from '../src/periodic';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * What several server processes share through one database: two handles of their own stand for
 * two processes (two pools on PostgreSQL).
 */
describe('state shared by server processes', () => {
  let dir: string;
  let database: TestDatabase;
  let other: DatabaseHandle;
  let at = Date.parse('2026-05-01T00:00:00.000Z');
  const now = () => new Date(at);
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tonggye-shared-'));
    database = await createTestDatabase(dir);
    await migrateToLatest(database.db);
    other = createDatabase(database.url, { poolSize: 4 });
  });
  afterAll(async () => {
    await other.db.destroy();
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts rate-limit hits of every process together, and starts again with a new window', async () => {
    const windowMs = 60_000;
    const one = new FixedWindowLimiter(database.db, 'test:login', 4, windowMs, now);
    const two = new FixedWindowLimiter(other.db, 'test:login', 4, windowMs, now);
    // Hits at the same moment from both processes: none is lost.
    const waits = await Promise.all([
      one.hit('a@example.com'),
      two.hit('a@example.com'),
      one.hit('a@example.com'),
      two.hit('a@example.com'),
    ]);
    expect(waits).toEqual([0, 0, 0, 0]);
    expect(await two.hit('a@example.com')).toBe(60);
    expect(await one.hit('a@example.com')).toBe(60);
    // Another key, and a limiter of another name, count on their own.
    expect(await one.hit('b@example.com')).toBe(0);
    expect(
      await new FixedWindowLimiter(other.db, 'test:other', 1, windowMs, now).hit('a@example.com'),
    ).toBe(0);
    at += 30_000;
    expect(await two.hit('a@example.com')).toBe(30);
    at += 30_000;
    expect(await two.hit('a@example.com')).toBe(0);
    // A reset in one process is seen by the other.
    for (let i = 0; i < 4; i++) await one.hit('c@example.com');
    expect(await two.hit('c@example.com')).toBeGreaterThan(0);
    await one.reset('c@example.com');
    expect(await two.hit('c@example.com')).toBe(0);
  });

  it('runs each periodic job once per interval whichever process ticks', async () => {
    const everyMs = 60_000;
    let runs = 0;
    const run = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const first = databaseCoordinator(database.db, database.kind, now);
    const second = databaseCoordinator(other.db, other.kind, now);
    const together = await Promise.all([
      first('order expiry', everyMs, run),
      second('order expiry', everyMs, run),
    ]);
    expect(runs).toBe(1);
    expect(together.filter((result) => result.ran)).toHaveLength(1);
    // The other process's timer fires a little later within the same interval: nothing runs.
    at += 20_000;
    expect(await second('order expiry', everyMs, run)).toEqual({ ran: false });
    // Another job is claimed on its own.
    expect(await second('guest purge', everyMs, run)).toEqual({ ran: true });
    // The next interval: exactly one pass again.
    at += 45_000;
    const next = await Promise.all([
      second('order expiry', everyMs, run),
      first('order expiry', everyMs, run),
    ]);
    expect(next.filter((result) => result.ran)).toHaveLength(1);
    expect(runs).toBe(3);
  });
});
