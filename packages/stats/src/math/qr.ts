/**
 * Least squares by Householder QR, column by column in the caller's order: a column
 * whose part orthogonal to the columns already taken is too small (its tolerance,
 * 1 − R² on those columns, below `tolerance`, or numerically zero) is left out, as
 * SPSS REGRESSION leaves out a predictor that fails its tolerance test. Never forms
 * the normal equations. Residuals come from error-free products (Dekker/Ogita–Rump–Oishi)
 * and feed two steps of iterative refinement.
 */

const SPLIT = 134217729; // 2^27 + 1

/** Σ aᵢbᵢ − c, as if in twice the working precision (Ogita, Rump & Oishi's Dot2). */
export function accurateResidual(
  c: number,
  columns: readonly Float64Array[],
  coefficients: ArrayLike<number>,
  row: number,
): number {
  // p + s holds −c + Σ x·b with the rounding errors of every product and sum in s.
  let p = -c;
  let s = 0;
  for (let j = 0; j < columns.length; j++) {
    const a = columns[j]![row]!;
    const b = coefficients[j]!;
    const x = a * b;
    // TwoProduct by Dekker's split.
    let t = SPLIT * a;
    const ah = t - (t - a);
    const al = a - ah;
    t = SPLIT * b;
    const bh = t - (t - b);
    const bl = b - bh;
    const y = al * bl - (x - ah * bh - al * bh - ah * bl);
    // TwoSum of p and x.
    const sum = p + x;
    const z = sum - p;
    const e = p - (sum - z) + (x - z);
    p = sum;
    s += e + y;
  }
  return -(p + s);
}

/** Σ aᵢbᵢ as if in twice the working precision. */
export function accurateDot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let p = 0;
  let s = 0;
  for (let i = 0; i < a.length; i++) {
    const u = a[i]!;
    const v = b[i]!;
    const x = u * v;
    let t = SPLIT * u;
    const uh = t - (t - u);
    const ul = u - uh;
    t = SPLIT * v;
    const vh = t - (t - v);
    const vl = v - vh;
    const y = ul * vl - (x - uh * vh - ul * vh - uh * vl);
    const sum = p + x;
    const z = sum - p;
    s += p - (sum - z) + (x - z) + y;
    p = sum;
  }
  return p + s;
}

export interface LeastSquares {
  /** Indexes (into the caller's columns) taken into the model, in order. */
  included: number[];
  /** Indexes left out, with the tolerance they had against the columns taken before them. */
  excluded: { index: number; tolerance: number }[];
  /** Coefficients of the included columns. */
  coefficients: Float64Array;
  /** y − fitted, accurately. */
  residuals: Float64Array;
  /** Upper-triangular R of the included columns (row-major r×r). */
  r: Float64Array;
  rank: number;
}

/** Numerical floor below which a column counts as an exact combination of the others. */
const EXACT = 1e-13;

export function leastSquares(
  columns: readonly Float64Array[],
  y: Float64Array,
  tolerance: number,
): LeastSquares {
  const n = y.length;
  const p = columns.length;
  const work: Float64Array[] = [];
  const reflectors: { v: Float64Array; beta: number; k: number }[] = [];
  const included: number[] = [];
  const excluded: { index: number; tolerance: number }[] = [];
  const rColumns: Float64Array[] = [];
  for (let j = 0; j < p; j++) {
    const a = Float64Array.from(columns[j]!);
    const norm0 = norm(a, 0);
    for (const h of reflectors) apply(h, a);
    const k = reflectors.length;
    const rest = norm(a, k);
    const ratio = norm0 > 0 ? rest / norm0 : 0;
    if (k >= n || ratio < EXACT || ratio * ratio < tolerance) {
      excluded.push({ index: j, tolerance: ratio * ratio });
      continue;
    }
    const alpha = a[k]! >= 0 ? -rest : rest;
    const v = new Float64Array(n - k);
    for (let i = k; i < n; i++) v[i - k] = a[i]!;
    v[0] = v[0]! - alpha;
    const vnorm2 = norm(v, 0) ** 2;
    const beta = vnorm2 > 0 ? 2 / vnorm2 : 0;
    reflectors.push({ v, beta, k });
    a[k] = alpha;
    for (let i = k + 1; i < n; i++) a[i] = 0;
    included.push(j);
    work.push(a);
    rColumns.push(a.slice(0, k + 1));
  }
  const rank = included.length;
  const r = new Float64Array(rank * rank);
  rColumns.forEach((col, j) => col.forEach((value, i) => (r[i * rank + j] = value)));
  const chosen = included.map((j) => columns[j]!);
  const qt = (v: Float64Array) => {
    for (const h of reflectors) apply(h, v);
  };
  const q = (v: Float64Array) => {
    for (let i = reflectors.length - 1; i >= 0; i--) apply(reflectors[i]!, v);
  };
  const yq = Float64Array.from(y);
  qt(yq);
  const coefficients = backSolve(r, rank, yq.subarray(0, rank));
  // Björck's refinement of the augmented system [I A; Aᵀ 0][r; x] = [y; 0] with f and g
  // from error-free products: fixes x and the residual r together, even when r is large.
  const residuals = new Float64Array(n);
  for (let i = 0; i < n; i++) residuals[i] = accurateResidual(y[i]!, chosen, coefficients, i);
  const withR = [...chosen, residuals];
  for (let step = 0; step < 3 && rank > 0; step++) {
    const coef = Float64Array.from([...coefficients, 1]);
    const f = new Float64Array(n);
    for (let i = 0; i < n; i++) f[i] = accurateResidual(y[i]!, withR, coef, i);
    const g = chosen.map((col) => -accurateDot(col, residuals));
    // Rᵀh = g (forward substitution), d = Qᵀf, δx = R⁻¹(d₁ − h), δr = Q[h; d₂].
    const h = new Float64Array(rank);
    for (let i = 0; i < rank; i++) {
      let sum = g[i]!;
      for (let k = 0; k < i; k++) sum -= r[k * rank + i]! * h[k]!;
      h[i] = sum / r[i * rank + i]!;
    }
    qt(f);
    const d1 = Float64Array.from({ length: rank }, (_, i) => f[i]! - h[i]!);
    const dx = backSolve(r, rank, d1);
    for (let i = 0; i < rank; i++) f[i] = h[i]!;
    q(f);
    for (let j = 0; j < rank; j++) coefficients[j] = coefficients[j]! + dx[j]!;
    for (let i = 0; i < n; i++) residuals[i] = residuals[i]! + f[i]!;
  }
  // Report the residual of the final coefficients, accurately.
  for (let i = 0; i < n; i++) residuals[i] = accurateResidual(y[i]!, chosen, coefficients, i);
  return { included, excluded, coefficients, residuals, r, rank };
}

