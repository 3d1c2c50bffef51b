import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDataFile, type DataTable } from '../src';
import {
  parseReliabilityRequest,
  reliability,
  type ReliabilityResult,
  type ReliabilityScale,
} from '../src/analyses/reliability';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

type Ref = Record<string, Json> & { name: string; variables: string[] };
const reference = readReference<{ scales: Ref[] }>('reliability.json');
const table = readDataFile(fixture('reliability.csv'), { fileName: 'reliability.csv' }).table;
const allOptions = [
  'item',
  'scale',
  'scaleIfItemDeleted',
  'interItemCorrelations',
  'interItemCovariances',
  'summaryMeans',
  'omega',
];

const run = (t: DataTable, raw: Record<string, unknown>): ReliabilityResult =>
  reliability(t, parseReliabilityRequest({ analysis: 'reliability', ...raw }));
const scaleOf = (ref: Ref, model: string): ReliabilityScale =>
  run(table, {
    factorGroups: [{ name: ref.name, variables: ref.variables }],
    model,
    selectedAnalysisOptions: allOptions,
  }).scales[0]!;

/**
 * Relative error of an iterated value (omega, ML loadings) against R's factanal: 1e-4 is
 * the project's bound for iterated values; the engine iterates to 1e-13 and factanal agrees on
 * this data to about 1e-9, so 1e-6 is asked.
 */
function expectClose(actual: unknown, expected: Json, path: string): void {
  if (Array.isArray(expected)) {
    expected.forEach((e, i) => expectClose((actual as unknown[])[i], e, `${path}[${i}]`));
    return;
  }
  const a = actual as number;
  const e = expected as number;
  expect(Math.abs(a - e) / Math.abs(e), `${path}: engine ${a} vs R ${e}`).toBeLessThan(1e-6);
}

describe('reliability against R (SPSS RELIABILITY formulas; psych::alpha cross-checks)', () => {
  describe.each(reference.scales.map((s) => [s.name, s] as const))('%s', (_, ref) => {
    const alpha = scaleOf(ref, 'alpha');
    it('case summary, alpha, standardized alpha, item and scale statistics', () => {
      for (const key of ['caseSummary', 'reliability', 'itemStatistics', 'scaleStatistics'])
        expectMatchesR(alpha[key as keyof ReliabilityScale], ref[key]!, key);
    });
    it('item-total statistics, inter-item matrices and summary item statistics', () => {
      for (const key of [
        'itemTotal',
        'interItemCorrelations',
        'interItemCovariances',
        'summaryItemStatistics',
      ])
        expectMatchesR(alpha[key as keyof ReliabilityScale], ref[key]!, key);
    });
    it('split half (first half / second half by item order)', () => {
      const split = scaleOf(ref, 'splitHalf');
      expectMatchesR(split.splitHalf, ref.splitHalf!, 'splitHalf');
      const rows = run(table, {
        reliabilityVariables: ref.variables,
        model: 'splitHalf',
        selectedAnalysisOptions: ['scale'],
      }).tables.find((t) => t.id === 'reliability-scale-0')!.rows;
      expect(rows.map((r) => r.cells.nItems)).toEqual([
        split.splitHalf!.part1.nItems,
        split.splitHalf!.part2.nItems,
        ref.variables.length,
      ]);
    });
    it('Guttman lambda 1-6', () => {
      expectMatchesR(scaleOf(ref, 'guttman').guttman, ref.guttman!, 'guttman');
    });
    it('parallel and strictly parallel models', () => {
      const parallel = scaleOf(ref, 'parallel');
      // SPSS's documentation: the parallel model's reliability equals Cronbach's alpha.
      expect(parallel.parallel!.reliability).toBeCloseTo(parallel.reliability.alpha!, 12);
      expectMatchesR(parallel.parallel, ref.parallel!, 'parallel');
      expectMatchesR(scaleOf(ref, 'strict').strictParallel, ref.strictParallel!, 'strictParallel');
    });
    it("McDonald's omega total (one-factor ML, 1e-6 against factanal)", () => {
      const o = ref.omega as { omega: number; loadings: number[]; uniquenesses: number[] };
      expectClose(alpha.omega!.omega, o.omega, 'omega');
      expectClose(alpha.omega!.loadings, o.loadings, 'loadings');
      expectClose(alpha.omega!.uniquenesses, o.uniquenesses, 'uniquenesses');
    });
    it('has no warnings and builds the tables', () => {
      const result = run(table, {
        factorGroups: [{ name: ref.name, variables: ref.variables }],
        selectedAnalysisOptions: allOptions,
      });
      expect(result.warnings).toEqual([]);
      expect(result.tables.map((t) => t.id.replace(/-0$/, ''))).toEqual([
        'reliability-cases',
        'reliability-statistics',
        'reliability-items',
        'reliability-correlations',
        'reliability-covariances',
        'reliability-summary',
        'reliability-item-total',
        'reliability-scale',
        'reliability-omega',
      ]);
    });
  });

  it('reliabilityVariables gives one unnamed scale; factorGroups one scale per group', () => {
    const one = run(table, { reliabilityVariables: reference.scales[0]!.variables });
    expect(one.scales).toHaveLength(1);
    expect(one.scales[0]!.name).toBeNull();
    expect(one.model).toBe('alpha');
    expect(one.scales[0]!.itemTotal).toBeUndefined();
    expectMatchesR(one.scales[0]!.reliability, reference.scales[0]!.reliability!, 'reliability');
    const two = run(table, {
      factorGroups: reference.scales
        .slice(2)
        .map((s) => ({ name: s.name, variables: s.variables })),
    });
    expect(two.scales.map((s) => s.name)).toEqual(['앞 3문항', '뒤 3문항']);
    two.scales.forEach((s, i) =>
      expectMatchesR(s.caseSummary, reference.scales[2 + i]!.caseSummary!, 'caseSummary'),
    );
  });
});

