import type { ResultTableModel } from '../../types';
import type { TTestMissing } from '../common/missing';
import type { EffectSize } from '../t-one/types';

/** How cases are split: two named values of the grouping variable, or a cut point. */
export type GroupingSpec =
  | { variable: string; groups: [number | string, number | string] }
  | { variable: string; cutPoint: number };

/** `t/independent` of analysis-contract.md. */
export interface IndependentTRequest {
  analysis: 't/independent';
  independentSampleTestValue: string[];
  independentGroupingVariable: GroupingSpec;
  selectedConfidence: number;
  /**
   * Missing values: "pairwise" leaves out a case only from the analyses of the variables
   * it lacks (SPSS's /MISSING=ANALYSIS, the default); "listwise" leaves out a case missing
   * in any variable of the request.
   */
  selectedMissingValueControlMethod: TTestMissing;
}

/** One t-test row of SPSS's "Independent Samples Test" (equal variances assumed or not). */
export interface IndependentTRow {
  tValue: number | null;
  degreesOfFreedom: number | null;
  pValue: number | null;
  /** Half the two-sided p, as SPSS 27+ shows it. */
  pValueOneSided: number | null;
  /** Group 1 mean − group 2 mean. */
  meanDifference: number | null;
  seDifference: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

export interface IndependentTVariable {
  variable: string;
  n1: number;
  mean1: number | null;
  std1: number | null;
  seMean1: number | null;
  n2: number;
  mean2: number | null;
  std2: number | null;
  seMean2: number | null;
  /** Levene's test on absolute deviations from the group means (SPSS). */
  leveneF: number | null;
  leveneDf1: number;
  leveneDf2: number;
  leveneP: number | null;
  equalVariances: IndependentTRow;
  /** Welch's test with Welch-Satterthwaite df. */
  unequalVariances: IndependentTRow;
  /** d = mean difference / pooled SD; its interval from the noncentral t; g = J(n1+n2−2)·d. */
  cohensD: EffectSize;
  hedgesG: EffectSize;
}

export interface IndependentTResult {
  analysis: 't/independent';
  confidence: number;
  groupingVariable: string;
  /** How the two groups are shown, e.g. "1" and "2", or "≥ 40" and "< 40". */
  groupLabels: [string, string];
  variables: IndependentTVariable[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
