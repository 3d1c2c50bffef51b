/**
 * Percentiles as SPSS EXPLORE computes them by default (HAVERAGE, weighted average
 * at x_{(n+1)p}), which is R's quantile type 6. `sorted` must be ascending.
 */
export function haverage(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const h = (n + 1) * p;
  const j = Math.floor(h);
  const g = h - j;
  if (j < 1) return sorted[0]!;
  if (j >= n) return sorted[n - 1]!;
  const lower = sorted[j - 1]!;
  const upper = sorted[j]!;
  return g === 0 ? lower : lower + g * (upper - lower);
}

/** The median: the middle value, or the mean of the two middle values. */
export function median(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Tukey's hinges as SPSS EXPLORE shows them and draws its box plot with: the
 * medians of the lower and upper halves, the middle value belonging to both when n is odd.
 */
export function tukeyHinges(sorted: ArrayLike<number>): { lower: number; upper: number } {
  const n = sorted.length;
  if (n === 0) return { lower: Number.NaN, upper: Number.NaN };
  // Depth of the hinge: (floor(depth of median) + 1) / 2, counted from each end.
  const depth = (Math.floor((n + 1) / 2) + 1) / 2;
  const at = (d: number, fromTop: boolean): number => {
    const lo = Math.floor(d);
    const hi = Math.ceil(d);
    const pick = (k: number) => (fromTop ? sorted[n - k]! : sorted[k - 1]!);
    return lo === hi ? pick(lo) : (pick(lo) + pick(hi)) / 2;
  };
  return { lower: at(depth, false), upper: at(depth, true) };
}
