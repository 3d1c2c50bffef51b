import { inverse, Matrix } from 'ml-matrix';
import { type Mat, multiply, transpose } from '../../math/matrix-ops';
import { symmetricEigen } from '../../math/symmetric-eigen';
import { type Extraction, signColumns } from './extraction';

/** Lower bound of a uniqueness, as R's factanal (`lower = 0.005`). */
const lowerBound = 0.005;

export interface Discrepancy {
  /** The criterion at ψ. */
  f: number;
  /** ∂f/∂ψ. */
  gradient: number[];
  /** The loadings that are optimal for this ψ. */
  loadings: Mat;
}

/**
 * Maximum likelihood for a given uniqueness vector ψ (Jöreskog; R's factanal FAfn/FAgr):
 * with S* = Ψ^(−1/2) R Ψ^(−1/2) and its eigenvalues θ, f = Σ_{k>m} (θ_k − ln θ_k − 1) and
 * Λ = Ψ^(1/2) Ω_m (Θ_m − I)^(1/2).
 */
export function maximumLikelihoodAt(r: Mat, psi: number[], m: number): Discrepancy {
  const p = r.length;
  const s = psi.map((v) => 1 / Math.sqrt(v));
  const star = r.map((row, i) => row.map((v, j) => v * s[i]! * s[j]!));
  const { values, vectors } = symmetricEigen(star);
  let f = 0;
  for (let k = m; k < p; k++) f += values[k]! - Math.log(values[k]!) - 1;
  const loadings = vectors.map((row, i) =>
    Array.from(
      { length: m },
      (_, j) => Math.sqrt(psi[i]!) * row[j]! * Math.sqrt(Math.max(values[j]! - 1, 0)),
    ),
  );
  const gradient = psi.map((v, i) => {
    const h = loadings[i]!.reduce((acc, x) => acc + x * x, 0);
    return (h + v - r[i]![i]!) / (v * v);
  });
  return { f, gradient, loadings };
}

/**
 * Unweighted least squares for a given ψ: the loadings from the first m eigenpairs of R − Ψ,
 * f = ½ Σ_{k>m} λ_k², the residual sum of squares of R − ΛΛᵀ − Ψ.
 */
export function unweightedAt(r: Mat, psi: number[], m: number): Discrepancy {
  const reduced = r.map((row, i) => row.map((v, j) => (i === j ? v - psi[i]! : v)));
  const { values, vectors } = symmetricEigen(reduced);
  let f = 0;
  for (let k = m; k < values.length; k++) f += values[k]! ** 2;
  const loadings = vectors.map((row) =>
    Array.from({ length: m }, (_, j) => row[j]! * Math.sqrt(Math.max(values[j]!, 0))),
  );
  const gradient = psi.map((v, i) => {
    const h = loadings[i]!.reduce((acc, x) => acc + x * x, 0);
    return h + v - r[i]![i]!;
  });
  return { f: f / 2, gradient, loadings };
}

/**
 * Generalised least squares for a given ψ: f = ½ tr((I − R⁻¹Σ)²); for fixed ψ the optimal
 * loadings come from the eigenpairs of Ψ^(1/2) R⁻¹ Ψ^(1/2) (the smallest m, γ), Λ = Ψ^(1/2) Ω (Γ⁻¹ − I)^(1/2),
 * and f = ½ Σ_{k>m} (γ_k − 1)² over the remaining ones.
 */
export function generalisedAt(rInverse: Mat, psi: number[], m: number): Discrepancy {
  const p = rInverse.length;
  const s = psi.map(Math.sqrt);
  const star = rInverse.map((row, i) => row.map((v, j) => v * s[i]! * s[j]!));
  const { values, vectors } = symmetricEigen(star);
  // Smallest m eigenvalues of Ψ^½R⁻¹Ψ^½ are the largest of Ψ^−½RΨ^−½ inverted.
  const small = Array.from({ length: m }, (_, j) => p - 1 - j);
  let f = 0;
  for (let k = 0; k < p - m; k++) f += (values[k]! - 1) ** 2;
  const loadings = vectors.map((row, i) =>
    small.map((k) => s[i]! * row[k]! * Math.sqrt(Math.max(1 / values[k]! - 1, 0))),
  );
  // ∂f/∂ψ_i = [R⁻¹(Σ − R)R⁻¹]_ii at the conditional optimum.
  const sigma = multiply(loadings, transpose(loadings));
  psi.forEach((v, i) => (sigma[i]![i]! += v));
  const rInvSigma = multiply(rInverse, sigma);
  const d = multiply(rInvSigma, rInverse);
  const gradient = psi.map((_, i) => d[i]![i]! - rInverse[i]![i]!);
  return { f: f / 2, gradient, loadings };
}

