import tCdf from '@stdlib/stats-base-dists-t-cdf';
import { StatsInputError } from '../../errors';
import { parseNumber } from '../../read/table';
import { centralMoments, compensatedSum } from '../../math/sums';
import type { CellValue, DataTable } from '../../types';
import { findColumn, numericColumn } from '../../variables';
import { factorLevels } from '../common/factor-levels';
import { cohenAndHedges, emptyEffect } from '../common/effect-size';
import { listwise, replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { tCritical, twoSidedP } from '../t-one';
import { independentTables } from './tables';

/** A missing group's error lists at most this many of the values that exist. */
const MAX_LISTED_VALUES = 20;
import type {
  GroupingSpec,
  IndependentTRequest,
  IndependentTResult,
  IndependentTRow,
  IndependentTVariable,
} from './types';

export * from './types';
export { parseIndependentTRequest } from './request';

/**
 * Whether a cell holds the group value: same text, or the same number however written. The
 * value's own text and number are worked out once, and each distinct text cell is judged once,
 * since a grouping column repeats a few values over every row.
 */
function groupValueTest(value: number | string): (cell: CellValue) => boolean {
  const text = String(value).trim();
  const number = typeof value === 'number' ? value : parseNumber(value);
  const judged = new Map<string, boolean>();
  return (cell) => {
    if (cell === null) return false;
    if (typeof cell === 'number') return number !== null && cell === number;
    let same = judged.get(cell);
    if (same === undefined) {
      const asNumber = parseNumber(cell);
      same = cell.trim() === text || (asNumber !== null && number !== null && asNumber === number);
      judged.set(cell, same);
    }
    return same;
  };
}

/** 1 or 2 for each row (0 when the row belongs to neither group or the grouping value is missing). */
function groupCodes(
  table: DataTable,
  spec: GroupingSpec,
): { codes: Uint8Array; labels: [string, string] } {
  const codes = new Uint8Array(table.rowCount);
  if ('cutPoint' in spec) {
    const { values } = numericColumn(table, spec.variable);
    values.forEach((v, i) => {
      if (v !== null) codes[i] = v >= spec.cutPoint ? 1 : 2;
    });
    return { codes, labels: [`>= ${spec.cutPoint}`, `< ${spec.cutPoint}`] };
  }
  const column = findColumn(table, spec.variable);
  const [g1, g2] = spec.groups;
  if (column.type === 'numeric') {
    // Numbers and nulls only: a cell is a group's when it equals the group value as a number,
    // as `groupValueTest` judges a number cell, in a loop with nothing to call.
    const first = typeof g1 === 'number' ? g1 : parseNumber(g1);
    const second = typeof g2 === 'number' ? g2 : parseNumber(g2);
    const values = column.values;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v === null || v === undefined) continue;
      if (v === first) codes[i] = 1;
      else if (v === second) codes[i] = 2;
    }
  } else {
    const isFirst = groupValueTest(g1);
    const isSecond = groupValueTest(g2);
    column.values.forEach((v, i) => {
      if (isFirst(v)) codes[i] = 1;
      else if (isSecond(v)) codes[i] = 2;
    });
  }
  for (const [code, value] of [
    [1, g1],
    [2, g2],
  ] as const) {
    if (!codes.includes(code)) {
      // Name the values that exist, so the person can pick two of them.
      const levels = factorLevels(column).labels;
      const present =
        levels.slice(0, MAX_LISTED_VALUES).join(', ') +
        (levels.length > MAX_LISTED_VALUES ? ', …' : '');
      throw new StatsInputError(
        'GROUP_NOT_FOUND',
        `집단변수 '${spec.variable}'에 값 '${value}'인 사례가 없습니다(있는 값: ${present}).`,
        `The grouping variable '${spec.variable}' has no case with the value '${value}' (values present: ${present}).`,
        { variable: spec.variable, value: String(value), values: present },
      );
    }
  }
  const label = (value: number | string) => {
    const text = String(value);
    const valueLabel = column.valueLabels?.[text];
    return valueLabel !== undefined ? `${valueLabel} (${text})` : text;
  };
  return { codes, labels: [label(g1), label(g2)] };
}

