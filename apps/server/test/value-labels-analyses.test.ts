import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset } from '../src/datasets';
import { startTestServer, type TestServer } from './helpers';

/*
 * Value labels saved on the data step (`/dataset/update`) reach every analysis that shows
 * categories: the chi-square crosstab (rows, columns, layers), frequencies and multiple
 * responses. Numbers are R's (packages/stats/test/fixtures/make-chi.R, make-multiple-responses.R).
 */
const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');
const chiCsv = readFileSync(join(fixtures, 'chi.csv'));
const mediaCsv = readFileSync(join(fixtures, 'reliability.csv'));
const chiReference = JSON.parse(readFileSync(join(fixtures, 'chi.json'), 'utf8')) as {
  cases: {
    request: Record<string, unknown>;
    expected: {
      rowCategories: string[];
      columnCategories: string[];
      observed: number[][];
      tests: { pearson: { value: number } };
    };
  }[];
};
const multipleReference = JSON.parse(
  readFileSync(join(fixtures, 'multiple-responses.json'), 'utf8'),
) as { sets: { name: string; responses: { value: number | string; count: number }[] }[] };

interface ChiReply {
  result: {
    rowCategories: string[];
    columnCategories: string[];
    observed: number[][];
    tests: { pearson: { value: number } };
    layers?: { layer: Record<string, string> }[];
    tables: { id: string; columns: { label: { ko: string } }[] }[];
  };
}

describe('value labels in analyses over HTTP', () => {
  let server: TestServer;
  let chiData: UploadedDataset;
  let media: UploadedDataset;

  beforeAll(async () => {
    server = await startTestServer();
    chiData = (await server.upload<{ result: UploadedDataset }>(chiCsv, 'chi.csv')).data.result;
    media = (await server.upload<{ result: UploadedDataset }>(mediaCsv, 'reliability.csv')).data
      .result;
    const labelled = await server.call('/dataset/update', {
      uuid: chiData.uuid,
      variables: [
        { name: '학년', valueLabels: { '1': '1학년', '2': '2학년', '3': '3학년' } },
        { name: '만족', valueLabels: { 낮음: '만족도 낮음', 높음: '만족도 높음' } },
      ],
    });
    expect(labelled.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
  });

  it('chi: the crosstab rows and columns show the labels, the value where none is set', async () => {
    const reference = chiReference.cases[1]!;
    const { analysis: _analysis, ...fields } = reference.request;
    const reply = await server.call<ChiReply>('/chi/analysis', { uuid: chiData.uuid, ...fields });
    expect(reply.status).toBe(200);
    const result = reply.data.result;
    expect(result.rowCategories).toEqual(['1학년 (1)', '2학년 (2)', '3학년 (3)', '4']);
    expect(result.columnCategories).toEqual(['만족도 낮음 (낮음)', '만족도 높음 (높음)', '보통']);
    // Labels change the names only: the counts and the test are R's.
    expect(result.observed).toEqual(reference.expected.observed);
    expect(result.tests.pearson.value).toBeCloseTo(reference.expected.tests.pearson.value, 10);
    const crosstab = result.tables.find((t) => t.id === 'crosstab')!;
    expect(crosstab.columns[0]!.label.ko).toBe('만족도 낮음 (낮음)');
  });

  it('chi: layers are named by their labels', async () => {
    const reply = await server.call<ChiReply>('/chi/analysis', {
      uuid: chiData.uuid,
      rows: '만족',
      columns: '성별',
      layers: ['학년'],
      counts: ['observed'],
      percentages: [],
      chiSquareTest: false,
    });
    expect(reply.status).toBe(200);
    expect(reply.data.result.layers!.map((l) => l.layer.학년)).toEqual([
      '1학년 (1)',
      '2학년 (2)',
      '3학년 (3)',
      '4',
    ]);
  });

  it('frequencies: the rows carry the labels', async () => {
    const reply = await server.call<{
      result: { variables: { rows: { value: number; label?: string }[] }[] };
    }>('/frequencies/analysis', { uuid: chiData.uuid, variables: ['학년'] });
    expect(reply.status).toBe(200);
    expect(reply.data.result.variables[0]!.rows.map((r) => [r.value, r.label])).toEqual([
      [1, '1학년'],
      [2, '2학년'],
      [3, '3학년'],
      [4, undefined],
    ]);
  });

  it('multiple responses: categories take value labels, dichotomies the variable labels', async () => {
    const update = await server.call('/dataset/update', {
      uuid: media.uuid,
      variables: [
        { name: '선호1', valueLabels: { '1': 'TV', '2': '신문' } },
        { name: '매체1', label: '텔레비전' },
      ],
    });
    expect(update.status).toBe(200);
    const reply = await server.call<{
      result: {
        sets: {
          name: string;
          responses: { value: number | string; label: string; count: number }[];
        }[];
      };
    }>('/multiple-responses/analysis', {
      uuid: media.uuid,
      sets: [
        {
          name: '매체',
          label: '매체',
          type: 'dichotomies',
          variables: ['매체1', '매체2', '매체3', '매체4'],
          countedValue: 1,
        },
        { name: '선호', label: '선호', type: 'categories', variables: ['선호1', '선호2', '선호3'] },
      ],
    });
    expect(reply.status).toBe(200);
    const [dichotomies, categories] = reply.data.result.sets;
    expect(dichotomies!.responses[0]!.label).toBe('텔레비전');
    expect(categories!.responses.slice(0, 3).map((r) => r.label)).toEqual(['TV', '신문', '3']);
    // Both sets of one run, counted as R counts them.
    for (const set of reply.data.result.sets) {
      const reference = multipleReference.sets.find((r) => r.name === set.name)!;
      expect(set.responses.map((r) => r.count)).toEqual(reference.responses.map((r) => r.count));
    }
  });
});
