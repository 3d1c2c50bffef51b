import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COLUMNS, MAX_DECOMPRESSED_BYTES } from '@tonggye/stats';
import { honestEntry, zip } from '../../../packages/stats/test/zip-builder';
import { createWorkerPool } from '../src/engine/pool';
import type { AnalysisEngine } from '../src/engine/types';
import { countRows, expectError, startTestServer, type TestServer } from './helpers';

const readers = join(import.meta.dirname, '../../../packages/stats/test/fixtures/readers');
const readerFixture = (name: string) => new Uint8Array(readFileSync(join(readers, name)));
const MB = 1024 * 1024;
// Made once before any server starts: seconds of building between two requests of a test
// could outlast the server's keep-alive and reset the reused connection on a loaded machine.
const wideCsv = `${Array.from({ length: 1_000_000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(999_999)}1\n`;

// On the calling thread (as most tests run the engine) and in the worker pool `main.ts` uses.
describe.each([
  ['on the event loop', (): AnalysisEngine | undefined => undefined],
  ['in the worker pool', (): AnalysisEngine | undefined => createWorkerPool({ size: 1 })],
])('uploads that attack the readers get a clear 400 and write nothing (%s)', (_where, engineOf) => {
  let server: TestServer;
  let engine: AnalysisEngine | undefined;
  /** What is in the dataset folder: no row and no file either, not even a half-written one. */
  const storedFiles = () => {
    const dir = server.config.datasetFileDir!;
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    engine = engineOf();
    server = await startTestServer({}, engine ? { engine } : {});
  });
  afterAll(async () => {
    await server.close();
    await engine?.close();
  });

  it.each([
    ['CSV text named .xlsx', new TextEncoder().encode('a,b\n1,2\n'), 'data.xlsx', 'BROKEN_XLSX'],
    ['an XLSX named .csv', readerFixture('survey.xlsx'), 'data.csv', undefined],
    ['an SPSS file named .csv', readerFixture('survey-utf8.sav'), 'data.csv', undefined],
    ['a CSV named .sav', new TextEncoder().encode('a,b\n1,2\n'), 'data.sav', undefined],
    ['an XLSX named .sav', readerFixture('survey.xlsx'), 'data.sav', undefined],
  ])('%s', async (_name, bytes, fileName, code) => {
    const body = expectError(await server.upload(bytes, fileName, {}), 400, code);
    expect(body.code).not.toBe('INTERNAL_ERROR');
    expect(await countRows(server.db, 'datasets')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('a zip bomb disguised as XLSX: refused from its directory, without inflating it', async () => {
    // 17 entries of 16 MB of spaces, each deflated to about 16 KB: 272 MB declared.
    const payload = honestEntry('xl/worksheets/sheet1.xml', new Uint8Array(16 * MB).fill(0x20));
    const copies = Math.ceil(MAX_DECOMPRESSED_BYTES / (16 * MB)) + 1;
    const bomb = zip(
      Array.from({ length: copies }, (_, k) => ({ ...payload, name: `xl/worksheets/s${k}.xml` })),
    );
    expect(bomb.length).toBeLessThan(MB);
    const heapBefore = process.memoryUsage().arrayBuffers;
    const body = expectError(
      await server.upload(bomb, 'report.xlsx', {}),
      400,
      'UNPACKED_TOO_LARGE',
    );
    expect(body.message).toContain('압축을 풀면');
    // Nothing near the declared size is held (the directory check runs before any inflation).
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * MB);
    expect(await countRows(server.db, 'datasets')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('a CSV with a million columns: refused from its header with the count', async () => {
    const body = expectError(await server.upload(wideCsv, 'wide.csv', {}), 400, 'TOO_MANY_COLUMNS');
    expect(body.details).toMatchObject({ found: 1_000_000, limit: MAX_COLUMNS });
    expect(await countRows(server.db, 'datasets')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('still serves an honest upload afterwards', async () => {
    const reply = await server.upload('이름,점수\n가,1\n나,2\n', 'ok.csv', {});
    expect(reply.status).toBe(200);
    expect(await countRows(server.db, 'datasets')).toBe(1);
    const uuid = (reply.data as { result: { uuid: string } }).result.uuid;
    // The original and the folder of its columnar table, of this dataset only.
    expect(storedFiles().sort()).toEqual([`${uuid}.csv`, 'tables']);
    expect(readdirSync(join(server.config.datasetFileDir!, 'tables'))).toEqual([uuid]);
  });
});