const small = (columns: Record<string, (number | string | null)[]>): DataTable => ({
  rowCount: Object.values(columns)[0]!.length,
  columns: Object.entries(columns).map(([name, values]) => ({
    name,
    type: values.some((v) => typeof v === 'string') ? 'categorical' : 'numeric',
    values,
  })),
});

describe('reliability input errors and undefined statistics', () => {
  const data = small({
    a: [1, 2, 3, 4, 5, 2],
    b: [2, 2, 4, 5, 4, 1],
    c: [1, 3, 3, 5, 5, 2],
    k: [3, 3, 3, 3, 3, 3],
    t: [1, 2, 'x', 4, 5, 1],
  });
  it('names the variable, row and value of a non-numeric cell', () => {
    const error = inputError(() => run(data, { reliabilityVariables: ['a', 't'] }));
    expect(error.code).toBe('NOT_NUMERIC');
    expect(error.details).toMatchObject({ variable: 't', row: 3, value: 'x' });
    expect(error.messageKo).toMatch(/'t' 변수는 숫자여야/);
  });
  it('names an unknown variable', () => {
    const error = inputError(() => run(data, { reliabilityVariables: ['a', '없음'] }));
    expect(error.code).toBe('UNKNOWN_VARIABLE');
    expect(error.details.variable).toBe('없음');
  });
  it('rejects a scale with fewer than two items, or an item twice', () => {
    expect(inputError(() => run(data, { reliabilityVariables: ['a'] })).details.field).toBe(
      'reliabilityVariables',
    );
    expect(
      inputError(() => run(data, { factorGroups: [{ name: 'g', variables: ['a', 'a'] }] })).details
        .field,
    ).toBe('factorGroups[0].variables');
    expect(
      inputError(() => run(data, { factorGroups: [{ name: 'g', variables: 'a' }] })).details.field,
    ).toBe('factorGroups[0].variables');
  });
  it('rejects a scale with fewer than two complete cases', () => {
    const error = inputError(() =>
      run(small({ a: [1, null, 3], b: [null, 2, 4] }), { reliabilityVariables: ['a', 'b'] }),
    );
    expect(error.code).toBe('TOO_FEW_CASES');
    expect(error.message).toMatch(/only 1 case/);
  });
  it('a constant item: alpha computed, correlation-based statistics null with a warning', () => {
    const result = run(data, {
      reliabilityVariables: ['a', 'b', 'c', 'k'],
      selectedAnalysisOptions: allOptions,
      model: 'guttman',
    });
    const s = result.scales[0]!;
    expect(s.reliability.alpha).toBeTypeOf('number');
    expect(s.reliability.standardizedAlpha).toBeNull();
    expect(s.itemTotal![3]!.correctedItemTotalCorrelation).toBeNull();
    expect(s.itemTotal![0]!.squaredMultipleCorrelation).toBeNull();
    expect(s.guttman!.lambda6).toBeNull();
    expect(s.omega!.omega).toBeNull();
    expect(result.warningsEn.join(' ')).toMatch(/'k' .*constant/);
    expect(result.warnings).toHaveLength(2);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });
  it('linearly dependent items: matrix-inverse statistics null with one warning', () => {
    const result = run(small({ a: [1, 2, 3, 4, 5], b: [2, 1, 4, 3, 5], s: [3, 3, 7, 7, 10] }), {
      reliabilityVariables: ['a', 'b', 's'],
      selectedAnalysisOptions: ['scaleIfItemDeleted'],
      model: 'parallel',
    });
    const s = result.scales[0]!;
    expect(s.reliability.alpha).toBeTypeOf('number');
    expect(s.itemTotal![0]!.squaredMultipleCorrelation).toBeNull();
    expect(s.parallel!.chiSquare).toBeNull();
    expect(result.warningsEn).toHaveLength(1);
    expect(result.warningsEn[0]).toMatch(/linearly dependent/);
  });
  it('a negative average covariance gives a negative alpha with the SPSS warning', () => {
    const result = run(small({ a: [1, 2, 3, 4, 5], b: [5, 4, 3, 1, 2], c: [2, 4, 1, 5, 3] }), {
      reliabilityVariables: ['a', 'b', 'c'],
    });
    expect(result.scales[0]!.reliability.alpha).toBeLessThan(0);
    expect(result.warningsEn).toHaveLength(1);
    expect(result.warningsEn[0]).toMatch(/average inter-item covariance is negative/);
  });
  it('two items: no alpha if item deleted and no omega, with warnings', () => {
    const result = run(data, {
      reliabilityVariables: ['a', 'b'],
      selectedAnalysisOptions: ['scaleIfItemDeleted', 'omega'],
    });
    expect(result.scales[0]!.itemTotal![0]!.alphaIfDeleted).toBeNull();
    expect(result.scales[0]!.omega!.omega).toBeNull();
    expect(result.warnings).toHaveLength(2);
  });
});

