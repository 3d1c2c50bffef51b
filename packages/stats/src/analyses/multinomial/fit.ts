/**
 * Maximum likelihood for the baseline-category logit model (SPSS NOMREG) by Newton-Raphson
 * with step halving. The design is row-major (n × p, the intercept an explicit column of
 * ones); `y` holds each case's category among the K non-reference categories, or −1 for the
 * reference. The parameters are K × p, category by category.
 */
import { cholInverse, cholSolve, cholesky } from '../logistic/fit';

export interface MultinomialFit {
  /** K × p, row-major by category. */
  beta: Float64Array;
  /** n × (K + 1): the K non-reference categories, then the reference. */
  prob: Float64Array;
  /** The kernel of the log-likelihood, Σ log π of each case's observed category. */
  logLikelihood: number;
  iterations: number;
  converged: boolean;
  /** The inverse information matrix (Kp × Kp), null when singular. */
  covariance: Float64Array | null;
}

interface State {
  logLikelihood: number;
  gradient: Float64Array;
  information: Float64Array;
}

function evaluate(
  x: Float64Array,
  n: number,
  p: number,
  y: Int32Array,
  k: number,
  beta: Float64Array,
  prob: Float64Array,
  withDerivatives: boolean,
): State {
  const q = k * p;
  const gradient = new Float64Array(q);
  const information = new Float64Array(withDerivatives ? q * q : 0);
  const eta = new Float64Array(k);
  const w = new Float64Array(k * k);
  let ll = 0;
  for (let i = 0; i < n; i++) {
    const row = i * p;
    let max = 0;
    for (let c = 0; c < k; c++) {
      let e = 0;
      for (let a = 0; a < p; a++) e += x[row + a]! * beta[c * p + a]!;
      eta[c] = e;
      if (e > max) max = e;
    }
    let denominator = Math.exp(-max);
    for (let c = 0; c < k; c++) denominator += Math.exp(eta[c]! - max);
    const logDenominator = max + Math.log(denominator);
    const base = i * (k + 1);
    for (let c = 0; c < k; c++) {
      const pi = Math.exp(eta[c]! - logDenominator);
      prob[base + c] = pi;
    }
    prob[base + k] = Math.exp(-logDenominator);
    const observed = y[i]!;
    ll += (observed >= 0 ? eta[observed]! : 0) - logDenominator;
    if (!withDerivatives) continue;
    for (let c = 0; c < k; c++) {
      const r = (observed === c ? 1 : 0) - prob[base + c]!;
      for (let a = 0; a < p; a++) gradient[c * p + a]! += x[row + a]! * r;
      for (let d = 0; d <= c; d++) {
        w[c * k + d] = prob[base + c]! * ((c === d ? 1 : 0) - prob[base + d]!);
      }
    }
    for (let c = 0; c < k; c++) {
      for (let d = 0; d <= c; d++) {
        const wcd = w[c * k + d]!;
        for (let a = 0; a < p; a++) {
          const xa = x[row + a]! * wcd;
          const rowIndex = (c * p + a) * q + d * p;
          for (let b = 0; b < p; b++) information[rowIndex + b]! += xa * x[row + b]!;
        }
      }
    }
  }
  if (withDerivatives) {
    // Only the blocks with d ≤ c were summed; mirror them.
    for (let r = 0; r < q; r++) {
      for (let s = r + 1; s < q; s++) {
        const upperBlock = Math.floor(s / p) > Math.floor(r / p);
        if (upperBlock) information[r * q + s] = information[s * q + r]!;
      }
    }
  }
  return { logLikelihood: ll, gradient, information };
}

/**
 * Newton-Raphson from NOMREG's start (each intercept at the log odds of its category against
 * the reference, the rest 0), halving a step that lowers the likelihood up to `maxStepHalving`
 * times. NOMREG's criterion (no estimate changes by more than PCONVERGE relative to its size)
 * decides the iteration count and convergence; after it is met the estimates take a few more
 * steps until they stop changing in double precision, so the numbers are the maximum
 * likelihood estimates.
 */
export function fitMultinomial(
  x: Float64Array,
  n: number,
  p: number,
  y: Int32Array,
  k: number,
  interceptIndex: number,
  options: { maxIterations: number; maxStepHalving: number; parameterChange: number },
): MultinomialFit {
  const q = k * p;
  const beta = new Float64Array(q);
  if (interceptIndex >= 0) {
    const counts = new Float64Array(k + 1);
    for (let i = 0; i < n; i++) counts[y[i]! >= 0 ? y[i]! : k]!++;
    for (let c = 0; c < k; c++) {
      if (counts[c]! > 0 && counts[k]! > 0) {
        beta[c * p + interceptIndex] = Math.log(counts[c]! / counts[k]!);
      }
    }
  }
  const prob = new Float64Array(n * (k + 1));
  let state = evaluate(x, n, p, y, k, beta, prob, true);
  let iterations = 0;
  let converged = false;
  let polish = 0;
  for (;;) {
    const l = cholesky(state.information, q);
    if (!l) break;
    const delta = cholSolve(l, q, state.gradient);
    const before = Float64Array.from(beta);
    let step = 1;
    let next: State;
    for (let halving = 0; ; halving++) {
      for (let j = 0; j < q; j++) beta[j] = before[j]! + step * delta[j]!;
      next = evaluate(x, n, p, y, k, beta, prob, true);
      if (next.logLikelihood >= state.logLikelihood - 1e-12 * Math.abs(state.logLikelihood)) break;
      if (halving >= options.maxStepHalving || converged) break;
      step /= 2;
    }
    let relative = 0;
    for (let j = 0; j < q; j++) {
      const change = Math.abs(beta[j]! - before[j]!);
      relative = Math.max(relative, change / Math.max(Math.abs(before[j]!), 1));
    }
    state = next;
    if (!converged) {
      iterations++;
      if (relative < options.parameterChange) converged = true;
      else if (iterations >= options.maxIterations) break;
    } else {
      polish++;
      if (relative < 1e-15 || polish >= 8) break;
    }
  }
  const information = cholesky(state.information, q);
  return {
    beta,
    prob,
    logLikelihood: state.logLikelihood,
    iterations,
    converged,
    covariance: information ? cholInverse(information, q) : null,
  };
}
