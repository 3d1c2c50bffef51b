import { crossProducts, crossProductsAbout, type CrossProducts } from './products';
import { meanAndSquares } from './sums';

export interface PairSums {
  /** Cases with both values. */
  n: number;
  products: CrossProducts;
  /** `meanAndSquares` of the first values, the second values and their differences. */
  first: { n: number; mean: number; m2: number };
  second: { n: number; mean: number; m2: number };
  difference: { n: number; mean: number; m2: number };
}

/**
 * What a paired t test needs of a pair of columns (cases missing in either left out):
 * `crossProducts` of the two and `meanAndSquares` of each and of the differences, to the same
 * bits as those functions give. For integer data (the usual survey answers) in three passes
 * instead of ten: the copy also takes the exact integer sums, one pass then takes every sum of
 * squares and the means' residuals, and one the cross products. Anything else goes through the
 * functions themselves.
 */
export function pairSums(xs: readonly (number | null)[], ys: readonly (number | null)[]): PairSums {
  const rows = xs.length;
  let xv = new Float64Array(rows);
  let yv = new Float64Array(rows);
  let dv = new Float64Array(rows);
  let n = 0;
  // Integer sums and magnitudes as `integerSum` takes them; `integer` turns false at the first
  // value it would refuse.
  let integer = true;
  let Sx = 0, Sy = 0, Sd = 0, Lx = 0, Ly = 0, Ld = 0; // prettier-ignore
  for (let i = 0; i < rows; i++) {
    const x = xs[i];
    const y = ys[i];
    if (x !== null && x !== undefined && y !== null && y !== undefined) {
      const d = x - y;
      xv[n] = x;
      yv[n] = y;
      dv[n++] = d;
      if (integer) {
        const ax = Math.abs(x);
        const ay = Math.abs(y);
        const ad = Math.abs(d);
        if (
          Number.isInteger(x) &&
          Number.isInteger(y) &&
          Number.isInteger(d) &&
          ax < 1e21 &&
          ay < 1e21 &&
          ad < 1e21
        ) {
          if (ax > Lx) Lx = ax;
          if (ay > Ly) Ly = ay;
          if (ad > Ld) Ld = ad;
          Sx += x;
          Sy += y;
          Sd += d;
        } else integer = false;
      }
    }
  }
  if (n < rows) {
    xv = xv.subarray(0, n);
    yv = yv.subarray(0, n);
    dv = dv.subarray(0, n);
  }
  const limit = Number.MAX_SAFE_INTEGER;
  if (!(integer && n > 0 && 2 * n * Lx < limit && 2 * n * Ly < limit && 2 * n * Ld < limit)) {
    return {
      n,
      products: crossProducts(xv, yv),
      first: meanAndSquares(xv),
      second: meanAndSquares(yv),
      difference: meanAndSquares(dv),
    };
  }
  // The exact sums: `integerSum` would give them, and `accurateMeans`' first (compensated) pass
  // adds exact integers with a zero compensation, so its first estimate of each mean is S/n.
  const firstX = Sx / n;
  const firstY = Sy / n;
  let rx = 0, crx = 0, ry = 0, cry = 0; // prettier-ignore
  let x1 = 0, xc1 = 0, x2 = 0, xc2 = 0; // prettier-ignore
  let y1 = 0, yc1 = 0, y2 = 0, yc2 = 0; // prettier-ignore
  let d1 = 0, dc1 = 0, d2 = 0, dc2 = 0; // prettier-ignore
  for (let i = 0; i < n; i++) {
    const x = xv[i]!;
    const y = yv[i]!;
    // accurateMeans' second pass.
    const a = x - firstX;
    const b = y - firstY;
    let t = rx + a;
    if (Math.abs(rx) >= Math.abs(a)) crx += rx - t + a;
    else crx += a - t + rx;
    rx = t;
    t = ry + b;
    if (Math.abs(ry) >= Math.abs(b)) cry += ry - t + b;
    else cry += b - t + ry;
    ry = t;
    // meanAndSquares' integer pass, three times.
    const u = (n * x - Sx) / n;
    const u2 = u * u;
    t = x1 + u;
    xc1 += Math.abs(x1) >= Math.abs(u) ? x1 - t + u : u - t + x1;
    x1 = t;
    t = x2 + u2;
    xc2 += x2 >= u2 ? x2 - t + u2 : u2 - t + x2;
    x2 = t;
    const v = (n * y - Sy) / n;
    const v2 = v * v;
    t = y1 + v;
    yc1 += Math.abs(y1) >= Math.abs(v) ? y1 - t + v : v - t + y1;
    y1 = t;
    t = y2 + v2;
    yc2 += y2 >= v2 ? y2 - t + v2 : v2 - t + y2;
    y2 = t;
    const w = (n * dv[i]! - Sd) / n;
    const w2 = w * w;
    t = d1 + w;
    dc1 += Math.abs(d1) >= Math.abs(w) ? d1 - t + w : w - t + d1;
    d1 = t;
    t = d2 + w2;
    dc2 += d2 >= w2 ? d2 - t + w2 : w2 - t + d2;
    d2 = t;
  }
  const squares = (S: number, s1: number, c1: number, s2: number, c2: number) => {
    const residual = s1 + c1;
    const m2 = s2 + c2 - (residual * residual) / n;
    return { n, mean: S / n, m2: Math.max(m2, 0) };
  };
  return {
    n,
    products: crossProductsAbout(xv, yv, firstX + (rx + crx) / n, firstY + (ry + cry) / n),
    first: squares(Sx, x1, xc1, x2, xc2),
    second: squares(Sy, y1, yc1, y2, yc2),
    difference: squares(Sd, d1, dc1, d2, dc2),
  };
}
