import { haverage, median } from '../../math/quantile';
import { sortedCopy } from '../../math/sort';
import { centralMoments, compensatedSum } from '../../math/sums';
import { parseNumber } from '../../read/table';
import type { CellValue, Column, DataTable } from '../../types';
import { findColumn } from '../../variables';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { frequenciesTables } from './tables';
import type {
  FactorGroup,
  FrequenciesRequest,
  FrequenciesResult,
  FrequenciesVariable,
  FrequencyRow,
  FrequencyStatistics,
} from './types';
import { josa } from '../../korean';

export * from './types';
export { parseFrequenciesRequest } from './request';

/**
 * `frequencies` of the analysis contract: SPSS FREQUENCIES. Missing values are left out
 * variable by variable; numeric and text (categorical) variables are both counted, and
 * `factorGroups` recodes values into categories first.
 */
export function frequencies(table: DataTable, request: FrequenciesRequest): FrequenciesResult {
  const warnings = warningList();
  const columns = request.variables.map((name) => findColumn(table, name));
  for (const g of request.factorGroups) findColumn(table, g.variable);
  const variables = columns.map((column) => {
    const recode = request.factorGroups.find((g) => g.variable === column.name);
    const v = countVariable(column, recode, request, warnings);
    replaceNonFinite(v, column.name, warnings);
    return v;
  });
  return {
    analysis: 'frequencies',
    variables,
    tables: frequenciesTables(variables, request),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

/** Integer cells below this are counted through an array. */
const SMALL = 4096;

const asNumber = (v: number | string): number | null =>
  typeof v === 'number' ? v : parseNumber(v);

/** The category a cell falls in: a group's label, or the cell itself when no group lists it. */
function recoder(group: FactorGroup): (cell: number | string) => number | string {
  return (cell) => {
    for (const g of group.groups) {
      for (const value of g.values) {
        if (typeof cell === 'string' && cell.trim() === String(value).trim()) return g.label;
        const a = asNumber(cell);
        const b = asNumber(value);
        if (a !== null && b !== null && a === b) return g.label;
      }
    }
    return cell;
  };
}

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function countVariable(
  column: Column,
  recode: FactorGroup | undefined,
  request: FrequenciesRequest,
  warnings: Warnings,
): FrequenciesVariable {
  const name = column.name;
  const total = column.values.length;
  const counts = new Map<number | string, number>();
  // The numeric cells in row order (room for every cell; `numericCount` of them are used).
  const numericCells = new Float64Array(total);
  let numericCount = 0;
  const map = recode ? recoder(recode) : null;
  let valid = 0;
  if (map) {
    for (const raw of column.values as CellValue[]) {
      if (raw === null) continue;
      valid++;
      const key = map(raw);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (typeof raw === 'number') numericCells[numericCount++] = raw;
    }
  } else {
    // Answer codes (small non-negative integers) are counted in an array, other cells in the map;
    // the rows are sorted below, so the order the keys enter the map does not matter.
    const cells = column.values as CellValue[];
    const small = new Float64Array(SMALL);
    for (let i = 0; i < total; i++) {
      const raw = cells[i]!;
      if (raw === null) continue;
      valid++;
      if (typeof raw === 'number') {
        numericCells[numericCount++] = raw;
        if (raw >= 0 && raw < SMALL && Number.isInteger(raw)) {
          small[raw]!++;
          continue;
        }
      }
      counts.set(raw, (counts.get(raw) ?? 0) + 1);
    }
    for (let v = 0; v < SMALL; v++) if (small[v]! > 0) counts.set(v, small[v]!);
  }
  let keys = [...counts.keys()];
  if (recode) {
    const order = recode.groups.map((g) => g.label);
    const grouped = order.filter((label) => counts.has(label));
    const rest = keys.filter((k) => !order.includes(k as string)).sort(compareValues);
    keys = [...grouped, ...rest];
  } else keys.sort(compareValues);
  let cumulative = 0;
  const rows: FrequencyRow[] = keys.map((value) => {
    const frequency = counts.get(value)!;
    cumulative += frequency;
    const row: FrequencyRow = {
      value,
      frequency,
      percent: (frequency / total) * 100,
      validPercent: (frequency / valid) * 100,
      cumulativePercent: (cumulative / valid) * 100,
    };
    const label = column.valueLabels?.[String(value)];
    if (label !== undefined) row.label = label;
    return row;
  });
  const result: FrequenciesVariable = {
    variable: name,
    recoded: recode !== undefined,
    valid,
    missing: total - valid,
    total,
    rows,
    statistics: {},
  };
  if (column.label !== undefined) result.label = column.label;
  if (request.statistics.length > 0) {
    const usable = column.type === 'numeric' && !recode;
    if (!usable) {
      warnings.add(
        `${josa(`'${name}'`, '은')} ${recode ? '범주로 묶은' : '문자'} 변수라 평균 등 수치 통계량을 계산하지 않았습니다.`,
        `'${name}' is a ${recode ? 'recoded (grouped)' : 'text'} variable, so numeric statistics are not computed.`,
      );
    }
    result.statistics = statisticsOf(
      usable ? numericCells.subarray(0, numericCount) : new Float64Array(0),
      request.statistics,
      name,
      usable,
      warnings,
    );
  }
  return result;
}

function seSkewness(n: number): number {
  return Math.sqrt((6 * n * (n - 1)) / ((n - 2) * (n + 1) * (n + 3)));
}

function statisticsOf(
  x: Float64Array,
  wanted: FrequenciesRequest['statistics'],
  name: string,
  usable: boolean,
  warnings: Warnings,
): FrequencyStatistics {
  const s: FrequencyStatistics = {};
  const want = new Set(wanted);
  const n = x.length;
  const keys: (keyof FrequencyStatistics)[] = [];
  for (const w of wanted) {
    if (w === 'skewness') keys.push('skewness', 'seSkewness');
    else if (w === 'kurtosis') keys.push('kurtosis', 'seKurtosis');
    else if (w === 'quartiles') keys.push('percentile25', 'percentile50', 'percentile75');
    else keys.push(w);
  }
  for (const k of keys) (s as Record<string, null>)[k] = null;
  if (!usable) return s;
  if (n === 0) {
    warnings.add(
      `'${name}'에 유효한 값이 없어 통계량을 계산하지 않았습니다.`,
      `'${name}' has no valid values; its statistics are empty.`,
    );
    return s;
  }
  const sorted = sortedCopy(x);
  const m = centralMoments(x);
  const variance = n > 1 ? m.m2 / (n - 1) : null;
  const std = variance === null ? null : Math.sqrt(variance);
  const constant = sorted[0] === sorted[n - 1];
  const tooFew = (what: string, whatEn: string, k: number) =>
    warnings.add(
      `'${name}'의 ${josa(String(what), '은')} 유효한 값이 ${k}개 이상일 때 계산됩니다(현재 ${n}개).`,
      `${whatEn} of '${name}' needs at least ${k} valid values (it has ${n}).`,
    );
  if (want.has('mean')) s.mean = m.mean;
  if (want.has('median')) s.median = median(sorted);
  if (want.has('mode')) {
    let best = sorted[0]!;
    let bestCount = 0;
    let ties = 0;
    for (let i = 0; i < n;) {
      let j = i;
      while (j < n && sorted[j] === sorted[i]) j++;
      if (j - i > bestCount) {
        best = sorted[i]!;
        bestCount = j - i;
        ties = 1;
      } else if (j - i === bestCount) ties++;
      i = j;
    }
    s.mode = best;
    s.multipleModes = ties > 1;
    if (ties > 1) {
      warnings.add(
        `'${name}'의 최빈값이 여러 개 있어 가장 작은 값을 표시합니다.`,
        `'${name}' has multiple modes; the smallest is shown.`,
      );
    }
  }
  if (want.has('sum')) s.sum = compensatedSum(x);
  if (want.has('std') || want.has('variance') || want.has('seMean')) {
    if (n < 2) tooFew('표준편차와 분산', 'The standard deviation and variance', 2);
    if (want.has('std')) s.std = std;
    if (want.has('variance')) s.variance = variance;
    if (want.has('seMean')) s.seMean = std === null ? null : std / Math.sqrt(n);
  }
  if (want.has('range')) s.range = sorted[n - 1]! - sorted[0]!;
  if (want.has('min')) s.min = sorted[0]!;
  if (want.has('max')) s.max = sorted[n - 1]!;
  if (want.has('skewness')) {
    if (n < 3) tooFew('왜도', 'Skewness', 3);
    else {
      s.seSkewness = seSkewness(n);
      if (!constant) s.skewness = (n * m.m3) / ((n - 1) * (n - 2) * Math.pow(variance!, 1.5));
    }
  }
  if (want.has('kurtosis')) {
    if (n < 4) tooFew('첨도', 'Kurtosis', 4);
    else {
      s.seKurtosis = Math.sqrt((4 * (n * n - 1) * seSkewness(n) ** 2) / ((n - 3) * (n + 5)));
      if (!constant) {
        s.kurtosis =
          (n * (n + 1) * m.m4 - 3 * m.m2 * m.m2 * (n - 1)) /
          ((n - 1) * (n - 2) * (n - 3) * variance! * variance!);
      }
    }
  }
  if ((want.has('skewness') || want.has('kurtosis')) && constant && n >= 3) {
    warnings.add(
      `'${name}'의 값이 모두 같아(분산 0) 왜도와 첨도를 계산할 수 없습니다.`,
      `All values of '${name}' are equal (zero variance), so skewness and kurtosis cannot be computed.`,
    );
  }
  if (want.has('quartiles')) {
    s.percentile25 = haverage(sorted, 0.25);
    s.percentile50 = haverage(sorted, 0.5);
    s.percentile75 = haverage(sorted, 0.75);
  }
  return s;
}
