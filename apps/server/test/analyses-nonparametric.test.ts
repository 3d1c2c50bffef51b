import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset } from '../src/datasets';
import { ANALYSIS_ROUTES } from '../src/routes/analyses';
import type { InterpretationResponse } from '../src/routes/interpretation';
import { expectMatchesR, type Json } from '../../../packages/stats/test/reference';
import { expectError, startTestServer, type TestServer } from './helpers';

/**
 * The nonparametric tests over real HTTP: the R reference data uploaded, every case of
 * make-nonparametric.R run through `{prefix}/insertion` and `{prefix}/analysis` and compared with
 * R at the engine tests' tolerances; bad requests answered 400 in both languages; the result
 * interpreted through `{prefix}/interpretation`.
 */
const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');
type Row = Record<string, Json>;
const reference = JSON.parse(readFileSync(join(fixtures, 'nonparametric.json'), 'utf8')) as {
  cases: { request: Row; expected: Row }[];
};
type Id = keyof typeof ANALYSIS_ROUTES;

describe('nonparametric analysis routes', () => {
  let server: TestServer;
  let dataset: UploadedDataset;

  beforeAll(async () => {
    server = await startTestServer();
    const reply = await server.upload<{ result: UploadedDataset }>(
      readFileSync(join(fixtures, 'nonparametric.csv')),
      'nonparametric.csv',
    );
    expect(reply.status).toBe(200);
    dataset = reply.data.result;
  });
  afterAll(() => server.close());

  const analysis = (id: Id, fields: Row) =>
    server.call<Record<string, unknown>>(`${ANALYSIS_ROUTES[id].prefix}/analysis`, {
      uuid: dataset.uuid,
      fileName: 'nonparametric.csv',
      ...fields,
    });

  it.each(reference.cases.map((c, i) => [i + 1, c.request.analysis as string, c] as const))(
    'case %i: %s against R',
    async (_n, id, c) => {
      const { prefix, resultKey } = ANALYSIS_ROUTES[id as Id];
      const opened = await server.call<{ result: UploadedDataset }>(`${prefix}/insertion`, {
        uuid: dataset.uuid,
      });
      expect(opened.status).toBe(200);
      const { analysis: _analysis, ...fields } = c.request;
      const reply = await analysis(id as Id, fields);
      expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
      expect(reply.data.analysisId).toMatch(/^[0-9a-f-]{36}$/);
      const result = reply.data[resultKey] as Record<string, unknown>;
      expect(result.analysis).toBe(id);
      expectMatchesR(result, c.expected, id);
    },
  );

  it('answers a bad request with 400 in Korean and English, naming what was wrong', async () => {
    const unknown = await analysis('nonparametric/kruskal-wallis', {
      testVariables: ['점수'],
      groupingVariable: '학과',
    });
    const body = expectError(unknown, 400, 'UNKNOWN_VARIABLE');
    expect(body.message).toContain('학과');
    const notDichotomous = await analysis('nonparametric/binomial', { testVariables: ['응답'] });
    expectError(notDichotomous, 400, 'NOT_DICHOTOMOUS');
    const badPairs = await analysis('nonparametric/wilcoxon', { pairs: [['사전']] });
    expectError(badPairs, 400, 'INVALID_REQUEST');
  });

  it('interprets a Kruskal-Wallis result in Korean and English', async () => {
    const run = await analysis('nonparametric/kruskal-wallis', {
      testVariables: ['정밀점수'],
      groupingVariable: '집단',
    });
    const result = run.data.result;
    const ko = await server.call<InterpretationResponse>(
      '/nonparametric/kruskal-wallis/interpretation',
      { uuid: dataset.uuid, statsType: 'nonparametric/kruskal-wallis', dataToAnalyze: result },
    );
    expect(ko.status).toBe(200);
    expect(ko.data.interpret).toContain('Kruskal-Wallis 검정으로');
    // R: kruskal.test(정밀점수 ~ 집단) gives H = 8.31 on 2 df, p = .016 (make-nonparametric.R).
    expect(ko.data.interpret).toMatch(/H\(2\) = 8\.31, p = \.016, ε² = \.07/);
    expect(ko.data.interpret).toContain('유의수준 .05에서 통계적으로 유의하였다');
    const en = await server.call<InterpretationResponse>(
      '/nonparametric/kruskal-wallis/interpretation',
      { uuid: dataset.uuid, dataToAnalyze: result, language: 'en' },
    );
    expect(en.data.interpret).toContain('A Kruskal-Wallis test compared');
    expect(en.data.interpret).toContain("Dunn's pairwise comparisons");
  });
});
