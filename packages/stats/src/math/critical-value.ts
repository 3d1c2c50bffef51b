/**
 * The critical value c > 0 with cdf(c) = p, for the distribution of a maximum such as Dunnett's
 * or the studentized maximum modulus: doubling from 2 until c is bracketed, then the Illinois
 * variant of regula falsi (guaranteed bracketing, superlinear convergence) to 1e-12 relative.
 */
export function criticalValue(p: number, cdf: (c: number) => number): number {
  let lo = 0;
  let flo = -p;
  let hi = 2;
  let fhi = cdf(hi) - p;
  while (fhi < 0) {
    lo = hi;
    flo = fhi;
    hi *= 2;
    fhi = cdf(hi) - p;
  }
  let side = 0;
  for (let iter = 0; iter < 100 && hi - lo > 1e-12 * hi; iter++) {
    const c = hi - (fhi * (hi - lo)) / (fhi - flo);
    const fc = cdf(c) - p;
    if (fc === 0) return c;
    if (fc < 0) {
      lo = c;
      flo = fc;
      if (side === -1) fhi /= 2;
      side = -1;
    } else {
      hi = c;
      fhi = fc;
      if (side === 1) flo /= 2;
      side = 1;
    }
  }
  return (lo + hi) / 2;
}
