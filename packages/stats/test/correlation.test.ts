import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, correlation, readDataFile, type CorrelationResult, type DataTable } from '../src';
import { kendallTauB } from '../src/math/kendall';
import { inputError, utf8 } from './helpers';
import { expectMatchesR, readReference, surveyTable, type Json } from './reference';

const reference = readReference<{
  variables: string[];
  pairwise: Record<string, Json>;
  listwise: Record<string, Json>;
}>('correlation.json');
const table = surveyTable();

const everything = (missing: 'pairwise' | 'listwise') =>
  analyze(table, {
    analysis: 'correlation',
    correlationVariables: reference.variables,
    selectedCoefficientOptions: ['pearson', 'spearman', 'kendall'],
    selectedMissingValueControlMethod: missing,
    selectedAnalysisOptions: ['meansAndSd', 'crossProducts'],
  }) as CorrelationResult;

describe('correlation against R (cor.test: pearson, spearman, kendall tau-b)', () => {
  for (const missing of ['pairwise', 'listwise'] as const) {
    describe(missing, () => {
      const result = everything(missing);
      const r = reference[missing];
      it.each(['pearson', 'spearman', 'kendall'] as const)('%s matrix', (coefficient) => {
        expectMatchesR(result[coefficient], r[coefficient]!, `${missing}.${coefficient}`);
      });
      it('means, SDs and N', () => {
        expectMatchesR(result.descriptives, r.descriptives!, `${missing}.descriptives`);
        if (missing === 'listwise') expect(result.listwiseN).toBe(r.n);
        expect(result.warnings).toEqual([]);
      });
    });
  }

  it('halves p for one-tailed significance and flags p < .05 and p < .01', () => {
    const two = everything('pairwise');
    const one = analyze(table, {
      analysis: 'correlation',
      correlationVariables: reference.variables,
      selectedSignificance: 'oneTailed',
    }) as CorrelationResult;
    expect(one.pearson!.pValue[0]![4]).toBeCloseTo(two.pearson!.pValue[0]![4]! / 2, 15);
    expect(one.spearman).toBeUndefined();
    expect(two.pearson!.flags[0]![1]).toBe('**');
    expect(two.pearson!.flags[0]![4]).toBe('');
    expect(two.pearson!.flags[0]![0]).toBe('');
    const table0 = two.tables.find((t) => t.id === 'correlations-pearson')!;
    expect(table0.rows).toHaveLength(5 * 5);
    expect(table0.footnotes?.[0]?.en).toMatch(/0.01 level \(2-tailed\)/);
  });
});

/** Kendall's tau-b by its definition, O(n²), to check Knight's algorithm. */
function naiveTauB(x: number[], y: number[]): number {
  let s = 0;
  let tx = 0;
  let ty = 0;
  const n = x.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = Math.sign(x[i]! - x[j]!);
      const b = Math.sign(y[i]! - y[j]!);
      s += a * b;
      if (a !== 0) tx++;
      if (b !== 0) ty++;
    }
  }
  return s / Math.sqrt(tx * ty);
}

describe("Kendall's tau-b (Knight's O(n log n) algorithm)", () => {
  it('equals the O(n²) definition on data with many ties', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 4 })), {
          minLength: 3,
          maxLength: 120,
        }),
        (pairs) => {
          const x = pairs.map((p) => p[0]);
          const y = pairs.map((p) => p[1]);
          const expected = naiveTauB(x, y);
          const actual = kendallTauB(x, y).tau;
          if (Number.isNaN(expected)) expect(actual).toBeNaN();
          else expect(actual).toBeCloseTo(expected, 12);
        },
      ),
      { numRuns: 200 },
    );
  });

  // Speed belongs to `pnpm bench:stats`; this checks the large-input path gives sane values.
  it('handles 200,000 rows of three coefficients', () => {
    const n = 200_000;
    let seed = 1;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const a = Array.from({ length: n }, () => Math.floor(next() * 100));
    const b = a.map((v) => v + Math.floor(next() * 50));
    const big: DataTable = {
      rowCount: n,
      columns: [
        { name: 'a', type: 'numeric', values: a },
        { name: 'b', type: 'numeric', values: b },
      ],
    };
    const result = correlation(big, {
      analysis: 'correlation',
      correlationVariables: ['a', 'b'],
      selectedCoefficientOptions: ['pearson', 'spearman', 'kendall'],
      selectedSignificance: 'twoTailed',
      selectedDisplayOptions: [],
      selectedMissingValueControlMethod: 'pairwise',
      selectedAnalysisOptions: [],
    });
    const tau = result.kendall!.coefficient[0]![1]!;
    const rho = result.spearman!.coefficient[0]![1]!;
    expect(tau).toBeGreaterThan(0.5);
    // For a bivariate relation like this one, Spearman's rho exceeds Kendall's tau-b.
    expect(rho).toBeGreaterThan(tau);
    expect(rho).toBeLessThan(1);
  });
});

