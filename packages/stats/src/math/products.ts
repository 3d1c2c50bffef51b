import tCdf from '@stdlib/stats-base-dists-t-cdf';
import { accurateMean, compensatedSum } from './sums';

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
  const n = x.length;
  const meanX = accurateMean(x);
  const meanY = accurateMean(y);
  const dxx = new Float64Array(n);
  const dyy = new Float64Array(n);
  const dxy = new Float64Array(n);
  const dx = new Float64Array(n);
  const dy = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = x[i]! - meanX;
    const b = y[i]! - meanY;
    dx[i] = a;
    dy[i] = b;
    dxx[i] = a * a;
    dyy[i] = b * b;
    dxy[i] = a * b;
  }
  // Corrected two-pass (Chan, Golub & LeVeque): remove the residual sums' share.
  const rx = compensatedSum(dx);
  const ry = compensatedSum(dy);
  return {
    n,
    meanX,
    meanY,
    sxx: Math.max(0, compensatedSum(dxx) - (rx * rx) / n),
    syy: Math.max(0, compensatedSum(dyy) - (ry * ry) / n),
    sxy: compensatedSum(dxy) - (rx * ry) / n,
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
