import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { CholeskyDecomposition, determinant, inverse, Matrix } from 'ml-matrix';
import { StatsInputError } from '../../errors';
import { chiSquareUpper } from '../../math/chi-square-upper';
import { fUpper } from '../../math/oneway';
import { symmetricEigen } from '../../math/symmetric-eigen';
import type { DataTable } from '../../types';
import { findColumn, numericColumn } from '../../variables';
import { factorLevels } from '../common/factor-levels';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { repeatedTables } from './tables';
import type {
  RepeatedBetweenEffect,
  RepeatedContrastTest,
  RepeatedCorrectedTest,
  RepeatedMarginalMean,
  RepeatedMultivariateTest,
  RepeatedPairwiseComparison,
  RepeatedRequest,
  RepeatedResult,
  RepeatedWithinEffect,
  RepeatedWithinTerm,
} from './types';

export * from './types';
export { parseRepeatedRequest } from './request';

type Mat = number[][];

/**
 * `anova/repeated`: SPSS GLM with repeated measures. The measures of each subject are
 * transformed by orthonormal polynomial contrasts of the within-subject factors, and the
 * transformed variables are fitted by the multivariate linear model of the between-subjects
 * design with sum-to-zero coding (SPSS's Type III sums of squares). Each within term then gives
 * the univariate tests (sphericity assumed, and with the Greenhouse-Geisser, Huynh-Feldt and
 * lower-bound corrections), Mauchly's test and the multivariate tests; the average of the
 * measures gives the between-subjects tests. Subjects missing any measure or between factor
 * are left out (listwise, as SPSS).
 */
