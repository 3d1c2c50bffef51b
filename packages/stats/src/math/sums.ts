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

/**
 * Decimal places that make every value an integer, from JS's shortest round-trip
 * text of each double (what the file said), or null when that would not be exact:
 * exponent notation, more than 9 places, or integers too large for 2^53.
 */
export function commonDecimalScale(values: readonly number[]): number | null {
  let places = 0;
  let largest = 0;
  for (const x of values) {
    const text = String(x);
    if (text.includes('e')) return null;
    const dot = text.indexOf('.');
    if (dot >= 0) places = Math.max(places, text.length - dot - 1);
    largest = Math.max(largest, Math.abs(x));
    if (places > 9) return null;
  }
  // n·X and Σ X must stay exact integers (with a factor 2 of headroom for n·X − ΣX).
  return 2 * values.length * largest * 10 ** places < Number.MAX_SAFE_INTEGER ? places : null;
}

export function centralMoments(values: readonly number[]): CentralMoments {
  const n = values.length;
  const scale = commonDecimalScale(values);
  let mean: number;
  let d: number[];
  if (scale !== null && n > 0) {
    // Decimal data (the usual case: what a person typed): work on exact integers
    // X = x·10^k, so deviations carry no representation error of the doubles.
    // NIST NumAcc4 (1e7 + tenths) keeps all 15 digits this way, 8.3 without.
    const factor = 10 ** scale;
    const X = values.map((x) => Math.round(x * factor));
    const S = X.reduce((a, b) => a + b, 0);
    const denominator = n * factor;
    mean = S / denominator;
    d = X.map((xi) => (n * xi - S) / denominator);
  } else {
    mean = accurateMean(values);
    d = values.map((x) => x - mean);
  }
  // Corrected two-pass: subtract the (tiny) residual sum's share, as Chan, Golub & LeVeque.
  const residual = compensatedSum(d);
  const m2 = compensatedSum(d.map((v) => v * v)) - (residual * residual) / n;
  const m3 = compensatedSum(d.map((v) => v * v * v));
  const m4 = compensatedSum(d.map((v) => v * v * v * v));
  return { n, mean, m2: Math.max(m2, 0), m3, m4 };
}
