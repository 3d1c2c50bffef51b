import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { Matrix, SingularValueDecomposition } from 'ml-matrix';
import { StatsInputError } from '../../errors';
import { Accumulator, fUpper } from '../../math/oneway';
import { crossProductMatrix } from '../../math/cross-matrix';
import { correlationPValue, pearsonFrom, type CrossProducts } from '../../math/products';
import { gather } from '../../math/gather';
import {
  gramLeastSquares,
  invertUpper,
  leastSquares,
  triangularFactor,
  type Gram,
  type LeastSquares,
} from '../../math/qr';
import { accurateMean, compensatedSum } from '../../math/sums';
import { twoSidedP } from '../t-one';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { fixedOrE } from '../common/sentence-numbers';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { linearTables } from './tables';
import type {
  CasewiseDiagnostic,
  RegressionCoefficient,
  CollinearityDimension,
  LinearModel,
  LinearRequest,
  LinearResult,
  ResidualStatistic,
} from './types';
import { josa } from '../../korean';

export * from './types';
export { parseLinearRequest } from './request';

/** Σ(v − centre)², compensated, without allocating. */
function sumOfSquares(values: ArrayLike<number>, centre = 0): number {
  const sum = new Accumulator();
  for (let i = 0; i < values.length; i++) sum.add((values[i]! - centre) ** 2);
  return sum.value;
}

function mapTo(n: number, f: (i: number) => number): Float64Array {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = f(i);
  return out;
}

/**
 * y − ȳ − Σ bⱼ(xⱼ − x̄ⱼ) in one pass per column, for a model solved from its cross-products: the
 * residuals Durbin-Watson, the residual statistics and the casewise diagnostics need.
 */
function residualsOf(
  y: Float64Array,
  meanY: number,
  x: readonly Float64Array[],
  means: readonly number[],
  b: readonly number[],
): Float64Array {
  const n = y.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = y[i]! - meanY;
  x.forEach((column, j) => {
    const bj = b[j]!;
    const m = means[j]!;
    for (let i = 0; i < n; i++) out[i] = out[i]! - bj * (column[i]! - m);
  });
  return out;
}

export const constantTerm = '(상수) (Constant)';

/**
 * `linear` of the analysis contract with method `enter` (SPSS REGRESSION /METHOD=ENTER):
 * least squares on centred predictors, from the request's cross-product matrix when the design
 * is well-conditioned and by Householder QR over the rows otherwise (then with the predictors
 * failing the tolerance test left out with a warning), and SPSS's model
 * summary, ANOVA, coefficients, collinearity and casewise diagnostics.
 */
