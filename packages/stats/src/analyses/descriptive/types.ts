import type { ResultTableModel } from '../../types';

export const centralTendencyOptions = ['mean', 'median', 'mode', 'sum'] as const;
export const dispersionOptions = [
  'std',
  'variance',
  'range',
  'min',
  'max',
  'seMean',
  'iqr',
] as const;
export const distributionOptions = ['skewness', 'kurtosis'] as const;
export const significanceOptions = ['shapiroWilk', 'kolmogorovSmirnov'] as const;
export const visualizeOptions = ['histogram', 'boxplot', 'qq'] as const;
export const fillMethods = ['exclude', 'mean', 'median'] as const;

/** `descriptive` of analysis-contract.md. */
export interface DescriptiveRequest {
  analysis: 'descriptive';
  variables: string[];
  centralTendency: (typeof centralTendencyOptions)[number][];
  dispersion: (typeof dispersionOptions)[number][];
  distribution: (typeof distributionOptions)[number][];
  /** Confidence level of the mean's interval in percent, or null for none. */
  confidenceInterval: number | null;
  significance: (typeof significanceOptions)[number][];
  visualize: (typeof visualizeOptions)[number][];
  fillMethod: (typeof fillMethods)[number];
}

export interface NormalityTest {
  statistic: number | null;
  df: number;
  /** As SPSS shows it; for Lilliefors capped at .2 (see `pValueIsLowerBound`). */
  pValue: number | null;
  /** Lilliefors only: the approximation gave more than .2, so .2 is a lower bound (SPSS's ".200*"). */
  pValueIsLowerBound?: boolean;
  /** Lilliefors only: the approximation's p before the cap, as nortest::lillie.test reports it. */
  pValueUncapped?: number | null;
}

/**
 * One variable's statistics. A statistic not asked for is absent; one asked for
 * but undefined (e.g. skewness with n < 3) is null with a warning in the result.
 */
export interface DescriptiveVariable {
  variable: string;
  label?: string;
  n: number;
  missing: number;
  /** Missing cells replaced by the mean or median (fillMethod); they are counted in `n`. */
  imputed?: number;
  mean?: number | null;
  median?: number | null;
  /** The smallest mode, as SPSS shows it; `multipleModes` says whether there were several. */
  mode?: number | null;
  multipleModes?: boolean;
  sum?: number | null;
  std?: number | null;
  variance?: number | null;
  range?: number | null;
  min?: number | null;
  max?: number | null;
  seMean?: number | null;
  /** Interquartile range from SPSS Explore's weighted-average percentiles. */
  iqr?: number | null;
  skewness?: number | null;
  seSkewness?: number | null;
  kurtosis?: number | null;
  seKurtosis?: number | null;
  confidenceInterval?: { level: number; lower: number | null; upper: number | null };
  shapiroWilk?: NormalityTest;
  kolmogorovSmirnov?: NormalityTest;
  histogram?: {
    bins: { lower: number; upper: number; count: number }[];
    mean: number;
    std: number;
    n: number;
  };
  boxplot?: {
    q1: number;
    median: number;
    q3: number;
    whiskerLow: number;
    whiskerHigh: number;
    outliers: { row: number; value: number; extreme: boolean }[];
  };
  qq?: { points: { theoretical: number; sample: number }[] };
}

export interface DescriptiveResult {
  analysis: 'descriptive';
  variables: DescriptiveVariable[];
  tables: ResultTableModel[];
  /** Korean warnings (the contract's `warnings`), and the same in English, in the same order. */
  warnings: string[];
  warningsEn: string[];
}
