import {
  columnHeaderGroups,
  footnoteMark,
  withoutRepeatedNames,
  type FormatOptions,
  type ResultColumn,
  type ResultTableData,
} from '@tonggye/ui';
import { buildXlsx, sheetValue, type SheetCell } from './xlsx';

/** Excel's format for `decimals` places with thousands separators, as the tables show numbers. */
function decimalFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

/**
 * The Excel number format that shows a value as the result view does (`formatCell`): the same
 * decimals, p without its leading zero (".045"), APA's "<.001" below the smallest shown p, and
 * whole df without decimals.
 */
export function excelNumberFormat(
  column: ResultColumn,
  value: number,
  options: FormatOptions,
): string {
  const decimals = column.decimals ?? options.decimals;
  switch (column.format) {
    case 'text':
      return 'General';
    case 'integer':
      return '#,##0';
    case 'number':
      return decimalFormat(decimals);
    case 'percent':
      return decimalFormat(column.decimals ?? 1);
    case 'pValue': {
      const places = Math.max(3, options.decimals);
      const shown = `.${'0'.repeat(places)}`;
      // A p of 1 shows as "1.000" on screen; Excel's ".000" would show it the same way.
      if (options.pValueStyle !== 'apa') return shown;
      const smallest = `.${'0'.repeat(places - 1)}1`;
      return `[<0${smallest}]"<${smallest}";${shown}`;
    }
    case 'df':
      return Number.isInteger(value) ? '#,##0' : decimalFormat(decimals);
    default:
      return column.format satisfies never;
  }
}

/**
 * A table cell for the sheet: a number keeps its full precision with the format that shows
 * the displayed decimals; a count the view shows as integer text ("55") becomes the number 55;
 * a missing value (SPSS's ".") is an empty cell; other text stays text.
 */
function sheetCell(
  value: number | string | null | undefined,
  column: ResultColumn,
  options: FormatOptions,
): SheetCell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return { value, format: excelNumberFormat(column, value, options) };
  }
  if (column.format === 'text') return value;
  const number = sheetValue(value);
  return typeof number === 'number'
    ? { value: number, format: Number.isInteger(number) ? '#,##0' : 'General' }
    : number;
}

/**
 * Every shown table, one under the other with a blank row between, as the sheet rows of the
 * XLSX download: the same layout as the copied table (title, column groups, header, rows,
 * footnotes), numbers at full precision with the display's number formats.
 */
export function resultSheetRows(tables: ResultTableData[], options: FormatOptions): SheetCell[][] {
  const rows: SheetCell[][] = [];
  tables.forEach((given, index) => {
    const table = withoutRepeatedNames(given);
    if (index > 0) rows.push([]);
    rows.push([table.title]);
    const grouped = table.rows.some((row) => row.group);
    const corner: SheetCell[] = grouped ? [null, null] : [null];
    if (table.columnGroups?.length) {
      const groupRow: SheetCell[] = [...corner];
      for (const group of columnHeaderGroups(table))
        groupRow.push(
          ...group.columns.map((_, i) => (i === 0 && group.label ? group.label : null)),
        );
      rows.push(groupRow);
    }
    rows.push([...corner, ...table.columns.map((column) => column.label)]);
    for (const row of table.rows) {
      const marks = (row.footnoteRefs ?? []).map(footnoteMark).join(',');
      const marked = (text: string) => (marks ? `${text} ${marks}` : text);
      // A row named in the group column only (its own group) carries its marks there.
      const ownGroup = row.label === '' && !!row.group;
      rows.push([
        ...(grouped ? [ownGroup ? marked(row.group!) : (row.group ?? null)] : []),
        ownGroup ? '' : marked(row.label),
        ...table.columns.map((column) => sheetCell(row.cells[column.key], column, options)),
      ]);
    }
    (table.footnotes ?? []).forEach((note, i) => rows.push([`${footnoteMark(i)}. ${note}`]));
  });
  return rows;
}

/**
 * The XLSX workbook of all tables of a result: one sheet named after the analysis and, when
 * the run has SPSS syntax, a second sheet with it, one line per row.
 */
export function resultWorkbook(
  sheetName: string,
  tables: ResultTableData[],
  options: FormatOptions,
  syntax?: { sheetName: string; text: string } | null,
): Uint8Array {
  return buildXlsx([
    { name: sheetName, rows: resultSheetRows(tables, options) },
    ...(syntax && syntax.text.trim() !== ''
      ? [{ name: syntax.sheetName, rows: syntax.text.split(/\r?\n/).map((line) => [line]) }]
      : []),
  ]);
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
