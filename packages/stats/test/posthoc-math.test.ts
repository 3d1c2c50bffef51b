import tCdf from '@stdlib/stats-base-dists-t-cdf';
import { describe, expect, it } from 'vitest';
import { dunnettCdf, dunnettQuantile } from '../src/math/dunnett';
import { smmCdf, smmQuantile } from '../src/math/posthoc';
import { fQuantile } from '../src/math/distributions';
import fCdf from '@stdlib/stats-base-dists-f-cdf';

/** P(|T| ≤ c) of one t on df: the one-comparison case of both distributions. */
const tTwoSided = (c: number, df: number) => 1 - 2 * tCdf(-c, df);

describe('multiple-comparison distributions reduce to the t distribution', () => {
  it.each([
    [2.1, 0.3, 7],
    [1.3, 0.7071, 30.5],
    [3.4, 0.99, 12],
    [0.5, 0.999, 200],
  ])('Dunnett with one comparison: c=%s, λ=%s, df=%s', (c, lambda, df) => {
    expect(Math.abs(dunnettCdf(c, [lambda], df) - tTwoSided(c, df))).toBeLessThan(1e-10);
  });

  it.each([
    [2.1, 3],
    [1.7, 45.2],
    [4.2, 9],
  ])('studentized maximum modulus with m = 1: c=%s, df=%s', (c, df) => {
    expect(Math.abs(smmCdf(c, 1, df) - tTwoSided(c, df))).toBeLessThan(1e-10);
  });

  it('quantiles invert the cdfs', () => {
    const lambdas = [0.6, 0.75, 0.95];
    const c = dunnettQuantile(0.95, lambdas, 20);
    expect(Math.abs(dunnettCdf(c, lambdas, 20) - 0.95)).toBeLessThan(1e-12);
    const s = smmQuantile(0.9, 6, 14.3);
    expect(Math.abs(smmCdf(s, 6, 14.3) - 0.9)).toBeLessThan(1e-12);
    const f = fQuantile(0.95, 3, 33);
    expect(Math.abs(fCdf(f, 3, 33) - 0.95)).toBeLessThan(1e-14);
  });
});

describe('Dunnett with equal group sizes (equal λ share one factor)', () => {
  // P(max |Tᵢ| ≤ c) for p treatments against a control of the same size (correlations ½) at
  // Dunnett's (1964) two-sided 95% table values c, from R's mvtnorm (Genz–Bretz; its error
  // estimate, at most 9e-7, is the tolerance):
  //   S <- matrix(0.5, p, p); diag(S) <- 1; a <- GenzBretz(abseps = 1e-8, maxpts = 2e7)
  //   pmvnorm(rep(-c, p), rep(c, p), sigma = S, algorithm = a)            # df = ∞
  //   pmvt(rep(-c, p), rep(c, p), df = 20, sigma = S, algorithm = a)      # df = 20
  it.each([
    [2, Infinity, 2.21, 0.9497350968, 1e-9],
    [3, Infinity, 2.35, 0.9501315924, 1e-8],
    [4, Infinity, 2.44, 0.949768631, 1e-8],
    [5, Infinity, 2.51, 0.9498063249, 3e-8],
    [4, 20, 2.65, 0.9498937434, 6e-8],
    [9, 20, 2.95, 0.9503817344, 9e-7],
  ])('p = %s treatments, df = %s, c = %s', (p, df, c, expected, tolerance) => {
    const lambdas = new Array<number>(p).fill(Math.SQRT1_2);
    expect(Math.abs(dunnettCdf(c, lambdas, df) - expected)).toBeLessThan(tolerance);
    // One λ off by 1e-12 takes the general road (a factor per comparison); it must agree.
    const nearly = [...lambdas.slice(1), Math.SQRT1_2 * (1 + 1e-12)];
    expect(Math.abs(dunnettCdf(c, nearly, df) - dunnettCdf(c, lambdas, df))).toBeLessThan(1e-10);
  });
});
