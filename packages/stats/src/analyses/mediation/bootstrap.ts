import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { drawIndices, Xoshiro128 } from '../../math/random';
import { accurateMean } from '../../math/sums';

/** The variables of one mediation model, on the cases used (complete cases, in row order). */
export interface MediationData {
  x: Float64Array;
  mediators: Float64Array[];
  covariates: Float64Array[];
  y: Float64Array;
}

/** Per-resample estimates, one entry per bootstrap sample. */
export interface BootstrapDraws {
  /** a·b through each mediator (index j), then their sum (index k). */
  indirect: Float64Array[];
  /** SD(X) and SD(Y) of each resample (n − 1), the standardizers PROCESS recomputes per resample. */
  sdX: Float64Array;
  sdY: Float64Array;
  /** Resamples drawn again because a model was singular on them. */
  redrawn: number;
  /** False when singular resamples kept coming and the bootstrap was abandoned. */
  complete: boolean;
}

/**
 * The case indexes (0-based, into the complete cases) of the first `count` resamples that
 * `bootstrapMediation` draws with `seed`, before any redraw of a singular resample.
 */
export function bootstrapIndices(n: number, seed: number, count: number): Int32Array[] {
  const rng = new Xoshiro128(seed);
  return Array.from({ length: count }, () => {
    const out = new Int32Array(n);
    drawIndices(rng, n, out);
    return out;
  });
}

/** Below this share of its variance left by the earlier predictors, a resample's predictor counts as collinear. */
const SINGULAR = 1e-10;

/**
 * Bootstrap of PROCESS model 4: `samples` resamples of the n cases with replacement,
 * and in each the indirect effects a·b. Speed matters (200,000 cases × 5000 resamples is
 * routine), so a resample never copies data: it counts how often each case (or each set of
 * identical cases) was drawn, accumulates the count-weighted cross-products of the
 * full-sample centred variables in plain typed-array loops, and solves the small normal
 * equations by Cholesky. The point estimates of the result come from QR on the data, not
 * from here; this only feeds the bootstrap SEs and intervals (checked against R's lm on
 * the same resamples to 1e-9).
 */
export function bootstrapMediation(
  data: MediationData,
  samples: number,
  seed: number,
): BootstrapDraws {
  const k = data.mediators.length;
  const q = data.covariates.length;
  // Variable order [X, covariates…, mediators…, Y]: the leading block of the outcome
  // model's Cholesky factor is the factor of every mediator model.
  const variables = [data.x, ...data.covariates, ...data.mediators, data.y];
  const n = data.y.length;
  const v = variables.length;
  const draws: BootstrapDraws = {
    indirect: Array.from({ length: k + 1 }, () => new Float64Array(samples)),
    sdX: new Float64Array(samples),
    sdY: new Float64Array(samples),
    redrawn: 0,
    complete: true,
  };
  const p = v - 1; // predictors of Y: X, covariates, mediators
  const lower = new Float64Array(p * p);
  const outcomeWork = new Float64Array(p);
  const mediatorWork = new Float64Array(p);
  const yIndex = v - 1;
  const run = resampleCrossProducts(variables, samples, seed, (cross, fullSquares, b) => {
    if (!cholesky(cross, v, p, fullSquares, lower)) return false;
    // Y on [X, covariates, mediators]: c′ and the b paths.
    const bPaths = solve(lower, p, p, (j) => cross[j * v + yIndex]!, outcomeWork);
    let total = 0;
    const leading = 1 + q;
    for (let m = 0; m < k; m++) {
      const column = leading + m;
      // M on [X, covariates]: the leading block of the same factor.
      const a = solve(lower, p, leading, (j) => cross[j * v + column]!, mediatorWork)[0]!;
      const effect = a * bPaths[column]!;
      draws.indirect[m]![b] = effect;
      total += effect;
    }
    draws.indirect[k]![b] = total;
    draws.sdX[b] = Math.sqrt(cross[0]! / (n - 1));
    draws.sdY[b] = Math.sqrt(cross[yIndex * v + yIndex]! / (n - 1));
    return true;
  });
  draws.redrawn = run.redrawn;
  draws.complete = run.complete;
  return draws;
}

