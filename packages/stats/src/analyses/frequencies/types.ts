import type { ResultTableModel } from '../../types';

export const frequencyStatistics = [
  'mean',
  'median',
  'mode',
  'sum',
  'std',
  'variance',
  'range',
  'min',
  'max',
  'seMean',
  'skewness',
  'kurtosis',
  'quartiles',
] as const;
export type FrequencyStatistic = (typeof frequencyStatistics)[number];

/** Values recoded into one category before counting. */
export interface FactorGroup {
  variable: string;
  groups: { label: string; values: (number | string)[] }[];
}

/** `frequencies` of analysis-contract.md. */
export interface FrequenciesRequest {
  analysis: 'frequencies';
  variables: string[];
  statistics: FrequencyStatistic[];
  factorGroups: FactorGroup[];
}

export interface FrequencyRow {
  /** The value as in the data (a number, a text, or a recoded category's label). */
  value: number | string;
  /** Its value label, when the column has one. */
  label?: string;
  frequency: number;
  /** Of all cases, 0–100. */
  percent: number;
  /** Of the valid cases, 0–100. */
  validPercent: number;
  cumulativePercent: number;
}

/** SPSS FREQUENCIES statistics; a statistic not asked for is absent. */
export interface FrequencyStatistics {
  mean?: number | null;
  median?: number | null;
  /** The smallest of the most frequent values; `multipleModes` says whether there were several. */
  mode?: number | null;
  multipleModes?: boolean;
  sum?: number | null;
  std?: number | null;
  variance?: number | null;
  range?: number | null;
  min?: number | null;
  max?: number | null;
  seMean?: number | null;
  skewness?: number | null;
  seSkewness?: number | null;
  kurtosis?: number | null;
  seKurtosis?: number | null;
  /** Percentiles 25, 50, 75 by SPSS's HAVERAGE (R type 6). */
  percentile25?: number | null;
  percentile50?: number | null;
  percentile75?: number | null;
}

export interface FrequenciesVariable {
  variable: string;
  label?: string;
  /** Whether values were recoded into `factorGroups` categories. */
  recoded: boolean;
  valid: number;
  missing: number;
  total: number;
  /** Valid values in ascending order (recoded categories first, in the request's order). */
  rows: FrequencyRow[];
  statistics: FrequencyStatistics;
}

export interface FrequenciesResult {
  analysis: 'frequencies';
  variables: FrequenciesVariable[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
