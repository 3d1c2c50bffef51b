import { describe, expect, it } from 'vitest';
import { generator } from '../bench/generate';
import { householderLeastSquares, leastSquares } from '../src/math/qr';

/** Centred columns of a survey-like design: correlated 7-point items, and y from them plus noise. */
function design(
  n: number,
  p: number,
  seed: number,
  collinear?: (x: Float64Array[]) => Float64Array,
) {
  const rng = generator(seed);
  const x: Float64Array[] = [];
  const latent = Float64Array.from({ length: n }, () => rng.normal());
  for (let j = 0; j < p; j++) {
    const col = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      col[i] = Math.min(
        7,
        Math.max(1, Math.round(4 + 1.2 * (0.6 * latent[i]! + 0.8 * rng.normal()))),
      );
    }
    x.push(col);
  }
  if (collinear) x.push(collinear(x));
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = 0.5 * rng.normal();
    x.forEach((col, j) => (s += (j % 3) * 0.1 * col[i]!));
    y[i] = s;
  }
  const centre = (v: Float64Array) => {
    let m = 0;
    for (const e of v) m += e;
    m /= v.length;
    return v.map((e) => e - m);
  };
  return { columns: x.map(centre), y: centre(y) };
}

const relative = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let scale = 0;
  let diff = 0;
  for (let i = 0; i < a.length; i++) {
    scale = Math.max(scale, Math.abs(b[i]!));
    diff = Math.max(diff, Math.abs(a[i]! - b[i]!));
  }
  return diff / scale;
};

describe('least squares from the Gram matrix', () => {
  it('gives Householder QR’s solution, residuals and |R| on a well-conditioned design', () => {
    const { columns, y } = design(20000, 8, 7);
    const fast = leastSquares(columns, y, 1e-4);
    const qr = householderLeastSquares(columns, y, 1e-4);
    expect(fast.included).toEqual(qr.included);
    expect(fast.excluded).toEqual([]);
    expect(relative(fast.coefficients, qr.coefficients)).toBeLessThan(1e-13);
    expect(relative(fast.residuals, qr.residuals)).toBeLessThan(1e-13);
    // R up to the signs of its rows: RᵀR = AᵀA either way.
    expect(relative(fast.r.map(Math.abs), qr.r.map(Math.abs))).toBeLessThan(1e-12);
    // The Gram path was taken: its R has a positive diagonal, QR's has Householder's signs.
    const p = fast.rank;
    for (let j = 0; j < p; j++) expect(fast.r[j * p + j]).toBeGreaterThan(0);
  });

  it('starts from a Gram matrix the caller already has', () => {
    const { columns, y } = design(5000, 5, 11);
    const p = columns.length;
    const xx = new Float64Array(p * p);
    const xy = new Float64Array(p);
    for (let j = 0; j < p; j++) {
      for (let k = j; k < p; k++) {
        for (let i = 0; i < y.length; i++) xx[j * p + k]! += columns[j]![i]! * columns[k]![i]!;
      }
      for (let i = 0; i < y.length; i++) xy[j]! += columns[j]![i]! * y[i]!;
    }
    const given = leastSquares(columns, y, 1e-4, { xx, xy });
    const qr = householderLeastSquares(columns, y, 1e-4);
    expect(relative(given.coefficients, qr.coefficients)).toBeLessThan(1e-13);
    expect(relative(given.residuals, qr.residuals)).toBeLessThan(1e-13);
  });

  it('leaves nearly collinear and collinear designs to Householder QR', () => {
    const near = design(3000, 4, 5, (x) => x[0]!.map((v, i) => v + x[1]![i]! + 1e-4 * (i % 7)));
    expect(leastSquares(near.columns, near.y, 0)).toEqual(
      householderLeastSquares(near.columns, near.y, 0),
    );
    const exact = design(3000, 4, 5, (x) => x[0]!.map((v, i) => v - 2 * x[2]![i]!));
    const result = leastSquares(exact.columns, exact.y, 1e-4);
    expect(result).toEqual(householderLeastSquares(exact.columns, exact.y, 1e-4));
    expect(result.excluded.map((e) => e.index)).toEqual([4]);
  });
});
