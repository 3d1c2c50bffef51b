import type { DataTable, LocalizedText } from '../types';
import type { Delimiter } from './csv';
import { type ColumnArray, type ColumnarTable, tableOfColumnar } from './columnar';
import { MAX_COLUMNS } from './limits';
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
  if (text.includes('"') || hasLoneCr(text, 0, text.length)) return null;
  // Room for every line; the arrays are cut to the rows read at the end.
  let capacity = 0;
  for (let i = 0; i < text.length; i = text.indexOf('\n', i) + 1 || text.length) capacity++;
  const builder = new CsvColumnsBuilder(delimiter, onlyColumns, capacity);
  if (!builder.lines(text, 0, text.length, 0)) return null;
  return builder.finish(() => text);
}

/** Whether text[from, to) holds a CR that does not start a CRLF (the general road's record end). */
export function hasLoneCr(text: string, from: number, to: number): boolean {
  for (let cr = text.indexOf('\r', from); cr >= 0 && cr < to; cr = text.indexOf('\r', cr + 1)) {
    if (text.charCodeAt(cr + 1) !== 10) return true;
  }
  return false;
}

/** Offsets into the whole text are kept as 32-bit integers. */
const MAX_OFFSET = 2 ** 31 - 1;

/**
 * `readCsvColumnar`'s reading, a piece of text at a time: the whole text in one piece, or an
 * upload's lines as they arrive. Each piece holds whole lines (the last one may lack its LF only
 * at the text's end); `base` is where the piece starts in the whole text, which `finish` may ask
 * for when a column turned out to be text after rows of numbers. The caller checks for quotes and
 * lone CRs, which send the file to the general road.
 */
export class CsvColumnsBuilder {
  private readonly d: number;
  private width = 0;
  private names: string[] = [];
  private readonly warnings: LocalizedText[] = [];
  private skip = new Uint8Array(0);
  private columns: (ColumnBeingRead | null)[] = [];
  private capacity: number;
  private starts: Int32Array;
  private ends: Int32Array;
  private rows = 0;
  private lastFilledRow = -1;
  private hasHeader = false;
  /** The file needs the general road: nothing more is read. */
  private failed = false;

  constructor(
    delimiter: Delimiter,
    private readonly onlyColumns?: ReadonlySet<string>,
    capacityHint = 1024,
  ) {
    this.d = delimiter.charCodeAt(0);
    this.capacity = Math.max(1, capacityHint);
    this.starts = new Int32Array(0);
    this.ends = new Int32Array(0);
  }

