import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from '../src/engine/pool';
import type { AnalysisEngine } from '../src/engine/types';
import {
  countRows,
  expectError,
  GUEST_A,
  identityHeaders,
  startTestServer,
  TEST_KEY,
  type TestServer,
} from './helpers';

const TIMEOUT_MS = 60_000;

/** A CSV of `rows` rows, a megabyte or more for the larger counts. */
function csvOf(rows: number): string {
  const lines = ['번호,집단,점수'];
  for (let i = 1; i <= rows; i++) lines.push(`${i},${i % 2 ? '가' : '나'},${(i * 37) % 101}`);
  return lines.join('\n') + '\n';
}

/** The Korean letters of `csvOf` in CP949 (the Korean Windows code page), byte for byte. */
const CP949: Record<string, number[]> = {
  번: [0xb9, 0xf8],
  호: [0xc8, 0xa3],
  집: [0xc1, 0xfd],
  단: [0xb4, 0xdc],
  점: [0xc1, 0xa1],
  수: [0xbc, 0xf6],
  가: [0xb0, 0xa1],
  나: [0xb3, 0xaa],
};
const cp949 = (text: string) =>
  Uint8Array.from([...text].flatMap((ch) => CP949[ch] ?? [ch.charCodeAt(0)]));

const boundary = 'STREAMEDBOUNDARY';
const filePart = (fileName: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
const fieldPart = (name: string, value: string) =>
  `\r\n--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

/**
 * A multipart upload written piece by piece without a length (chunked, as a browser streams a
 * large file); with `goAway`, the connection is dropped after the pieces instead of ending the body.
 */
function rawUpload(
  server: TestServer,
  pieces: (string | Uint8Array)[],
  goAway = false,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/dataset/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...identityHeaders(GUEST_A),
      },
    });
    req.on('error', (error) => (goAway ? resolve(null) : reject(error)));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (text += part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    const write = async () => {
      for (const piece of pieces) {
        if (!req.write(piece)) await new Promise((done) => req.once('drain', done));
        // Apart in time, so the server hands each piece on before the next comes.
        await new Promise((done) => setTimeout(done, 20));
      }
      if (goAway) {
        // Long enough for the pieces to reach the engine before the connection breaks.
        await new Promise((done) => setTimeout(done, 300));
        req.destroy();
        resolve(null);
      } else req.end(`\r\n--${boundary}--\r\n`);
    };
    write().catch(reject);
  });
}

/** Pieces of about `size` bytes. */
function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}

describe('an upload read while it arrives, on a worker', () => {
  let pool: AnalysisEngine;
  let server: TestServer;
  let spoolRoot: string;
  const previousTmp = process.env.TMPDIR;
  const spools = () => readdirSync(spoolRoot).filter((name) => name.startsWith('tonggye-upload-'));
  const storedObjects = () => {
    const dir = server.config.datasetFileDir!;
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true }).map(String);
  };

  /** Until the server has cleaned up after a request it answered or lost. */
  async function settled(): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (spools().length > 0 && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 50));
  }

  /** What an upload that fails must leave as it was: the datasets' rows and the stored objects. */
  async function holdings(): Promise<{ rows: number; objects: string[] }> {
    return { rows: await countRows(server.db, 'datasets'), objects: storedObjects() };
  }

  /**
   * Once the server has cleaned up after a failed upload: no spool file, the rows and stored
   * objects as they were before it, and the one worker free again, so a good upload is read and
   * stored.
   */
  async function expectNothingLeftBehind(before: {
    rows: number;
    objects: string[];
  }): Promise<void> {
    await settled();
    expect(spools()).toEqual([]);
    expect(await countRows(server.db, 'datasets')).toBe(before.rows);
    expect(storedObjects()).toEqual(before.objects);
    const reply = await server.upload<{ result: { rowCount: number } }>(
      csvOf(500),
      'after.csv',
      {},
    );
    expect(reply.status).toBe(200);
    expect(reply.data.result.rowCount).toBe(500);
  }

  beforeAll(async () => {
    // The spool files go to the temporary folder: a folder of this test's own, to look into.
    spoolRoot = mkdtempSync(join(tmpdir(), 'tonggye-spool-test-'));
    process.env.TMPDIR = spoolRoot;
    // One worker: a reading left hanging would hold up every upload after it.
    pool = createWorkerPool({ size: 1 });
    server = await startTestServer({ uploadLimitBytes: 3 * 1024 * 1024 }, { engine: pool });
  });
  afterAll(async () => {
    await server.close();
    await pool.close();
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    rmSync(spoolRoot, { recursive: true, force: true });
  });

  it(
    'stores a CSV sent in pieces with its options after the file, read as those options say',
    async () => {
      // Over a megabyte: the temporary file is written in several gathered writes.
      const text = csvOf(100_000);
      // CP949 named after the file, as the site's form sends it.
      const bytes = cp949(text);
      const sealed = sealEnvelope({ encoding: 'cp949', title: '조각' }, TEST_KEY);
      const pieces: (string | Uint8Array)[] = [filePart('survey.csv')];
      for (let at = 0; at < bytes.length; at += 100_000)
        pieces.push(bytes.subarray(at, at + 100_000));
      pieces.push(fieldPart('encryptedData', sealed));
      const reply = await rawUpload(server, pieces);
      expect(reply?.status).toBe(200);
      await settled();
      expect(spools()).toEqual([]);
      const row = await server.db
        .selectFrom('datasets')
        .selectAll()
        .where('title', '=', '조각')
        .executeTakeFirstOrThrow();
      expect(row.row_count).toBe(100_000);
      expect(JSON.parse(row.info_json)).toMatchObject({ encoding: 'cp949' });
      // The original is kept byte for byte as it was sent.
      const original = readFileSync(join(server.config.datasetFileDir!, row.stored_name!));
      expect(original.equals(bytes)).toBe(true);
    },
    TIMEOUT_MS,
  );

  it(
    'leaves nothing behind when the client goes away half-way, and takes the next upload',
    async () => {
      const before = await holdings();
      const half = csvOf(40_000).slice(0, 600_000);
      expect(
        await rawUpload(server, [filePart('gone.csv'), ...piecesOf(half, 64 * 1024)], true),
      ).toBe(null);
      await expectNothingLeftBehind(before);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a chunked upload past the limit with 413 while it is read, and takes the next upload',
    async () => {
      const before = await holdings();
      const large = csvOf(300_000);
      expect(large.length).toBeGreaterThan(3 * 1024 * 1024);
      const reply = await rawUpload(server, [
        filePart('large.csv'),
        ...piecesOf(large, 256 * 1024),
      ]);
      expect(reply?.status).toBe(413);
      expectError(
        { status: reply!.status, body: reply!.body, headers: new Headers(), data: undefined },
        413,
        'UPLOAD_TOO_LARGE',
      );
      await expectNothingLeftBehind(before);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses options that do not open after the file with 400, and takes the next upload',
    async () => {
      const before = await holdings();
      const reply = await rawUpload(server, [
        filePart('sealed.csv'),
        ...piecesOf(csvOf(20_000), 64 * 1024),
        fieldPart('encryptedData', 'not-an-envelope'),
      ]);
      expect(reply?.status).toBe(400);
      expectError(
        { status: reply!.status, body: reply!.body, headers: new Headers(), data: undefined },
        400,
      );
      await expectNothingLeftBehind(before);
    },
    TIMEOUT_MS,
  );
});
