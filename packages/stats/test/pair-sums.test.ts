import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairSums } from '../src/math/pair-sums';
import { crossProducts } from '../src/math/products';
import { centralMoments, meanAndSquares } from '../src/math/sums';

// The fused road for integer data must give the bits of the functions it stands in for.
const integerCell = fc.option(fc.integer({ min: -50, max: 50 }), { nil: null, freq: 8 });
const decimalCell = fc.option(
  fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constantFrom(0.1, 2.5, -3.75, 1e7 + 0.1, 1e-8)),
  { nil: null, freq: 8 },
);

function generic(xs: (number | null)[], ys: (number | null)[]) {
  const x: number[] = [];
  const y: number[] = [];
  xs.forEach((v, i) => {
    const w = ys[i];
    if (v !== null && w !== null && w !== undefined) {
      x.push(v);
      y.push(w);
    }
  });
  const d = x.map((v, i) => v - y[i]!);
  return {
    n: x.length,
    products: crossProducts(Float64Array.from(x), Float64Array.from(y)),
    first: meanAndSquares(Float64Array.from(x)),
    second: meanAndSquares(Float64Array.from(y)),
    difference: meanAndSquares(Float64Array.from(d)),
  };
}

describe('pairSums', () => {
  it.each([
    ['integer', integerCell],
    ['decimal', decimalCell],
  ])('gives the bits of crossProducts and meanAndSquares (%s data)', (_, cell) => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 60 }), (rows) => {
        const xs = rows.map(([x]) => x);
        const ys = rows.map(([, y]) => y);
        expect(pairSums(xs, ys)).toEqual(generic(xs, ys));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the integer road exact where doubles would lose digits', () => {
    const xs = [1e9 + 1, 1e9 + 2, 1e9 + 4, 1e9 + 7];
    const ys = [1, 3, 2, 5];
    const sums = pairSums(xs, ys);
    expect(sums.first.mean).toBe(1e9 + 3.5);
    expect(sums.first.m2).toBe(21);
    expect(sums.difference).toEqual({ n: 4, mean: 1e9 + 0.75, m2: 6.75 });
    // centralMoments shares the integer road: the same mean and Σ(x−m)².
    const m = centralMoments(Float64Array.from(xs));
    expect([m.mean, m.m2, m.m3]).toEqual([1e9 + 3.5, 21, 24]);
  });
});
