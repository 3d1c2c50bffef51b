import normalCdf from '@stdlib/stats-base-dists-normal-cdf';

/**
 * Fisher's exact test of a 2×2 table [[a, b], [c, d]]: the hypergeometric law of the
 * top-left cell given the margins, by ratios of successive probabilities from the mode
 * (no factorials, no overflow). Two-sided as R's fisher.test (tables no more probable
 * than the observed one, relative slack 1e-7); one-sided in the observed direction, as SPSS.
 */
export function fisherExact2x2(
  a: number,
  b: number,
  c: number,
  d: number,
): { pValueTwoSided: number; pValueOneSided: number } {
  const row1 = a + b;
  const col1 = a + c;
  const n = a + b + c + d;
  const lo = Math.max(0, row1 + col1 - n);
  const hi = Math.min(row1, col1);
  const size = hi - lo + 1;
  const weights = new Float64Array(size);
  const mode = Math.min(hi, Math.max(lo, Math.floor(((row1 + 1) * (col1 + 1)) / (n + 2))));
  weights[mode - lo] = 1;
  // p(x+1)/p(x) = (row1 − x)(col1 − x) / ((x + 1)(n − row1 − col1 + x + 1)).
  for (let x = mode; x < hi; x++) {
    weights[x + 1 - lo] =
      (weights[x - lo]! * (row1 - x) * (col1 - x)) / ((x + 1) * (n - row1 - col1 + x + 1));
  }
  for (let x = mode; x > lo; x--) {
    weights[x - 1 - lo] =
      (weights[x - lo]! * x * (n - row1 - col1 + x)) / ((row1 - x + 1) * (col1 - x + 1));
  }
  let total = 0;
  for (const w of weights) total += w;
  const observed = weights[a - lo]!;
  let two = 0;
  let lower = 0;
  let upper = 0;
  for (let x = lo; x <= hi; x++) {
    const w = weights[x - lo]!;
    if (w <= observed * (1 + 1e-7)) two += w;
    if (x <= a) lower += w;
    if (x >= a) upper += w;
  }
  const expectedA = (row1 * col1) / n;
  return {
    pValueTwoSided: Math.min(1, two / total),
    pValueOneSided: Math.min(1, (a >= expectedA ? upper : lower) / total),
  };
}

/**
 * Fisher's exact test of an r×c table (Freeman–Halton): the probability, given both
 * margins, of the tables no more probable than the observed one (relative slack 1e-7,
 * as R's fisher.test). Tables are enumerated column by column, the last column fixed by
 * the margins; null when there would be more than `maxTables` of them (not feasible), decided
 * at once when the composition bound is a thousand times past it.
 */
