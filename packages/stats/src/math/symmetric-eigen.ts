import { EigenvalueDecomposition, Matrix } from 'ml-matrix';

/**
 * Eigen decomposition of a symmetric matrix, eigenvalues largest first (ml-matrix gives
 * them ascending). `vectors[i][j]` is element i of the eigenvector of `values[j]`; each
 * vector's sign is as ml-matrix returns it (callers fix their own sign convention).
 */
export function symmetricEigen(a: readonly (readonly number[])[]): {
  values: number[];
  vectors: number[][];
} {
  const k = a.length;
  const e = new EigenvalueDecomposition(new Matrix(a.map((row) => [...row])), {
    assumeSymmetric: true,
  });
  const raw = e.realEigenvalues;
  const v = e.eigenvectorMatrix;
  const order = raw.map((_, i) => i).sort((i, j) => raw[j]! - raw[i]!);
  return {
    values: order.map((i) => raw[i]!),
    vectors: Array.from({ length: k }, (_, r) => order.map((i) => v.get(r, i))),
  };
}