export function repeatedMeasures(table: DataTable, request: RepeatedRequest): RepeatedResult {
  const warnings = warningList();
  const level = request.selectedConfidence;
  const measureValues = request.measures.map((name) => numericColumn(table, name).values);
  const betweenColumns = request.betweenFactors.map((name) => findColumn(table, name));
  const rowCount = table.rowCount;

  // Listwise: every measure and every between factor present. Plain loops: this runs once
  // per subject and measure.
  const keep: number[] = [];
  rows: for (let row = 0; row < rowCount; row++) {
    for (const values of measureValues) if (values[row] === null) continue rows;
    for (const column of betweenColumns) if (isMissing(column.values[row] ?? null)) continue rows;
    keep.push(row);
  }
  const n = keep.length;
  const k = request.measures.length;
  // The measures over the kept subjects, one typed column each.
  const measures = measureValues.map((values) => {
    const column = new Float64Array(n);
    for (let i = 0; i < n; i++) column[i] = values[keep[i]!]!;
    return column;
  });

  // Between factors over the kept subjects, in SPSS's level order.
  const factors = betweenColumns.map((column) =>
    factorLevels({ ...column, values: keep.map((row) => column.values[row] ?? null) }),
  );
  const cellOf = cellIndex(factors, n);
  const cellSizes = countCells(cellOf, factors);
  // The design on the cells, one row a cell (every subject of a cell shares its row): the
  // earlier factor varies slowest, as the cell index runs.
  const cellCount = cellSizes.length;
  let stride = cellCount;
  const design = betweenDesign(
    factors.map((f) => {
      const levels = f.labels.length;
      stride /= levels;
      return {
        codes: Int32Array.from({ length: cellCount }, (_, c) => Math.floor(c / stride) % levels),
        levels,
      };
    }),
    request.betweenFactors,
    cellCount,
  );
  const empty = cellSizes.filter((size) => size === 0).length;
  if (empty > 0) {
    throw new StatsInputError(
      'EMPTY_CELL',
      `개체간 요인의 수준 조합 중 ${empty}개에 사례가 없습니다. 모든 조합에 사례가 있어야 합니다.`,
      `${empty} combination(s) of the between-subjects factors' levels have no subjects; every combination needs some.`,
      { variable: request.betweenFactors.join(', ') },
    );
  }
  const r = design.columns.length;
  const errorDf = n - r;
  if (errorDf < 1) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      `반복측정 분산분석에는 결측 없는 사례가 개체간 수준 조합 수(${r})보다 많아야 하는데 ${n}개입니다.`,
      `Repeated-measures ANOVA needs more complete subjects than between-subjects cells (${r}); there are ${n}.`,
    );
  }

  // The full factorial between design is saturated (one parameter per cell, every cell filled),
  // so every fit of a transformation of the measures is the cell means, and its residual SSCP
  // the pooled within-cell SSCP transformed: one pass over the subjects serves every term
  // (200,000 subjects are routine), and each model is solved on the cells.
  const cells = cellMoments(measures, cellOf, cellSizes);
  const X: Mat = Array.from({ length: cellCount }, (_, c) => design.columns.map((col) => col[c]!));
  const xtx: Mat = X[0]!.map((_, a) =>
    X[0]!.map((_, b) => X.reduce((sum, row, c) => sum + cellSizes[c]! * row[a]! * row[b]!, 0)),
  );
  const xtxInverse = inverse(new Matrix(xtx)).to2DArray();
  const fit = (T: Mat) => fitCells(X, cellSizes, xtxInverse, cells, T);

  // Between-subjects effects: the average of the measures, scaled as SPSS (sum / √k).
  const averageFit = fit(Array.from({ length: k }, () => [1 / Math.sqrt(k)]));
  const averageError = averageFit.error[0]![0]!;
  const betweenEffects: RepeatedBetweenEffect[] = design.terms.map((term, a) => {
    const ss = averageFit.hypothesis(design.assign, a)[0]![0]!;
    const df = term.df;
    const f = ss / df / (averageError / errorDf);
    return {
      source: a === 0 ? '절편 (Intercept)' : term.name,
      ss,
      df,
      meanSquare: ss / df,
      f,
      pValue: fUpper(f, df, errorDf),
      partialEtaSquared: ss / (ss + averageError),
    };
  });

  // Within terms: each within factor and their interaction, by orthonormal contrasts.
  const within: RepeatedWithinTerm[] = withinTerms(request.withinFactors).map((wt) => {
    const wfit = fit(wt.transform);
    const p = wt.transform[0]!.length;
    return withinTerm(wt.name, wt.contrastNames, p, n, errorDf, wfit, design, warnings);
  });

  const marginalMeans = request.withinFactors.map((factor, f) => ({
    factor: factor.name,
    ...estimatedMeans(
      fit(levelAverages(request.withinFactors, f)),
      xtxInverse,
      errorDf,
      level,
      request.pairwiseComparisons,
    ),
  }));

  const cellLabels = cellNames(factors);
  const descriptives = request.measures.flatMap((measure, m) => {
    const rows = cellLabels.map((cell, c) => ({
      measure,
      cell,
      ...meanSd(cellSizes[c]!, cells.means[c]![m]!, cells.squares[c]![m]!),
    }));
    if (cellLabels.length === 1) return rows;
    // Every subject: the cells' means pooled, their squares with the spread between the cells.
    const mean = cellSizes.reduce((sum, size, c) => sum + size * cells.means[c]![m]!, 0) / n;
    const squares = cellSizes.reduce(
      (sum, size, c) => sum + cells.squares[c]![m]! + size * (cells.means[c]![m]! - mean) ** 2,
      0,
    );
    return [...rows, { measure, cell: '', ...meanSd(n, mean, squares) }];
  });

  // The profile plot: each cell's mean at each level of the first within factor.
  const firstLevels = levelAverages(request.withinFactors, 0);
  const profile = {
    factor: request.withinFactors[0]!.name,
    series: cellLabels.map((label, c) => ({
      label,
      means: firstLevels[0]!.map((_, l) =>
        cellSizes[c] === 0
          ? null
          : firstLevels.reduce((sum, row, m) => sum + row[l]! * cells.means[c]![m]!, 0),
      ),
    })),
  };

  const result: RepeatedResult = {
    analysis: 'anova/repeated',
    confidence: level,
    withinFactors: request.withinFactors,
    measures: request.measures,
    betweenFactors: request.betweenFactors,
    pairwiseComparisons: request.pairwiseComparisons,
    n,
    excluded: rowCount - n,
    descriptives,
    between: {
      effects: betweenEffects,
      error: { ss: averageError, df: errorDf, meanSquare: averageError / errorDf },
    },
    within,
    marginalMeans,
    profile,
    tables: [],
    warnings: [],
    warningsEn: [],
  };
  if (result.excluded > 0) {
    warnings.add(
      `결측값이 있는 사례 ${result.excluded}개를 분석에서 제외했습니다.`,
      `${result.excluded} case(s) with missing values were excluded from the analysis.`,
    );
  }
  replaceNonFinite(result, 'anova/repeated', warnings);
  result.tables = repeatedTables(
    result,
    factors.map((f) => f.labels),
    cellSizes,
  );
  result.warnings = warnings.ko;
  result.warningsEn = warnings.en;
  return result;
}