export function fisherExactRxC(observed: number[][], maxTables = 2e7): number | null {
  const R = observed.length;
  const C = observed[0]?.length ?? 0;
  const rowTotals = observed.map((row) => row.reduce((a, b) => a + b, 0));
  const colTotals = Array.from({ length: C }, (_, j) =>
    observed.reduce((s, row) => s + row[j]!, 0),
  );
  const n = rowTotals.reduce((a, b) => a + b, 0);
  // Each free column (or row) is a composition of its total into R (or C) parts, so the
  // number of tables is at most the product of those counts: when even the smaller product
  // is within reach, enumerate; when it is not, count the tables themselves only if the
  // table is small enough for that to be quick, and otherwise give up before starting.
  const logCompositions = (totals: number[], parts: number) =>
    totals.slice(0, -1).reduce((sum, total) => {
      for (let t = 1; t < parts; t++) sum += Math.log((total + t) / t);
      return sum;
    }, 0);
  const bound = Math.min(logCompositions(colTotals, R), logCompositions(rowTotals, C));
  if (bound > Math.log(maxTables) + Math.log(1e3)) return null;
  const lf = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) lf[i] = lf[i - 1]! + Math.log(i);
  let k = -lf[n]!;
  for (const r of rowTotals) k += lf[r]!;
  for (const c of colTotals) k += lf[c]!;
  let sObserved = 0;
  for (const row of observed) for (const o of row) sObserved += lf[o]!;
  const threshold = sObserved - Math.log1p(1e-7);
  const remaining = rowTotals.slice();
  let total = 0;
  let pValue = 0;
  let tables = 0;
  let aborted = false;
  const column = (j: number, s: number): void => {
    if (aborted) return;
    if (j === C - 1) {
      let last = s;
      for (let i = 0; i < R; i++) last += lf[remaining[i]!]!;
      const p = Math.exp(k - last);
      total += p;
      if (last >= threshold) pValue += p;
      if (++tables > maxTables) aborted = true;
      return;
    }
    // Rows i.. still to fill in column j, `left` of its total still to place.
    const cell = (i: number, left: number, s2: number): void => {
      if (aborted) return;
      if (i === R - 1) {
        if (left > remaining[i]!) return;
        remaining[i] = remaining[i]! - left;
        column(j + 1, s2 + lf[left]!);
        remaining[i] = remaining[i]! + left;
        return;
      }
      // What the rows after i can still take bounds this cell from below.
      let capacity = 0;
      for (let r = i + 1; r < R; r++) capacity += remaining[r]!;
      const from = Math.max(0, left - capacity);
      const to = Math.min(left, remaining[i]!);
      for (let v = from; v <= to; v++) {
        remaining[i] = remaining[i]! - v;
        cell(i + 1, left - v, s2 + lf[v]!);
        remaining[i] = remaining[i]! + v;
      }
    };
    cell(0, colTotals[j]!, s);
  };
  column(0, 0);
  if (aborted) return null;
  // `total` is 1 up to rounding; dividing by it removes that rounding from p.
  return Math.min(1, pValue / total);
}

/**
 * Goodman and Kruskal's gamma of an ordered r×c table with SPSS's standard errors:
 * Cᵢⱼ / Dᵢⱼ count the cells concordant / discordant with cell (i, j), P = ΣnᵢⱼCᵢⱼ,
 * Q = ΣnᵢⱼDᵢⱼ, γ = (P − Q)/(P + Q); ASE₁ = 4/(P + Q)² √Σnᵢⱼ(QCᵢⱼ − PDᵢⱼ)² (the reported
 * standard error) and ASE₀ = 2/(P + Q) √(Σnᵢⱼ(Cᵢⱼ − Dᵢⱼ)² − (P − Q)²/N) (for T = γ/ASE₀).
 */
export function goodmanKruskalGamma(observed: number[][]): {
  gamma: number | null;
  ase1: number | null;
  t: number | null;
} {
  const R = observed.length;
  const C = observed[0]?.length ?? 0;
  const cc: number[][] = [];
  const dd: number[][] = [];
  let n = 0;
  for (let i = 0; i < R; i++) {
    cc.push([]);
    dd.push([]);
    for (let j = 0; j < C; j++) {
      let con = 0;
      let dis = 0;
      for (let k = 0; k < R; k++) {
        for (let l = 0; l < C; l++) {
          const v = observed[k]![l]!;
          if ((k < i && l < j) || (k > i && l > j)) con += v;
          else if ((k < i && l > j) || (k > i && l < j)) dis += v;
        }
      }
      cc[i]!.push(con);
      dd[i]!.push(dis);
      n += observed[i]![j]!;
    }
  }
  let p = 0;
  let q = 0;
  for (let i = 0; i < R; i++)
    for (let j = 0; j < C; j++) {
      p += observed[i]![j]! * cc[i]![j]!;
      q += observed[i]![j]! * dd[i]![j]!;
    }
  if (p + q === 0) return { gamma: null, ase1: null, t: null };
  let s1 = 0;
  let s0 = 0;
  for (let i = 0; i < R; i++)
    for (let j = 0; j < C; j++) {
      const o = observed[i]![j]!;
      s1 += o * (q * cc[i]![j]! - p * dd[i]![j]!) ** 2;
      s0 += o * (cc[i]![j]! - dd[i]![j]!) ** 2;
    }
  const gamma = (p - q) / (p + q);
  const ase1 = (4 / (p + q) ** 2) * Math.sqrt(s1);
  const ase0 = (2 / (p + q)) * Math.sqrt(Math.max(0, s0 - (p - q) ** 2 / n));
  return { gamma, ase1, t: ase0 > 0 ? gamma / ase0 : null };
}

