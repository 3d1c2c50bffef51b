import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  readDataFile,
  StatsInputError,
  tableToJSON,
  type DataTable,
  type DescriptiveResult,
} from '@tonggye/stats';
import { ApiError } from '../src/errors';
import { createWorkerPool } from '../src/engine/pool';
import type { AnalysisEngine } from '../src/engine/types';

function table(rows: number): DataTable {
  const values = Array.from({ length: rows }, (_, i) => ((i * 7919) % 1000) / 10);
  return { rowCount: rows, columns: [{ name: '점수', type: 'numeric', values }] };
}

const request = {
  analysis: 'descriptive',
  variables: ['점수'],
  centralTendency: ['mean'],
  dispersion: ['std'],
  distribution: [],
  confidenceInterval: null,
  significance: [],
  visualize: [],
  fillMethod: 'exclude',
};

describe('analysis worker pool', () => {
  let pool: AnalysisEngine;
  beforeAll(() => {
    pool = createWorkerPool({ size: 2 });
  });
  afterAll(() => pool.close());

  it('runs the engine in a worker thread and answers the same numbers as the engine itself', async () => {
    const json = tableToJSON(table(1000));
    const result = (await pool.run(json, request)) as DescriptiveResult;
    const values = table(1000).columns[0]!.values as number[];
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(result.variables[0]!.mean).toBeCloseTo(mean, 12);
  });

  it('leaves a worker to analyses while an upload is read as it arrives; the next is read from its spool file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-pool-receive-'));
    try {
      const target = (name: string) => ({
        storage: { kind: 'local' as const, root: dir },
        prefix: `tables/${name}/v/`,
        maxTableBytes: 64 * 1024 * 1024,
      });
      // Two clients still sending: only one of the two workers takes an upload. The second
      // finds none free, so its bytes are not queued in memory: it is read whole from the file
      // the route spools it to (here the spool holds one row more than was pushed, which shows
      // where the table came from).
      const secondSpool = join(dir, 'second-spool.csv');
      writeFileSync(secondSpool, 'x,y\n1,2\n3,4\n5,6\n');
      const first = pool.receive('first.csv', target('first'), 0, join(dir, 'first-spool.csv'));
      const second = pool.receive('second.csv', target('second'), 0, secondSpool);
      first.push(new TextEncoder().encode('a,b\n1,2\n'));
      second.push(new TextEncoder().encode('x,y\n1,2\n3,'));
      const result = (await pool.run(tableToJSON(table(100)), request)) as DescriptiveResult;
      expect(result.variables[0]!.mean).toBeGreaterThan(0);
      second.push(new TextEncoder().encode('4\n'));
      const read = await second.finish({ fileName: 'second.csv' });
      expect(read.summary.rowCount).toBe(3);
      expect(read.stored?.rowCount).toBe(3);
      // The first, read as it came, is read from what was pushed.
      const firstRead = await first.finish({ fileName: 'first.csv' });
      expect(firstRead.summary.rowCount).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a reading still waiting for a thread off the queue when its bytes start: no worker ever gets it', async () => {
    // One worker and room for one waiting task: while an analysis runs, the reading waits. Its
    // first bytes call it off; it must free its place at once, or the parse of its spool file
    // that replaces it would find the queue full.
    const small = createWorkerPool({ size: 1, maxQueue: 1 });
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-pool-cancel-'));
    try {
      const spool = join(dir, 'spool.csv');
      writeFileSync(spool, 'x,y\n1,2\n3,4\n');
      const target = {
        storage: { kind: 'local' as const, root: dir },
        prefix: 'tables/cancelled/v/',
        maxTableBytes: 64 * 1024 * 1024,
      };
      const busy = small.run(tableToJSON(table(20_000)), request);
      const reading = small.receive('queued.csv', target, 0, spool);
      reading.push(new TextEncoder().encode('x,y\n1,2\n'));
      const read = await reading.finish({ fileName: 'queued.csv' });
      expect(read.summary.rowCount).toBe(2);
      await busy;
      // An abandoned reading that never had bytes leaves the queue as well.
      const blocker = small.run(tableToJSON(table(20_000)), request);
      small.receive('never.csv', target, 0, spool).abort();
      await expect(small.run(tableToJSON(table(10)), request)).resolves.toBeDefined();
      await blocker;
      const kinds = posted.mock.calls.map(([task]) => (task as { kind: string }).kind);
      expect(kinds).toEqual(['analysis', 'parse', 'analysis', 'analysis']);
    } finally {
      posted.mockRestore();
      await small.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes an input error back as StatsInputError with both messages', async () => {
    const error = await pool
      .run(tableToJSON(table(10)), { ...request, variables: ['없는변수'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StatsInputError);
    expect((error as StatsInputError).code).toBe('UNKNOWN_VARIABLE');
    expect((error as StatsInputError).messageKo).toContain('없는변수');
  });

  it('keeps the main thread free while a long analysis runs', async () => {
    // A large table analysed in a worker: timers on this thread keep firing meanwhile.
    const json = tableToJSON(table(400_000));
    let ticks = 0;
    const interval = setInterval(() => ticks++, 1);
    const heavy = pool.run(json, { ...request, significance: ['kolmogorovSmirnov'] });
    await heavy;
    clearInterval(interval);
    expect(ticks).toBeGreaterThan(0);
  });

  it('answers runs queued beyond the pool size, in any order', async () => {
    const json = tableToJSON(table(2000));
    const results = await Promise.all(Array.from({ length: 6 }, () => pool.run(json, request)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
  });

  it('stops an analysis that runs past its time limit, answers 503 and keeps serving', async () => {
    const slow = createWorkerPool({ size: 1, timeoutMs: 1 });
    try {
      const error = await slow.run(tableToJSON(table(400_000)), request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(503);
    } finally {
      await slow.close();
    }
  });

  describe('reading uploads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-pool-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };

    it('reads a file in a worker into the table, summary and preview the reader makes', async () => {
      const csv = '점수,집단\n1,가\n2,나\n3,\n';
      const parsed = await pool.parse(file('a.upload', csv), { fileName: 'a.csv' });
      const { table, info } = readDataFile(new TextEncoder().encode(csv), { fileName: 'a.csv' });
      expect(parsed.tableJson).toBe(tableToJSON(table));
      expect(parsed.info).toEqual(info);
      expect(parsed.summary.rowCount).toBe(3);
      expect(parsed.summary.columns.map((c) => [c.name, c.type, c.missingCount])).toEqual([
        ['점수', 'numeric', 0],
        ['집단', 'categorical', 1],
      ]);
      expect(parsed.preview).toEqual({
        columns: ['점수', '집단'],
        rows: [
          [1, '가'],
          [2, '나'],
          [3, null],
        ],
      });
    });

    it('passes a reader’s input error back as StatsInputError', async () => {
      const error = await pool
        .parse(file('b.upload', 'a,b\n1,2\n'), { fileName: 'b.pdf' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StatsInputError);
      expect((error as StatsInputError).code).toBe('UNSUPPORTED_FORMAT');
    });

    it('stops a reading past the time limit with 503 UPLOAD_TIMEOUT', async () => {
      const slow = createWorkerPool({ size: 1, timeoutMs: 1 });
      try {
        const rows = Array.from({ length: 200_000 }, (_, i) => `${i},${i % 7}`).join('\n');
        const error = await slow
          .parse(file('c.upload', `x,y\n${rows}\n`), { fileName: 'c.csv' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).code).toBe('UPLOAD_TIMEOUT');
        expect((error as ApiError).status).toBe(503);
      } finally {
        await slow.close();
      }
    });
  });

  it('refuses new runs with 503 when its queue is full', async () => {
    const small = createWorkerPool({ size: 1, maxQueue: 1 });
    try {
      const json = tableToJSON(table(100_000));
      const first = small.run(json, request);
      const second = small.run(json, request);
      const third = await small.run(json, request).catch((e: unknown) => e);
      expect(third).toBeInstanceOf(ApiError);
      expect((third as ApiError).code).toBe('SERVER_BUSY');
      await Promise.all([first, second]);
    } finally {
      await small.close();
    }
  });
});
