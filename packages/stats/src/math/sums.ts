/**
 * Accurate sums and moments. Plain left-to-right summation loses digits on data
 * such as NIST NumAcc4 (values near 1e7 differing in the ninth digit), so every
 * statistic goes through Neumaier-compensated sums around a two-pass mean.
 */

/** Neumaier's compensated sum (Kahan-Babuska): exact to about one rounding. */
export function compensatedSum(values: readonly number[]): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const t = sum + value;
    if (Math.abs(sum) >= Math.abs(value)) compensation += sum - t + value;
    else compensation += value - t + sum;
    sum = t;
  }
  return sum + compensation;
}

/** Mean with a second, corrective pass over the residuals. */
export function accurateMean(values: readonly number[]): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const first = compensatedSum(values) / n;
  return first + compensatedSum(values.map((x) => x - first)) / n;
}

export interface CentralMoments {
  n: number;
  mean: number;
  /** Σ(x−m)², Σ(x−m)³, Σ(x−m)⁴ about the accurate mean. */
  m2: number;
  m3: number;
  m4: number;
}

export function centralMoments(values: readonly number[]): CentralMoments {
  const n = values.length;
  const mean = accurateMean(values);
  const d = values.map((x) => x - mean);
  // Corrected two-pass: subtract the (tiny) residual sum's share, as Chan, Golub & LeVeque.
  const residual = compensatedSum(d);
  const m2 = compensatedSum(d.map((v) => v * v)) - (residual * residual) / n;
  const m3 = compensatedSum(d.map((v) => v * v * v));
  const m4 = compensatedSum(d.map((v) => v * v * v * v));
  return { n, mean, m2: Math.max(m2, 0), m3, m4 };
}