describe('correlation: properties', () => {
  const cell = fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: -2000, max: 2000 }).map((k) => k / 10) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const data = fc
    .array(fc.tuple(cell, cell, fc.integer({ min: 1, max: 5 })), { minLength: 6, maxLength: 50 })
    .filter((rows) =>
      [0, 1, 2].every(
        (k) =>
          new Set(rows.filter((r) => r[0] !== null && r[1] !== null).map((r) => r[k])).size >= 3,
      ),
    );
  const tableOf = (rows: [number | null, number | null, number][]): DataTable => ({
    rowCount: rows.length,
    columns: ['x', 'y', 'z'].map((name, k) => ({
      name,
      type: 'numeric' as const,
      values: rows.map((r) => r[k] as number | null),
    })),
  });
  const run = (t: DataTable, missing: 'pairwise' | 'listwise' = 'pairwise') =>
    correlation(t, {
      analysis: 'correlation',
      correlationVariables: ['x', 'y', 'z'],
      selectedCoefficientOptions: ['pearson', 'spearman', 'kendall'],
      selectedSignificance: 'twoTailed',
      selectedDisplayOptions: ['flagSignificant'],
      selectedMissingValueControlMethod: missing,
      selectedAnalysisOptions: ['meansAndSd', 'crossProducts'],
    });
  const close = (a: number | null | undefined, b: number | null | undefined, tol = 1e-9) =>
    a === null || b === null || a === undefined || b === undefined
      ? a === b
      : Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

  it('every matrix is symmetric with a unit diagonal', () => {
    fc.assert(
      fc.property(data, fc.constantFrom('pairwise' as const, 'listwise' as const), (rows, m) => {
        const result = run(tableOf(rows), m);
        for (const c of ['pearson', 'spearman', 'kendall'] as const) {
          const matrix = result[c]!;
          for (let i = 0; i < 3; i++) {
            expect(matrix.coefficient[i]![i]).toBe(1);
            for (let j = 0; j < 3; j++) {
              expect(matrix.coefficient[i]![j]).toBe(matrix.coefficient[j]![i]);
              expect(matrix.pValue[i]![j]).toBe(matrix.pValue[j]![i]);
              expect(matrix.n[i]![j]).toBe(matrix.n[j]![i]);
            }
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it('row order never changes the results, and adding a constant changes means only', () => {
    fc.assert(
      fc.property(
        data,
        fc.func(fc.integer()),
        fc.integer({ min: -500, max: 500 }),
        (rows, key, c) => {
          const a = run(tableOf(rows));
          const shuffled = rows
            .map((r, i) => ({ r, k: key(i) }))
            .sort((p, q) => p.k - q.k)
            .map((e) => e.r);
          const b = run(tableOf(shuffled));
          const shifted = run(
            tableOf(rows.map((r) => [r[0] === null ? null : r[0] + c, r[1], r[2]])),
          );
          for (const coef of ['pearson', 'spearman', 'kendall'] as const) {
            for (let i = 0; i < 3; i++) {
              for (let j = 0; j < 3; j++) {
                expect(close(b[coef]!.coefficient[i]![j], a[coef]!.coefficient[i]![j])).toBe(true);
                expect(close(b[coef]!.pValue[i]![j], a[coef]!.pValue[i]![j], 1e-8)).toBe(true);
                expect(
                  close(shifted[coef]!.coefficient[i]![j], a[coef]!.coefficient[i]![j], 1e-7),
                ).toBe(true);
              }
            }
          }
          expect(
            close(shifted.pearson!.covariance![0]![1], a.pearson!.covariance![0]![1], 1e-7),
          ).toBe(true);
          expect(close(shifted.descriptives![0]!.mean, a.descriptives![0]!.mean! + c)).toBe(true);
          expect(close(shifted.descriptives![0]!.std, a.descriptives![0]!.std, 1e-7)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('correlation: undefined statistics and bad input', () => {
  const small = readDataFile(utf8('x,y,c,t\n1,2,5,a\n2,1,5,1\n3,4,5,1\n4,3,5,1\n'), {
    fileName: 's.csv',
  }).table;

  it('gives null with a warning for a constant variable', () => {
    const result = analyze(small, {
      analysis: 'correlation',
      correlationVariables: ['x', 'y', 'c'],
      selectedCoefficientOptions: ['pearson', 'kendall'],
    }) as CorrelationResult;
    expect(result.pearson!.coefficient[0]![1]).toBeCloseTo(0.6, 14);
    expect(result.pearson!.coefficient[0]![2]).toBeNull();
    expect(result.kendall!.coefficient[1]![2]).toBeNull();
    expect(result.warningsEn.join(' ')).toMatch(/'x' or 'c' is constant/);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('needs two variables, numeric cells and known names', () => {
    expect(
      inputError(() => analyze(small, { analysis: 'correlation', correlationVariables: ['x'] }))
        .details.field,
    ).toBe('correlationVariables');
    expect(
      inputError(() =>
        analyze(small, { analysis: 'correlation', correlationVariables: ['x', 't'] }),
      ).details,
    ).toEqual({ variable: 't', row: 1, value: 'a' });
    expect(
      inputError(() =>
        analyze(small, { analysis: 'correlation', correlationVariables: ['x', '키'] }),
      ).code,
    ).toBe('UNKNOWN_VARIABLE');
  });
});
