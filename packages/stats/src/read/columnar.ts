import type { CellValue, Column, DataTable } from '../types';

/** What a column says besides its cells: name, label, value labels, measure, missing values. */
type ColumnFacts = Omit<Column, 'type' | 'values'>;

/**
 * A numeric column as doubles, NaN where a cell is missing. The readers accept finite numbers
 * only, so NaN never stands for a value.
 */
export interface NumericColumnArray extends ColumnFacts {
  type: 'numeric';
  numbers: Float64Array;
}

/**
 * A categorical column as codes into its dictionary, -1 where a cell is missing. The dictionary
 * holds each text once, in the order of its first row, as the stored table's dictionary does.
 */
export interface CategoricalColumnArray extends ColumnFacts {
  type: 'categorical';
  codes: Int32Array;
  words: string[];
}

export type ColumnArray = NumericColumnArray | CategoricalColumnArray;

/**
 * A table as typed arrays, the way an upload is read and stored: a million rows of numbers take
 * eight megabytes a column and nothing for the collector to trace, where the engine's `DataTable`
 * holds a JS value per cell.
 */
export interface ColumnarTable {
  rowCount: number;
  columns: ColumnArray[];
}

/** A column of the engine's model as typed arrays (every other property kept as it is). */
export function columnArrayOf(column: Column, rowCount: number): ColumnArray {
  const { values, type, ...facts } = column;
  if (type === 'numeric') {
    const numbers = new Float64Array(rowCount);
    for (let r = 0; r < rowCount; r++) {
      const v = values[r];
      numbers[r] = typeof v === 'number' ? v : Number.NaN;
    }
    return { ...facts, type, numbers };
  }
  const codes = new Int32Array(rowCount);
  const index = new Map<string, number>();
  const words: string[] = [];
  for (let r = 0; r < rowCount; r++) {
    const v = values[r];
    if (v === null || v === undefined) {
      codes[r] = -1;
      continue;
    }
    const text = String(v);
    let code = index.get(text);
    if (code === undefined) {
      code = words.length;
      index.set(text, code);
      words.push(text);
    }
    codes[r] = code;
  }
  return { ...facts, type, codes, words };
}

export function columnarOf(table: DataTable): ColumnarTable {
  return {
    rowCount: table.rowCount,
    columns: table.columns.map((column) => columnArrayOf(column, table.rowCount)),
  };
}

/** A typed column back in the engine's model: numbers or null, text or null. */
export function columnOfArray(column: ColumnArray, rowCount: number): Column {
  const values = new Array<CellValue>(rowCount);
  if (column.type === 'numeric') {
    const { numbers, ...facts } = column;
    for (let r = 0; r < rowCount; r++) {
      const v = numbers[r]!;
      values[r] = v === v ? v : null;
    }
    return { ...facts, values };
  }
  const { codes, words, ...facts } = column;
  for (let r = 0; r < rowCount; r++) {
    const code = codes[r]!;
    values[r] = code < 0 ? null : words[code]!;
  }
  return { ...facts, values };
}

export function tableOfColumnar(table: ColumnarTable): DataTable {
  return {
    rowCount: table.rowCount,
    columns: table.columns.map((column) => columnOfArray(column, table.rowCount)),
  };
}

/** The cell at `row` as the engine's model has it. */
export function cellOfArray(column: ColumnArray, row: number): CellValue {
  if (column.type === 'numeric') {
    const v = column.numbers[row];
    return v === undefined || v !== v ? null : v;
  }
  const code = column.codes[row];
  return code === undefined || code < 0 ? null : column.words[code]!;
}

export function isColumnArray(column: Column | ColumnArray): column is ColumnArray {
  return !('values' in column);
}
