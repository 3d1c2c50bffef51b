import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset } from '../src/datasets';
import type { AnovaMultiResult } from '../src/engine/anova-multi';
import {
  countRows,
  expectError,
  GUEST_A,
  GUEST_B,
  startTestServer,
  type TestServer,
} from './helpers';

const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');
const factorialCsv = readFileSync(join(fixtures, 'anova-factorial.csv'));
const reliabilityCsv = readFileSync(join(fixtures, 'reliability.csv'));

interface RTerm {
  ss: number;
  df: number;
  ms?: number;
}
interface RCell {
  n: number;
  mean: number;
  std: number | null;
}
// R's lm + car::Anova type III and cell statistics (make-anova.R), the engine's reference values.
const anovaReference = JSON.parse(readFileSync(join(fixtures, 'anova.json'), 'utf8')) as {
  factorial: {
    request: { factors: string[]; dependents: string[]; selectedEffect?: string[] };
    factorial: { terms: RTerm[]; descriptives: RCell[] }[];
  }[];
};
// R's psych::alpha per scale (make-reliability.R).
const reliabilityReference = JSON.parse(
  readFileSync(join(fixtures, 'reliability.json'), 'utf8'),
) as {
  scales: { name: string; variables: string[]; reliability: { alpha: number; nItems: number } }[];
};