  /** Reads the lines of text[from, to); false when the file needs the general road. */
  lines(text: string, from: number, to: number, base: number): boolean {
    if (this.failed) return false;
    if (base + to > MAX_OFFSET) return this.fail();
    let pos = from;
    // The header: the first line that is not blank.
    while (!this.hasHeader && pos < to) {
      let next = text.indexOf('\n', pos);
      if (next < 0 || next > to) next = to;
      const end = next > pos && text.charCodeAt(next - 1) === 13 ? next - 1 : next;
      const line = text.slice(pos, end);
      pos = next + 1;
      const cells = line.split(String.fromCharCode(this.d));
      if (cells.length > 1 || line.trim() !== '') this.startColumns(cells);
    }
    if (this.failed) return false;
    if (!this.hasHeader || pos >= to) return true;
    if (this.width < 2) return this.fail();

    const d = this.d;
    const width = this.width;
    let columns = this.columns;
    let rows = this.rows;
    let lastFilledRow = this.lastFilledRow;
    try {
      while (pos < to) {
        let next = text.indexOf('\n', pos);
        if (next < 0 || next > to) next = to;
        const end = next > pos && text.charCodeAt(next - 1) === 13 ? next - 1 : next;
        const start = pos;
        pos = next + 1;
        if (end === start) continue; // an empty line: not a row
        if (rows === this.capacity) {
          this.rows = rows;
          this.grow();
          columns = this.columns;
        }
        let filled = false;
        let a = start;
        let c = 0;
        for (;;) {
          if (c >= width) return this.fail();
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
              plain && b > a && b - a < 16
                ? integer
                : plain && b === a
                  ? null
                  : cellNumber(text, a, b);
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
              column.codes = new Int32Array(this.capacity);
              column.codes[rows] = wordCode(column, text.slice(a, b).trim());
              filled = true;
            }
          } else {
            const known = knownWord(column, text, a, b);
            if (known >= 0) {
              column.codes![rows] = known;
              filled = true;
            } else {
              const cell = text.slice(a, b).trim();
              if (cell === '') column.codes![rows] = -1;
              else {
                column.codes![rows] = wordCode(column, cell);
                filled = true;
              }
            }
          }
          c++;
          if (b >= end) break;
          a = b + 1;
        }
        if (c !== width) {
          // One field of only spaces is a blank line (skipped, its cell overwritten by the next row).
          if (c === 1 && !filled) continue;
          return this.fail();
        }
        this.starts[rows] = base + start;
        this.ends[rows] = base + end;
        if (filled) lastFilledRow = rows;
        rows++;
      }
    } finally {
      this.rows = rows;
      this.lastFilledRow = lastFilledRow;
    }
    return true;
  }

  /**
   * The table read, or null when the file needs the general road. `wholeText` gives the whole
   * text, asked for only when a column's earlier rows are read again as text.
   */
  finish(wholeText: () => string): { table: ColumnarTable; warnings: LocalizedText[] } | null {
    if (this.failed || !this.hasHeader || this.width < 2) return null;
    // Rows of only missing cells at the end are not data (as the general road drops them).
    const rowCount = this.lastFilledRow + 1;
    if (rowCount === 0) return null;
    const d = this.d;
    let text: string | null = null;
    const kept: ColumnArray[] = [];
    this.names.forEach((name, c) => {
      const column = this.columns[c];
      if (column === null || column === undefined) return;
      if (column.numbers !== null) {
        kept.push({ name, type: 'numeric', numbers: column.numbers.subarray(0, rowCount) });
        return;
      }
      const read = (r: number) => {
        text ??= wholeText();
        let a = this.starts[r]!;
        const end = this.ends[r]!;
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
    return { table: { rowCount, columns: kept }, warnings: this.warnings };
  }

  private fail(): false {
    this.failed = true;
    return false;
  }

  private startColumns(header: string[]): void {
    this.hasHeader = true;
    this.width = header.length;
    if (this.width < 2) return;
    // The whole-file reader refuses such a header before reading it (`checkFirstLineWidth`).
    if (this.width > MAX_COLUMNS) {
      this.fail();
      return;
    }
    this.names = uniqueNames(header, this.warnings);
    // Columns nobody asked for (`onlyColumns`) are scanned, not stored: only whether a row has
    // any filled cell is taken from them, so the row count stays that of the whole table.
    const only = this.onlyColumns;
    this.skip = new Uint8Array(this.width);
    if (only) this.names.forEach((name, c) => (this.skip[c] = only.has(name) ? 0 : 1));
    const capacity = this.capacity;
    this.columns = Array.from({ length: this.width }, (_, c) =>
      this.skip[c]
        ? null
        : {
            numbers: new Float64Array(capacity),
            codes: null,
            index: new Map<string, number>(),
            words: [],
            textFrom: -1,
          },
    );
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
  }

  /** Twice the room, for an upload whose row count was only estimated. */
  private grow(): void {
    const capacity = this.capacity * 2;
    const grown = <T extends Float64Array | Int32Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    for (const column of this.columns) {
      if (column === null) continue;
      if (column.numbers !== null)
        column.numbers = grown(column.numbers, (n) => new Float64Array(n));
      if (column.codes !== null) column.codes = grown(column.codes, (n) => new Int32Array(n));
    }
    this.starts = grown(this.starts, (n) => new Int32Array(n));
    this.ends = grown(this.ends, (n) => new Int32Array(n));
    this.capacity = capacity;
  }
}

/** Up to this many words, a text column's cells are matched in place before any is sliced. */
const FEW_WORDS = 16;

/**
 * The code of a cell that is exactly one of the column's first few words, found without a string
 * of its own (-1 otherwise): a grouping column's million cells are then a million look-ups, not
 * a million short strings for the collector.
 */
function knownWord(column: ColumnBeingRead, text: string, a: number, b: number): number {
  const words = column.words;
  const length = b - a;
  if (length === 0 || words.length > FEW_WORDS) return -1;
  for (let k = 0; k < words.length; k++) {
    const word = words[k]!;
    // A word is trimmed and not empty, so a cell equal to it is that word once trimmed too.
    if (word.length === length && text.startsWith(word, a)) return k;
  }
  return -1;
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
