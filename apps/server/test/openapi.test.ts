import SwaggerParser from '@apidevtools/swagger-parser';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { ERRORS } from '../src/errors';
import { createServerMetrics } from '../src/metrics';
import { jsonSchemaOf } from '../src/openapi';
import { defineRoute, definedRoutes, type RouteDoc } from '../src/routes/define';
import { signUpSchema } from '../src/accounts/schemas';
import { startTestServer, type TestServer } from './helpers';

interface Operation {
  summary: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
  'x-error-codes': { code: string; status: number; message: string; messageEn: string }[];
}

const HANGUL = /[\uAC00-\uD7A3]/;

describe('GET /openapi.json', () => {
  let server: TestServer;
  let doc: Document;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    doc = (await response.json()) as Document;
  });
  afterAll(() => server.close());

  it('is an OpenAPI 3.1 document with a title, version and paths', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toMatch(HANGUL);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, operation] of Object.entries(item)) {
        expect(['get', 'post', 'put', 'delete', 'patch']).toContain(method);
        // Korean first, English after.
        const [ko, en, ...rest] = operation.summary.split(' / ');
        expect(ko).toMatch(HANGUL);
        expect(en).toMatch(/[A-Za-z]/);
        expect(en).not.toMatch(HANGUL);
        expect(rest).toEqual([]);
        expect(operation.responses['200']).toBeDefined();
      }
    }
  });

  it('passes an OpenAPI 3.1 validator, every $ref resolving', async () => {
    // validate() dereferences in place: give it a copy.
    const copy = structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0];
    await expect(SwaggerParser.validate(copy)).resolves.toBeDefined();
  });

  it('documents every route the app registers, and nothing it does not', () => {
    // A route registered without defineRoute has no definition, so it cannot be in the document.
    const { undefinedRoutes } = definedRoutes(server.app);
    expect(undefinedRoutes, 'routes registered without defineRoute').toEqual([]);

    const registered = new Set(
      server.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method} ${path}`),
      ),
    );
    const undocumented = [...registered].filter((route) => !documented.has(route));
    const phantom = [...documented].filter((route) => !registered.has(route));
    expect(undocumented, 'routes missing from the document').toEqual([]);
    expect(phantom, 'documented routes the app does not register').toEqual([]);
    expect(registered.has('post /user/reg')).toBe(true);
    expect(registered.has('post /description/analysis')).toBe(true);
  });

  it('defines the routes only a production app has, such as /metrics', async () => {
    const app = createApp({
      db: server.db,
      config: server.config,
      logger: server.logger,
      metrics: createServerMetrics(),
    });
    const { defined, undefinedRoutes } = definedRoutes(app);
    expect(undefinedRoutes).toEqual([]);
    expect(defined.map((route) => `${route.method} ${route.path}`)).toContain('get /metrics');
    const metrics = (await (await app.request('/openapi.json')).json()) as Document;
    expect(Object.keys(metrics.paths['/metrics'] ?? {})).toEqual(['get']);
  });

  it('lists every error code of src/errors.ts with its status and both messages, in one table', () => {
    const listed = new Map(doc['x-error-codes'].map((entry) => [entry.code, entry]));
    for (const [code, { status, ko, en }] of Object.entries(ERRORS)) {
      expect(listed.get(code)).toEqual({ code, status, message: ko, messageEn: en });
      expect(doc.info.description).toContain(`| ${code} | ${status} |`);
    }
    expect(listed.size).toBe(Object.keys(ERRORS).length);
  });

  it('describes requests with the schemas the routes validate with', () => {
    const reg = doc.paths['/user/reg']?.post;
    const sealed = reg?.requestBody?.content['application/json']?.schema as {
      required: string[];
      properties: { encryptedData: { 'x-plaintext-schema': { $ref: string } } };
    };
    expect(sealed.required).toEqual(['encryptedData']);
    const ref = sealed.properties.encryptedData['x-plaintext-schema'].$ref;
    const name = ref.replace('#/components/schemas/', '');
    expect(doc.components.schemas[name]).toEqual(jsonSchemaOf(signUpSchema));
    expect(doc.components.schemas[name]?.required).toEqual(
      expect.arrayContaining(['email', 'password', 'user_name', 'mobile_number']),
    );

    const descriptive = doc.components.schemas.DescriptionAnalysisRequest as {
      properties: Record<string, { items?: { enum?: string[] } }>;
    };
    expect(descriptive.properties.centralTendency?.items?.enum).toEqual([
      'mean',
      'median',
      'mode',
      'sum',
    ]);

    const login = doc.paths['/user/login']?.post?.requestBody?.content;
    expect(Object.keys(login ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    const upload = doc.paths['/dataset/upload']?.post?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
  });

  it('shows the success shape and the error codes of each call', () => {
    const analysis = doc.paths['/description/analysis']?.post;
    expect(JSON.stringify(analysis?.responses['200'])).toContain('SealedSuccess');
    expect(JSON.stringify(analysis?.responses['404'])).toContain('DATASET_NOT_FOUND');
    expect(JSON.stringify(analysis?.responses['401'])).toContain('UNAUTHENTICATED');
    const login = doc.paths['/user/login']?.post;
    expect(JSON.stringify(login?.responses['200'])).toContain('PlainSuccess');
    expect(JSON.stringify(login?.responses['401'])).toContain('LOGIN_FAILED');
    const success = doc.components.schemas.SealedSuccess as { required: string[] };
    expect(success.required).toEqual(['resCode', 'dataRes']);
  });
});

describe('defineRoute', () => {
  const doc = (method: RouteDoc['method'], path: string): RouteDoc => ({
    method,
    path,
    tag: 'server',
    summaryKo: '시험',
    summaryEn: 'Test',
    body: 'none',
    caller: 'anyone',
    reply: 'raw',
  });

  it('registers the handler and records its definition under the path the app answers at', async () => {
    const sub = new Hono();
    defineRoute(
      sub,
      doc('get', '/item/:id'),
      async (_c, next) => next(),
      (c) => c.text(c.req.param('id') ?? ''),
    );
    const app = new Hono();
    app.use(async (_c, next) => next());
    app.route('/things', sub);
    const response = await app.request('/things/item/7');
    expect(await response.text()).toBe('7');
    const { defined, undefinedRoutes } = definedRoutes(app);
    expect(defined.map((route) => `${route.method} ${route.path}`)).toEqual([
      'get /things/item/:id',
    ]);
    expect(undefinedRoutes).toEqual([]);
  });

  it('keeps the definition of a sub-app that has its own error handler', () => {
    const sub = new Hono();
    sub.onError((_error, c) => c.text('sub', 500));
    defineRoute(sub, doc('post', '/x'), (c) => c.text('x'));
    const app = new Hono();
    app.route('/s', sub);
    expect(definedRoutes(app).defined.map((route) => route.path)).toEqual(['/s/x']);
  });

  it('reports a route registered without a definition', () => {
    const app = new Hono();
    defineRoute(app, doc('get', '/known'), (c) => c.text('ok'));
    app.get('/stray', (c) => c.text('no definition'));
    app.post('/known', (c) => c.text('another method'));
    expect(definedRoutes(app).undefinedRoutes).toEqual(['get /stray', 'post /known']);
  });
});
