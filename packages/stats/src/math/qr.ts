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

/**
 * Least squares of y on `columns`. A well-conditioned design that keeps every column (the usual
 * survey regression) is solved from its Gram matrix (`gramSolve`); any other goes through
 * Householder QR (`householderLeastSquares`), which also decides which columns to leave out.
 */
export function leastSquares(
  columns: readonly Float64Array[],
  y: Float64Array,
  tolerance: number,
  gram?: Gram,
): LeastSquares {
  return gramSolve(columns, y, tolerance, gram) ?? householderLeastSquares(columns, y, tolerance);
}

/** AᵀA (row-major p×p, upper triangle used) and Aᵀy, when the caller has them already. */
export interface Gram {
  xx: Float64Array;
  xy: Float64Array;
}

/** Σ aᵢbᵢ in blocks of 256 terms, the block sums added with Neumaier's compensation. */
function blockedDot(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  let sum = 0;
  let compensation = 0;
  for (let start = 0; start < n; start += 256) {
    const stop = Math.min(n, start + 256);
    let s = 0;
    for (let i = start; i < stop; i++) s += a[i]! * b[i]!;
    const t = sum + s;
    compensation += Math.abs(sum) >= Math.abs(s) ? sum - t + s : s - t + sum;
    sum = t;
  }
  return sum + compensation;
}

/** x = (RᵀR)⁻¹ c for upper-triangular R (row-major p×p). */
function choleskySolve(r: Float64Array, p: number, c: ArrayLike<number>): Float64Array {
  const z = new Float64Array(p);
  for (let i = 0; i < p; i++) {
    let s = c[i]!;
    for (let k = 0; k < i; k++) s -= r[k * p + i]! * z[k]!;
    z[i] = s / r[i * p + i]!;
  }
  return backSolve(r, p, z);
}

/** Largest acceptable ‖R‖_F ‖R⁻¹‖_F (≥ the 2-norm condition number) for solving from a Gram matrix. */
const GRAM_CONDITION_LIMIT = 100;

/**
 * The Cholesky factor R (upper-triangular, row-major p×p, positive diagonal) of a Gram matrix AᵀA
 * (upper triangle used) when solving from it keeps nearly every digit QR would: every column's
 * tolerance (R_jj² / G_jj, its 1 − R² on the columns before it, as QR measures it) is well above
 * `tolerance` and 1e-6, and ‖R‖_F ‖R⁻¹‖_F (≥ the 2-norm condition number κ of A) is at most 100, so
 * that the κ²·2⁻⁵³ a Gram matrix costs stays near 1e-12. Null otherwise: the design belongs to
 * Householder QR, which also decides which columns to leave out.
 */
export function wellConditionedCholesky(
  g: ArrayLike<number>,
  p: number,
  tolerance: number,
): Float64Array | null {
  const floor = 2 * Math.max(tolerance, 1e-6);
  const r = new Float64Array(p * p);
  for (let j = 0; j < p; j++) {
    let d = g[j * p + j]!;
    for (let k = 0; k < j; k++) d -= r[k * p + j]! ** 2;
    if (!(g[j * p + j]! > 0) || !(d / g[j * p + j]! >= floor)) return null;
    const rjj = Math.sqrt(d);
    r[j * p + j] = rjj;
    for (let m = j + 1; m < p; m++) {
      let s = g[j * p + m]!;
      for (let k = 0; k < j; k++) s -= r[k * p + j]! * r[k * p + m]!;
      r[j * p + m] = s / rjj;
    }
  }
  const inverse = invertUpper(r, p);
  let normR = 0;
  let normInverse = 0;
  for (let i = 0; i < p * p; i++) {
    normR += r[i]! ** 2;
    normInverse += inverse[i]! ** 2;
  }
  return Math.sqrt(normR * normInverse) <= GRAM_CONDITION_LIMIT ? r : null;
}

/** A least-squares fit solved from cross-products alone, without a pass over the rows. */
export interface GramFit {
  coefficients: Float64Array;
  /** Cholesky factor of AᵀA (upper-triangular, row-major p×p): R⁻¹R⁻ᵀ = (AᵀA)⁻¹ as with QR. */
  r: Float64Array;
  /** ‖R⁻ᵀAᵀy‖², the part of yᵀy the columns explain. */
  ssRegression: number;
  /** yᵀy − ssRegression. */
  ssError: number;
}

/** Smallest share of yᵀy left unexplained for which yᵀy − ssRegression keeps 12 digits. */
const UNEXPLAINED_FLOOR = 1e-4;

