import chisqCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import { StatsInputError } from '../../errors';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import {
  directionalMeasures,
  fisherExact2x2,
  fisherExactRxC,
  goodmanKruskalGamma,
} from '../../math/contingency';
import { chiSquareUpper } from '../../math/distributions';
import { compensatedSum } from '../../math/sums';
import type { DataTable } from '../../types';
import { findColumn } from '../../variables';
import { factorLevels } from '../anova';
import { fixed } from '../common/sentence-numbers';
import { replaceNonFinite, warningList } from '../common/warnings';
import { chiTables } from './tables';
import type { ChiRequest, ChiResult, ChiTest } from './types';
import { josa } from '../../korean';

export * from './types';
export { parseChiRequest } from './request';

/** Upper tail of chi-square, by a continued fraction in the tail so tiny p keep their digits. */
const chiUpper = (x: number, df: number): number => chiSquareUpper(x, df, chisqCdf);

/**
 * `chi` of the analysis contract (SPSS CROSSTABS, two-way): counts, expected counts and
 * percentages; Pearson's chi-square, Yates' continuity correction and Fisher's exact test
 * (2×2), the likelihood ratio, linear-by-linear association (scores: the category values
 * when numeric, else 1…k), phi, Cramér's V and the contingency coefficient.
 */
export function chi(table: DataTable, request: ChiRequest): ChiResult {
  if (request.layers.length === 0) return crosstab(table, request);
  // Layers: one crosstab per combination of layer values, and the pooled table ("Total")
  // over the cases valid on every layer variable, as SPSS CROSSTABS shows them.
  const layerLevels = request.layers.map((name) => factorLevels(findColumn(table, name)));
  const groups = new Map<string, number[]>();
  for (let i = 0; i < table.rowCount; i++) {
    const codes = layerLevels.map((l) => l.codes[i]!);
    if (codes.some((c) => c < 0)) continue;
    const key = codes.join(',');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(i);
  }
  const subset = (rows: number[]): DataTable => ({
    rowCount: rows.length,
    columns: [request.rows, request.columns].map((name) => {
      const column = findColumn(table, name);
      return { ...column, values: rows.map((i) => column.values[i]!) };
    }),
  });
  const inner: ChiRequest = { ...request, layers: [] };
  const all = [...groups.values()].flat().sort((a, b) => a - b);
  const pooled = crosstab(subset(all), inner);
  pooled.missing += table.rowCount - all.length;
  const keys = [...groups.keys()].sort((a, b) => {
    const x = a.split(',').map(Number);
    const y = b.split(',').map(Number);
    for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k]! - y[k]!;
    return 0;
  });
  pooled.layers = keys.map((key) => {
    const codes = key.split(',').map(Number);
    const layer = Object.fromEntries(
      request.layers.map((name, k) => [name, layerLevels[k]!.labels[codes[k]!]!]),
    );
    const { tables, warnings, warningsEn, ...result } = crosstab(subset(groups.get(key)!), inner);
    const where = Object.entries(layer)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ');
    warnings.forEach((w, i) => {
      if (!pooled.warnings.includes(`[${where}] ${w}`)) {
        pooled.warnings.push(`[${where}] ${w}`);
        pooled.warningsEn.push(`[${where}] ${warningsEn[i]!}`);
      }
    });
    pooled.tables.push(
      ...tables.map((t) => ({
        ...t,
        id: `${t.id}@${where}`,
        title: { ko: `${t.title.ko} (${where})`, en: `${t.title.en} (${where})` },
      })),
    );
    return { layer, result };
  });
  return pooled;
}

