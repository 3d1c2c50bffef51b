import { gammaUpperFraction, lnGamma } from './distributions';

/**
 * Upper tail of the χ² distribution, P(X > x) on `df` degrees of freedom, as the regularised
 * upper incomplete gamma Q(df/2, x/2): the series for x < a + 1 (then 1 − P), otherwise
 * Lentz's continued fraction, so tiny tails (Bartlett's test gives p near 1e-100) keep their
 * relative precision, which 1 − cdf loses.
 */
export function chiSquareUpper(x: number, df: number): number {
  if (!(x > 0)) return 1;
  const a = df / 2;
  const z = x / 2;
  const logPrefix = a * Math.log(z) - z - lnGamma(a);
  if (z < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10000; n++) {
      term *= z / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-17) break;
    }
    return 1 - Math.exp(logPrefix) * sum;
  }
  return gammaUpperFraction(a, z);
}
