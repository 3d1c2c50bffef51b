import { factorLevels, StatsInputError, type Column, type DataTable } from '@tonggye/stats';

/** The pseudo-analysis id the worker runs for `/anova/multi` (never stored in the history). */
export const ANOVA_MULTI = 'anova/multi';

/** Most level combinations a setting screen is shown. */
export const MAX_ANOVA_CELLS = 1000;

export interface AnovaMultiRequest {
  factors: string[];
  dependents: string[];
  anovaAnalysisType: 'oneway' | 'factorial';
}

export interface AnovaMultiCell {
  cell: Record<string, string>;
  n: number;
  mean: number | null;
  std: number | null;
}

export interface AnovaMultiTerm {
  term: string;
  factors: string[];
  combinations: number;
  emptyCombinations: number;
  estimable: boolean;
}

export interface AnovaMultiDependent {
  dependent: string;
  n: number;
  missing: number;
  cellCount: number;
  emptyCellCount: number;
  cells: AnovaMultiCell[];
  emptyCells: Record<string, string>[];
  harmonicMeanN: number | null;
  terms: AnovaMultiTerm[];
  estimable: boolean;
}

export interface AnovaMultiError {
  dependent: string;
  ss: number;
  df: number;
  ms: number | null;
}

/** The answer of `/anova/multi` (see /tmp/briefs/anova-multi-shape.md and the OpenAPI docs). */
export interface AnovaMultiResult {
  anovaAnalysisType: 'oneway' | 'factorial';
  MSErr: AnovaMultiError[];
  preResult: {
    factors: { name: string; levels: string[] }[];
    terms: string[];
    dependents: AnovaMultiDependent[];
  };
}

function findColumn(table: DataTable, name: string): Column {
  const column = table.columns.find((c) => c.name === name);
  if (!column) {
    throw new StatsInputError(
      'UNKNOWN_VARIABLE',
      `'${name}' 변수가 데이터에 없습니다.`,
      `Variable '${name}' is not in the data.`,
      { variable: name },
    );
  }
  return column;
}

function numericValues(table: DataTable, name: string): (number | null)[] {
  const column = findColumn(table, name);
  if (column.type === 'numeric') return column.values as (number | null)[];
  return column.values.map((v, row) => {
    if (v === null || typeof v === 'number') return v;
    const text = v.trim();
    const parsed = text === '' ? null : Number(text);
    if (parsed === null) return null;
    if (!Number.isFinite(parsed)) {
      throw new StatsInputError(
        'NOT_NUMERIC',
        `'${name}' 변수는 숫자여야 하는데 ${row + 1}번째 행의 값이 '${v}'입니다.`,
        `Variable '${name}' must be numeric, but row ${row + 1} holds '${v}'.`,
        { variable: name, row: row + 1, value: v },
      );
    }
    return parsed;
  });
}

