import type { DataTable, LocalizedText } from '../types';
import type { Delimiter } from './csv';
import { type ColumnArray, type ColumnarTable, tableOfColumnar } from './columnar';
import { isMissingText, parseNumber, uniqueNames } from './table';

/** 10⁰ … 10²², every one exact in a double. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * The fast road for the common CSV, in the engine's model: `readCsvColumnar`'s table with a JS
 * value per cell. Gives exactly the table `parseCsv` + `buildTable` give, and null whenever the
 * file needs their general handling.
 */
export function readCsvColumns(
  text: string,
  delimiter: Delimiter,
  onlyColumns?: ReadonlySet<string>,
): { table: DataTable; warnings: LocalizedText[] } | null {
  const read = readCsvColumnar(text, delimiter, onlyColumns);
  return read === null ? null : { table: tableOfColumnar(read.table), warnings: read.warnings };
}

/** A column while it is read: numbers until its first cell of text, codes from then on. */
interface ColumnBeingRead {
  numbers: Float64Array | null;
  codes: Int32Array | null;
  index: Map<string, number>;
  words: string[];
  /** The data row from which the column is read as text (-1: numeric so far). */
  textFrom: number;
}

/**
 * The fast road for the common CSV: no quotes, a header row, every line as wide as the header.
 * One pass over the text puts cells straight into typed arrays (numbers parsed in place, without a
 * string per cell; text sliced only for text columns and kept once per distinct value), without a
 * string array per row. Its cells are exactly those of `parseCsv` + `buildTable`, and it answers
 * null whenever the file needs their general handling (quotes, ragged rows, a lone CR, one column,
 * no data rows), so every error and warning still comes from there. With `onlyColumns`, the table
 * holds only the columns so named.
 */
export function readCsvColumnar(
  text: string,
  delimiter: Delimiter,
  onlyColumns?: ReadonlySet<string>,
): { table: ColumnarTable; warnings: LocalizedText[] } | null {
  if (text.includes('"')) return null;
  const d = delimiter.charCodeAt(0);
  const n = text.length;

  // A lone CR ends records too: the general road handles it.
  for (let cr = text.indexOf('\r'); cr >= 0; cr = text.indexOf('\r', cr + 1)) {
    if (text.charCodeAt(cr + 1) !== 10) return null;
  }

  // The header: the first line that is not blank.
  let pos = 0;
  let header: string[] | null = null;
  while (pos < n && header === null) {
    let next = text.indexOf('\n', pos);
    if (next < 0) next = n;
    const end = next > pos && text.charCodeAt(next - 1) === 13 ? next - 1 : next;
    const line = text.slice(pos, end);
    pos = next + 1;
    const cells = line.split(delimiter);
    if (cells.length > 1 || line.trim() !== '') header = cells;
  }
  if (header === null || header.length < 2) return null;
  const width = header.length;
  const warnings: LocalizedText[] = [];
  const names = uniqueNames(header, warnings);
  // Columns nobody asked for (`onlyColumns`) are scanned, not stored: only whether a row has any
  // filled cell is taken from them, so the row count stays that of the whole table.
  const skip = new Uint8Array(width);
  if (onlyColumns) names.forEach((name, c) => (skip[c] = onlyColumns.has(name) ? 0 : 1));

  // Room for every remaining line; the arrays are cut to the rows read at the end.
  let capacity = 0;
  for (let i = pos; i < n; i = text.indexOf('\n', i) + 1 || n) capacity++;
  if (capacity === 0) return null;
  const columns: (ColumnBeingRead | null)[] = Array.from({ length: width }, (_, c) =>
    skip[c]
      ? null
      : {
          numbers: new Float64Array(capacity),
          codes: null,
          index: new Map<string, number>(),
          words: [],
          textFrom: -1,
        },
  );
  const starts = new Int32Array(capacity);
  const ends = new Int32Array(capacity);
  let rows = 0;
  let lastFilledRow = -1;
  while (pos < n) {
    let next = text.indexOf('\n', pos);
    if (next < 0) next = n;
    const end = next > pos && text.charCodeAt(next - 1) === 13 ? next - 1 : next;
    const start = pos;
    pos = next + 1;
    if (end === start) continue; // an empty line: not a row
    let filled = false;
    let a = start;
    let c = 0;
    for (;;) {
      if (c >= width) return null;
      const column = columns[c];
      if (column === null || column === undefined) {
        // A column left out: only its end, and whether it fills the row.
        let b = a;
        while (b < end && text.charCodeAt(b) !== d) b++;
        if (!filled && cellHasText(text, a, b)) filled = true;
        c++;
        if (b >= end) break;
        a = b + 1;
        continue;
      }
      // Digits are read while the cell is scanned: most survey cells are small integers.
      let b = a;
      let integer = 0;
      let code = -1;
      while (b < end) {
        code = text.charCodeAt(b);
        if (code < 48 || code > 57) break;
        integer = integer * 10 + (code - 48);
        b++;
      }
      const plain = b === end || code === d;
      if (!plain) while (b < end && text.charCodeAt(b) !== d) b++;
      const numbers = column.numbers;
      if (numbers !== null) {
        const value =
          plain && b > a && b - a < 16 ? integer : plain && b === a ? null : cellNumber(text, a, b);
        if (value !== undefined) {
          if (value === null) numbers[rows] = Number.NaN;
          else {
            numbers[rows] = value;
            filled = true;
          }
        } else {
          // The column is text from here on; its earlier rows are read again at the end.
          column.textFrom = rows;
          column.numbers = null;
          column.codes = new Int32Array(capacity);
          column.codes[rows] = wordCode(column, text.slice(a, b).trim());
          filled = true;
        }
      } else {
        const cell = text.slice(a, b).trim();
        if (cell === '') column.codes![rows] = -1;
        else {
          column.codes![rows] = wordCode(column, cell);
          filled = true;
        }
      }
      c++;
      if (b >= end) break;
      a = b + 1;
    }
    if (c !== width) {
      // One field of only spaces is a blank line (skipped, its cell overwritten by the next row).
      if (c === 1 && !filled) continue;
      return null;
    }
    starts[rows] = start;
    ends[rows] = end;
    if (filled) lastFilledRow = rows;
    rows++;
  }
  // Rows of only missing cells at the end are not data (as the general road drops them).
  const rowCount = lastFilledRow + 1;
  if (rowCount === 0) return null;

  const kept: ColumnArray[] = [];
  names.forEach((name, c) => {
    const column = columns[c];
    if (column === null || column === undefined) return;
    if (column.numbers !== null) {
      kept.push({ name, type: 'numeric', numbers: column.numbers.subarray(0, rowCount) });
      return;
    }
    const read = (r: number) => {
      let a = starts[r]!;
      const end = ends[r]!;
      for (let k = 0; k < c; k++) {
        while (text.charCodeAt(a) !== d) a++;
        a++;
      }
      let b = a;
      while (b < end && text.charCodeAt(b) !== d) b++;
      return text.slice(a, b).trim();
    };
    kept.push(textColumn(name, column, Math.min(column.textFrom, rowCount), rowCount, read));
  });
  return { table: { rowCount, columns: kept }, warnings };
}

