import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { lnGamma } from '../../math/distributions';
import { parseNumber } from '../../read/table';
import type { CellValue, Column } from '../../types';

/** Two-sided p of a standard normal deviate. */
export const normalTwoSided = (z: number): number => 2 * normalCdf(-Math.abs(z), 0, 1);

/** Whether a cell holds the group value: same text, or the same number however written. */
export function sameValue(cell: CellValue, value: number | string): boolean {
  if (cell === null) return false;
  if (typeof cell === 'string' && cell.trim() === String(value).trim()) return true;
  const a = typeof cell === 'number' ? cell : parseNumber(cell);
  const b = typeof value === 'number' ? value : parseNumber(value);
  return a !== null && b !== null && a === b;
}

/** How a group value is shown: its value label with the value, or the value alone. */
export function valueLabel(column: Column, value: number | string): string {
  const text = String(value);
  const named = column.valueLabels?.[text];
  return named !== undefined ? `${named} (${text})` : text;
}

/**
 * Average ranks of `values` (1..n, ties share their mean rank) and the tie term Σ(t³ − t)
 * over the groups of tied values, which every rank test's variance needs. A typed copy is
 * sorted natively, each distinct value gets its average rank, and every value finds its rank by
 * binary search: survey answers (few distinct values, 200,000 cases) rank in milliseconds.
 */
export function ranksWithTies(values: ArrayLike<number>): { ranks: Float64Array; ties: number } {
  const n = values.length;
  const sorted = Float64Array.from(values).sort();
  const distinct = new Float64Array(n);
  const average = new Float64Array(n);
  let d = 0;
  let ties = 0;
  for (let i = 0; i < n;) {
    let j = i + 1;
    while (j < n && sorted[j] === sorted[i]) j++;
    const t = j - i;
    ties += t * t * t - t;
    distinct[d] = sorted[i]!;
    average[d++] = (i + 1 + j) / 2;
    i = j;
  }
  const ranks = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    let lo = 0;
    let hi = d - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (distinct[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = average[lo]!;
  }
  return { ranks, ties };
}

/** Stirling's error log(n!) − log(√(2πn)(n/e)^n) (Loader's stirlerr, as R's dbinom). */
function stirlingError(n: number): number {
  if (n <= 15) return lnGamma(n + 1) - (n + 0.5) * Math.log(n) + n - 0.5 * Math.log(2 * Math.PI);
  const nn = n * n;
  return (1 / 12 - (1 / 360 - (1 / 1260 - (1 / 1680 - 1 / 1188 / nn) / nn) / nn) / nn) / n;
}

/** x·log(x/np) + np − x without cancellation when x is near np (Loader's bd0). */
function deviance(x: number, np: number): number {
  if (Math.abs(x - np) < 0.1 * (x + np)) {
    const v = (x - np) / (x + np);
    let sum = (x - np) * v;
    let term = 2 * x * v;
    for (let j = 1; j < 1000; j++) {
      term *= v * v;
      const next = sum + term / (2 * j + 1);
      if (next === sum) return next;
      sum = next;
    }
    return sum;
  }
  return x * Math.log(x / np) + np - x;
}

/**
 * log P(X = k) for X ~ B(n, p), 0 < p < 1, by Loader's saddle-point form (R's dbinom):
 * relative accuracy near 1e-15 even for n in the hundreds of thousands, where sums of
 * log-gamma values lose digits.
 */
function logBinomialPmf(k: number, n: number, p: number): number {
  const q = 1 - p;
  if (k === 0) return n * Math.log1p(-p);
  if (k === n) return n * Math.log(p);
  const lc =
    stirlingError(n) -
    stirlingError(k) -
    stirlingError(n - k) -
    deviance(k, n * p) -
    deviance(n - k, n * q);
  return lc - 0.5 * (Math.log(2 * Math.PI) + Math.log(k) + Math.log1p(-k / n));
}

/**
 * P(X ≤ k) for X ~ B(n, p), summed outward from the mode's side so that the terms that matter
 * come first; exact enough (relative 1e-12) for the p-values the tests print.
 */
export function binomialLower(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  if (p <= 0) return 1;
  if (p >= 1) return 0;
  // Each term from the last one by the ratio P(i−1)/P(i) = i(1−p) / ((n−i+1)p).
  let term = Math.exp(logBinomialPmf(k, n, p));
  let sum = term;
  const ratio = (1 - p) / p;
  for (let i = k; i > 0; i--) {
    term *= (i / (n - i + 1)) * ratio;
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return Math.min(1, sum);
}

/** P(X ≥ k) for X ~ B(n, p): the lower tail of the other outcome. */
export const binomialUpper = (k: number, n: number, p: number): number =>
  binomialLower(n - k, n, 1 - p);

/** P(X = k) for X ~ B(n, p). */
export const binomialPmf = (k: number, n: number, p: number): number =>
  k < 0 || k > n
    ? 0
    : p <= 0
      ? k === 0
        ? 1
        : 0
      : p >= 1
        ? k === n
          ? 1
          : 0
        : Math.exp(logBinomialPmf(k, n, p));

/**
 * P(U ≤ u) for the Mann-Whitney U of samples of n1 and n2 without ties: the count of
 * n1-subsets of ranks 1..N whose rank sum gives U ≤ u, over C(N, n1). Only used for the
 * small samples where SPSS prints the exact significance (N ≤ 40), where the counts stay
 * integers below 2^53.
 */
export function mannWhitneyLower(u: number, n1: number, n2: number): number {
  const maxU = n1 * n2;
  if (u < 0) return 0;
  if (u >= maxU) return 1;
  // counts[k][s]: subsets of size k of the ranks seen so far with U-contribution s, where a
  // subset's U is its rank sum minus k(k+1)/2; grown one rank at a time.
  const width = maxU + 1;
  let counts: Float64Array[] = Array.from({ length: n1 + 1 }, () => new Float64Array(width));
  counts[0]![0] = 1;
  for (let r = 1; r <= n1 + n2; r++) {
    const next = counts.map((row) => row.slice());
    for (let k = 1; k <= Math.min(n1, r); k++) {
      // Adding rank r as the k-th smallest member adds r − k to U.
      const shift = r - k;
      if (shift > maxU) continue;
      const from = counts[k - 1]!;
      const to = next[k]!;
      for (let s = 0; s + shift < width; s++) if (from[s]) to[s + shift]! += from[s]!;
    }
    counts = next;
  }
  const row = counts[n1]!;
  let below = 0;
  let total = 0;
  for (let s = 0; s < width; s++) {
    total += row[s]!;
    if (s <= u) below += row[s]!;
  }
  return below / total;
}
