import { StatsInputError } from './errors';
import { parseNumber } from './read/table';
import type { Column, DataTable } from './types';

export function findColumn(table: DataTable, name: string): Column {
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

/**
 * A variable used as numeric: one number or null per row. A cell that is not a
 * number is an input error naming the variable, its 1-based data row and the value.
 */
export function numericColumn(
  table: DataTable,
  name: string,
): { column: Column; values: (number | null)[] } {
  const column = findColumn(table, name);
  // A numeric column holds only numbers and nulls already: share it (callers only read).
  if (column.type === 'numeric') return { column, values: column.values as (number | null)[] };
  const values = column.values.map((v, row) => {
    if (v === null || typeof v === 'number') return v;
    const parsed = parseNumber(v);
    if (parsed === null) {
      throw new StatsInputError(
        'NOT_NUMERIC',
        `'${name}' 변수는 숫자여야 하는데 ${row + 1}번째 행의 값이 '${v}'입니다.`,
        `Variable '${name}' must be numeric, but row ${row + 1} holds '${v}'.`,
        { variable: name, row: row + 1, value: v },
      );
    }
    return parsed;
  });
  return { column, values };
}
