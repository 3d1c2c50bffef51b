import { parseNumber } from '../../read/table';
import type { CellValue, Column, DataTable } from '../../types';
import { findColumn, numericColumn } from '../../variables';
import { warningList, type Warnings } from '../common/warnings';
import { multipleResponsesTables } from './tables';
import type {
  MultipleResponse,
  MultipleResponseSet,
  MultipleResponseSetRequest,
  MultipleResponsesRequest,
  MultipleResponsesResult,
} from './types';

export * from './types';
export { parseMultipleResponsesRequest } from './request';

/**
 * `multiple-responses` of the analysis contract: SPSS MULT RESPONSE /FREQUENCIES for
 * multiple dichotomy and multiple category sets, with SPSS's default missing-value rule
 * (a case is missing for a set when it has no response in it).
 */
export function multipleResponses(
  table: DataTable,
  request: MultipleResponsesRequest,
): MultipleResponsesResult {
  const warnings = warningList();
  const sets = request.sets.map((set) =>
    set.type === 'dichotomies'
      ? dichotomySet(table, set, warnings)
      : categorySet(table, set, warnings),
  );
  return {
    analysis: 'multiple-responses',
    sets,
    tables: multipleResponsesTables(sets),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? (100 * part) / whole : null;

function finish(
  set: MultipleResponseSetRequest,
  responses: { value: number | string; label: string; count: number }[],
  validCases: number,
  totalCases: number,
  warnings: Warnings,
): MultipleResponseSet {
  const totalResponses = responses.reduce((s, r) => s + r.count, 0);
  if (validCases === 0) {
    warnings.add(
      `'${set.name}' 세트에 응답한 사례가 없어 백분율을 계산할 수 없습니다.`,
      `No case has a response in set '${set.name}', so the percentages cannot be computed.`,
    );
  }
  const result: MultipleResponseSet = {
    name: set.name,
    label: set.label,
    type: set.type,
    variables: set.variables,
    responses: responses.map((r): MultipleResponse => ({
      ...r,
      percentOfResponses: percent(r.count, totalResponses),
      percentOfCases: percent(r.count, validCases),
    })),
    totalResponses,
    percentOfCasesTotal: percent(totalResponses, validCases),
    validCases,
    missingCases: totalCases - validCases,
    totalCases,
    validPercent: percent(validCases, totalCases),
    missingPercent: percent(totalCases - validCases, totalCases),
  };
  if (set.countedValue !== undefined) result.countedValue = set.countedValue;
  return result;
}

/** A cell as a response value: numbers stay numbers, text that reads as a number too. */
function responseValue(cell: CellValue): number | string | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return cell;
  const text = cell.trim();
  if (text === '') return null;
  return parseNumber(text) ?? text;
}

/**
 * Multiple dichotomies: each variable is one response, counted in the cases where it
 * equals the counted value; a variable that never does is left out, as SPSS does. A numeric counted value needs numeric variables (a text cell
 * is an input error naming the variable, row and value); a text counted value is compared
 * with the cells' text.
 */
function dichotomySet(
  table: DataTable,
  set: MultipleResponseSetRequest,
  warnings: Warnings,
): MultipleResponseSet {
  const counted = set.countedValue ?? 1;
  const hits = set.variables.map((name): { column: Column; hit: boolean[] } => {
    if (typeof counted === 'number') {
      const { column, values } = numericColumn(table, name);
      return { column, hit: values.map((v) => v === counted) };
    }
    const column = findColumn(table, name);
    return { column, hit: column.values.map((v) => v !== null && String(v).trim() === counted) };
  });
  let valid = 0;
  for (let i = 0; i < table.rowCount; i++) if (hits.some((h) => h.hit[i])) valid++;
  // As MULT RESPONSE: only variables with at least one counted value become categories.
  const responses = hits
    .map(({ column, hit }) => ({
      value: column.name,
      label: column.label ?? column.name,
      count: hit.reduce((s, h) => s + (h ? 1 : 0), 0),
    }))
    .filter((r) => r.count > 0);
  return finish(set, responses, valid, table.rowCount, warnings);
}

/**
 * Multiple categories: every distinct value across the variables is one response (each
 * occurrence counts, duplicates within a case too, as MULT RESPONSE sums the variables'
 * frequencies), labelled by the first variable's value label as SPSS does, else by a
 * later variable's, else by the value itself. Numbers sort first, in
 * order, then text.
 */
function categorySet(
  table: DataTable,
  set: MultipleResponseSetRequest,
  warnings: Warnings,
): MultipleResponseSet {
  const columns = set.variables.map((name) => findColumn(table, name));
  const counts = new Map<number | string, number>();
  let valid = 0;
  for (let i = 0; i < table.rowCount; i++) {
    let any = false;
    for (const column of columns) {
      const value = responseValue(column.values[i] ?? null);
      if (value === null) continue;
      any = true;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    if (any) valid++;
  }
  const values = [...counts.keys()].sort((a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a === 'number') return -1;
    if (typeof b === 'number') return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
  const labelOf = (value: number | string): string => {
    for (const column of columns) {
      const label = column.valueLabels?.[String(value)];
      if (label !== undefined) return label;
    }
    return String(value);
  };
  const responses = values.map((value) => ({
    value,
    label: labelOf(value),
    count: counts.get(value)!,
  }));
  return finish(set, responses, valid, table.rowCount, warnings);
}
