import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisIds } from '@tonggye/stats';
import type { UploadedDataset } from '../src/datasets';
import { ANALYSIS_ROUTES, routedAnalyses } from '../src/routes/analyses';
import {
  countRows,
  expectError,
  GUEST_A,
  GUEST_B,
  startTestServer,
  type TestServer,
} from './helpers';

// Before and after scores of eight people; one missing "after".
const before = [72, 65, 80, 58, 91, 77, 69, 84];
const after = [75, 70, 79, 66, 95, 80, 71, null];
const csv =
  '이름,사전,사후\n' +
  before.map((b, i) => `사람${i + 1},${b},${after[i] ?? ''}`).join('\n') +
  '\n';

function tStatistic(values: number[], mu: number) {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
  return (mean - mu) / (sd / Math.sqrt(n));
}

describe('analysis routes over HTTP', () => {
  let server: TestServer;
  let dataset: UploadedDataset;

  beforeAll(async () => {
    server = await startTestServer();
    const reply = await server.upload<{ result: UploadedDataset }>(csv, 'scores.csv');
    expect(reply.status).toBe(200);
    dataset = reply.data.result;
  });
  afterAll(() => server.close());

  it('registers routes for exactly the engine’s analyses that have a path', () => {
    const routed = routedAnalyses();
    expect(routed.length).toBeGreaterThan(0);
    for (const id of routed) expect(analysisIds).toContain(id);
    for (const id of analysisIds) {
      if (id !== 'descriptive') expect(Object.keys(ANALYSIS_ROUTES)).toContain(id);
    }
  });

  it('answers /t/one/insertion with the dataset for the setting page', async () => {
    const reply = await server.call<{ result: UploadedDataset }>('/t/one/insertion', {
      uuid: dataset.uuid,
    });
    expect(reply.status).toBe(200);
    expect(reply.data.result.columns.map((c) => c.name)).toEqual(['이름', '사전', '사후']);
  });

  it('runs t/one, answers under oneSampleResult and records the run in the history', async () => {
    const runs = await countRows(server.db, 'analyses');
    const reply = await server.call<{
      oneSampleResult: { variables: { variable: string; tValue: number; n: number }[] };
      analysisId: string;
    }>('/t/one/analysis', {
      uuid: dataset.uuid,
      fileName: 'scores.csv',
      account: null,
      userUuid: null,
      variables: ['사전'],
      populationMean: 70,
      selectedConfidence: 95,
    });
    expect(reply.status).toBe(200);
    const [row] = reply.data.oneSampleResult.variables;
    expect(row?.n).toBe(8);
    expect(row?.tValue).toBeCloseTo(tStatistic(before, 70), 10);
    expect(typeof reply.data.analysisId).toBe('string');
    expect(await countRows(server.db, 'analyses')).toBe(runs + 1);
    const stored = await server.db
      .selectFrom('analyses')
      .select(['analysis', 'request_json', 'owner'])
      .where('id', '=', reply.data.analysisId)
      .executeTakeFirstOrThrow();
    expect(stored.analysis).toBe('t/one');
    expect(stored.owner).toBe(GUEST_A);
    // The envelope's common fields are not part of the engine request that is kept.
    expect(JSON.parse(stored.request_json)).toEqual({
      analysis: 't/one',
      variables: ['사전'],
      populationMean: 70,
      selectedConfidence: 95,
    });
  });

  it('cannot smuggle another analysis through a path: the path decides', async () => {
    const reply = await server.call<{ oneSampleResult: { analysis: string } }>('/t/one/analysis', {
      uuid: dataset.uuid,
      analysis: 'descriptive',
      variables: ['사전'],
      populationMean: 70,
    });
    expect(reply.status).toBe(200);
    expect(reply.data.oneSampleResult.analysis).toBe('t/one');
  });

  it('passes an engine input error through as 400 with both messages, recording nothing', async () => {
    const runs = await countRows(server.db, 'analyses');
    const reply = await server.call('/t/one/analysis', {
      uuid: dataset.uuid,
      variables: ['이름'],
      populationMean: 0,
    });
    const error = expectError(reply, 400);
    expect(JSON.stringify(error)).toContain('이름');
    expect(await countRows(server.db, 'analyses')).toBe(runs);
  });

  it('runs anova/repeated at /anova/repeated/analysis and refuses a wrong number of measures', async () => {
    const reply = await server.call<{
      result: { analysis: string; n: number; excluded: number; warnings: string[] };
    }>('/anova/repeated/analysis', {
      uuid: dataset.uuid,
      withinFactors: [{ name: '시점', levels: 2 }],
      measures: ['사전', '사후'],
    });
    expect(reply.status).toBe(200);
    expect(reply.data.result.analysis).toBe('anova/repeated');
    // The eighth person has no "after": left out, and the warning says so.
    expect(reply.data.result.n).toBe(7);
    expect(reply.data.result.excluded).toBe(1);
    expect(reply.data.result.warnings.join(' ')).toContain('1개');
    const runs = await countRows(server.db, 'analyses');
    const bad = await server.call('/anova/repeated/analysis', {
      uuid: dataset.uuid,
      withinFactors: [{ name: '시점', levels: 3 }],
      measures: ['사전', '사후'],
    });
    const error = expectError(bad, 400);
    expect(JSON.stringify(error)).toContain('3개');
    expect(await countRows(server.db, 'analyses')).toBe(runs);
    // The ANOVA beside it still answers at its own path.
    const anova = await server.call<{ anovaResult: { analysis: string } }>('/anova/analysis', {
      uuid: dataset.uuid,
      dependents: ['사후'],
      factors: ['사전'],
    });
    expect(anova.status).toBe(200);
    expect(anova.data.anovaResult.analysis).toBe('anova');
  });

  it('answers another guest’s dataset as not found', async () => {
    const reply = await server.call(
      '/t/one/analysis',
      { uuid: dataset.uuid, variables: ['사전'], populationMean: 70 },
      GUEST_B,
    );
    expectError(reply, 404, 'DATASET_NOT_FOUND');
  });

  it('has no route for an analysis the engine does not run yet', async () => {
    const missing = Object.keys(ANALYSIS_ROUTES).find(
      (id) => !(analysisIds as readonly string[]).includes(id),
    );
    if (missing === undefined) return; // every analysis has landed
    const prefix = ANALYSIS_ROUTES[missing as keyof typeof ANALYSIS_ROUTES].prefix;
    const reply = await server.call(`${prefix}/analysis`, { uuid: dataset.uuid });
    expectError(reply, 404, 'NOT_FOUND');
  });

  it('lists, reopens and removes the visitor’s own runs, and nobody else’s', async () => {
    const run = await server.call<{ analysisId: string }>('/t/paired/analysis', {
      uuid: dataset.uuid,
      pairedSampleTestValue: [['사전', '사후']],
    });
    expect(run.status).toBe(200);
    const id = run.data.analysisId;

    const list = await server.call<{
      items: { analysisId: string; analysis: string; title: string }[];
      totalCount: number;
      currentPage: number;
    }>('/analysis-history/list', { page: 1, size: 1 });
    expect(list.status).toBe(200);
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]).toMatchObject({ analysisId: id, analysis: 't/paired' });
    expect(list.data.totalCount).toBe(await countRows(server.db, 'analyses'));

    const detail = await server.call<{
      result: { request: { pairedSampleTestValue: string[][] }; result: { analysis: string } };
    }>('/analysis-history/detail', { analysisId: id });
    expect(detail.status).toBe(200);
    expect(detail.data.result.request.pairedSampleTestValue).toEqual([['사전', '사후']]);
    expect(detail.data.result.result.analysis).toBe('t/paired');

    const othersList = await server.call<{ totalCount: number }>(
      '/analysis-history/list',
      {},
      GUEST_B,
    );
    expect(othersList.data.totalCount).toBe(0);
    expectError(
      await server.call('/analysis-history/detail', { analysisId: id }, GUEST_B),
      404,
      'ANALYSIS_NOT_FOUND',
    );
    expectError(
      await server.call('/analysis-history/remove', { analysisId: id }, GUEST_B),
      404,
      'ANALYSIS_NOT_FOUND',
    );

    const removed = await server.call('/analysis-history/remove', { analysisId: id });
    expect(removed.status).toBe(200);
    expectError(
      await server.call('/analysis-history/detail', { analysisId: id }),
      404,
      'ANALYSIS_NOT_FOUND',
    );
  });

  it('checks the page values', async () => {
    expectError(await server.call('/analysis-history/list', { page: 0 }), 400, 'VALIDATION_FAILED');
    expectError(
      await server.call('/analysis-history/list', { size: 1000 }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
