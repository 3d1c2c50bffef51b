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
  // Position of the pair (a ≤ b) in the packed upper triangle, row by row.
  const at = (a: number, b: number) => a * k - (a * (a - 1)) / 2 + (b - a);
  const index = (a: number, b: number) => (a <= b ? at(a, b) : at(b, a));
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
    // Two columns a, a + 1 against four others at a time: eight independent running sums that
    // share their loads, each the same sequence of additions as alone (so the same bits).
    for (let a = 0; a < k; a += 2) {
      const oa = a * BLOCK;
      if (a + 1 === k) {
        let value = 0;
        for (let i = 0; i < size; i++) value += d[oa + i]! * d[oa + i]!;
        addBlock(total, compensation, at(a, a), value);
        break;
      }
      const oc = oa + BLOCK;
      let aa = 0, ac = 0, cc = 0; // prettier-ignore
      for (let i = 0; i < size; i++) {
        const x = d[oa + i]!;
        const z = d[oc + i]!;
        aa += x * x;
        ac += x * z;
        cc += z * z;
      }
      addBlock(total, compensation, at(a, a), aa);
      addBlock(total, compensation, at(a, a + 1), ac);
      addBlock(total, compensation, at(a + 1, a + 1), cc);
      let b = a + 2;
      for (; b + 3 < k; b += 4) {
        const o0 = b * BLOCK;
        const o1 = o0 + BLOCK;
        const o2 = o1 + BLOCK;
        const o3 = o2 + BLOCK;
        let v0 = 0, v1 = 0, v2 = 0, v3 = 0, w0 = 0, w1 = 0, w2 = 0, w3 = 0; // prettier-ignore
        for (let i = 0; i < size; i++) {
          const x = d[oa + i]!;
          const z = d[oc + i]!;
          const e0 = d[o0 + i]!;
          const e1 = d[o1 + i]!;
          const e2 = d[o2 + i]!;
          const e3 = d[o3 + i]!;
          v0 += x * e0;
          v1 += x * e1;
          v2 += x * e2;
          v3 += x * e3;
          w0 += z * e0;
          w1 += z * e1;
          w2 += z * e2;
          w3 += z * e3;
        }
        addBlock(total, compensation, at(a, b), v0);
        addBlock(total, compensation, at(a, b + 1), v1);
        addBlock(total, compensation, at(a, b + 2), v2);
        addBlock(total, compensation, at(a, b + 3), v3);
        addBlock(total, compensation, at(a + 1, b), w0);
        addBlock(total, compensation, at(a + 1, b + 1), w1);
        addBlock(total, compensation, at(a + 1, b + 2), w2);
        addBlock(total, compensation, at(a + 1, b + 3), w3);
      }
      for (; b < k; b++) {
        const ob = b * BLOCK;
        let v = 0;
        let w = 0;
        for (let i = 0; i < size; i++) {
          const e = d[ob + i]!;
          v += d[oa + i]! * e;
          w += d[oc + i]! * e;
        }
        addBlock(total, compensation, at(a, b), v);
        addBlock(total, compensation, at(a + 1, b), w);
      }
    }
  }
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
