import type { CrossProducts } from './products';
import { accurateMean } from './sums';

/**
 * Sums of squares and cross-products about the means for every pair of complete columns of equal
 * length, in one pass over the rows instead of one pass per pair. Deviations from accurate
 * (two-pass) means are summed in blocks of 256 rows, and the block sums are added with Neumaier's
 * compensation, so the rounding error grows with the block size, not with n. The residual sums
 * correct the result as in `crossProducts` (Chan, Golub & LeVeque).
 */
export function crossProductMatrix(
  columns: readonly ArrayLike<number>[],
): (a: number, b: number) => CrossProducts {
  const k = columns.length;
  const n = columns[0]?.length ?? 0;
  const means = columns.map((column) => accurateMean(column));
  const pairs = (k * (k + 1)) / 2;
  const total = new Float64Array(pairs);
  const compensation = new Float64Array(pairs);
  const residual = new Float64Array(k);
  // One block of rows at a time, its deviations in a small buffer that stays in cache while every
  // pair's block sum is taken from it (the same sums, in the same order, as row by row).
  const BLOCK = 256;
  const d = new Float64Array(k * BLOCK);
  for (let start = 0; start < n; start += BLOCK) {
    const size = Math.min(BLOCK, n - start);
    for (let a = 0; a < k; a++) {
      const column = columns[a]!;
      const mean = means[a]!;
      const offset = a * BLOCK;
      let sum = 0;
      for (let i = 0; i < size; i++) {
        const v = column[start + i]! - mean;
        d[offset + i] = v;
        sum += v;
      }
      residual[a]! += sum;
    }
    let p = 0;
    for (let a = 0; a < k; a++) {
      const oa = a * BLOCK;
      for (let b = a; b < k; b++, p++) {
        const ob = b * BLOCK;
        let value = 0;
        for (let i = 0; i < size; i++) value += d[oa + i]! * d[ob + i]!;
        const sum = total[p]!;
        const t = sum + value;
        compensation[p]! += Math.abs(sum) >= Math.abs(value) ? sum - t + value : value - t + sum;
        total[p] = t;
      }
    }
  }
  const index = (a: number, b: number) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    return lo * k - (lo * (lo - 1)) / 2 + (hi - lo);
  };
  return (a, b) => {
    const sxy = total[index(a, b)]! + compensation[index(a, b)]!;
    const sxx = total[index(a, a)]! + compensation[index(a, a)]!;
    const syy = total[index(b, b)]! + compensation[index(b, b)]!;
    const rx = residual[a]!;
    const ry = residual[b]!;
    return {
      n,
      meanX: means[a]!,
      meanY: means[b]!,
      sxx: Math.max(0, sxx - (rx * rx) / n),
      syy: Math.max(0, syy - (ry * ry) / n),
      sxy: sxy - (rx * ry) / n,
    };
  };
}
