import { determinant, inverse, Matrix } from 'ml-matrix';
import { chiSquareUpper } from '../../math/chi-square-upper';
import { crossProductMatrix } from '../../math/cross-matrix';
import { type Mat, zeros } from '../../math/matrix-ops';
import type { FactorMissing } from './types';

export interface Prepared {
  /** Columns after the missing-value treatment (listwise: rows with a missing cell are null in all). */
  columns: readonly (readonly (number | null)[])[];
  correlation: Mat;
  /** Covariances (n − 1 divisor), each pair over its common rows under pairwise deletion. */
  covariance: Mat;
  pairN: number[][];
  /** Analysis N: listwise valid rows, every row (mean), or the smallest pair N (pairwise). */
  n: number;
  means: number[];
  sds: number[];
  /** Valid cases behind each mean and SD. */
  counts: number[];
}

/**
 * When every valid value lies in a row that is complete in all columns (always after listwise
 * deletion or mean replacement), every pair of columns uses exactly those rows: the columns'
 * values on those rows, as dense arrays. Null when pairs differ (pairwise deletion).
 */
function completeRows(
  columns: readonly (readonly (number | null)[])[],
  rows: number,
): Float64Array[] | null {
  const complete = new Uint8Array(rows).fill(1);
  const valid = columns.map((c) => {
    let count = 0;
    for (let i = 0; i < rows; i++) {
      if (c[i] === null) complete[i] = 0;
      else count++;
    }
    return count;
  });
  let full = 0;
  for (let i = 0; i < rows; i++) full += complete[i]!;
  if (valid.some((count) => count !== full)) return null;
  return columns.map((c) => {
    const out = new Float64Array(full);
    let k = 0;
    for (let i = 0; i < rows; i++) if (complete[i]) out[k++] = c[i]!;
    return out;
  });
}

/**
 * The correlation matrix SPSS FACTOR analyses: listwise (rows complete on every item),
 * pairwise (each pair over its common rows, with that pair's means) or with missing cells
 * replaced by the item's mean. Returns null in `constant` for an item without variance.
 */
export function prepare(
  raw: readonly (readonly (number | null)[])[],
  missing: FactorMissing,
): Prepared & { constant: number | null } {
  const p = raw.length;
  const rows = raw[0]?.length ?? 0;
  let columns: readonly (readonly (number | null)[])[];
  if (missing === 'listwise') {
    const keep = new Uint8Array(rows).fill(1);
    let dropped = 0;
    for (const c of raw) {
      for (let i = 0; i < rows; i++) {
        if (c[i] === null && keep[i]) {
          keep[i] = 0;
          dropped++;
        }
      }
    }
    // Read only from here on: without incomplete rows the columns are used as they are.
    columns = dropped === 0 ? raw : raw.map((c) => c.map((v, i) => (keep[i] ? v : null)));
  } else if (missing === 'mean') {
    columns = raw.map((c) => {
      const valid = c.filter((v): v is number => v !== null);
      const mean = mean2(valid);
      return c.map((v) => v ?? mean);
    });
  } else columns = raw.map((c) => [...c]);
  const correlation = zeros(p, p);
  const covariance = zeros(p, p);
  const pairN = zeros(p, p);
  let constant: number | null = null;
  const store = (a: number, b: number, sxx: number, syy: number, sxy: number, count: number) => {
    if (a === b && !(sxx > 0) && constant === null) constant = a;
    const r = a === b ? 1 : sxy / Math.sqrt(sxx * syy);
    correlation[a]![b] = r;
    correlation[b]![a] = r;
    covariance[a]![b] = sxy / (count - 1);
    covariance[b]![a] = sxy / (count - 1);
    pairN[a]![b] = count;
    pairN[b]![a] = count;
  };
  const means: number[] = [];
  const sds: number[] = [];
  const counts: number[] = [];
  const dense = completeRows(columns, rows);
  if (dense) {
    // Every pair uses the same complete rows: all sums of squares and cross-products in one
    // pass over the rows (compensated, about accurate means), and each item's mean and SD
    // from the same sums.
    const products = crossProductMatrix(dense);
    const count = dense[0]?.length ?? 0;
    for (let a = 0; a < p; a++) {
      for (let b = a; b < p; b++) {
        const { sxx, syy, sxy } = products(a, b);
        store(a, b, sxx, syy, a === b ? sxx : sxy, count);
      }
      const { meanX, sxx } = products(a, a);
      means.push(count > 0 ? meanX : NaN);
      sds.push(Math.sqrt(sxx / (count - 1)));
      counts.push(count);
    }
  } else {
    for (let a = 0; a < p; a++) {
      for (let b = a; b < p; b++) {
        const x: number[] = [];
        const y: number[] = [];
        const ca = columns[a]!;
        const cb = columns[b]!;
        for (let i = 0; i < rows; i++) {
          if (ca[i] !== null && cb[i] !== null) {
            x.push(ca[i]!);
            y.push(cb[i]!);
          }
        }
        const mx = mean2(x);
        const my = mean2(y);
        let sxx = 0;
        let syy = 0;
        let sxy = 0;
        for (let i = 0; i < x.length; i++) {
          const dx = x[i]! - mx;
          const dy = y[i]! - my;
          sxx += dx * dx;
          syy += dy * dy;
          sxy += dx * dy;
        }
        store(a, b, sxx, syy, sxy, x.length);
      }
    }
    for (const c of columns) {
      const valid = c.filter((v): v is number => v !== null);
      const m = mean2(valid);
      let ss = 0;
      for (const v of valid) ss += (v - m) ** 2;
      means.push(m);
      sds.push(Math.sqrt(ss / (valid.length - 1)));
      counts.push(valid.length);
    }
  }
  let n = Infinity;
  for (const row of pairN) for (const v of row) n = Math.min(n, v);
  return {
    columns,
    correlation,
    covariance,
    pairN,
    n: p > 0 ? n : 0,
    means,
    sds,
    counts,
    constant,
  };
}

