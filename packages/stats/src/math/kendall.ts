import normalCdf from '@stdlib/stats-base-dists-normal-cdf';

export interface KendallTauB {
  n: number;
  /** Kendall's tau-b, NaN when either variable is constant. */
  tau: number;
  /** S = concordant − discordant pairs. */
  s: number;
  /** Variance of S under independence, corrected for ties (Kendall 1970; R's cor.test). */
  varianceS: number;
  /** Two-sided p from z = S / √var(S) (normal approximation, no continuity correction). */
  pValue: number;
}

/** Σ over tie groups of a sorted sequence: t(t−1)/2, t(t−1)(2t+5), t(t−1), t(t−1)(t−2). */
function tieSums(sorted: ArrayLike<number>) {
  let pairs = 0;
  let v = 0;
  let t1 = 0;
  let t2 = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    const t = j - i;
    if (t > 1) {
      pairs += (t * (t - 1)) / 2;
      v += t * (t - 1) * (2 * t + 5);
      t1 += t * (t - 1);
      t2 += t * (t - 1) * (t - 2);
    }
    i = j;
  }
  return { pairs, v, t1, t2 };
}

/**
 * Kendall's tau-b in O(n log n) by Knight's (1966) algorithm: sort by x (then y), count
 * the joint and x ties, then count discordant pairs as the swaps of a merge sort on y.
 */
export function kendallTauB(x: ArrayLike<number>, y: ArrayLike<number>): KendallTauB {
  const n = x.length;
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => x[a]! - x[b]! || y[a]! - y[b]!);
  let ys = new Float64Array(n);
  const xs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = x[order[i]!]!;
    ys[i] = y[order[i]!]!;
  }
  const xTies = tieSums(xs);
  // Joint ties: runs equal in both x and y (adjacent after the sort).
  let joint = 0;
  for (let i = 0; i < n;) {
    let j = i + 1;
    while (j < n && xs[j] === xs[i] && ys[j] === ys[i]) j++;
    joint += ((j - i) * (j - i - 1)) / 2;
    i = j;
  }
  // Bottom-up merge sort on y counting swaps (pairs out of order, ties not counted).
  let swaps = 0;
  let buffer = new Float64Array(n);
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        if (ys[j]! < ys[i]!) {
          swaps += mid - i;
          buffer[k++] = ys[j++]!;
        } else buffer[k++] = ys[i++]!;
      }
      while (i < mid) buffer[k++] = ys[i++]!;
      while (j < hi) buffer[k++] = ys[j++]!;
    }
    [ys, buffer] = [buffer, ys];
  }
  const yTies = tieSums(ys);
  const n0 = (n * (n - 1)) / 2;
  const s = n0 - xTies.pairs - yTies.pairs + joint - 2 * swaps;
  const denominator = Math.sqrt((n0 - xTies.pairs) * (n0 - yTies.pairs));
  const tau = denominator === 0 ? Number.NaN : s / denominator;
  const varianceS =
    (n * (n - 1) * (2 * n + 5) - xTies.v - yTies.v) / 18 +
    (xTies.t1 * yTies.t1) / (2 * n * (n - 1)) +
    (xTies.t2 * yTies.t2) / (9 * n * (n - 1) * (n - 2));
  const z = s / Math.sqrt(varianceS);
  const pValue = n < 3 || !(varianceS > 0) ? Number.NaN : 2 * normalCdf(-Math.abs(z), 0, 1);
  return { n, tau, s, varianceS, pValue };
}
