import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frequencies, frequencyStatistics, type DataTable, type FrequenciesVariable } from '../src';

const count = (values: (number | null)[]): FrequenciesVariable =>
  frequencies(
    { rowCount: values.length, columns: [{ name: 'x', type: 'numeric', values }] } as DataTable,
    {
      analysis: 'frequencies',
      variables: ['x'],
      statistics: [...frequencyStatistics],
      factorGroups: [],
    },
  ).variables[0]!;

const cell = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -300, max: 300 }).map((k) => k / 10) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const column = fc
  .array(cell, { minLength: 5, maxLength: 80 })
  .filter((v) => new Set(v.filter((x) => x !== null)).size >= 3);

const close = (a: number | null | undefined, b: number | null | undefined, tol = 1e-9) =>
  a === null || b === null || a === undefined || b === undefined
    ? a === b
    : Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

describe('frequencies: properties', () => {
  it('row order never changes the table or the statistics', () => {
    fc.assert(
      fc.property(column, fc.func(fc.integer()), (values, key) => {
        const shuffled = values
          .map((v, i) => ({ v, k: key(i) }))
          .sort((a, b) => a.k - b.k)
          .map((e) => e.v);
        const a = count(values);
        const b = count(shuffled);
        expect(b.rows).toEqual(a.rows);
        for (const [k, v] of Object.entries(a.statistics))
          expect(
            close(b.statistics[k as keyof typeof a.statistics] as number, v as number),
            k,
          ).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('adding a constant shifts location statistics only; percents add up to 100', () => {
    fc.assert(
      fc.property(column, fc.integer({ min: -1000, max: 1000 }), (values, c) => {
        const a = count(values);
        const b = count(values.map((v) => (v === null ? null : v + c)));
        for (const k of [
          'mean',
          'median',
          'mode',
          'min',
          'max',
          'percentile25',
          'percentile75',
        ] as const)
          expect(close(b.statistics[k], (a.statistics[k] as number) + c, 1e-9), k).toBe(true);
        for (const k of ['std', 'variance', 'range', 'skewness', 'kurtosis'] as const)
          expect(close(b.statistics[k], a.statistics[k], 1e-6), k).toBe(true);
        expect(b.rows.map((r) => r.frequency)).toEqual(a.rows.map((r) => r.frequency));
        const total = a.rows.reduce((s, r) => s + r.validPercent, 0);
        expect(total).toBeCloseTo(100, 9);
        expect(a.rows[a.rows.length - 1]!.cumulativePercent).toBe(100);
      }),
      { numRuns: 100 },
    );
  });
});