/**
 * The resampling every PROCESS model shares: `samples` resamples of the n cases with
 * replacement from the seeded generator (the same draws as `bootstrapIndices`), and for each
 * the v×v cross-products of the variables about the resample's own means, handed to `visit`
 * with each variable's sum of squares on the data (the yardstick of a singular resample).
 * `visit` returns false when a model cannot be fitted on the resample; it is then drawn
 * again, as PROCESS does, up to 10·samples + 100 times before the bootstrap is abandoned.
 */
export function resampleCrossProducts(
  variables: Float64Array[],
  samples: number,
  seed: number,
  visit: (cross: Float64Array, fullSquares: number[], sample: number) => boolean,
): { redrawn: number; complete: boolean } {
  const n = variables[0]!.length;
  const v = variables.length;
  const centred = variables.map((col) => {
    const m = accurateMean(col);
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = col[i]! - m;
    return out;
  });
  // Cases with identical values (common in survey data: Likert items) share one pattern;
  // a resample then needs only each pattern's count.
  const { patternOf, columns } = distinctRows(centred);
  const fullSquares = centred.map((col) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += col[i]! * col[i]!;
    return s;
  });
  const u = columns[0]!.length;
  const rng = new Xoshiro128(seed);
  const index = new Int32Array(n);
  const counts = new Float64Array(u);
  const weighted = columns.map(() => new Float64Array(u));
  const sums = new Float64Array(v);
  const cross = new Float64Array(v * v);
  const maxRedraws = 10 * samples + 100;
  let redrawn = 0;
  for (let b = 0; b < samples;) {
    drawIndices(rng, n, index);
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[patternOf[index[i]!]!]!++;
    weightedCrossProducts(counts, columns, weighted, sums, cross);
    for (let j = 0; j < v; j++) {
      for (let l = j; l < v; l++) {
        const value = cross[j * v + l]! - (sums[j]! * sums[l]!) / n;
        cross[j * v + l] = value;
        cross[l * v + j] = value;
      }
    }
    if (!visit(cross, fullSquares, b)) {
      redrawn++;
      if (redrawn > maxRedraws) return { redrawn, complete: false };
      continue;
    }
    b++;
  }
  return { redrawn, complete: true };
}

/** One regression of a bootstrapped model: the outcome's and the predictors' indexes into the variables. */
export interface BootstrapEquation {
  outcome: number;
  predictors: number[];
}

/**
 * The bootstrap of a model of several regressions on shared variables (PROCESS models 6, 7,
 * 8, 14, 58, whose product terms are variables of their own): per resample, each equation's
 * slopes by Cholesky on its block of the resample's cross-products, handed to `record`
 * (slopes[e][j] is equation e's slope of its j-th predictor; the buffers are reused) with
 * the cross-products themselves (v×v, about the resample's means: the diagonal gives each
 * variable's resample SD, which standardized effects need).
 */
export function bootstrapEquations(
  variables: Float64Array[],
  equations: BootstrapEquation[],
  samples: number,
  seed: number,
  record: (slopes: Float64Array[], sample: number, cross: Float64Array) => void,
): { redrawn: number; complete: boolean } {
  const v = variables.length;
  const work = equations.map((e) => {
    const p = e.predictors.length;
    return {
      block: new Float64Array(p * p),
      lower: new Float64Array(p * p),
      slopes: new Float64Array(p),
      scale: new Array<number>(p),
    };
  });
  const slopes = work.map((w) => w.slopes);
  return resampleCrossProducts(variables, samples, seed, (cross, fullSquares, b) => {
    for (let e = 0; e < equations.length; e++) {
      const { outcome, predictors } = equations[e]!;
      const w = work[e]!;
      const p = predictors.length;
      for (let i = 0; i < p; i++) {
        w.scale[i] = fullSquares[predictors[i]!]!;
        for (let j = 0; j < p; j++)
          w.block[i * p + j] = cross[predictors[i]! * v + predictors[j]!]!;
      }
      if (!cholesky(w.block, p, p, w.scale, w.lower)) return false;
      solve(w.lower, p, p, (j) => cross[predictors[j]! * v + outcome]!, w.slopes);
    }
    record(slopes, b, cross);
    return true;
  });
}

