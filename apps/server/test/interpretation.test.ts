import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset } from '../src/datasets';
import { ANALYSIS_ROUTES, routedAnalyses } from '../src/routes/analyses';
import type { InterpretationResponse } from '../src/routes/interpretation';
import { expectError, GUEST_A, GUEST_B, startTestServer, type TestServer } from './helpers';
import { loadInterpreterConfig } from '../src/interpretation/llm';
import { startLlmDouble, type LlmDouble } from './llm-double';

// Scores of ten people before and after a course, and their group.
const before = [72, 65, 80, 58, 91, 77, 69, 84, 62, 75];
const gains = [3, 4, 5, 2, 6, 4, 3, 5, 4, 5];
const csv =
  '이름,사전,사후,집단\n' +
  before.map((b, i) => `사람${i + 1},${b},${b + gains[i]!},${(i % 2) + 1}`).join('\n') +
  '\n';

type Run = { analysisId: string } & Record<string, unknown>;

const API_KEY = 'sk-test-interpretation-key';

async function upload(server: TestServer, identity = GUEST_A): Promise<UploadedDataset> {
  const reply = await server.upload<{ result: UploadedDataset }>(
    csv,
    'scores.csv',
    undefined,
    identity,
  );
  expect(reply.status).toBe(200);
  return reply.data.result;
}

async function runPaired(server: TestServer, uuid: string, identity = GUEST_A) {
  const reply = await server.call<Run & { pairedSampleResult: unknown }>(
    '/t/paired/analysis',
    { uuid, pairedSampleTestValue: [['사후', '사전']] },
    identity,
  );
  expect(reply.status).toBe(200);
  return { result: reply.data.pairedSampleResult, analysisId: reply.data.analysisId };
}

