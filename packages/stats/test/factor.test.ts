import { describe, expect, it } from 'vitest';
import { readDataFile } from '../src';
import { factor, parseFactorRequest, type FactorResult } from '../src/analyses/factor';
import { fixture } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

type Rows = number[][];
interface Oblique {
  pattern: Rows;
  structure: Rows;
  factorCorrelation: Rows;
}
interface Rotations {
  varimax: Rows;
  quartimax: Rows;
  equamax: Rows;
  oblimin: Oblique;
  promax: Oblique;
}
interface PafRef {
  initial: number[];
  loadings: Rows;
  communalities: number[];
  iterations: number;
  converged: boolean;
  rotations: Rotations;
}
interface Variant {
  n: number;
  correlation: Rows;
  determinant: number;
  inverse: Rows;
  kmo: number;
  msa: number[];
  bartlett: { chiSquare: number; df: number; pValue: number };
  antiImageCovariance: Rows;
  antiImageCorrelation: Rows;
  pca: { eigenvalues: number[]; loadings: Rows; communalities: number[]; rotations: Rotations };
  paf: PafRef;
  pafConverged: PafRef;
}
type Missing = 'listwise' | 'pairwise' | 'mean';
const reference = readReference<{ variables: string[] } & Record<Missing, Variant>>('factor.json');
const table = readDataFile(fixture('factor.csv'), { fileName: 'factor.csv' }).table;

const run = (fields: Record<string, unknown>): FactorResult =>
  factor(
    table,
    parseFactorRequest({ analysis: 'factor', factorVariables: reference.variables, ...fields }),
  );

/** Relative (or, near 0, absolute) agreement of two matrices within `tol`. */
function expectClose(actual: Rows, expected: Rows, tol: number, path: string) {
  expect(actual.length, path).toBe(expected.length);
  actual.forEach((row, i) =>
    row.forEach((v, j) => {
      const e = expected[i]![j]!;
      const err = Math.abs(v - e) / Math.max(Math.abs(e), 1);
      expect(err, `${path}[${i}][${j}]: engine ${v} vs R ${e}`).toBeLessThanOrEqual(tol);
    }),
  );
}

/**
 * Factor order can differ between algorithms that reach the same optimum: order the columns
 * by their sum of squares (both sides have positive column sums already).
 */
function byVariance(l: Rows, extra?: Rows): { l: Rows; order: number[]; extra?: Rows } {
  const m = l[0]!.length;
  const ss = Array.from({ length: m }, (_, j) => l.reduce((s, row) => s + row[j]! ** 2, 0));
  const order = ss.map((_, j) => j).sort((a, b) => ss[b]! - ss[a]!);
  const out: { l: Rows; order: number[]; extra?: Rows } = {
    l: l.map((row) => order.map((j) => row[j]!)),
    order,
  };
  if (extra) out.extra = order.map((i) => order.map((j) => extra[i]![j]!));
  return out;
}

describe('factor: correlation, KMO, Bartlett and anti-image against R', () => {
  for (const missing of ['listwise', 'pairwise', 'mean'] as const) {
    it(missing, () => {
      const ref = reference[missing];
      const result = run({ selectedMissingValueControlMethod: missing });
      expect(result.n).toBe(ref.n);
      expect(result.warnings).toEqual([]);
      const { pca, paf, pafConverged, ...closed } = ref;
      void pca;
      void paf;
      void pafConverged;
      expectMatchesR(result, closed as unknown as Json, missing);
    });
  }
});

describe('factor: principal components against R eigen()', () => {
  for (const missing of ['listwise', 'pairwise', 'mean'] as const) {
    it(missing, () => {
      const ref = reference[missing].pca;
      const result = run({ selectedMissingValueControlMethod: missing });
      expect(result.factorCount).toBe(3);
      expectMatchesR(result.eigenvalues, ref.eigenvalues, `${missing}.eigenvalues`);
      expectMatchesR(result.loadings, ref.loadings, `${missing}.loadings`);
      expectMatchesR(
        result.communalities.map((c) => c.extraction),
        ref.communalities,
        `${missing}.communalities`,
      );
      expect(result.communalities.every((c) => c.initial === 1)).toBe(true);
      const total = ref.eigenvalues.reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(10, 12);
      const rows = result.varianceExplained;
      expect(rows.initial).toHaveLength(10);
      expect(rows.initial[9]!.cumulative).toBeCloseTo(100, 10);
      rows.extraction.forEach((row, j) => {
        expect(row.total).toBeCloseTo(ref.eigenvalues[j]!, 12);
        expect(row.percent).toBeCloseTo(ref.eigenvalues[j]! * 10, 11);
      });
    });
  }
});

