import type { ResultTableModel } from '../../types';

export const correlationCoefficientOptions = ['pearson', 'spearman', 'kendall'] as const;
export const correlationSignificanceOptions = ['twoTailed', 'oneTailed'] as const;
export const correlationDisplayOptions = ['flagSignificant'] as const;
export const correlationMissingOptions = ['pairwise', 'listwise'] as const;
export const correlationAnalysisOptions = ['meansAndSd', 'crossProducts'] as const;
export type Coefficient = (typeof correlationCoefficientOptions)[number];

/** `correlation` of analysis-contract.md (SPSS CORRELATIONS and NONPAR CORR). */
export interface CorrelationRequest {
  analysis: 'correlation';
  correlationVariables: string[];
  selectedCoefficientOptions: Coefficient[];
  selectedSignificance: (typeof correlationSignificanceOptions)[number];
  selectedDisplayOptions: (typeof correlationDisplayOptions)[number][];
  selectedMissingValueControlMethod: (typeof correlationMissingOptions)[number];
  selectedAnalysisOptions: (typeof correlationAnalysisOptions)[number][];
}

/**
 * One coefficient for every pair of variables, as k×k matrices in the order of
 * `correlationVariables`. The diagonal holds 1 (r of a variable with itself), p null.
 */
export interface CorrelationMatrix {
  coefficient: (number | null)[][];
  /** p of the chosen kind (two- or one-tailed). */
  pValue: (number | null)[][];
  n: number[][];
  /** SPSS's marks: "**" for p < .01, "*" for p < .05 (with flagSignificant), else "". */
  flags: string[][];
  /** Pearson only, with crossProducts: Σ(x−x̄)(y−ȳ) and covariance over the pair's cases. */
  crossProducts?: (number | null)[][];
  covariance?: (number | null)[][];
}

export interface CorrelationDescriptive {
  variable: string;
  mean: number | null;
  std: number | null;
  n: number;
}

export interface CorrelationResult {
  analysis: 'correlation';
  variables: string[];
  significance: CorrelationRequest['selectedSignificance'];
  missing: CorrelationRequest['selectedMissingValueControlMethod'];
  /** Listwise: the cases valid on every variable. */
  listwiseN?: number;
  descriptives?: CorrelationDescriptive[];
  pearson?: CorrelationMatrix;
  spearman?: CorrelationMatrix;
  /** Kendall's tau-b. */
  kendall?: CorrelationMatrix;
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
