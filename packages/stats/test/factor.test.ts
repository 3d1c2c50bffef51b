import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../src';
import { factor, parseFactorRequest, type FactorResult } from '../src/analyses/factor';
import { fixture, inputError } from './helpers';
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
interface Extras {
  descriptives: Json;
  significance: Json;
  reproduced: Json;
  varimaxSums: number[];
  promaxSums: number[];
  scores: Record<
    'regression' | 'bartlett' | 'andersonRubin' | 'promaxRegression',
    { coefficients: Rows; columns: (number | null)[][] }
  >;
}
interface LikelihoodRef {
  loadings: Rows;
  uniquenesses: number[];
  criterion: number;
  goodnessOfFit?: { chiSquare: number; df: number; pValue: number };
}
const reference = readReference<
  {
    variables: string[];
    extras: Extras;
    likelihood: Record<'ml' | 'uls' | 'gls', LikelihoodRef>;
    alpha: { loadings: Rows; iterations: number; converged: boolean };
    image: { loadings: Rows; communalities: number[] };
    parameters: { obliminDelta: Oblique; promaxKappa3: Oblique; varimaxTwo: Rows };
    covariance: {
      covariance: Rows;
      eigenvalues: number[];
      factorCount: number;
      pca: { loadings: Rows; rescaled: Rows };
      paf: {
        loadings: Rows;
        rescaled: Rows;
        initial: number[];
        iterations: number;
        varimax: Rows;
        varimaxRescaled: Rows;
        scores: (number | null)[][];
      };
    };
  } & Record<Missing, Variant>
