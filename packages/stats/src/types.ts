/**
 * Public shapes of the engine. The server stores and ships them as JSON, the
 * analysis forms render them; both depend on these names, so change them here first.
 */

/** A cell after parsing: a number, a category label, or missing. */
export type CellValue = number | string | null;

export type ColumnType = 'numeric' | 'categorical';

export interface Column {
  /** Header exactly as in the file (Korean allowed); unique within a table. */
  name: string;
  /** Variable label (SPSS), when the file has one. */
  label?: string;
  type: ColumnType;
  /** One entry per row; `null` is missing. Numeric columns hold numbers or null only. */
  values: CellValue[];
  /** Value labels (SPSS), keyed by the value as text. */
  valueLabels?: Record<string, string>;
  /** Measurement level (SPSS VARIABLE LEVEL), when set; otherwise numeric is scale, text nominal. */
  measure?: 'scale' | 'ordinal' | 'nominal';
  /**
   * User-missing values (SPSS MISSING VALUES), when defined by a transform. `values` already
   * holds null for them, so analyses need not look here; it says why a cell is missing.
   */
  missingValues?: MissingValues;
}

/** SPSS's user-missing definition: up to three values, or a range and at most one value. */
export interface MissingValues {
  values: (number | string)[];
  range?: { low: number | 'LO'; high: number | 'HI' };
}

export interface DataTable {
  columns: Column[];
  rowCount: number;
}

/** Facts about how a file was read, shown to the visitor. */
export interface ReadInfo {
  format: 'csv' | 'xlsx' | 'sav';
  encoding?: 'utf-8' | 'cp949';
  delimiter?: ',' | '\t' | ';' | '|';
  /** XLSX: the name of the sheet that was read. */
  sheet?: string;
  /** XLSX: every sheet name in workbook order, for a sheet picker on the upload screen. */
  sheets?: string[];
  /** Whether the first row gave the variable names. */
  firstRowAsNames?: boolean;
  /** What the reader changed, e.g. renamed empty or duplicate headers. */
  warnings?: LocalizedText[];
}

export interface ReadOptions {
  fileName: string;
  /** Use the first row as variable names (default true). */
  firstRowAsNames?: boolean;
  encoding?: 'auto' | 'utf-8' | 'cp949';
  /**
   * XLSX: the sheet to read, by name or by 1-based position as Excel numbers them
   * (1 = the first sheet). Default: the first sheet.
   */
  sheet?: string | number;
  /**
   * Only these variables are needed (the command line knows them from the request): a CSV
   * reader may leave the other columns out of the table. The columns it keeps, the row count and
   * the warnings are those of the whole file.
   */
  onlyColumns?: ReadonlySet<string>;
}

export interface ColumnSummary {
  name: string;
  label?: string;
  type: ColumnType;
  validCount: number;
  missingCount: number;
  /**
   * The distinct values as text, in the engine's category order (numbers ascending, else text
   * order), when there are at most `MAX_SUMMARY_LEVELS` of them: the setting step offers them
   * as group values.
   */
  levels?: string[];
}

export interface DatasetSummary {
  rowCount: number;
  columns: ColumnSummary[];
}

/** Text every person reads, Korean first. */
export interface LocalizedText {
  ko: string;
  en: string;
}

/** SPSS-style table that the UI and exports render without knowing the analysis. */
export interface ResultTableModel {
  id: string;
  title: LocalizedText;
  /** Optional header row above the leaf columns; spans add up to columns.length. */
  columnGroups?: { label: LocalizedText; span: number }[];
  columns: ResultColumn[];
  rows: ResultRow[];
  footnotes?: LocalizedText[];
}

/** `df`: degrees of freedom, whole ones shown without decimals and Welch's with them (SPSS). */
export type ResultCellFormat = 'text' | 'integer' | 'number' | 'percent' | 'pValue' | 'df';

export interface ResultColumn {
  key: string;
  label: LocalizedText;
  format: ResultCellFormat;
  /** Decimals for 'number' and 'percent' (the UI may override). */
  decimals?: number;
}

export interface ResultRow {
  /** Row header, usually a variable name (not translated). */
  label: string;
  /** Rows with the same group are shown under one group header. */
  group?: string;
  cells: Record<string, number | string | null>;
  /** Footnote indexes (0-based into `footnotes`) attached to this row. */
  footnoteRefs?: number[];
}

/** Every input error of the contract: names the variable, row and value where known. */
export interface StatsErrorDetails {
  variable?: string;
  row?: number;
  value?: string;
  [key: string]: string | number | undefined;
}
