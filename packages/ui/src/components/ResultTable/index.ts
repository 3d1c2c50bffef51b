export { ResultTable, COPIED_NOTICE_MS } from './ResultTable';
export type { ResultTableProps } from './ResultTable';
export {
  columnHeaderGroups,
  formatCell,
  formatPValue,
  footnoteMark,
  resultTableToHtml,
  resultTableToTsv,
  cellFormats,
  pValueStyles,
  MISSING,
  withoutRepeatedNames,
} from './format';
export type {
  ResultTableData,
  ResultColumn,
  ResultRow,
  CellFormat,
  PValueStyle,
  FormatOptions,
} from './format';
