import readXlsxFile, { InvalidInputError } from 'read-excel-file/universal';
import { StatsInputError } from '../errors';
import type { DataTable, ReadInfo, ReadOptions } from '../types';
import { checkZipBudget } from './limits';
import { buildTable, type RawRow } from './table';

/**
 * XLSX → table with `read-excel-file` (not the npm `xlsx` package, which has known CVEs).
 * The library is asynchronous only, hence this reader is too.
 *
 * Cells become text and go through the CSV table builder, so both formats type columns
 * alike: a column is numeric when every non-empty cell is a number, or text that reads
 * as a plain decimal number. Numbers survive exactly (`String(n)` round-trips a double).
 * Formulas give their cached value, as saved by the spreadsheet program. Dates (cells with
 * a date number format) become ISO text `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM:SS` when they
 * hold a time of day, so a date column is categorical: the analyses treat dates as labels,
 * never as day counts. Booleans become `TRUE` / `FALSE` text. Empty cells and error
 * cells (#DIV/0!, #N/A, …) are missing; text cells are trimmed (spaces only → missing).
 * Empty rows above and empty columns left of the table are dropped.
 */
export async function readXlsx(
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<{ table: DataTable; info: ReadInfo }> {
  const firstRowAsNames = options.firstRowAsNames ?? true;
  if (bytes.length === 0) {
    throw new StatsInputError('EMPTY_FILE', '빈 파일입니다.', 'The file is empty.');
  }
  // Before anything inflates: what the archive declares must fit (zip bombs).
  checkZipBudget(bytes);
  const sheets = await readWorkbook(bytes);
  const names = sheets.map((s) => s.sheet);
  const chosen = chooseSheet(sheets, options.sheet);
  const rows = withoutLeadingEmpty(
    chosen.data.map((row, r) => ({ cells: row.map(cellText), line: r + 1 })),
  );
  if (rows.length === 0) {
    throw new StatsInputError(
      'EMPTY_SHEET',
      `'${chosen.sheet}' 시트가 비어 있습니다. 데이터가 있는 시트를 골라 주세요.`,
      `Sheet '${chosen.sheet}' is empty. Choose a sheet with data.`,
      { sheet: chosen.sheet },
    );
  }
  const { table, warnings } = buildTable(rows, firstRowAsNames);
  const info: ReadInfo = { format: 'xlsx', sheet: chosen.sheet, sheets: names, firstRowAsNames };
  if (warnings.length > 0) info.warnings = warnings;
  return { table, info };
}

const isEmpty = (text: string) => text.trim() === '';

/**
 * The library returns the sheet from cell A1; a table placed lower or further right
 * starts after empty rows and columns, which are dropped (the rows keep their numbers).
 */
function withoutLeadingEmpty(rows: RawRow[]): RawRow[] {
  const first = rows.findIndex((row) => !row.cells.every(isEmpty));
  if (first < 0) return [];
  const kept = rows.slice(first);
  let firstColumn = Infinity;
  for (const row of kept) {
    const k = row.cells.findIndex((c) => !isEmpty(c));
    if (k >= 0 && k < firstColumn) firstColumn = k;
  }
  return firstColumn === 0
    ? kept
    : kept.map((row) => ({ cells: row.cells.slice(firstColumn), line: row.line }));
}

type Workbook = Awaited<ReturnType<typeof readXlsxFile>>;
type SheetCell = Workbook[number]['data'][number][number];

async function readWorkbook(bytes: Uint8Array): Promise<Workbook> {
  // A fresh ArrayBuffer holding exactly these bytes: a Buffer may be a view into a shared
  // pool, and Buffer#slice does not copy.
  const buffer = new Uint8Array(bytes).buffer;
  try {
    return await readXlsxFile(buffer);
  } catch (error) {
    if (error instanceof InvalidInputError && error.code === 'XLS_FILE_NOT_SUPPORTED') {
      // Both legacy .xls files and password-protected .xlsx files are OLE compound documents.
      throw new StatsInputError(
        'XLS_OR_ENCRYPTED',
        '예전 형식(.xls)이거나 암호가 걸린 엑셀 파일입니다. 엑셀에서 암호를 풀고 .xlsx 형식으로 저장해 다시 올려 주세요.',
        'This is a legacy .xls file or a password-protected workbook. Remove the password in Excel, save as .xlsx and upload it again.',
      );
    }
    throw new StatsInputError(
      'BROKEN_XLSX',
      '엑셀(.xlsx) 파일을 읽을 수 없습니다. 파일이 손상되었거나 .xlsx 파일이 아닙니다. 엑셀에서 다시 저장해 올려 주세요.',
      'Cannot read the Excel (.xlsx) file: it is damaged or not an .xlsx file. Save it again in Excel and upload it.',
      { reason: error instanceof Error ? error.message : String(error) },
    );
  }
}

function chooseSheet(sheets: Workbook, wanted: string | number | undefined): Workbook[number] {
  const names = sheets.map((s) => s.sheet);
  const found =
    wanted === undefined
      ? sheets[0]
      : typeof wanted === 'number'
        ? Number.isInteger(wanted) && wanted >= 1
          ? sheets[wanted - 1]
          : undefined
        : sheets.find((s) => s.sheet === wanted);
  if (found) return found;
  const list = names.map((n) => `'${n}'`).join(', ');
  const shown = typeof wanted === 'number' ? String(wanted) : `'${wanted}'`;
  throw new StatsInputError(
    'SHEET_NOT_FOUND',
    `${typeof wanted === 'number' ? `${shown}번째` : shown} 시트가 없습니다. 이 파일의 시트: ${list}.`,
    `There is no sheet ${typeof wanted === 'number' ? `number ${shown}` : shown}. Sheets in this file: ${list}.`,
    { sheet: shown, sheets: names.join(', ') },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A typed spreadsheet cell as the text the table builder reads. */
function cellText(cell: SheetCell | null): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) return dateText(cell);
  return String(cell);
}

/** The library gives dates as UTC instants of the wall-clock time in the sheet. */
function dateText(exact: Date): string {
  if (Number.isNaN(exact.getTime())) return '';
  // A time of day is a fraction of a day in the file, a hair off whole seconds.
  const date = new Date(Math.round(exact.getTime() / 1000) * 1000);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  return h === 0 && m === 0 && s === 0 ? day : `${day} ${pad(h)}:${pad(m)}:${pad(s)}`;
}