describe('interpretation routes over HTTP (built-in writer)', () => {
  let server: TestServer;
  let dataset: UploadedDataset;
  let paired: { result: unknown; analysisId: string };

  beforeAll(async () => {
    server = await startTestServer();
    dataset = await upload(server);
    paired = await runPaired(server, dataset.uuid);
  });
  afterAll(() => server.close());

  it('interprets a result sent back as dataToAnalyze, in Korean by default', async () => {
    const reply = await server.call<InterpretationResponse>('/t/paired/interpretation', {
      uuid: dataset.uuid,
      statsType: 't/paired',
      dataToAnalyze: paired.result,
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.data).sort()).toEqual(
      ['interpret', 'interpretDetail', 'statsType', 'uuid'].sort(),
    );
    expect(reply.data.uuid).toBe(dataset.uuid);
    expect(reply.data.statsType).toBe('t/paired');
    expect(reply.data.interpret).toContain('대응표본 t 검정');
    expect(reply.data.interpret).toContain('유의수준 .05에서 통계적으로 유의하였다');
    expect(reply.data.interpret).toContain('t(9) = 10.83, p < .001, d = 3.42');
    expect(reply.data.interpretDetail).toContain('[APA 형식 보고]');
    expect(reply.data.interpretDetail).toContain('[가정 점검]');
  });

  it('answers in English when asked', async () => {
    const reply = await server.call<InterpretationResponse>('/t/paired/interpretation', {
      uuid: dataset.uuid,
      dataToAnalyze: paired.result,
      language: 'en',
    });
    expect(reply.status).toBe(200);
    expect(reply.data.statsType).toBe('t/paired');
    expect(reply.data.interpret).toContain('was statistically significant at the .05 level');
    expect(reply.data.interpretDetail).toContain('[APA-style report]');
  });

  it('interprets the caller’s own stored run by analysisId, with the same text', async () => {
    const byResult = await server.call<InterpretationResponse>('/t/paired/interpretation', {
      uuid: dataset.uuid,
      dataToAnalyze: paired.result,
    });
    const byId = await server.call<InterpretationResponse>('/t/paired/interpretation', {
      analysisId: paired.analysisId,
    });
    expect(byId.status).toBe(200);
    expect(byId.data).toEqual(byResult.data);
  });

  it('answers someone else’s analysisId exactly like an unknown one', async () => {
    const others = await server.call(
      '/t/paired/interpretation',
      { analysisId: paired.analysisId },
      GUEST_B,
    );
    const unknown = await server.call('/t/paired/interpretation', {
      analysisId: '00000000-0000-4000-8000-000000000000',
    });
    expectError(others, 404, 'ANALYSIS_NOT_FOUND');
    expectError(unknown, 404, 'ANALYSIS_NOT_FOUND');
    expect(others.body).toEqual(unknown.body);
  });

  it('refuses a stored run of another analysis', async () => {
    const reply = await server.call('/anova/interpretation', { analysisId: paired.analysisId });
    const body = expectError(reply, 400, 'RESULT_INVALID');
    expect(body.details).toEqual({ analysis: 'anova', field: 'analysisId' });
  });

  it('refuses a malformed dataToAnalyze with 400 and both messages, never a crash', async () => {
    const broken = structuredClone(paired.result) as { pairs: Record<string, unknown>[] };
    broken.pairs[0]!.tValue = 'large';
    const cases: [unknown, string][] = [
      [broken, 'pairs.0.tValue'],
      [{ analysis: 't/paired' }, 'confidence'],
      [{ ...(paired.result as object), analysis: 't/one' }, 'analysis'],
      ['a string', 'analysis'],
      [[1, 2, 3], 'analysis'],
    ];
    for (const [dataToAnalyze, field] of cases) {
      const reply = await server.call('/t/paired/interpretation', {
        uuid: dataset.uuid,
        dataToAnalyze,
      });
      const body = expectError(reply, 400, 'RESULT_INVALID');
      expect(body.details).toEqual({ analysis: 't/paired', field });
      expect(body.message).toContain('t/paired');
    }
    expectError(
      await server.call('/t/paired/interpretation', { uuid: dataset.uuid }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await server.call('/t/paired/interpretation', {
        dataToAnalyze: paired.result,
        language: 'fr',
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('needs an identity like every analysis call', async () => {
    const reply = await server.call(
      '/t/paired/interpretation',
      { dataToAnalyze: paired.result },
      null,
    );
    expectError(reply, 401, 'UNAUTHENTICATED');
  });

  it('interprets descriptive statistics at /description/interpretation', async () => {
    const run = await server.call<Run & { result: unknown }>('/description/analysis', {
      uuid: dataset.uuid,
      variables: ['사전'],
      centralTendency: ['mean'],
      dispersion: ['std'],
      significance: ['shapiroWilk'],
    });
    expect(run.status).toBe(200);
    const reply = await server.call<InterpretationResponse>('/description/interpretation', {
      analysisId: run.data.analysisId,
      language: 'en',
    });
    expect(reply.status).toBe(200);
    expect(reply.data.uuid).toBe(dataset.uuid);
    expect(reply.data.statsType).toBe('descriptive');
    expect(reply.data.interpret).toContain("'사전' had 10 valid cases, M = 73.30, SD = 10.22");
    expect(reply.data.interpret).toMatch(/Shapiro-Wilk test of normality was (not )?statistically/);
  });

  it('has an interpretation call for every analysis with a route', async () => {
    for (const id of routedAnalyses()) {
      const reply = await server.call(`${ANALYSIS_ROUTES[id].prefix}/interpretation`, {
        dataToAnalyze: { analysis: id },
      });
      // The route exists and checks the result: a bare `{ analysis }` is not a full result.
      expectError(reply, 400, 'RESULT_INVALID');
    }
  });
});

describe('interpretation with INTERPRETER=llm against a local double', () => {
  let double: LlmDouble;
  let server: TestServer;
  let dataset: UploadedDataset;
  let paired: { result: unknown; analysisId: string };
  let builtin: InterpretationResponse;

  beforeAll(async () => {
    double = await startLlmDouble(API_KEY);
    server = await startTestServer({
      interpreter: {
        mode: 'llm',
        baseUrl: double.url,
        apiKey: API_KEY,
        model: 'test-model',
        timeoutMs: 400,
      },
    });
    dataset = await upload(server);
    paired = await runPaired(server, dataset.uuid);
    // The built-in text, from a server without the LLM, to compare the fallbacks with.
    const plain = await startTestServer();
    try {
      const reply = await plain.call<InterpretationResponse>('/t/paired/interpretation', {
        uuid: dataset.uuid,
        dataToAnalyze: paired.result,
      });
      builtin = reply.data;
    } finally {
      await plain.close();
    }
  });
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  const ask = () =>
    server.call<InterpretationResponse>('/t/paired/interpretation', {
      uuid: dataset.uuid,
      dataToAnalyze: paired.result,
    });

  it('answers with the rewrite, having sent the key, the model and grounded messages', async () => {
    double.mode = 'answer';
    double.requests.length = 0;
    const reply = await ask();
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({
      uuid: dataset.uuid,
      statsType: 't/paired',
      interpret: double.answer.interpret,
      interpretDetail: double.answer.interpretDetail,
    });
    expect(double.problems).toEqual([]);
    expect(double.requests).toHaveLength(1);
    const [request] = double.requests;
    expect(request!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.body.model).toBe('test-model');
    const system = request!.body.messages![0]!.content as string;
    expect(system).toMatch(/same language|requested language/);
    const user = JSON.parse(request!.body.messages![1]!.content as string) as {
      analysis: string;
      language: string;
      result: { analysis: string; tables?: unknown };
      builtin: { interpret: string; interpretDetail: string };
    };
    expect(user.analysis).toBe('t/paired');
    expect(user.language).toBe('ko');
    expect(user.result.analysis).toBe('t/paired');
    expect(user.result.tables).toBeUndefined();
    expect(user.builtin).toEqual({
      interpret: builtin.interpret,
      interpretDetail: builtin.interpretDetail,
    });
  });

  it.each([
    ['hang', 'timeout'],
    ['error', 'http'],
    ['malformed', 'malformed'],
    ['empty', 'empty'],
  ] as const)(
    'falls back to the built-in text when the endpoint %s (logged as %s)',
    async (mode, reason) => {
      double.mode = mode;
      const logged = server.logger.records.length;
      const started = Date.now();
      const reply = await ask();
      expect(reply.status).toBe(200);
      expect(reply.data).toEqual(builtin);
      if (mode === 'hang') expect(Date.now() - started).toBeLessThan(5_000);
      const warnings = server.logger.records
        .slice(logged)
        .filter((record) => record.level === 'warn');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ reason, analysis: 't/paired', model: 'test-model' });
      expect(JSON.stringify(server.logger.records)).not.toContain(API_KEY);
    },
  );

  it('sends no request at all for a malformed result (400 before the LLM)', async () => {
    double.mode = 'answer';
    const sent = double.requests.length;
    const reply = await server.call('/t/paired/interpretation', {
      dataToAnalyze: { analysis: 't/paired' },
    });
    expectError(reply, 400, 'RESULT_INVALID');
    expect(double.requests.length).toBe(sent);
  });
});

describe('interpreter configuration', () => {
  it('defaults to the built-in writer and reads the LLM settings', () => {
    expect(loadInterpreterConfig({})).toEqual({
      mode: 'builtin',
      baseUrl: null,
      apiKey: null,
      model: null,
      timeoutMs: 20_000,
    });
    expect(
      loadInterpreterConfig({
        INTERPRETER: 'llm',
        LLM_BASE_URL: 'https://llm.example.com/v1/',
        LLM_API_KEY: 'k',
        LLM_MODEL: 'm',
        LLM_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      mode: 'llm',
      baseUrl: 'https://llm.example.com/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 5000,
    });
  });

  it('stops the start on a half or wrong configuration', () => {
    expect(() => loadInterpreterConfig({ INTERPRETER: 'gpt' })).toThrow(/INTERPRETER/);
    expect(() => loadInterpreterConfig({ INTERPRETER: 'llm', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() =>
      loadInterpreterConfig({ INTERPRETER: 'llm', LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' }),
    ).toThrow(/http/);
    expect(() => loadInterpreterConfig({ LLM_TIMEOUT_MS: '0' })).toThrow(/LLM_TIMEOUT_MS/);
  });
});