export function linear(table: DataTable, request: LinearRequest): LinearResult {
  if (request.selectedMethod === 'remove' && !request.blocks) {
    throw new StatsInputError(
      'NOT_IMPLEMENTED',
      `회귀분석 방법 'remove'(제거)는 블록이 둘 이상일 때 쓰는 방법이라 아직 지원하지 않습니다.`,
      `Regression method 'remove' works on a second block of variables and is not supported yet.`,
      { field: 'selectedMethod', value: request.selectedMethod },
    );
  }
  const warnings = warningList();
  const yName = request.dependents[0];
  const names = [...new Set(request.independents)];
  if (names.includes(yName)) {
    throw new StatsInputError(
      'INVALID_REQUEST',
      `${josa(`'${yName}'`, '이')} 종속변수와 독립변수에 함께 들어 있습니다.`,
      `'${yName}' is both the dependent and an independent variable.`,
      { variable: yName },
    );
  }
  const cellsY = numericColumn(table, yName).values;
  const cellsX = names.map((name) => numericColumn(table, name).values);
  // Listwise deletion (SPSS's default), or each variable's missing cells replaced by its mean.
  const rows: number[] = [];
  let yv: Float64Array;
  let xv: Float64Array[];
  if (request.selectedMissingValueControlMethod === 'mean') {
    const fill = (cells: readonly (number | null)[]) => {
      const valid = cells.filter((v): v is number => v !== null);
      const m = valid.length > 0 ? accurateMean(valid) : Number.NaN;
      return mapTo(cells.length, (i) => cells[i] ?? m);
    };
    for (let i = 0; i < table.rowCount; i++) rows.push(i);
    yv = fill(cellsY);
    xv = cellsX.map(fill);
  } else {
    const complete = new Uint8Array(table.rowCount);
    for (let i = 0; i < table.rowCount; i++) complete[i] = cellsY[i] !== null ? 1 : 0;
    for (const c of cellsX)
      for (let i = 0; i < table.rowCount; i++) if (c[i] === null) complete[i] = 0;
    for (let i = 0; i < table.rowCount; i++) if (complete[i]) rows.push(i);
    yv = gather(cellsY, rows);
    xv = cellsX.map((c) => gather(c, rows));
  }
  const n = rows.length;
  const c = request.includeConstant ? 1 : 0;
  if (n - c < 1 || !yv.every(Number.isFinite)) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      `회귀분석에 쓸 수 있는 사례가 ${n}개뿐입니다.`,
      `Only ${n} case(s) are usable for the regression.`,
      { variable: yName },
    );
  }
  // Every sum of squares and cross-product of y and the predictors in one pass over the rows:
  // the descriptives, the correlation table and each coefficient's zero-order r come from it.
  const products = crossProductMatrix([yv, ...xv]);
  const descriptives = [yName, ...names].map((variable, k) => {
    const { meanX: mean, sxx: ss } = products(k, k);
    return { variable, mean, std: n > 1 ? Math.sqrt(ss / (n - 1)) : null, n };
  });
  const zeroOrder = (name: string) => pearsonFrom(products(0, 1 + names.indexOf(name)));
  // The same sums by name (null: the dependent), so that a model's least squares starts from them.
  const position = new Map(names.map((name, j) => [name, 1 + j]));
  const crossOf = (a: string | null, b: string | null) =>
    products(a === null ? 0 : position.get(a)!, b === null ? 0 : position.get(b)!);
  const blocks = (request.blocks ?? [{ variables: names, method: request.selectedMethod }]).map(
    (block) => ({
      variables: block.variables.map((name) => names.indexOf(name)),
      method: block.method,
    }),
  );
  const models =
    !request.blocks && request.selectedMethod === 'enter'
      ? [fit(yName, names, yv, xv, rows, request, warnings, zeroOrder, false, crossOf)]
      : blockwise(yName, names, yv, xv, rows, request, warnings, zeroOrder, crossOf, blocks);
  for (const model of models) replaceNonFinite(model, yName, warnings);
  const result: LinearResult = {
    analysis: 'linear',
    confidence: request.selectedConfidence,
    dependent: yName,
    method: request.selectedMethod,
    includeConstant: request.includeConstant,
    n,
    excludedCases: table.rowCount - n,
    descriptives,
    correlations: correlationMatrix([yName, ...names], n, products),
    models,
    tables: [],
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
  result.tables = linearTables(result, request);
  return result;
}

