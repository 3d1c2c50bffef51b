import tCdf from '@stdlib/stats-base-dists-t-cdf';
import { accurateMeans } from './sums';

/** Sums of squares and cross-products about the means, from compensated two-pass sums. */
export interface CrossProducts {
  n: number;
  meanX: number;
  meanY: number;
  /** Σ(x−x̄)², Σ(y−ȳ)², Σ(x−x̄)(y−ȳ). */
  sxx: number;
  syy: number;
  sxy: number;
}

export function crossProducts(x: ArrayLike<number>, y: ArrayLike<number>): CrossProducts {
  const [meanX, meanY] = accurateMeans(x, y);
  return crossProductsAbout(x, y, meanX, meanY);
}

/** `crossProducts` about means already computed (as `accurateMeans` gives them). */
export function crossProductsAbout(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  meanX: number,
  meanY: number,
): CrossProducts {
  const n = x.length;
  // Five Neumaier sums in one loop, in locals: Σdx, Σdy, Σdx², Σdy², Σdxdy.
  let sx = 0, cx = 0, sy = 0, cy = 0, sxx = 0, cxx = 0, syy = 0, cyy = 0, sxy = 0, cxy = 0; // prettier-ignore
  for (let i = 0; i < n; i++) {
    const a = x[i]! - meanX;
    const b = y[i]! - meanY;
    const aa = a * a;
    const bb = b * b;
    const ab = a * b;
    let t = sx + a;
    cx += Math.abs(sx) >= Math.abs(a) ? sx - t + a : a - t + sx;
    sx = t;
    t = sy + b;
    cy += Math.abs(sy) >= Math.abs(b) ? sy - t + b : b - t + sy;
    sy = t;
    t = sxx + aa;
    cxx += sxx >= aa ? sxx - t + aa : aa - t + sxx;
    sxx = t;
    t = syy + bb;
    cyy += syy >= bb ? syy - t + bb : bb - t + syy;
    syy = t;
    t = sxy + ab;
    cxy += Math.abs(sxy) >= Math.abs(ab) ? sxy - t + ab : ab - t + sxy;
    sxy = t;
  }
  // Corrected two-pass (Chan, Golub & LeVeque): remove the residual sums' share.
  const rx = sx + cx;
  const ry = sy + cy;
  return {
    n,
    meanX,
    meanY,
    sxx: Math.max(0, sxx + cxx - (rx * rx) / n),
    syy: Math.max(0, syy + cyy - (ry * ry) / n),
    sxy: sxy + cxy - (rx * ry) / n,
  };
}

/** Pearson's r, or NaN when either variable has no spread. */
export function pearsonFrom(p: CrossProducts): number {
  if (p.sxx === 0 || p.syy === 0) return Number.NaN;
  const r = p.sxy / Math.sqrt(p.sxx * p.syy);
  return Math.max(-1, Math.min(1, r));
}

/** Two-sided p of a correlation by t = r√((n−2)/(1−r²)) on n−2 df (Pearson, and Spearman as SPSS). */
export function correlationPValue(r: number, n: number): number {
  if (!Number.isFinite(r) || n < 3) return Number.NaN;
  if (Math.abs(r) >= 1) return 0;
  const t = r * Math.sqrt((n - 2) / ((1 - r) * (1 + r)));
  return 2 * tCdf(-Math.abs(t), n - 2);
}
