import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Gives Kysely's `SqliteDialect` the better-sqlite3-like object it expects, over
 * Node's built-in `node:sqlite` (no native build). The differences bridged here:
 * node:sqlite statements take spread parameters, have no `reader` flag (a statement
 * returns rows when it has result columns), and accept no booleans or undefined.
 */
/** Prepared statements kept per connection: the server runs the same few hundred queries. */
const STATEMENT_CACHE_SIZE = 256;

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly raw: DatabaseSync;
  /**
   * Statements by SQL text, least recently used first. Preparing was a fair share of a cheap
   * route's time; Kysely runs one query at a time on a connection, so a statement is never in
   * use twice at once, and SQLite re-prepares a statement itself after a schema change.
   */
  private readonly statements = new Map<string, SqliteStatement>();

  /** The thread that checkpoints this file's WAL, when `backgroundCheckpoints` started one. */
  private readonly checkpointer: Worker | undefined;

  constructor(raw: DatabaseSync, checkpointer?: Worker) {
    this.raw = raw;
    this.checkpointer = checkpointer;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.statements.get(sql);
    if (cached !== undefined) {
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    const statement = this.raw.prepare(sql);
    const prepared: SqliteStatement = {
      reader: statement.columns().length > 0,
      all: (parameters) => statement.all(...toInputs(parameters)),
      run: (parameters) => {
        const { changes, lastInsertRowid } = statement.run(...toInputs(parameters));
        return { changes, lastInsertRowid };
      },
      iterate: (parameters) => statement.iterate(...toInputs(parameters)),
    };
    this.statements.set(sql, prepared);
    if (this.statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.statements.keys().next().value;
      if (oldest !== undefined) this.statements.delete(oldest);
    }
    return prepared;
  }

  close(): void {
    this.checkpointer?.postMessage('close');
    this.statements.clear();
    if (this.raw.isOpen) this.raw.close();
  }
}

function toInput(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string')
    return value;
  if (value instanceof Uint8Array) return value;
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`cannot bind a ${typeof value} parameter to SQLite`);
}

function toInputs(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toInput);
}

export interface OpenSqliteOptions {
  /** Milliseconds a statement waits for a lock held by another connection. */
  busyTimeoutMs?: number;
  /**
   * Checkpoint the WAL from a thread of its own instead of in the commit that fills it (the
   * server's setting; a file database only). A checkpoint copies the WAL into the database file
   * and waits for the disk twice: done by the committing connection, as SQLite does by default,
   * that wait blocked the event loop at every few hundred history records.
   */
  backgroundCheckpoints?: boolean;
}

/** How often the checkpoint thread copies what was committed into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;
/**
 * WAL pages after which a commit checkpoints by itself after all: only when the checkpoint
 * thread falls far behind (or is gone), so the WAL never grows without bound.
 */
const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * The checkpoint thread: its own connection to the file, a passive checkpoint (never waiting for
 * readers or writers) at every interval. CommonJS run by `eval`, so the server's bundle needs no
 * entry point of its own for it.
 */
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path, { timeout: 0 });
db.exec('PRAGMA synchronous = NORMAL');
const timer = setInterval(() => {
  try { db.exec('PRAGMA wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { db.close(); } catch {}
  parentPort.close();
});
`;

function startCheckpointer(path: string): Worker {
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: { path, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  // Never what keeps the process alive; a failure leaves the commits' own fallback checkpoints.
  worker.unref();
  worker.on('error', () => undefined);
  return worker;
}

/** Opens (creating if needed) a SQLite file with WAL, foreign keys and a busy timeout. */
export function openSqlite(path: string, options: OpenSqliteOptions = {}): NodeSqliteDatabase {
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  const raw = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: busyTimeoutMs });
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  // WAL makes NORMAL durable across application crashes (not power loss) and much faster.
  raw.exec('PRAGMA synchronous = NORMAL');
  if (options.backgroundCheckpoints !== true || path === ':memory:')
    return new NodeSqliteDatabase(raw);
  raw.exec(`PRAGMA wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  return new NodeSqliteDatabase(raw, startCheckpointer(path));
}
