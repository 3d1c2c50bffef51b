import { chiSquareUpper } from '../../math/chi-square-upper';
import type { DataTable, ResultTableModel } from '../../types';
import { findColumn, numericColumn } from '../../variables';
import { factorLevels } from '../common/factor-levels';
import { listwise, replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { int, label, num, pCol } from '../t-one/tables';
import { StatsInputError } from '../../errors';
import { normalTwoSided, ranksWithTies, sameValue, valueLabel } from './common';
import type {
  DunnComparison,
  FriedmanRequest,
  FriedmanResult,
  KruskalWallisRequest,
  KruskalWallisResult,
  KruskalWallisVariable,
} from './types';

/** Group code of each row (−1 when the row is in none of the compared groups) and the groups' labels. */
function kGroups(
  table: DataTable,
  request: KruskalWallisRequest,
): { codes: Int32Array; labels: string[] } {
  const column = findColumn(table, request.groupingVariable);
  if (request.groups === null) {
    const { codes, labels } = factorLevels(column);
    return { codes, labels };
  }
  const wanted = request.groups;
  const codes = new Int32Array(table.rowCount).fill(-1);
  column.values.forEach((cell, i) => {
    const k = wanted.findIndex((g) => sameValue(cell, g));
    if (k >= 0) codes[i] = k;
  });
  wanted.forEach((value, k) => {
    if (!codes.includes(k)) {
      throw new StatsInputError(
        'GROUP_NOT_FOUND',
        `집단변수 '${request.groupingVariable}'에 값 '${value}'인 사례가 없습니다.`,
        `The grouping variable '${request.groupingVariable}' has no case with the value '${value}'.`,
        { variable: request.groupingVariable, value: String(value) },
      );
    }
  });
  return { codes, labels: wanted.map((g) => valueLabel(column, g)) };
}

/**
 * `nonparametric/kruskal-wallis`: SPSS NPAR TESTS /K-W (H corrected for ties, χ² on k − 1 df)
 * with Dunn's pairwise comparisons as SPSS's independent-samples pairwise table: the difference
 * of mean ranks, its tie-corrected standard error, z, p and the Bonferroni-adjusted p.
 */
export function kruskalWallis(
  table: DataTable,
  request: KruskalWallisRequest,
): KruskalWallisResult {
  const warnings = warningList();
  const { codes, labels } = kGroups(table, request);
  const columns = request.testVariables.map((name) => numericColumn(table, name).values);
  const kept =
    request.selectedMissingValueControlMethod === 'listwise' ? listwise(columns) : columns;
  const variables = request.testVariables.map((name, k) => {
    const v = kwVariable(name, kept[k]!, codes, labels, request.pairwise, warnings);
    replaceNonFinite(v, name, warnings);
    return v;
  });
  return {
    analysis: 'nonparametric/kruskal-wallis',
    groupingVariable: request.groupingVariable,
    variables,
    tables: kruskalWallisTables(variables, request.groupingVariable),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function kwVariable(
  name: string,
  cells: readonly (number | null)[],
  codes: Int32Array,
  labels: string[],
  pairwise: boolean,
  warnings: Warnings,
): KruskalWallisVariable {
  const values: number[] = [];
  const group: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (v === null || v === undefined || codes[i]! < 0) continue;
    values.push(v);
    group.push(codes[i]!);
  }
  const n = values.length;
  const { ranks, ties } = ranksWithTies(values);
  const sizes = new Array<number>(labels.length).fill(0);
  const sums = new Array<number>(labels.length).fill(0);
  for (let i = 0; i < n; i++) {
    sizes[group[i]!]!++;
    sums[group[i]!]! += ranks[i]!;
  }
  const groups = labels.map((l, g) => ({
    label: l,
    n: sizes[g]!,
    meanRank: sizes[g]! > 0 ? sums[g]! / sizes[g]! : null,
  }));
  const present = groups.map((_, g) => g).filter((g) => sizes[g]! > 0);
  const k = present.length;
  const result: KruskalWallisVariable = {
    variable: name,
    n,
    groups,
    h: null,
    df: Math.max(k - 1, 0),
    pValue: null,
    epsilonSquared: null,
    pairwise: [],
  };
  if (k < 2) {
    warnings.add(
      `'${name}' 변수는 유효한 값이 있는 집단이 ${k}개뿐이라 Kruskal-Wallis 검정을 할 수 없습니다(2개 이상 필요).`,
      `'${name}' has valid values in only ${k} group(s), so the Kruskal-Wallis test cannot be done (2 or more needed).`,
    );
    return result;
  }
  const correction = 1 - ties / (n * n * n - n);
  if (!(correction > 0)) {
    warnings.add(
      `'${name}' 변수의 값이 모두 같아(모두 동순위) Kruskal-Wallis H를 계산할 수 없습니다.`,
      `All values of '${name}' are equal (all ranks tied), so the Kruskal-Wallis H cannot be computed.`,
    );
  } else {
    let sumSq = 0;
    for (const g of present) sumSq += (sums[g]! * sums[g]!) / sizes[g]!;
    const h = ((12 / (n * (n + 1))) * sumSq - 3 * (n + 1)) / correction;
    result.h = Math.max(h, 0);
    result.pValue = chiSquareUpper(result.h, k - 1);
    result.epsilonSquared = result.h / (n - 1);
  }
  if (pairwise) result.pairwise = dunn(present, groups, n, ties);
  return result;
}

function dunn(
  present: number[],
  groups: { label: string; n: number; meanRank: number | null }[],
  n: number,
  ties: number,
): DunnComparison[] {
  const m = (present.length * (present.length - 1)) / 2;
  const spread = (n * (n + 1)) / 12 - ties / (12 * (n - 1));
  const out: DunnComparison[] = [];
  for (let a = 0; a < present.length; a++) {
    for (let b = a + 1; b < present.length; b++) {
      const g1 = groups[present[a]!]!;
      const g2 = groups[present[b]!]!;
      const stat = g1.meanRank! - g2.meanRank!;
      const se = spread > 0 ? Math.sqrt(spread * (1 / g1.n + 1 / g2.n)) : null;
      const z = se !== null ? stat / se : null;
      const p = z !== null ? normalTwoSided(z) : null;
      out.push({
        group1: g1.label,
        group2: g2.label,
        testStatistic: stat,
        se,
        stdTestStatistic: z,
        pValue: p,
        adjustedPValue: p !== null ? Math.min(1, p * m) : null,
      });
    }
  }
  return out;
}

function kruskalWallisTables(
  variables: KruskalWallisVariable[],
  grouping: string,
): ResultTableModel[] {
  const tables: ResultTableModel[] = [
    {
      id: 'ranks',
      title: label('순위', 'Ranks'),
      columns: [
        { key: 'group', label: label(grouping, grouping), format: 'text' },
        int('n', 'N', 'N'),
        num('meanRank', '평균 순위', 'Mean Rank', 2),
      ],
      rows: variables.flatMap((v) => [
        ...v.groups.map((g) => ({
          label: v.variable,
          group: v.variable,
          cells: { group: g.label, n: g.n, meanRank: g.meanRank },
        })),
        {
          label: v.variable,
          group: v.variable,
          cells: { group: '전체 (Total)', n: v.n, meanRank: null },
        },
      ]),
    },
    {
      id: 'test-statistics',
      title: label('검정 통계량', 'Test Statistics'),
      columns: [
        num('h', 'Kruskal-Wallis H', 'Kruskal-Wallis H'),
        int('df', '자유도', 'df'),
        pCol('pValue', '근사 유의확률', 'Asymp. Sig.'),
        num('epsilonSquared', '효과크기 ε²', 'Effect Size ε²'),
      ],
      rows: variables.map((v) => ({
        label: v.variable,
        cells: { h: v.h, df: v.df, pValue: v.pValue, epsilonSquared: v.epsilonSquared },
      })),
      footnotes: [
        label('Kruskal-Wallis 검정', 'Kruskal Wallis Test'),
        label(`집단변수: ${grouping}`, `Grouping Variable: ${grouping}`),
        label('ε² = H / (N − 1)', 'ε² = H / (N − 1)'),
      ],
    },
  ];
  if (variables.some((v) => v.pairwise.length > 0)) {
    tables.push({
      id: 'pairwise-comparisons',
      title: label('대응별 비교', 'Pairwise Comparisons'),
      columns: [
        { key: 'pair', label: label('표본 1-표본 2', 'Sample 1-Sample 2'), format: 'text' },
        num('testStatistic', '검정 통계량', 'Test Statistic'),
        num('se', '표준오차', 'Std. Error'),
        num('stdTestStatistic', '표준화 검정 통계량', 'Std. Test Statistic'),
        pCol('pValue', '유의확률', 'Sig.'),
        pCol('adjustedPValue', '수정된 유의확률', 'Adj. Sig.'),
      ],
      rows: variables.flatMap((v) =>
        v.pairwise.map((c) => ({
          label: v.variable,
          group: v.variable,
          cells: {
            pair: `${c.group1}-${c.group2}`,
            testStatistic: c.testStatistic,
            se: c.se,
            stdTestStatistic: c.stdTestStatistic,
            pValue: c.pValue,
            adjustedPValue: c.adjustedPValue,
          },
        })),
      ),
      footnotes: [
        label(
          '각 행은 표본 1과 표본 2의 분포가 같다는 영가설을 검정합니다(Dunn 검정). 유의확률은 Bonferroni 방법으로 수정했습니다.',
          "Each row tests the null hypothesis that the Sample 1 and Sample 2 distributions are the same (Dunn's test). Significance values have been adjusted by the Bonferroni correction for multiple tests.",
        ),
      ],
    });
  }
  return tables;
}

/**
 * `nonparametric/friedman`: SPSS NPAR TESTS /FRIEDMAN (cases missing in any variable left
 * out), ranks within each case with ties averaged, χ² corrected for those ties, and
 * Kendall's W = χ² / (N(k − 1)).
 */
export function friedman(table: DataTable, request: FriedmanRequest): FriedmanResult {
  const warnings = warningList();
  const k = request.variables.length;
  const columns = listwise(request.variables.map((name) => numericColumn(table, name).values));
  const sums = new Float64Array(k);
  let n = 0;
  let ties = 0;
  const row = new Float64Array(k);
  for (let i = 0; i < table.rowCount; i++) {
    if (columns[0]![i] === null) continue;
    for (let j = 0; j < k; j++) row[j] = columns[j]![i]!;
    const ranked = ranksWithTies(row);
    for (let j = 0; j < k; j++) sums[j]! += ranked.ranks[j]!;
    ties += ranked.ties;
    n++;
  }
  const result: FriedmanResult = {
    analysis: 'nonparametric/friedman',
    n,
    meanRanks: request.variables.map((variable, j) => ({
      variable,
      meanRank: n > 0 ? sums[j]! / n : null,
    })),
    chiSquare: null,
    df: k - 1,
    pValue: null,
    kendallW: null,
    tables: [],
    warnings: [],
    warningsEn: [],
  };
  const correction = 1 - ties / (n * k * (k * k - 1));
  if (n === 0) {
    warnings.add(
      '모든 변수에 유효한 값이 있는 사례가 없어 Friedman 검정을 할 수 없습니다.',
      'No case has a valid value in every variable, so the Friedman test cannot be done.',
    );
  } else if (!(correction > 0)) {
    warnings.add(
      '모든 사례에서 변수들의 값이 같아(모두 동순위) Friedman 검정 통계량을 계산할 수 없습니다.',
      'Every case has the same value in all variables (all ranks tied), so the Friedman statistic cannot be computed.',
    );
  } else {
    let sumSq = 0;
    for (let j = 0; j < k; j++) sumSq += sums[j]! * sums[j]!;
    const chi = ((12 / (n * k * (k + 1))) * sumSq - 3 * n * (k + 1)) / correction;
    result.chiSquare = Math.max(chi, 0);
    result.pValue = chiSquareUpper(result.chiSquare, k - 1);
    result.kendallW = result.chiSquare / (n * (k - 1));
  }
  replaceNonFinite(result, 'Friedman', warnings);
  result.tables = friedmanTables(result);
  result.warnings = warnings.ko;
  result.warningsEn = warnings.en;
  return result;
}

function friedmanTables(result: FriedmanResult): ResultTableModel[] {
  return [
    {
      id: 'ranks',
      title: label('순위', 'Ranks'),
      columns: [num('meanRank', '평균 순위', 'Mean Rank', 2)],
      rows: result.meanRanks.map((m) => ({ label: m.variable, cells: { meanRank: m.meanRank } })),
    },
    {
      id: 'test-statistics',
      title: label('검정 통계량', 'Test Statistics'),
      columns: [
        int('n', 'N', 'N'),
        num('chiSquare', '카이제곱', 'Chi-Square'),
        int('df', '자유도', 'df'),
        pCol('pValue', '근사 유의확률', 'Asymp. Sig.'),
        num('kendallW', 'Kendall의 W', "Kendall's W"),
      ],
      rows: [
        {
          label: 'Friedman',
          cells: {
            n: result.n,
            chiSquare: result.chiSquare,
            df: result.df,
            pValue: result.pValue,
            kendallW: result.kendallW,
          },
        },
      ],
      footnotes: [label('Friedman 검정', 'Friedman Test')],
    },
  ];
}
