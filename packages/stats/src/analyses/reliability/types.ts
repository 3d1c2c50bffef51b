import type { ResultTableModel } from '../../types';

export const reliabilityModels = ['alpha', 'splitHalf', 'guttman', 'parallel', 'strict'] as const;
export type ReliabilityModel = (typeof reliabilityModels)[number];
export const reliabilityAnalysisOptions = [
  'item',
  'scale',
  'scaleIfItemDeleted',
  'interItemCorrelations',
  'interItemCovariances',
  'summaryMeans',
  'omega',
] as const;
export type ReliabilityOption = (typeof reliabilityAnalysisOptions)[number];

export interface ReliabilityScaleRequest {
  /** The group's name (factorGroups), or null for `reliabilityVariables`. */
  name: string | null;
  variables: string[];
}

/** `reliability` of analysis-contract.md (SPSS RELIABILITY, listwise deletion per scale). */
export interface ReliabilityRequest {
  analysis: 'reliability';
  scales: ReliabilityScaleRequest[];
  model: ReliabilityModel;
  selectedAnalysisOptions: ReliabilityOption[];
}

/** SPSS's "Case Processing Summary": cases valid on every item, and the others. */
export interface ReliabilityCaseSummary {
  valid: number;
  excluded: number;
  total: number;
  validPercent: number | null;
  excludedPercent: number | null;
  totalPercent: number | null;
}

export interface ReliabilityStatistics {
  alpha: number | null;
  /** Alpha based on standardized items: k·r̄ / (1 + (k−1)·r̄), r̄ the mean inter-item correlation. */
  standardizedAlpha: number | null;
  nItems: number;
}

export interface ReliabilityItemStatistics {
  variable: string;
  mean: number | null;
  std: number | null;
  n: number;
}

export interface ReliabilityScaleStatistics {
  mean: number | null;
  variance: number | null;
  std: number | null;
  nItems: number;
}

export interface ItemTotalStatistics {
  variable: string;
  scaleMeanIfDeleted: number | null;
  scaleVarianceIfDeleted: number | null;
  correctedItemTotalCorrelation: number | null;
  squaredMultipleCorrelation: number | null;
  alphaIfDeleted: number | null;
}

/** One row of SPSS's "Summary Item Statistics". */
export interface ReliabilitySummarySpread {
  mean: number | null;
  min: number | null;
  max: number | null;
  range: number | null;
  maxMinRatio: number | null;
  /** Sample variance (divisor count − 1) of the values summarized. */
  variance: number | null;
  nItems: number;
}

export interface SummaryItemStatistics {
  itemMeans: ReliabilitySummarySpread;
  itemVariances: ReliabilitySummarySpread;
  /** Over the k(k−1)/2 distinct pairs of items. */
  interItemCovariances: ReliabilitySummarySpread;
  interItemCorrelations: ReliabilitySummarySpread;
}

export interface ReliabilitySplitPart {
  alpha: number | null;
  nItems: number;
  items: string[];
  /** Statistics of the part's sum score. */
  mean: number | null;
  variance: number | null;
  std: number | null;
}

/** SPSS MODEL=SPLIT: first half and second half by item order, the odd item in the first. */
export interface SplitHalf {
  part1: ReliabilitySplitPart;
  part2: ReliabilitySplitPart;
  nItems: number;
  correlationBetweenForms: number | null;
  spearmanBrownEqual: number | null;
  spearmanBrownUnequal: number | null;
  guttmanSplitHalf: number | null;
}

/** Guttman's lower bounds λ1–λ6 from the covariance matrix (λ3 = alpha, λ4 = split half). */
export interface GuttmanLambdas {
  lambda1: number | null;
  lambda2: number | null;
  lambda3: number | null;
  lambda4: number | null;
  lambda5: number | null;
  lambda6: number | null;
}

/** Parallel or strictly parallel model: ML fit of σe²·I + σt²·11ᵀ and its goodness of fit. */
export interface ParallelModel {
  commonVariance: number | null;
  trueVariance: number | null;
  errorVariance: number | null;
  commonInterItemCorrelation: number | null;
  reliability: number | null;
  unbiasedReliability: number | null;
  chiSquare: number | null;
  df: number;
  pValue: number | null;
  logDetUnconstrained: number | null;
  logDetConstrained: number | null;
  /** Strict model only: the common item mean. */
  commonMean?: number | null;
}

/** McDonald's omega total from a one-factor ML solution on the item covariance matrix. */
export interface ReliabilityOmega {
  omega: number | null;
  /** Loadings and uniquenesses on the covariance (raw item) scale. */
  loadings: (number | null)[];
  uniquenesses: (number | null)[];
  iterations: number;
}

export interface ReliabilityScale {
  name: string | null;
  variables: string[];
  caseSummary: ReliabilityCaseSummary;
  reliability: ReliabilityStatistics;
  itemStatistics?: ReliabilityItemStatistics[];
  scaleStatistics?: ReliabilityScaleStatistics;
  itemTotal?: ItemTotalStatistics[];
  /** k×k in the order of `variables`. */
  interItemCorrelations?: (number | null)[][];
  interItemCovariances?: (number | null)[][];
  summaryItemStatistics?: SummaryItemStatistics;
  splitHalf?: SplitHalf;
  guttman?: GuttmanLambdas;
  parallel?: ParallelModel;
  strictParallel?: ParallelModel;
  omega?: ReliabilityOmega;
}

export interface ReliabilityResult {
  analysis: 'reliability';
  model: ReliabilityModel;
  scales: ReliabilityScale[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
