import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { accurateMean, compensatedSum } from './sums';
import { centredCopy } from './gather';

/**
 * Matrix helpers of reliability analysis (SPSS RELIABILITY): the item covariance matrix,
 * Cronbach's alpha, a symmetric inverse and log-determinant, and McDonald's omega from
 * a one-factor maximum-likelihood solution.
 */

export type SquareMatrix = number[][];

/**
 * Item means and the covariance matrix (divisor n − 1): each item centred once about its
 * two-pass mean, then compensated (TwoSum) cross-products with the corrected two-pass
 * term (Chan, Golub & LeVeque) removing what the rounded means leave, as `crossProducts`
 * does pair by pair, without allocating per pair.
 */
export function itemCovariance(items: readonly Float64Array[]): {
  means: number[];
  covariance: SquareMatrix;
} {
  const k = items.length;
  const n = items[0]?.length ?? 0;
  const means = items.map((x) => accurateMean(x));
  const centred = items.map((x, j) => centredCopy(x, means[j]!));
  const residual = centred.map((d) => compensatedSum(d));
  const covariance = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let a = 0; a < k; a++) {
    const da = centred[a]!;
    for (let b = a; b < k; b++) {
      const db = centred[b]!;
      let sum = 0;
      let compensation = 0;
      for (let i = 0; i < n; i++) {
        // Knuth's branch-free TwoSum: the same error term as Neumaier's, without the
        // comparison that signs changing around zero make unpredictable.
        const p = da[i]! * db[i]!;
        const t = sum + p;
        const z = t - sum;
        compensation += sum - (t - z) + (p - z);
        sum = t;
      }
      let cross = sum + compensation - (residual[a]! * residual[b]!) / n;
      if (a === b) cross = Math.max(0, cross);
      const value = cross / (n - 1);
      covariance[a]![b] = value;
      covariance[b]![a] = value;
    }
  }
  return { means, covariance };
}

/** Correlations from a covariance matrix; NaN where an item has no variance. */
export function correlationFrom(covariance: SquareMatrix): SquareMatrix {
  const sd = covariance.map((row, i) => Math.sqrt(row[i]!));
  return covariance.map((row, i) =>
    row.map((c, j) => {
      if (i === j) return sd[i]! > 0 ? 1 : Number.NaN;
      return sd[i]! > 0 && sd[j]! > 0
        ? Math.max(-1, Math.min(1, c / (sd[i]! * sd[j]!)))
        : Number.NaN;
    }),
  );
}

export const sumAll = (m: SquareMatrix): number => {
  let s = 0;
  for (const row of m) for (const v of row) s += v;
  return s;
};
export const trace = (m: SquareMatrix): number => m.reduce((s, row, i) => s + row[i]!, 0);

/** Sub-matrix on the given indexes (in that order). */
export const subMatrix = (m: SquareMatrix, index: readonly number[]): SquareMatrix =>
  index.map((i) => index.map((j) => m[i]![j]!));

/** Cronbach's alpha k/(k−1)·(1 − Σs²ᵢ/s²ₓ); NaN for fewer than two items. */
export function cronbachAlpha(covariance: SquareMatrix): number {
  const k = covariance.length;
  if (k < 2) return Number.NaN;
  return (k / (k - 1)) * (1 - trace(covariance) / sumAll(covariance));
}

/**
 * Inverse of a symmetric positive definite matrix by Cholesky (LLᵀ), with its
 * log-determinant; null when the matrix is not positive definite (singular up to
 * 1e-12 relative to its diagonal).
 */
export function choleskyInverse(m: SquareMatrix): { inverse: SquareMatrix; logDet: number } | null {
  const k = m.length;
  const l = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  let logDet = 0;
  for (let j = 0; j < k; j++) {
    let s = m[j]![j]!;
    for (let p = 0; p < j; p++) s -= l[j]![p]! * l[j]![p]!;
    if (!(s > 1e-12 * Math.abs(m[j]![j]!)) || !Number.isFinite(s)) return null;
    const d = Math.sqrt(s);
    l[j]![j] = d;
    logDet += 2 * Math.log(d);
    for (let i = j + 1; i < k; i++) {
      let t = m[i]![j]!;
      for (let p = 0; p < j; p++) t -= l[i]![p]! * l[j]![p]!;
      l[i]![j] = t / d;
    }
  }
  // L⁻¹ by forward substitution, then A⁻¹ = L⁻ᵀ L⁻¹.
  const li = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let c = 0; c < k; c++) {
    for (let i = c; i < k; i++) {
      let s = i === c ? 1 : 0;
      for (let p = c; p < i; p++) s -= l[i]![p]! * li[p]![c]!;
      li[i]![c] = s / l[i]![i]!;
    }
  }
  const inverse = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++) {
    for (let j = i; j < k; j++) {
      let s = 0;
      for (let p = j; p < k; p++) s += li[p]![i]! * li[p]![j]!;
      inverse[i]![j] = s;
      inverse[j]![i] = s;
    }
  }
  return { inverse, logDet };
}

export interface OneFactorSolution {
  /** Loadings and uniquenesses on the correlation scale (as R's factanal). */
  loadings: number[];
  uniquenesses: number[];
  iterations: number;
  converged: boolean;
}

/** factanal's lower bound for uniquenesses (Heywood cases stop there). */
const minUniqueness = 0.005;

/**
 * One-factor maximum-likelihood factor analysis of a correlation matrix R (Jöreskog):
 * for uniquenesses Ψ the best loadings are Ψ^½·v·√(θ−1), θ and v the largest eigenvalue
 * and vector of Ψ^−½ R Ψ^−½; Ψ is then updated to diag(R − λλᵀ), the stationarity
 * condition of the ML discrepancy, until no uniqueness moves by more than 1e-13. The
 * loadings' sign is chosen so that their sum is positive.
 */
export function oneFactorML(r: SquareMatrix, maxIterations = 20000): OneFactorSolution {
  const k = r.length;
  // Start from 1 − SMC (the error share left by the other items), as factanal does.
  const inv = choleskyInverse(r);
  let psi = r.map((_, i) =>
    inv ? Math.min(1, Math.max(minUniqueness, 1 / inv.inverse[i]![i]!)) : 0.5,
  );
  let iterations = 0;
  let converged = false;
  const update = (current: number[]): number[] => {
    const s = current.map(Math.sqrt);
    const scaled = new Matrix(r.map((row, i) => row.map((v, j) => v / (s[i]! * s[j]!))));
    const evd = new EigenvalueDecomposition(scaled, { assumeSymmetric: true });
    const values = evd.realEigenvalues;
    let top = 0;
    for (let i = 1; i < k; i++) if (values[i]! > values[top]!) top = i;
    const theta = values[top]!;
    const v = evd.eigenvectorMatrix.getColumn(top);
    const f = Math.sqrt(Math.max(theta - 1, 0));
    return v.map((x, i) => s[i]! * x * f);
  };
  while (iterations < maxIterations) {
    iterations++;
    const current = update(psi);
    const next = current.map((l) => Math.min(1, Math.max(minUniqueness, 1 - l * l)));
    let change = 0;
    for (let i = 0; i < k; i++) change = Math.max(change, Math.abs(next[i]! - psi[i]!));
    psi = next;
    if (change < 1e-13) {
      converged = true;
      break;
    }
  }
  let loadings = update(psi);
  if (loadings.reduce((a, b) => a + b, 0) < 0) loadings = loadings.map((l) => -l);
  return { loadings, uniquenesses: psi, iterations, converged };
}
