import { inverse, Matrix } from 'ml-matrix';
import { type Mat, crossprod, multiply, transpose } from '../../math/matrix-ops';
import { symmetricEigen } from '../../math/symmetric-eigen';
import type { FactorScoreMethod } from './types';

/**
 * Factor score coefficients W (variables × factors), applied to z-scores (SD with n − 1),
 * as SPSS FACTOR /SAVE: regression W = R⁻¹S (S the structure matrix, the loadings when
 * orthogonal); Bartlett W = U⁻²P(PᵀU⁻²P)⁻¹; Anderson-Rubin W = U⁻²P(PᵀU⁻²RU⁻²P)^(−1/2),
 * with U² = 1 − communality and P the pattern (rotated) matrix. For principal components
 * the three coincide and SPSS uses the regression form, as here. On a covariance matrix the
 * same formulas take C for R, U² = variance − communality, and centred (not standardised) data.
 */
export function scoreCoefficients(
  method: Exclude<FactorScoreMethod, 'none'>,
  r: Mat,
  inverseR: Mat,
  pattern: Mat,
  structure: Mat,
  uniquenesses: number[],
  components: boolean,
): Mat {
  if (components || method === 'regression') return multiply(inverseR, structure);
  const u2inv = uniquenesses.map((u) => 1 / u);
  const up = pattern.map((row, i) => row.map((v) => v * u2inv[i]!));
  if (method === 'bartlett') {
    return multiply(up, inverse(new Matrix(crossprod(pattern, up))).to2DArray());
  }
  const middle = multiply(multiply(transpose(up), r), up);
  const { values, vectors } = symmetricEigen(middle);
  const m = values.length;
  const invSqrt = Array.from({ length: m }, (_, i) =>
    Array.from({ length: m }, (_, j) =>
      values.reduce(
        (s, lambda, k) => s + (vectors[i]![k]! * vectors[j]![k]!) / Math.sqrt(lambda),
        0,
      ),
    ),
  );
  return multiply(up, invSqrt);
}

/** Scores of every row: z-scores (with the analysis means and SDs) × W; null for an incomplete row. */
export function scoreRows(
  columns: readonly (readonly (number | null)[])[],
  means: number[],
  sds: number[],
  w: Mat,
): (number | null)[][] {
  const m = w[0]?.length ?? 0;
  const rows = columns[0]?.length ?? 0;
  const out = Array.from({ length: m }, () => new Array<number | null>(rows).fill(null));
  for (let i = 0; i < rows; i++) {
    if (columns.some((c) => c[i] === null)) continue;
    for (let j = 0; j < m; j++) {
      let s = 0;
      columns.forEach((c, k) => (s += ((c[i]! - means[k]!) / sds[k]!) * w[k]![j]!));
      out[j]![i] = s;
    }
  }
  return out;
}