const isMissing = (v: number | string | null) =>
  v === null || (typeof v === 'string' && v.trim() === '');

// ---------------------------------------------------------------------------------------------
// The between-subjects design

interface DesignTerm {
  name: string;
  df: number;
}

/**
 * Intercept, then every main effect and interaction of the between factors (R's and SPSS's full
 * factorial order), with sum-to-zero coding: level j < last is the unit vector j, the last level
 * is −1 in every column. With every cell filled this makes each term's coefficients zero exactly
 * under its Type III hypothesis.
 */
function betweenDesign(
  factors: { codes: Int32Array; levels: number }[],
  names: string[],
  n: number,
): { columns: Float64Array[]; assign: number[]; terms: DesignTerm[] } {
  const coded = factors.map(({ codes, levels }) =>
    Array.from({ length: levels - 1 }, (_, j) => {
      const column = new Float64Array(n);
      for (let i = 0; i < n; i++) column[i] = codes[i] === j ? 1 : codes[i] === levels - 1 ? -1 : 0;
      return column;
    }),
  );
  const columns: Float64Array[] = [new Float64Array(n).fill(1)];
  const assign: number[] = [0];
  const terms: DesignTerm[] = [{ name: '(Intercept)', df: 1 }];
  const subsets: number[][] = [];
  for (let size = 1; size <= factors.length; size++)
    subsets.push(...combinations(factors.length, size));
  for (const subset of subsets) {
    let block: Float64Array[] = [new Float64Array(n).fill(1)];
    for (const f of subset) {
      const next: Float64Array[] = [];
      // The earlier factor varies fastest, as R's model.matrix orders interaction columns.
      for (const c of coded[f]!) for (const b of block) next.push(b.map((v, i) => v * c[i]!));
      block = next;
    }
    terms.push({ name: subset.map((f) => names[f]!).join(' * '), df: block.length });
    for (const column of block) {
      columns.push(column);
      assign.push(terms.length - 1);
    }
  }
  return { columns, assign, terms };
}

function combinations(count: number, size: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length === size) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < count; i++) walk(i + 1, [...chosen, i]);
  };
  walk(0, []);
  return out;
}

function cellIndex(factors: { codes: Int32Array; labels: string[] }[], n: number): Int32Array {
  const index = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let c = 0;
    for (const f of factors) c = c * f.labels.length + f.codes[i]!;
    index[i] = c;
  }
  return index;
}

function countCells(cellOf: Int32Array, factors: { labels: string[] }[]): number[] {
  const sizes = new Array<number>(factors.reduce((p, f) => p * f.labels.length, 1)).fill(0);
  for (const c of cellOf) sizes[c]! += 1;
  return sizes;
}

function cellNames(factors: { labels: string[] }[]): string[] {
  let names = [''];
  for (const f of factors)
    names = names.flatMap((prefix) =>
      f.labels.map((l) => (prefix === '' ? l : `${prefix} / ${l}`)),
    );
  return names;
}

// ---------------------------------------------------------------------------------------------
// The multivariate linear model

interface MultivariateFit {
  /** Residual sums of squares and cross-products (p × p). */
  error: Mat;
  /** The hypothesis SSCP of between term `a` (its Type III hypothesis). */
  hypothesis(assign: number[], a: number): Mat;
  /** The coefficients (r × p). */
  coefficients: Mat;
}

/** Each cell's means of the measures, its sums of squares about them, and the pooled within-cell SSCP. */
interface CellMoments {
  /** means[c][m]: measure m's mean in cell c. */
  means: Float64Array[];
  /** squares[c][m]: measure m's sum of squared deviations from its cell mean. */
  squares: Float64Array[];
  /** Σ over the cells of the cross-products of deviations from the cell means (k × k). */
  within: Mat;
}

/**
 * Two passes over the subjects: the cell sums, then the deviations from the cell means
 * (corrected by their own sums, so rounding in the first pass does not reach the squares).
 */
