import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** Upper tail of the normal distribution without the cancellation of 1 − Φ. */
function normalUpper(y: number, mean: number, sd: number): number {
  return normalCdf(-(y - mean) / sd, 0, 1);
}

/** Algorithm AS 181.2: c[0] + c[1]x + … + c[k−1]x^(k−1). */
function poly(c: readonly number[], x: number): number {
  let result = c[0]!;
  if (c.length > 1) {
    let p = x * c[c.length - 1]!;
    for (let j = c.length - 2; j > 0; j--) p = (p + c[j]!) * x;
    result += p;
  }
  return result;
}

const g = [-2.273, 0.459];
const c1 = [0, 0.221157, -0.147981, -2.07119, 4.434685, -2.706056];
const c2 = [0, 0.042981, -0.293762, -1.752461, 5.682633, -3.582633];
const c3 = [0.544, -0.39978, 0.025054, -6.714e-4];
const c4 = [1.3822, -0.77857, 0.062767, -0.0020322];
const c5 = [-1.5861, -0.31082, -0.083751, 0.0038915];
const c6 = [-0.4803, -0.082676, 0.0030302];

export interface TestResult {
  statistic: number;
  pValue: number;
}

/**
 * Shapiro-Wilk W and its p-value by Royston's algorithm AS R94 (1995), following
 * R's swilk.c (shapiro.test) step by step, so the numbers agree with R and SPSS.
 * `sorted` is ascending, 3 ≤ n ≤ 5000, with a non-zero range (the caller checks).
 */
export function shapiroWilk(sorted: ArrayLike<number>): TestResult {
  const n = sorted.length;
  if (n < 3 || n > 5000) throw new RangeError('Shapiro-Wilk needs 3 to 5000 values');
  let x = sorted;
  const rng0 = x[n - 1]! - x[0]!;
  if (!(rng0 > 0)) throw new RangeError('Shapiro-Wilk needs a non-zero range');
  if (rng0 < 1e-10) x = Array.from(x, (v) => v / rng0); // as R, to stay clear of underflow

  const nn2 = Math.floor(n / 2);
  const a = new Array<number>(nn2 + 1).fill(0); // 1-based, as swilk.c
  const an = n;
  if (n === 3) {
    a[1] = 0.70710678;
  } else {
    const an25 = an + 0.25;
    let summ2 = 0;
    for (let i = 1; i <= nn2; i++) {
      a[i] = normalQuantile((i - 0.375) / an25, 0, 1);
      summ2 += a[i]! * a[i]!;
    }
    summ2 *= 2;
    const ssumm2 = Math.sqrt(summ2);
    const rsn = 1 / Math.sqrt(an);
    const a1 = poly(c1, rsn) - a[1]! / ssumm2;
    let i1: number;
    let fac: number;
    if (n > 5) {
      i1 = 3;
      const a2 = -a[2]! / ssumm2 + poly(c2, rsn);
      fac = Math.sqrt(
        (summ2 - 2 * a[1]! * a[1]! - 2 * a[2]! * a[2]!) / (1 - 2 * a1 * a1 - 2 * a2 * a2),
      );
      a[2] = a2;
    } else {
      i1 = 2;
      fac = Math.sqrt((summ2 - 2 * a[1]! * a[1]!) / (1 - 2 * a1 * a1));
    }
    a[1] = a1;
    for (let i = i1; i <= nn2; i++) a[i] = a[i]! / -fac;
  }

  const range = x[n - 1]! - x[0]!;
  const sign = (v: number) => (v > 0 ? 1 : v < 0 ? -1 : 0);
  let sx = x[0]! / range;
  let sa = -a[1]!;
  for (let i = 1, j = n - 1; i < n; j--) {
    sx += x[i]! / range;
    i++;
    if (i !== j) sa += sign(i - j) * a[Math.min(i, j)]!;
  }
  sa /= n;
  sx /= n;
  let ssa = 0;
  let ssx = 0;
  let sax = 0;
  for (let i = 0, j = n - 1; i < n; i++, j--) {
    const asa = i !== j ? sign(i - j) * a[1 + Math.min(i, j)]! - sa : -sa;
    const xsx = x[i]! / range - sx;
    ssa += asa * asa;
    ssx += xsx * xsx;
    sax += asa * xsx;
  }
  // 1 − W computed directly, to keep digits when W is very near 1.
  const ssassx = Math.sqrt(ssa * ssx);
  const w1 = ((ssassx - sax) * (ssassx + sax)) / (ssa * ssx);
  const w = 1 - w1;

  if (n === 3) {
    const pi6 = 1.90985931710274;
    const stqr = 1.0471975511966;
    return { statistic: w, pValue: Math.max(pi6 * (Math.asin(Math.sqrt(w)) - stqr), 0) };
  }
  let y = Math.log(w1);
  const xx = Math.log(an);
  let m: number;
  let s: number;
  if (n <= 11) {
    const gamma = poly(g, an);
    if (y >= gamma) return { statistic: w, pValue: 1e-99 };
    y = -Math.log(gamma - y);
    m = poly(c3, an);
    s = Math.exp(poly(c4, an));
  } else {
    m = poly(c5, xx);
    s = Math.exp(poly(c6, xx));
  }
  return { statistic: w, pValue: normalUpper(y, m, s) };
}

/** Kolmogorov-Smirnov distance of the sample from the normal with its own mean and SD (n − 1). */
export function lillieforsStatistic(sorted: ArrayLike<number>, mean: number, sd: number): number {
  const n = sorted.length;
  let dPlus = -Infinity;
  let dMinus = -Infinity;
  for (let i = 0; i < n; i++) {
    const p = normalCdf((sorted[i]! - mean) / sd, 0, 1);
    dPlus = Math.max(dPlus, (i + 1) / n - p);
    dMinus = Math.max(dMinus, p - i / n);
  }
  return Math.max(dPlus, dMinus);
}

/**
 * p-value of the Lilliefors statistic D: the Dallal-Wilkinson (1986) approximation,
 * and above .1 Stephens' polynomials in the modified statistic, exactly as
 * nortest::lillie.test. n ≥ 5.
 */
export function lillieforsPValue(d: number, n: number): number {
  const kd = n <= 100 ? d : d * Math.pow(n / 100, 0.49);
  const nd = n <= 100 ? n : 100;
  let p = Math.exp(
    -7.01256 * kd * kd * (nd + 2.78019) +
      2.99587 * kd * Math.sqrt(nd + 2.78019) -
      0.122119 +
      0.974598 / Math.sqrt(nd) +
      1.67997 / nd,
  );
  if (p > 0.1) {
    const kk = (Math.sqrt(n) - 0.01 + 0.85 / Math.sqrt(n)) * d;
    if (kk <= 0.302) p = 1;
    else if (kk <= 0.5)
      p =
        2.76773 - 19.828315 * kk + 80.709644 * kk ** 2 - 138.55152 * kk ** 3 + 81.218052 * kk ** 4;
    else if (kk <= 0.9)
      p =
        -4.901232 +
        40.662806 * kk -
        97.490286 * kk ** 2 +
        94.029866 * kk ** 3 -
        32.355711 * kk ** 4;
    else if (kk <= 1.31)
      p =
        6.198765 - 19.558097 * kk + 23.186922 * kk ** 2 - 12.234627 * kk ** 3 + 2.423045 * kk ** 4;
    else p = 0;
  }
  return p;
}