/**
 * `t/independent` of the analysis contract: SPSS T-TEST GROUPS, missing values excluded
 * analysis by analysis; Levene's test centred on the mean, Student's and Welch's t.
 */
export function independentT(table: DataTable, request: IndependentTRequest): IndependentTResult {
  const warnings = warningList();
  const spec = request.independentGroupingVariable;
  const inputs = request.independentSampleTestValue.map((name) => ({
    name,
    values: numericColumn(table, name).values,
  }));
  const { codes, labels } = groupCodes(table, spec);
  const kept =
    request.selectedMissingValueControlMethod === 'listwise'
      ? listwise(inputs.map((i) => i.values))
      : inputs.map((i) => i.values);
  const variables = inputs.map(({ name }, k) => {
    const v = testVariable(name, kept[k]!, codes, labels, request.selectedConfidence, warnings);
    replaceNonFinite(v, name, warnings);
    return v;
  });
  return {
    analysis: 't/independent',
    confidence: request.selectedConfidence,
    groupingVariable: spec.variable,
    groupLabels: labels,
    variables,
    tables: independentTables(variables, labels, request),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

const emptyRow = (): IndependentTRow => ({
  tValue: null,
  degreesOfFreedom: null,
  pValue: null,
  pValueOneSided: null,
  meanDifference: null,
  seDifference: null,
  lowerConf: null,
  upperConf: null,
});

function testRow(diff: number, se: number, df: number, level: number): IndependentTRow {
  const row = emptyRow();
  row.meanDifference = diff;
  row.seDifference = se;
  row.degreesOfFreedom = df;
  if (!(se > 0)) return row;
  const t = diff / se;
  const half = tCritical(level, df) * se;
  row.tValue = t;
  row.pValue = twoSidedP(t, df);
  row.pValueOneSided = row.pValue / 2;
  row.lowerConf = diff - half;
  row.upperConf = diff + half;
  return row;
}

/** Rows up to which the scratch arrays are kept between analyses (at most 6 MB a thread). */
const KEPT_SCRATCH_ROWS = 262_144;
let keptScratch = new Float64Array(0);

/**
 * Room for one variable's two groups and Levene's deviations, none overlapping. A thread runs one
 * analysis at a time, synchronously, and nothing of these outlives the variable's test, so the
 * same memory serves every analysis of a thread: a server answering many t-tests otherwise
 * allocated (and collected) half a megabyte of arrays per 10,000-row request.
 */
function scratchFor(rows: number): {
  room1: Float64Array;
  room2: Float64Array;
  deviations: Float64Array;
} {
  let memory: Float64Array;
  if (rows > KEPT_SCRATCH_ROWS) memory = new Float64Array(3 * rows);
  else {
    if (keptScratch.length < 3 * rows) keptScratch = new Float64Array(3 * rows);
    memory = keptScratch;
  }
  return {
    room1: memory.subarray(0, rows),
    room2: memory.subarray(rows, 2 * rows),
    deviations: memory.subarray(2 * rows, 3 * rows),
  };
}

function testVariable(
  name: string,
  cells: readonly (number | null)[],
  codes: Uint8Array,
  labels: [string, string],
  level: number,
  warnings: Warnings,
): IndependentTVariable {
  // The valid values of each group in row order, in one pass over the rows: each group's array
  // has room for every row, and only its filled part is used.
  const rows = cells.length;
  const { room1, room2, deviations } = scratchFor(rows);
  let count1 = 0;
  let count2 = 0;
  for (let i = 0; i < rows; i++) {
    const v = cells[i];
    if (v === null || v === undefined) continue;
    const code = codes[i];
    if (code === 1) room1[count1++] = v;
    else if (code === 2) room2[count2++] = v;
  }
  const x1 = room1.subarray(0, count1);
  const x2 = room2.subarray(0, count2);
  for (const [xs, label] of [
    [x1, labels[0]],
    [x2, labels[1]],
  ] as const) {
    if (xs.length < 2) {
      throw new StatsInputError(
        'TOO_FEW_CASES',
        `'${name}' 변수의 집단 '${label}'에 유효한 사례가 ${xs.length}개뿐입니다. 두 집단 모두 2개 이상이어야 t 검정을 할 수 있습니다.`,
        `Variable '${name}' has only ${xs.length} valid case(s) in group '${label}'; each group needs at least 2 for the t test.`,
        { variable: name, group: label },
      );
    }
  }
  const n1 = x1.length;
  const n2 = x2.length;
  const m1 = centralMoments(x1);
  const m2 = centralMoments(x2);
  const var1 = m1.m2 / (n1 - 1);
  const var2 = m2.m2 / (n2 - 1);
  const std1 = Math.sqrt(var1);
  const std2 = Math.sqrt(var2);
  const diff = m1.mean - m2.mean;
  const dfPooled = n1 + n2 - 2;
  const pooledVar = (m1.m2 + m2.m2) / dfPooled;
  const pooledSd = Math.sqrt(pooledVar);
  const v1 = var1 / n1;
  const v2 = var2 / n2;
  const welchDf = (v1 + v2) ** 2 / (v1 ** 2 / (n1 - 1) + v2 ** 2 / (n2 - 1));
  const result: IndependentTVariable = {
    variable: name,
    n1,
    mean1: m1.mean,
    std1,
    seMean1: std1 / Math.sqrt(n1),
    n2,
    mean2: m2.mean,
    std2,
    seMean2: std2 / Math.sqrt(n2),
    leveneF: null,
    leveneDf1: 1,
    leveneDf2: dfPooled,
    leveneP: null,
    equalVariances: testRow(diff, pooledSd * Math.sqrt(1 / n1 + 1 / n2), dfPooled, level),
    unequalVariances: testRow(diff, Math.sqrt(v1 + v2), welchDf, level),
    cohensD: emptyEffect(),
    hedgesG: emptyEffect(),
  };
  if (pooledSd === 0) {
    result.unequalVariances.degreesOfFreedom = null;
    warnings.add(
      `'${name}'의 값이 두 집단 안에서 모두 같아(분산 0) t 값, Levene 검정, 효과크기를 계산할 수 없습니다.`,
      `'${name}' is constant within both groups (zero variance), so t, Levene's test and the effect sizes cannot be computed.`,
    );
    return result;
  }
  Object.assign(result, levene(x1, x2, m1.mean, m2.mean, deviations));
  if (result.leveneF === null) {
    warnings.add(
      `'${name}'의 집단평균으로부터의 절대편차가 모두 같아 Levene 검정을 계산할 수 없습니다.`,
      `The absolute deviations of '${name}' from its group means are all equal, so Levene's test cannot be computed.`,
    );
  }
  Object.assign(
    result,
    cohenAndHedges(
      diff,
      pooledSd,
      result.equalVariances.tValue!,
      dfPooled,
      Math.sqrt(1 / n1 + 1 / n2),
      level,
    ),
  );
  return result;
}

/** Levene's F: one-way ANOVA of |x − group mean|; with two groups F = t², so p comes from t. */
function levene(
  x1: ArrayLike<number>,
  x2: ArrayLike<number>,
  mean1: number,
  mean2: number,
  room: Float64Array,
): { leveneF: number | null; leveneP: number | null } {
  const n1 = x1.length;
  const n2 = x2.length;
  const n = n1 + n2;
  // Absolute deviations from each group's mean, both groups in one array (group 1 first).
  const z = room.subarray(0, n);
  for (let i = 0; i < n1; i++) z[i] = Math.abs(x1[i]! - mean1);
  for (let i = 0; i < n2; i++) z[n1 + i] = Math.abs(x2[i]! - mean2);
  const zm1 = compensatedSum(z.subarray(0, n1)) / n1;
  const zm2 = compensatedSum(z.subarray(n1)) / n2;
  const zm = (n1 * zm1 + n2 * zm2) / n;
  const between = n1 * (zm1 - zm) ** 2 + n2 * (zm2 - zm) ** 2;
  for (let i = 0; i < n; i++) z[i] = (z[i]! - (i < n1 ? zm1 : zm2)) ** 2;
  const within = compensatedSum(z);
  if (within === 0) return { leveneF: null, leveneP: null };
  const f = (between * (n - 2)) / within;
  return { leveneF: f, leveneP: 2 * tCdf(-Math.sqrt(f), n - 2) };
}