const rows = (csv: Buffer) =>
  csv
    .toString('utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map((v) => v.replace(/"/g, '')));

describe('/anova/multi over HTTP', () => {
  let server: TestServer;
  let dataset: UploadedDataset;

  beforeAll(async () => {
    server = await startTestServer();
    const reply = await server.upload<{ result: UploadedDataset }>(factorialCsv, 'factorial.csv');
    expect(reply.status).toBe(200);
    dataset = reply.data.result;
  });
  afterAll(() => server.close());

  const full = anovaReference.factorial.filter((c) => c.request.selectedEffect === undefined);

  it.each(full.map((c) => [c.request.factors.join(' × '), c] as const))(
    '%s: MSErr is R’s Type III error row; the cells are R’s cell statistics',
    async (_, reference) => {
      const runs = await countRows(server.db, 'analyses');
      const reply = await server.call<AnovaMultiResult>('/anova/multi', {
        uuid: dataset.uuid,
        fileName: 'factorial.csv',
        tableData: [['ignored']],
        factors: reference.request.factors,
        dependents: reference.request.dependents,
        anovaAnalysisType: 'factorial',
      });
      expect(reply.status).toBe(200);
      const { MSErr, preResult } = reply.data;
      expect(reply.data.anovaAnalysisType).toBe('factorial');
      const r = reference.factorial[0]!;
      const error = r.terms[r.terms.length - 3]!;
      expect(MSErr).toHaveLength(1);
      expect(MSErr[0]!.dependent).toBe('반응');
      expect(MSErr[0]!.df).toBe(error.df);
      expect(MSErr[0]!.ss).toBeCloseTo(error.ss, 9);
      expect(MSErr[0]!.ms!).toBeCloseTo(error.ms!, 10);

      const dependent = preResult.dependents[0]!;
      expect(preResult.factors.map((f) => f.name)).toEqual(reference.request.factors);
      expect(dependent.cellCount).toBe(preResult.factors.reduce((p, f) => p * f.levels.length, 1));
      expect(dependent.emptyCellCount).toBe(0);
      expect(dependent.estimable).toBe(true);
      expect(dependent.n).toBe(58);
      expect(dependent.missing).toBe(2);
      expect(dependent.cells).toHaveLength(r.descriptives.length);
      dependent.cells.forEach((cell, i) => {
        expect(cell.n).toBe(r.descriptives[i]!.n);
        expect(cell.mean!).toBeCloseTo(r.descriptives[i]!.mean, 10);
        expect(cell.std!).toBeCloseTo(r.descriptives[i]!.std!, 10);
      });
      const k = reference.request.factors.length;
      expect(preResult.terms).toHaveLength(2 ** k - 1);
      expect(preResult.terms.at(-1)).toBe(reference.request.factors.join(' * '));
      // A setting step: nothing recorded.
      expect(await countRows(server.db, 'analyses')).toBe(runs);

      // The same error as the engine's own run.
      const run = await server.call<{
        anovaResult: { factorial: { terms: RTerm[] }[] };
      }>('/anova/analysis', {
        uuid: dataset.uuid,
        factors: reference.request.factors,
        dependents: ['반응'],
        anovaAnalysisType: 'factorial',
      });
      const engineTerms = run.data.anovaResult.factorial[0]!.terms;
      expect(MSErr[0]!.ms!).toBeCloseTo(engineTerms[engineTerms.length - 3]!.ms!, 10);
    },
  );

  it('lists empty cells, says which terms the engine can estimate, and agrees with it', async () => {
    // Without the men of treatment 다 the 성별 × 처치 design has an empty cell.
    const data = rows(factorialCsv).filter(
      ([sex, treatment]) => !(sex === '남' && treatment === '다'),
    );
    const csv = '성별,처치,지역,반응\n' + data.map((r) => r.join(',')).join('\n') + '\n';
    const upload = await server.upload<{ result: UploadedDataset }>(csv, 'empty-cell.csv');
    const uuid = upload.data.result.uuid;
    const reply = await server.call<AnovaMultiResult>('/anova/multi', {
      uuid,
      factors: ['성별', '처치'],
      dependents: ['반응'],
      anovaAnalysisType: 'factorial',
    });
    expect(reply.status).toBe(200);
    const dependent = reply.data.preResult.dependents[0]!;
    expect(reply.data.preResult.factors).toEqual([
      { name: '성별', levels: ['남', '여'] },
      { name: '처치', levels: ['가', '나', '다'] },
    ]);
    expect(dependent.cellCount).toBe(6);
    expect(dependent.emptyCells).toEqual([{ 성별: '남', 처치: '다' }]);
    expect(dependent.cells[2]).toEqual({
      cell: { 성별: '남', 처치: '다' },
      n: 0,
      mean: null,
      std: null,
    });
    expect(dependent.terms).toEqual([
      { term: '성별', factors: ['성별'], combinations: 2, emptyCombinations: 0, estimable: true },
      { term: '처치', factors: ['처치'], combinations: 3, emptyCombinations: 0, estimable: true },
      {
        term: '성별 * 처치',
        factors: ['성별', '처치'],
        combinations: 6,
        emptyCombinations: 1,
        estimable: false,
      },
    ]);
    expect(dependent.estimable).toBe(false);

    // The pooled within-cell error, computed here from the rows.
    const byCell = new Map<string, number[]>();
    for (const [sex, treatment, , y] of data) {
      if (y === '' || y === undefined) continue;
      const key = `${sex}|${treatment}`;
      byCell.set(key, [...(byCell.get(key) ?? []), Number(y)]);
    }
    let ss = 0;
    let n = 0;
    for (const values of byCell.values()) {
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      ss += values.reduce((a, v) => a + (v - mean) ** 2, 0);
      n += values.length;
    }
    expect(dependent.n).toBe(n);
    expect(reply.data.MSErr[0]!.df).toBe(n - 5);
    expect(reply.data.MSErr[0]!.ss).toBeCloseTo(ss, 9);
    expect(reply.data.MSErr[0]!.ms!).toBeCloseTo(ss / (n - 5), 10);

    // The engine: the full factorial is refused, the main-effects model (estimable terms) runs.
    const fullRun = await server.call('/anova/analysis', {
      uuid,
      factors: ['성별', '처치'],
      dependents: ['반응'],
      anovaAnalysisType: 'factorial',
    });
    expectError(fullRun, 400, 'EMPTY_CELLS');
    const custom = await server.call('/anova/analysis', {
      uuid,
      factors: ['성별', '처치'],
      dependents: ['반응'],
      anovaAnalysisType: 'factorial',
      selectedEffect: dependent.terms.filter((t) => t.estimable).map((t) => t.term),
    });
    expect(custom.status).toBe(200);
  });

  it('a one-way request: MSErr is the one-way Within Groups mean square', async () => {
    const reply = await server.call<AnovaMultiResult>('/anova/multi', {
      uuid: dataset.uuid,
      factors: ['처치'],
      dependents: ['반응'],
    });
    expect(reply.data.anovaAnalysisType).toBe('oneway');
    const run = await server.call<{
      anovaResult: { dependents: { anova: { within: { ss: number; df: number; ms: number } } }[] };
    }>('/anova/analysis', { uuid: dataset.uuid, factors: ['처치'], dependents: ['반응'] });
    const within = run.data.anovaResult.dependents[0]!.anova.within;
    expect(reply.data.MSErr[0]!.df).toBe(within.df);
    expect(reply.data.MSErr[0]!.ms!).toBeCloseTo(within.ms, 10);
  });

  it('refuses bad requests with clear errors, and another visitor’s dataset as unknown', async () => {
    const unknown = await server.call('/anova/multi', {
      uuid: dataset.uuid,
      factors: ['없음'],
      dependents: ['반응'],
    });
    expectError(unknown, 400, 'UNKNOWN_VARIABLE');
    const text = await server.call('/anova/multi', {
      uuid: dataset.uuid,
      factors: ['처치'],
      dependents: ['성별'],
    });
    expectError(text, 400, 'NOT_NUMERIC');
    const noFactors = await server.call('/anova/multi', {
      uuid: dataset.uuid,
      factors: [],
      dependents: ['반응'],
    });
    expectError(noFactors, 400, 'VALIDATION_FAILED');
    // 40 × 40 level combinations.
    const wide = await server.upload<{ result: UploadedDataset }>(
      'a,b,y\n' + Array.from({ length: 40 }, (_, i) => `${i},${39 - i},${i % 7}`).join('\n'),
      'wide.csv',
    );
    const tooMany = await server.call('/anova/multi', {
      uuid: wide.data.result.uuid,
      factors: ['a', 'b'],
      dependents: ['y'],
    });
    expectError(tooMany, 400, 'TOO_MANY_CELLS');
    const foreign = await server.call(
      '/anova/multi',
      { uuid: dataset.uuid, factors: ['처치'], dependents: ['반응'] },
      GUEST_B,
    );
    expectError(foreign, 404, 'DATASET_NOT_FOUND');
  });
});

describe('/factor/factorGroups and /reliability/redirection over HTTP', () => {
  let server: TestServer;
  let dataset: UploadedDataset;
  const scales = reliabilityReference.scales.slice(0, 2);
  const groups = scales.map((s) => ({ name: s.name, variables: s.variables }));

  beforeAll(async () => {
    server = await startTestServer();
    const reply = await server.upload<{ result: UploadedDataset }>(reliabilityCsv, 'items.csv');
    expect(reply.status).toBe(200);
    dataset = reply.data.result;
  });
  afterAll(() => server.close());

  it('answers a clear 404 before any groups are stored', async () => {
    const reply = await server.call('/reliability/redirection', { dataUuid: dataset.uuid });
    expectError(reply, 404, 'FACTOR_GROUPS_NOT_FOUND');
  });

  it('stores the groups and opens reliability on them; the scales’ alphas are R’s', async () => {
    const stored = await server.call<{
      result: { dataUuid: string; factorGroups: unknown; selectedScoreOptions: unknown };
    }>('/factor/factorGroups', {
      dataUuid: dataset.uuid,
      factorGroups: groups,
      selectedScoreOptions: ['mean'],
    });
    expect(stored.status).toBe(200);
    expect(stored.data.result).toMatchObject({
      dataUuid: dataset.uuid,
      factorGroups: groups,
      selectedScoreOptions: ['mean'],
    });

    const redirect = await server.call<{
      result: {
        dataUuid: string;
        fileName: string;
        isSetFactorGroups: boolean;
        factorGroups: { name: string; variables: string[] }[];
        reliabilityVariables: string[];
        selectedScoreOptions: unknown;
      };
    }>('/reliability/redirection', { dataUuid: dataset.uuid });
    expect(redirect.status).toBe(200);
    const opened = redirect.data.result;
    expect(opened).toMatchObject({
      dataUuid: dataset.uuid,
      fileName: 'items.csv',
      isSetFactorGroups: true,
      factorGroups: groups,
      selectedScoreOptions: ['mean'],
    });
    expect(opened.reliabilityVariables).toEqual([...new Set(groups.flatMap((g) => g.variables))]);

    const run = await server.call<{
      reliabilityResult: {
        scales: { name: string; reliability: { alpha: number; nItems: number } }[];
      };
    }>('/reliability/analysis', { uuid: dataset.uuid, factorGroups: opened.factorGroups });
    expect(run.status).toBe(200);
    const result = run.data.reliabilityResult.scales;
    expect(result.map((s) => s.name)).toEqual(scales.map((s) => s.name));
    result.forEach((scale, i) => {
      expect(scale.reliability.nItems).toBe(scales[i]!.reliability.nItems);
      expect(scale.reliability.alpha).toBeCloseTo(scales[i]!.reliability.alpha, 10);
    });
  });

  it('keeps groups per visitor: another’s dataset is unknown, and guests’ groups are their own', async () => {
    const foreignStore = await server.call(
      '/factor/factorGroups',
      { dataUuid: dataset.uuid, factorGroups: [] },
      GUEST_B,
    );
    expectError(foreignStore, 404, 'DATASET_NOT_FOUND');
    const foreignRead = await server.call(
      '/reliability/redirection',
      { dataUuid: dataset.uuid },
      GUEST_B,
    );
    const unknownRead = await server.call(
      '/reliability/redirection',
      { dataUuid: '00000000-0000-4000-8000-000000000000' },
      GUEST_B,
    );
    expectError(foreignRead, 404, 'DATASET_NOT_FOUND');
    expect(foreignRead.body).toEqual(unknownRead.body);
    // Still there for its owner.
    const own = await server.call('/reliability/redirection', { dataUuid: dataset.uuid }, GUEST_A);
    expect(own.status).toBe(200);
  });

  it('refuses unknown items and duplicate names, and an empty list clears the groups', async () => {
    const unknown = await server.call('/factor/factorGroups', {
      dataUuid: dataset.uuid,
      factorGroups: [{ name: 'F1', variables: ['없는문항'] }],
    });
    expectError(unknown, 400, 'UNKNOWN_VARIABLE');
    const duplicate = await server.call('/factor/factorGroups', {
      dataUuid: dataset.uuid,
      factorGroups: [
        { name: 'F1', variables: ['문항1'] },
        { name: 'F1', variables: ['문항2'] },
      ],
    });
    expectError(duplicate, 400, 'VALIDATION_FAILED');
    const empty = await server.call('/factor/factorGroups', {
      dataUuid: dataset.uuid,
      factorGroups: [{ name: 'F1', variables: [] }],
    });
    expectError(empty, 400, 'VALIDATION_FAILED');
    // The refused calls changed nothing.
    const still = await server.call('/reliability/redirection', { dataUuid: dataset.uuid });
    expect(still.status).toBe(200);

    const cleared = await server.call<{ result: { factorGroups: unknown[] } }>(
      '/factor/factorGroups',
      { dataUuid: dataset.uuid, factorGroups: [] },
    );
    expect(cleared.data.result.factorGroups).toEqual([]);
    const gone = await server.call('/reliability/redirection', { dataUuid: dataset.uuid });
    expectError(gone, 404, 'FACTOR_GROUPS_NOT_FOUND');
  });
});