function fit(
  yName: string,
  names: string[],
  y: Float64Array,
  x: Float64Array[],
  rows: number[],
  request: LinearRequest,
  warnings: Warnings,
  /** Pearson r of y with a predictor, by name. */
  zeroOrder: (name: string) => number,
  /** Candidate trials of stepwise methods: no collinearity diagnostics or zero-order r. */
  light = false,
  /**
   * Means and sums of squares and cross-products about the means of the same rows, by name (null:
   * the dependent), as `crossProductMatrix` gives them: with a constant, the model's means, scales
   * and Gram matrix come from these instead of more passes over the rows.
   */
  crossOf?: (a: string | null, b: string | null) => CrossProducts,
): LinearModel {
  const n = y.length;
  const withConstant = request.includeConstant;
  const c = withConstant ? 1 : 0;
  const known = withConstant ? crossOf : undefined;
  const meanY = !withConstant ? 0 : known ? known(null, null).meanX : accurateMean(y);
  const means = x.map((col, j) =>
    !withConstant ? 0 : known ? known(names[j]!, names[j]!).meanX : accurateMean(col),
  );
  // Centred (with a constant) columns, scaled by powers of two to unit size (exact).
  const scales = x.map((col, j) => {
    let s = 0;
    if (known) s = known(names[j]!, names[j]!).sxx;
    else for (let i = 0; i < n; i++) s += (col[i]! - means[j]!) ** 2;
    return s > 0 ? 2 ** -Math.round(Math.log2(Math.sqrt(s))) : 1;
  });
  // Centred, scaled copies of the columns: only the QR road over the rows needs them.
  let centredColumns: Float64Array[] | null = null;
  const columnsOf = () =>
    (centredColumns ??= x.map((col, j) => {
      const out = new Float64Array(n);
      const m = means[j]!;
      const f = scales[j]!;
      for (let i = 0; i < n; i++) out[i] = (col[i]! - m) * f;
      return out;
    }));
  // A stepwise candidate's trial takes the total sum of squares from the cross-products too.
  const sst = light && known ? known(null, null).syy : sumOfSquares(y, meanY);
  if (!(sst > 0)) {
    throw new StatsInputError(
      'CONSTANT_DEPENDENT',
      `종속변수 '${yName}'의 값이 모두 같아(분산 0) 회귀분석을 할 수 없습니다.`,
      `The dependent variable '${yName}' is constant (zero variance), so the regression cannot be computed.`,
      { variable: yName },
    );
  }
  let gram: Gram | undefined;
  if (known) {
    const p = x.length;
    gram = { xx: new Float64Array(p * p), xy: new Float64Array(p) };
    for (let j = 0; j < p; j++) {
      for (let k = j; k < p; k++)
        gram.xx[j * p + k] = known(names[j]!, names[k]!).sxy * scales[j]! * scales[k]!;
      gram.xy[j] = known(names[j]!, null).sxy * scales[j]!;
    }
  }
  // Durbin-Watson, the casewise diagnostics and the residual statistics need the residuals: only
  // a model whose request asks for them gets them (and a stepwise candidate's trial never does).
  const residualsAsked =
    !light &&
    (request.selectedLinearOptions.includes('durbinWatson') ||
      request.selectedLinearOptions.includes('casewise'));
  // A well-conditioned design is solved from the cross-products alone (a pass over the rows only
  // for residuals that are asked for); any other takes Householder QR over the centred rows,
  // which also decides what to leave out.
  const fromGram =
    gram && known
      ? gramLeastSquares(gram.xx, gram.xy, known(null, null).syy, x.length, request.tolerance)
      : null;
  let ls: Omit<LeastSquares, 'residuals'> & { residuals: Float64Array | null };
  if (fromGram) {
    ls = {
      included: x.map((_, j) => j),
      excluded: [],
      coefficients: fromGram.coefficients,
      r: fromGram.r,
      rank: x.length,
      residuals: !residualsAsked
        ? null
        : residualsOf(
            y,
            meanY,
            x,
            means,
            Array.from(fromGram.coefficients, (v, j) => v * scales[j]!),
          ),
    };
  } else {
    const yc = new Float64Array(n);
    for (let i = 0; i < n; i++) yc[i] = y[i]! - meanY;
    ls = leastSquares(columnsOf(), yc, request.tolerance, gram);
  }
  const entered = ls.included.map((j) => names[j]!);
  for (const e of ls.excluded) {
    const name = names[e.index]!;
    const exact = e.tolerance < 1e-20;
    warnings.add(
      exact
        ? `${josa(`'${name}'`, '은')} 다른 독립변수들의 선형결합이어서 모형에서 제외했습니다.`
        : `'${name}'의 공차(${fixedOrE(e.tolerance, 3)})가 기준 ${request.tolerance}보다 작아 모형에서 제외했습니다.`,
      exact
        ? `'${name}' is a linear combination of the other predictors and was excluded from the model.`
        : `'${name}' was excluded from the model: its tolerance (${fixedOrE(e.tolerance, 3)}) is below ${request.tolerance}.`,
    );
  }
  const p = ls.rank;
  const b = Array.from(ls.coefficients, (v, k) => v * scales[ls.included[k]!]!);
  let sse = fromGram?.ssError ?? 0;
  let ssr = fromGram?.ssRegression ?? 0;
  if (ls.residuals) {
    const residuals = ls.residuals;
    const fitted = new Accumulator();
    for (let i = 0; i < n; i++) fitted.add((y[i]! - meanY - residuals[i]!) ** 2);
    sse = sumOfSquares(residuals);
    ssr = fitted.value;
  }
  // The same statistics whichever road the model took: residual-based ones only when asked.
  const residuals = residualsAsked ? ls.residuals : null;
  const dfR = p;
  const dfE = n - p - c;
  const mse = dfE > 0 ? sse / dfE : null;
  const rSquared = 1 - sse / sst;
  const f = mse !== null && mse > 0 && dfR > 0 ? ssr / dfR / mse : null;
  const pF = f === null ? null : fUpper(f, dfR, dfE);
  if (dfE <= 0) {
    warnings.add(
      `사례 수(${n})가 추정할 계수의 수보다 많지 않아 잔차 자유도가 0이므로 검정통계량을 계산할 수 없습니다.`,
      `There are not more cases (${n}) than coefficients, so the residual df is 0 and no test can be computed.`,
    );
  }
  const summary = {
    r: Math.sqrt(Math.max(0, rSquared)),
    rSquared,
    adjustedRSquared: dfE > 0 ? 1 - ((1 - rSquared) * (n - c)) / dfE : null,
    seEstimate: mse === null ? null : Math.sqrt(mse),
    rSquaredChange: rSquared,
    fChange: f,
    df1: dfR,
    df2: dfE,
    pValueChange: pF,
    durbinWatson: null as number | null,
  };
  if (residuals && sse > 0) {
    const diffs = new Accumulator();
    for (let i = 1; i < n; i++) diffs.add((residuals[i]! - residuals[i - 1]!) ** 2);
    summary.durbinWatson = diffs.value / sse;
  }
  // (AᵀA)⁻¹ = R⁻¹R⁻ᵀ in the scaled, centred units.
  const rinv = invertUpper(ls.r, p);
  const covDiag = (k: number) => {
    let s = 0;
    for (let m = k; m < p; m++) s += rinv[k * p + m]! ** 2;
    return s;
  };
  const level = request.selectedConfidence;
  const tCrit = dfE > 0 ? tQuantile(1 - (1 - level / 100) / 2, dfE) : Number.NaN;
  const sdY = Math.sqrt(sst / (n - c));
  const coefficients: RegressionCoefficient[] = [];
  const term = (
    name: string,
    bj: number,
    se: number | null,
    beta: number | null,
  ): RegressionCoefficient => {
    const t = se !== null && se > 0 ? bj / se : null;
    return {
      term: name,
      b: bj,
      se,
      beta,
      tValue: t,
      pValue: t === null ? null : twoSidedP(t, dfE),
      lowerConf: se === null ? null : bj - tCrit * se,
      upperConf: se === null ? null : bj + tCrit * se,
      zeroOrder: null,
      partial: null,
      part: null,
      tolerance: null,
      vif: null,
    };
  };
  if (withConstant) {
    // Var(b0) = MSE (1/n + x̄ᵀ C x̄), C = (XcᵀXc)⁻¹: x̄ᵀCx̄ = ‖R⁻ᵀ (s∘x̄)‖².
    const w = new Float64Array(p);
    for (let m = 0; m < p; m++) {
      let s = 0;
      for (let k = 0; k <= m; k++)
        s += rinv[k * p + m]! * means[ls.included[k]!]! * scales[ls.included[k]!]!;
      w[m] = s;
    }
    const quad = w.reduce((s, v) => s + v * v, 0);
    const parts = [meanY, ...b.map((bj, k) => -bj * means[ls.included[k]!]!)];
    const b0 = compensatedSum(parts);
    coefficients.push(
      term(constantTerm, b0, mse === null ? null : Math.sqrt(mse * (1 / n + quad)), null),
    );
  }
  ls.included.forEach((j, k) => {
    const s = scales[j]!;
    const se = mse === null ? null : Math.sqrt(mse * covDiag(k)) * s;
    const ssx = known ? known(names[j]!, names[j]!).sxx * s * s : sumOfSquares(columnsOf()[j]!);
    const sx = Math.sqrt(ssx / (n - c)) / s;
    const coef = term(names[j]!, b[k]!, se, (b[k]! * sx) / sdY);
    if (!light) coef.zeroOrder = zeroOrder(names[j]!);
    if (coef.tValue !== null) {
      const t = coef.tValue;
      coef.partial = t / Math.sqrt(t * t + dfE);
      coef.part = t * Math.sqrt((1 - rSquared) / dfE);
    }
    // VIF = [(AᵀA)⁻¹]ⱼⱼ ‖Aⱼ‖² (centred columns: the inverse correlation matrix's diagonal).
    const vif = covDiag(k) * ssx;
    coef.vif = vif;
    coef.tolerance = 1 / vif;
    coefficients.push(coef);
  });
  const describe = (v: ArrayLike<number>): ResidualStatistic => {
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < v.length; i++) {
      min = Math.min(min, v[i]!);
      max = Math.max(max, v[i]!);
    }
    const mean = accurateMean(v);
    return {
      minimum: v.length > 0 ? min : null,
      maximum: v.length > 0 ? max : null,
      mean: v.length > 0 ? mean : null,
      std: v.length > 1 ? Math.sqrt(sumOfSquares(v, mean) / (v.length - 1)) : null,
      n: v.length,
    };
  };
  // The standardized values' statistics are those of the values, moved and scaled: no second
  // pass over the rows (NaN, later reported as undefined, when the scale is 0 or unknown).
  const standardized = (
    stats: ResidualStatistic,
    centre: number,
    scale: number | null,
  ): ResidualStatistic => {
    const move = (v: number | null) =>
      v === null ? null : scale ? (v - centre) / scale : Number.NaN;
    return {
      minimum: move(stats.minimum),
      maximum: move(stats.maximum),
      mean: move(stats.mean),
      std: stats.std === null ? null : scale ? stats.std / scale : Number.NaN,
      n: stats.n,
    };
  };
  // A stepwise candidate's trial has no residuals: nothing of it but its coefficients is shown.
  const nothing: ResidualStatistic = { minimum: null, maximum: null, mean: null, std: null, n };
  let residualStatistics = {
    predicted: nothing,
    residual: nothing,
    stdPredicted: nothing,
    stdResidual: nothing,
  };
  if (residuals) {
    const predicted = new Float64Array(n);
    for (let i = 0; i < n; i++) predicted[i] = y[i]! - residuals[i]!;
    const predictedStats = describe(predicted);
    const residualStats = describe(residuals);
    residualStatistics = {
      predicted: predictedStats,
      residual: residualStats,
      stdPredicted: standardized(predictedStats, predictedStats.mean ?? 0, predictedStats.std),
      stdResidual: standardized(residualStats, 0, mse !== null && mse > 0 ? Math.sqrt(mse) : null),
    };
  }
  const casewise: CasewiseDiagnostic[] = [];
  if (residuals && mse !== null && mse > 0) {
    const se = Math.sqrt(mse);
    residuals.forEach((e, i) => {
      const z = e / se;
      if (Math.abs(z) >= 3) {
        casewise.push({
          row: rows[i]! + 1,
          stdResidual: z,
          observed: y[i]!,
          predicted: y[i]! - e,
          residual: e,
        });
      }
    });
  }
  return {
    model: 1,
    entered,
    enteredAtStep: entered,
    removedAtStep: [],
    summary,
    anova: {
      regression: { ss: ssr, df: dfR, ms: dfR > 0 ? ssr / dfR : null, f, pValue: pF },
      residual: { ss: sse, df: dfE, ms: mse },
      total: { ss: sst, df: n - c },
    },
    coefficients,
    excluded: ls.excluded.map((e) => ({ variable: names[e.index]!, tolerance: e.tolerance })),
    // Its own QR over every row: only when the table is asked for (SPSS's /STATISTICS COLLIN).
    collinearity:
      light || !request.selectedLinearOptions.includes('collinearity')
        ? []
        : collinearity(
            withConstant,
            ls.included.map((j) => names[j]!),
            ls.included.map((j) => x[j]!),
          ),
    casewise,
    residualStatistics,
  };
}

