import { resultTableToTsv, type FormatOptions, type ResultTableData } from '@tonggye/ui';
import { buildXlsx, sheetValue, type SheetCell } from './xlsx';

/**
 * Every shown table, one under the other with a blank row between, as the sheet rows of the
 * XLSX download: the same layout and formatting as the copied table (title, column groups,
 * header, rows, footnotes), numbers as numbers.
 */
export function resultSheetRows(tables: ResultTableData[], options: FormatOptions): SheetCell[][] {
  const rows: SheetCell[][] = [];
  tables.forEach((table, index) => {
    if (index > 0) rows.push([]);
    for (const line of resultTableToTsv(table, options).split('\n'))
      rows.push(line.split('\t').map(sheetValue));
  });
  return rows;
}

/** The XLSX workbook of all tables of a result (one sheet, named after the analysis). */
export function resultWorkbook(
  sheetName: string,
  tables: ResultTableData[],
  options: FormatOptions,
): Uint8Array {
  return buildXlsx([{ name: sheetName, rows: resultSheetRows(tables, options) }]);
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves bytes as a file through the browser's download. */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
