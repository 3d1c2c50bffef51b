import { Hono } from 'hono';
import { sql } from 'kysely';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { StatsInputError } from '@tonggye/stats';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createInlineEngine } from './engine/pool';
import type { AnalysisEngine } from './engine/types';
import type { AppEnv } from './env';
import { ApiError, errorBody, ERRORS } from './errors';
import { GUEST_KEY_HEADER } from './guest-keys';
import { resolveIdentity } from './identity';
import { securityHeaders } from './security-headers';
import { closeAfterAnswer } from './linger';
import { createJsonLogger, type Logger } from './logger';
import type { ServerMetrics } from './metrics';
import { createOpenApiDocument } from './openapi';
import { adminContentRoutes } from './routes/admin-content';
import { defineRoute } from './routes/define';
import { ANALYSIS_ROUTES, analysisRoutes, routedAnalyses } from './routes/analyses';
import { datasetRoutes, memberFileRoutes } from './routes/dataset';
import { datasetTransformRoutes } from './routes/dataset-transforms';
import { historyRoutes } from './routes/history';
import { inquiryRoutes } from './routes/inquiry';
import { profileRoutes } from './routes/profile';
import { descriptionRoutes } from './routes/description';
import { siteContentRoutes } from './routes/site-content';
import { socialRoutes } from './routes/social';
import { userRoutes } from './routes/user';
import { communityRoutes } from './routes/community';
import { boardImageRoutes } from './routes/board-images';
import { serviceAdminRoutes } from './routes/service-admin';
import { customerRoutes, myActivityRoutes, serviceCentreRoutes } from './routes/service-centre';
import { objectStoreFor, type ObjectStore } from './storage/object-store';
import { StoreError } from './store/errors';
import { storeRoutes } from './store/routes';

export interface CreateAppOptions {
  db: Database;
  config: AppConfig;
  logger?: Logger;
  /** The analysis engine; the calling thread when not given (tests), a worker pool in `main.ts`. */
  engine?: AnalysisEngine;
  /** Prometheus metrics, served at `/metrics` (`main.ts` always has them). */
  metrics?: ServerMetrics;
  /** Where datasets' files and tables live; the configuration's (`objectStoreFor`) by default. */
  storage?: ObjectStore;
  /**
   * What `GET /ready` checks besides the database (each throws when its service cannot be
   * reached): the place for the file store's check.
   */
  readinessChecks?: Record<string, () => Promise<unknown>>;
}

/** Longest a readiness check may take before it counts as down. */
const READY_TIMEOUT_MS = 2_000;