/**
 * SPSS's collinearity diagnostics (Belsley, Kuh & Welsch): the cross-product matrix of
 * the design (constant included), columns scaled to unit length, not centred; its
 * eigenvalues from the SVD, condition indexes √(λmax/λ), and each coefficient's
 * variance split over the dimensions.
 */
function collinearity(
  withConstant: boolean,
  names: string[],
  x: Float64Array[],
): CollinearityDimension[] {
  const terms = withConstant ? [constantTerm, ...names] : names;
  const cols = withConstant ? [new Float64Array(x[0]?.length ?? 0).fill(1), ...x] : x;
  if (cols.length === 0) return [];
  const scaled = cols.map((col) => {
    const len = Math.sqrt(sumOfSquares(col));
    const out = new Float64Array(col.length);
    if (len > 0) for (let i = 0; i < col.length; i++) out[i] = col[i]! / len;
    return out;
  });
  // Z = QR: the singular values and right singular vectors of Z are those of the small R.
  const p = cols.length;
  const r = triangularFactor(scaled);
  const m = new Matrix(p, p);
  for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) m.set(i, j, r[i * p + j]!);
  const svd = new SingularValueDecomposition(m, {
    computeLeftSingularVectors: false,
    autoTranspose: true,
  });
  const d = svd.diagonal;
  const v = svd.rightSingularVectors;
  const order = d.map((_, k) => k).sort((a, b) => d[b]! - d[a]!);
  const lambdaMax = d[order[0]!]! ** 2;
  const phi = terms.map((_, j) => order.map((k) => v.get(j, k) ** 2 / d[k]! ** 2));
  const totals = phi.map((row) => row.reduce((a, b) => a + b, 0));
  return order.map((k, dim) => ({
    dimension: dim + 1,
    eigenvalue: d[k]! ** 2,
    conditionIndex: Math.sqrt(lambdaMax / d[k]! ** 2),
    proportions: Object.fromEntries(terms.map((t, j) => [t, phi[j]![dim]! / totals[j]!])),
  }));
}