>('factor.json');
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

  it('reports a rotation that did not converge in rotationIteration sweeps', () => {
    const result = run({ selectedRotationMethod: 'varimax', rotationIteration: 1 });
    expect(result.rotation!.iterations).toBe(1);
    expect(result.rotation!.converged).toBe(false);
    expect(result.warningsEn.join(' ')).toMatch(/Rotation failed to converge in 1 iterations/);
    expect(run({ selectedRotationMethod: 'varimax' }).rotation!.converged).toBe(true);
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
          // Ordered by sums of squared loadings, as SPSS.
          expect(byVariance(rot.rotated!).order).toEqual([0, 1, 2]);
          expectClose(rot.rotated!, byVariance(ref[rotation]).l, 1e-6, rotation);
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

describe('factor: listwise PAF extras against R (descriptives, significance, reproduced, sums, scores)', () => {
  const extras = reference.extras;
  const paf = (fields: Record<string, unknown>) =>
    run({
      selectedMethod: 'paf',
      selectedAnalysisOptions: ['univariate', 'significance', 'reproduced'],
      ...fields,
    });

  it('descriptives, one-tailed significance and reproduced correlations', () => {
    const result = paf({});
    expectMatchesR(result.descriptives, extras.descriptives, 'descriptives');
    expectMatchesR(result.significance, extras.significance, 'significance');
    const { correlation, residual, ...counts } = extras.reproduced as Record<string, Json>;
    expectClose(result.reproduced!.correlation, correlation as Rows, 1e-9, 'reproduced');
    const res = result.reproduced!.residual;
    (residual as (number | null)[][]).forEach((row, i) =>
      row.forEach((e, j) => {
        if (e === null) expect(res[i]![j]).toBeNull();
        else expect(Math.abs(res[i]![j]! - e)).toBeLessThan(1e-9);
      }),
    );
    expectMatchesR(result.reproduced, counts, 'reproduced');
  });

  it('rotation sums of squared loadings: varimax columns, promax structure columns', () => {
    const v = paf({ selectedRotationMethod: 'varimax' }).varianceExplained.rotation!;
    expectClose(
      [v.map((r) => r.total).sort((a, b) => b - a)],
      [[...extras.varimaxSums].sort((a, b) => b - a)],
      1e-6,
      'varimax sums',
    );
    expect(v[2]!.cumulative).toBeCloseTo(
      (extras.varimaxSums.reduce((a, b) => a + b, 0) / 10) * 100,
      6,
    );
    const pr = paf({ selectedRotationMethod: 'promax' }).varianceExplained.rotation!;
    expectClose(
      [pr.map((r) => r.total).sort((a, b) => b - a)],
      [[...extras.promaxSums].sort((a, b) => b - a)],
      1e-6,
      'promax sums',
    );
    expect(pr.every((r) => r.percent === null && r.cumulative === null)).toBe(true);
  });

  const scoreCases = [
    ['regression', 'varimax', 'regression'],
    ['bartlett', 'varimax', 'bartlett'],
    ['andersonRubin', 'varimax', 'andersonRubin'],
    ['regression', 'promax', 'promaxRegression'],
  ] as const;
  it.each(scoreCases)('%s scores after %s', (method, rotation, key) => {
    const result = paf({ selectedRotationMethod: rotation, selectedScoreMethod: method });
    const ref = extras.scores[key];
    const ours = byVariance(result.rotation!.pattern ?? result.rotation!.rotated!).order;
    const theirs = byVariance(
      key === 'promaxRegression'
        ? reference.listwise.paf.rotations.promax.pattern
        : reference.listwise.paf.rotations.varimax,
    ).order;
    const scores = result.scores!;
    expect(scores.columns.map((c) => c.name)).toEqual(['FAC1_1', 'FAC2_1', 'FAC3_1']);
    ours.forEach((j, k) => {
      const t = theirs[k]!;
      expectClose(
        scores.coefficients.map((row) => [row[j]!]),
        ref.coefficients.map((row) => [row[t]!]),
        1e-5,
        `${key}.coefficients`,
      );
      const col = scores.columns[j]!.values;
      ref.columns[t]!.forEach((e, i) => {
        if (e === null) expect(col[i]).toBeNull();
        else expect(Math.abs(col[i]! - e)).toBeLessThan(1e-5);
      });
    });
  });
});

describe('factor: presentation tables', () => {
  it('KMO/Bartlett, communalities, variance explained and matrices as SPSS lays them out', () => {
    const result = run({
      selectedMethod: 'paf',
      selectedRotationMethod: 'varimax',
      selectedAnalysisOptions: ['initial', 'kmoBartlett', 'antiImage', 'reproduced'],
    });
    const ids = result.tables.map((t) => t.id);
    expect(ids).toEqual([
      'factor-kmo-bartlett',
      'factor-anti-image',
      'factor-communalities',
      'factor-variance',
      'factor-matrix',
      'factor-reproduced',
      'factor-rotated',
      'factor-transformation',
    ]);
    const kmo = result.tables[0]!;
    expect(kmo.rows[0]!.cells.value).toBe(result.kmo);
    expect(kmo.rows[3]!.cells.value).toBe(result.bartlett.pValue);
    const variance = result.tables.find((t) => t.id === 'factor-variance')!;
    expect(variance.columns).toHaveLength(9);
    expect(variance.rows).toHaveLength(10);
    expect(variance.rows[3]!.cells.extractionTotal).toBeNull();
    expect(variance.rows[2]!.cells.rotationCumulative).toBeCloseTo(
      result.varianceExplained.rotation![2]!.cumulative!,
      12,
    );
    expect(variance.rows[0]!.cells.initialTotal).toBe(result.eigenvalues[0]);
    const matrix = result.tables.find((t) => t.id === 'factor-matrix')!;
    expect(matrix.footnotes!.map((f) => f.en)).toContain(
      `${result.extractionIterations} iterations required.`,
    );
  });

  it('suppresses small loadings and sorts by size in the tables only', () => {
    const plain = run({ selectedRotationMethod: 'varimax' });
    const shown = run({
      selectedRotationMethod: 'varimax',
      suppressABS: 0.4,
      selectedSortOptions: 'size',
    });
    expect(shown.rotation!.rotated).toEqual(plain.rotation!.rotated);
    const table = shown.tables.find((t) => t.id === 'factor-rotated')!;
    const rotated = shown.rotation!.rotated!;
    let previous = { factor: -1, size: Infinity };
    for (const row of table.rows) {
      const i = shown.variables.indexOf(row.label);
      const sizes = rotated[i]!.map(Math.abs);
      const best = sizes.indexOf(Math.max(...sizes));
      expect(best).toBeGreaterThanOrEqual(previous.factor);
      if (best === previous.factor) expect(sizes[best]).toBeLessThanOrEqual(previous.size);
      previous = { factor: best, size: sizes[best]! };
      rotated[i]!.forEach((v, j) => expect(row.cells[`f${j}`]).toBe(Math.abs(v) < 0.4 ? null : v));
    }
    expect(table.rows.map((r) => r.label)).not.toEqual(shown.variables);
  });

  it('oblique rotation: pattern, structure and factor correlation tables; rotation sums total only', () => {
    const result = run({ selectedRotationMethod: 'oblimin' });
    const ids = result.tables.map((t) => t.id);
    expect(ids).toContain('factor-pattern');
    expect(ids).toContain('factor-structure');
    expect(ids).toContain('factor-correlation-matrix');
    const variance = result.tables.find((t) => t.id === 'factor-variance')!;
    expect(variance.columns).toHaveLength(7);
  });
});

describe('factor: requests and problem data', () => {
  const small = (columns: Record<string, (number | null)[]>) => ({
    rowCount: Object.values(columns)[0]!.length,
    columns: Object.entries(columns).map(([name, values]) => ({
      name,
      type: 'numeric' as const,
      values,
    })),
  });

  it('fills the SPSS defaults', () => {
    expect(parseFactorRequest({ factorVariables: ['a', 'b'] })).toMatchObject({
      selectedMethod: 'pca',
      selectedRotationMethod: 'none',
      selectedMatrix: 'correlation',
      selectedExtract: 'eigenvalue',
      eigenvaluesGreaterThan: 1,
      extractIteration: 25,
      rotationIteration: 25,
      delta: 0,
      kappa: 4,
      selectedSortOptions: 'none',
      suppressABS: null,
      selectedScoreMethod: 'none',
      selectedMissingValueControlMethod: 'listwise',
    });
  });

  it.each([
    [{ factorVariables: ['a'] }, 'factorVariables'],
    [{ factorVariables: ['a', 'a'] }, 'factorVariables'],
    [{ factorVariables: ['a', 'b'], selectedExtract: 'fixed' }, 'factorsToExtract'],
    [{ factorVariables: ['a', 'b'], factorsToExtract: 3 }, 'factorsToExtract'],
    [{ factorVariables: ['a', 'b'], kappa: 1 }, 'kappa'],
    [{ factorVariables: ['a', 'b'], delta: 0.9 }, 'delta'],
    [{ factorVariables: ['a', 'b'], extractIteration: 0 }, 'extractIteration'],
    [{ factorVariables: ['a', 'b'], suppressABS: 2 }, 'suppressABS'],
    [{ factorVariables: ['a', 'b'], selectedRotationMethod: 'geomin' }, 'selectedRotationMethod'],
  ])('rejects %j naming %s', (request, field) => {
    const error = inputError(() => parseFactorRequest(request));
    expect(error.details.field).toBe(field);
    expect(error.messageKo).toContain(field);
  });

  it('says which methods are not supported yet', () => {
    const error = inputError(() => run({ selectedMethod: 'image', selectedMatrix: 'covariance' }));
    expect(error.code).toBe('UNSUPPORTED_OPTION');
    expect(error.message).toMatch(/covariance matrix/);
  });

  it('refuses fewer cases than variables', () => {
    const t = small({ a: [1, 2, 3], b: [2, 1, 4], c: [5, 3, 1], d: [1, 1, 2] });
    const error = inputError(() =>
      factor(t, parseFactorRequest({ factorVariables: ['a', 'b', 'c', 'd'] })),
    );
    expect(error.code).toBe('TOO_FEW_CASES');
    expect(error.messageKo).toMatch(/사례가 3개/);
  });

  it('refuses an item without valid values and a pair without common cases', () => {
    const empty = small({
      a: [1, 2, 3, 4, 5],
      b: [2, 1, 4, 3, 5],
      e: [null, null, null, null, null],
    });
    expect(
      inputError(() => factor(empty, parseFactorRequest({ factorVariables: ['a', 'b', 'e'] })))
        .code,
    ).toBe('TOO_FEW_CASES');
    const apart = small({
      a: [1, 2, 3, 4, null, null, null, null],
      b: [null, null, null, null, 1, 2, 4, 3],
      c: [1, 3, 2, 4, 2, 1, 3, 4],
    });
    const error = inputError(() =>
      factor(
        apart,
        parseFactorRequest({
          factorVariables: ['a', 'b', 'c'],
          selectedMissingValueControlMethod: 'pairwise',
        }),
      ),
    );
    expect(error.code).toBe('TOO_FEW_CASES');
    const sparse = small({
      a: [1, 2, 3, 4, 5, 6, null, null],
      b: [null, null, null, 7, 7, 7, 1, 2],
      c: [1, 3, 2, 4, 2, 1, 3, 4],
    });
    const undefinedPair = inputError(() =>
      factor(
        sparse,
        parseFactorRequest({
          factorVariables: ['a', 'b', 'c'],
          selectedMissingValueControlMethod: 'pairwise',
        }),
      ),
    );
    expect(undefinedPair.code).toBe('UNDEFINED_CORRELATION');
    expect(undefinedPair.messageKo).toMatch(/'a'와 'b'/);
  });

  it('flags items whose extracted communality is below communalitiesCleanningValue', () => {
    const result = run({ selectedMethod: 'paf', communalitiesCleanningValue: 0.4 });
    const flagged = result.communalities.filter((c) => c.flagged).map((c) => c.variable);
    const expected = result.communalities.filter((c) => c.extraction! < 0.4).map((c) => c.variable);
    expect(flagged).toEqual(expected);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(10);
    const table = result.tables.find((t) => t.id === 'factor-communalities')!;
    expect(table.rows.filter((r) => r.label.endsWith(' *'))).toHaveLength(flagged.length);
  });

  it('leaves a constant item out with a warning and analyses the rest', () => {
    const t = small({
      a: [1, 2, 3, 4, 5, 2],
      k: [3, 3, 3, 3, 3, 3],
      b: [2, 1, 4, 3, 5, 2],
      c: [1, 3, 2, 5, 4, 1],
    });
    const result = factor(t, parseFactorRequest({ factorVariables: ['a', 'k', 'b', 'c'] }));
    expect(result.variables).toEqual(['a', 'b', 'c']);
    expect(result.excluded).toEqual(['k']);
    expect(result.warnings[0]).toMatch(/'k'/);
    expect(result.correlation).toHaveLength(3);
  });

  it('a singular matrix: no KMO, Bartlett or inverse (null with a warning), PCA still runs', () => {
    const a = [1, 2, 3, 4, 5, 2, 4, 1];
    const b = [2, 1, 4, 3, 5, 2, 2, 3];
    const t = small({ a, b, s: a.map((v, i) => v + b[i]!), c: [1, 3, 2, 5, 4, 1, 2, 2] });
    const result = factor(t, parseFactorRequest({ factorVariables: ['a', 'b', 's', 'c'] }));
    expect(result.kmo).toBeNull();
    expect(result.inverse).toBeNull();
    expect(result.bartlett.chiSquare).toBeNull();
    expect(result.warningsEn.join(' ')).toMatch(/not positive definite/);
    expect(result.loadings.length).toBe(4);
    const paf = factor(
      t,
      parseFactorRequest({ factorVariables: ['a', 'b', 's', 'c'], selectedMethod: 'paf' }),
    );
    expect(paf.warningsEn.join(' ')).toMatch(/largest absolute correlation/);
    expect(JSON.stringify(paf)).not.toMatch(/NaN|Infinity/);
  });

  it('fixed number of factors, and one factor cannot be rotated', () => {
    const result = run({
      selectedExtract: 'fixed',
      factorsToExtract: 1,
      selectedRotationMethod: 'varimax',
    });
    expect(result.factorCount).toBe(1);
    expect(result.rotation).toBeUndefined();
    expect(result.warningsEn).toContain(
      'Only one factor was extracted. The solution cannot be rotated.',
    );
  });
});

describe('factor: properties', () => {
  it('a positive linear change of an item (a·x + b, a > 0) changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        (item, a, b) => {
          const changed = {
            rowCount: table.rowCount,
            columns: table.columns.map((c, j) =>
              j === item
                ? { ...c, values: c.values.map((v) => (v === null ? null : a * (v as number) + b)) }
                : c,
            ),
          };
          const request = parseFactorRequest({
            factorVariables: reference.variables,
            selectedMethod: 'ml',
            selectedRotationMethod: 'oblimin',
            selectedScoreMethod: 'bartlett',
          });
          const x = factor(table, request);
          const y = factor(changed, request);
          expectClose(y.correlation, x.correlation, 1e-10, 'correlation');
          expectClose(y.rotation!.pattern!, x.rotation!.pattern!, 1e-6, 'pattern');
          x.scores!.columns.forEach((col, j) =>
            col.values.forEach((v, i) => {
              const w = y.scores!.columns[j]!.values[i]!;
              if (v === null) expect(w).toBeNull();
              else expect(Math.abs(v - w)).toBeLessThan(1e-6);
            }),
          );
        },
      ),
      { numRuns: 5 },
    );
  });

  it('row order never changes the results (scores move with their rows)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const rows = table.rowCount;
        const perm = Array.from({ length: rows }, (_, i) => i);
        let s = seed;
        for (let i = rows - 1; i > 0; i--) {
          s = (Math.imul(s, 1103515245) + 12345) >>> 0;
          const j = s % (i + 1);
          [perm[i], perm[j]] = [perm[j]!, perm[i]!];
        }
        const shuffled = {
          rowCount: rows,
          columns: table.columns.map((c) => ({ ...c, values: perm.map((i) => c.values[i]!) })),
        };
        for (const missing of ['listwise', 'pairwise', 'mean'] as const) {
          const request = parseFactorRequest({
            factorVariables: reference.variables,
            selectedMethod: 'paf',
            selectedRotationMethod: 'promax',
            selectedScoreMethod: 'regression',
            selectedMissingValueControlMethod: missing,
          });
          const a = factor(table, request);
          const b = factor(shuffled, request);
          expect(b.n).toBe(a.n);
          expectClose(b.correlation, a.correlation, 1e-12, 'correlation');
          expectClose(b.rotation!.pattern!, a.rotation!.pattern!, 1e-9, 'pattern');
          expect(b.extractionIterations).toBe(a.extractionIterations);
          a.scores!.columns.forEach((col, j) =>
            perm.forEach((from, i) => {
              const x = col.values[from]!;
              const y = b.scores!.columns[j]!.values[i]!;
              if (x === null) expect(y).toBeNull();
              else expect(Math.abs(x - y)).toBeLessThan(1e-9);
            }),
          );
        }
      }),
      { numRuns: 5 },
    );
  });
});