/**
 * Minimises a discrepancy over the uniquenesses ψ ∈ [0.005, 1] by BFGS on log ψ with a
 * backtracking line search, from ψ = 1 − (initial communality), until the largest gradient
 * component (in log ψ) is below 1e-9 or `maxIterations` steps are done.
 */
export function fitUniquenesses(
  at: (psi: number[]) => Discrepancy,
  start: number[],
  maxIterations: number,
): Extraction & { uniquenesses: number[]; criterion: number } {
  const k = start.length;
  const clamp = (x: number[]) => x.map((v) => Math.min(0, Math.max(Math.log(lowerBound), v)));
  let x = clamp(start.map((v) => Math.log(v)));
  const evaluate = (y: number[]) => {
    const psi = y.map(Math.exp);
    const d = at(psi);
    // Components pinned at a bound whose gradient points outwards do not count.
    const g = d.gradient.map((v, i) => v * psi[i]!);
    return { d, g };
  };
  let cur = evaluate(x);
  let h: Mat = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => (i === j ? 1 : 0)),
  );
  const active = (y: number[], g: number[]) =>
    g.map((v, i) =>
      (y[i]! <= Math.log(lowerBound) + 1e-12 && v > 0) || (y[i]! >= -1e-12 && v < 0) ? 0 : v,
    );
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    const g = active(x, cur.g);
    if (Math.max(...g.map(Math.abs)) < 1e-9) {
      converged = true;
      break;
    }
    iterations++;
    let dir = h.map((row) => -row.reduce((s, v, j) => s + v * g[j]!, 0));
    let slope = dir.reduce((s, v, i) => s + v * g[i]!, 0);
    if (!(slope < 0)) {
      h = h.map((row, i) => row.map((_, j) => (i === j ? 1 : 0)));
      dir = g.map((v) => -v);
      slope = dir.reduce((s, v, i) => s + v * g[i]!, 0);
    }
    let step = 1;
    let next = cur;
    let y = x;
    for (let tries = 0; tries < 60; tries++) {
      y = clamp(x.map((v, i) => v + step * dir[i]!));
      next = evaluate(y);
      if (next.d.f <= cur.d.f + 1e-4 * step * slope || step < 1e-12) break;
      step /= 2;
    }
    const sVec = y.map((v, i) => v - x[i]!);
    const gNew = active(y, next.g);
    const yVec = gNew.map((v, i) => v - g[i]!);
    const sy = sVec.reduce((s, v, i) => s + v * yVec[i]!, 0);
    if (sy > 1e-14) {
      const hy = h.map((row) => row.reduce((s, v, j) => s + v * yVec[j]!, 0));
      const yhy = yVec.reduce((s, v, i) => s + v * hy[i]!, 0);
      h = h.map((row, i) =>
        row.map(
          (v, j) =>
            v +
            ((sy + yhy) * sVec[i]! * sVec[j]!) / (sy * sy) -
            (hy[i]! * sVec[j]! + sVec[i]! * hy[j]!) / sy,
        ),
      );
    }
    const moved = Math.max(...sVec.map(Math.abs));
    x = y;
    cur = next;
    if (moved === 0) {
      converged = Math.max(...active(x, cur.g).map(Math.abs)) < 1e-6;
      break;
    }
  }
  const { loadings } = signColumns(cur.d.loadings);
  const m = loadings[0]?.length ?? 0;
  const psi = x.map(Math.exp);
  return {
    loadings,
    communalities: loadings.map((row) => row.reduce((s, v) => s + v * v, 0)),
    sums: Array.from({ length: m }, (_, j) => loadings.reduce((s, row) => s + row[j]! ** 2, 0)),
    iterations,
    converged,
    heywood: psi.some((v) => v <= lowerBound * (1 + 1e-9)),
    uniquenesses: psi,
    criterion: cur.d.f,
  };
}

export const invert = (a: Mat): Mat => inverse(new Matrix(a)).to2DArray();
