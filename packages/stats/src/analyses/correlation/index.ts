import { crossProductMatrix } from '../../math/cross-matrix';
import { kendallTauB } from '../../math/kendall';
import {
  correlationPValue,
  crossProducts,
  pearsonFrom,
  type CrossProducts,
} from '../../math/products';
import { averageRanks } from '../../math/ranks';
import { centralMoments } from '../../math/sums';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { replaceNonFinite, validValues, warningList, type Warnings } from '../common/warnings';
import { correlationTables } from './tables';
import type {
  Coefficient,
  CorrelationDescriptive,
  CorrelationMatrix,
  CorrelationRequest,
  CorrelationResult,
} from './types';
import { josa } from '../../korean';

export * from './types';
export { parseCorrelationRequest } from './request';

const names: Record<Coefficient, [string, string]> = {
  pearson: ['Pearson 상관계수', 'Pearson correlation'],
  spearman: ['Spearman의 rho', "Spearman's rho"],
  kendall: ['Kendall의 tau-b', "Kendall's tau-b"],
};

/**
 * `correlation` of the analysis contract: Pearson (SPSS CORRELATIONS), Spearman's rho
 * and Kendall's tau-b (NONPAR CORR), pairwise or listwise.
 */
export function correlation(table: DataTable, request: CorrelationRequest): CorrelationResult {
  const warnings = warningList();
  const vars = request.correlationVariables;
  let columns = vars.map((name) => numericColumn(table, name).values);
  const listwise = request.selectedMissingValueControlMethod === 'listwise';
  let listwiseN: number | undefined;
  if (listwise) {
    const keep: number[] = [];
    for (let i = 0; i < table.rowCount; i++) {
      if (columns.every((c) => c[i] !== null)) keep.push(i);
    }
    listwiseN = keep.length;
    columns = columns.map((c) => keep.map((i) => c[i]!));
  }
  const k = vars.length;
  const result: CorrelationResult = {
    analysis: 'correlation',
    variables: vars,
    significance: request.selectedSignificance,
    missing: request.selectedMissingValueControlMethod,
    tables: [],
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
  if (listwiseN !== undefined) result.listwiseN = listwiseN;
  if (request.selectedAnalysisOptions.includes('meansAndSd')) {
    result.descriptives = vars.map((variable, i): CorrelationDescriptive => {
      const x = validValues(columns[i]!);
      const m = centralMoments(x);
      return {
        variable,
        mean: x.length > 0 ? m.mean : null,
        std: x.length > 1 ? Math.sqrt(m.m2 / (x.length - 1)) : null,
        n: x.length,
      };
    });
  }
  const flag = request.selectedDisplayOptions.includes('flagSignificant');
  const oneTailed = request.selectedSignificance === 'oneTailed';
  const withProducts = request.selectedAnalysisOptions.includes('crossProducts');
  for (const coefficient of request.selectedCoefficientOptions) {
    const matrix: CorrelationMatrix = {
      coefficient: square(k, null),
      pValue: square(k, null),
      n: square(k, 0),
      flags: square(k, ''),
    };
    const products = coefficient === 'pearson' && withProducts;
    // Columns with no missing value (all of them after listwise deletion) get their Pearson and
    // Spearman sums in one pass over the rows; pairs with missing values go pair by pair.
    const complete = columns.map((column) => column.every((v) => v !== null));
    const matrix2 =
      coefficient !== 'kendall' && complete.filter(Boolean).length > 1
        ? completeMatrix(columns, complete, coefficient === 'spearman')
        : null;
    if (products) {
      matrix.crossProducts = square(k, null);
      matrix.covariance = square(k, null);
    }
    for (let a = 0; a < k; a++) {
      for (let b = a; b < k; b++) {
        const cell = pairCell(
          columns[a]!,
          columns[b]!,
          coefficient,
          a === b,
          products,
          matrix2 && complete[a] && complete[b] ? matrix2(a, b) : undefined,
        );
        if (cell.n >= 2 && cell.r === null && a !== b)
          constantWarning(vars[a]!, vars[b]!, coefficient, warnings);
        if (cell.n < 3 && a !== b) tooFewWarning(vars[a]!, vars[b]!, cell.n, warnings);
        const p = cell.p === null ? null : oneTailed ? cell.p / 2 : cell.p;
        for (const [i, j] of a === b
          ? [[a, b]]
          : [
              [a, b],
              [b, a],
            ]) {
          matrix.coefficient[i!]![j!] = cell.r;
          matrix.pValue[i!]![j!] = p;
          matrix.n[i!]![j!] = cell.n;
          matrix.flags[i!]![j!] = flag && p !== null ? (p < 0.01 ? '**' : p < 0.05 ? '*' : '') : '';
          if (products) {
            matrix.crossProducts![i!]![j!] = cell.sxy;
            matrix.covariance![i!]![j!] =
              cell.n > 1 && cell.sxy !== null ? cell.sxy / (cell.n - 1) : null;
          }
        }
      }
    }
    result[coefficient] = matrix;
  }
  replaceNonFinite(result, '상관분석 (correlation)', warnings);
  result.tables = correlationTables(result, request);
  return result;
}

function square<T>(k: number, fill: T): T[][] {
  return Array.from({ length: k }, () => Array.from({ length: k }, () => fill));
}

function constantWarning(a: string, b: string, c: Coefficient, warnings: Warnings) {
  warnings.add(
    `${josa(`'${a}'`, '과')} '${b}' 중 값이 모두 같은(분산 0) 변수가 있어 ${names[c][0]}를 계산할 수 없습니다.`,
    `'${a}' or '${b}' is constant (zero variance) over their common cases, so the ${names[c][1]} cannot be computed.`,
  );
}

function tooFewWarning(a: string, b: string, n: number, warnings: Warnings) {
  warnings.add(
    `${josa(`'${a}'`, '과')} '${b}'에 모두 유효한 사례가 ${n}개뿐이라 유의확률을 계산할 수 없습니다(3개 이상 필요).`,
    `'${a}' and '${b}' have only ${n} case(s) valid on both; the significance needs at least 3.`,
  );
}

interface Cell {
  n: number;
  r: number | null;
  p: number | null;
  sxy: number | null;
}

/** Cross-products of the complete columns (ranked first for Spearman), by column index. */
function completeMatrix(
  columns: readonly (readonly (number | null)[])[],
  complete: boolean[],
  ranked: boolean,
): (a: number, b: number) => CrossProducts {
  const indexes = complete.flatMap((isComplete, i) => (isComplete ? [i] : []));
  const data = indexes.map((i) => {
    const values = Float64Array.from(columns[i]! as number[]);
    return ranked ? averageRanks(values) : values;
  });
  const sums = crossProductMatrix(data);
  const position = new Map(indexes.map((column, i) => [column, i]));
  return (a, b) => sums(position.get(a)!, position.get(b)!);
}

function pairCell(
  xs: readonly (number | null)[],
  ys: readonly (number | null)[],
  coefficient: Coefficient,
  diagonal: boolean,
  products: boolean,
  precomputed?: CrossProducts,
): Cell {
  if (precomputed && coefficient !== 'kendall') return cellFrom(precomputed, diagonal, products);
  let n = 0;
  for (let i = 0; i < xs.length; i++) if (xs[i] !== null && ys[i] !== null) n++;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0, j = 0; i < xs.length; i++) {
    if (xs[i] !== null && ys[i] !== null) {
      x[j] = xs[i]!;
      y[j++] = ys[i]!;
    }
  }
  const cell: Cell = { n, r: null, p: null, sxy: null };
  if (products && n > 0) cell.sxy = crossProducts(x, y).sxy;
  if (n < 2) return cell;
  if (coefficient === 'kendall') {
    const result = kendallTauB(x, y);
    if (Number.isFinite(result.tau)) {
      cell.r = diagonal ? 1 : Math.max(-1, Math.min(1, result.tau));
      if (!diagonal && n >= 3) cell.p = result.pValue;
    }
    return cell;
  }
  const sums =
    coefficient === 'spearman'
      ? crossProducts(averageRanks(x), averageRanks(y))
      : crossProducts(x, y);
  const r = pearsonFrom(sums);
  if (Number.isFinite(r)) {
    cell.r = diagonal ? 1 : r;
    if (!diagonal && n >= 3) cell.p = correlationPValue(r, n);
  }
  return cell;
}

/** Pearson's (or, on ranks, Spearman's) cell from its sums; Spearman's cross-products are not shown. */
function cellFrom(sums: CrossProducts, diagonal: boolean, products: boolean): Cell {
  const { n } = sums;
  const cell: Cell = { n, r: null, p: null, sxy: products && n > 0 ? sums.sxy : null };
  if (n < 2) return cell;
  const r = pearsonFrom(sums);
  if (Number.isFinite(r)) {
    cell.r = diagonal ? 1 : r;
    if (!diagonal && n >= 3) cell.p = correlationPValue(r, n);
  }
  return cell;
}