function cellMoments(measures: Float64Array[], cellOf: Int32Array, sizes: number[]): CellMoments {
  const k = measures.length;
  const n = cellOf.length;
  const cellCount = sizes.length;
  const means = Array.from({ length: cellCount }, () => new Float64Array(k));
  for (let m = 0; m < k; m++) {
    const column = measures[m]!;
    const sums = new Float64Array(cellCount);
    for (let i = 0; i < n; i++) sums[cellOf[i]!]! += column[i]!;
    for (let c = 0; c < cellCount; c++) means[c]![m] = sizes[c]! > 0 ? sums[c]! / sizes[c]! : 0;
  }
  const deviationSums = Array.from({ length: cellCount }, () => new Float64Array(k));
  const cross = Array.from({ length: cellCount }, () => new Float64Array(k * k));
  const d = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    const c = cellOf[i]!;
    const mean = means[c]!;
    const sum = deviationSums[c]!;
    const out = cross[c]!;
    for (let m = 0; m < k; m++) {
      d[m] = measures[m]![i]! - mean[m]!;
      sum[m]! += d[m]!;
    }
    for (let a = 0; a < k; a++) {
      const da = d[a]!;
      for (let b = a; b < k; b++) out[a * k + b]! += da * d[b]!;
    }
  }
  const within: Mat = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const squares = Array.from({ length: cellCount }, () => new Float64Array(k));
  for (let c = 0; c < cellCount; c++) {
    const size = sizes[c]!;
    if (size === 0) continue;
    const sum = deviationSums[c]!;
    for (let a = 0; a < k; a++) {
      for (let b = a; b < k; b++) {
        const value = cross[c]![a * k + b]! - (sum[a]! * sum[b]!) / size;
        within[a]![b]! += value;
        if (b !== a) within[b]![a]! += value;
      }
      squares[c]![a] = cross[c]![a * k + a]! - sum[a]! ** 2 / size;
      means[c]![a]! += sum[a]! / size;
    }
  }
  return { means, squares, within };
}

/**
 * The multivariate linear model of the transformed measures Z = Y·T on the saturated between
 * design, solved on the cells: B = (XᵀNX)⁻¹ XᵀN Z̄ with X one row a cell, N the cell sizes and
 * Z̄ the cells' means of Z; the residual SSCP is Tᵀ W T (W the pooled within-cell SSCP).
 */
