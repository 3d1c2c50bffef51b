import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generator } from '../bench/generate';
import { analyze, type AnovaResult, type DataTable, type LinearResult } from '../src';
import { crossProductMatrix } from '../src/math/cross-matrix';
import { crossProductModels } from '../src/math/cross-models';
import {
  gramLeastSquares,
  householderLeastSquares,
  invertUpper,
  triangularFactor,
} from '../src/math/qr';
import { fixturesDir } from './helpers';

// Models solved from one cross-product matrix (linear's blocks and candidates, ANCOVA's Type III
// and slopes models) against Householder QR over the rows, and the condition estimate that sends
// a design that is not well-conditioned to QR whatever its size.

/** Survey-like 7-point items sharing a latent factor, and y from them plus noise. */
function survey(n: number, p: number, seed: number) {
  const rng = generator(seed);
  const latent = Float64Array.from({ length: n }, () => rng.normal());
  const items = Array.from({ length: p }, () =>
    Float64Array.from(latent, (l) =>
      Math.min(7, Math.max(1, Math.round(4 + 1.2 * (0.6 * l + 0.8 * rng.normal())))),
    ),
  );
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = 2 + rng.normal();
    items.forEach((col, j) => (s += ((j % 3) - 0.7) * 0.2 * col[i]!));
    y[i] = s;
  }
  return { items, y, rng };
}

/** The scaled, centred Gram system the analyses build (columns scaled by powers of two). */
function gramOf(columns: Float64Array[], y: Float64Array) {
  const products = crossProductMatrix([y, ...columns]);
  const p = columns.length;
  const scales = columns.map(
    (_, j) => 2 ** -Math.round(Math.log2(Math.sqrt(products(j + 1, j + 1).sxx))),
  );
  const xx = new Float64Array(p * p);
  const xy = new Float64Array(p);
  for (let a = 0; a < p; a++) {
    for (let b = a; b < p; b++)
      xx[a * p + b] = products(a + 1, b + 1).sxy * scales[a]! * scales[b]!;
    xy[a] = products(a + 1, 0).sxy * scales[a]!;
  }
  return { xx, xy, yy: products(0, 0).sxx, p };
}

const centre = (v: Float64Array) => {
  const m = v.reduce((s, x) => s + x, 0) / v.length;
  return v.map((x) => x - m);
};
const sumSq = (v: ArrayLike<number>) => Array.from(v).reduce((s, x) => s + x * x, 0);
const close = (actual: number | null | undefined, expected: number, tolerance = 1e-10) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(
    tolerance * Math.abs(expected),
  );

/** A NIST StRD regression's design and response, as `nist-linear.test.ts` reads them. */
function nist(name: string) {
  const entry = (
    JSON.parse(readFileSync(join(fixturesDir, 'nist', 'certified-linear.json'), 'utf8')) as Record<
      string,
      {
        file: string;
        dataLines: [number, number];
        columns: string[];
        model: { response: string; terms: { variable: string | null; power: number }[] };
      }
    >
  )[name]!;
  const rows = readFileSync(join(fixturesDir, 'nist', entry.file), 'utf8')
    .split('\n')
    .slice(entry.dataLines[0] - 1, entry.dataLines[1])
    .map((l) => l.trim().split(/\s+/).map(Number));
  const at = (v: string) => entry.columns.indexOf(v);
  const columns = entry.model.terms
    .filter((t) => t.variable !== null)
    .map((t) => Float64Array.from(rows, (r) => r[at(t.variable!)]! ** t.power));
  return { columns, y: Float64Array.from(rows, (r) => r[at(entry.model.response)]!) };
}

describe('the road a design takes is decided by its condition, not its size', () => {
  it('solves a well-conditioned design from cross-products, with 40 rows or 50,000', () => {
    for (const n of [40, 50000]) {
      const { items, y } = survey(n, 5, 3);
      const g = gramOf(items, y);
      expect(gramLeastSquares(g.xx, g.xy, g.yy, g.p, 1e-4)).not.toBeNull();
    }
  });

  it('leaves NIST Longley and Wampler and a nearly collinear survey design to Householder QR', () => {
    for (const name of ['Longley', 'Wampler1', 'Wampler4', 'Filip']) {
      const { columns, y } = nist(name);
      const g = gramOf(columns, y);
      expect(gramLeastSquares(g.xx, g.xy, g.yy, g.p, 0), name).toBeNull();
    }
    const { items, y, rng } = survey(50000, 4, 5);
    const near = items[0]!.map((v, i) => v + items[1]![i]! + 0.02 * rng.normal());
    const g = gramOf([...items, near], y);
    expect(gramLeastSquares(g.xx, g.xy, g.yy, g.p, 1e-4)).toBeNull();
  });

  it('leaves a response almost in the columns’ span to QR (R² near 1 would cancel digits)', () => {
    const { items } = survey(2000, 3, 9);
    const y = items[0]!.map((v, i) => v + 2 * items[1]![i]! + 1e-4 * Math.sin(i));
    const g = gramOf(items, y);
    expect(gramLeastSquares(g.xx, g.xy, g.yy, g.p, 1e-4)).toBeNull();
  });
});

