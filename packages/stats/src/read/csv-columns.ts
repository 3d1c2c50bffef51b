import type { CellValue, Column, DataTable, LocalizedText } from '../types';
import type { Delimiter } from './csv';
import { isMissingText, parseNumber, uniqueNames } from './table';

/** 10⁰ … 10²², every one exact in a double. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * The fast road for the common CSV: no quotes, a header row, every line as wide as the header.
 * One pass over the text puts cells straight into columns (numbers parsed in place, without a
 * string per cell; text sliced only for text columns), without a string array per row. Gives
 * exactly the table `parseCsv` + `buildTable` give, and null whenever the file needs their
 * general handling (quotes, ragged rows, a lone CR, one column, no data rows), so every error and
 * warning still comes from there. With `onlyColumns`, the table holds only the columns so named.
 */
export function readCsvColumns(
  text: string,
  delimiter: Delimiter,
  onlyColumns?: ReadonlySet<string>,
): { table: DataTable; warnings: LocalizedText[] } | null {
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
  const columns: CellValue[][] = Array.from({ length: width }, (_, c) =>
    skip[c] ? [] : new Array<CellValue>(capacity),
  );
  // The data row from which a column is read as text (-1: numeric so far).
  const textFrom = new Int32Array(width).fill(-1);
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
      if (skip[c]) {
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
      const values = columns[c]!;
      if (textFrom[c]! < 0) {
        const value =
          plain && b > a && b - a < 16 ? integer : plain && b === a ? null : cellNumber(text, a, b);
        if (value !== undefined) {
          values[rows] = value;
          if (value !== null) filled = true;
        } else {
          textFrom[c] = rows;
          values[rows] = text.slice(a, b).trim();
          filled = true;
        }
      } else {
        const cell = text.slice(a, b).trim();
        values[rows] = cell === '' ? null : cell;
        if (cell !== '') filled = true;
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

  // Columns that turned out to be text: their earlier rows again, as trimmed text.
  for (let c = 0; c < width; c++) {
    const from = Math.min(textFrom[c]!, rowCount);
    const values = columns[c]!;
    for (let r = 0; r < from; r++) {
      let a = starts[r]!;
      const end = ends[r]!;
      for (let k = 0; k < c; k++) {
        while (text.charCodeAt(a) !== d) a++;
        a++;
      }
      let b = a;
      while (b < end && text.charCodeAt(b) !== d) b++;
      const cell = text.slice(a, b).trim();
      values[r] = cell === '' ? null : cell;
    }
  }

  const kept: Column[] = [];
  names.forEach((name, c) => {
    if (skip[c]) return;
    const values = columns[c]!;
    values.length = rowCount;
    kept.push({ name, type: textFrom[c]! < 0 ? 'numeric' : 'categorical', values });
  });
  const table: DataTable = { rowCount, columns: kept };
  return { table, warnings };
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
