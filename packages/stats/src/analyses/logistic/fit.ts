/**
 * Maximum likelihood for binary logistic regression by Newton-Raphson (for the logit link the
 * same as iteratively reweighted least squares), and the Rao score statistic of columns not in
 * the model. Columns are Float64Arrays of the cases used; the constant, when present, is an
 * explicit column of ones.
 */

/** log(1 + e^x) without overflow or loss for large |x|. */
function log1pExp(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

/** The logistic function, exact in both tails. */
function logistic(eta: number): number {
  if (eta >= 0) return 1 / (1 + Math.exp(-eta));
  const e = Math.exp(eta);
  return e / (1 + e);
}

/**
 * Cholesky factor L (row-major, lower) of a symmetric positive definite p×p matrix, or null
 * when a pivot is not positive (a singular information matrix).
 */
export function cholesky(a: Float64Array, p: number): Float64Array | null {
  const l = new Float64Array(p * p);
  for (let j = 0; j < p; j++) {
    let d = a[j * p + j]!;
    for (let k = 0; k < j; k++) d -= l[j * p + k]! ** 2;
    if (!(d > 0) || !Number.isFinite(d)) return null;
    const djj = Math.sqrt(d);
    l[j * p + j] = djj;
    for (let i = j + 1; i < p; i++) {
      let s = a[i * p + j]!;
      for (let k = 0; k < j; k++) s -= l[i * p + k]! * l[j * p + k]!;
      l[i * p + j] = s / djj;
    }
  }
  return l;
}

/** Solves L Lᵀ x = b for x. */
export function cholSolve(l: Float64Array, p: number, b: ArrayLike<number>): Float64Array {
  const y = new Float64Array(p);
  for (let i = 0; i < p; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * p + k]! * y[k]!;
    y[i] = s / l[i * p + i]!;
  }
  for (let i = p - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < p; k++) s -= l[k * p + i]! * y[k]!;
    y[i] = s / l[i * p + i]!;
  }
  return y;
}

/** The inverse of L Lᵀ (the covariance matrix of the estimates), row-major. */
export function cholInverse(l: Float64Array, p: number): Float64Array {
  const out = new Float64Array(p * p);
  const e = new Float64Array(p);
  for (let j = 0; j < p; j++) {
    e.fill(0);
    e[j] = 1;
    const col = cholSolve(l, p, e);
    for (let i = 0; i < p; i++) out[i * p + j] = col[i]!;
  }
  return out;
}

export interface LogisticFit {
  beta: Float64Array;
  /** Predicted probabilities of the cases. */
  prob: Float64Array;
  logLikelihood: number;
  /** Iterations SPSS's criterion needed; `maxIterations` when it was not met. */
  iterations: number;
  converged: boolean;
  /** Covariance matrix of the estimates (inverse information), null when singular. */
  covariance: Float64Array | null;
  /** Cholesky factor of the information matrix XᵀWX at the estimates. */
  information: Float64Array | null;
}

/** Σ w·a·b over the cases. */
export function weightedDot(a: Float64Array, b: Float64Array, w: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += w[i]! * a[i]! * b[i]!;
  return s;
}

function evaluate(
  x: Float64Array[],
  y: Uint8Array,
  beta: Float64Array,
  prob: Float64Array,
  weight: Float64Array,
): { logLikelihood: number; gradient: Float64Array; hessian: Float64Array } {
  const n = y.length;
  const p = x.length;
  const eta = new Float64Array(n);
  for (let j = 0; j < p; j++) {
    const col = x[j]!;
    const b = beta[j]!;
    for (let i = 0; i < n; i++) eta[i]! += col[i]! * b;
  }
  let ll = 0;
  const residual = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const e = eta[i]!;
    const pi = logistic(e);
    prob[i] = pi;
    weight[i] = pi * (1 - pi);
    residual[i] = y[i]! - pi;
    // log π = −log(1 + e^−η), log(1 − π) = −log(1 + e^η).
    ll -= y[i] ? log1pExp(-e) : log1pExp(e);
  }
  const gradient = new Float64Array(p);
  const hessian = new Float64Array(p * p);
  for (let j = 0; j < p; j++) {
    const cj = x[j]!;
    let g = 0;
    for (let i = 0; i < n; i++) g += cj[i]! * residual[i]!;
    gradient[j] = g;
    for (let k = 0; k <= j; k++) {
      const v = weightedDot(cj, x[k]!, weight);
      hessian[j * p + k] = v;
      hessian[k * p + j] = v;
    }
  }
  return { logLikelihood: ll, gradient, hessian };
}