describe('linear regression from cross-products gives the QR road’s answer', () => {
  const n = 5000;
  const { items, y } = survey(n, 6, 21);
  const names = items.map((_, j) => `q${j + 1}`);
  const table: DataTable = {
    rowCount: n,
    columns: [
      { name: 'y', type: 'numeric', values: Array.from(y) },
      ...items.map((col, j) => ({
        name: names[j]!,
        type: 'numeric' as const,
        values: Array.from(col),
      })),
    ],
  };
  /** Householder QR of y on the centred columns `set`: b, SE, the residuals and their sums. */
  const qr = (set: number[]) => {
    const ls = householderLeastSquares(
      set.map((j) => centre(items[j]!)),
      centre(y),
      0,
    );
    const p = set.length;
    const sse = sumSq(ls.residuals);
    const mse = sse / (n - p - 1);
    const rinv = invertUpper(ls.r, p);
    const se = set.map((_, k) => {
      let s = 0;
      for (let m = k; m < p; m++) s += rinv[k * p + m]! ** 2;
      return Math.sqrt(mse * s);
    });
    return { b: Array.from(ls.coefficients), se, residuals: ls.residuals, sse, p };
  };

  it('in coefficients, standard errors, sums of squares and residual statistics (1e-10)', () => {
    const result = analyze(table, {
      analysis: 'linear',
      dependents: ['y'],
      independents: names,
      selectedLinearOptions: ['estimates', 'modelFit', 'durbinWatson', 'casewise'],
    }) as LinearResult;
    const m = result.models[0]!;
    const ref = qr([0, 1, 2, 3, 4, 5]);
    ref.b.forEach((b, j) => {
      close(m.coefficients[1 + j]!.b, b);
      close(m.coefficients[1 + j]!.se, ref.se[j]!);
    });
    close(m.anova.residual.ss, ref.sse);
    close(m.anova.regression.ss, sumSq(centre(y).map((v, i) => v - ref.residuals[i]!)));
    let diffs = 0;
    for (let i = 1; i < n; i++) diffs += (ref.residuals[i]! - ref.residuals[i - 1]!) ** 2;
    close(m.summary.durbinWatson, diffs / ref.sse);
    close(m.residualStatistics.residual.std, Math.sqrt(ref.sse / (n - 1)));
  });

  it('computes the residual-based statistics only when asked, on either road', () => {
    const near = items[0]!.map((v, i) => v + items[1]![i]! + 0.01 * Math.sin(i));
    const collinear: DataTable = {
      ...table,
      columns: [...table.columns, { name: 'near', type: 'numeric', values: Array.from(near) }],
    };
    for (const [data, independents] of [
      [table, names],
      [collinear, [...names, 'near']],
    ] as const) {
      const run = (options: string[]) =>
        (
          analyze(data, {
            analysis: 'linear',
            dependents: ['y'],
            independents,
            selectedLinearOptions: ['estimates', 'modelFit', ...options],
          }) as LinearResult
        ).models[0]!;
      const plain = run([]);
      expect(plain.summary.durbinWatson).toBeNull();
      expect(plain.casewise).toEqual([]);
      expect(plain.residualStatistics.residual.std).toBeNull();
      const asked = run(['durbinWatson', 'casewise']);
      expect(asked.summary.durbinWatson).toBeGreaterThan(0);
      expect(asked.residualStatistics.residual.std).toBeGreaterThan(0);
      close(plain.anova.residual.ss, asked.anova.residual.ss);
    }
  });

  it('in every block and in the statistics of the variables not yet entered (1e-10)', () => {
    const result = analyze(table, {
      analysis: 'linear',
      dependents: ['y'],
      blocks: [
        { variables: names.slice(0, 3), method: 'enter' },
        { variables: names.slice(3), method: 'enter' },
      ],
      selectedLinearOptions: ['estimates', 'modelFit', 'rSquaredChange'],
    }) as LinearResult;
    const [first, second] = result.models;
    const ref1 = qr([0, 1, 2]);
    const ref2 = qr([0, 1, 2, 3, 4, 5]);
    close(first!.anova.residual.ss, ref1.sse);
    close(second!.anova.residual.ss, ref2.sse);
    ref2.b.forEach((b, j) => close(second!.coefficients[1 + j]!.b, b));
    // A candidate's t if entered next: its own trial fit, solved without a pass over the rows.
    for (const j of [3, 4, 5]) {
      const trial = qr([0, 1, 2, j]);
      const excluded = first!.excluded.find((e) => e.variable === names[j]) as
        { tValue: number | null } | undefined;
      close(excluded?.tValue, trial.b[3]! / trial.se[3]!);
    }
  });
});

