/**
 * Fisher's exact test of a 2×2 table [[a, b], [c, d]]: the hypergeometric law of the
 * top-left cell given the margins, by ratios of successive probabilities from the mode
 * (no factorials, no overflow). Two-sided as R's fisher.test (tables no more probable
 * than the observed one, relative slack 1e-7); one-sided in the observed direction, as SPSS.
 */
export function fisherExact2x2(
  a: number,
  b: number,
  c: number,
  d: number,
): { pValueTwoSided: number; pValueOneSided: number } {
  const row1 = a + b;
  const col1 = a + c;
  const n = a + b + c + d;
  const lo = Math.max(0, row1 + col1 - n);
  const hi = Math.min(row1, col1);
  const size = hi - lo + 1;
  const weights = new Float64Array(size);
  const mode = Math.min(hi, Math.max(lo, Math.floor(((row1 + 1) * (col1 + 1)) / (n + 2))));
  weights[mode - lo] = 1;
  // p(x+1)/p(x) = (row1 − x)(col1 − x) / ((x + 1)(n − row1 − col1 + x + 1)).
  for (let x = mode; x < hi; x++) {
    weights[x + 1 - lo] =
      (weights[x - lo]! * (row1 - x) * (col1 - x)) / ((x + 1) * (n - row1 - col1 + x + 1));
  }
  for (let x = mode; x > lo; x--) {
    weights[x - 1 - lo] =
      (weights[x - lo]! * x * (n - row1 - col1 + x)) / ((row1 - x + 1) * (col1 - x + 1));
  }
  let total = 0;
  for (const w of weights) total += w;
  const observed = weights[a - lo]!;
  let two = 0;
  let lower = 0;
  let upper = 0;
  for (let x = lo; x <= hi; x++) {
    const w = weights[x - lo]!;
    if (w <= observed * (1 + 1e-7)) two += w;
    if (x <= a) lower += w;
    if (x >= a) upper += w;
  }
  const expectedA = (row1 * col1) / n;
  return {
    pValueTwoSided: Math.min(1, two / total),
    pValueOneSided: Math.min(1, (a >= expectedA ? upper : lower) / total),
  };
}