function wordCode(column: ColumnBeingRead, cell: string): number {
  let code = column.index.get(cell);
  if (code === undefined) {
    code = column.words.length;
    column.index.set(cell, code);
    column.words.push(cell);
  }
  return code;
}

/**
 * A column that turned out to be text: its rows before `from` again, as trimmed text, and its
 * dictionary put in the order of each text's first row (codes after `from` renumbered).
 */
function textColumn(
  name: string,
  column: ColumnBeingRead,
  from: number,
  rowCount: number,
  cellAt: (row: number) => string,
): ColumnArray {
  const codes = column.codes!.subarray(0, rowCount);
  if (from === 0) return { name, type: 'categorical', codes, words: column.words };
  const earlier: ColumnBeingRead = {
    numbers: null,
    codes: null,
    index: new Map<string, number>(),
    words: [],
    textFrom: 0,
  };
  for (let r = 0; r < from; r++) {
    const cell = cellAt(r);
    codes[r] = cell === '' ? -1 : wordCode(earlier, cell);
  }
  const renumbered = new Int32Array(column.words.length).fill(-1);
  for (let r = from; r < rowCount; r++) {
    const old = codes[r]!;
    if (old < 0) continue;
    let code = renumbered[old]!;
    if (code < 0) code = renumbered[old] = wordCode(earlier, column.words[old]!);
    codes[r] = code;
  }
  return { name, type: 'categorical', codes, words: earlier.words };
}

/** Whether text[a, b) is more than white space (as `isMissingText` decides), mostly without a string. */
function cellHasText(text: string, a: number, b: number): boolean {
  if (a === b) return false;
  const code = text.charCodeAt(a);
  if (code > 32 && code < 127) return true;
  return !isMissingText(text.slice(a, b));
}

/**
 * A cell as the general road reads it: a number, null when blank, undefined when it is text.
 * Plain decimals of at most 15 digits are read here: the digits as an exact integer divided once
 * by an exact power of ten is the correctly rounded double, as `Number` gives (Clinger's fast path).
 */
function cellNumber(text: string, a: number, b: number): number | null | undefined {
  let k = a;
  let code = text.charCodeAt(k);
  const negative = code === 45;
  if (negative || code === 43) code = text.charCodeAt(++k);
  let mantissa = 0;
  let digits = 0;
  let places = 0;
  while (k < b && code >= 48 && code <= 57) {
    mantissa = mantissa * 10 + (code - 48);
    digits++;
    code = text.charCodeAt(++k);
  }
  if (k < b && code === 46) {
    code = text.charCodeAt(++k);
    while (k < b && code >= 48 && code <= 57) {
      mantissa = mantissa * 10 + (code - 48);
      digits++;
      places++;
      code = text.charCodeAt(++k);
    }
  }
  if (k === b && digits > 0 && digits <= 15) {
    const value = places === 0 ? mantissa : mantissa / POWERS_OF_TEN[places]!;
    return negative ? -value : value;
  }
  const cell = text.slice(a, b);
  const value = parseNumber(cell);
  if (value !== null) return value;
  return isMissingText(cell) ? null : undefined;
}
