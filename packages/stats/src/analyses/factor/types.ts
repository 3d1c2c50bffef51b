import type { ResultTableModel } from '../../types';

export const factorMethods = ['pca', 'paf', 'ml', 'uls', 'gls', 'alpha', 'image'] as const;
export const factorRotations = [
  'none',
  'varimax',
  'quartimax',
  'equamax',
  'oblimin',
  'promax',
] as const;
export const factorMatrices = ['correlation', 'covariance'] as const;
export const factorExtracts = ['eigenvalue', 'fixed'] as const;
export const factorSortOptions = ['none', 'size'] as const;
export const factorScoreMethods = ['none', 'regression', 'bartlett', 'andersonRubin'] as const;
export const factorMissingOptions = ['listwise', 'pairwise', 'mean'] as const;
export const factorAnalysisOptions = [
  'univariate',
  'initial',
  'coefficients',
  'significance',
  'determinant',
  'kmoBartlett',
  'inverse',
  'reproduced',
  'antiImage',
] as const;
export const factorChartTypes = ['scree', 'loadingPlot'] as const;

export type FactorMethod = (typeof factorMethods)[number];
export type FactorRotation = (typeof factorRotations)[number];
export type FactorMissing = (typeof factorMissingOptions)[number];
export type FactorScoreMethod = (typeof factorScoreMethods)[number];

/** `factor` of analysis-contract.md (SPSS FACTOR). */
export interface FactorRequest {
  analysis: 'factor';
  factorVariables: string[];
  selectedMethod: FactorMethod;
  selectedRotationMethod: FactorRotation;
  selectedMatrix: (typeof factorMatrices)[number];
  selectedExtract: (typeof factorExtracts)[number];
  /** Keep factors whose initial eigenvalue is greater than this (SPSS MINEIGEN, default 1). */
  eigenvaluesGreaterThan: number;
  /** The number of factors with `selectedExtract: "fixed"`. */
  factorsToExtract: number | null;
  extractIteration: number;
  rotationIteration: number;
  /** Direct oblimin's delta (≤ 0.8). */
  delta: number;
  /** Promax's power (> 1). */
  kappa: number;
  selectedSortOptions: (typeof factorSortOptions)[number];
  /** Loadings with absolute value below this are blank in the presentation tables. */
  suppressABS: number | null;
  selectedScoreMethod: FactorScoreMethod;
  selectedMissingValueControlMethod: FactorMissing;
  selectedAnalysisOptions: (typeof factorAnalysisOptions)[number][];
  selectedChartType: (typeof factorChartTypes)[number][];
  /** Items whose extracted communality is below this are flagged. */
  communalitiesCleanningValue: number | null;
}

export interface FactorDescriptive {
  variable: string;
  mean: number | null;
  std: number | null;
  /** Cases behind the mean and SD (listwise: the analysis N; otherwise the variable's valid cases). */
  n: number;
}

export interface VarianceRow {
  /** 1-based factor (component) number. */
  factor: number;
  total: number;
  /** Percent of the total variance (the number of variables); null for oblique rotation sums. */
  percent: number | null;
  /** Cumulative percent; null for oblique rotation sums, which cannot be added. */
  cumulative: number | null;
}

export interface Communality {
  variable: string;
  /** 1 for principal components; the squared multiple correlation for PAF. */
  initial: number | null;
  extraction: number | null;
  /** True when `communalitiesCleanningValue` is set and the extraction is below it. */
  flagged?: boolean;
}

/**
 * Loading matrices are rows per variable (in request order) × columns per factor. Sign
 * convention: every column is multiplied by −1 when its sum is negative (as psych::fa and
 * EFAtools' SPSS type; SPSS's own signs come from its eigen routine). Order: unrotated factors
 * by eigenvalue; orthogonal rotations by their sums of squared loadings, largest first (as
 * SPSS); promax in the order of its varimax step; oblimin in the order the rotation gives.
 */
export interface FactorRotationResult {
  method: Exclude<FactorRotation, 'none'>;
  /** Orthogonal: the rotated matrix. */
  rotated?: number[][];
  /** Orthogonal: T with rotated = unrotated × T. */
  transformation?: number[][];
  /** Oblique: pattern, structure (pattern × Φ) and factor correlation Φ. */
  pattern?: number[][];
  structure?: number[][];
  factorCorrelation?: number[][];
  /**
   * Varimax, quartimax, equamax (and promax's varimax step): sweeps of Kaiser's planar
   * rotations over all pairs, at most `rotationIteration`, until every angle of a sweep is
   * below 1e-10; converged also when a sweep changed the criterion by less than SPSS's
   * RCONVERGE (0.0001). Oblimin: gradient-projection steps (at most max(`rotationIteration`, 1000),
   * as they are smaller than SPSS's iterations), converged when the projected gradient is
   * below 1e-7. The counts are therefore not SPSS's; the converged solutions are the same.
   */
  iterations: number;
  converged: boolean;
}