/**
 * SPSS's stepwise methods on one block: forward (enter the candidate with the smallest
 * p-to-enter while p ≤ PIN, or largest F while F ≥ FIN), backward (start from all and
 * remove the largest p-to-remove while p > POUT), stepwise (forward, with a removal check
 * after every entry). Each step is a model; R² change is against the previous step.
 *
 * Blocks (SPSS's "Next") are taken in turn, each model building on the one before: `enter`
 * adds the block's variables in one step, `remove` takes them out in one step, and the stepping
 * methods enter and remove only the block's own variables, leaving earlier blocks' in place.
 */
function blockwise(
  yName: string,
  names: string[],
  y: Float64Array,
  x: Float64Array[],
  rows: number[],
  request: LinearRequest,
  warnings: Warnings,
  zeroOrder: (name: string) => number,
  crossOf: (a: string | null, b: string | null) => CrossProducts,
  blocks: { variables: number[]; method: LinearRequest['selectedMethod'] }[],
): LinearModel[] {
  const byF = request.selectedStepping === 'fValue';
  const entryOk = (p: number | null, t: number | null) =>
    byF ? t !== null && t * t >= request.entryValue : p !== null && p <= request.entryValue;
  const removeOk = (p: number | null, t: number | null) =>
    byF ? t === null || t * t < request.removalValue : p === null || p > request.removalValue;
  const scratch = warningList();
  const fitSet = (set: number[], w: Warnings, light = false) =>
    fit(
      yName,
      set.map((j) => names[j]!),
      y,
      set.map((j) => x[j]!),
      rows,
      request,
      w,
      zeroOrder,
      light,
      crossOf,
    );
  const coefficientOf = (m: LinearModel, name: string) =>
    m.coefficients.find((c) => c.term === name);
  const models: LinearModel[] = [];
  let current: number[] = [];
  let previous: LinearModel | null = null;
  const push = (set: number[], entered: string[], removed: string[]) => {
    const m = fitSet(set, warnings);
    m.model = models.length + 1;
    m.enteredAtStep = entered;
    m.removedAtStep = removed;
    m.excluded = candidates(set);
    const r2 = m.summary.rSquared ?? 0;
    const r2Before = previous?.summary.rSquared ?? 0;
    const big = removed.length > 0 && previous ? previous : m;
    const df1 = Math.abs(m.anova.regression.df - (previous?.anova.regression.df ?? 0));
    const df2 = big.anova.residual.df;
    const change = r2 - r2Before;
    const f =
      df2 > 0 && df1 > 0
        ? Math.abs(change) / df1 / ((1 - (big.summary.rSquared ?? 0)) / df2)
        : null;
    Object.assign(m.summary, {
      rSquaredChange: change,
      fChange: f,
      df1,
      df2,
      pValueChange: f === null ? null : fUpper(f, df1, df2),
    });
    models.push(m);
    previous = m;
    current = set;
  };
  /** Statistics of every variable outside `set` were it entered next. */
  const candidates = (set: number[]) =>
    names
      .map((name, j) => ({ name, j }))
      .filter(({ j }) => !set.includes(j))
      .map(({ name, j }) => {
        const trial = fitSet([...set, j], scratch, true);
        const coef = coefficientOf(trial, name);
        if (!coef) {
          const tolerance = trial.excluded.find((e) => e.variable === name)?.tolerance ?? 0;
          return {
            variable: name,
            tolerance,
            betaIn: null,
            tValue: null,
            pValue: null,
            partial: null,
            minimumTolerance: null,
          };
        }
        const tolerances = trial.coefficients
          .filter((c) => c.tolerance !== null)
          .map((c) => c.tolerance!);
        return {
          variable: name,
          tolerance: coef.tolerance ?? 0,
          betaIn: coef.beta,
          tValue: coef.tValue,
          pValue: coef.pValue,
          partial: coef.partial,
          minimumTolerance: tolerances.length > 0 ? Math.min(...tolerances) : null,
        };
      });
  for (const block of blocks) {
    const pool = block.variables;
    if (block.method === 'enter') {
      const fresh = pool.filter((j) => !current.includes(j));
      // A variable below the tolerance is left out with a warning, as with one block.
      const model = fitSet([...current, ...fresh], warnings, true);
      const kept = [...current, ...fresh].filter((j) => model.entered.includes(names[j]!));
      push(
        kept,
        fresh.filter((j) => kept.includes(j)).map((j) => names[j]!),
        [],
      );
      continue;
    }
    if (block.method === 'remove') {
      const gone = current.filter((j) => pool.includes(j));
      if (gone.length > 0)
        push(
          current.filter((j) => !pool.includes(j)),
          [],
          gone.map((j) => names[j]!),
        );
      continue;
    }
    if (block.method === 'backward') {
      const start = [...current, ...pool.filter((j) => !current.includes(j))];
      const all = fitSet(start, warnings, true);
      const kept = start.filter((j) => all.entered.includes(names[j]!));
      push(
        kept,
        kept.filter((j) => !current.includes(j)).map((j) => names[j]!),
        [],
      );
    }
    const blockStart = models.length;
    for (let guard = 0; guard < 4 * pool.length + 4; guard++) {
      if (
        block.method !== 'forward' &&
        previous &&
        models.length > blockStart - (block.method === 'backward' ? 1 : 0)
      ) {
        const m: LinearModel = previous;
        let worst: { j: number; p: number | null; t: number | null } | null = null;
        for (const j of current.filter((v) => pool.includes(v))) {
          const c = coefficientOf(m, names[j]!);
          const p = c?.pValue ?? null;
          const t = c?.tValue ?? null;
          const worse =
            worst === null ||
            (byF ? (t ?? 0) ** 2 < (worst.t ?? 0) ** 2 : (p ?? 1) > (worst.p ?? 1));
          if (worse) worst = { j, p, t };
        }
        if (worst && removeOk(worst.p, worst.t)) {
          push(
            current.filter((j) => j !== worst!.j),
            [],
            [names[worst.j]!],
          );
          continue;
        }
      }
      if (block.method === 'backward') break;
      const options = candidates(current)
        .filter((c) => pool.includes(names.indexOf(c.variable)))
        .filter((c) => c.tValue !== null && c.tolerance >= request.tolerance)
        .sort((a, b) => (byF ? b.tValue! ** 2 - a.tValue! ** 2 : a.pValue! - b.pValue!));
      const best = options[0];
      if (!best || !entryOk(best.pValue, best.tValue)) break;
      push([...current, names.indexOf(best.variable)], [best.variable], []);
    }
  }
  if (models.length === 0) {
    warnings.add(
      '진입 기준을 만족하는 변수가 없어 모형에 변수가 입력되지 않았습니다.',
      'No variables were entered into the equation: none met the entry criterion.',
    );
  }
  return models;
}

/** Pearson correlations with one-tailed p, as REGRESSION's descriptives show them. */
function correlationMatrix(
  names: string[],
  n: number,
  products: (a: number, b: number) => CrossProducts,
): LinearResult['correlations'] {
  const r = names.map((_, i) => names.map((__, j) => (i === j ? 1 : pearsonFrom(products(i, j)))));
  const pOneTailed = r.map((row, i) =>
    row.map((v, j) => (i === j ? null : correlationPValue(v, n) / 2)),
  );
  return { variables: names, r, pOneTailed, n };
}
