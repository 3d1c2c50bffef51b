import type { ResultRow, ResultTableModel } from '../../types';
import { fixed } from '../common/sentence-numbers';
import { int, label, num, pCol } from '../t-one/tables';
import type { ChiRequest, ChiResult } from './types';

/** SPSS CROSSTABS' tables: the crosstab, Chi-Square Tests and Symmetric Measures. */
export function chiTables(result: ChiResult, request: ChiRequest): ResultTableModel[] {
  const tables: ResultTableModel[] = [];
  const cols = result.columnCategories;
  const n = result.n;
  const rows: ResultRow[] = [];
  const add = (group: string, what: string, values: number[], total: number | null) =>
    rows.push({
      label: what,
      group,
      cells: { ...Object.fromEntries(values.map((v, j) => [`c${j}`, v])), total },
    });
  result.rowCategories.forEach((category, i) => {
    const group = `${result.rowVariable}: ${category}`;
    if (request.counts.includes('observed'))
      add(group, '빈도 (Count)', result.observed[i]!, result.rowTotals[i]!);
    if (request.counts.includes('expected'))
      add(group, '기대빈도 (Expected Count)', result.expected[i]!, result.rowTotals[i]!);
    if (result.percentages.row)
      add(
        group,
        `${result.rowVariable} 중 % (% within ${result.rowVariable})`,
        result.percentages.row[i]!,
        100,
      );
    if (result.percentages.column)
      add(
        group,
        `${result.columnVariable} 중 % (% within ${result.columnVariable})`,
        result.percentages.column[i]!,
        (100 * result.rowTotals[i]!) / n,
      );
    if (result.percentages.total)
      add(
        group,
        '전체 % (% of Total)',
        result.percentages.total[i]!,
        (100 * result.rowTotals[i]!) / n,
      );
  });
  const group = '전체 (Total)';
  add(group, '빈도 (Count)', result.columnTotals, n);
  if (request.counts.includes('expected'))
    add(group, '기대빈도 (Expected Count)', result.columnTotals, n);
  if (result.percentages.row)
    add(
      group,
      `${result.rowVariable} 중 % (% within ${result.rowVariable})`,
      result.columnTotals.map((t) => (100 * t) / n),
      100,
    );
  if (result.percentages.column)
    add(
      group,
      `${result.columnVariable} 중 % (% within ${result.columnVariable})`,
      result.columnTotals.map(() => 100),
      100,
    );
  if (result.percentages.total)
    add(
      group,
      '전체 % (% of Total)',
      result.columnTotals.map((t) => (100 * t) / n),
      100,
    );
  tables.push({
    id: 'crosstab',
    title: label(
      `${result.rowVariable} * ${result.columnVariable} 교차표`,
      `${result.rowVariable} * ${result.columnVariable} Crosstabulation`,
    ),
    columnGroups: [
      { label: label(result.columnVariable, result.columnVariable), span: cols.length },
      { label: label('', ''), span: 1 },
    ],
    columns: [...cols.map((c, j) => num(`c${j}`, c, c, 1)), num('total', '전체', 'Total', 1)],
    rows,
  });
  if (result.tests) {
    const t = result.tests;
    const testRow = (
      name: string,
      value: number | null,
      df: number | null,
      p: number | null,
      exact2: number | null = null,
      exact1: number | null = null,
    ): ResultRow => ({
      label: name,
      cells: { value, df, pValue: p, exactTwoSided: exact2, exactOneSided: exact1 },
    });
    tables.push({
      id: 'chi-square-tests',
      title: label('카이제곱 검정', 'Chi-Square Tests'),
      columns: [
        num('value', '값', 'Value'),
        int('df', '자유도', 'df'),
        pCol('pValue', '점근 유의확률 (양측검정)', 'Asymptotic Significance (2-sided)'),
        pCol('exactTwoSided', '정확 유의확률 (양측검정)', 'Exact Sig. (2-sided)'),
        pCol('exactOneSided', '정확 유의확률 (단측검정)', 'Exact Sig. (1-sided)'),
      ],
      rows: [
        testRow(
          'Pearson 카이제곱 (Pearson Chi-Square)',
          t.pearson.value,
          t.pearson.df,
          t.pearson.pValue,
        ),
        ...(t.continuityCorrection
          ? [
              testRow(
                '연속성 수정 (Continuity Correction)',
                t.continuityCorrection.value,
                1,
                t.continuityCorrection.pValue,
              ),
            ]
          : []),
        testRow(
          '우도비 (Likelihood Ratio)',
          t.likelihoodRatio.value,
          t.likelihoodRatio.df,
          t.likelihoodRatio.pValue,
        ),
        ...(t.fisher
          ? [
              testRow(
                "Fisher의 정확한 검정 (Fisher's Exact Test)",
                null,
                null,
                null,
                t.fisher.pValueTwoSided,
                t.fisher.pValueOneSided,
              ),
            ]
          : []),
        testRow(
          '선형 대 선형결합 (Linear-by-Linear Association)',
          t.linearByLinear.value,
          1,
          t.linearByLinear.pValue,
        ),
        {
          label: '유효 케이스 수 (N of Valid Cases)',
          cells: { value: n, df: null, pValue: null, exactTwoSided: null, exactOneSided: null },
        },
      ],
      footnotes: [
        label(
          `${result.expectedBelow5.count} 셀 (${fixed(result.expectedBelow5.percent, 1)}%)은 5보다 작은 기대 빈도를 가지는 셀입니다. 최소 기대빈도는 ${fixed(result.expectedBelow5.minimumExpected, 2)}입니다.`,
          `${result.expectedBelow5.count} cells (${fixed(result.expectedBelow5.percent, 1)}%) have expected count less than 5. The minimum expected count is ${fixed(result.expectedBelow5.minimumExpected, 2)}.`,
        ),
      ],
    });
  }
  if (result.gamma) {
    tables.push({
      id: 'ordinal-measures',
      title: label('대칭적 측도 (순서 대 순서)', 'Symmetric Measures (Ordinal by Ordinal)'),
      columns: [
        num('value', '값', 'Value'),
        num('ase', '점근 표준오차', 'Asymptotic Std. Error'),
        num('t', '근사 T', 'Approximate T'),
        pCol('pValue', '근사 유의확률', 'Approximate Significance'),
      ],
      rows: [{ label: '감마 (Gamma)', cells: { ...result.gamma } }],
    });
  }
  if (result.directional) {
    const { lambda, tau } = result.directional;
    const dependent = (name: string) => `'${name}' 종속 ('${name}' Dependent)`;
    const lambdaGroup = '람다 (Lambda)';
    const tauGroup = 'Goodman과 Kruskal의 타우 (Goodman and Kruskal tau)';
    tables.push({
      id: 'directional-measures',
      title: label('방향성 측도', 'Directional Measures'),
      columns: [
        num('value', '값', 'Value'),
        num('ase', '점근 표준오차', 'Asymptotic Std. Error'),
        num('t', '근사 T', 'Approximate T'),
        pCol('pValue', '근사 유의확률', 'Approximate Significance'),
      ],
      rows: [
        { label: '대칭적 (Symmetric)', group: lambdaGroup, cells: { ...lambda.symmetric } },
        {
          label: dependent(result.rowVariable),
          group: lambdaGroup,
          cells: { ...lambda.rowDependent },
        },
        {
          label: dependent(result.columnVariable),
          group: lambdaGroup,
          cells: { ...lambda.columnDependent },
        },
        {
          label: dependent(result.rowVariable),
          group: tauGroup,
          cells: { ...tau.rowDependent },
          footnoteRefs: [0],
        },
        {
          label: dependent(result.columnVariable),
          group: tauGroup,
          cells: { ...tau.columnDependent },
          footnoteRefs: [0],
        },
      ],
      footnotes: [label('카이제곱 근사에 근거', 'Based on chi-square approximation')],
    });
  }
  if (result.measures) {
    const m = result.measures;
    const want = new Set(request.statistics);
    tables.push({
      id: 'symmetric-measures',
      title: label('대칭적 측도', 'Symmetric Measures'),
      columns: [
        num('value', '값', 'Value'),
        pCol('pValue', '근사 유의확률', 'Approximate Significance'),
      ],
      rows: [
        ...(want.has('phiCramer')
          ? [
              { label: '파이 (Phi)', cells: { value: m.phi, pValue: m.pValue } },
              { label: "Cramer의 V (Cramer's V)", cells: { value: m.cramersV, pValue: m.pValue } },
            ]
          : []),
        ...(want.has('contingency')
          ? [
              {
                label: '분할계수 (Contingency Coefficient)',
                cells: { value: m.contingencyCoefficient, pValue: m.pValue },
              },
            ]
          : []),
        { label: '유효 케이스 수 (N of Valid Cases)', cells: { value: n, pValue: null } },
      ],
    });
  }
  return tables;
}
