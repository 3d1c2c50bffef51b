import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app';
import { GUEST_KEY_HEADER, hashGuestKey } from '../src/guest-keys';
import { GUEST_ID_PATTERN } from '../src/identity';
import { defaultAppConfig, type AppConfig } from '../src/config';
import { migrateToLatest, type Database } from '../src/db/database';
import type { AnalysisEngine } from '../src/engine/types';
import type { AppEnv } from '../src/env';
import type { ErrorBody } from '../src/errors';
import { createMemoryLogger } from '../src/logger';
import { createTestDatabase, type TestDatabaseKind } from './test-database';

export { onPostgres, testDatabaseKind } from './test-database';

export const TEST_KEY = 'server-test-envelope-key';
export const GUEST_A = 'guest-1700000001';
export const GUEST_B = 'guest-1700000002';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  /** The JSON body as sent. */
  body: Record<string, unknown>;
  /** The opened `dataRes.encryptData` of a success. */
  data: T;
}

export interface TestServer {
  url: string;
  db: Database;
  /** The database the server runs on (see `TEST_DATABASE` in vitest.config.ts). */
  databaseKind: TestDatabaseKind;
  dir: string;
  config: AppConfig;
  logger: ReturnType<typeof createMemoryLogger>;
  app: Hono<AppEnv>;
  /** POSTs `{ encryptedData: seal(payload) }` as `identity` (null: no identity headers). */
  call<T = unknown>(path: string, payload: unknown, identity?: string | null): Promise<Reply<T>>;
  /** POSTs raw JSON text (for tampered envelopes and bad JSON). */
  post<T = unknown>(
    path: string,
    body: string,
    headers?: Record<string, string>,
  ): Promise<Reply<T>>;
  upload<T = unknown>(
    file: Uint8Array | string,
    fileName: string,
    options?: unknown,
    identity?: string | null,
  ): Promise<Reply<T>>;
  close(): Promise<void>;
}

/**
 * The tests' guests hold keys as the site's client does. The helper makes one key per guest id
 * for the whole test file, and a test server (`startTestServer`) records it the first time a
 * request brings it, as if the server had issued it to that guest (with the id as the guest's
 * owner, so rows stay readable in assertions). A request with no key or another key goes through
 * the server's own rules: a new, empty guest.
 */
const guestKeys = new Map<string, string>();

/** The key the tests' guest `guestId` holds. */
export function guestKeyOf(guestId: string): string {
  let key = guestKeys.get(guestId);
  if (key === undefined) {
    key = randomBytes(32).toString('base64url');
    guestKeys.set(guestId, key);
  }
  return key;
}

/** Identity headers as the site's client sends them (guest id or token), with a guest's key. */
export function identityHeaders(identity: string | null | undefined): Record<string, string> {
  if (identity === null || identity === undefined) return {};
  const headers = { authorization: identity, auth: identity, useremail: '' };
  return GUEST_ID_PATTERN.test(identity)
    ? { ...headers, [GUEST_KEY_HEADER]: guestKeyOf(identity) }
    : headers;
}

