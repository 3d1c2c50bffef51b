import type { ResultTableModel } from '../../types';
import type { TTestMissing } from '../common/missing';
import type { EffectSize } from '../t-one/types';

/** `t/paired` of analysis-contract.md. */
export interface PairedTRequest {
  analysis: 't/paired';
  /** Pairs [first, second]; the difference is first − second, as SPSS. */
  pairedSampleTestValue: [string, string][];
  selectedConfidence: number;
  /**
   * Missing values: "pairwise" leaves out a case only from the analyses of the variables
   * it lacks (SPSS's /MISSING=ANALYSIS, the default); "listwise" leaves out a case missing
   * in any variable of the request.
   */
  selectedMissingValueControlMethod: TTestMissing;
}

/** One pair, over the cases where both variables are valid (SPSS excludes case by case per pair). */
export interface PairedTPair {
  first: string;
  second: string;
  n: number;
  /** Cases left out because either value is missing. */
  missing: number;
  mean1: number | null;
  std1: number | null;
  seMean1: number | null;
  mean2: number | null;
  std2: number | null;
  seMean2: number | null;
  correlation: number | null;
  /** Two-sided p of the correlation, and the one-sided p (half of it) SPSS 27+ shows beside it. */
  correlationPValue: number | null;
  correlationPValueOneSided: number | null;
  meanDifference: number | null;
  stdDifference: number | null;
  seDifference: number | null;
  lowerConf: number | null;
  upperConf: number | null;
  tValue: number | null;
  degreesOfFreedom: number | null;
  pValue: number | null;
  pValueOneSided: number | null;
  /** d = mean difference / SD of the differences; g = J(n−1)·d. */
  cohensD: EffectSize;
  hedgesG: EffectSize;
}

export interface PairedTResult {
  analysis: 't/paired';
  confidence: number;
  pairs: PairedTPair[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
