import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { centralMoments, compensatedSum } from '../../math/sums';
import { haverage, median, tukeyHinges } from '../../math/quantile';
import { sortedCopy } from '../../math/sort';
import { lillieforsPValue, lillieforsStatistic, shapiroWilk } from '../../math/normality';
import { numericColumn } from '../../variables';
import type { DataTable } from '../../types';
import { fixed } from '../common/sentence-numbers';
import { replaceNonFinite, validValues, warningList, type Warnings } from '../common/warnings';
import { descriptiveTables } from './tables';
import type { DescriptiveRequest, DescriptiveResult, DescriptiveVariable } from './types';
import { josa } from '../../korean';

export * from './types';
export { parseDescriptiveRequest } from './request';

/** SPSS Explore reports Lilliefors significance above this as ".200*", a lower bound. */
export const lillieforsPCap = 0.2;

/**
 * `descriptive` of the analysis contract: SPSS DESCRIPTIVES and EXPLORE statistics
 * per variable, missing values excluded variable by variable (or replaced by the
 * mean or median with `fillMethod`).
 */
export function descriptive(table: DataTable, request: DescriptiveRequest): DescriptiveResult {
  const warnings = warningList();
  // Resolve every variable first, so a wrong name fails before any work.
  const inputs = request.variables.map((name) => ({ name, ...numericColumn(table, name) }));
  const variables = inputs.map(({ name, column, values }) =>
    describeVariable(name, column.label, values, request, warnings),
  );
  for (const v of variables) replaceNonFinite(v, v.variable, warnings);
  return {
    analysis: 'descriptive',
    variables,
    tables: descriptiveTables(variables, request),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function describeVariable(
  name: string,
  label: string | undefined,
  cells: (number | null)[],
  request: DescriptiveRequest,
  warnings: Warnings,
): DescriptiveVariable {
  // Valid values in row order; 1-based row numbers are found again only for box plot outliers.
  let x: ArrayLike<number> = validValues(cells);
  let filled = false;
  const missing = cells.length - x.length;
  const result: DescriptiveVariable = { variable: name, n: x.length, missing };
  if (label !== undefined) result.label = label;

  if (request.fillMethod !== 'exclude' && missing > 0 && x.length > 0) {
    const fill = request.fillMethod === 'mean' ? centralMoments(x).mean : median(sortedCopy(x));
    x = cells.map((value) => value ?? fill);
    filled = true;
    result.n = x.length;
    result.missing = 0;
    result.imputed = missing;
    warnings.add(
      `'${name}'의 결측값 ${missing}개를 ${request.fillMethod === 'mean' ? '평균' : '중앙값'}(${fixed(fill, 3)})으로 대체했습니다.`,
      `${missing} missing value(s) of '${name}' were replaced by the ${request.fillMethod} (${fixed(fill, 3)}).`,
    );
  }

  const n = x.length;
  const sorted = sortedCopy(x);
  const wants = new Set<string>([
    ...request.centralTendency,
    ...request.dispersion,
    ...request.distribution,
    ...request.significance,
    ...request.visualize,
  ]);
  if (request.confidenceInterval !== null) wants.add('confidenceInterval');

  if (n === 0) {
    warnings.add(
      `'${name}'에 유효한 값이 없어 통계량을 계산하지 않았습니다.`,
      `'${name}' has no valid values; its statistics are empty.`,
    );
    for (const key of [
      'mean',
      'median',
      'mode',
      'sum',
      'std',
      'variance',
      'range',
      'min',
      'max',
      'seMean',
      'iqr',
    ] as const) {
      if (wants.has(key)) result[key] = null;
    }
    if (wants.has('skewness')) Object.assign(result, { skewness: null, seSkewness: null });
    if (wants.has('kurtosis')) Object.assign(result, { kurtosis: null, seKurtosis: null });
    if (request.confidenceInterval !== null) {
      result.confidenceInterval = { level: request.confidenceInterval, lower: null, upper: null };
    }
    if (wants.has('shapiroWilk')) result.shapiroWilk = { statistic: null, df: 0, pValue: null };
    if (wants.has('kolmogorovSmirnov')) {
      result.kolmogorovSmirnov = {
        statistic: null,
        df: 0,
        pValue: null,
        pValueIsLowerBound: false,
        pValueUncapped: null,
      };
    }
    return result;
  }

  const moments = centralMoments(x);
  const mean = moments.mean;
  const variance = n > 1 ? moments.m2 / (n - 1) : null;
  const std = variance === null ? null : Math.sqrt(variance);
  const zeroSpread = sorted[0] === sorted[n - 1];
  const tooFew = (what: string, whatEn: string, k: number) =>
    warnings.add(
      `'${name}'의 ${josa(String(what), '은')} 유효한 값이 ${k}개 이상일 때 계산됩니다(현재 ${n}개).`,
      `${whatEn} of '${name}' needs at least ${k} valid values (it has ${n}).`,
    );
  const constant = (what: string, whatEn: string) =>
    warnings.add(
      `'${name}'의 값이 모두 같아(분산 0) ${josa(String(what), '을')} 계산할 수 없습니다.`,
      `All values of '${name}' are equal (zero variance), so ${whatEn} cannot be computed.`,
    );

  if (wants.has('mean')) result.mean = mean;
  if (wants.has('median')) result.median = median(sorted);
  if (wants.has('mode')) Object.assign(result, mode(sorted));
  if (wants.has('sum')) result.sum = compensatedSum(x);
  if (wants.has('std') || wants.has('variance') || wants.has('seMean')) {
    if (n < 2) tooFew('표준편차와 분산', 'The standard deviation and variance', 2);
    if (wants.has('std')) result.std = std;
    if (wants.has('variance')) result.variance = variance;
    if (wants.has('seMean')) result.seMean = std === null ? null : std / Math.sqrt(n);
  }
  if (wants.has('range')) result.range = sorted[n - 1]! - sorted[0]!;
  if (wants.has('min')) result.min = sorted[0]!;
  if (wants.has('max')) result.max = sorted[n - 1]!;
  if (wants.has('iqr')) result.iqr = haverage(sorted, 0.75) - haverage(sorted, 0.25);

  if (wants.has('skewness')) {
    result.skewness = null;
    result.seSkewness = null;
    if (n < 3) tooFew('왜도', 'Skewness', 3);
    else {
      result.seSkewness = seSkewness(n);
      if (zeroSpread) constant('왜도', 'skewness');
      else result.skewness = (n * moments.m3) / ((n - 1) * (n - 2) * Math.pow(variance!, 1.5));
    }
  }
  if (wants.has('kurtosis')) {
    result.kurtosis = null;
    result.seKurtosis = null;
    if (n < 4) tooFew('첨도', 'Kurtosis', 4);
    else {
      result.seKurtosis = Math.sqrt((4 * (n * n - 1) * seSkewness(n) ** 2) / ((n - 3) * (n + 5)));
      if (zeroSpread) constant('첨도', 'kurtosis');
      else {
        result.kurtosis =
          (n * (n + 1) * moments.m4 - 3 * moments.m2 * moments.m2 * (n - 1)) /
          ((n - 1) * (n - 2) * (n - 3) * variance! * variance!);
      }
    }
  }

  if (request.confidenceInterval !== null) {
    const level = request.confidenceInterval;
    if (n < 2) {
      tooFew('평균의 신뢰구간', 'The confidence interval of the mean', 2);
      result.confidenceInterval = { level, lower: null, upper: null };
    } else {
      const half = tQuantile(1 - (1 - level / 100) / 2, n - 1) * (std! / Math.sqrt(n));
      result.confidenceInterval = { level, lower: mean - half, upper: mean + half };
    }
  }

  if (wants.has('shapiroWilk')) {
    result.shapiroWilk = { statistic: null, df: n, pValue: null };
    if (n < 3 || n > 5000) {
      warnings.add(
        `Shapiro-Wilk 검정은 유효한 값이 3~5000개일 때 계산됩니다('${name}': ${n}개).`,
        `The Shapiro-Wilk test needs 3 to 5000 valid values ('${name}' has ${n}).`,
      );
    } else if (zeroSpread) constant('Shapiro-Wilk 검정', 'the Shapiro-Wilk test');
    else {
      const sw = shapiroWilk(sorted);
      result.shapiroWilk = { statistic: sw.statistic, df: n, pValue: sw.pValue };
    }
  }
  if (wants.has('kolmogorovSmirnov')) {
    result.kolmogorovSmirnov = {
      statistic: null,
      df: n,
      pValue: null,
      pValueIsLowerBound: false,
      pValueUncapped: null,
    };
    if (n < 5)
      tooFew('Kolmogorov-Smirnov(Lilliefors) 검정', 'The Kolmogorov-Smirnov (Lilliefors) test', 5);
    else if (zeroSpread) constant('Kolmogorov-Smirnov 검정', 'the Kolmogorov-Smirnov test');
    else {
      const d = lillieforsStatistic(sorted, mean, std!);
      const p = lillieforsPValue(d, n);
      result.kolmogorovSmirnov = {
        statistic: d,
        df: n,
        pValue: Math.min(p, lillieforsPCap),
        pValueIsLowerBound: p > lillieforsPCap,
        pValueUncapped: p,
      };
    }
  }

  if (wants.has('histogram')) result.histogram = histogram(sorted, mean, std ?? 0);
  if (wants.has('boxplot')) {
    const rowNumbers: number[] = [];
    cells.forEach((value, i) => {
      if (filled || value !== null) rowNumbers.push(i + 1);
    });
    result.boxplot = boxplot(x, rowNumbers, sorted);
  }
  if (wants.has('qq')) {
    if (n < 2) tooFew('Q-Q 도표', 'The Q-Q plot', 2);
    result.qq = { points: n < 2 ? [] : qqPoints(sorted) };
  }
  return result;
}

/** SPSS's standard error of skewness. */
function seSkewness(n: number): number {
  return Math.sqrt((6 * n * (n - 1)) / ((n - 2) * (n + 1) * (n + 3)));
}

/** The smallest of the most frequent values, as SPSS shows it. */
function mode(sorted: Float64Array): { mode: number; multipleModes: boolean } {
  let best = sorted[0]!;
  let bestCount = 0;
  let ties = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    const count = j - i;
    if (count > bestCount) {
      best = sorted[i]!;
      bestCount = count;
      ties = 1;
    } else if (count === bestCount) ties++;
    i = j;
  }
  return { mode: best, multipleModes: ties > 1 };
}

/** Equal-width bins over [min, max], Sturges' number of bins; the last bin includes max. */
function histogram(
  sorted: Float64Array,
  mean: number,
  std: number,
): NonNullable<DescriptiveVariable['histogram']> {
  const n = sorted.length;
  const min = sorted[0]!;
  const max = sorted[n - 1]!;
  if (min === max) return { bins: [{ lower: min, upper: max, count: n }], mean, std, n };
  const k = Math.ceil(Math.log2(n) + 1);
  const width = (max - min) / k;
  const bins = Array.from({ length: k }, (_, i) => ({
    lower: min + i * width,
    upper: i === k - 1 ? max : min + (i + 1) * width,
    count: 0,
  }));
  for (const value of sorted) {
    const index = Math.min(k - 1, Math.floor((value - min) / width));
    bins[index]!.count++;
  }
  return { bins, mean, std, n };
}

/**
 * SPSS's box plot: the box spans Tukey's hinges; values more than 1.5 box lengths
 * beyond a hinge are outliers, more than 3 box lengths extremes; whiskers reach the
 * most distant values that are neither.
 */
function boxplot(
  values: ArrayLike<number>,
  rowNumbers: number[],
  sorted: Float64Array,
): NonNullable<DescriptiveVariable['boxplot']> {
  const { lower, upper } = tukeyHinges(sorted);
  const step = upper - lower;
  const inside = sorted.filter((v) => v >= lower - 1.5 * step && v <= upper + 1.5 * step);
  const outliers: { row: number; value: number; extreme: boolean }[] = [];
  Array.prototype.forEach.call(values, (value: number, i: number) => {
    if (value < lower - 1.5 * step || value > upper + 1.5 * step) {
      outliers.push({
        row: rowNumbers[i]!,
        value,
        extreme: value < lower - 3 * step || value > upper + 3 * step,
      });
    }
  });
  outliers.sort((a, b) => a.value - b.value || a.row - b.row);
  return {
    q1: lower,
    median: median(sorted),
    q3: upper,
    whiskerLow: inside[0] ?? lower,
    whiskerHigh: inside[inside.length - 1] ?? upper,
    outliers,
  };
}

/** Normal Q-Q points as SPSS: Blom's proportion (r − 3/8)/(n + 1/4), tied values sharing their mean rank. */
function qqPoints(sorted: Float64Array): { theoretical: number; sample: number }[] {
  const n = sorted.length;
  const points: { theoretical: number; sample: number }[] = [];
  for (let i = 0; i < n;) {
    let j = i;
    while (j < n && sorted[j] === sorted[i]) j++;
    const rank = (i + 1 + j) / 2;
    const z = normalQuantile((rank - 0.375) / (n + 0.25), 0, 1);
    for (let k = i; k < j; k++) points.push({ theoretical: z, sample: sorted[k]! });
    i = j;
  }
  return points;
}
