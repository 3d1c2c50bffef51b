import fCdf from '@stdlib/stats-base-dists-f-cdf';
import { accurateMean, decimalPlacesAtLeast } from './sums';

/**
 * Values rewritten as x = (ref + d) / factor with small d. For decimal data (what a
 * person typed: at most 9 places, no exponent) d are exact integers, so deviations
 * carry no representation error at all; NIST SmLs09 (1e12 + tenths, 18009 cases)
 * keeps every certified digit this way. Otherwise d = x − (accurate mean), factor 1.
 */
export interface ShiftedValues {
  factor: number;
  ref: number;
  d: Float64Array;
}

export function shiftValues(values: ArrayLike<number>): ShiftedValues {
  const n = values.length;
  let places = 0;
  let largest = 0;
  let decimal = n > 0;
  for (let i = 0; i < n && decimal; i++) {
    const x = values[i]!;
    const magnitude = Math.abs(x);
    if (magnitude > largest) largest = magnitude;
    if (Number.isInteger(x) && magnitude < 1e21) continue;
    const atLeast = decimalPlacesAtLeast(x, places);
    if (atLeast < 0) decimal = false;
    else places = atLeast;
  }
  const factor = 10 ** places;
  // Every X = x·10^k and every X − X₀ must be an exact integer, and so must n·max|d|.
  if (decimal && 2 * largest * factor < Number.MAX_SAFE_INTEGER) {
    const ref = Math.round(values[0]! * factor);
    const d = new Float64Array(n);
    let spread = 0;
    for (let i = 0; i < n; i++) {
      const v = Math.round(values[i]! * factor) - ref;
      d[i] = v;
      if (Math.abs(v) > spread) spread = Math.abs(v);
    }
    if (n * spread < Number.MAX_SAFE_INTEGER) return { factor, ref, d };
  }
  const ref = n > 0 ? accurateMean(values) : 0;
  const d = new Float64Array(n);
  for (let i = 0; i < n; i++) d[i] = values[i]! - ref;
  return { factor: 1, ref, d };
}

/** Neumaier's running compensated sum. */
export class Accumulator {
  private sum = 0;
  private compensation = 0;
  add(value: number): void {
    const t = this.sum + value;
    if (Math.abs(this.sum) >= Math.abs(value)) this.compensation += this.sum - t + value;
    else this.compensation += value - t + this.sum;
    this.sum = t;
  }
  get value(): number {
    return this.sum + this.compensation;
  }
}

export interface GroupSums {
  n: number;
  /** Mean of d within the group (in d's units). */
  meanD: number;
  /** Σ(d − mean)² within the group (in d's units). */
  m2: number;
}

export interface OnewaySums {
  groups: GroupSums[];
  n: number;
  meanD: number;
  /** Between- and within-group sums of squares in d's units (divide by factor²). */
  between: number;
  within: number;
}

/**
 * One-way sums of squares of d by group code 0..k−1 (−1 = left out): group means from
 * compensated sums, within-group squares by the corrected two-pass formula
 * (Chan, Golub & LeVeque), between-group squares as Σ nᵢ(meanᵢ − mean)².
 */
export function onewaySums(d: ArrayLike<number>, codes: ArrayLike<number>, k: number): OnewaySums {
  const sums = Array.from({ length: k }, () => new Accumulator());
  const counts = new Float64Array(k);
  for (let i = 0; i < d.length; i++) {
    const g = codes[i]!;
    if (g < 0) continue;
    sums[g]!.add(d[i]!);
    counts[g]!++;
  }
  const means = Array.from(sums, (s, g) => (counts[g]! > 0 ? s.value / counts[g]! : 0));
  const dev = Array.from({ length: k }, () => new Accumulator());
  const sq = Array.from({ length: k }, () => new Accumulator());
  for (let i = 0; i < d.length; i++) {
    const g = codes[i]!;
    if (g < 0) continue;
    const e = d[i]! - means[g]!;
    dev[g]!.add(e);
    sq[g]!.add(e * e);
  }
  const groups: GroupSums[] = means.map((meanD, g) => {
    const n = counts[g]!;
    const r = dev[g]!.value;
    return {
      n,
      meanD: n > 0 ? meanD + r / n : 0,
      m2: n > 0 ? Math.max(0, sq[g]!.value - (r * r) / n) : 0,
    };
  });
  let n = 0;
  const total = new Accumulator();
  for (let g = 0; g < k; g++) {
    n += counts[g]!;
    total.add(sums[g]!.value);
  }
  const meanD = n > 0 ? total.value / n : 0;
  const between = new Accumulator();
  const within = new Accumulator();
  for (const group of groups) {
    between.add(group.n * (group.meanD - meanD) ** 2);
    within.add(group.m2);
  }
  return { groups, n, meanD, between: between.value, within: within.value };
}

/** P(F > f) on (df1, df2), computed in the small tail so tiny p keep their digits. */
export function fUpper(f: number, df1: number, df2: number): number {
  if (!(f > 0)) return 1;
  const lower = fCdf(f, df1, df2);
  if (lower < 0.5) return 1 - lower;
  // P(F(df1, df2) > f) = P(F(df2, df1) < 1/f).
  return fCdf(1 / f, df2, df1);
}

/** F test of a one-way layout: F = (SSB/df1)/(SSW/df2) and its p, or nulls when undefined. */
export function onewayF(
  between: number,
  within: number,
  df1: number,
  df2: number,
): { f: number | null; pValue: number | null } {
  if (!(within > 0) || df1 < 1 || df2 < 1) return { f: null, pValue: null };
  const f = between / df1 / (within / df2);
  return { f, pValue: fUpper(f, df1, df2) };
}
