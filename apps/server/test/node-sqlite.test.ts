import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite, type NodeSqliteDatabase } from '../src/db/node-sqlite';

describe('the node:sqlite bridge keeps prepared statements', () => {
  let folder: string | undefined;
  let db: NodeSqliteDatabase | undefined;
  afterEach(() => {
    db?.close();
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  function open(): NodeSqliteDatabase {
    folder = mkdtempSync(join(tmpdir(), 'tonggye-sqlite-'));
    db = openSqlite(join(folder, 'test.db'));
    return db;
  }

  it('reuses a statement for the same SQL and still answers with fresh parameters', () => {
    const sqlite = open();
    sqlite.prepare('create table t (id integer primary key, name text)').run([]);
    const insert = sqlite.prepare('insert into t (name) values (?)');
    expect(sqlite.prepare('insert into t (name) values (?)')).toBe(insert);
    insert.run(['가']);
    sqlite.prepare('insert into t (name) values (?)').run(['나']);
    const select = sqlite.prepare('select name from t where id = ?');
    expect(select.reader).toBe(true);
    expect(insert.reader).toBe(false);
    expect(select.all([2])).toEqual([{ name: '나' }]);
    expect(sqlite.prepare('select name from t where id = ?').all([1])).toEqual([{ name: '가' }]);
  });

  it('a kept statement sees a schema change (SQLite prepares it again)', () => {
    const sqlite = open();
    sqlite.prepare('create table t (id integer primary key)').run([]);
    sqlite.prepare('insert into t (id) values (?)').run([1]);
    expect(sqlite.prepare('select * from t').all([])).toEqual([{ id: 1 }]);
    sqlite.prepare("alter table t add column note text default 'x'").run([]);
    expect(sqlite.prepare('select * from t').all([])).toEqual([{ id: 1, note: 'x' }]);
  });

  it('keeps at most a bounded number of statements, dropping the least recently used', () => {
    const sqlite = open();
    const first = sqlite.prepare('select 0 as n');
    for (let k = 1; k <= 300; k++) sqlite.prepare(`select ${k} as n`);
    expect(sqlite.prepare('select 0 as n')).not.toBe(first);
    expect(sqlite.prepare('select 300 as n')).toBe(sqlite.prepare('select 300 as n'));
  });
});

describe('checkpoints from a thread of its own', () => {
  let folder: string | undefined;
  let db: NodeSqliteDatabase | undefined;
  afterEach(() => {
    db?.close();
    db = undefined;
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  /** 300 commits of 3 kB each: below SQLite's default checkpoint at 1,000 pages, too. */
  function fill(backgroundCheckpoints: boolean): string {
    folder = mkdtempSync(join(tmpdir(), 'tonggye-sqlite-'));
    const path = join(folder, 'checkpoints.db');
    db = openSqlite(path, { backgroundCheckpoints });
    db.prepare('create table t (id integer primary key, body text)').run([]);
    const insert = db.prepare('insert into t (body) values (?)');
    for (let k = 0; k < 300; k++) insert.run([`${k}`.padEnd(3000, 'x')]);
    return path;
  }

  it('copies what was committed into the database file while the connection only commits', async () => {
    const path = fill(true);
    await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(300 * 3000), {
      timeout: 10_000,
      interval: 50,
    });
    expect(db!.prepare('select count(*) as n from t').all([])).toEqual([{ n: 300 }]);
  });

  it('without it, the same commits stay in the WAL (the control)', async () => {
    const path = fill(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(statSync(path).size).toBeLessThan(300 * 3000);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(300 * 3000);
  });
});
