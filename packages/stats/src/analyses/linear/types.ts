import type { ResultTableModel } from '../../types';

export const linearMethods = ['enter', 'stepwise', 'forward', 'backward', 'remove'] as const;
export const linearOptions = [
  'estimates',
  'confidenceIntervals',
  'modelFit',
  'rSquaredChange',
  'descriptives',
  'partCorrelations',
  'collinearity',
  'durbinWatson',
  'casewise',
] as const;
export const linearMissingOptions = ['listwise', 'mean'] as const;

/**
 * One block of a hierarchical regression (SPSS's "Next"): its variables and the method that
 * brings them in (or, with `remove`, takes them out).
 */
export interface LinearBlock {
  variables: string[];
  method: (typeof linearMethods)[number];
}

/** `linear` of analysis-contract.md (method `enter`). */
export interface LinearRequest {
  analysis: 'linear';
  dependents: [string];
  independents: string[];
  selectedMethod: (typeof linearMethods)[number];
  selectedStepping: 'probability' | 'fValue';
  entryValue: number;
  removalValue: number;
  selectedLinearOptions: (typeof linearOptions)[number][];
  selectedConfidence: number;
  includeConstant: boolean;
  /** SPSS REGRESSION /MISSING LISTWISE (default) or MEANSUBSTITUTION. */
  selectedMissingValueControlMethod: (typeof linearMissingOptions)[number];
  /**
   * SPSS's CRITERIA=TOLERANCE: a predictor whose tolerance (1 − R² on the predictors
   * already in the model) is below it is left out. Default 0.0001, as SPSS.
   */
  tolerance: number;
  /**
   * Hierarchical regression: blocks fitted in turn, each model adding to the one before, with the
   * R² change of every block. Absent: one block of `independents` by `selectedMethod`.
   */
  blocks?: LinearBlock[];
}

export interface LinearDescriptive {
  variable: string;
  mean: number;
  std: number | null;
  n: number;
}

export interface ModelSummary {
  r: number | null;
  rSquared: number | null;
  adjustedRSquared: number | null;
  seEstimate: number | null;
  rSquaredChange: number | null;
  fChange: number | null;
  df1: number;
  df2: number;
  pValueChange: number | null;
  durbinWatson: number | null;
}

export interface RegressionAnova {
  regression: {
    ss: number;
    df: number;
    ms: number | null;
    f: number | null;
    pValue: number | null;
  };
  residual: { ss: number; df: number; ms: number | null };
  /** Corrected total with a constant; uncorrected (Σy²) without one, as SPSS. */
  total: { ss: number; df: number };
}

export interface RegressionCoefficient {
  /** '(Constant)' for the intercept, else the variable name. */
  term: string;
  b: number;
  se: number | null;
  /** Standardized coefficient; null for the constant. */
  beta: number | null;
  tValue: number | null;
  pValue: number | null;
  lowerConf: number | null;
  upperConf: number | null;
  zeroOrder: number | null;
  partial: number | null;
  part: number | null;
  tolerance: number | null;
  vif: number | null;
}

export interface ExcludedVariable {
  variable: string;
  /** Tolerance against the predictors in the model (≈ 0 for an exact combination). */
  tolerance: number;
  /** Stepwise methods: the variable's statistics were it entered next (SPSS "Excluded Variables"). */
  betaIn?: number | null;
  tValue?: number | null;
  pValue?: number | null;
  partial?: number | null;
  /** Smallest tolerance of any predictor in the model were this one entered. */
  minimumTolerance?: number | null;
}

export interface CollinearityDimension {
  dimension: number;
  eigenvalue: number;
  conditionIndex: number;
  /** Variance proportions keyed by term ('(Constant)' and the predictors). */
  proportions: Record<string, number>;
}

export interface CasewiseDiagnostic {
  /** 1-based data row. */
  row: number;
  stdResidual: number;
  observed: number;
  predicted: number;
  residual: number;
}

/** One row of SPSS's "Residuals Statistics". */
export interface ResidualStatistic {
  minimum: number | null;
  maximum: number | null;
  mean: number | null;
  std: number | null;
  n: number;
}

export interface LinearModel {
  model: number;
  /** Predictors in this model. */
  entered: string[];
  /** What this step changed (SPSS "Variables Entered/Removed"). */
  enteredAtStep: string[];
  removedAtStep: string[];
  summary: ModelSummary;
  anova: RegressionAnova;
  coefficients: RegressionCoefficient[];
  excluded: ExcludedVariable[];
  /** Empty unless `collinearity` is among `selectedLinearOptions` (and for stepwise trials). */
  collinearity: CollinearityDimension[];
  casewise: CasewiseDiagnostic[];
  /** SPSS's "Residuals Statistics" (shown with casewise diagnostics). */
  residualStatistics: {
    predicted: ResidualStatistic;
    residual: ResidualStatistic;
    stdPredicted: ResidualStatistic;
    stdResidual: ResidualStatistic;
  };
}

export interface LinearResult {
  analysis: 'linear';
  confidence: number;
  dependent: string;
  /** How the predictors were chosen: stepwise methods pick them from these same data. */
  method: LinearRequest['selectedMethod'];
  includeConstant: boolean;
  /** Cases used (after listwise deletion) and cases left out. */
  n: number;
  excludedCases: number;
  descriptives: LinearDescriptive[];
  /** Pearson correlations of the dependent and the predictors on the cases used, one-tailed p (SPSS with `descriptives`). */
  correlations: {
    variables: string[];
    r: (number | null)[][];
    pOneTailed: (number | null)[][];
    n: number;
  };
  models: LinearModel[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
