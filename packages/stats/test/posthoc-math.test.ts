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
