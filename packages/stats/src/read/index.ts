import { StatsInputError } from '../errors';
import type { DataTable, ReadInfo, ReadOptions } from '../types';
import { detectDelimiter, isBlankRecord, parseCsv } from './csv';
import { assertLooksLikeText, decodeText } from './decode';
import { buildTable } from './table';

/**
 * Reads an uploaded data file into a table. The format comes from the file name's
 * extension; CSV (and .txt/.tsv text) now, XLSX and SAV later.
 */
export function readDataFile(
  bytes: Uint8Array,
  options: ReadOptions,
): { table: DataTable; info: ReadInfo } {
  const extension = /\.([^.]+)$/.exec(options.fileName)?.[1]?.toLowerCase() ?? '';
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt')
    return readCsv(bytes, options);
  throw new StatsInputError(
    'UNSUPPORTED_FORMAT',
    `지원하지 않는 파일 형식입니다${extension ? `(.${extension})` : ''}. CSV 파일을 올려 주세요.`,
    `Unsupported file format${extension ? ` (.${extension})` : ''}. Upload a CSV file.`,
    { fileName: options.fileName },
  );
}

export function readCsv(
  bytes: Uint8Array,
  options: ReadOptions,
): { table: DataTable; info: ReadInfo } {
  const firstRowAsNames = options.firstRowAsNames ?? true;
  if (bytes.length === 0) throw emptyFile();
  const { text: decoded, encoding } = decodeText(bytes, options.encoding ?? 'auto');
  const text = decoded.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw emptyFile();
  assertLooksLikeText(text);
  const delimiter = detectDelimiter(text);
  const all = parseCsv(text, delimiter);
  // A blank line carries no row in a table of several columns; in a one-column
  // file it is how a missing value is written, so it stays there.
  const firstRecord = all.find((r) => !isBlankRecord(r));
  const records =
    firstRecord && firstRecord.fields.length > 1 ? all.filter((r) => !isBlankRecord(r)) : all;
  const { table, warnings } = buildTable(
    records.map((r) => ({ cells: r.fields, line: r.line })),
    firstRowAsNames,
  );
  const info: ReadInfo = { format: 'csv', encoding, delimiter, firstRowAsNames };
  if (warnings.length > 0) info.warnings = warnings;
  return { table, info };
}

function emptyFile(): StatsInputError {
  return new StatsInputError('EMPTY_FILE', '빈 파일입니다.', 'The file is empty.');
}
