import { type Mat, copy } from '../../math/matrix-ops';
import { symmetricEigen } from '../../math/symmetric-eigen';

export interface Extraction {
  loadings: Mat;
  communalities: number[];
  /** Sum of squared loadings of each factor. */
  sums: number[];
  iterations: number | null;
  converged: boolean;
  /** PAF: a communality above 1 was met while iterating (a Heywood case). */
  heywood: boolean;
}

/** Multiplies every column whose sum is negative by −1 (the output convention). */
export function signColumns(l: Mat): { loadings: Mat; signs: number[] } {
  const m = l[0]?.length ?? 0;
  const signs = Array.from({ length: m }, (_, j) => {
    let s = 0;
    for (const row of l) s += row[j]!;
    return s < 0 ? -1 : 1;
  });
  return { loadings: l.map((row) => row.map((v, j) => v * signs[j]!)), signs };
}

function firstFactors(values: number[], vectors: Mat, m: number): Mat {
  // SPSS takes |λ| so that a negative eigenvalue of a reduced matrix gives no NaN.
  return vectors.map((row) =>
    Array.from({ length: m }, (_, j) => row[j]! * Math.sqrt(Math.abs(values[j]!))),
  );
}

function summarise(l: Mat): { communalities: number[]; sums: number[] } {
  const m = l[0]?.length ?? 0;
  return {
    communalities: l.map((row) => row.reduce((s, v) => s + v * v, 0)),
    sums: Array.from({ length: m }, (_, j) => l.reduce((s, row) => s + row[j]! ** 2, 0)),
  };
}

/** Principal components: loadings are eigenvectors of R scaled by √λ. */
export function principalComponents(r: Mat, m: number): Extraction {
  const { values, vectors } = symmetricEigen(r);
  const { loadings } = signColumns(firstFactors(values, vectors, m));
  return { loadings, ...summarise(loadings), iterations: null, converged: true, heywood: false };
}

/**
 * SPSS's principal axis factoring (and, with `alpha`, alpha factoring): the diagonal of R is replaced by the communalities
 * (initially `initial`, the squared multiple correlations), the first m eigenvectors scaled
 * by √|λ| give the loadings and their row sums of squares the next communalities, until the
 * largest change is below `epsilon` (SPSS's ECONVERGE, 0.001) or `maxIterations` are done.
 * `iterations` counts the eigen decompositions. Without convergence the last values are kept.
 */
export function principalAxis(
  r: Mat,
  m: number,
  initial: number[],
  maxIterations: number,
  epsilon = 0.001,
  alpha = false,
): Extraction {
  let h = [...initial];
  let loadings: Mat = [];
  let iterations = 0;
  let converged = false;
  let heywood = false;
  while (iterations < maxIterations) {
    const reduced = copy(r);
    h.forEach((v, i) => (reduced[i]![i] = v));
    if (alpha) {
      // Kaiser and Caffrey's alpha factoring: the same step on H^(−1/2)(R − I + H)H^(−1/2),
      // the loadings scaled back by H^(1/2).
      const s = h.map(Math.sqrt);
      const scaled = reduced.map((row, i) => row.map((v, j) => v / (s[i]! * s[j]!)));
      const { values, vectors } = symmetricEigen(scaled);
      loadings = firstFactors(values, vectors, m).map((row, i) => row.map((v) => v * s[i]!));
    } else {
      const { values, vectors } = symmetricEigen(reduced);
      loadings = firstFactors(values, vectors, m);
    }
    const next = summarise(loadings).communalities;
    iterations++;
    let change = 0;
    next.forEach((v, i) => (change = Math.max(change, Math.abs(v - h[i]!))));
    if (next.some((v) => v > 1)) heywood = true;
    h = next;
    if (change < epsilon) {
      converged = true;
      break;
    }
  }
  const signed = signColumns(loadings).loadings;
  return { loadings: signed, ...summarise(signed), iterations, converged, heywood };
}

/**
 * Image factoring as SPSS (Harris/Kaiser): with S² = diag(R⁻¹)⁻¹ (the anti-image variances)
 * and the eigenpairs (γ, Ω) of S⁻¹RS⁻¹, largest first, Λ = S·Ω_m·(Γ_m − I)·Γ_m^(−1/2); ΛΛᵀ is
 * then the rank-m part of the image covariance matrix R + S²R⁻¹S² − 2S². No iteration.
 */
export function imageFactoring(r: Mat, m: number, smc: number[]): Extraction {
  const s = smc.map((v) => Math.sqrt(1 - v));
  const scaled = r.map((row, i) => row.map((v, j) => v / (s[i]! * s[j]!)));
  const { values, vectors } = symmetricEigen(scaled);
  const raw = vectors.map((row, i) =>
    Array.from(
      { length: m },
      (_, j) => s[i]! * row[j]! * ((values[j]! - 1) / Math.sqrt(values[j]!)),
    ),
  );
  const { loadings } = signColumns(raw);
  return { loadings, ...summarise(loadings), iterations: null, converged: true, heywood: false };
}
