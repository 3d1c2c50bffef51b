import { inverse, Matrix } from 'ml-matrix';
import { type Mat, crossprod, identity, multiply, transpose } from '../../math/matrix-ops';

export interface Rotated {
  /** Orthogonal: rotated loadings; oblique: the pattern matrix. */
  pattern: Mat;
  /** Orthogonal: T with rotated = unrotated × T. Oblique: null. */
  transformation: Mat | null;
  /** Factor correlations (identity for orthogonal rotations). */
  phi: Mat;
  iterations: number;
  converged: boolean;
}

/** Kaiser normalisation: rows scaled to unit length (a zero row stays as is). */
function normalise(l: Mat): { a: Mat; h: number[] } {
  const h = l.map((row) => Math.sqrt(row.reduce((s, v) => s + v * v, 0)) || 1);
  return { a: l.map((row, i) => row.map((v) => v / h[i]!)), h };
}

const denormalise = (a: Mat, h: number[]): Mat => a.map((row, i) => row.map((v) => v * h[i]!));

/**
 * Orthomax with Kaiser normalisation by Kaiser's (1958) planar rotations of every pair of
 * factors, as SPSS FACTOR: γ = 1 varimax, 0 quartimax, m/2 equamax. One sweep over all pairs
 * is one iteration. Sweeps continue until every angle of a sweep is below 1e-10 radians (so
 * the result is the optimum to full precision) or `maxIterations` are done; the rotation counts
 * as converged when that happened or when, as SPSS's RCONVERGE (0.0001), a sweep changed the
 * orthomax criterion by less than 0.0001. The rotated factors are then ordered by their sums of
 * squared loadings, largest first, as SPSS prints them.
 */
export function orthomax(l: Mat, gamma: number, maxIterations: number): Rotated {
  const p = l.length;
  const m = l[0]?.length ?? 0;
  const { a, h } = normalise(l);
  const t = identity(m);
  let iterations = 0;
  let converged = false;
  let criterion = orthomaxCriterion(a, gamma);
  let settled = false;
  while (iterations < maxIterations) {
    iterations++;
    let largest = 0;
    for (let j = 0; j < m - 1; j++) {
      for (let k = j + 1; k < m; k++) {
        let sa = 0;
        let sb = 0;
        let sc = 0;
        let sd = 0;
        for (let i = 0; i < p; i++) {
          const x = a[i]![j]!;
          const y = a[i]![k]!;
          const u = x * x - y * y;
          const v = 2 * x * y;
          sa += u;
          sb += v;
          sc += u * u - v * v;
          sd += 2 * u * v;
        }
        const phi =
          Math.atan2(sd - (2 * gamma * sa * sb) / p, sc - (gamma * (sa * sa - sb * sb)) / p) / 4;
        largest = Math.max(largest, Math.abs(phi));
        const c = Math.cos(phi);
        const s = Math.sin(phi);
        for (const row of [...a, ...t]) {
          const x = row[j]!;
          const y = row[k]!;
          row[j] = x * c + y * s;
          row[k] = -x * s + y * c;
        }
      }
    }
    const next = orthomaxCriterion(a, gamma);
    if (Math.abs(next - criterion) < 1e-4) settled = true;
    criterion = next;
    if (largest < 1e-10) {
      converged = true;
      break;
    }
  }
  // SPSS orders rotated orthogonal factors by their sums of squared loadings, largest first
  // (as EFAtools' order_type "SPSS"); promax starts from this order.
  const pattern = denormalise(a, h);
  const ss = Array.from({ length: m }, (_, j) => pattern.reduce((s, row) => s + row[j]! ** 2, 0));
  const order = ss.map((_, j) => j).sort((x, y) => ss[y]! - ss[x]! || x - y);
  const permute = (b: Mat) => b.map((row) => order.map((j) => row[j]!));
  return {
    pattern: permute(pattern),
    transformation: permute(t),
    phi: identity(m),
    iterations,
    converged: converged || settled,
  };
}

/** Σ_j [Σ_i a_ij⁴ − (γ/p)(Σ_i a_ij²)²], the orthomax criterion of normalised loadings. */
function orthomaxCriterion(a: Mat, gamma: number): number {
  const p = a.length;
  const m = a[0]?.length ?? 0;
  let v = 0;
  for (let j = 0; j < m; j++) {
    let s2 = 0;
    let s4 = 0;
    for (const row of a) {
      const x2 = row[j]! ** 2;
      s2 += x2;
      s4 += x2 * x2;
    }
    v += s4 - (gamma / p) * s2 * s2;
  }
  return v;
}

const inv = (a: Mat): Mat => inverse(new Matrix(a)).to2DArray();

