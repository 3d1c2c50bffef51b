import pg from 'pg';

/** Connections per server process unless `DATABASE_POOL_SIZE` says otherwise. */
export const DEFAULT_POSTGRES_POOL_SIZE = 10;

const INT8_OID = 20;

/**
 * pg hands back int8 (`count(*)`, bigint columns) as text so as not to lose digits; every
 * such value of this service (counts, byte sizes) fits a double, so it becomes a number
 * here, the same as node:sqlite answers. A value beyond 2^53 stays text rather than
 * silently losing precision.
 */
export function parseInt8(text: string): number | string {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresPoolOptions {
  /** Most connections open at once (`DATABASE_POOL_SIZE`). */
  max?: number;
}

/**
 * A pg pool for Kysely's `PostgresDialect`. int8 comes back as a number (see `parseInt8`);
 * idle connections close after 30 s; a connection attempt gives up after 10 s instead of
 * hanging the start-up.
 */
export function createPostgresPool(url: string, options: PostgresPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? DEFAULT_POSTGRES_POOL_SIZE,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'tonggye-server',
    types,
  });
  // An idle connection dropped by the server (restart, admin kill) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => undefined);
  return pool;
}

/** The URL without its password, for logs: `postgres://user:***@host:5432/db`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    // A password may also hide in the query (`?password=…`).
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***');
    return parsed.toString().replace('%2A%2A%2A', '***');
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}
