import { StatsInputError } from './errors';
import type { CellValue, Column, DataTable, DatasetSummary } from './types';
import { parseNumber } from './read/table';
import { type ColumnArray, type ColumnarTable, isColumnArray } from './read/columnar';

/** Counts and the few levels of every column, of the engine's table or of its typed arrays. */
export function summarizeTable(table: DataTable | ColumnarTable): DatasetSummary {
  return {
    rowCount: table.rowCount,
    columns: table.columns.map((c: Column | ColumnArray) => {
      const { validCount, missingCount, levels } = isColumnArray(c)
        ? arraySummary(c, table.rowCount)
        : valuesSummary(c.values);
      return {
        name: c.name,
        ...(c.label !== undefined ? { label: c.label } : {}),
        type: c.type,
        validCount,
        missingCount,
        ...(levels ? { levels } : {}),
      };
    }),
  };
}

/** A column with more distinct values than this is not a grouping variable: no levels. */
export const MAX_SUMMARY_LEVELS = 20;

interface CountsAndLevels {
  validCount: number;
  missingCount: number;
  levels: string[] | undefined;
}

function valuesSummary(values: readonly CellValue[]): CountsAndLevels {
  const missingCount = values.filter((v) => v === null).length;
  const seen = new Set<string>();
  for (const v of values) {
    if (v === null) continue;
    const key = String(v).trim();
    if (key === '') continue;
    seen.add(key);
    if (seen.size > MAX_SUMMARY_LEVELS) break;
  }
  const levels = seen.size > MAX_SUMMARY_LEVELS ? undefined : ordered(seen);
  return { validCount: values.length - missingCount, missingCount, levels };
}

/**
 * The same counts and levels from typed arrays: each distinct number or code is turned into text
 * once, in the order of its first row, so the levels come out exactly as `valuesSummary` gives.
 */
function arraySummary(column: ColumnArray, rowCount: number): CountsAndLevels {
  let missingCount = 0;
  const seen = new Set<string>();
  let many = false;
  if (column.type === 'numeric') {
    const distinct: number[] = [];
    for (let r = 0; r < rowCount; r++) {
      const v = column.numbers[r]!;
      if (v !== v) {
        missingCount++;
        continue;
      }
      if (many || distinct.includes(v)) continue;
      distinct.push(v);
      seen.add(String(v));
      many = seen.size > MAX_SUMMARY_LEVELS;
    }
  } else {
    const met = new Uint8Array(column.words.length);
    for (let r = 0; r < rowCount; r++) {
      const code = column.codes[r]!;
      if (code < 0) {
        missingCount++;
        continue;
      }
      if (many || met[code]) continue;
      met[code] = 1;
      const key = column.words[code]!.trim();
      if (key === '') continue;
      seen.add(key);
      many = seen.size > MAX_SUMMARY_LEVELS;
    }
  }
  const levels = many ? undefined : ordered(seen);
  return { validCount: rowCount - missingCount, missingCount, levels };
}

/** Distinct values as text in category order: numbers ascending, else text in code-unit order. */
function ordered(seen: Set<string>): string[] {
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
