import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolCounts } from './db/database';
import type { AnalysisEngine } from './engine/types';

/**
 * Prometheus metrics of one server process (`GET /metrics`): requests by route, analyses and
 * uploads in the worker pool, the database pool, and Node's own (memory, event-loop lag, GC).
 * Each process has its own registry; Prometheus scrapes every process and adds them up.
 */
export interface ServerMetrics {
  registry: Registry;
  /** Counts and times every request by method, route pattern and status. */
  requests: MiddlewareHandler;
  /** The same engine, with each task's wait and run counted and timed. */
  instrumentEngine(engine: AnalysisEngine): AnalysisEngine;
  /** Reports the database pool's connections on every scrape. */
  watchPool(pool: PoolCounts): void;
}

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestCount = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  const tasksInEngine = new Gauge({
    name: 'analysis_tasks_in_engine',
    help: 'Analyses and upload readings submitted to the worker pool and not yet answered (waiting or running).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const taskSeconds = new Histogram({
    name: 'analysis_task_duration_seconds',
    help: 'Time from submitting a task to the worker pool to its answer, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });

  const requests: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The route's pattern, never the path itself: ids in paths would make a series per id.
      const route = routePath(c, -1) || 'unmatched';
      const labels = { method: c.req.method, route };
      requestCount.inc({ ...labels, status: String(c.res.status) });
      requestSeconds.observe(labels, (performance.now() - started) / 1000);
    }
  };

  const timed = <T>(kind: string, work: () => Promise<T>): Promise<T> => {
    tasksInEngine.inc({ kind });
    const stop = taskSeconds.startTimer({ kind });
    return work().then(
      (value) => {
        tasksInEngine.dec({ kind });
        stop({ outcome: 'ok' });
        return value;
      },
      (error: unknown) => {
        tasksInEngine.dec({ kind });
        stop({ outcome: 'error' });
        throw error;
      },
    );
  };

  return {
    registry,
    requests,
    instrumentEngine(engine) {
      return {
        run: (...args) => timed('analysis', () => engine.run(...args)),
        runStored: (...args) => timed('analysis', () => engine.runStored(...args)),
        runStoredAsJson: (...args) => timed('analysis', () => engine.runStoredAsJson(...args)),
        parse: (...args) => timed('upload', () => engine.parse(...args)),
        receive: (...args) => {
          // Timed from the last byte: the receiving before it is the request's own time.
          const reader = engine.receive(...args);
          return { ...reader, finish: (options) => timed('upload', () => reader.finish(options)) };
        },
        deriveVersion: (...args) => timed('version', () => engine.deriveVersion(...args)),
        transform: (...args) => timed('version', () => engine.transform(...args)),
        syntaxFacts: (...args) => timed('analysis', () => engine.syntaxFacts(...args)),
        close: () => engine.close(),
      };
    },
    watchPool(pool) {
      new Gauge({
        name: 'database_pool_connections',
        help: 'Connections of the PostgreSQL pool: open, idle, and requests waiting for one.',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    },
  };
}
