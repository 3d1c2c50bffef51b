import type { ResultTableModel } from '../../types';
import type { TTestMissing } from '../common/missing';

/**
 * Missing values, as NPAR TESTS' /MISSING: "pairwise" (SPSS's ANALYSIS, the default) leaves a
 * case out only of the tests whose variables it lacks; "listwise" leaves out a case missing in
 * any variable of the request.
 */
export type NonparametricMissing = TTestMissing;

/** The ids of the nonparametric tests, one per test of SPSS's NPAR TESTS. */
export const nonparametricIds = [
  'nonparametric/mann-whitney',
  'nonparametric/wilcoxon',
  'nonparametric/sign',
  'nonparametric/kruskal-wallis',
  'nonparametric/friedman',
  'nonparametric/chi-square',
  'nonparametric/binomial',
] as const;
export type NonparametricId = (typeof nonparametricIds)[number];

interface ResultBase {
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}

// ── Mann-Whitney U ────────────────────────────────────────────────────────────

export interface MannWhitneyRequest {
  analysis: 'nonparametric/mann-whitney';
  testVariables: string[];
  /** Cases with the first value form group 1, with the second group 2 (NPAR TESTS /M-W … BY var(v1 v2)). */
  groupingVariable: { variable: string; groups: [number | string, number | string] };
  selectedMissingValueControlMethod: NonparametricMissing;
}

export interface MannWhitneyVariable {
  variable: string;
  n1: number;
  n2: number;
  meanRank1: number | null;
  meanRank2: number | null;
  sumOfRanks1: number | null;
  sumOfRanks2: number | null;
  /** The smaller of U1 and U2 (SPSS). */
  u: number | null;
  /** The rank sum of the group whose U is the reported one (as SPSS and PSPP print it). */
  w: number | null;
  /** Normal approximation with the tie correction, no continuity correction (≤ 0). */
  z: number | null;
  pValue: number | null;
  /** SPSS's "Exact Sig. [2*(1-tailed Sig.)]", not corrected for ties; only when N ≤ 40. */
  exactPValue: number | null;
  /** r = |Z| / √N. */
  r: number | null;
}

export interface MannWhitneyResult extends ResultBase {
  analysis: 'nonparametric/mann-whitney';
  groupingVariable: string;
  groupLabels: [string, string];
  variables: MannWhitneyVariable[];
}

// ── Two related samples: Wilcoxon signed-rank and sign test ───────────────────

export interface RelatedPairsRequest<Id extends string> {
  analysis: Id;
  /** Each pair [first, second]; the difference is second − first, as SPSS's "second - first". */
  pairs: [string, string][];
  selectedMissingValueControlMethod: NonparametricMissing;
}
export type WilcoxonRequest = RelatedPairsRequest<'nonparametric/wilcoxon'>;
export type SignRequest = RelatedPairsRequest<'nonparametric/sign'>;

export interface WilcoxonPair {
  first: string;
  second: string;
  /** second < first */
  negativeN: number;
  /** second > first */
  positiveN: number;
  /** second = first: left out of the ranking (SPSS). */
  ties: number;
  total: number;
  negativeMeanRank: number | null;
  positiveMeanRank: number | null;
  negativeSumOfRanks: number;
  positiveSumOfRanks: number;
  /** Normal approximation on the smaller rank sum, corrected for tied ranks (≤ 0). */
  z: number | null;
  /** Which rank sum Z is based on, as SPSS's footnote ("negative" when S− ≤ S+). */
  basedOn: 'negative' | 'positive' | null;
  pValue: number | null;
  /** r = |Z| / √N, N the non-zero differences. */
  r: number | null;
}

export interface WilcoxonResult extends ResultBase {
  analysis: 'nonparametric/wilcoxon';
  pairs: WilcoxonPair[];
}

export interface SignPair {
  first: string;
  second: string;
  negativeN: number;
  positiveN: number;
  ties: number;
  total: number;
  /** With 25 or fewer non-zero differences SPSS gives the exact binomial p and no Z. */
  method: 'exact' | 'asymptotic' | null;
  /** Z with the continuity correction, for more than 25 non-zero differences (≤ 0). */
  z: number | null;
  /** Two-sided p: exact binomial (×2 of the smaller tail, at most 1) or from Z. */
  pValue: number | null;
  /** r = |Z| / √N (only with Z). */
  r: number | null;
}

export interface SignResult extends ResultBase {
  analysis: 'nonparametric/sign';
  pairs: SignPair[];
}

