/**
 * Shapes this package reads. They mirror the engine's public types (packages/stats
 * `types.ts`) and the API's response schemas structurally, without importing either:
 * the forms know no HTTP and do not depend on the engine.
 */

export type VariableType = 'numeric' | 'categorical';

export interface LocalizedText {
  ko: string;
  en: string;
}

export type ResultCellFormat = 'text' | 'integer' | 'number' | 'percent' | 'pValue' | 'df';

export interface ResultTableModel {
  id: string;
  title: LocalizedText;
  columnGroups?: { label: LocalizedText; span: number }[];
  columns: { key: string; label: LocalizedText; format: ResultCellFormat; decimals?: number }[];
  rows: {
    label: string;
    group?: string;
    cells: Record<string, number | string | null>;
    footnoteRefs?: number[];
  }[];
  footnotes?: LocalizedText[];
}

/** What every analysis result carries (analysis-contract.md, "Result rules"). */
export interface AnalysisResult {
  analysis: string;
  tables: ResultTableModel[];
  /** Korean warnings. */
  warnings: string[];
  /** The same warnings in English, in the same order. */
  warningsEn?: string[];
}

export interface DatasetColumn {
  name: string;
  label?: string;
  type: VariableType;
  validCount: number;
  missingCount: number;
  /** Value labels (SPSS files), keyed by the value as text, when the server sends them. */
  valueLabels?: Record<string, string>;
  /** The distinct values as text in category order, when there are few (a grouping variable). */
  levels?: string[];
  /** Measurement level (SPSS VARIABLE LEVEL), when the server sends it. */
  measure?: 'scale' | 'ordinal' | 'nominal';
  /** User-missing values (SPSS MISSING VALUES), when the server sends them. */
  missingValues?: (number | string)[];
}

/** A dataset version: the original upload plus an ordered list of transforms. */
export interface DatasetVersion {
  versionId: string;
  /** Transforms as the engine reads them (`{ type: 'compute', target, expression }`, …). */
  transforms: ({ type: string } & Record<string, unknown>)[];
  /** Cases a filter or random sample keeps; equal to `rowCount` when neither applies. */
  selectedCount: number;
  /** SPSS syntax that reproduces the transforms. */
  syntax: string;
}

/** An uploaded dataset as the setting step needs it. */
export interface DatasetDetail {
  uuid: string;
  fileName: string;
  title: string;
  createdAt: string;
  rowCount: number;
  columns: DatasetColumn[];
  info: { format: 'csv' | 'xlsx' | 'sav'; encoding?: string; delimiter?: string; sheet?: string };
  preview: { columns: string[]; rows: (number | string | null)[][] };
  /** The current version, when the server keeps versions. */
  version?: DatasetVersion;
}

export interface DatasetListItem {
  uuid: string;
  fileName: string;
  title: string;
  createdAt: string;
  rowCount: number;
  columnCount: number;
}

export const fileEncodings = ['auto', 'utf-8', 'cp949'] as const;
export type FileEncoding = (typeof fileEncodings)[number];

/** Interpretation of a result (contract, "Interpretation"). */
export interface Interpretation {
  interpret: string;
  interpretDetail: string;
  /** The language it was asked in (the printed report includes it only in the reader's). */
  language?: 'ko' | 'en';
}

/** The engine's `DescriptiveResult`, as far as this package reads it (per-variable numbers pass through). */
export interface DescriptiveResultLike extends AnalysisResult {
  analysis: 'descriptive';
  variables: ({ variable: string; n: number; missing: number } & Record<string, unknown>)[];
}