/** A directional measure as SPSS prints it: value, ASE₁, approximate T (from ASE₀) and p. */
export interface DirectionalMeasure {
  value: number | null;
  ase: number | null;
  t: number | null;
  pValue: number | null;
}

const firstMax = (values: number[]): number =>
  values.reduce((best, v, k) => (v > values[best]! ? k : best), 0);

const transpose = (m: number[][]): number[][] =>
  (m[0] ?? []).map((_, j) => m.map((row) => row[j]!));

const twoSidedNormal = (t: number): number => 2 * normalCdf(-Math.abs(t), 0, 1);

/**
 * Goodman and Kruskal's lambda with the column variable dependent: each row predicts its modal
 * column, λ = (Σᵢ fᵢₘ − cₘ)/(W − cₘ). ASE₁ by the delta method (Σ f h² − Wλ²)^½/(W − cₘ) with
 * h = [j is row i's mode] + (λ − 1)[j is the modal column]; T = λ/ASE₀ with ASE₀ the standard
 * error under independence, from the rows whose mode is not the modal column. Ties for a
 * maximum go to the first category.
 */
function lambdaColumnDependent(observed: number[][]): DirectionalMeasure {
  const W = observed.flat().reduce((a, b) => a + b, 0);
  const columnTotals = transpose(observed).map((col) => col.reduce((a, b) => a + b, 0));
  const l = firstMax(columnTotals);
  const cm = columnTotals[l]!;
  const modes = observed.map(firstMax);
  const S = observed.reduce((sum, row, i) => sum + row[modes[i]!]!, 0);
  if (W - cm <= 0) return { value: null, ase: null, t: null, pValue: null };
  const value = (S - cm) / (W - cm);
  let sumH2 = 0;
  let sum0 = 0;
  observed.forEach((row, i) => {
    row.forEach((f, j) => {
      sumH2 += f * ((j === modes[i] ? 1 : 0) + (value - 1) * (j === l ? 1 : 0)) ** 2;
    });
    if (modes[i] !== l) sum0 += row[modes[i]!]! + row[l]!;
  });
  const ase = Math.sqrt(Math.max(0, sumH2 - W * value * value)) / (W - cm);
  const ase0 = Math.sqrt(Math.max(0, sum0 - (S - cm) ** 2 / W)) / (W - cm);
  const t = ase0 > 0 ? value / ase0 : null;
  return { value, ase, t, pValue: t === null ? null : twoSidedNormal(t) };
}

