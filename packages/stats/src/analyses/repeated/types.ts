import type { ResultTableModel } from '../../types';

/** One within-subject factor: its name and number of levels. */
export interface RepeatedWithinFactor {
  name: string;
  levels: number;
}

export type RepeatedPairwise = 'lsd' | 'bonferroni' | 'sidak';

/** `anova/repeated`: SPSS GLM with repeated measures (one or two within-subject factors). */
export interface RepeatedRequest {
  analysis: 'anova/repeated';
  /** One or two factors; the product of their levels is the number of measures. */
  withinFactors: RepeatedWithinFactor[];
  /**
   * The measured variables, one per combination of within levels, the last factor varying
   * fastest (SPSS's order in the Repeated Measures dialog: A1B1, A1B2, …, A2B1, …).
   */
  measures: string[];
  /** Between-subjects factors (a mixed design), crossed in a full factorial; may be empty. */
  betweenFactors: string[];
  selectedConfidence: number;
  /** Adjustment of the estimated marginal means' pairwise comparisons (SPSS's EMMEANS COMPARE). */
  pairwiseComparisons: RepeatedPairwise;
}

/** A test whose degrees of freedom are multiplied by an epsilon (1 when sphericity is assumed). */
export interface RepeatedCorrectedTest {
  epsilon: number | null;
  df: number | null;
  errorDf: number | null;
  meanSquare: number | null;
  errorMeanSquare: number | null;
  pValue: number | null;
}

export interface RepeatedMultivariateTest {
  value: number | null;
  f: number | null;
  df1: number | null;
  df2: number | null;
  pValue: number | null;
  partialEtaSquared: number | null;
}

export interface RepeatedContrastTest {
  /** Polynomial degree name (Linear, Quadratic, Cubic, Order 4, …). */
  contrast: { ko: string; en: string };
  ss: number | null;
  df: number;
  meanSquare: number | null;
  f: number | null;
  pValue: number | null;
  errorSs: number | null;
  errorDf: number;
  partialEtaSquared: number | null;
}

/** One within-subject effect: a within term, alone or crossed with a between term. */
export interface RepeatedWithinEffect {
  /** "시점", "시점 * 집단", "A * B * 집단", … */
  term: string;
  ss: number | null;
  df: number;
  f: number | null;
  partialEtaSquared: number | null;
  sphericityAssumed: RepeatedCorrectedTest;
  greenhouseGeisser: RepeatedCorrectedTest;
  huynhFeldt: RepeatedCorrectedTest;
  lowerBound: RepeatedCorrectedTest;
  multivariate: {
    pillai: RepeatedMultivariateTest;
    wilks: RepeatedMultivariateTest;
    hotelling: RepeatedMultivariateTest;
    roy: RepeatedMultivariateTest;
  };
  contrasts: RepeatedContrastTest[];
}

/** A within term (a within factor or an interaction of within factors) with its tests. */
export interface RepeatedWithinTerm {
  term: string;
  /** Mauchly's test on this term's orthonormal contrasts; W = 1 and no test with one df. */
  mauchly: {
    w: number | null;
    chiSquare: number | null;
    df: number;
    pValue: number | null;
    greenhouseGeisser: number | null;
    huynhFeldt: number | null;
    lowerBound: number;
  };
  /** Error(term): the sums of squares of the subjects within cells. */
  error: { ss: number | null; df: number; meanSquare: number | null };
  effects: RepeatedWithinEffect[];
}

export interface RepeatedBetweenEffect {
  /** "절편 (Intercept)", or the between term ("집단", "집단 * 성별"). */
  source: string;
  ss: number | null;
  df: number;
  meanSquare: number | null;
  f: number | null;
  pValue: number | null;
  partialEtaSquared: number | null;
}

export interface RepeatedMarginalMean {
  level: number;
  mean: number | null;
  se: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

export interface RepeatedPairwiseComparison {
  i: number;
  j: number;
  difference: number | null;
  se: number | null;
  pValue: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

export interface RepeatedResult {
  analysis: 'anova/repeated';
  confidence: number;
  withinFactors: RepeatedWithinFactor[];
  measures: string[];
  betweenFactors: string[];
  /** The adjustment of `marginalMeans[].pairwise` p-values and intervals. */
  pairwiseComparisons: RepeatedPairwise;
  /** Subjects with every measure and between factor present (listwise, as SPSS). */
  n: number;
  excluded: number;
  /** Mean, SD and N of each measure in each between cell (and in total). */
  descriptives: {
    measure: string;
    cell: string;
    mean: number | null;
    std: number | null;
    n: number;
  }[];
  between: {
    effects: RepeatedBetweenEffect[];
    error: { ss: number | null; df: number; meanSquare: number | null };
  };
  within: RepeatedWithinTerm[];
  /** Estimated marginal means of each within factor, unweighted over the between cells. */
  marginalMeans: {
    factor: string;
    means: RepeatedMarginalMean[];
    pairwise: RepeatedPairwiseComparison[];
  }[];
  /** Profile plot: each between cell's means at the levels of the first within factor. */
  profile: { factor: string; series: { label: string; means: (number | null)[] }[] };
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