/** Every non-empty subset of the factors, by order then position (the engine's full factorial). */
function fullFactorialTerms(k: number): number[][] {
  const terms: number[][] = [];
  for (let mask = 1; mask < 1 << k; mask++) {
    const t: number[] = [];
    for (let f = 0; f < k; f++) if (mask & (1 << f)) t.push(f);
    terms.push(t);
  }
  return terms.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

/**
 * The cell structure of a one-way or factorial design before it is run (`/anova/multi`): every
 * factor's levels (the engine's `factorLevels`, so labels match the result tables), per dependent
 * the cases of every level combination (listwise on the dependent and the factors), the empty
 * ones, which full-factorial terms the engine can estimate (its rule: every combination of the
 * levels used by the dependent has cases), and the full model's error term. That error is the
 * pooled within-cell sum of squares on N − (non-empty cells) df: the cell-means model, which is
 * the full factorial, so it equals the engine's factorial "Error" and one-way "Within Groups".
 */
export function anovaCellStructure(table: DataTable, request: AnovaMultiRequest): AnovaMultiResult {
  const factors = [...new Set(request.factors)];
  const levels = factors.map((name) => factorLevels(findColumn(table, name)));
  const cellCount = levels.reduce((product, l) => product * l.labels.length, 1);
  if (cellCount > MAX_ANOVA_CELLS) {
    throw new StatsInputError(
      'TOO_MANY_CELLS',
      `요인 수준의 조합이 ${cellCount}개로 너무 많습니다(최대 ${MAX_ANOVA_CELLS}개). 수준이 적은 요인을 골라 주세요.`,
      `The factors have ${cellCount} level combinations, more than ${MAX_ANOVA_CELLS}; choose factors with fewer levels.`,
      { field: 'factors' },
    );
  }
  const strides = levels.map((_, f) =>
    levels.slice(f + 1).reduce((product, l) => product * l.labels.length, 1),
  );
  const cellOf = (index: number): Record<string, string> =>
    Object.fromEntries(
      factors.map((name, f) => [
        name,
        levels[f]!.labels[Math.floor(index / strides[f]!) % levels[f]!.labels.length]!,
      ]),
    );
  const termIndexes = fullFactorialTerms(factors.length);
  const termName = (t: number[]) => t.map((f) => factors[f]!).join(' * ');

  const MSErr: AnovaMultiError[] = [];
  const dependents = request.dependents.map((dependent): AnovaMultiDependent => {
    const y = numericValues(table, dependent);
    const count = new Float64Array(cellCount);
    const sum = new Float64Array(cellCount);
    const cellRows: number[] = [];
    let n = 0;
    for (let i = 0; i < table.rowCount; i++) {
      const v = y[i];
      if (v === null || v === undefined || !Number.isFinite(v)) {
        cellRows.push(-1);
        continue;
      }
      let index = 0;
      let complete = true;
      for (let f = 0; f < factors.length; f++) {
        const code = levels[f]!.codes[i]!;
        if (code < 0) {
          complete = false;
          break;
        }
        index += code * strides[f]!;
      }
      if (!complete) {
        cellRows.push(-1);
        continue;
      }
      cellRows.push(index);
      count[index]! += 1;
      sum[index]! += v;
      n++;
    }
    const mean = Float64Array.from(sum, (s, k) => (count[k]! > 0 ? s / count[k]! : 0));
    // Second pass around each cell's mean: exact enough for SPSS's digits (no cancellation).
    const ss = new Float64Array(cellCount);
    cellRows.forEach((index, i) => {
      if (index >= 0) ss[index]! += (y[i]! - mean[index]!) ** 2;
    });
    const cells: AnovaMultiCell[] = [];
    const emptyCells: Record<string, string>[] = [];
    let errorSs = 0;
    let nonEmpty = 0;
    let reciprocal = 0;
    for (let k = 0; k < cellCount; k++) {
      const cell = cellOf(k);
      const size = count[k]!;
      cells.push({
        cell,
        n: size,
        mean: size > 0 ? mean[k]! : null,
        std: size > 1 ? Math.sqrt(ss[k]! / (size - 1)) : null,
      });
      if (size === 0) emptyCells.push(cell);
      else {
        nonEmpty++;
        errorSs += ss[k]!;
        reciprocal += 1 / size;
      }
    }
    const df = n - nonEmpty;
    MSErr.push({ dependent, ss: errorSs, df, ms: df > 0 ? errorSs / df : null });

    // The engine's rule: only levels that have cases of this dependent count.
    const used = levels.map((_, f) => {
      const present = new Set<number>();
      for (let k = 0; k < cellCount; k++)
        if (count[k]! > 0) present.add(Math.floor(k / strides[f]!) % levels[f]!.labels.length);
      return present;
    });
    const terms = termIndexes.map((t): AnovaMultiTerm => {
      const combinations = t.reduce((product, f) => product * used[f]!.size, 1);
      const seen = new Set<string>();
      for (let k = 0; k < cellCount; k++) {
        if (count[k]! === 0) continue;
        seen.add(t.map((f) => Math.floor(k / strides[f]!) % levels[f]!.labels.length).join(','));
      }
      const emptyCombinations = combinations - seen.size;
      return {
        term: termName(t),
        factors: t.map((f) => factors[f]!),
        combinations,
        emptyCombinations,
        estimable: emptyCombinations === 0 && t.every((f) => used[f]!.size >= 2),
      };
    });
    return {
      dependent,
      n,
      missing: table.rowCount - n,
      cellCount,
      emptyCellCount: emptyCells.length,
      cells,
      emptyCells,
      harmonicMeanN: nonEmpty > 0 ? nonEmpty / reciprocal : null,
      terms,
      estimable: terms.every((term) => term.estimable),
    };
  });

  return {
    anovaAnalysisType: request.anovaAnalysisType,
    MSErr,
    preResult: {
      factors: factors.map((name, f) => ({ name, levels: levels[f]!.labels })),
      terms: termIndexes.map(termName),
      dependents,
    },
  };
}
