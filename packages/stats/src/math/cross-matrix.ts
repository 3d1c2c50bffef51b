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
      let b = a;
      // Four pairs at a time: four independent running sums the processor overlaps, each the
      // same sequence of additions as alone (so the same bits).
      for (; b + 3 < k; b += 4, p += 4) {
        const o0 = b * BLOCK;
        const o1 = o0 + BLOCK;
        const o2 = o1 + BLOCK;
        const o3 = o2 + BLOCK;
        let v0 = 0, v1 = 0, v2 = 0, v3 = 0; // prettier-ignore
        for (let i = 0; i < size; i++) {
          const x = d[oa + i]!;
          v0 += x * d[o0 + i]!;
          v1 += x * d[o1 + i]!;
          v2 += x * d[o2 + i]!;
          v3 += x * d[o3 + i]!;
        }
        addBlock(total, compensation, p, v0);
        addBlock(total, compensation, p + 1, v1);
        addBlock(total, compensation, p + 2, v2);
        addBlock(total, compensation, p + 3, v3);
      }
      for (; b < k; b++, p++) {
        const ob = b * BLOCK;
        let value = 0;
        for (let i = 0; i < size; i++) value += d[oa + i]! * d[ob + i]!;
        addBlock(total, compensation, p, value);
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

/** One block's sum into a pair's Neumaier sum. */
function addBlock(total: Float64Array, compensation: Float64Array, p: number, value: number): void {
  const sum = total[p]!;
  const t = sum + value;
  compensation[p]! += Math.abs(sum) >= Math.abs(value) ? sum - t + value : value - t + sum;
  total[p] = t;
}