function fitCells(
  X: Mat,
  sizes: number[],
  xtxInverse: Mat,
  cells: CellMoments,
  T: Mat,
): MultivariateFit {
  const p = T[0]!.length;
  const r = X[0]!.length;
  const xtz: Mat = Array.from({ length: r }, () => new Array<number>(p).fill(0));
  X.forEach((row, c) => {
    const mean = cells.means[c]!;
    for (let j = 0; j < p; j++) {
      let z = 0;
      for (let m = 0; m < T.length; m++) z += mean[m]! * T[m]![j]!;
      for (let a = 0; a < r; a++) xtz[a]![j]! += sizes[c]! * row[a]! * z;
    }
  });
  const B = multiply(xtxInverse, xtz);
  const product = multiply(transpose(T), multiply(cells.within, T));
  return {
    // Exactly symmetric, as a cross-product of residuals is (the Cholesky factor wants it).
    error: product.map((row, i) => row.map((v, j) => (i <= j ? v : product[j]![i]!))),
    coefficients: B,
    hypothesis(assign, a) {
      const rows = assign.flatMap((t, i) => (t === a ? [i] : []));
      const LB = rows.map((i) => B[i]!);
      const V = rows.map((i) => rows.map((j) => xtxInverse[i]![j]!));
      const Vinv = inverse(new Matrix(V)).to2DArray();
      return multiply(transpose(LB), multiply(Vinv, LB));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Within-subject terms

/** Orthonormal polynomial contrasts of k equally spaced levels (R's contr.poly, SPSS's Polynomial). */
export function polynomialContrasts(k: number): Mat {
  const scores = Array.from({ length: k }, (_, i) => i + 1);
  const basis: number[][] = [];
  for (let degree = 0; degree < k; degree++) {
    let v = scores.map((x) => x ** degree);
    for (const u of basis) {
      const dot = v.reduce((s, x, i) => s + x * u[i]!, 0);
      v = v.map((x, i) => x - dot * u[i]!);
    }
    const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
    basis.push(v.map((x) => x / norm));
  }
  // Rows are levels, columns linear, quadratic, …
  return scores.map((_, i) => basis.slice(1).map((u) => u[i]!));
}

const CONTRAST_NAMES_KO = ['선형', '2차', '3차'];
const CONTRAST_NAMES_EN = ['Linear', 'Quadratic', 'Cubic'];
const contrastName = (degree: number) => ({
  ko: CONTRAST_NAMES_KO[degree - 1] ?? `${degree}차`,
  en: CONTRAST_NAMES_EN[degree - 1] ?? `Order ${degree}`,
});

function kronecker(a: Mat, b: Mat): Mat {
  return a.flatMap((ra) => b.map((rb) => ra.flatMap((x) => rb.map((y) => x * y))));
}

/**
 * Each within term with its transformation of the measures (the last factor varying fastest):
 * the contrasts of the factors in the term, the normalised mean of the others.
 */
function withinTerms(factors: { name: string; levels: number }[]): {
  name: string;
  transform: Mat;
  contrastNames: { ko: string; en: string }[];
}[] {
  const parts = factors.map((f) => ({
    mean: Array.from({ length: f.levels }, () => [1 / Math.sqrt(f.levels)]),
    contrast: polynomialContrasts(f.levels),
    names: Array.from({ length: f.levels - 1 }, (_, d) => contrastName(d + 1)),
  }));
  const masks =
    factors.length === 1
      ? [[true]]
      : [
          [true, false],
          [false, true],
          [true, true],
        ];
  return masks.map((mask) => {
    let transform: Mat = [[1]];
    let names: { ko: string; en: string }[] = [{ ko: '', en: '' }];
    mask.forEach((used, f) => {
      transform = kronecker(transform, used ? parts[f]!.contrast : parts[f]!.mean);
      if (used)
        names = names.flatMap((prefix) =>
          parts[f]!.names.map((name) => ({
            ko: prefix.ko === '' ? name.ko : `${prefix.ko} * ${name.ko}`,
            en: prefix.en === '' ? name.en : `${prefix.en} * ${name.en}`,
          })),
        );
    });
    return {
      name: factors
        .filter((_, f) => mask[f])
        .map((f) => f.name)
        .join(' * '),
      transform,
      contrastNames: names,
    };
  });
}

function withinTerm(
  name: string,
  contrastNames: { ko: string; en: string }[],
  p: number,
  n: number,
  errorDf: number,
  fit: MultivariateFit,
  design: { assign: number[]; terms: DesignTerm[] },
  warnings: Warnings,
): RepeatedWithinTerm {
  const E = fit.error;
  const S = E.map((row) => row.map((v) => v / errorDf));
  const traceS = trace(S);
  const gg = (traceS * traceS) / (p * trace(multiply(S, S)));
  // Huynh and Feldt's epsilon with N in the numerator, as SPSS prints it (not Lecoutre's N − g + 1).
  const hf = Math.min(1, (n * p * gg - 2) / (p * (errorDf - p * gg)));
  const lb = 1 / p;
  let mauchly: RepeatedWithinTerm['mauchly'];
  if (p === 1) {
    mauchly = {
      w: 1,
      chiSquare: 0,
      df: 0,
      pValue: null,
      greenhouseGeisser: 1,
      huynhFeldt: 1,
      lowerBound: 1,
    };
  } else {
    const w = determinant(new Matrix(S)) / (traceS / p) ** p;
    const chiSquare = -(errorDf - (2 * p * p + p + 2) / (6 * p)) * Math.log(w);
    const df = (p * (p + 1)) / 2 - 1;
    if (!(w > 0)) {
      warnings.add(
        `'${name}'의 오차 공분산 행렬이 특이하여 Mauchly 검정과 다변량 검정을 계산할 수 없습니다.`,
        `The error covariance matrix of '${name}' is singular: Mauchly's test and the multivariate tests cannot be computed.`,
      );
    }
    mauchly = {
      w: w > 0 ? w : null,
      chiSquare: w > 0 ? chiSquare : null,
      df,
      pValue: w > 0 ? chiSquareUpper(chiSquare, df) : null,
      greenhouseGeisser: gg,
      huynhFeldt: hf,
      lowerBound: lb,
    };
  }
  const errorSs = trace(E);
  const withinErrorDf = p * errorDf;
  const effects = design.terms.map((term, a): RepeatedWithinEffect => {
    const H = fit.hypothesis(design.assign, a);
    const q = term.df;
    const ss = trace(H);
    const df = p * q;
    const f = ss / df / (errorSs / withinErrorDf);
    const corrected = (epsilon: number): RepeatedCorrectedTest => ({
      epsilon,
      df: df * epsilon,
      errorDf: withinErrorDf * epsilon,
      meanSquare: ss / (df * epsilon),
      errorMeanSquare: errorSs / (withinErrorDf * epsilon),
      pValue: fUpper(f, df * epsilon, withinErrorDf * epsilon),
    });
    const contrasts: RepeatedContrastTest[] = contrastNames.map((contrast, j) => {
      const h = H[j]![j]!;
      const e = E[j]![j]!;
      const fj = h / q / (e / errorDf);
      return {
        contrast,
        ss: h,
        df: q,
        meanSquare: h / q,
        f: fj,
        pValue: fUpper(fj, q, errorDf),
        errorSs: e,
        errorDf,
        partialEtaSquared: h / (h + e),
      };
    });
    return {
      term: a === 0 ? name : `${name} * ${term.name}`,
      ss,
      df,
      f,
      partialEtaSquared: ss / (ss + errorSs),
      sphericityAssumed: corrected(1),
      greenhouseGeisser: corrected(gg),
      huynhFeldt: corrected(hf),
      lowerBound: corrected(lb),
      multivariate: multivariateTests(E, H, p, q, errorDf),
      contrasts,
    };
  });
  return {
    term: name,
    mauchly,
    error: { ss: errorSs, df: withinErrorDf, meanSquare: errorSs / withinErrorDf },
    effects,
  };
}

/** Pillai, Wilks, Hotelling-Lawley and Roy from the eigenvalues of E⁻¹H, with SPSS's F approximations. */
function multivariateTests(
  E: Mat,
  H: Mat,
  p: number,
  q: number,
  errorDf: number,
): RepeatedWithinEffect['multivariate'] {
  const none: RepeatedMultivariateTest = {
    value: null,
    f: null,
    df1: null,
    df2: null,
    pValue: null,
    partialEtaSquared: null,
  };
  const cholesky = new CholeskyDecomposition(new Matrix(E));
  if (!cholesky.isPositiveDefinite() || errorDf < p) {
    return { pillai: none, wilks: none, hotelling: none, roy: none };
  }
  const lowerInverse = inverse(cholesky.lowerTriangularMatrix).to2DArray();
  const A = multiply(lowerInverse, multiply(H, transpose(lowerInverse)));
  const symmetric = A.map((row, i) => row.map((v, j) => (v + A[j]![i]!) / 2));
  const s = Math.min(p, q);
  const roots = symmetricEigen(symmetric)
    .values.slice(0, s)
    .map((v) => Math.max(0, v));
  const m = (Math.abs(p - q) - 1) / 2;
  const nn = (errorDf - p - 1) / 2;
  const test = (
    value: number,
    f: number,
    df1: number,
    df2: number,
    eta: number,
  ): RepeatedMultivariateTest => ({
    value,
    f,
    df1,
    df2,
    pValue: fUpper(f, df1, df2),
    partialEtaSquared: eta,
  });
  const pillai = roots.reduce((sum, l) => sum + l / (1 + l), 0);
  const wilks = roots.reduce((prod, l) => prod / (1 + l), 1);
  const hotelling = roots.reduce((sum, l) => sum + l, 0);
  const roy = Math.max(...roots);
  const tw = p * p + q * q - 5 > 0 ? Math.sqrt((p * p * q * q - 4) / (p * p + q * q - 5)) : 1;
  const dw1 = p * q;
  const dw2 = (errorDf + q - (p + q + 1) / 2) * tw - (p * q - 2) / 2;
  const wRoot = wilks ** (1 / tw);
  const r = Math.max(p, q);
  return {
    pillai: test(
      pillai,
      (((2 * nn + s + 1) / (2 * m + s + 1)) * pillai) / (s - pillai),
      s * (2 * m + s + 1),
      s * (2 * nn + s + 1),
      pillai / s,
    ),
    wilks: test(wilks, (((1 - wRoot) / wRoot) * dw2) / dw1, dw1, dw2, 1 - wilks ** (1 / s)),
    hotelling: test(
      hotelling,
      (2 * (s * nn + 1) * hotelling) / (s * s * (2 * m + s + 1)),
      s * (2 * m + s + 1),
      2 * (s * nn + 1),
      hotelling / s / (hotelling / s + 1),
    ),
    roy: test(roy, (roy * (errorDf - r + q)) / r, r, errorDf - r + q, roy / (1 + roy)),
  };
}

// ---------------------------------------------------------------------------------------------
// Estimated marginal means

/**
 * The transformation (k × levels) giving each subject's mean over the measures at each level of
 * within factor `f` (the last factor varying fastest among the measures).
 */
function levelAverages(factors: { levels: number }[], f: number): Mat {
  const levels = factors.map((x) => x.levels);
  const k = levels.reduce((a, b) => a * b, 1);
  const stride = levels.slice(f + 1).reduce((a, b) => a * b, 1);
  const count = levels[f]!;
  const per = k / count;
  return Array.from({ length: k }, (_, m) => {
    const row = new Array<number>(count).fill(0);
    row[Math.floor(m / stride) % count] = 1 / per;
    return row;
  });
}

/**
 * The means of the levels unweighted over the between cells (with sum-to-zero coding, the
 * intercept), and every pair's difference with its standard error from the pooled within-cell
 * covariance, adjusted as asked (SPSS's EMMEANS with COMPARE).
 */
function estimatedMeans(
  fit: MultivariateFit,
  xtxInverse: Mat,
  errorDf: number,
  level: number,
  adjustment: RepeatedRequest['pairwiseComparisons'],
): { means: RepeatedMarginalMean[]; pairwise: RepeatedPairwiseComparison[] } {
  const v = xtxInverse[0]![0]!;
  const cov = fit.error.map((row) => row.map((x) => x / errorDf));
  const estimate = fit.coefficients[0]!;
  const alpha = 1 - level / 100;
  const t = tQuantile(1 - alpha / 2, errorDf);
  const means = estimate.map((mean, i): RepeatedMarginalMean => {
    const se = Math.sqrt(cov[i]![i]! * v);
    return { level: i + 1, mean, se, lowerConf: mean - t * se, upperConf: mean + t * se };
  });
  const L = estimate.length;
  const comparisons = (L * (L - 1)) / 2;
  const pairAlpha =
    adjustment === 'bonferroni'
      ? alpha / comparisons
      : adjustment === 'sidak'
        ? 1 - (1 - alpha) ** (1 / comparisons)
        : alpha;
  const tPair = tQuantile(1 - pairAlpha / 2, errorDf);
  const pairwise: RepeatedPairwiseComparison[] = [];
  for (let i = 0; i < L; i++) {
    for (let j = 0; j < L; j++) {
      if (i === j) continue;
      const difference = estimate[i]! - estimate[j]!;
      const se = Math.sqrt((cov[i]![i]! + cov[j]![j]! - 2 * cov[i]![j]!) * v);
      const raw = 2 * tCdf(-Math.abs(difference / se), errorDf);
      const pValue =
        adjustment === 'bonferroni'
          ? Math.min(1, raw * comparisons)
          : adjustment === 'sidak'
            ? 1 - (1 - raw) ** comparisons
            : raw;
      pairwise.push({
        i: i + 1,
        j: j + 1,
        difference,
        se,
        pValue,
        lowerConf: difference - tPair * se,
        upperConf: difference + tPair * se,
      });
    }
  }
  return { means, pairwise };
}

// ---------------------------------------------------------------------------------------------
// Small dense matrices

function transpose(a: Mat): Mat {
  return a[0] ? a[0].map((_, j) => a.map((row) => row[j]!)) : [];
}

function multiply(a: Mat, b: Mat): Mat {
  const cols = b[0]?.length ?? 0;
  return a.map((row) => {
    const out = new Array<number>(cols).fill(0);
    row.forEach((x, k) => {
      const bk = b[k]!;
      for (let j = 0; j < cols; j++) out[j]! += x * bk[j]!;
    });
    return out;
  });
}

const trace = (a: Mat) => a.reduce((s, row, i) => s + row[i]!, 0);

function meanSd(
  n: number,
  mean: number,
  squares: number,
): { mean: number | null; std: number | null; n: number } {
  if (n === 0) return { mean: null, std: null, n };
  return { mean, std: n > 1 ? Math.sqrt(Math.max(0, squares) / (n - 1)) : null, n };
}
