import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeaders } from './helpers';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

// The server as `main.ts` runs it (a worker pool, and on PostgreSQL its connection pool), so the
// figures are those a Prometheus scrape of a deployed process reads.
describe('GET /metrics', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-metrics-'));
  let database: TestDatabase | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    database = onPostgres ? await createTestDatabase(dir) : undefined;
    server = await startServerProcess(
      {
        DATA_DIR: join(dir, 'data'),
        SITE_DIR: join(dir, 'no-site'),
        DATABASE_URL: database?.url ?? '',
        ANALYSIS_WORKERS: '1',
      },
      { keepOutput: false, timeoutMs: 25_000 },
    );
  }, 30_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts requests by route pattern, times the worker pool’s tasks and shows the process', async () => {
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/health`);
    await fetch(`${server.url}/no/such/path`);
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n3,4\n']), 'small.csv');
    const upload = await fetch(`${server.url}/dataset/upload`, {
      method: 'POST',
      headers: identityHeaders('guest-1700000077'),
      body: form,
    });
    expect(upload.status).toBe(200);

    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    const health = { method: 'GET', route: '/health', status: '200' };
    expect(sample(text, 'http_requests_total', health)).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/health' }),
    ).toBe(3);
    // A path no route has is counted under one label, never under the path itself.
    expect(text).not.toContain('/no/such/path');
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/dataset/upload' })).toBe(
      1,
    );
    // The upload was read in the worker pool, and nothing is left in it.
    expect(
      sample(text, 'analysis_task_duration_seconds_count', { kind: 'upload', outcome: 'ok' }),
    ).toBe(1);
    expect(sample(text, 'analysis_tasks_in_engine', { kind: 'upload' })).toBe(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+/m);
    if (onPostgres) {
      expect(sample(text, 'database_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'database_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(text).not.toContain('database_pool_connections');
    }
  });
});
