import { crossProductMatrix } from './cross-matrix';
import { gramLeastSquares, invertUpper, wellConditionedCholesky } from './qr';
import { compensatedSum } from './sums';

/** A linear model (with a constant) of y on some blocks of the columns, fitted from cross-products. */
export interface CrossProductModel {
  /** Residual sum of squares. */
  sse: number;
  /** Each block's Type III sum of squares: what leaving the block out adds to `sse`. */
  ss: number[];
  /**
   * The constant's Type III sum of squares when the same slopes are fitted to a y whose mean is
   * `meanY` (UNIANOVA's intercept row, on the dependent as it is rather than shifted).
   */
  intercept(meanY: number): number;
}

/**
 * Every model of a request on the same rows, from one pass over them: the sums of squares and
 * cross-products about the means of y and of every column any model needs (`crossProductMatrix`),
 * then each model solved on its own sub-matrix by Cholesky (`gramLeastSquares`), and each block's
 * Type III sum of squares as the Wald form b_Kᵀ [(XᵀX)⁻¹]_KK⁻¹ b_K of the full model, which equals
 * the rise in the residual sum of squares when the block leaves it, without refitting.
 * A model returns null when its design is not well-conditioned (or y lies nearly in its span):
 * the caller then takes the accurate road, Householder QR over the rows.
 */
export function crossProductModels(
  columns: readonly Float64Array[],
  y: Float64Array,
): (blocks: readonly (readonly number[])[]) => CrossProductModel | null {
  const n = y.length;
  const products = crossProductMatrix([y, ...columns]);
  const means = columns.map((_, j) => products(j + 1, j + 1).meanX);
  const syy = products(0, 0).sxx;
  // Columns scaled by powers of two to unit size (exact), so the condition estimate sees the
  // design's collinearity rather than its units.
  const scales = columns.map((_, j) => {
    const s = products(j + 1, j + 1).sxx;
    return s > 0 ? 2 ** -Math.round(Math.log2(Math.sqrt(s))) : 1;
  });
  return (blocks) => {
    const chosen = blocks.flat();
    const p = chosen.length;
    const xx = new Float64Array(p * p);
    const xy = new Float64Array(p);
    for (let a = 0; a < p; a++) {
      const ja = chosen[a]!;
      for (let b = a; b < p; b++) {
        const jb = chosen[b]!;
        xx[a * p + b] = products(ja + 1, jb + 1).sxy * scales[ja]! * scales[jb]!;
      }
      xy[a] = products(ja + 1, 0).sxy * scales[ja]!;
    }
    const fit = gramLeastSquares(xx, xy, syy, p, 0);
    if (!fit) return null;
    const b = chosen.map((j, a) => fit.coefficients[a]! * scales[j]!);
    // (XᵀX)⁻¹ = R⁻¹R⁻ᵀ in the scaled units, entry by entry.
    const rinv = invertUpper(fit.r, p);
    const inverseAt = (a: number, c: number) => {
      let s = 0;
      for (let m = Math.max(a, c); m < p; m++) s += rinv[a * p + m]! * rinv[c * p + m]!;
      return s;
    };
    const ss: number[] = [];
    let offset = 0;
    for (const block of blocks) {
      const k = block.length;
      const positions = Array.from({ length: k }, (_, i) => offset + i);
      offset += k;
      const c = new Float64Array(k * k);
      for (let i = 0; i < k; i++)
        for (let m = i; m < k; m++) c[i * k + m] = inverseAt(positions[i]!, positions[m]!);
      const r = wellConditionedCholesky(c, k, 0);
      if (!r) return null;
      // ‖R⁻ᵀβ_K‖² = β_Kᵀ C_KK⁻¹ β_K, in the scaled units where C is well-conditioned.
      let sum = 0;
      const z = new Float64Array(k);
      for (let i = 0; i < k; i++) {
        let s = fit.coefficients[positions[i]!]!;
        for (let m = 0; m < i; m++) s -= r[m * k + i]! * z[m]!;
        z[i] = s / r[i * k + i]!;
        sum += z[i]! ** 2;
      }
      ss.push(sum);
    }
    // yᵀy − ‖R⁻ᵀXᵀy‖²: `gramLeastSquares` takes this road only when it keeps 12 digits.
    const sse = fit.ssError;
    return {
      sse,
      ss,
      intercept(mean) {
        // b₀ = ȳ − Σ bⱼx̄ⱼ and its variance factor 1/n + x̄ᵀ(XcᵀXc)⁻¹x̄ = 1/n + ‖R⁻ᵀ(s∘x̄)‖².
        const b0 = compensatedSum([mean, ...chosen.map((j, a) => -b[a]! * means[j]!)]);
        let quad = 0;
        for (let m = 0; m < p; m++) {
          let s = 0;
          for (let a = 0; a <= m; a++)
            s += rinv[a * p + m]! * means[chosen[a]!]! * scales[chosen[a]!]!;
          quad += s * s;
        }
        return (b0 * b0) / (1 / n + quad);
      },
    };
  };
}