/** Direct oblimin criterion and gradient (GPArotation's vgQ.oblimin). */
function oblimin(l: Mat, delta: number): { f: number; g: Mat } {
  const p = l.length;
  const m = l[0]?.length ?? 0;
  const sq = l.map((row) => row.map((v) => v * v));
  // X = L² (1 − I): for each cell the sum of the other columns' squares.
  let x = sq.map((row) => {
    const total = row.reduce((s, v) => s + v, 0);
    return row.map((v) => total - v);
  });
  if (delta !== 0) {
    const colMeans = Array.from({ length: m }, (_, j) => x.reduce((s, row) => s + row[j]!, 0) / p);
    x = x.map((row) => row.map((v, j) => v - delta * colMeans[j]!));
  }
  let f = 0;
  for (let i = 0; i < p; i++) for (let j = 0; j < m; j++) f += sq[i]![j]! * x[i]![j]!;
  return { f: f / 4, g: l.map((row, i) => row.map((v, j) => v * x[i]![j]!)) };
}

/**
 * Direct oblimin (Jennrich & Sampson) with Kaiser normalisation, by Bernaards and Jennrich's
 * gradient projection (the algorithm of GPArotation::oblimin), until the projected gradient’s
 * norm is below 1e-7 (GPArotation’s default is 1e-5; rounding keeps it near 1e-9 at best);
 * `maxIterations` bounds the gradient steps.
 */
export function directOblimin(l: Mat, delta: number, maxIterations: number): Rotated {
  const { a, h } = normalise(l);
  const m = l[0]?.length ?? 0;
  let t = identity(m);
  let lt = multiply(a, transpose(inv(t)));
  let vq = oblimin(lt, delta);
  let grad = transpose(multiply(multiply(transpose(lt), vq.g), inv(t))).map((row) =>
    row.map((v) => -v),
  );
  let f = vq.f;
  let alpha = 1;
  let iterations = 0;
  let converged = false;
  for (;;) {
    // Project the gradient: Gp = G − T diag(1ᵀ(T ∘ G)).
    const d = Array.from({ length: m }, (_, j) =>
      t.reduce((s, row, i) => s + row[j]! * grad[i]![j]!, 0),
    );
    const gp = grad.map((row, i) => row.map((v, j) => v - t[i]![j]! * d[j]!));
    const s = Math.sqrt(gp.reduce((acc, row) => acc + row.reduce((b, v) => b + v * v, 0), 0));
    if (s < 1e-7) {
      converged = true;
      break;
    }
    if (iterations >= maxIterations) break;
    iterations++;
    alpha *= 2;
    let tNew = t;
    let ltNew = lt;
    let vqNew = vq;
    for (let i = 0; i <= 10; i++) {
      const x = t.map((row, r) => row.map((v, j) => v - alpha * gp[r]![j]!));
      const norms = Array.from({ length: m }, (_, j) =>
        Math.sqrt(x.reduce((acc, row) => acc + row[j]! ** 2, 0)),
      );
      tNew = x.map((row) => row.map((v, j) => v / norms[j]!));
      ltNew = multiply(a, transpose(inv(tNew)));
      vqNew = oblimin(ltNew, delta);
      if (f - vqNew.f > 0.5 * s * s * alpha) break;
      alpha /= 2;
    }
    t = tNew;
    lt = ltNew;
    vq = vqNew;
    f = vq.f;
    grad = transpose(multiply(multiply(transpose(lt), vq.g), inv(t))).map((row) =>
      row.map((v) => -v),
    );
  }
  return {
    pattern: denormalise(lt, h),
    transformation: null,
    phi: crossprod(t, t),
    iterations,
    converged,
  };
}

/**
 * Promax as SPSS FACTOR (the SPSS 23 algorithms manual, as reproduced by Steiner & Grieder's
 * EFAtools, type "SPSS"): a Kaiser-normalised varimax A; the target is formed from the
 * row-normalised loadings A* = H⁻¹A, P = sign(A*)·|A*|^κ; U = (AᵀA)⁻¹AᵀP with columns scaled
 * so that diag((UᵀU)⁻¹) = 1; pattern = A·U and Φ = (UᵀU)⁻¹. R's stats::promax (Hendrickson and
 * White) forms the target from the unnormalised loadings, P = A·|A|^(κ−1).
 */
export function promax(l: Mat, kappa: number, maxIterations: number): Rotated {
  const v = orthomax(l, 1, maxIterations);
  const { a: an } = normalise(v.pattern);
  const target = an.map((row) => row.map((x) => Math.sign(x) * Math.abs(x) ** kappa));
  let u = multiply(inv(crossprod(v.pattern, v.pattern)), crossprod(v.pattern, target));
  const scale = inv(crossprod(u, u)).map((row, i) => Math.sqrt(row[i]!));
  u = u.map((row) => row.map((x, j) => x * scale[j]!));
  return {
    pattern: multiply(v.pattern, u),
    transformation: null,
    phi: inv(crossprod(u, u)),
    iterations: v.iterations,
    converged: v.converged,
  };
}
