import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  descriptive,
  type DataTable,
  type DescriptiveRequest,
  type DescriptiveVariable,
} from '../src';

const request: DescriptiveRequest = {
  analysis: 'descriptive',
  variables: ['x'],
  centralTendency: ['mean', 'median', 'mode', 'sum'],
  dispersion: ['std', 'variance', 'range', 'min', 'max', 'seMean', 'iqr'],
  distribution: ['skewness', 'kurtosis'],
  confidenceInterval: 95,
  significance: ['shapiroWilk', 'kolmogorovSmirnov'],
  visualize: [],
  fillMethod: 'exclude',
};

const describeValues = (values: (number | null)[]): DescriptiveVariable =>
  descriptive(
    {
      rowCount: values.length,
      columns: [{ name: 'x', type: 'numeric', values }],
    } satisfies DataTable,
    request,
  ).variables[0]!;

/** Values as people type them: up to two decimals, some missing. */
const cell = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: -500_000, max: 500_000 }).map((k) => k / 100) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const column = fc
  .array(cell, { minLength: 6, maxLength: 80 })
  .filter((v) => new Set(v.filter((x) => x !== null)).size >= 3);

function close(a: number | null | undefined, b: number | null | undefined, tol: number) {
  if (a === null || b === null || a === undefined || b === undefined) return a === b;
  return Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));
}

const statistics = [
  'mean',
  'median',
  'mode',
  'sum',
  'std',
  'variance',
  'range',
  'min',
  'max',
  'seMean',
  'iqr',
  'skewness',
  'kurtosis',
] as const;

describe('descriptive: properties', () => {
  it('row order never changes the result', () => {
    fc.assert(
      fc.property(column, fc.func(fc.integer()), (values, key) => {
        const shuffled = values
          .map((v, i) => ({ v, k: key(i) }))
          .sort((a, b) => a.k - b.k)
          .map((e) => e.v);
        const a = describeValues(values);
        const b = describeValues(shuffled);
        for (const s of statistics) expect(close(a[s], b[s], 1e-12), s).toBe(true);
        expect(close(a.shapiroWilk?.statistic, b.shapiroWilk?.statistic, 1e-12)).toBe(true);
        expect(close(a.kolmogorovSmirnov?.statistic, b.kolmogorovSmirnov?.statistic, 1e-12)).toBe(
          true,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('adding a constant moves mean, median, mode, min and max only', () => {
    fc.assert(
      fc.property(
        column,
        fc.integer({ min: -100_000, max: 100_000 }).map((k) => k / 10),
        (values, c) => {
          const a = describeValues(values);
          const b = describeValues(
            values.map((v) => (v === null ? null : Math.round((v + c) * 100) / 100)),
          );
          for (const s of ['mean', 'median', 'mode', 'min', 'max'] as const) {
            expect(close(b[s], a[s]! + c, 1e-12), `${s} moves by ${c}`).toBe(true);
          }
          expect(close(b.sum, a.sum! + c * a.n, 1e-12)).toBe(true);
          for (const s of [
            'std',
            'variance',
            'range',
            'seMean',
            'iqr',
            'skewness',
            'kurtosis',
          ] as const) {
            expect(close(b[s], a[s], 1e-9), `${s} stays`).toBe(true);
          }
          expect(close(b.shapiroWilk?.statistic, a.shapiroWilk?.statistic, 1e-9)).toBe(true);
          expect(close(b.kolmogorovSmirnov?.statistic, a.kolmogorovSmirnov?.statistic, 1e-9)).toBe(
            true,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