/**
 * Least squares of y on the columns of A from AᵀA, Aᵀy and yᵀy (cross-products about the means,
 * for a model with a constant), when the design is well-conditioned (`wellConditionedCholesky`)
 * and y is not nearly in the columns' span (the residual sum of squares would be a difference of
 * nearly equal numbers). Null otherwise: the caller takes Householder QR over the rows. Each
 * model of a request is solved this way from one cross-product matrix of every column it needs.
 */
export function gramLeastSquares(
  xx: ArrayLike<number>,
  xy: ArrayLike<number>,
  yy: number,
  p: number,
  tolerance: number,
): GramFit | null {
  if (p === 0 || !(yy > 0)) return null;
  const r = wellConditionedCholesky(xx, p, tolerance);
  if (!r) return null;
  // z = R⁻ᵀAᵀy: the fitted values' coordinates in the columns' orthonormal basis.
  const z = new Float64Array(p);
  let ssRegression = 0;
  for (let i = 0; i < p; i++) {
    let s = xy[i]!;
    for (let k = 0; k < i; k++) s -= r[k * p + i]! * z[k]!;
    z[i] = s / r[i * p + i]!;
    ssRegression += z[i]! ** 2;
  }
  const ssError = yy - ssRegression;
  if (!(ssError >= UNEXPLAINED_FLOOR * yy)) return null;
  return { coefficients: backSolve(r, p, z), r, ssRegression, ssError };
}

/**
 * Least squares from the Gram matrix, for well-conditioned designs: the Cholesky factor R of
 * AᵀA and Aᵀy give a first solution, and iterative refinement with residuals and Aᵀr from
 * error-free products (Dot2) brings it to the least-squares solution (each step shrinks the error by about κ²·2⁻⁵³ ≤ 1e-12 here). R is the
 * triangular factor QR would give, up to the signs of its rows, so R⁻¹R⁻ᵀ = (AᵀA)⁻¹ as there.
 * Returns null, leaving the design to Householder QR, when any column's tolerance (1 − R² on the
 * columns before it, as QR measures it) comes near `tolerance` or 1e-6, when the estimated
 * condition number exceeds 100 (the covariance R⁻¹R⁻ᵀ from a Gram matrix keeps about
 * 16 − 2·log₁₀ κ digits, QR's more on hard designs such as NIST Wampler), or when the refinement
 * does not settle. The Gram matrix comes from the caller when it has one (`linear` has every
 * cross-product already), else from one pass of blocked, compensated dot products.
 */
function gramSolve(
  columns: readonly Float64Array[],
  y: Float64Array,
  tolerance: number,
  known?: Gram,
): LeastSquares | null {
  const n = y.length;
  const p = columns.length;
  if (p === 0 || n <= p) return null;
  let g = known?.xx;
  let c = known?.xy;
  if (!g || !c) {
    g = new Float64Array(p * p);
    c = new Float64Array(p);
    for (let j = 0; j < p; j++) {
      for (let k = j; k < p; k++) g[j * p + k] = blockedDot(columns[j]!, columns[k]!);
      c[j] = blockedDot(columns[j]!, y);
    }
  }
  const r = wellConditionedCholesky(g, p, tolerance);
  if (!r) return null;

  const coefficients = choleskySolve(r, p, c);
  const residuals = new Float64Array(n);
  const settled = new Float64Array(p);
  for (let step = 0; ; step++) {
    for (let i = 0; i < n; i++) residuals[i] = accurateResidual(y[i]!, columns, coefficients, i);
    if (step === 4) return null;
    const gradient = new Float64Array(p);
    for (let j = 0; j < p; j++) gradient[j] = accurateDot(columns[j]!, residuals);
    const dx = choleskySolve(r, p, gradient);
    let largest = 0;
    let change = 0;
    for (let j = 0; j < p; j++) {
      largest = Math.max(largest, Math.abs(coefficients[j]!));
      change = Math.max(change, Math.abs(dx[j]!));
      settled[j] = coefficients[j]! + dx[j]!;
    }
    if (!Number.isFinite(change)) return null;
    coefficients.set(settled);
    // A step this small leaves an error far below the last bit after it, and moves the fitted
    // values so little that r − A·δx (in working precision) is the residual of the refined
    // coefficients to about one rounding: the solution is final.
    if (change <= 1e-10 * largest) {
      for (let j = 0; j < p; j++) {
        const column = columns[j]!;
        const shift = dx[j]!;
        for (let i = 0; i < n; i++) residuals[i] = residuals[i]! - column[i]! * shift;
      }
      break;
    }
  }
  return {
    included: columns.map((_, j) => j),
    excluded: [],
    coefficients,
    residuals,
    r,
    rank: p,
  };
}

/**
 * Least squares by Householder QR with the column-exclusion rule of the file's header, and
 * Björck's refinement of the augmented system.
 */
export function householderLeastSquares(
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