function norm(a: ArrayLike<number>, from: number): number {
  let scale = 0;
  for (let i = from; i < a.length; i++) scale = Math.max(scale, Math.abs(a[i]!));
  if (scale === 0) return 0;
  let sum = 0;
  for (let i = from; i < a.length; i++) sum += (a[i]! / scale) ** 2;
  return scale * Math.sqrt(sum);
}

function apply(h: { v: Float64Array; beta: number; k: number }, a: Float64Array): void {
  // Locals and a view at the reflector's offset keep property loads out of the hot loops.
  const v = h.v;
  const m = v.length;
  const w = a.subarray(h.k, h.k + m);
  let dot = 0;
  for (let i = 0; i < m; i++) dot += v[i]! * w[i]!;
  const f = h.beta * dot;
  for (let i = 0; i < m; i++) w[i] = w[i]! - f * v[i]!;
}

function backSolve(r: Float64Array, m: number, rhs: ArrayLike<number>): Float64Array {
  const x = new Float64Array(m);
  for (let i = m - 1; i >= 0; i--) {
    let s = rhs[i]!;
    for (let j = i + 1; j < m; j++) s -= r[i * m + j]! * x[j]!;
    x[i] = s / r[i * m + i]!;
  }
  return x;
}

/** R⁻¹ of an upper-triangular r×r matrix (row-major), upper-triangular. */
export function invertUpper(r: Float64Array, m: number): Float64Array {
  const inv = new Float64Array(m * m);
  for (let j = 0; j < m; j++) {
    inv[j * m + j] = 1 / r[j * m + j]!;
    for (let i = j - 1; i >= 0; i--) {
      let s = 0;
      for (let k = i + 1; k <= j; k++) s += r[i * m + k]! * inv[k * m + j]!;
      inv[i * m + j] = -s / r[i * m + i]!;
    }
  }
  return inv;
}

/**
 * The r×r triangular factor R of a Householder QR of `columns` (no exclusion, no
 * right-hand side): the small matrix whose singular values are those of the columns.
 */
export function triangularFactor(columns: readonly Float64Array[]): Float64Array {
  const p = columns.length;
  const n = columns[0]?.length ?? 0;
  const reflectors: { v: Float64Array; beta: number; k: number }[] = [];
  const r = new Float64Array(p * p);
  for (let j = 0; j < p; j++) {
    const a = Float64Array.from(columns[j]!);
    for (const h of reflectors) apply(h, a);
    const k = reflectors.length;
    for (let i = 0; i < Math.min(k, p); i++) r[i * p + j] = a[i]!;
    if (k >= n) continue;
    const rest = norm(a, k);
    const alpha = a[k]! >= 0 ? -rest : rest;
    r[k * p + j] = alpha;
    const v = new Float64Array(n - k);
    for (let i = k; i < n; i++) v[i - k] = a[i]!;
    v[0] = v[0]! - alpha;
    const vnorm2 = norm(v, 0) ** 2;
    reflectors.push({ v, beta: vnorm2 > 0 ? 2 / vnorm2 : 0, k });
  }
  return r;
}
