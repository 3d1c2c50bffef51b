import { StatsInputError } from '../../errors';
import { chiSquareUpper } from '../../math/chi-square-upper';
import { parseNumber } from '../../read/table';
import type { CellValue, Column, DataTable, ResultTableModel } from '../../types';
import { findColumn } from '../../variables';
import { factorLevels } from '../common/factor-levels';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { int, label, num, pCol } from '../t-one/tables';
import { binomialLower, binomialUpper, sameValue, valueLabel } from './common';
import type {
  BinomialRequest,
  BinomialResult,
  BinomialVariable,
  ChiSquareGoodnessRequest,
  ChiSquareGoodnessResult,
  ChiSquareGoodnessVariable,
  NonparametricMissing,
} from './types';

const isMissing = (cell: CellValue): boolean =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The test variables' columns, with the other variables' missing rows blanked when listwise. */
function oneSampleColumns(
  table: DataTable,
  names: string[],
  missing: NonparametricMissing,
): Column[] {
  const columns = names.map((name) => findColumn(table, name));
  if (missing !== 'listwise') return columns;
  const keep = new Uint8Array(table.rowCount).fill(1);
  for (const c of columns) c.values.forEach((v, i) => isMissing(v) && (keep[i] = 0));
  return columns.map((c) => ({ ...c, values: c.values.map((v, i) => (keep[i] ? v : null)) }));
}

/**
 * `nonparametric/chi-square`: SPSS NPAR TESTS /CHISQUARE with /EXPECTED=EQUAL or given values:
 * the categories are the values the variable takes, in ascending order; expected counts are
 * N times each value over their sum.
 */