/** Symmetric lambda: both predictions pooled, λ = (Σfᵢₘ + Σfₘⱼ − rₘ − cₘ)/(2W − rₘ − cₘ). */
function lambdaSymmetric(observed: number[][]): DirectionalMeasure {
  const W = observed.flat().reduce((a, b) => a + b, 0);
  const columns = transpose(observed);
  const rowTotals = observed.map((row) => row.reduce((a, b) => a + b, 0));
  const columnTotals = columns.map((col) => col.reduce((a, b) => a + b, 0));
  const lr = firstMax(rowTotals);
  const lc = firstMax(columnTotals);
  const rowModes = observed.map(firstMax);
  const columnModes = columns.map(firstMax);
  const A =
    observed.reduce((s, row, i) => s + row[rowModes[i]!]!, 0) +
    columns.reduce((s, col, j) => s + col[columnModes[j]!]!, 0) -
    rowTotals[lr]! -
    columnTotals[lc]!;
  const D = 2 * W - rowTotals[lr]! - columnTotals[lc]!;
  if (D <= 0) return { value: null, ase: null, t: null, pValue: null };
  const value = A / D;
  let sum1 = 0;
  let sum0 = 0;
  observed.forEach((row, i) =>
    row.forEach((f, j) => {
      const modal = (columnModes[j] === i ? 1 : 0) + (rowModes[i] === j ? 1 : 0);
      const marginal = (i === lr ? 1 : 0) + (j === lc ? 1 : 0);
      sum1 += f * (modal + (value - 1) * marginal) ** 2;
      sum0 += f * (modal - marginal) ** 2;
    }),
  );
  const ase = Math.sqrt(Math.max(0, sum1 - 4 * W * value * value)) / D;
  const ase0 = Math.sqrt(Math.max(0, sum0 - (A * A) / W)) / D;
  const t = ase0 > 0 ? value / ase0 : null;
  return { value, ase, t, pValue: t === null ? null : twoSidedNormal(t) };
}

/**
 * Goodman and Kruskal's tau with the column variable dependent, τ = (Σ pᵢⱼ²/pᵢ. − Σ p.ⱼ²)/(1 − Σ p.ⱼ²),
 * its ASE₁ by the delta method, and SPSS's significance from the chi-square approximation
 * (W − 1)(C − 1)τ ~ χ²((R − 1)(C − 1)). SPSS prints no T for tau.
 */
function tauColumnDependent(
  observed: number[][],
  chiUpper: (x: number, df: number) => number,
): DirectionalMeasure {
  const R = observed.length;
  const C = observed[0]?.length ?? 0;
  const W = observed.flat().reduce((a, b) => a + b, 0);
  const p = observed.map((row) => row.map((f) => f / W));
  const pr = p.map((row) => row.reduce((a, b) => a + b, 0));
  const pc = transpose(p).map((col) => col.reduce((a, b) => a + b, 0));
  const sumPc2 = pc.reduce((a, v) => a + v * v, 0);
  const rowSq = p.map((row, i) => row.reduce((a, v) => a + (v * v) / pr[i]! ** 2, 0));
  const numerator =
    p.reduce((s, row, i) => s + row.reduce((a, v) => a + (v * v) / pr[i]!, 0), 0) - sumPc2;
  const denominator = 1 - sumPc2;
  if (denominator <= 0) return { value: null, ase: null, t: null, pValue: null };
  const value = numerator / denominator;
  let mean = 0;
  let square = 0;
  p.forEach((row, i) =>
    row.forEach((v, j) => {
      const dN = (2 * v) / pr[i]! - rowSq[i]! - 2 * pc[j]!;
      const g = (dN + value * 2 * pc[j]!) / denominator;
      mean += v * g;
      square += v * g * g;
    }),
  );
  const ase = Math.sqrt(Math.max(0, square - mean * mean) / W);
  const pValue = chiUpper((W - 1) * (C - 1) * value, (R - 1) * (C - 1));
  return { value, ase, t: null, pValue };
}

/** SPSS's Directional Measures for nominal tables: lambda and Goodman and Kruskal's tau. */
export function directionalMeasures(
  observed: number[][],
  chiUpper: (x: number, df: number) => number,
): {
  lambda: {
    symmetric: DirectionalMeasure;
    rowDependent: DirectionalMeasure;
    columnDependent: DirectionalMeasure;
  };
  tau: { rowDependent: DirectionalMeasure; columnDependent: DirectionalMeasure };
} {
  const transposed = transpose(observed);
  return {
    lambda: {
      symmetric: lambdaSymmetric(observed),
      rowDependent: lambdaColumnDependent(transposed),
      columnDependent: lambdaColumnDependent(observed),
    },
    tau: {
      rowDependent: tauColumnDependent(transposed, chiUpper),
      columnDependent: tauColumnDependent(observed, chiUpper),
    },
  };
}
