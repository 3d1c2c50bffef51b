import { StatsInputError } from '../../errors';
import type { DataTable, ResultTableModel } from '../../types';
import { findColumn, numericColumn } from '../../variables';
import { listwise, replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { int, label, num, pCol } from '../t-one/tables';
import { mannWhitneyLower, normalTwoSided, ranksWithTies, sameValue, valueLabel } from './common';
import type { MannWhitneyRequest, MannWhitneyResult, MannWhitneyVariable } from './types';

/** SPSS prints the exact significance of U for 40 cases or fewer (NPAR TESTS /M-W). */
export const EXACT_MANN_WHITNEY_LIMIT = 40;

/**
 * `nonparametric/mann-whitney`: SPSS NPAR TESTS /M-W. Ranks over both groups with ties
 * averaged; U is the smaller of U1 and U2; Z corrects the variance for ties and has no
 * continuity correction; the exact p ignores ties, as SPSS's footnote says.
 */
export function mannWhitney(table: DataTable, request: MannWhitneyRequest): MannWhitneyResult {
  const warnings = warningList();
  const { variable: groupName, groups } = request.groupingVariable;
  const groupColumn = findColumn(table, groupName);
  const codes = new Uint8Array(table.rowCount);
  groupColumn.values.forEach((cell, i) => {
    if (sameValue(cell, groups[0])) codes[i] = 1;
    else if (sameValue(cell, groups[1])) codes[i] = 2;
  });
  for (const [code, value] of [
    [1, groups[0]],
    [2, groups[1]],
  ] as const) {
    if (!codes.includes(code)) {
      throw new StatsInputError(
        'GROUP_NOT_FOUND',
        `집단변수 '${groupName}'에 값 '${value}'인 사례가 없습니다.`,
        `The grouping variable '${groupName}' has no case with the value '${value}'.`,
        { variable: groupName, value: String(value) },
      );
    }
  }
  const labels: [string, string] = [
    valueLabel(groupColumn, groups[0]),
    valueLabel(groupColumn, groups[1]),
  ];
  const columns = request.testVariables.map((name) => numericColumn(table, name).values);
  const kept =
    request.selectedMissingValueControlMethod === 'listwise' ? listwise(columns) : columns;
  const variables = request.testVariables.map((name, k) => {
    const v = testVariable(name, kept[k]!, codes, labels, warnings);
    replaceNonFinite(v, name, warnings);
    return v;
  });
  return {
    analysis: 'nonparametric/mann-whitney',
    groupingVariable: groupName,
    groupLabels: labels,
    variables,
    tables: mannWhitneyTables(variables, labels, groupName),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function testVariable(
  name: string,
  cells: readonly (number | null)[],
  codes: Uint8Array,
  labels: [string, string],
  warnings: Warnings,
): MannWhitneyVariable {
  const values: number[] = [];
  const group: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (v === null || v === undefined || codes[i] === 0) continue;
    values.push(v);
    group.push(codes[i]!);
  }
  const n1 = group.filter((g) => g === 1).length;
  const n2 = values.length - n1;
  const result: MannWhitneyVariable = {
    variable: name,
    n1,
    n2,
    meanRank1: null,
    meanRank2: null,
    sumOfRanks1: null,
    sumOfRanks2: null,
    u: null,
    w: null,
    z: null,
    pValue: null,
    exactPValue: null,
    r: null,
  };
  if (n1 === 0 || n2 === 0) {
    const empty = n1 === 0 ? labels[0] : labels[1];
    warnings.add(
      `'${name}' 변수는 집단 '${empty}'에 유효한 값이 없어 Mann-Whitney 검정을 할 수 없습니다.`,
      `'${name}' has no valid value in group '${empty}', so the Mann-Whitney test cannot be done.`,
    );
    return result;
  }
  const n = n1 + n2;
  const { ranks, ties } = ranksWithTies(values);
  let r1 = 0;
  for (let i = 0; i < n; i++) if (group[i] === 1) r1 += ranks[i]!;
  const r2 = (n * (n + 1)) / 2 - r1;
  const u1 = r1 - (n1 * (n1 + 1)) / 2;
  const u2 = n1 * n2 - u1;
  const u = Math.min(u1, u2);
  result.meanRank1 = r1 / n1;
  result.meanRank2 = r2 / n2;
  result.sumOfRanks1 = r1;
  result.sumOfRanks2 = r2;
  result.u = u;
  // The rank sum that goes with the reported U (PSPP's rule; SPSS prints the same numbers).
  result.w = u1 < u2 ? r1 : u2 < u1 ? r2 : n1 <= n2 ? r1 : r2;
  if (n <= EXACT_MANN_WHITNEY_LIMIT) {
    result.exactPValue = Math.min(1, 2 * mannWhitneyLower(u, n1, n2));
  }
  const variance = ((n1 * n2) / (n * (n - 1))) * ((n * n * n - n - ties) / 12);
  if (!(variance > 0)) {
    warnings.add(
      `'${name}' 변수의 값이 모두 같아(모두 동순위) Z와 근사 유의확률을 계산할 수 없습니다.`,
      `All values of '${name}' are equal (all ranks tied), so Z and the asymptotic significance cannot be computed.`,
    );
    return result;
  }
  result.z = (u - (n1 * n2) / 2) / Math.sqrt(variance);
  result.pValue = normalTwoSided(result.z);
  result.r = Math.abs(result.z) / Math.sqrt(n);
  return result;
}

function mannWhitneyTables(
  variables: MannWhitneyVariable[],
  labels: [string, string],
  grouping: string,
): ResultTableModel[] {
  const anyExact = variables.some((v) => v.exactPValue !== null);
  return [
    {
      id: 'ranks',
      title: label('순위', 'Ranks'),
      columns: [
        { key: 'group', label: label(grouping, grouping), format: 'text' },
        int('n', 'N', 'N'),
        num('meanRank', '평균 순위', 'Mean Rank', 2),
        num('sumOfRanks', '순위 합', 'Sum of Ranks', 2),
      ],
      rows: variables.flatMap((v) => [
        {
          label: v.variable,
          group: v.variable,
          cells: { group: labels[0], n: v.n1, meanRank: v.meanRank1, sumOfRanks: v.sumOfRanks1 },
        },
        {
          label: v.variable,
          group: v.variable,
          cells: { group: labels[1], n: v.n2, meanRank: v.meanRank2, sumOfRanks: v.sumOfRanks2 },
        },
        {
          label: v.variable,
          group: v.variable,
          cells: { group: '전체 (Total)', n: v.n1 + v.n2, meanRank: null, sumOfRanks: null },
        },
      ]),
    },
    {
      id: 'test-statistics',
      title: label('검정 통계량', 'Test Statistics'),
      columns: [
        num('u', 'Mann-Whitney U', 'Mann-Whitney U'),
        num('w', 'Wilcoxon W', 'Wilcoxon W'),
        num('z', 'Z', 'Z'),
        pCol('pValue', '근사 유의확률(양측)', 'Asymp. Sig. (2-tailed)'),
        ...(anyExact
          ? [
              pCol(
                'exactPValue',
                '정확한 유의확률[2*(단측 유의확률)]',
                'Exact Sig. [2*(1-tailed Sig.)]',
              ),
            ]
          : []),
        num('r', '효과크기 r', 'Effect Size r'),
      ],
      rows: variables.map((v) => ({
        label: v.variable,
        cells: { u: v.u, w: v.w, z: v.z, pValue: v.pValue, exactPValue: v.exactPValue, r: v.r },
        ...(v.exactPValue !== null ? { footnoteRefs: [0] } : {}),
      })),
      footnotes: [
        label('동순위에 대해 수정되지 않았습니다.', 'Not corrected for ties.'),
        label(`집단변수: ${grouping}`, `Grouping Variable: ${grouping}`),
        label('효과크기 r = |Z| / √N', 'Effect size r = |Z| / √N'),
      ],
    },
  ];
}
