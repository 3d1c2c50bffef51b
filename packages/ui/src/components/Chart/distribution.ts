/** The little statistics the charts compute themselves. Pure, so it is tested directly. */
import { prettyTicks } from './scale';

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Sample standard deviation (n − 1), two-pass. */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return Number.NaN;
  const centre = mean(values);
  let sum = 0;
  for (const value of values) sum += (value - centre) ** 2;
  return Math.sqrt(sum / (values.length - 1));
}

export function normalDensity(x: number, mu = 0, sigma = 1): number {
  const z = (x - mu) / sigma;
  return Math.exp(-0.5 * z * z) / (sigma * Math.sqrt(2 * Math.PI));
}

/* eslint-disable no-loss-of-precision -- AS 241's published coefficients, kept digit for digit */
/** Inverse standard normal CDF: Wichura's AS 241 (PPND16), the algorithm of R's qnorm. */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (
      (q *
        (((((((r * 2509.0809287301226727 + 33430.575583588128105) * r + 67265.770927008700853) * r +
          45921.953931549871457) *
          r +
          13731.693765509461125) *
          r +
          1971.5909503065514427) *
          r +
          133.14166789178437745) *
          r +
          3.387132872796366608)) /
      (((((((r * 5226.495278852545925 + 28729.085735721942674) * r + 39307.89580009271061) * r +
        21213.794301586595867) *
        r +
        5394.1960214247511077) *
        r +
        687.1870074920579083) *
        r +
        42.313330701600911252) *
        r +
        1)
    );
  }
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
  let value: number;
  if (r <= 5) {
    r -= 1.6;
    value =
      (((((((r * 7.7454501427834140764e-4 + 0.0227238449892691845833) * r +
        0.24178072517745061177) *
        r +
        1.27045825245236838258) *
        r +
        3.64784832476320460504) *
        r +
        5.7694972214606914055) *
        r +
        4.6303378461565452959) *
        r +
        1.42343711074968357734) /
      (((((((r * 1.05075007164441684324e-9 + 5.475938084995344946e-4) * r +
        0.0151986665636164571966) *
        r +
        0.14810397642748007459) *
        r +
        0.68976733498510000455) *
        r +
        1.6763848301838038494) *
        r +
        2.05319162663775882187) *
        r +
        1);
  } else {
    r -= 5;
    value =
      (((((((r * 2.01033439929228813265e-7 + 2.71155556874348757815e-5) * r +
        0.0012426609473880784386) *
        r +
        0.026532189526576123093) *
        r +
        0.29656057182850489123) *
        r +
        1.7848265399172913358) *
        r +
        5.4637849111641143699) *
        r +
        6.6579046435011037772) /
      (((((((r * 2.04426310338993978564e-15 + 1.4215117583164458887e-7) * r +
        1.8463183175100546818e-5) *
        r +
        7.868691311456132591e-4) *
        r +
        0.0148753612908506148525) *
        r +
        0.13692988092273580531) *
        r +
        0.59983220655588793769) *
        r +
        1);
  }
  return q < 0 ? -value : value;
}
/* eslint-enable no-loss-of-precision */

/** Ranks from 1, ties given their mean rank (SPSS's TIES=MEAN, R's rank()). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranks[(order[k] as { index: number }).index] = rank;
    start = end + 1;
  }
  return ranks;
}

export interface QuantilePair {
  observed: number;
  /** Expected standard normal quantile of the observed value's rank. */
  expected: number;
}

/**
 * Points of a normal Q-Q plot as SPSS draws them: values sorted, expected normal quantiles from
 * Blom's proportion (r − 3/8) / (n + 1/4) with tied values given their mean rank.
 */
export function normalQuantilePairs(values: readonly number[]): QuantilePair[] {
  const finite = values.filter(Number.isFinite);
  const n = finite.length;
  const ranks = averageRanks(finite);
  return finite
    .map((observed, index) => ({
      observed,
      expected: normalQuantile(((ranks[index] ?? 0) - 3 / 8) / (n + 1 / 4)),
    }))
    .sort((a, b) => a.observed - b.observed || a.expected - b.expected);
}

/** Sturges' number of classes, ⌈log₂ n + 1⌉ (R's nclass.Sturges). */
export function sturgesClassCount(n: number): number {
  return n < 1 ? 1 : Math.ceil(Math.log2(n) + 1);
}

export interface HistogramBin {
  start: number;
  end: number;
  count: number;
}

/**
 * Counts in (start, end] bins, the first one closed on the left too, as R's hist(). Breaks default
 * to R's: pretty values around the range with Sturges' number of classes.
 */
export function histogramBins(
  values: readonly number[],
  breaks?: readonly number[],
): HistogramBin[] {
  const finite = values.filter(Number.isFinite);
  const edges =
    breaks && breaks.length >= 2 ? [...breaks].sort((a, b) => a - b) : defaultBreaks(finite);
  const widths = edges.slice(1).map((edge, index) => edge - (edges[index] ?? edge));
  const sortedWidths = [...widths].sort((a, b) => a - b);
  // R's fuzz: values that equal a break up to rounding stay in the bin the break closes.
  const fuzz = 1e-7 * (sortedWidths[Math.floor((sortedWidths.length - 1) / 2)] ?? 0);
  const bins = widths.map((_, index) => ({
    start: edges[index] as number,
    end: edges[index + 1] as number,
    count: 0,
  }));
  for (const value of finite) {
    const index = bins.findIndex(
      (bin, position) =>
        value <= bin.end + fuzz &&
        (position === 0 ? value >= bin.start - fuzz : value > bin.start + fuzz),
    );
    const bin = bins[index];
    if (bin) bin.count += 1;
  }
  return bins;
}

function defaultBreaks(values: readonly number[]): number[] {
  if (values.length === 0) return [0, 1];
  let lo = Infinity;
  let hi = -Infinity;
  for (const value of values) {
    lo = Math.min(lo, value);
    hi = Math.max(hi, value);
  }
  return prettyTicks(lo, hi, sturgesClassCount(values.length), 1);
}

/** Significance stars of the usual thresholds: *** p < .001, ** p < .01, * p < .05. */
export function significanceStars(p: number | null | undefined): string {
  if (p === null || p === undefined || Number.isNaN(p)) return '';
  if (p < 0.001) return '***';
  if (p < 0.01) return '**';
  if (p < 0.05) return '*';
  return '';
}
