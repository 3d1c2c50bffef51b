/**
 * Maximum likelihood for the baseline-category logit model (SPSS NOMREG) by Newton-Raphson
 * with step halving. The design is given by columns (the intercept an explicit column of
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

/** The log-likelihood and the probabilities at `beta` (n × (K + 1) into `prob`). */
function likelihood(
  x: Float64Array[],
  n: number,
  y: Int32Array,
  k: number,
  beta: Float64Array,
  prob: Float64Array,
): number {
  const p = x.length;
  const eta = new Float64Array(n * k);
  for (let c = 0; c < k; c++) {
    for (let a = 0; a < p; a++) {
      const b = beta[c * p + a]!;
      if (b === 0) continue;
      const col = x[a]!;
      for (let i = 0; i < n; i++) eta[i * k + c]! += b * col[i]!;
    }
  }
  let ll = 0;
  for (let i = 0; i < n; i++) {
    let max = 0;
    for (let c = 0; c < k; c++) if (eta[i * k + c]! > max) max = eta[i * k + c]!;
    let denominator = Math.exp(-max);
    for (let c = 0; c < k; c++) denominator += Math.exp(eta[i * k + c]! - max);
    const logDenominator = max + Math.log(denominator);
    const base = i * (k + 1);
    for (let c = 0; c < k; c++) prob[base + c] = Math.exp(eta[i * k + c]! - logDenominator);
    prob[base + k] = Math.exp(-logDenominator);
    const observed = y[i]!;
    ll += (observed >= 0 ? eta[i * k + observed]! : 0) - logDenominator;
  }
  return ll;
}

/** The score vector and the information matrix Σ x xᵀ ⊗ (diag π − π πᵀ) at `prob`. */
function derivatives(
  x: Float64Array[],
  n: number,
  y: Int32Array,
  k: number,
  prob: Float64Array,
): { gradient: Float64Array; information: Float64Array } {
  const p = x.length;
  const q = k * p;
  const gradient = new Float64Array(q);
  const information = new Float64Array(q * q);
  const w = new Float64Array(n);
  const wa = new Float64Array(n);
  for (let c = 0; c < k; c++) {
    for (let i = 0; i < n; i++) w[i] = (y[i] === c ? 1 : 0) - prob[i * (k + 1) + c]!;
    for (let a = 0; a < p; a++) {
      const col = x[a]!;
      let s = 0;
      for (let i = 0; i < n; i++) s += col[i]! * w[i]!;
      gradient[c * p + a] = s;
    }
    for (let d = 0; d <= c; d++) {
      for (let i = 0; i < n; i++) {
        const base = i * (k + 1);
        w[i] = prob[base + c]! * ((c === d ? 1 : 0) - prob[base + d]!);
      }
      for (let a = 0; a < p; a++) {
        const xa = x[a]!;
        for (let i = 0; i < n; i++) wa[i] = w[i]! * xa[i]!;
        // Within a block the matrix is symmetric in (a, b); across blocks (c, d) and (d, c)
        // are transposes of each other.
        for (let b = 0; b <= a; b++) {
          const xb = x[b]!;
          let s = 0;
          for (let i = 0; i < n; i++) s += wa[i]! * xb[i]!;
          const r1 = c * p + a;
          const s1 = d * p + b;
          const r2 = c * p + b;
          const s2 = d * p + a;
          information[r1 * q + s1] = s;
          information[s1 * q + r1] = s;
          information[r2 * q + s2] = s;
          information[s2 * q + r2] = s;
        }
      }
    }
  }
  return { gradient, information };
}

function evaluate(
  x: Float64Array[],
  n: number,
  y: Int32Array,
  k: number,
  beta: Float64Array,
  prob: Float64Array,
): State {
  const logLikelihood = likelihood(x, n, y, k, beta, prob);
  return { logLikelihood, ...derivatives(x, n, y, k, prob) };
}

/**
 * Newton-Raphson from NOMREG's start (each intercept at the log odds of its category against
 * the reference, the rest 0) or from given estimates, halving a step that lowers the
 * likelihood up to `maxStepHalving` times. NOMREG's criterion (no estimate changes by more
 * than PCONVERGE relative to its size) decides the iteration count and convergence; after it
 * is met the estimates take a few more steps until they stop changing in double precision, so
 * the numbers are the maximum likelihood estimates.
 */
export function fitMultinomial(
  x: Float64Array[],
  n: number,
  y: Int32Array,
  k: number,
  interceptIndex: number,
  options: { maxIterations: number; maxStepHalving: number; parameterChange: number },
  start?: Float64Array,
): MultinomialFit {
  const p = x.length;
  const q = k * p;
  const beta = start ? Float64Array.from(start) : new Float64Array(q);
  if (!start && interceptIndex >= 0) {
    const counts = new Float64Array(k + 1);
    for (let i = 0; i < n; i++) counts[y[i]! >= 0 ? y[i]! : k]!++;
    for (let c = 0; c < k; c++) {
      if (counts[c]! > 0 && counts[k]! > 0) {
        beta[c * p + interceptIndex] = Math.log(counts[c]! / counts[k]!);
      }
    }
  }
  const prob = new Float64Array(n * (k + 1));
  let state = evaluate(x, n, y, k, beta, prob);
  let iterations = 0;
  let converged = false;
  let polish = 0;
  for (;;) {
    const l = cholesky(state.information, q);
    if (!l) break;
    const delta = cholSolve(l, q, state.gradient);
    const before = Float64Array.from(beta);
    let step = 1;
    let ll: number;
    for (let halving = 0; ; halving++) {
      for (let j = 0; j < q; j++) beta[j] = before[j]! + step * delta[j]!;
      ll = likelihood(x, n, y, k, beta, prob);
      if (ll >= state.logLikelihood - 1e-12 * Math.abs(state.logLikelihood)) break;
      if (halving >= options.maxStepHalving || converged) break;
      step /= 2;
    }
    let relative = 0;
    for (let j = 0; j < q; j++) {
      const change = Math.abs(beta[j]! - before[j]!);
      relative = Math.max(relative, change / Math.max(Math.abs(before[j]!), 1));
    }
    state = { logLikelihood: ll, ...derivatives(x, n, y, k, prob) };
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
