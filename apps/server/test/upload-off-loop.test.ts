import { get } from 'node:http';
import { readdirSync } from 'node:fs';
import { readDataFile, tableToJSON } from '@tonggye/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInlineEngine, createWorkerPool } from '../src/engine/pool';
import type { AnalysisEngine } from '../src/engine/types';
import { findCurrentVersion, tableRefOf } from '../src/dataset-versions';
import { objectStoreFor } from '../src/storage/object-store';
import { ColumnCache, loadStoredTable } from '../src/storage/table-loader';
import { GUEST_A, startTestServer, type TestServer } from './helpers';

const ROWS = 200_000;
// Generous: a worker starting under tsx and 200,000 rows read on a shared two-core machine.
const TIMEOUT_MS = 90_000;

/** A 200,000-row CSV (about 5 MB): long enough to read that a blocked event loop shows. */
function bigCsv(): string {
  const lines = ['번호,집단,점수,나이'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(`${i},${i % 3 === 0 ? '가' : '나'},${((i * 7919) % 1000) / 10},${20 + (i % 50)}`);
  return lines.join('\n') + '\n';
}

/** `/health` on a connection of its own (no keep-alive pool shared with the upload). */
function health(url: string): Promise<number> {
  return new Promise((done, fail) => {
    get(`${url}/health`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    }).on('error', fail);
  });
}

/**
 * The server with `engine`, watched: when the upload's reading starts (its first bytes reach the
 * engine), a `/health` request goes out on another connection; the test records the order in
 * which the reading ends, the health answer arrives and the upload is answered. Nothing is
 * replaced: the engine itself reads.
 */
async function uploadWhileProbing(engine: AnalysisEngine, csv: string, readOnlyFirst = false) {
  const events: string[] = [];
  let probe: Promise<void> | undefined;
  const startProbe = () => {
    events.push('reading started');
    probe = health(server.url).then((status) => {
      expect(status).toBe(200);
      events.push('health answered');
    });
  };
  const watched: AnalysisEngine = {
    ...engine,
    receive(fileName, target, expectedBytes, spoolPath) {
      const reader = engine.receive(fileName, target, expectedBytes, spoolPath);
      const pieces: Uint8Array[] = [];
      return {
        push(bytes) {
          if (readOnlyFirst) pieces.push(Uint8Array.from(bytes));
          else if (probe === undefined) startProbe();
          reader.push(bytes);
        },
        abort: () => reader.abort(),
        async finish(options) {
          if (!readOnlyFirst)
            return await reader.finish(options).finally(() => events.push('reading ended'));
          // The control: the whole file read at once on the calling thread, as a reader on the
          // event loop would, before the engine stores it.
          startProbe();
          readDataFile(Buffer.concat(pieces), options);
          events.push('reading ended');
          return await reader.finish(options);
        },
      };
    },
    close: () => engine.close(),
  };
  const server = await startTestServer({}, { engine: watched });
  try {
    const reply = await server.upload<{ result: { uuid: string; rowCount: number } }>(
      csv,
      'big.csv',
    );
    events.push('upload answered');
    await probe;
    return { server, reply, events };
  } catch (error) {
    await server.close();
    throw error;
  }
}

describe('reading an upload off the event loop', () => {
  const csv = bigCsv();
  let pool: AnalysisEngine;
  const servers: TestServer[] = [];
  beforeAll(() => {
    pool = createWorkerPool({ size: 1 });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await pool.close();
  });

  it(
    'answers another connection’s /health while a 200,000-row CSV is read, and stores the same table',
    async () => {
      const { server, reply, events } = await uploadWhileProbing(pool, csv);
      servers.push(server);
      expect(reply.status).toBe(200);
      expect(reply.data.result.rowCount).toBe(ROWS);
      // The health answer came while the worker was still reading, hence before the upload's.
      expect(events).toEqual([
        'reading started',
        'health answered',
        'reading ended',
        'upload answered',
      ]);

      // Stored exactly as the engine's reader makes it; the original kept under its format's name.
      const row = await server.db
        .selectFrom('datasets')
        .selectAll()
        .where('id', '=', reply.data.result.uuid)
        .executeTakeFirstOrThrow();
      const bytes = new TextEncoder().encode(csv);
      const { table } = readDataFile(bytes, { fileName: 'big.csv' });
      const version = await findCurrentVersion(server.db, row);
      const stored = await loadStoredTable(
        tableRefOf(version, objectStoreFor(server.config)),
        null,
        new ColumnCache(0),
      );
      expect(tableToJSON(stored)).toBe(tableToJSON(table));
      expect(row).toMatchObject({
        content_hash: version.content_hash,
        row_count: ROWS,
        size_bytes: bytes.byteLength,
        stored_name: `${reply.data.result.uuid}.csv`,
        owner: GUEST_A,
      });
      expect(readdirSync(server.config.datasetFileDir!).sort()).toEqual([
        row.stored_name,
        'tables',
      ]);
    },
    TIMEOUT_MS,
  );

  it(
    'the same probe sees a read on the event loop block it (the check can fail)',
    async () => {
      const { server, reply, events } = await uploadWhileProbing(createInlineEngine(), csv, true);
      servers.push(server);
      expect(reply.status).toBe(200);
      expect(events.indexOf('health answered')).toBeGreaterThan(events.indexOf('reading ended'));
    },
    TIMEOUT_MS,
  );
});
