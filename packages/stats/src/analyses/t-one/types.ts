import type { ResultTableModel } from '../../types';
import type { TTestMissing } from '../common/missing';

/** `t/one` of analysis-contract.md. */
export interface OneSampleTRequest {
  analysis: 't/one';
  variables: string[];
  /** The test value (SPSS "Test Value"), default 0. */
  populationMean: number;
  /** Confidence level in percent, default 95. */
  selectedConfidence: number;
  /**
   * Missing values: "pairwise" leaves out a case only from the analyses of the variables
   * it lacks (SPSS's /MISSING=ANALYSIS, the default); "listwise" leaves out a case missing
   * in any variable of the request.
   */
  selectedMissingValueControlMethod: TTestMissing;
}

/** A standardized effect size with its interval (SPSS "Effect Sizes" table row). */
export interface EffectSize {
  /** The denominator: SD for Cohen's d, SD / J for Hedges' correction. */
  standardizer: number | null;
  pointEstimate: number | null;
  lower: number | null;
  upper: number | null;
}

/**
 * One test variable. Statistics that are undefined (fewer than two values, zero
 * variance) are null, and the result carries a warning saying why.
 */
export interface OneSampleTVariable {
  variable: string;
  label?: string;
  n: number;
  missing: number;
  mean: number | null;
  std: number | null;
  seMean: number | null;
  tValue: number | null;
  degreesOfFreedom: number | null;
  /** Two-sided p. */
  pValue: number | null;
  /** One-sided p, as SPSS 27+ shows it: half the two-sided p (in the observed direction). */
  pValueOneSided: number | null;
  meanDifference: number | null;
  /** Confidence interval of the mean difference at `selectedConfidence`. */
  lowerConf: number | null;
  upperConf: number | null;
  cohensD: EffectSize;
  hedgesG: EffectSize;
}

export interface OneSampleTResult {
  analysis: 't/one';
  populationMean: number;
  confidence: number;
  variables: OneSampleTVariable[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