describe('factor: ML (factanal), ULS and GLS against R', () => {
  for (const method of ['ml', 'uls', 'gls'] as const) {
    it(method, () => {
      const ref = reference.likelihood[method];
      const result = run({ selectedMethod: method });
      expect(result.extractionConverged).toBe(true);
      expect(result.extractionIterations).toBeGreaterThan(0);
      expectClose(byVariance(result.loadings).l, byVariance(ref.loadings).l, 1e-5, method);
      expectClose(
        [result.communalities.map((c) => c.extraction!)],
        // Row sums of squares; ML and ULS fit the diagonal (h² = 1 − ψ), GLS does not.
        [ref.loadings.map((row) => row.reduce((a, v) => a + v * v, 0))],
        1e-5,
        `${method}.communalities`,
      );
      expectMatchesR(
        result.communalities.map((c) => c.initial),
        reference.listwise.paf.initial,
        `${method}.initial`,
      );
      if (method !== 'gls') {
        expectClose(
          [result.communalities.map((c) => c.extraction!)],
          [ref.uniquenesses.map((u) => 1 - u)],
          1e-5,
          `${method}.uniquenesses`,
        );
      }
      if (ref.goodnessOfFit) {
        const fit = result.goodnessOfFit!;
        expect(fit.df).toBe(ref.goodnessOfFit.df);
        expect(Math.abs(fit.chiSquare! / ref.goodnessOfFit.chiSquare - 1)).toBeLessThan(1e-6);
        expect(Math.abs(fit.pValue! / ref.goodnessOfFit.pValue - 1)).toBeLessThan(1e-6);
      } else expect(result.goodnessOfFit).toBeUndefined();
    });
  }
});

