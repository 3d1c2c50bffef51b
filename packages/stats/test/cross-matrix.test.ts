import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossProductMatrix } from '../src/math/cross-matrix';
import { crossProducts } from '../src/math/products';

const close = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-10 * Math.max(1, Math.abs(a), Math.abs(b));

describe('crossProductMatrix', () => {
  it('agrees with the pairwise two-pass cross-products for every pair', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 2, max: 700 }),
        fc.integer(),
        (k, n, seed) => {
          let s = seed >>> 0;
          const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
          const columns = Array.from({ length: k }, (_, c) =>
            Float64Array.from({ length: n }, () => 1e6 * c + Math.round(next() * 1000) / 10),
          );
          const matrix = crossProductMatrix(columns);
          for (let a = 0; a < k; a++) {
            for (let b = 0; b < k; b++) {
              const want = crossProducts(columns[a]!, columns[b]!);
              const got = matrix(a, b);
              expect(got.n).toBe(n);
              for (const key of ['meanX', 'meanY', 'sxx', 'syy', 'sxy'] as const) {
                expect(close(got[key], want[key]), `${key} ${got[key]} vs ${want[key]}`).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
