import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Gives Kysely's `SqliteDialect` the better-sqlite3-like object it expects, over
 * Node's built-in `node:sqlite` (no native build). The differences bridged here:
 * node:sqlite statements take spread parameters, have no `reader` flag (a statement
 * returns rows when it has result columns), and accept no booleans or undefined.
 */
export class NodeSqliteDatabase implements SqliteDatabase {
  readonly raw: DatabaseSync;

  constructor(raw: DatabaseSync) {
    this.raw = raw;
  }

  prepare(sql: string): SqliteStatement {
    const statement = this.raw.prepare(sql);
    return {
      reader: statement.columns().length > 0,
      all: (parameters) => statement.all(...toInputs(parameters)),
      run: (parameters) => {
        const { changes, lastInsertRowid } = statement.run(...toInputs(parameters));
        return { changes, lastInsertRowid };
      },
      iterate: (parameters) => statement.iterate(...toInputs(parameters)),
    };
  }

  close(): void {
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
  return new NodeSqliteDatabase(raw);
}