/**
 * Σ cᵢ·zᵢⱼ into `sums` and Σ cᵢ·zᵢⱼ·zᵢₗ into the upper triangle of `cross` (v×v): plain
 * loops over typed arrays, two products a pass so each weighted column is read once for two.
 */
function weightedCrossProducts(
  counts: Float64Array,
  columns: Float64Array[],
  weighted: Float64Array[],
  sums: Float64Array,
  cross: Float64Array,
): void {
  const v = columns.length;
  const u = counts.length;
  for (let j = 0; j < v; j++) {
    const col = columns[j]!;
    const w = weighted[j]!;
    let s = 0;
    for (let i = 0; i < u; i++) {
      const value = counts[i]! * col[i]!;
      w[i] = value;
      s += value;
    }
    sums[j] = s;
  }
  for (let j = 0; j < v; j++) {
    const w = weighted[j]!;
    let l = j;
    for (; l + 1 < v; l += 2) {
      const a = columns[l]!;
      const c = columns[l + 1]!;
      let s = 0;
      let r = 0;
      for (let i = 0; i < u; i++) {
        const value = w[i]!;
        s += value * a[i]!;
        r += value * c[i]!;
      }
      cross[j * v + l] = s;
      cross[j * v + l + 1] = r;
    }
    if (l < v) {
      const a = columns[l]!;
      let s = 0;
      for (let i = 0; i < u; i++) s += w[i]! * a[i]!;
      cross[j * v + l] = s;
    }
  }
}

/**
 * The distinct rows of the columns (by their exact bits, first occurrence first) as
 * columns of their own, and each row's pattern: an open-addressing hash of the rows.
 */