describe('ANCOVA from cross-products gives the QR road’s Type III sums of squares', () => {
  /** One factor of four levels, two covariates; `gap` sets how far the second is from the first. */
  function ancovaTable(n: number, gap: number, seed: number) {
    const rng = generator(seed);
    const group = Float64Array.from({ length: n }, (_, i) => 1 + (i % 4));
    const x1 = Float64Array.from(group, (g) => 3 + 0.3 * g + rng.normal());
    const x2 = x1.map((v) => v + gap * rng.normal());
    const y = Float64Array.from(
      group,
      (g, i) => 10 + 0.5 * g + 0.8 * x1[i]! - 0.3 * x2[i]! + rng.normal(),
    );
    const table: DataTable = {
      rowCount: n,
      columns: [
        { name: 'y', type: 'numeric', values: Array.from(y) },
        { name: 'g', type: 'numeric', values: Array.from(group) },
        { name: 'x1', type: 'numeric', values: Array.from(x1) },
        { name: 'x2', type: 'numeric', values: Array.from(x2) },
      ],
    };
    // Sum-to-zero (effect) coding of the four levels, as SPSS's Type III uses.
    const effects = [0, 1, 2].map((l) => group.map((g) => (g - 1 === l ? 1 : g === 4 ? -1 : 0)));
    return { table, y, x1, x2, effects };
  }
  /** The SS a block adds after `before`: its entries of the last column of QR's R. */
  const addedSS = (before: Float64Array[], block: Float64Array[], y: Float64Array) => {
    const columns = [...before, ...block, y];
    const p = columns.length;
    const r = triangularFactor(columns);
    let ss = 0;
    for (let k = before.length; k < before.length + block.length; k++) ss += r[k * p + p - 1]! ** 2;
    return ss;
  };
  const request = {
    analysis: 'anova',
    dependents: ['y'],
    factors: ['g'],
    covariates: ['x1', 'x2'],
    anovaAnalysisType: 'factorial',
    homogeneityOfSlopes: true,
    pairwiseComparisons: 'bonferroni',
  };

  function expectQRAnswer(data: ReturnType<typeof ancovaTable>) {
    const { table, y, x1, x2, effects } = data;
    const d = (analyze(table, request) as AnovaResult).factorial![0]!;
    const bySource = new Map(d.terms.map((t) => [t.source, t.ss]));
    const blocks = [[x1], [x2], effects].map((b) => b.map(centre));
    const yc = centre(y);
    const others = (k: number) => blocks.filter((_, j) => j !== k).flat();
    close(bySource.get('x1'), addedSS(others(0), blocks[0]!, yc));
    close(bySource.get('x2'), addedSS(others(1), blocks[1]!, yc));
    close(bySource.get('g'), addedSS(others(2), blocks[2]!, yc));
    close(bySource.get('절편 (Intercept)'), addedSS([x1, x2, ...effects], [y.map(() => 1)], y));
    const sse = sumSq(householderLeastSquares(blocks.flat(), yc, 0).residuals);
    close(bySource.get('오차 (Error)'), sse);
    // The slopes model: every level-by-covariate product after everything else.
    const products = (x: Float64Array) => effects.map((e) => centre(e.map((v, i) => v * x[i]!)));
    const model = blocks.flat();
    const [byX1, byX2] = [products(x1), products(x2)];
    close(d.slopes![0]!.ss, addedSS([...model, ...byX2], byX1, yc));
    close(d.slopes![1]!.ss, addedSS([...model, ...byX1], byX2, yc));
    close(
      d.slopes![2]!.ss,
      sumSq(householderLeastSquares([...model, ...byX1, ...byX2], yc, 0).residuals),
    );
    return d;
  }

  it('on a well-conditioned design, solved from cross-products (1e-10)', () => {
    const data = ancovaTable(4000, 1, 31);
    const columns = [data.x1, data.x2, ...data.effects];
    const slopes = [data.x1, data.x2].flatMap((x) =>
      data.effects.map((e) => e.map((v, i) => v * x[i]!)),
    );
    const models = crossProductModels([...columns, ...slopes], data.y);
    expect(models([[0], [1], [2, 3, 4]])).not.toBeNull();
    expect(
      models([
        [0, 1, 2, 3, 4],
        [5, 6, 7],
        [8, 9, 10],
      ]),
    ).not.toBeNull();
    expectQRAnswer(data);
  });

  it('on nearly collinear covariates, which take Householder QR over the rows', () => {
    const data = ancovaTable(4000, 0.005, 37);
    const columns = [data.x1, data.x2, ...data.effects];
    expect(crossProductModels(columns, data.y)([[0], [1], [2, 3, 4]])).toBeNull();
    expectQRAnswer(data);
  });
});
