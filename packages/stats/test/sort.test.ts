import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedCopy } from '../src/math/sort';

const reference = (values: number[]) => Float64Array.from(values).sort();

describe('sortedCopy', () => {
  it('orders small-integer data (the counting-sort path) exactly as a numeric sort', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 64, maxLength: 400 }),
        (values) => {
          expect(sortedCopy(values)).toEqual(reference(values));
        },
      ),
    );
  });

  it('orders any finite data (the comparison path) exactly as a numeric sort', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true })), (values) => {
        expect(Array.from(sortedCopy(values))).toEqual(Array.from(reference(values)));
      }),
    );
  });

  it('falls back when integers spread too widely for counting', () => {
    const values = Array.from({ length: 100 }, (_, i) => (i % 2 ? 1e9 - i : i));
    expect(sortedCopy(values)).toEqual(reference(values));
  });

  it('does not change its input', () => {
    const values = [3, 1, 2, ...Array.from({ length: 70 }, (_, i) => i % 5)];
    const copy = [...values];
    sortedCopy(values);
    expect(values).toEqual(copy);
  });
});