export function chiSquareGoodness(
  table: DataTable,
  request: ChiSquareGoodnessRequest,
): ChiSquareGoodnessResult {
  const warnings = warningList();
  const columns = oneSampleColumns(
    table,
    request.testVariables,
    request.selectedMissingValueControlMethod,
  );
  const variables = columns.map((column) => {
    const v = goodnessOfFit(column, request.expected, warnings);
    replaceNonFinite(v, column.name, warnings);
    return v;
  });
  return {
    analysis: 'nonparametric/chi-square',
    variables,
    tables: chiSquareTables(variables),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function goodnessOfFit(
  column: Column,
  expected: 'equal' | number[],
  warnings: Warnings,
): ChiSquareGoodnessVariable {
  const { codes, labels } = factorLevels(column);
  const k = labels.length;
  const observed = new Array<number>(k).fill(0);
  for (const c of codes) if (c >= 0) observed[c]!++;
  const n = observed.reduce((a, b) => a + b, 0);
  if (expected !== 'equal' && expected.length !== k) {
    throw new StatsInputError(
      'EXPECTED_COUNT_MISMATCH',
      `'${column.name}' 변수의 범주는 ${k}개인데 기대값은 ${expected.length}개입니다. 범주마다 하나씩(값의 오름차순) 주어야 합니다.`,
      `'${column.name}' has ${k} categories but ${expected.length} expected values were given; give one per category, in ascending order of the values.`,
      { variable: column.name, value: String(expected.length) },
    );
  }
  const weights = expected === 'equal' ? observed.map(() => 1) : expected;
  const total = weights.reduce((a, b) => a + b, 0);
  const expectedCounts = weights.map((w) => (n * w) / total);
  const result: ChiSquareGoodnessVariable = {
    variable: column.name,
    categories: labels.map((category, i) => ({
      category,
      observed: observed[i]!,
      expected: expectedCounts[i]!,
      residual: observed[i]! - expectedCounts[i]!,
    })),
    n,
    chiSquare: null,
    df: Math.max(k - 1, 0),
    pValue: null,
    expectedBelow5: expectedCounts.filter((e) => e < 5).length,
    minimumExpected: k > 0 ? Math.min(...expectedCounts) : null,
  };
  if (k < 2) {
    warnings.add(
      `'${column.name}' 변수의 범주가 ${k}개뿐이라 카이제곱 적합도 검정을 할 수 없습니다(2개 이상 필요).`,
      `'${column.name}' has only ${k} categor${k === 1 ? 'y' : 'ies'}, so the chi-square goodness-of-fit test cannot be done (2 or more needed).`,
    );
    return result;
  }
  let chi = 0;
  for (let i = 0; i < k; i++) chi += (observed[i]! - expectedCounts[i]!) ** 2 / expectedCounts[i]!;
  result.chiSquare = chi;
  result.pValue = chiSquareUpper(chi, k - 1);
  if (result.expectedBelow5 > 0) {
    warnings.add(
      `'${column.name}' 변수의 범주 ${result.expectedBelow5}개(${((100 * result.expectedBelow5) / k).toFixed(1)}%)의 기대빈도가 5보다 작습니다. 카이제곱 근사가 부정확할 수 있습니다.`,
      `${result.expectedBelow5} categor${result.expectedBelow5 === 1 ? 'y' : 'ies'} of '${column.name}' (${((100 * result.expectedBelow5) / k).toFixed(1)}%) have expected frequencies less than 5; the chi-square approximation may be poor.`,
    );
  }
  return result;
}

function chiSquareTables(variables: ChiSquareGoodnessVariable[]): ResultTableModel[] {
  return [
    ...variables.map((v): ResultTableModel => ({
      id: `frequencies@${v.variable}`,
      title: label(`${v.variable} 빈도`, `${v.variable} Frequencies`),
      columns: [
        { key: 'category', label: label('범주', 'Category'), format: 'text' },
        int('observed', '관측수', 'Observed N'),
        num('expected', '기대빈도', 'Expected N', 1),
        num('residual', '잔차', 'Residual', 1),
      ],
      rows: [
        ...v.categories.map((c) => ({
          label: c.category,
          cells: {
            category: c.category,
            observed: c.observed,
            expected: c.expected,
            residual: c.residual,
          },
        })),
        {
          label: '전체 (Total)',
          cells: { category: '전체 (Total)', observed: v.n, expected: null, residual: null },
        },
      ],
    })),
    {
      id: 'test-statistics',
      title: label('검정 통계량', 'Test Statistics'),
      columns: [
        num('chiSquare', '카이제곱', 'Chi-Square'),
        int('df', '자유도', 'df'),
        pCol('pValue', '근사 유의확률', 'Asymp. Sig.'),
      ],
      rows: variables.map((v, i) => ({
        label: v.variable,
        cells: { chiSquare: v.chiSquare, df: v.df, pValue: v.pValue },
        footnoteRefs: [i],
      })),
      footnotes: variables.map((v) =>
        label(
          `${v.expectedBelow5}개 셀(${v.categories.length ? ((100 * v.expectedBelow5) / v.categories.length).toFixed(1) : '0.0'}%)의 기대빈도가 5보다 작습니다. 최소 셀 기대빈도는 ${v.minimumExpected?.toFixed(1) ?? '-'}입니다.`,
          `${v.expectedBelow5} cells (${v.categories.length ? ((100 * v.expectedBelow5) / v.categories.length).toFixed(1) : '0.0'}%) have expected frequencies less than 5. The minimum expected cell frequency is ${v.minimumExpected?.toFixed(1) ?? '-'}.`,
        ),
      ),
    },
  ];
}

/**
 * `nonparametric/binomial`: SPSS NPAR TESTS /BINOMIAL. The p is exact: two-tailed (twice the
 * smaller tail, at most 1) when the test proportion is 0.5; otherwise one-tailed, P(X ≥ x)
 * when the observed proportion of group 1 is at or above the test proportion, else P(X ≤ x).
 */
export function binomialTest(table: DataTable, request: BinomialRequest): BinomialResult {
  const warnings = warningList();
  const columns = oneSampleColumns(
    table,
    request.testVariables,
    request.selectedMissingValueControlMethod,
  );
  const variables = columns.map((column) => {
    const v = binomialVariable(column, request, warnings);
    replaceNonFinite(v, column.name, warnings);
    return v;
  });
  return {
    analysis: 'nonparametric/binomial',
    variables,
    tables: binomialTables(variables),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function binomialVariable(
  column: Column,
  request: BinomialRequest,
  warnings: Warnings,
): BinomialVariable {
  let n1 = 0;
  let n2 = 0;
  let labels: [string, string];
  if (request.groups !== null) {
    const [g1, g2] = request.groups;
    for (const cell of column.values) {
      if (sameValue(cell, g1)) n1++;
      else if (sameValue(cell, g2)) n2++;
    }
    labels = [valueLabel(column, g1), valueLabel(column, g2)];
  } else if (request.cutPoint !== null) {
    const cut = request.cutPoint;
    column.values.forEach((cell, row) => {
      if (isMissing(cell)) return;
      const v = typeof cell === 'number' ? cell : parseNumber(String(cell).trim());
      if (v === null) {
        throw new StatsInputError(
          'NOT_NUMERIC',
          `분할점을 쓰려면 '${column.name}' 변수가 숫자여야 하는데 ${row + 1}번째 행의 값이 '${cell}'입니다.`,
          `A cut point needs '${column.name}' to be numeric, but row ${row + 1} holds '${cell}'.`,
          { variable: column.name, row: row + 1, value: String(cell) },
        );
      }
      if (v <= cut) n1++;
      else n2++;
    });
    labels = [`<= ${cut}`, `> ${cut}`];
  } else {
    // The first value met in the data is group 1, as SPSS.
    const seen: CellValue[] = [];
    for (const cell of column.values) {
      if (isMissing(cell)) continue;
      const k = seen.findIndex((s) => sameValue(cell, s as number | string));
      if (k === -1) {
        if (seen.length === 2) {
          throw new StatsInputError(
            'NOT_DICHOTOMOUS',
            `'${column.name}' 변수의 값이 2가지보다 많습니다. 이항검정에는 두 값만 있는 변수를 쓰거나 분할점이나 두 집단 값을 주어야 합니다.`,
            `'${column.name}' takes more than two values; the binomial test needs a dichotomous variable, or a cut point or two group values.`,
            { variable: column.name, value: String(cell) },
          );
        }
        seen.push(cell);
        if (seen.length === 1) n1++;
        else n2++;
      } else if (k === 0) n1++;
      else n2++;
    }
    const show = (cell: CellValue | undefined) =>
      cell === undefined || cell === null
        ? ''
        : valueLabel(column, typeof cell === 'string' ? cell.trim() : cell);
    labels = [show(seen[0]), show(seen[1])];
  }
  const n = n1 + n2;
  const p = request.testProportion;
  const result: BinomialVariable = {
    variable: column.name,
    group1: { category: labels[0], n: n1, observedProportion: n > 0 ? n1 / n : null },
    group2: { category: labels[1], n: n2, observedProportion: n > 0 ? n2 / n : null },
    n,
    testProportion: p,
    tails: p === 0.5 ? 2 : 1,
    pValue: null,
  };
  if (n === 0) {
    warnings.add(
      `'${column.name}' 변수에 두 집단에 드는 유효한 값이 없어 이항검정을 할 수 없습니다.`,
      `'${column.name}' has no valid value in either group, so the binomial test cannot be done.`,
    );
    return result;
  }
  if (p === 0.5) {
    result.pValue = Math.min(1, 2 * Math.min(binomialLower(n1, n, p), binomialUpper(n1, n, p)));
  } else {
    result.pValue = n1 / n >= p ? binomialUpper(n1, n, p) : binomialLower(n1, n, p);
  }
  return result;
}

function binomialTables(variables: BinomialVariable[]): ResultTableModel[] {
  const blank = { testProportion: null, pValueTwoTailed: null, pValueOneTailed: null };
  const anyTwo = variables.some((v) => v.tails === 2);
  const anyOne = variables.some((v) => v.tails === 1);
  return [
    {
      id: 'binomial-test',
      title: label('이항검정', 'Binomial Test'),
      columns: [
        { key: 'group', label: label('', ''), format: 'text' },
        { key: 'category', label: label('범주', 'Category'), format: 'text' },
        int('n', 'N', 'N'),
        num('observedProportion', '관측 비율', 'Observed Prop.', 2),
        num('testProportion', '검정 비율', 'Test Prop.', 2),
        ...(anyTwo
          ? [pCol('pValueTwoTailed', '정확한 유의확률(양측)', 'Exact Sig. (2-tailed)')]
          : []),
        ...(anyOne
          ? [pCol('pValueOneTailed', '정확한 유의확률(단측)', 'Exact Sig. (1-tailed)')]
          : []),
      ],
      rows: variables.flatMap((v) => [
        {
          label: v.variable,
          group: v.variable,
          cells: {
            group: '집단 1 (Group 1)',
            category: v.group1.category,
            n: v.group1.n,
            observedProportion: v.group1.observedProportion,
            testProportion: v.testProportion,
            pValueTwoTailed: v.tails === 2 ? v.pValue : null,
            pValueOneTailed: v.tails === 1 ? v.pValue : null,
          },
        },
        {
          label: v.variable,
          group: v.variable,
          cells: {
            ...blank,
            group: '집단 2 (Group 2)',
            category: v.group2.category,
            n: v.group2.n,
            observedProportion: v.group2.observedProportion,
          },
        },
        {
          label: v.variable,
          group: v.variable,
          cells: {
            ...blank,
            group: '전체 (Total)',
            category: '',
            n: v.n,
            observedProportion: v.n > 0 ? 1 : null,
          },
        },
      ]),
    },
  ];
}
