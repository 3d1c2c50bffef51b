import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centralMoments, decimalPlacesAtLeast, meanAndSquares } from '../src/math/sums';

/** What the engine did before: read the places off JS's shortest round-trip text. */
function fromText(x: number, atLeast: number): number {
  const text = String(x);
  if (text.includes('e')) return -1;
  const dot = text.indexOf('.');
  const places = dot >= 0 ? Math.max(atLeast, text.length - dot - 1) : atLeast;
  return places > 9 ? -1 : places;
}

describe('decimal places without the text', () => {
  it('agrees with the text for typed decimals, any double and the edges', () => {
    const typed = fc
      .tuple(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.integer({ min: 0, max: 12 }))
      .map(([digits, places]) => Number(`${digits}e-${places}`));
    const edges = fc.constantFrom(
      0.1,
      0.7,
      -0.15,
      1e-6,
      9.99e-7,
      1e-7,
      123456.789,
      2 ** 51 / 1e3 + 0.5,
      1e15 + 0.5,
      0.1 + 0.2,
      1 / 3,
      5e-324,
      1.7976931348623157e308,
      4.35,
      1.005,
    );
    fc.assert(
      fc.property(
        fc.oneof(typed, edges, fc.double({ noNaN: true, noDefaultInfinity: true })),
        fc.integer({ min: 0, max: 9 }),
        (x, atLeast) => {
          if (Number.isInteger(x)) return;
          expect(decimalPlacesAtLeast(x, atLeast)).toBe(fromText(x, atLeast));
        },
      ),
      { numRuns: 20000 },
    );
  });
});

describe('mean and squares for the t tests', () => {
  it('are centralMoments’ n, mean and m2 to the bit', () => {
    const value = fc.oneof(
      fc.integer({ min: 1, max: 7 }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.integer({ min: -99999, max: 99999 }).map((i) => i / 100),
      fc.constant(1e7 + 0.1),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 60 }), (values) => {
        const x = Float64Array.from(values);
        const m = centralMoments(x);
        expect(meanAndSquares(x)).toEqual({ n: m.n, mean: m.mean, m2: m.m2 });
      }),
      { numRuns: 2000 },
    );
  });
});
