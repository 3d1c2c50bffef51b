import type { ResultTableModel } from '../../types';
import type { TTestMissing } from '../common/missing';

export const anovaOptions = [
  'descriptives',
  'homogeneity',
  'welch',
  'brownForsythe',
  'effectSize',
  'meansPlot',
] as const;
export const postHocOptions = [
  'lsd',
  'bonferroni',
  'sidak',
  'scheffe',
  'tukey',
  'duncan',
  'snk',
  'gamesHowell',
  'dunnettT3',
  'dunnett',
] as const;
export type PostHocOption = (typeof postHocOptions)[number];

/** `anova` of analysis-contract.md (one-way; factorial: full-factorial Type III table). */
export interface AnovaRequest {
  analysis: 'anova';
  dependents: string[];
  factors: string[];
  anovaAnalysisType: 'oneway' | 'factorial';
  selectedAnovaOptions: (typeof anovaOptions)[number][];
  postHoc: PostHocOption[];
  homogeneousSubset: boolean;
  /** Estimated marginal means of each factor with pairwise comparisons (factorial, full model). */
  pairwiseComparisons: 'none' | 'lsd' | 'bonferroni' | 'sidak';
  /** Factorial model terms ("A", "A*B"); absent: full factorial. */
  selectedEffect?: string[];
  /** Dunnett's control group: the first or the last category (SPSS's default: last). */
  dunnettControl: 'first' | 'last';
  selectedConfidence: number;
  /** SPSS ONEWAY's /MISSING ANALYSIS ("pairwise", default) or LISTWISE. */
  selectedMissingValueControlMethod: TTestMissing;
  /**
   * ANCOVA: covariates in the model (SPSS UNIANOVA ... WITH), tested with Type III sums of
   * squares before the factors; the estimated marginal means are adjusted to their means.
   */
  covariates?: string[];
  /** ANCOVA: also test the homogeneity of regression slopes (each factor term by each covariate). */
  homogeneityOfSlopes?: boolean;
}

/** One row of SPSS ONEWAY's "Descriptives" table (a group, or the total). */
export interface AnovaGroupStats {
  group: string;
  n: number;
  mean: number | null;
  std: number | null;
  seMean: number | null;
  lowerConf: number | null;
  upperConf: number | null;
  min: number | null;
  max: number | null;
}

export interface AnovaTestOfHomogeneity {
  basedOn: 'mean' | 'median';
  statistic: number | null;
  df1: number;
  df2: number;
  pValue: number | null;
}

/** Welch's or Brown-Forsythe's robust test of equality of means (asymptotically F). */
export interface RobustTest {
  statistic: number | null;
  df1: number;
  df2: number | null;
  pValue: number | null;
}

export interface AnovaTable {
  between: { ss: number; df: number; ms: number | null; f: number | null; pValue: number | null };
  within: { ss: number; df: number; ms: number | null };
  total: { ss: number; df: number };
}

/** SPSS 27 "ANOVA Effect Sizes" point estimates. */
export interface AnovaEffectSizes {
  etaSquared: number | null;
  epsilonSquared: number | null;
  /** Fixed-effect omega squared. */
  omegaSquared: number | null;
}

export interface PostHocComparison {
  /** Group labels (I) and (J); difference is mean(I) − mean(J). */
  groupI: string;
  groupJ: string;
  meanDifference: number;
  standardError: number | null;
  pValue: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

export interface PostHocResult {
  test: PostHocOption;
  comparisons: PostHocComparison[];
}

/** One homogeneous-subsets table (Tukey, S-N-K, Duncan or Scheffé). */
export interface HomogeneousSubsetsResult {
  test: 'tukey' | 'snk' | 'duncan' | 'scheffe';
  /** Harmonic mean of the group sizes, used for every range as SPSS does. */
  harmonicMeanN: number;
  /** Group labels in ascending order of their means. */
  groupOrder: string[];
  subsets: { groups: string[]; means: number[]; pValue: number }[];
}

export interface AnovaDependent {
  dependent: string;
  factor: string;
  groups: AnovaGroupStats[];
  total: AnovaGroupStats;
  anova: AnovaTable;
  /** Levene's test based on the mean and on the median, when `homogeneity` is asked. */
  homogeneity?: AnovaTestOfHomogeneity[];
  welch?: RobustTest;
  brownForsythe?: RobustTest;
  effectSizes?: AnovaEffectSizes;
  postHoc: PostHocResult[];
  /** S-N-K and Duncan always; Tukey and Scheffé when `homogeneousSubset` is asked. */
  homogeneousSubsets: HomogeneousSubsetsResult[];
}

export interface AnovaResult {
  analysis: 'anova';
  confidence: number;
  /** One-way results (empty for a factorial request). */
  dependents: AnovaDependent[];
  /** Factorial results (Type III), when several factors are given. */
  factorial?: FactorialDependent[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}

/** One cell of a factorial design (SPSS UNIANOVA "Descriptive Statistics"). */
export interface FactorialCell {
  /** Factor name → level label. */
  cell: Record<string, string>;
  n: number;
  mean: number;
  std: number | null;
}

/** One row of "Tests of Between-Subjects Effects" (Type III sums of squares). */
export interface FactorialTerm {
  source: string;
  ss: number;
  df: number;
  ms: number | null;
  f: number | null;
  pValue: number | null;
  partialEtaSquared: number | null;
}

export interface FactorialDependent {
  dependent: string;
  factors: string[];
  descriptives: FactorialCell[];
  /** Levene's test across the cells, mean-centred (with `homogeneity`). */
  levene: AnovaTestOfHomogeneity | null;
  /** Corrected model, intercept, each term, error, total, corrected total. */
  terms: FactorialTerm[];
  rSquared: number;
  adjustedRSquared: number | null;
  /** Estimated marginal means per factor and their pairwise comparisons (`pairwiseComparisons`). */
  estimatedMarginalMeans: {
    factor: string;
    adjustment: 'lsd' | 'bonferroni' | 'sidak';
    means: { level: string; mean: number; se: number; lowerConf: number; upperConf: number }[];
    comparisons: PostHocComparison[];
  }[];
  /** Post hoc tests per factor on its observed level means, with the model's error term. */
  postHoc: { factor: string; tests: PostHocResult[] }[];
  /** ANCOVA: each covariate's mean, where the estimated marginal means are evaluated. */
  covariateMeans: { covariate: string; mean: number }[];
  /**
   * ANCOVA with `homogeneityOfSlopes`: each factor term by covariate interaction, tested in the
   * model that adds them all (equal slopes when none is significant), with that model's error.
   */
  slopes: FactorialTerm[] | null;
}
