import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import tCdf from '@stdlib/stats-base-dists-t-cdf';

/**
 * The noncentral t distribution's CDF and the confidence interval of a noncentrality
 * parameter, as SPSS (27+) uses them for the intervals of Cohen's d and Hedges' g.
 * The CDF is Lenth's AS 243 series in the form R's `pt(q, df, ncp)` computes it.
 */

const LOG_SQRT_PI = 0.5723649429247001; // ln(√π)
const SQRT_2_OVER_PI = 0.7978845608028654; // √(2/π)

/** ln Γ(x) for x > 0: Lanczos (g = 7, 9 terms), about 15 digits. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** P(T ≤ t) for T noncentral t with `df` degrees of freedom and noncentrality `ncp`. */
export function noncentralTCdf(t: number, df: number, ncp: number): number {
  if (!(df > 0) || Number.isNaN(t) || Number.isNaN(ncp)) return Number.NaN;
  if (ncp === 0) return tCdf(t, df);
  if (!Number.isFinite(t)) return t < 0 ? 0 : 1;
  let negdel: boolean;
  let tt: number;
  let del: number;
  if (t >= 0) {
    negdel = false;
    tt = t;
    del = ncp;
  } else {
    if (ncp > 40) return 0;
    negdel = true;
    tt = -t;
    del = -ncp;
  }
  if (df > 4e5 || del * del > 2 * Math.LN2 * 1021) {
    // Abramowitz & Stegun 26.7.10.
    const s = 1 / (4 * df);
    const z = (tt * (1 - s) - del) / Math.sqrt(1 + tt * tt * 2 * s);
    const lower = normalCdf(z, 0, 1);
    return negdel ? 1 - lower : lower;
  }
  const x = (t * t) / (t * t + df);
  let tnc = 0;
  if (x > 0) {
    const lambda = del * del;
    let p = 0.5 * Math.exp(-0.5 * lambda);
    if (p === 0) return negdel ? 1 : 0;
    let q = SQRT_2_OVER_PI * p * del;
    let s = 0.5 - p;
    if (s < 1e-7) s = -0.5 * Math.expm1(-0.5 * lambda);
    let a = 0.5;
    const b = 0.5 * df;
    const rxb = Math.pow(df / (t * t + df), b);
    const albeta = LOG_SQRT_PI + logGamma(b) - logGamma(0.5 + b);
    // I_x(1/2, df/2) = P(|T| ≤ |t|) for central t.
    let xodd = 1 - 2 * tCdf(-tt, df);
    let godd = 2 * rxb * Math.exp(a * Math.log(x) - albeta);
    let tncTerm = b * x;
    let xeven = tncTerm < Number.EPSILON ? tncTerm : 1 - rxb;
    let geven = tncTerm * rxb;
    tnc = p * xodd + q * xeven;
    for (let it = 1; it <= 1000; it++) {
      a += 1;
      xodd -= godd;
      xeven -= geven;
      godd *= (x * (a + b - 1)) / a;
      geven *= (x * (a + b - 0.5)) / (a + 0.5);
      p *= lambda / (2 * it);
      q *= lambda / (2 * it + 1);
      tnc += p * xodd + q * xeven;
      s -= p;
      if (s < -1e-10) break;
      if (s <= 0 && it > 1) break;
      tncTerm = 2 * s * (xodd - godd);
      if (Math.abs(tncTerm) < 1e-12) break;
    }
  }
  tnc += normalCdf(-del, 0, 1);
  const value = Math.min(tnc, 1);
  return negdel ? 1 - value : value;
}

/**
 * The noncentrality parameter δ with P(T ≤ t | df, δ) = `target`. The CDF falls as δ
 * grows, so the root is bracketed by stepping outward and then found by bisection
 * refined with the secant (Illinois) rule.
 */
export function noncentralityFor(t: number, df: number, target: number): number {
  const f = (d: number) => noncentralTCdf(t, df, d) - target;
  let lo = t - 1;
  let hi = t + 1;
  let step = 1;
  let flo = f(lo);
  for (let i = 0; flo < 0 && i < 200; i++) {
    step *= 2;
    hi = lo;
    lo -= step;
    flo = f(lo);
  }
  let fhi = f(hi);
  step = 1;
  for (let i = 0; fhi > 0 && i < 200; i++) {
    step *= 2;
    lo = hi;
    flo = fhi;
    hi += step;
    fhi = f(hi);
  }
  if (!(flo >= 0 && fhi <= 0)) return Number.NaN;
  // Illinois method: superlinear and always bracketed.
  let side = 0;
  for (let i = 0; i < 300; i++) {
    const mid = flo === fhi ? (lo + hi) / 2 : (lo * fhi - hi * flo) / (fhi - flo);
    const fm = f(mid);
    if (fm === 0 || Math.abs(hi - lo) <= 1e-15 * Math.max(1, Math.abs(mid))) return mid;
    if (fm > 0) {
      lo = mid;
      flo = fm;
      if (side === 1) fhi /= 2;
      side = 1;
    } else {
      hi = mid;
      fhi = fm;
      if (side === -1) flo /= 2;
      side = -1;
    }
  }
  return (lo + hi) / 2;
}

/** Confidence interval of δ from an observed t at `level` percent (equal tails). */
export function noncentralityInterval(
  t: number,
  df: number,
  level: number,
): { lower: number; upper: number } {
  const alpha = 1 - level / 100;
  return {
    lower: noncentralityFor(t, df, 1 - alpha / 2),
    upper: noncentralityFor(t, df, alpha / 2),
  };
}

/** Hedges' exact small-sample correction J(m) = Γ(m/2) / (√(m/2) Γ((m−1)/2)), as SPSS. */
export function hedgesCorrection(m: number): number {
  return Math.exp(logGamma(m / 2) - logGamma((m - 1) / 2)) / Math.sqrt(m / 2);
}