/** Records the tests' guest keys a request brings in `db`, once each (see `guestKeys`). */
function guestKeyRecorder(db: Database, now: () => Date) {
  const recorded = new Map<string, Promise<unknown>>();
  return async (request: Request) => {
    const guestId = request.headers.get('auth') ?? request.headers.get('authorization');
    const key = request.headers.get(GUEST_KEY_HEADER);
    if (guestId === null || key === null || guestKeys.get(guestId) !== key) return;
    let done = recorded.get(key);
    if (done === undefined) {
      done = db
        .insertInto('guests')
        .values({
          owner: guestId,
          guest_id: guestId,
          key_hash: hashGuestKey(key),
          created_at: now().toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      recorded.set(key, done);
    }
    await done;
  };
}

async function toReply<T>(response: Response, key: string): Promise<Reply<T>> {
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  let data = undefined as T;
  const dataRes = body.dataRes as { encryptData?: string } | undefined;
  if (response.status === 200 && dataRes?.encryptData)
    data = openEnvelope<T>(dataRes.encryptData, key);
  return { status: response.status, headers: response.headers, body, data };
}

/**
 * A real server on port 0 over a fresh, migrated database: a SQLite file in a new temporary
 * folder, or (project `server-pg`) a new PostgreSQL database of its own, dropped by `close`.
 */
export async function startTestServer(
  overrides: Partial<AppConfig> = {},
  /** The engine (a worker pool, closed by the caller); the calling thread by default. */
  { engine }: { engine?: AnalysisEngine } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-server-'));
  const database = await createTestDatabase(dir);
  const { db } = database;
  await migrateToLatest(db);
  const config: AppConfig = {
    ...defaultAppConfig,
    envelopeKey: TEST_KEY,
    // Kept files go with the server's folder.
    datasetFileDir: join(dir, 'datasets'),
    boardImageDir: join(dir, 'board-images'),
    // Tests move their clocks by days with one token; the idle end has tests of its own
    // (session-idle.test.ts), which set it.
    sessionIdleMs: defaultAppConfig.tokenTtlMs,
    ...overrides,
  };
  const logger = createMemoryLogger();
  const app = createApp({ db, config, logger, ...(engine ? { engine } : {}) });
  const recordGuestKey = guestKeyRecorder(db, config.now);
  // The node server's bindings (the socket, for the client's address) go on to the app.
  const fetchWithGuests = async (request: Request, bindings: unknown) => {
    await recordGuestKey(request);
    return app.fetch(request, bindings);
  };
  // Without createServer options @hono/node-server makes a plain node:http server.
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: fetchWithGuests, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const key = config.envelopeKey;

  return {
    url,
    db,
    databaseKind: database.kind,
    dir,
    config,
    logger,
    app,
    async call(path, payload, identity = GUEST_A) {
      const response = await fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...identityHeaders(identity) },
        body: JSON.stringify({ encryptedData: sealEnvelope(payload, key) }),
      });
      return toReply(response, key);
    },
    async post(path, body, headers = identityHeaders(GUEST_A)) {
      const response = await fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return toReply(response, key);
    },
    async upload(file, fileName, options, identity = GUEST_A) {
      const form = new FormData();
      const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
      form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
      if (options !== undefined) form.append('encryptedData', sealEnvelope(options, key));
      const response = await fetch(url + '/dataset/upload', {
        method: 'POST',
        headers: identityHeaders(identity),
        body: form,
      });
      return toReply(response, key);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const HANGUL = /[\uAC00-\uD7A3]/;

/** An error answer of the protocol: status, code, Korean and English messages, nothing internal. */
export function expectError(reply: Reply, status: number, code?: string): ErrorBody {
  expect(reply.status).toBe(status);
  const body = reply.body as unknown as ErrorBody;
  expect(body.resCode).toBe(status);
  if (code !== undefined) expect(body.code).toBe(code);
  expect(body.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
  expect(body.message).toMatch(HANGUL);
  expect(body.messageEn).toMatch(/[A-Za-z]/);
  expect(Object.keys(body).sort()).toEqual(
    ['code', 'message', 'messageEn', 'resCode', ...('details' in body ? ['details'] : [])].sort(),
  );
  expectNoStackTrace(JSON.stringify(body));
  return body;
}

export function expectNoStackTrace(text: string): void {
  expect(text).not.toMatch(/\bat .+[:(]\d+:\d+/);
  expect(text).not.toMatch(/\.(ts|js|mjs):\d+/);
  expect(text).not.toMatch(/stack|node_modules|\/work\//i);
}

export async function countRows(db: Database, table: 'datasets' | 'analyses'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The names of the files kept under `area` in a test server's local object store (see
 * `keptFileKey`), as the rows store them; none when nothing was kept yet.
 */
export function keptNames(server: Pick<TestServer, 'config'>, area: string): string[] {
  const folder = join(server.config.datasetFileDir!, area);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.startsWith('f-'))
        .map((name) => name.slice(2))
    : [];
}