describe('factor: SPSS principal axis factoring against an R re-implementation and psych::fa', () => {
  for (const missing of ['listwise', 'pairwise', 'mean'] as const) {
    it(missing, () => {
      const ref = reference[missing].paf;
      const result = run({ selectedMissingValueControlMethod: missing, selectedMethod: 'paf' });
      expect(result.extractionIterations).toBe(ref.iterations);
      expect(result.extractionConverged).toBe(ref.converged);
      expectClose(result.loadings, ref.loadings, 1e-9, `${missing}.paf.loadings`);
      expectMatchesR(
        result.communalities.map((c) => c.initial),
        ref.initial,
        `${missing}.paf.initial`,
      );
    });
  }

  it('reaches the fixed point psych::fa finds when iterated to convergence', async () => {
    const { principalAxis } = await import('../src/analyses/factor/extraction');
    const ref = reference.listwise.pafConverged;
    const ex = principalAxis(reference.listwise.correlation, 3, ref.initial, 10000, 1e-13);
    expect(ex.converged).toBe(true);
    expectClose(ex.loadings, ref.loadings, 1e-9, 'converged');
  });

  it('stops after extractIteration and says so', () => {
    const result = run({ selectedMethod: 'paf', extractIteration: 3 });
    expect(result.extractionIterations).toBe(3);
    expect(result.extractionConverged).toBe(false);
    expect(result.warningsEn.join(' ')).toMatch(/More than 3 iterations required/);
    expect(result.loadings).toHaveLength(10);
  });
});

describe('factor: rotations against R (stats::varimax, GPArotation, SPSS promax)', () => {
  for (const method of ['pca', 'paf'] as const) {
    for (const missing of ['listwise', 'pairwise', 'mean'] as const) {
      const ref = reference[missing][method].rotations;
      for (const rotation of ['varimax', 'quartimax', 'equamax'] as const) {
        it(`${method} ${missing} ${rotation}`, () => {
          const result = run({
            selectedMissingValueControlMethod: missing,
            selectedMethod: method,
            selectedRotationMethod: rotation,
          });
          const rot = result.rotation!;
          expect(rot.converged).toBe(true);
          expectClose(byVariance(rot.rotated!).l, byVariance(ref[rotation]).l, 1e-6, rotation);
          // rotated = unrotated × T, T orthogonal.
          const l = result.loadings;
          const t = rot.transformation!;
          rot.rotated!.forEach((row, i) =>
            row.forEach((v, j) =>
              expect(v).toBeCloseTo(
                l[i]!.reduce((s, x, k) => s + x * t[k]![j]!, 0),
                12,
              ),
            ),
          );
        });
      }
      for (const rotation of ['oblimin', 'promax'] as const) {
        it(`${method} ${missing} ${rotation}`, () => {
          const result = run({
            selectedMissingValueControlMethod: missing,
            selectedMethod: method,
            selectedRotationMethod: rotation,
          });
          const rot = result.rotation!;
          expect(rot.converged).toBe(true);
          const ours = byVariance(rot.pattern!, rot.factorCorrelation!);
          const theirs = byVariance(ref[rotation].pattern, ref[rotation].factorCorrelation);
          expectClose(ours.l, theirs.l, 1e-6, `${rotation}.pattern`);
          expectClose(ours.extra!, theirs.extra!, 1e-6, `${rotation}.phi`);
          expectClose(
            ours.order.length ? rot.structure!.map((row) => ours.order.map((j) => row[j]!)) : [],
            ref[rotation].structure.map((row) => theirs.order.map((j) => row[j]!)),
            1e-6,
            `${rotation}.structure`,
          );
        });
      }
    }
  }
});
