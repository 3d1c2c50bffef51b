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