describe('reliability properties', () => {
  const items = fc.array(
    fc.tuple(...Array.from({ length: 4 }, () => fc.integer({ min: 1, max: 5 }))),
    { minLength: 6, maxLength: 40 },
  );
  const tableOf = (rows: number[][]) =>
    small(Object.fromEntries(['a', 'b', 'c', 'd'].map((v, j) => [v, rows.map((r) => r[j]!)])));
  it('item order never changes alpha, standardized alpha or lambdas', () => {
    fc.assert(
      fc.property(items, fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4 }), (rows, order) => {
        const t = tableOf(rows);
        const names = ['a', 'b', 'c', 'd'];
        const base = run(t, { reliabilityVariables: names, model: 'guttman' }).scales[0]!;
        const moved = run(t, {
          reliabilityVariables: order.map((i) => names[i]!),
          model: 'guttman',
        }).scales[0]!;
        const same = (x: number | null, y: number | null) =>
          x === null ? expect(y).toBeNull() : expect(y).toBeCloseTo(x, 10);
        same(base.reliability.alpha, moved.reliability.alpha);
        same(base.reliability.standardizedAlpha, moved.reliability.standardizedAlpha);
        for (const l of [1, 2, 3, 5, 6] as const)
          same(base.guttman![`lambda${l}`], moved.guttman![`lambda${l}`]);
      }),
      { numRuns: 100 },
    );
  });
  it('adding a large constant to an item changes none of the statistics (no cancellation)', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 0, max: 3 }), (rows, j) => {
        const shifted = rows.map((r) => r.map((v, i) => (i === j ? v + 1e7 : v)));
        const request = {
          reliabilityVariables: ['a', 'b', 'c', 'd'],
          selectedAnalysisOptions: ['scaleIfItemDeleted'],
          model: 'guttman',
        };
        const base = run(tableOf(rows), request).scales[0]!;
        const moved = run(tableOf(shifted), request).scales[0]!;
        const same = (x: number | null, y: number | null) => {
          if (x === null) expect(y).toBeNull();
          else expect(Math.abs(y! - x)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(x)));
        };
        same(base.reliability.alpha, moved.reliability.alpha);
        same(base.reliability.standardizedAlpha, moved.reliability.standardizedAlpha);
        base.itemTotal!.forEach((t, i) => {
          same(t.correctedItemTotalCorrelation, moved.itemTotal![i]!.correctedItemTotalCorrelation);
          same(t.scaleVarianceIfDeleted, moved.itemTotal![i]!.scaleVarianceIfDeleted);
        });
        for (const l of [1, 2, 4, 5, 6] as const)
          same(base.guttman![`lambda${l}`], moved.guttman![`lambda${l}`]);
      }),
      { numRuns: 100 },
    );
  });
  it('row order never changes anything', () => {
    fc.assert(
      fc.property(items, fc.integer(), (rows, seed) => {
        const shuffled = [...rows].sort(
          (x, y) => ((x[0]! * 31 + x[1]! * 7 + seed) % 5) - ((y[0]! * 31 + y[1]! * 7 + seed) % 5),
        );
        const request = {
          reliabilityVariables: ['a', 'b', 'c', 'd'],
          selectedAnalysisOptions: allOptions,
        };
        const a = run(tableOf(rows), request).scales[0]!;
        const b = run(tableOf(shuffled), request).scales[0]!;
        const close = (x: unknown, y: unknown): void => {
          if (typeof x === 'number') expect(y as number).toBeCloseTo(x, 8);
          else if (x !== null && typeof x === 'object')
            for (const [key, value] of Object.entries(x))
              close(value, (y as Record<string, unknown>)[key]);
          else expect(y).toEqual(x);
        };
        close(a, b);
      }),
      { numRuns: 30 },
    );
  });
});