describe('factor: alpha factoring against an R re-implementation (fixed point checked with psych)', () => {
  it('listwise, 3 factors', () => {
    const ref = reference.alpha;
    const result = run({ selectedMethod: 'alpha', selectedExtract: 'fixed', factorsToExtract: 3 });
    expect(result.extractionIterations).toBe(ref.iterations);
    expect(result.extractionConverged).toBe(ref.converged);
    expectClose(result.loadings, ref.loadings, 1e-9, 'alpha');
    expect(result.tables.find((t) => t.id === 'factor-communalities')!.footnotes![0]!.en).toBe(
      'Extraction Method: Alpha Factoring.',
    );
  });
});

describe('factor: image factoring against R (closed form)', () => {
  it('listwise, 3 factors', () => {
    const ref = reference.image;
    const result = run({ selectedMethod: 'image', selectedExtract: 'fixed', factorsToExtract: 3 });
    expectClose(result.loadings, ref.loadings, 1e-9, 'image');
    expectMatchesR(
      result.communalities.map((c) => c.extraction),
      ref.communalities,
      'image.communalities',
    );
    expect(result.extractionIterations).toBeNull();
  });
});

describe('factor: rotation parameters (delta, kappa) and two factors', () => {
  it.each([
    ['oblimin', { delta: -0.5 }, 'obliminDelta'],
    ['promax', { kappa: 3 }, 'promaxKappa3'],
  ] as const)('%s with %j', (rotation, fields, key) => {
    const ref = reference.parameters[key];
    const result = run({ selectedMethod: 'paf', selectedRotationMethod: rotation, ...fields });
    const ours = byVariance(result.rotation!.pattern!, result.rotation!.factorCorrelation!);
    const theirs = byVariance(ref.pattern, ref.factorCorrelation);
    expectClose(ours.l, theirs.l, 1e-6, `${key}.pattern`);
    expectClose(ours.extra!, theirs.extra!, 1e-6, `${key}.phi`);
    // The default parameters give a different solution, so the parameter is used.
    const plain = run({ selectedMethod: 'paf', selectedRotationMethod: rotation });
    expect(
      Math.abs(
        plain.rotation!.factorCorrelation![0]![1]! - result.rotation!.factorCorrelation![0]![1]!,
      ),
    ).toBeGreaterThan(1e-3);
  });

  it('varimax of two principal components', () => {
    const result = run({
      selectedExtract: 'fixed',
      factorsToExtract: 2,
      selectedRotationMethod: 'varimax',
    });
    expectClose(
      byVariance(result.rotation!.rotated!).l,
      byVariance(reference.parameters.varimaxTwo).l,
      1e-6,
      'varimaxTwo',
    );
  });
});

