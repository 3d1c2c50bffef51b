import { StatsInputError } from '../../errors';
import { fUpper } from '../../math/oneway';
import { invertUpper, leastSquares } from '../../math/qr';
import { accurateMean, compensatedSum } from '../../math/sums';
import { tCritical, twoSidedP } from '../t-one';
import type { MediationCoefficient, MediationModelSummary, MediationRegression } from './types';
import { josa } from '../../korean';

export const constantTerm = '(상수) (Constant)';

function sumOfSquares(values: ArrayLike<number>): number {
  const squares = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) squares[i] = values[i]! * values[i]!;
  return compensatedSum(squares);
}

/**
 * One ordinary least-squares regression with a constant, as PROCESS prints it: Householder
 * QR on centred predictors (linear's method), the model summary (R, R², MSE, F, df1, df2, p)
 * and coefficients with t-based intervals. A predictor that is a linear combination of the
 * others (with the constant) is an input error naming it: PROCESS cannot drop a path.
 */
export function regress(
  role: MediationRegression['role'],
  outcome: string,
  y: Float64Array,
  names: string[],
  x: Float64Array[],
  level: number,
): MediationRegression {
  return regressWithCovariance(role, outcome, y, names, x, level).model;
}

/**
 * `regress`, plus the OLS covariance matrix of the slopes (row-major, predictors in order;
 * null without residual degrees of freedom): what a conditional effect b₁ + b₃w needs for its SE.
 */
export function regressWithCovariance(
  role: MediationRegression['role'],
  outcome: string,
  y: Float64Array,
  names: string[],
  x: Float64Array[],
  level: number,
): { model: MediationRegression; covariance: Float64Array | null } {
  const n = y.length;
  const means = x.map((col) => accurateMean(col));
  // Centred columns scaled by powers of two to unit size (exact), as linear does.
  const columns = x.map((col, j) => {
    const out = new Float64Array(n);
    const m = means[j]!;
    for (let i = 0; i < n; i++) out[i] = col[i]! - m;
    const scale = 2 ** -Math.round(Math.log2(Math.sqrt(sumOfSquares(out)) || 1));
    for (let i = 0; i < n; i++) out[i] = out[i]! * scale;
    return { values: out, scale };
  });
  const meanY = accurateMean(y);
  const yc = new Float64Array(n);
  for (let i = 0; i < n; i++) yc[i] = y[i]! - meanY;
  const ls = leastSquares(
    columns.map((c) => c.values),
    yc,
    0,
  );
  const first = ls.excluded[0];
  if (first) {
    const name = names[first.index]!;
    throw new StatsInputError(
      'SINGULAR_DESIGN',
      `${josa(`'${outcome}'`, '을')} 예측하는 모형에서 ${josa(`'${name}'`, '이')} 다른 예측변수들의 선형결합이어서 모형을 추정할 수 없습니다.`,
      `In the model of '${outcome}', '${name}' is a linear combination of the other predictors, so the model cannot be estimated.`,
      { variable: name },
    );
  }
  const p = x.length;
  const b = Array.from(ls.coefficients, (v, k) => v * columns[k]!.scale);
  const sst = sumOfSquares(yc);
  const sse = sumOfSquares(ls.residuals);
  const dfE = n - p - 1;
  const mse = dfE > 0 ? sse / dfE : null;
  const rSquared = sst > 0 ? 1 - sse / sst : null;
  const f = mse !== null && mse > 0 && rSquared !== null ? (sst - sse) / p / mse : null;
  const summary: MediationModelSummary = {
    r: rSquared === null ? null : Math.sqrt(Math.max(0, rSquared)),
    rSquared,
    mse,
    f,
    df1: p,
    df2: dfE,
    pValue: f === null ? null : fUpper(f, p, dfE),
  };
  // (AᵀA)⁻¹ = R⁻¹R⁻ᵀ in the scaled, centred units.
  const rinv = invertUpper(ls.r, p);
  const covDiag = (k: number) => {
    let s = 0;
    for (let m = k; m < p; m++) s += rinv[k * p + m]! ** 2;
    return s;
  };
  const tCrit = dfE > 0 ? tCritical(level, dfE) : Number.NaN;
  const term = (name: string, coeff: number, se: number | null): MediationCoefficient => {
    const t = se !== null && se > 0 ? coeff / se : null;
    return {
      term: name,
      coeff,
      se,
      tValue: t,
      pValue: t === null ? null : twoSidedP(t, dfE),
      lowerConf: se === null ? null : coeff - tCrit * se,
      upperConf: se === null ? null : coeff + tCrit * se,
    };
  };
  // Var(b0) = MSE (1/n + x̄ᵀ C x̄), C = (XcᵀXc)⁻¹: x̄ᵀCx̄ = ‖R⁻ᵀ (s∘x̄)‖².
  let quad = 0;
  for (let m = 0; m < p; m++) {
    let s = 0;
    for (let k = 0; k <= m; k++) s += rinv[k * p + m]! * means[k]! * columns[k]!.scale;
    quad += s * s;
  }
  const b0 = compensatedSum([meanY, ...b.map((bj, k) => -bj * means[k]!)]);
  const coefficients = [
    term(constantTerm, b0, mse === null ? null : Math.sqrt(mse * (1 / n + quad))),
    ...b.map((bj, k) =>
      term(names[k]!, bj, mse === null ? null : Math.sqrt(mse * covDiag(k)) * columns[k]!.scale),
    ),
  ];
  let covariance: Float64Array | null = null;
  if (mse !== null) {
    covariance = new Float64Array(p * p);
    for (let k = 0; k < p; k++) {
      for (let l = k; l < p; l++) {
        let s = 0;
        for (let m = l; m < p; m++) s += rinv[k * p + m]! * rinv[l * p + m]!;
        const value = mse * s * columns[k]!.scale * columns[l]!.scale;
        covariance[k * p + l] = value;
        covariance[l * p + k] = value;
      }
    }
  }
  return { model: { outcome, role, predictors: names, summary, coefficients }, covariance };
}
