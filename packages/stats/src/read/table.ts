import { StatsInputError } from '../errors';
import type { CellValue, Column, DataTable, LocalizedText } from '../types';
import { MAX_COLUMNS, tooManyColumns } from './limits';
import { josa } from '../korean';

/** A row of raw text cells and the 1-based line of the file it came from. */
export interface RawRow {
  cells: string[];
  line: number;
}

const numberPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A cell as a number when the whole (trimmed) text is a plain decimal number.
 * Thousands separators, currency signs, percent signs and "NaN"/"Infinity" are not numbers.
 */
export function parseNumber(text: string): number | null {
  // Most cells are short plain integers: read them without a regular expression.
  const length = text.length;
  if (length > 0 && length < 16) {
    let value = 0;
    let k = 0;
    for (; k < length; k++) {
      const code = text.charCodeAt(k);
      if (code < 48 || code > 57) break;
      value = value * 10 + (code - 48);
    }
    if (k === length) return value;
  }
  const t = text.trim();
  if (!numberPattern.test(t)) return null;
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

export const isMissingText = (text: string) => text.trim() === '';

/** Unique, trimmed names: empty → V{column}, repeated → name_2, name_3, … */
export function uniqueNames(raw: string[], warnings: LocalizedText[]): string[] {
  const names: string[] = [];
  const taken = new Set<string>();
  const trimmed = raw.map((r) => r.trim());
  // Reserve every non-empty header first so a generated name never steals one.
  const reserved = new Set(trimmed.filter((t) => t !== ''));
  trimmed.forEach((name, index) => {
    let candidate = name;
    if (candidate === '') {
      candidate = `V${index + 1}`;
      let k = 2;
      while (taken.has(candidate) || reserved.has(candidate)) {
        candidate = `V${index + 1}_${k++}`;
      }
      warnings.push({
        ko: `${index + 1}번째 열의 이름이 비어 있어 ${josa(`'${candidate}'`, '으로')} 정했습니다.`,
        en: `Column ${index + 1} has no name; it is called '${candidate}'.`,
      });
    } else if (taken.has(candidate)) {
      let k = 2;
      while (taken.has(`${name}_${k}`) || reserved.has(`${name}_${k}`)) k++;
      candidate = `${name}_${k}`;
      warnings.push({
        ko: `열 이름 ${josa(`'${name}'`, '이')} 중복되어 ${index + 1}번째 열을 ${josa(`'${candidate}'`, '으로')} 바꿨습니다.`,
        en: `Column name '${name}' is repeated; column ${index + 1} is renamed '${candidate}'.`,
      });
    }
    taken.add(candidate);
    names.push(candidate);
  });
  return names;
}

/**
 * Text rows → typed columns. Shared by the CSV reader and the spreadsheet readers.
 * Short rows are padded with missing cells; a longer row is an error unless the
 * extra cells are empty (trailing delimiters); entirely empty rows at the end are dropped.
 */
export function buildTable(
  rows: RawRow[],
  firstRowAsNames: boolean,
): { table: DataTable; warnings: LocalizedText[] } {
  const warnings: LocalizedText[] = [];
  const content = [...rows];
  while (content.length > 0 && content[content.length - 1]!.cells.every(isMissingText))
    content.pop();
  if (content.length === 0) {
    throw new StatsInputError('EMPTY_FILE', '파일에 내용이 없습니다.', 'The file is empty.');
  }
  const header = firstRowAsNames ? content.shift()! : null;
  if (content.length === 0) {
    throw new StatsInputError(
      'NO_DATA_ROWS',
      '변수 이름 행만 있고 데이터 행이 없습니다.',
      'The file has a header row but no data rows.',
    );
  }
  let width = header ? header.cells.length : 0;
  if (!header) for (const row of content) width = Math.max(width, lastFilled(row.cells));
  if (width > MAX_COLUMNS) throw tooManyColumns(width);
  const names = header
    ? uniqueNames(header.cells, warnings)
    : Array.from({ length: width }, (_, i) => `V${i + 1}`);

  const cells: string[][] = content.map((row) => {
    if (row.cells.length <= width) return row.cells;
    const used = lastFilled(row.cells);
    if (used > width) {
      throw new StatsInputError(
        'INCONSISTENT_ROWS',
        `${row.line}번째 줄의 값이 ${used}개로, 변수 수(${width}개)보다 많습니다. 구분 기호나 따옴표를 확인해 주세요.`,
        `Line ${row.line} has ${used} values but there are ${width} variables. Check the delimiters and quotes.`,
        { line: row.line, expected: width, found: used },
      );
    }
    return row.cells.slice(0, width);
  });

  const columns: Column[] = names.map((name, c) => {
    // One pass that reads numbers while they last; the first text cell makes the column
    // categorical and the second pass keeps every cell as trimmed text.
    const values: CellValue[] = new Array<CellValue>(cells.length);
    let numeric = true;
    for (let r = 0; r < cells.length; r++) {
      const text = cells[r]![c] ?? '';
      const number = parseNumber(text);
      if (number !== null) values[r] = number;
      else if (isMissingText(text)) values[r] = null;
      else {
        numeric = false;
        break;
      }
    }
    if (!numeric) {
      for (let r = 0; r < cells.length; r++) {
        const text = (cells[r]![c] ?? '').trim();
        values[r] = text === '' ? null : text;
      }
    }
    return { name, type: numeric ? 'numeric' : 'categorical', values };
  });
  return { table: { columns, rowCount: cells.length }, warnings };
}

/** Number of cells up to the last non-empty one. */
function lastFilled(cells: string[]): number {
  let k = cells.length;
  while (k > 0 && isMissingText(cells[k - 1]!)) k--;
  return k;
}