/** Whether each service answers, in parallel, each within `READY_TIMEOUT_MS`. */
async function readiness(
  checks: Record<string, () => Promise<unknown>>,
): Promise<Record<string, 'ok' | 'down'>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, 'ok'] as const;
      } catch {
        return [name, 'down'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** Path prefixes of the API calls this server answers (the site's calls). */
export const API_PREFIXES: readonly string[] = [
  '/user/',
  '/dataset/',
  '/analysis-history/',
  '/description/',
  // Administration (site content): the identity is read here; `requireAdmin` decides.
  '/admin/',
  ...Object.values(ANALYSIS_ROUTES).map((route) => `${route.prefix}/`),
];

/**
 * The HTTP API as a Hono app, without listening: `main.ts` serves it on a port,
 * tests on port 0.
 */
export function createApp({
  db,
  config,
  logger = createJsonLogger(),
  engine: givenEngine = createInlineEngine(),
  metrics,
  storage = objectStoreFor(config),
  readinessChecks = {},
}: CreateAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const engine = metrics ? metrics.instrumentEngine(givenEngine) : givenEngine;
  if (metrics) {
    app.use(metrics.requests);
    defineRoute(
      app,
      {
        method: 'get',
        path: '/metrics',
        tag: 'server',
        summaryKo: '서버 지표 (Prometheus 텍스트 형식)',
        summaryEn: 'Server metrics (Prometheus text format)',
        body: 'none',
        caller: 'anyone',
        reply: 'raw',
        rawTypes: ['text/plain'],
      },
      async (c) =>
        c.text(await metrics.registry.metrics(), 200, {
          'content-type': metrics.registry.contentType,
        }),
    );
  }

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Method, path and status only: never bodies, headers, tokens or keys.
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
    });
  });
  app.use(securityHeaders({ trustProxy: config.trustProxy }));
  if (config.corsOrigins.length > 0) {
    const allowed = new Set(config.corsOrigins);
    app.use(
      cors({
        origin: (origin) => (allowed.has(origin) ? origin : null),
        allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
        allowHeaders: ['content-type', 'authorization', 'auth', 'useremail', GUEST_KEY_HEADER],
        exposeHeaders: ['x-request-id', GUEST_KEY_HEADER],
        maxAge: 600,
      }),
    );
  }

  // Account routes read their own credentials: sign-in must work with a stale token or none.
  for (const prefix of API_PREFIXES.filter((prefix) => prefix !== '/user/')) {
    app.use(`${prefix}*`, async (c, next) => {
      c.set('identity', await resolveIdentity(c, db, config.now()));
      await next();
    });
  }

  // Liveness for load balancers and the end-to-end harness: the process answers (it listens only
  // once migrations ran); says nothing of the database, so a database outage restarts nothing.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/health',
      tag: 'server',
      summaryKo: '서버 상태 확인',
      summaryEn: 'Liveness check',
      body: 'none',
      caller: 'anyone',
      reply: 'raw',
      resultKo: '{ resCode: 200, status: "ok" }',
      resultEn: '{ resCode: 200, status: "ok" }',
    },
    (c) => c.json({ resCode: 200, status: 'ok' }),
  );
  // Readiness: send traffic here only while the database (and what `readinessChecks` adds, the
  // file store) can be reached; 503 otherwise.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/ready',
      tag: 'server',
      summaryKo: '트래픽을 받을 준비 확인 (데이터베이스)',
      summaryEn: 'Readiness check (the database)',
      body: 'none',
      caller: 'anyone',
      reply: 'raw',
      resultKo:
        '{ resCode: 200, status: "ready", checks: { database: "ok" } }; 데이터베이스에 닿지 않으면 HTTP 503과 status "unavailable"',
      resultEn:
        '{ resCode: 200, status: "ready", checks: { database: "ok" } }; HTTP 503 with status "unavailable" while the database cannot be reached',
    },
    async (c) => {
      const checks = await readiness({
        database: () => sql`select 1`.execute(db),
        ...readinessChecks,
      });
      const ready = Object.values(checks).every((state) => state === 'ok');
      c.header('Cache-Control', 'no-store');
      return ready
        ? c.json({ resCode: 200, status: 'ready', checks })
        : c.json({ resCode: 503, status: 'unavailable', checks }, 503);
    },
  );

  // The API described from the same zod schemas the routes validate with (the site's Open API page).
  let openApi: Record<string, unknown> | undefined;
  defineRoute(
    app,
    {
      method: 'get',
      path: '/openapi.json',
      tag: 'server',
      summaryKo: '이 OpenAPI 문서',
      summaryEn: 'This OpenAPI document',
      body: 'none',
      caller: 'anyone',
      reply: 'raw',
    },
    // Built at the first call, once every route below is defined.
    (c) => c.json((openApi ??= createOpenApiDocument(app))),
  );

  const deps = { db, config, logger, engine, storage };
  app.route('/user', userRoutes(deps));
  app.route('/user', profileRoutes(deps));
  app.route('/user', memberFileRoutes(deps));
  app.route('/user', socialRoutes(deps));
  app.route('/user', inquiryRoutes(deps));
  app.route('/dataset', datasetRoutes(deps));
  app.route('/dataset', datasetTransformRoutes(deps));
  app.route('/description', descriptionRoutes(deps));
  app.route('/analysis-history', historyRoutes(deps));
  // Public site content: readable by anyone, with or without a credential (not in API_PREFIXES).
  app.route('/boards', siteContentRoutes(deps));
  app.route('/admin/content', adminContentRoutes(deps));
  // Community board and service centre: public reads need no credential, each route
  // reads the identity itself (see content/common.ts); administration under /admin/service.
  app.route('/boards', communityRoutes(deps));
  app.route('/boards', boardImageRoutes(deps));
  app.route('/boards', serviceCentreRoutes(deps));
  app.route('/nest', customerRoutes(deps));
  app.route('/shop_product', myActivityRoutes(deps));
  app.route('/admin/service', serviceAdminRoutes(deps));
  // The store: catalogue reads are public; each call reads the identity itself.
  app.route('/shop', storeRoutes(deps));
  for (const id of routedAnalyses())
    app.route(ANALYSIS_ROUTES[id].prefix, analysisRoutes(id, deps));

  app.notFound((c) => c.json(new ApiError('NOT_FOUND').toBody(), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      // The rest of an oversized body is never read: the connection cannot serve another request.
      if (error.status === 413) closeAfterAnswer(c);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof StoreError) return c.json(error.toBody(), error.status);
    if (error instanceof StatsInputError) {
      const details: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(error.details))
        if (value !== undefined) details[name] = value;
      return c.json(errorBody(400, error.code, error.messageKo, error.message, details), 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      const code = status === 413 ? 'BODY_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return c.json(errorBody(status, code, ERRORS[code].ko, ERRORS[code].en), status);
    }
    logger.error('unexpected error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? error.name : typeof error,
      detail: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return c.json(new ApiError('INTERNAL_ERROR').toBody(), 500);
  });

  return app;
}