function crosstab(table: DataTable, request: ChiRequest): ChiResult {
  const warnings = warningList();
  const rowLevels = factorLevels(findColumn(table, request.rows));
  const colLevels = factorLevels(findColumn(table, request.columns));
  // Keep the categories that occur together with a valid value of the other variable: counts by
  // level code first (one typed array, no map per case), then the levels with a count.
  const rowCodes = rowLevels.codes;
  const colCodes = colLevels.codes;
  const levelsC = colLevels.labels.length;
  const byCode = new Float64Array(rowLevels.labels.length * levelsC);
  let missing = 0;
  for (let i = 0; i < table.rowCount; i++) {
    const r = rowCodes[i]!;
    const c = colCodes[i]!;
    if (r < 0 || c < 0) missing++;
    else byCode[r * levelsC + c]!++;
  }
  const rowIndex: number[] = [];
  const colIndex: number[] = [];
  for (let r = 0; r < rowLevels.labels.length; r++) {
    let any = false;
    for (let c = 0; c < levelsC && !any; c++) any = byCode[r * levelsC + c]! > 0;
    if (any) rowIndex.push(r);
  }
  for (let c = 0; c < levelsC; c++) {
    let any = false;
    for (let r = 0; r < rowLevels.labels.length && !any; r++) any = byCode[r * levelsC + c]! > 0;
    if (any) colIndex.push(c);
  }
  const R = rowIndex.length;
  const C = colIndex.length;
  if (R === 0) {
    throw new StatsInputError(
      'NO_VALID_CASES',
      `${josa(`'${request.rows}'`, '과')} '${request.columns}'에 함께 유효한 사례가 없습니다.`,
      `No case has valid values of both '${request.rows}' and '${request.columns}'.`,
      { variable: request.rows },
    );
  }
  const observed = rowIndex.map((r) => colIndex.map((c) => byCode[r * levelsC + c]!));
  const rowTotals = observed.map((row) => row.reduce((a, b) => a + b, 0));
  const columnTotals = colIndex.map((_, j) => observed.reduce((s, row) => s + row[j]!, 0));
  const n = rowTotals.reduce((a, b) => a + b, 0);
  const expected = observed.map((row, i) =>
    row.map((_, j) => (rowTotals[i]! * columnTotals[j]!) / n),
  );
  const flat = expected.flat();
  const below = flat.filter((e) => e < 5).length;
  const result: ChiResult = {
    analysis: 'chi',
    rowVariable: request.rows,
    columnVariable: request.columns,
    rowCategories: rowIndex.map((r) => rowLevels.labels[r]!),
    columnCategories: colIndex.map((c) => colLevels.labels[c]!),
    observed,
    expected,
    rowTotals,
    columnTotals,
    n,
    missing,
    percentages: {},
    expectedBelow5: {
      count: below,
      percent: (100 * below) / flat.length,
      minimumExpected: Math.min(...flat),
    },
    tables: [],
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
  const pct = (f: (i: number, j: number) => number) =>
    observed.map((row, i) => row.map((o, j) => (100 * o) / f(i, j)));
  if (request.percentages.includes('row')) result.percentages.row = pct((i) => rowTotals[i]!);
  if (request.percentages.includes('column'))
    result.percentages.column = pct((_, j) => columnTotals[j]!);
  if (request.percentages.includes('total')) result.percentages.total = pct(() => n);

  const df = (R - 1) * (C - 1);
  const degenerate = df === 0;
  if (degenerate && (request.chiSquareTest || request.statistics.length > 0)) {
    warnings.add(
      `'${request.rows}' 또는 '${request.columns}'의 범주가 하나뿐이어서 카이제곱 검정과 연관성 측도를 계산할 수 없습니다.`,
      `'${request.rows}' or '${request.columns}' has a single category, so chi-square tests and measures of association cannot be computed.`,
    );
  }
  const terms: number[] = [];
  const lrTerms: number[] = [];
  observed.forEach((row, i) =>
    row.forEach((o, j) => {
      const e = expected[i]![j]!;
      terms.push((o - e) ** 2 / e);
      if (o > 0) lrTerms.push(o * Math.log(o / e));
    }),
  );
  const pearson = compensatedSum(terms);
  const test = (value: number, d: number): ChiTest =>
    degenerate
      ? { value: null, df: d, pValue: null }
      : { value, df: d, pValue: chiUpper(value, d) };
  const is2x2 = R === 2 && C === 2;
  if (request.chiSquareTest) {
    let continuityCorrection: ChiTest | null = null;
    let fisher: { pValueTwoSided: number; pValueOneSided: number } | null = null;
    let fisherRxC: number | null = null;
    if (is2x2) {
      const yates = compensatedSum(
        observed.flatMap((row, i) =>
          row.map((o, j) => {
            const e = expected[i]![j]!;
            return Math.max(0, Math.abs(o - e) - 0.5) ** 2 / e;
          }),
        ),
      );
      continuityCorrection = test(yates, 1);
      const [[a, b], [c, d]] = observed as [[number, number], [number, number]];
      fisher = fisherExact2x2(a, b, c, d);
    } else if (!degenerate) {
      fisherRxC = fisherExactRxC(observed);
      if (fisherRxC === null) {
        warnings.add(
          '표가 커서 Fisher의 정확한 검정을 계산하지 않았습니다(가능한 표가 2천만 개를 넘습니다). 점근 유의확률을 보세요.',
          "Fisher's exact test was not computed: the table has more than 20 million possible arrangements. Use the asymptotic significance.",
        );
      }
    }
    // Linear-by-linear: (N − 1) r² with r the Pearson correlation of the category scores.
    const rs = rowLevels.values
      ? rowIndex.map((r) => rowLevels.values![r]!)
      : rowIndex.map((_, i) => i + 1);
    const cs = colLevels.values
      ? colIndex.map((c) => colLevels.values![c]!)
      : colIndex.map((_, j) => j + 1);
    const mr = compensatedSum(rs.map((s, i) => s * rowTotals[i]!)) / n;
    const mc = compensatedSum(cs.map((s, j) => s * columnTotals[j]!)) / n;
    const sxy = compensatedSum(
      observed.flatMap((row, i) => row.map((o, j) => o * (rs[i]! - mr) * (cs[j]! - mc))),
    );
    const sxx = compensatedSum(rs.map((s, i) => rowTotals[i]! * (s - mr) ** 2));
    const syy = compensatedSum(cs.map((s, j) => columnTotals[j]! * (s - mc) ** 2));
    const r = sxy / Math.sqrt(sxx * syy);
    result.tests = {
      pearson: test(pearson, df),
      continuityCorrection,
      likelihoodRatio: test(2 * compensatedSum(lrTerms), df),
      fisher,
      fisherRxC,
      linearByLinear: test((n - 1) * r * r, 1),
    };
    if (below > 0) {
      warnings.add(
        `기대빈도가 5보다 작은 셀이 ${below}개(${((100 * below) / flat.length).toFixed(1)}%)입니다. 최소 기대빈도는 ${fixed(result.expectedBelow5.minimumExpected, 2)}입니다.`,
        `${below} cell(s) (${((100 * below) / flat.length).toFixed(1)}%) have expected count less than 5. The minimum expected count is ${fixed(result.expectedBelow5.minimumExpected, 2)}.`,
      );
    }
  }
  if (request.statistics.includes('phiCramer') || request.statistics.includes('contingency')) {
    const phiValue = is2x2
      ? (observed[0]![0]! * observed[1]![1]! - observed[0]![1]! * observed[1]![0]!) /
        Math.sqrt(rowTotals[0]! * rowTotals[1]! * columnTotals[0]! * columnTotals[1]!)
      : Math.sqrt(pearson / n);
    result.measures = degenerate
      ? { phi: null, cramersV: null, contingencyCoefficient: null, pValue: null }
      : {
          phi: phiValue,
          cramersV: Math.sqrt(pearson / (n * (Math.min(R, C) - 1))),
          contingencyCoefficient: Math.sqrt(pearson / (pearson + n)),
          pValue: chiUpper(pearson, df),
        };
  }
  if (request.statistics.includes('gamma')) {
    const g = goodmanKruskalGamma(observed);
    result.gamma = {
      value: g.gamma,
      ase: g.ase1,
      t: g.t,
      pValue: g.t === null ? null : 2 * normalCdf(-Math.abs(g.t), 0, 1),
    };
    if (g.gamma === null) {
      warnings.add(
        '일치하거나 불일치하는 쌍이 없어 감마를 계산할 수 없습니다.',
        'There are no concordant or discordant pairs, so gamma cannot be computed.',
      );
    }
  }
  if (request.statistics.includes('lambda') && !degenerate) {
    result.directional = directionalMeasures(observed, chiUpper);
  }
  replaceNonFinite(result, `${request.rows} × ${request.columns}`, warnings);
  result.tables = chiTables(result, request);
  return result;
}