describe('factor: covariance matrix (raw and rescaled) against R', () => {
  const ref = reference.covariance;

  it('principal components of C, mean-eigenvalue rule, rescaled loadings', () => {
    const result = run({ selectedMatrix: 'covariance' });
    expect(result.matrix).toBe('covariance');
    expectMatchesR(result.covariance, ref.covariance, 'covariance');
    expectMatchesR(result.eigenvalues, ref.eigenvalues, 'eigenvalues');
    expect(result.factorCount).toBe(ref.factorCount);
    expectClose(result.loadings, ref.pca.loadings, 1e-9, 'raw');
    expectClose(result.rescaled!.loadings, ref.pca.rescaled, 1e-9, 'rescaled');
    const total = ref.eigenvalues.reduce((x, y) => x + y, 0);
    expect(result.varianceExplained.initial[0]!.percent).toBeCloseTo(
      (ref.eigenvalues[0]! / total) * 100,
      10,
    );
    expect(result.rescaled!.communalities.every((c) => Math.abs(c.initial! - 1) < 1e-12)).toBe(
      true,
    );
  });

  it('principal axis factoring of C, varimax, regression scores', () => {
    const result = run({
      selectedMatrix: 'covariance',
      selectedMethod: 'paf',
      selectedExtract: 'fixed',
      factorsToExtract: 3,
      selectedRotationMethod: 'varimax',
      selectedScoreMethod: 'regression',
    });
    expect(result.extractionIterations).toBe(ref.paf.iterations);
    expectMatchesR(
      result.communalities.map((c) => c.initial),
      ref.paf.initial,
      'initial',
    );
    expectClose(result.loadings, ref.paf.loadings, 1e-9, 'raw');
    expectClose(result.rescaled!.loadings, ref.paf.rescaled, 1e-9, 'rescaled');
    expectClose(result.rotation!.rotated!, ref.paf.varimax, 1e-6, 'varimax raw');
    expectClose(result.rescaled!.rotated!, ref.paf.varimaxRescaled, 1e-6, 'varimax rescaled');
    result.scores!.columns.forEach((col, j) =>
      ref.paf.scores[j]!.forEach((e, i) => {
        if (e === null) expect(col.values[i]).toBeNull();
        else expect(Math.abs(col.values[i]! - e)).toBeLessThan(1e-5);
      }),
    );
  });

  it('raw and rescaled presentation tables', () => {
    const result = run({
      selectedMatrix: 'covariance',
      selectedMethod: 'paf',
      selectedRotationMethod: 'promax',
      selectedAnalysisOptions: ['initial', 'reproduced'],
    });
    const ids = result.tables.map((t) => t.id);
    for (const id of [
      'factor-matrix-rescaled',
      'factor-variance-rescaled',
      'factor-pattern-rescaled',
      'factor-structure-rescaled',
    ])
      expect(ids).toContain(id);
    const communalities = result.tables.find((t) => t.id === 'factor-communalities')!;
    expect(communalities.columns.map((c) => c.key)).toEqual([
      'initial',
      'extraction',
      'rescaledInitial',
      'rescaledExtraction',
    ]);
    expect(communalities.rows[0]!.cells.rescaledExtraction).toBe(
      result.rescaled!.communalities[0]!.extraction,
    );
    const rescaledPattern = result.rescaled!.pattern!;
    result.rotation!.pattern!.forEach((row, i) =>
      row.forEach((v, j) =>
        expect(rescaledPattern[i]![j]).toBeCloseTo(v / Math.sqrt(ref.covariance[i]![i]!), 12),
      ),
    );
    expect(result.tables.find((t) => t.id === 'factor-reproduced')!.title.en).toBe(
      'Reproduced Covariances',
    );
  });

  it('refuses the covariance matrix with other methods', () => {
    const error = inputError(() => run({ selectedMatrix: 'covariance', selectedMethod: 'ml' }));
    expect(error.code).toBe('UNSUPPORTED_OPTION');
    expect(error.details.field).toBe('selectedMatrix');
  });
});