// ── Kruskal-Wallis H ─────────────────────────────────────────────────────────

export interface KruskalWallisRequest {
  analysis: 'nonparametric/kruskal-wallis';
  testVariables: string[];
  groupingVariable: string;
  /** The groups compared, by value; default every value the grouping variable takes. */
  groups: (number | string)[] | null;
  /** Dunn's pairwise comparisons with Bonferroni-adjusted p (SPSS NPTESTS' pairwise table). */
  pairwise: boolean;
  selectedMissingValueControlMethod: NonparametricMissing;
}

export interface KruskalWallisGroup {
  label: string;
  n: number;
  meanRank: number | null;
}

/** One row of SPSS's "Pairwise Comparisons" (Dunn's test). */
export interface DunnComparison {
  group1: string;
  group2: string;
  /** Mean rank of group 1 − mean rank of group 2. */
  testStatistic: number;
  se: number | null;
  stdTestStatistic: number | null;
  pValue: number | null;
  /** p × k(k−1)/2, at most 1. */
  adjustedPValue: number | null;
}

export interface KruskalWallisVariable {
  variable: string;
  n: number;
  groups: KruskalWallisGroup[];
  /** H corrected for ties. */
  h: number | null;
  df: number;
  pValue: number | null;
  /** ε² = H / (N − 1). */
  epsilonSquared: number | null;
  pairwise: DunnComparison[];
}

export interface KruskalWallisResult extends ResultBase {
  analysis: 'nonparametric/kruskal-wallis';
  groupingVariable: string;
  variables: KruskalWallisVariable[];
}

// ── Friedman ─────────────────────────────────────────────────────────────────

export interface FriedmanRequest {
  analysis: 'nonparametric/friedman';
  /** Two or more related variables (the conditions); cases missing in any are left out. */
  variables: string[];
}

export interface FriedmanResult extends ResultBase {
  analysis: 'nonparametric/friedman';
  /** Cases with every variable valid. */
  n: number;
  meanRanks: { variable: string; meanRank: number | null }[];
  /** Friedman's χ², corrected for ties within cases. */
  chiSquare: number | null;
  df: number;
  pValue: number | null;
  /** Kendall's W = χ² / (N(k − 1)). */
  kendallW: number | null;
}

// ── One sample: chi-square goodness of fit and binomial ──────────────────────

export interface ChiSquareGoodnessRequest {
  analysis: 'nonparametric/chi-square';
  testVariables: string[];
  /** "equal", or one expected value (a proportion or a count, any scale) per category in ascending order. */
  expected: 'equal' | number[];
  selectedMissingValueControlMethod: NonparametricMissing;
}

export interface ChiSquareGoodnessVariable {
  variable: string;
  categories: { category: string; observed: number; expected: number; residual: number }[];
  n: number;
  chiSquare: number | null;
  df: number;
  pValue: number | null;
  /** Categories with an expected count below 5, and the smallest expected count (SPSS's footnote). */
  expectedBelow5: number;
  minimumExpected: number | null;
}

export interface ChiSquareGoodnessResult extends ResultBase {
  analysis: 'nonparametric/chi-square';
  variables: ChiSquareGoodnessVariable[];
}

export interface BinomialRequest {
  analysis: 'nonparametric/binomial';
  testVariables: string[];
  /** The expected proportion of the first group (SPSS default 0.5). */
  testProportion: number;
  /**
   * How the two groups are formed: null — the variable takes two values, the first met in the
   * data is group 1; a cut point — values ≤ it form group 1; two values — group 1 and group 2.
   */
  cutPoint: number | null;
  groups: [number | string, number | string] | null;
  selectedMissingValueControlMethod: NonparametricMissing;
}

export interface BinomialVariable {
  variable: string;
  group1: { category: string; n: number; observedProportion: number | null };
  group2: { category: string; n: number; observedProportion: number | null };
  n: number;
  testProportion: number;
  /** Two-tailed when the test proportion is 0.5, otherwise one-tailed toward the observed side. */
  tails: 1 | 2;
  /** Exact binomial p. */
  pValue: number | null;
}

export interface BinomialResult extends ResultBase {
  analysis: 'nonparametric/binomial';
  variables: BinomialVariable[];
}

export type NonparametricResult =
  | MannWhitneyResult
  | WilcoxonResult
  | SignResult
  | KruskalWallisResult
  | FriedmanResult
  | ChiSquareGoodnessResult
  | BinomialResult;
