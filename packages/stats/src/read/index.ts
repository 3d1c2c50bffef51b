import { StatsInputError } from '../errors';
import type { DataTable, ReadInfo, ReadOptions } from '../types';
import { detectDelimiter, isBlankRecord, parseCsv, type Delimiter } from './csv';
import { assertLooksLikeText, decodeText } from './decode';
import { readSav } from './sav';
import { readCsvColumnar } from './csv-columns';
import { type ColumnarTable, columnarOf, tableOfColumnar } from './columnar';
import { checkFirstLineWidth } from './limits';
import { buildTable } from './table';

export const extensionOf = (fileName: string): string =>
  /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * Reads an uploaded data file into a table, whatever its format: CSV (and .txt/.tsv
 * text), XLSX and SPSS .sav, chosen by the file name's extension. Asynchronous because
 * the XLSX library is; that library is loaded only when an XLSX file comes (the command
 * line starts faster without it).
 */
export async function readDataFileAsync(
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<{ table: DataTable; info: ReadInfo }> {
  if (extensionOf(options.fileName) === 'xlsx') {
    const { readXlsx } = await import('./xlsx');
    return readXlsx(bytes, options);
  }
  return readDataFile(bytes, options);
}

/**
 * Reads an uploaded CSV or SPSS .sav file synchronously; the format comes from the file
 * name's extension. XLSX needs `readDataFileAsync`.
 */
export function readDataFile(
  bytes: Uint8Array,
  options: ReadOptions,
): { table: DataTable; info: ReadInfo } {
  const extension = extensionOf(options.fileName);
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt')
    return readCsv(bytes, options);
  if (extension === 'sav' || extension === 'zsav') return readSav(bytes);
  if (extension === 'xlsx') {
    throw new StatsInputError(
      'XLSX_NEEDS_ASYNC',
      'XLSX 파일은 readDataFileAsync로 읽어야 합니다(프로그램 오류).',
      'XLSX files must be read with readDataFileAsync (a program error).',
      { fileName: options.fileName },
    );
  }
  throw new StatsInputError(
    'UNSUPPORTED_FORMAT',
    `지원하지 않는 파일 형식입니다${extension ? `(.${extension})` : ''}. CSV, XLSX(엑셀), SAV(SPSS) 파일을 올려 주세요.`,
    `Unsupported file format${extension ? ` (.${extension})` : ''}. Upload a CSV, XLSX (Excel) or SAV (SPSS) file.`,
    { fileName: options.fileName },
  );
}

export function readCsv(
  bytes: Uint8Array,
  options: ReadOptions,
): { table: DataTable; info: ReadInfo } {
  const { text, delimiter, info } = csvTextOf(bytes, options);
  const fast = info.firstRowAsNames ? readCsvColumnar(text, delimiter, options.onlyColumns) : null;
  if (fast) {
    if (fast.warnings.length > 0) info.warnings = fast.warnings;
    return { table: tableOfColumnar(fast.table), info };
  }
  const { table, warnings } = csvTextToTable(text, delimiter, info.firstRowAsNames ?? true);
  if (warnings.length > 0) info.warnings = warnings;
  return { table, info };
}

/**
 * Reads an uploaded data file as typed arrays, the table `readDataFileAsync` reads: the common
 * CSV straight into them, without a JS value per cell; every other file (quoted or ragged CSV,
 * XLSX, .sav) through its own reader, then converted.
 */
export async function readDataFileColumnarAsync(
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<{ table: ColumnarTable; info: ReadInfo }> {
  const extension = extensionOf(options.fileName);
  if (
    (options.firstRowAsNames ?? true) &&
    (extension === 'csv' || extension === 'tsv' || extension === 'txt')
  ) {
    const { text, delimiter, info } = csvTextOf(bytes, options);
    const fast = readCsvColumnar(text, delimiter, options.onlyColumns);
    if (fast) {
      if (fast.warnings.length > 0) info.warnings = fast.warnings;
      return { table: fast.table, info };
    }
    const { table, warnings } = csvTextToTable(text, delimiter, true);
    if (warnings.length > 0) info.warnings = warnings;
    return { table: columnarOf(table), info };
  }
  const { table, info } = await readDataFileAsync(bytes, options);
  return { table: columnarOf(table), info };
}

/** A CSV file's text (decoded, without its BOM), its delimiter, and what was found out. */
function csvTextOf(bytes: Uint8Array, options: ReadOptions) {
  const firstRowAsNames = options.firstRowAsNames ?? true;
  if (bytes.length === 0) throw emptyFile();
  const { text: decoded, encoding } = decodeText(bytes, options.encoding ?? 'auto');
  const text = decoded.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw emptyFile();
  assertLooksLikeText(text);
  const delimiter = detectDelimiter(text);
  // Before any column is made: a header of a million fields would cost a million arrays.
  checkFirstLineWidth(text, delimiter);
  const info: ReadInfo = { format: 'csv', encoding, delimiter, firstRowAsNames };
  return { text, delimiter, info };
}

/** The general road from CSV text to a table: every quoting, ragged row and error case. */
export function csvTextToTable(text: string, delimiter: Delimiter, firstRowAsNames: boolean) {
  const all = parseCsv(text, delimiter);
  // A blank line carries no row in a table of several columns; in a one-column
  // file it is how a missing value is written, so it stays there.
  const firstRecord = all.find((r) => !isBlankRecord(r));
  const records =
    firstRecord && firstRecord.fields.length > 1 ? all.filter((r) => !isBlankRecord(r)) : all;
  return buildTable(
    records.map((r) => ({ cells: r.fields, line: r.line })),
    firstRowAsNames,
  );
}

function emptyFile(): StatsInputError {
  return new StatsInputError('EMPTY_FILE', '빈 파일입니다.', 'The file is empty.');
}