/**
 * Newton-Raphson from SPSS's start (the constant at the logit of the observed proportion, the
 * rest 0). SPSS stops when no estimate changes by BCON or more (or after ITERATE iterations);
 * once that is met the estimates take a few more steps until they stop changing in double
 * precision, so the numbers are the maximum likelihood estimates (SPSS's agree to the digits
 * it prints). Not meeting the criterion within the limit is reported as non-convergence.
 */
export function fitLogistic(
  x: Float64Array[],
  y: Uint8Array,
  constantIndex: number,
  maxIterations: number,
  parameterChange: number,
): LogisticFit {
  const n = y.length;
  const p = x.length;
  const beta = new Float64Array(p);
  if (constantIndex >= 0) {
    let ones = 0;
    for (let i = 0; i < n; i++) ones += y[i]!;
    const mean = ones / n;
    beta[constantIndex] = mean > 0 && mean < 1 ? Math.log(mean / (1 - mean)) : 0;
  }
  const prob = new Float64Array(n);
  const weight = new Float64Array(n);
  let iterations = 0;
  let converged = false;
  let state = evaluate(x, y, beta, prob, weight);
  let polish = 0;
  for (;;) {
    const l = cholesky(state.hessian, p);
    if (!l) break;
    const delta = cholSolve(l, p, state.gradient);
    let largest = 0;
    let relative = 0;
    for (let j = 0; j < p; j++) {
      beta[j]! += delta[j]!;
      largest = Math.max(largest, Math.abs(delta[j]!));
      relative = Math.max(relative, Math.abs(delta[j]!) / (1 + Math.abs(beta[j]!)));
    }
    state = evaluate(x, y, beta, prob, weight);
    if (!converged) {
      iterations++;
      if (largest < parameterChange) converged = true;
      else if (iterations >= maxIterations) break;
    } else {
      polish++;
      if (relative < 1e-15 || polish >= 8) break;
    }
    if (converged && relative < 1e-15) break;
  }
  const information = cholesky(state.hessian, p);
  return {
    beta,
    prob,
    logLikelihood: state.logLikelihood,
    iterations,
    converged,
    covariance: information ? cholInverse(information, p) : null,
    information,
  };
}

/**
 * Rao's efficient score statistic for adding the columns `g` to a fitted model with design `x`:
 * U' (I₂₂ − I₂₁ I₁₁⁻¹ I₁₂)⁻¹ U, U = Gᵀ(y − π̂), the information blocks from W = π̂(1 − π̂)
 * (SPSS's score statistic for variables not in the equation).
 */
export function scoreStatistic(
  x: Float64Array[],
  fit: LogisticFit,
  y: Uint8Array,
  g: Float64Array[],
): number | null {
  const n = y.length;
  const p = x.length;
  const q = g.length;
  if (q === 0) return null;
  const w = new Float64Array(n);
  const r = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const pi = fit.prob[i]!;
    w[i] = pi * (1 - pi);
    r[i] = y[i]! - pi;
  }
  const u = g.map((col) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += col[i]! * r[i]!;
    return s;
  });
  // C = L⁻¹ I₁₂ (p×q), so that I₂₁ I₁₁⁻¹ I₁₂ = CᵀC.
  const l = p > 0 ? fit.information : null;
  if (p > 0 && !l) return null;
  const c = g.map((col) => {
    const i12 = x.map((xc) => weightedDot(xc, col, w));
    if (p === 0) return new Float64Array(0);
    // Forward substitution only: L z = i12.
    const z = new Float64Array(p);
    for (let a = 0; a < p; a++) {
      let s = i12[a]!;
      for (let k = 0; k < a; k++) s -= l![a * p + k]! * z[k]!;
      z[a] = s / l![a * p + a]!;
    }
    return z;
  });
  const s = new Float64Array(q * q);
  for (let a = 0; a < q; a++) {
    for (let b = 0; b <= a; b++) {
      let v = weightedDot(g[a]!, g[b]!, w);
      for (let k = 0; k < p; k++) v -= c[a]![k]! * c[b]![k]!;
      s[a * q + b] = v;
      s[b * q + a] = v;
    }
  }
  // A column already explained by the model (S ≈ 0) has no score statistic.
  for (let a = 0; a < q; a++) {
    const own = weightedDot(g[a]!, g[a]!, w);
    if (!(s[a * q + a]! > 1e-10 * own)) return null;
  }
  const ls = cholesky(s, q);
  if (!ls) return null;
  const solved = cholSolve(ls, q, u);
  let stat = 0;
  for (let a = 0; a < q; a++) stat += u[a]! * solved[a]!;
  return stat;
}
