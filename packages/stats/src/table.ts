import { StatsInputError } from './errors';
import type { CellValue, Column, DataTable, DatasetSummary } from './types';
import { parseNumber } from './read/table';

export function summarizeTable(table: DataTable): DatasetSummary {
  return {
    rowCount: table.rowCount,
    columns: table.columns.map((c) => {
      const missingCount = c.values.filter((v) => v === null).length;
      const levels = fewLevels(c.values);
      return {
        name: c.name,
        ...(c.label !== undefined ? { label: c.label } : {}),
        type: c.type,
        validCount: c.values.length - missingCount,
        missingCount,
        ...(levels ? { levels } : {}),
      };
    }),
  };
}

/** A column with more distinct values than this is not a grouping variable: no levels. */
export const MAX_SUMMARY_LEVELS = 20;

/** The distinct values as text in category order, or undefined when there are too many. */
function fewLevels(values: readonly (number | string | null)[]): string[] | undefined {
  const seen = new Set<string>();
  for (const v of values) {
    if (v === null) continue;
    const key = String(v).trim();
    if (key === '') continue;
    seen.add(key);
    if (seen.size > MAX_SUMMARY_LEVELS) return undefined;
  }
  const keys = [...seen];
  const numbers = keys.map((k) => parseNumber(k));
  if (numbers.every((n) => n !== null))
    return keys
      .map((k, i) => [k, numbers[i]!] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([k]) => k);
  return keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Compact, columnar JSON of a table for storage: one array per column, missing as
 * null, numbers in JS's shortest round-trip form (so the read-back is exact).
 * `{"v":1,"n":rows,"c":[[name,type,values,label?,valueLabels?],...]}`
 */
export function tableToJSON(table: DataTable): string {
  return JSON.stringify({
    v: 1,
    n: table.rowCount,
    c: table.columns.map((col) => {
      const entry: unknown[] = [col.name, col.type === 'numeric' ? 'n' : 'c', col.values];
      if (col.label !== undefined || col.valueLabels !== undefined) entry.push(col.label ?? null);
      if (col.valueLabels !== undefined) entry.push(col.valueLabels);
      return entry;
    }),
  });
}

export function tableFromJSON(json: string): DataTable {
  const bad = (why: string) =>
    new StatsInputError(
      'INVALID_TABLE_JSON',
      `저장된 데이터를 읽을 수 없습니다: ${why}`,
      `Stored table is invalid: ${why}`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw bad('not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) throw bad('not an object');
  const { v, n, c } = parsed as { v?: unknown; n?: unknown; c?: unknown };
  if (v !== 1) throw bad(`unknown version ${String(v)}`);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw bad('row count');
  if (!Array.isArray(c)) throw bad('columns');
  const columns: Column[] = c.map((entry: unknown, i): Column => {
    if (!Array.isArray(entry)) throw bad(`column ${i + 1}`);
    const [name, type, values, label, valueLabels] = entry as unknown[];
    if (
      typeof name !== 'string' ||
      (type !== 'n' && type !== 'c') ||
      !Array.isArray(values) ||
      values.length !== n
    ) {
      throw bad(`column ${i + 1}`);
    }
    for (const value of values) {
      const ok =
        value === null || (type === 'n' ? typeof value === 'number' : typeof value === 'string');
      if (!ok) throw bad(`value in column ${name}`);
    }
    const column: Column = {
      name,
      type: type === 'n' ? 'numeric' : 'categorical',
      values: values as CellValue[],
    };
    if (typeof label === 'string') column.label = label;
    if (valueLabels && typeof valueLabels === 'object')
      column.valueLabels = valueLabels as Record<string, string>;
    return column;
  });
  return { columns, rowCount: n };
}