/** Two-pass mean (a correction term makes it exact to rounding). */
function mean2(x: readonly number[]): number {
  if (x.length === 0) return NaN;
  let s = 0;
  for (const v of x) s += v;
  const m = s / x.length;
  let c = 0;
  for (const v of x) c += v - m;
  return m + c / x.length;
}

export interface Adequacy {
  determinant: number;
  inverse: Mat | null;
  kmo: number | null;
  msa: (number | null)[];
  bartlett: { chiSquare: number | null; df: number; pValue: number | null };
  antiImageCovariance: Mat | null;
  antiImageCorrelation: Mat | null;
  /** Squared multiple correlations 1 − 1/r^ii (null when singular). */
  smc: number[] | null;
}

/**
 * Determinant, inverse, anti-image matrices, Kaiser-Meyer-Olkin measure (overall and per
 * variable) and Bartlett's test of sphericity, χ² = −(n − 1 − (2p + 5)/6)·ln|R| on
 * p(p − 1)/2 df. A singular (or not positive definite) matrix gives nulls.
 */
export function adequacy(r: Mat, n: number, singular: boolean): Adequacy {
  const p = r.length;
  const det = determinant(new Matrix(r));
  const df = (p * (p - 1)) / 2;
  const empty: Adequacy = {
    determinant: det,
    inverse: null,
    kmo: null,
    msa: r.map(() => null),
    bartlett: { chiSquare: null, df, pValue: null },
    antiImageCovariance: null,
    antiImageCorrelation: null,
    smc: null,
  };
  if (singular || !(det > 0)) return empty;
  const inv = inverse(new Matrix(r)).to2DArray();
  // Symmetrise: the LU inverse is symmetric only up to rounding.
  for (let i = 0; i < p; i++)
    for (let j = 0; j < i; j++) {
      const v = (inv[i]![j]! + inv[j]![i]!) / 2;
      inv[i]![j] = v;
      inv[j]![i] = v;
    }
  const d = inv.map((row, i) => row[i]!);
  const aic = zeros(p, p);
  const air = zeros(p, p);
  for (let i = 0; i < p; i++)
    for (let j = 0; j < p; j++) {
      aic[i]![j] = inv[i]![j]! / (d[i]! * d[j]!);
      air[i]![j] = -inv[i]![j]! / Math.sqrt(d[i]! * d[j]!);
    }
  let r2 = 0;
  let a2 = 0;
  const msa: number[] = [];
  for (let i = 0; i < p; i++) {
    let ri = 0;
    let ai = 0;
    for (let j = 0; j < p; j++) {
      if (i === j) continue;
      ri += r[i]![j]! ** 2;
      ai += air[i]![j]! ** 2;
    }
    msa.push(ri / (ri + ai));
    r2 += ri;
    a2 += ai;
  }
  for (let i = 0; i < p; i++) air[i]![i] = msa[i]!;
  const chi = -(n - 1 - (2 * p + 5) / 6) * Math.log(det);
  return {
    determinant: det,
    inverse: inv,
    kmo: r2 / (r2 + a2),
    msa,
    bartlett: { chiSquare: chi, df, pValue: chiSquareUpper(chi, df) },
    antiImageCovariance: aic,
    antiImageCorrelation: air,
    smc: d.map((v) => 1 - 1 / v),
  };
}
