import fCdf from '@stdlib/stats-base-dists-f-cdf';

/** F quantile by bisection on the F cdf (monotone), to about one ulp. */
export function fQuantile(p: number, df1: number, df2: number): number {
  let lo = 0;
  let hi = 1;
  while (fCdf(hi, df1, df2) < p) hi *= 2;
  for (let iter = 0; iter < 2000; iter++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (fCdf(mid, df1, df2) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const lanczos = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

/** log Γ(x) for x > 0 (Lanczos, g = 7): about 15 digits. */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lnGamma(1 - x);
  const z = x - 1;
  let a = lanczos[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += lanczos[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/**
 * Upper regularized gamma Q(a, x) by Lentz's continued fraction (for x > a + 1),
 * accurate in the far tail where 1 − P loses every digit.
 */
export function gammaUpperFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** P(χ²_df > x), with the continued fraction in the tail (x/2 > df/2 + 1). */
export function chiSquareUpper(
  x: number,
  df: number,
  cdf: (x: number, df: number) => number,
): number {
  if (!(x > 0)) return 1;
  const a = df / 2;
  const half = x / 2;
  if (half > a + 1) return gammaUpperFraction(a, half);
  return 1 - cdf(x, df);
}