export function distinctRows(values: Float64Array[]): {
  patternOf: Int32Array;
  columns: Float64Array[];
} {
  const v = values.length;
  const n = values[0]?.length ?? 0;
  const bits = values.map((col) => new Int32Array(col.buffer, col.byteOffset, 2 * n));
  let size = 1;
  while (size < 2 * n) size *= 2;
  const slots = new Int32Array(size).fill(-1);
  const patternOf = new Int32Array(n);
  const first: number[] = [];
  const same = (i: number, r: number) => {
    for (let j = 0; j < v; j++) if (values[j]![i] !== values[j]![r]) return false;
    return true;
  };
  for (let i = 0; i < n; i++) {
    // MurmurHash3's mixing of the row's 32-bit words, then its finalizer.
    let h = 0;
    for (let j = 0; j < v; j++) {
      const w = bits[j]!;
      for (let half = 0; half < 2; half++) {
        let word = Math.imul(w[2 * i + half]!, 0xcc9e2d51);
        word = Math.imul((word << 15) | (word >>> 17), 0x1b873593);
        h ^= word;
        h = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
      }
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    let slot = h & (size - 1);
    for (;;) {
      const pattern = slots[slot]!;
      if (pattern === -1) {
        slots[slot] = first.length;
        patternOf[i] = first.length;
        first.push(i);
        break;
      }
      if (same(i, first[pattern]!)) {
        patternOf[i] = pattern;
        break;
      }
      slot = (slot + 1) & (size - 1);
    }
  }
  const columns = values.map((col) => {
    const out = new Float64Array(first.length);
    for (let p = 0; p < first.length; p++) out[p] = col[first[p]!]!;
    return out;
  });
  return { patternOf, columns };
}

/**
 * Cholesky factor L (row-major, `size`×`size`) of the leading `size` block of the symmetric
 * matrix `a` (row length `stride`). False when a pivot, against the variable's sum of squares
 * on the data, shows a predictor constant or (nearly) collinear with those before it.
 */
function cholesky(
  a: Float64Array,
  stride: number,
  size: number,
  scale: number[],
  lower: Float64Array,
): boolean {
  for (let j = 0; j < size; j++) {
    let d = a[j * stride + j]!;
    for (let m = 0; m < j; m++) d -= lower[j * size + m]! ** 2;
    if (!(d > SINGULAR * scale[j]! && d > SINGULAR * a[j * stride + j]!)) return false;
    const root = Math.sqrt(d);
    lower[j * size + j] = root;
    for (let i = j + 1; i < size; i++) {
      let s = a[i * stride + j]!;
      for (let m = 0; m < j; m++) s -= lower[i * size + m]! * lower[j * size + m]!;
      lower[i * size + j] = s / root;
    }
  }
  return true;
}

/** Solves (L Lᵀ) x = rhs on the leading `size` block of the factor (row length `stride`). */
function solve(
  lower: Float64Array,
  stride: number,
  size: number,
  rhs: (j: number) => number,
  work: Float64Array,
): Float64Array {
  for (let i = 0; i < size; i++) {
    let s = rhs(i);
    for (let m = 0; m < i; m++) s -= lower[i * stride + m]! * work[m]!;
    work[i] = s / lower[i * stride + i]!;
  }
  for (let i = size - 1; i >= 0; i--) {
    let s = work[i]!;
    for (let m = i + 1; m < size; m++) s -= lower[m * stride + i]! * work[m]!;
    work[i] = s / lower[i * stride + i]!;
  }
  return work;
}

/** SPSS's RND (half away from zero) for the non-negative positions PROCESS rounds. */
const rnd = (x: number) => Math.floor(x + 0.5);

export interface BootstrapInterval {
  lower: number;
  upper: number;
  /** A limit fell outside the bootstrap estimates and was set to the smallest or largest. */
  clamped: boolean;
}

/**
 * PROCESS's bootstrap interval from the bootstrap estimates: the sorted estimates at
 * positions rnd(B·α/2) and trunc(B·(1 − α) + B·α/2) + 1 (1-based), or, bias-corrected,
 * at rnd(B·Φ(2z₀ + z_{α/2})) and trunc(B·Φ(2z₀ − z_{α/2})) + 1 with z₀ = Φ⁻¹(share of
 * estimates below the point estimate). Positions outside 1…B are clamped.
 */
export function bootstrapInterval(
  estimates: ArrayLike<number>,
  point: number,
  level: number,
  biasCorrected: boolean,
): BootstrapInterval {
  const boot = estimates.length;
  const sorted = Float64Array.from(estimates).sort();
  const conf = level / 100;
  let low: number;
  let high: number;
  if (biasCorrected) {
    let below = 0;
    for (let i = 0; i < boot; i++) if (sorted[i]! < point) below++;
    const z0 = normalQuantile(below / boot, 0, 1);
    const xp2 = normalQuantile((1 - conf) / 2, 0, 1);
    low = rnd(boot * normalCdf(2 * z0 + xp2, 0, 1));
    high = Math.trunc(boot * normalCdf(2 * z0 - xp2, 0, 1)) + 1;
  } else {
    low = rnd((boot * (1 - conf)) / 2);
    high = Math.trunc(boot * conf + (boot * (1 - conf)) / 2) + 1;
  }
  const clamped = low < 1 || high > boot;
  low = Math.min(Math.max(low, 1), boot);
  high = Math.min(Math.max(high, 1), boot);
  return { lower: sorted[low - 1]!, upper: sorted[high - 1]!, clamped };
}

/** The standard deviation (n − 1) of the bootstrap estimates: PROCESS's BootSE. */
export function bootstrapSe(estimates: Float64Array): number | null {
  const m = estimates.length;
  if (m < 2) return null;
  const mean = accurateMean(estimates);
  let s = 0;
  for (let i = 0; i < m; i++) s += (estimates[i]! - mean) ** 2;
  return Math.sqrt(s / (m - 1));
}
