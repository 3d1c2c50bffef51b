import type { CellValue, Column, DataTable, LocalizedText } from '../types';
import type { Delimiter } from './csv';
import { isMissingText, parseNumber, uniqueNames } from './table';

/**
 * The fast road for the common CSV: no quotes, a header row, every line as wide as the header.
 * Cells go straight into columns (numbers parsed in place, text sliced only for text columns),
 * without a string array per row. Gives exactly the table `parseCsv` + `buildTable` give, and
 * null whenever the file needs their general handling (quotes, ragged rows, a lone CR, one
 * column, no data rows), so every error and warning still comes from there.
 */
export function readCsvColumns(
  text: string,
  delimiter: Delimiter,
): { table: DataTable; warnings: LocalizedText[] } | null {
  if (text.includes('"')) return null;
  const d = delimiter.charCodeAt(0);
  const n = text.length;

  // A lone CR ends records too: the general road handles it.
  if (/\r(?!\n)/.test(text)) return null;

  // Line starts and ends (end excludes CR LF); blank lines are skipped as the general road does.
  const starts: number[] = [];
  const ends: number[] = [];
  let width = -1;
  for (let i = 0; i < n;) {
    let j = text.indexOf('\n', i);
    if (j < 0) j = n;
    let end = j;
    if (end > i && text.charCodeAt(end - 1) === 13) end--;
    let fields = 1;
    for (let k = i; k < end; k++) if (text.charCodeAt(k) === d) fields++;
    if (fields > 1 || text.slice(i, end).trim() !== '') {
      if (width < 0) width = fields;
      else if (fields !== width) return null;
      starts.push(i);
      ends.push(end);
    }
    i = j + 1;
  }
  if (width < 2 || starts.length < 2) return null;

  const rows = starts.length - 1;
  const columns: CellValue[][] = Array.from({ length: width }, () => new Array<CellValue>(rows));
  const numeric = new Array<boolean>(width).fill(true);
  const header: string[] = [];
  let lastFilledRow = -1;
  for (let r = 0; r <= rows; r++) {
    let a = starts[r]!;
    const end = ends[r]!;
    let filled = false;
    for (let c = 0; c < width; c++) {
      let b = a;
      while (b < end && text.charCodeAt(b) !== d) b++;
      if (r === 0) header.push(text.slice(a, b));
      else if (numeric[c]) {
        const value = cellNumber(text, a, b);
        if (value !== undefined) {
          columns[c]![r - 1] = value;
          if (value !== null) filled = true;
        } else {
          numeric[c] = false;
          filled = true;
        }
      } else if (!filled && text.slice(a, b).trim() !== '') filled = true;
      a = b + 1;
    }
    if (r > 0 && filled) lastFilledRow = r - 1;
  }
  // Rows of only missing cells at the end are not data (as the general road drops them).
  const rowCount = lastFilledRow + 1;
  if (rowCount === 0) return null;

  // Text columns: read again as trimmed text, only those.
  if (numeric.some((isNumeric) => !isNumeric)) {
    for (let r = 1; r <= rowCount; r++) {
      let a = starts[r]!;
      const end = ends[r]!;
      for (let c = 0; c < width; c++) {
        let b = a;
        while (b < end && text.charCodeAt(b) !== d) b++;
        if (!numeric[c]) {
          const cell = text.slice(a, b).trim();
          columns[c]![r - 1] = cell === '' ? null : cell;
        }
        a = b + 1;
      }
    }
  }

  const warnings: LocalizedText[] = [];
  const names = uniqueNames(header, warnings);
  const table: DataTable = {
    rowCount,
    columns: names.map((name, c): Column => ({
      name,
      type: numeric[c] ? 'numeric' : 'categorical',
      values: rowCount === rows ? columns[c]! : columns[c]!.slice(0, rowCount),
    })),
  };
  return { table, warnings };
}

/** A cell as the general road reads it: a number, null when blank, undefined when it is text. */
function cellNumber(text: string, a: number, b: number): number | null | undefined {
  const length = b - a;
  if (length > 0 && length < 16) {
    let value = 0;
    let k = a;
    for (; k < b; k++) {
      const code = text.charCodeAt(k);
      if (code < 48 || code > 57) break;
      value = value * 10 + (code - 48);
    }
    if (k === b) return value;
  }
  const cell = text.slice(a, b);
  const value = parseNumber(cell);
  if (value !== null) return value;
  return isMissingText(cell) ? null : undefined;
}