export interface FactorScores {
  method: Exclude<FactorScoreMethod, 'none'>;
  /** Factor score coefficient matrix (variables × factors), applied to z-scores. */
  coefficients: number[][];
  /** New columns, one per factor, one value per data row (null when the row is not scored). */
  columns: { name: string; values: (number | null)[] }[];
}

export interface FactorResult {
  analysis: 'factor';
  /** The items analysed, in request order (constant items are left out, with a warning). */
  variables: string[];
  /** Requested items left out because they have no variance. */
  excluded: string[];
  method: FactorMethod;
  rotationMethod: FactorRotation;
  missing: FactorMissing;
  /**
   * "covariance" when the covariance matrix was analysed: then `eigenvalues`, `loadings`,
   * `communalities`, the rotated matrices, `varianceExplained` (percent of the total variance,
   * the trace) and `reproduced` are raw (in the items' units), and `rescaled` holds the loadings
   * divided by each item's SD, as SPSS's "Rescaled" columns. Absent for the correlation matrix.
   * With "eigenvalue" extraction the threshold is `eigenvaluesGreaterThan` × the mean eigenvalue
   * (SPSS MINEIGEN). PAF starts from c_ii − 1/(C⁻¹)_ii and applies the 0.001 criterion to the
   * raw communalities; factor scores use C and centred data. KMO, Bartlett's test and the
   * anti-image matrices stay those of the correlation matrix.
   */
  matrix?: 'covariance';
  covariance?: number[][];
  rescaled?: {
    loadings: number[][];
    communalities: Communality[];
    extraction: VarianceRow[];
    rotation?: VarianceRow[];
    rotated?: number[][];
    pattern?: number[][];
    structure?: number[][];
  };
  /** Cases behind the analysis: listwise valid cases, all cases (mean), or the smallest pair N (pairwise). */
  n: number;
  descriptives?: FactorDescriptive[];
  correlation: number[][];
  /** Pairwise: N of every pair. */
  pairN?: number[][];
  /** One-tailed p of every correlation (with `significance`). */
  significance?: (number | null)[][];
  determinant: number;
  /** null when the matrix is singular. */
  inverse: number[][] | null;
  /** Kaiser-Meyer-Olkin measure; null (with a warning) when the matrix is singular. */
  kmo: number | null;
  /** Per-variable measures of sampling adequacy (the anti-image correlation diagonal). */
  msa: (number | null)[];
  bartlett: { chiSquare: number | null; df: number; pValue: number | null };
  antiImageCovariance: number[][] | null;
  antiImageCorrelation: number[][] | null;
  communalities: Communality[];
  /** Every eigenvalue of the correlation matrix, largest first (the scree plot). */
  eigenvalues: number[];
  varianceExplained: {
    /** Eigenvalues of the correlation matrix, all of them. */
    initial: VarianceRow[];
    /** Column sums of squares of the unrotated loadings. */
    extraction: VarianceRow[];
    /**
     * Orthogonal: column sums of squares of the rotated matrix. Oblique: those of the
     * structure matrix, total only ("When factors are correlated, sums of squared loadings
     * cannot be added to obtain a total variance").
     */
    rotation?: VarianceRow[];
  };
  factorCount: number;
  /** Component (PCA) or factor matrix. */
  loadings: number[][];
  /**
   * PAF and alpha: eigen decompositions until the largest communality change is below 0.001
   * (SPSS's count). ML, ULS, GLS: quasi-Newton steps on the uniquenesses (at most 20 ×
   * `extractIteration`), not SPSS's count. PCA and image: null (no iteration).
   * Without convergence the last iteration's values are reported, with a warning.
   */
  extractionIterations: number | null;
  extractionConverged: boolean;
  rotation?: FactorRotationResult;
  /**
   * Maximum likelihood: the goodness-of-fit test, χ² = (n − 1 − (2p + 5)/6 − 2m/3)·F on
   * ((p − m)² − p − m)/2 df (as R's factanal); null when df ≤ 0.
   */
  goodnessOfFit?: { chiSquare: number | null; df: number; pValue: number | null };
  reproduced?: {
    /** Reproduced correlations; the diagonal holds the extracted communalities. */
    correlation: number[][];
    /** Observed − reproduced; the diagonal is null. */
    residual: (number | null)[][];
    /** Nonredundant residuals with absolute value greater than 0.05, count and percent. */
    largeResiduals: number;
    largeResidualsPercent: number;
  };
  scores?: FactorScores;
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
