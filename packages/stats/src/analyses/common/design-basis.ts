/**
 * The design columns a regression keeps, as an orthonormal basis: a column that is constant or a
 * linear combination of the columns kept before it (and of the constant, when the model has one)
 * adds nothing the model can estimate, and SPSS calls it redundant.
 */
export interface DesignBasis {
  /**
   * Whether the column adds a direction of its own; if so it joins the basis. Modified
   * Gram–Schmidt, twice for accuracy, with a tolerance of 1e-8 of the column's own variation
   * (about its mean when the model has a constant), as SPSS's singularity tolerance.
   */
  adds(values: ArrayLike<number>): boolean;
}

/** An empty basis over `n` cases; with a constant, the constant's unit column is in it from the start. */
export function designBasis(n: number, withConstant: boolean): DesignBasis {
  const basis: Float64Array[] = [];
  if (withConstant && n > 0) basis.push(new Float64Array(n).fill(1 / Math.sqrt(n)));
  return {
    adds(values) {
      const v = Float64Array.from(values);
      let reference = 0;
      if (withConstant) {
        let mean = 0;
        for (let i = 0; i < n; i++) mean += v[i]!;
        mean /= n;
        for (let i = 0; i < n; i++) reference += (v[i]! - mean) ** 2;
      } else for (let i = 0; i < n; i++) reference += v[i]! ** 2;
      for (let pass = 0; pass < 2; pass++) {
        for (const q of basis) {
          let d = 0;
          for (let i = 0; i < n; i++) d += q[i]! * v[i]!;
          for (let i = 0; i < n; i++) v[i]! -= d * q[i]!;
        }
      }
      let ss = 0;
      for (let i = 0; i < n; i++) ss += v[i]! ** 2;
      if (!(reference > 0 && ss > 1e-8 * reference)) return false;
      const norm = Math.sqrt(ss);
      for (let i = 0; i < n; i++) v[i]! /= norm;
      basis.push(v);
      return true;
    },
  };
}
