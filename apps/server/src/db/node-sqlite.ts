import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
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

  constructor(raw: DatabaseSync) {
    this.raw = raw;
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
