/** Small dense matrix helpers on number[][] (row-major), for the factor analysis. */

export type Mat = number[][];

export const zeros = (r: number, c: number): Mat =>
  Array.from({ length: r }, () => new Array<number>(c).fill(0));

export const identity = (k: number): Mat =>
  Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? 1 : 0)));

export function transpose(a: Mat): Mat {
  const r = a.length;
  const c = a[0]?.length ?? 0;
  return Array.from({ length: c }, (_, j) => Array.from({ length: r }, (_, i) => a[i]![j]!));
}

export function multiply(a: Mat, b: Mat): Mat {
  const r = a.length;
  const n = b.length;
  const c = b[0]?.length ?? 0;
  const out = zeros(r, c);
  for (let i = 0; i < r; i++) {
    const ai = a[i]!;
    const oi = out[i]!;
    for (let k = 0; k < n; k++) {
      const aik = ai[k]!;
      const bk = b[k]!;
      for (let j = 0; j < c; j++) oi[j]! += aik * bk[j]!;
    }
  }
  return out;
}

/** aᵀb. */
export const crossprod = (a: Mat, b: Mat): Mat => multiply(transpose(a), b);

export const copy = (a: Mat): Mat => a.map((row) => [...row]);

/** Frobenius norm of a − b, used for convergence checks. */
export function distance(a: Mat, b: Mat): number {
  let s = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < a[i]!.length; j++) s += (a[i]![j]! - b[i]![j]!) ** 2;
  return Math.sqrt(s);
}
