import type { ResultTableModel } from '../../types';

/** `multinomial` of the analysis contract (see README.md beside this file): SPSS NOMREG. */
export interface MultinomialRequest {
  analysis: 'multinomial';
  dependents: [string];
  /** Categorical predictors (NOMREG's BY list), indicator coded with the last category redundant. */
  factors: string[];
  /** Numeric predictors (NOMREG's WITH list). */
  covariates: string[];
  /** NOMREG's BASE: the dependent's reference category is the last (default), the first or a value. */
  referenceCategory: 'last' | 'first' | 'custom';
  /** The reference value when `referenceCategory` is `custom`, as the value reads in the data. */
  referenceValue: string | null;
  /** NOMREG's CRITERIA MXITER (100), MXSTEP (5) and PCONVERGE (1e-6). */
  maxIterations: number;
  maxStepHalving: number;
  parameterChange: number;
  selectedConfidence: number;
}

export interface MultinomialChiSquare {
  chiSquare: number | null;
  df: number;
  pValue: number | null;
}

export interface MultinomialParameter {
  /** '절편 (Intercept)', a covariate, or a factor level as '[성별=남]'. */
  term: string;
  /** The effect the row belongs to (the intercept, a covariate or a factor). */
  effect: string;
  /** True for a factor's last level and a constant covariate: B is 0 and the rest is empty. */
  redundant: boolean;
  b: number | null;
  se: number | null;
  wald: number | null;
  df: number;
  pValue: number | null;
  expB: number | null;
  lowerExpB: number | null;
  upperExpB: number | null;
}

export interface MultinomialCategoryParameters {
  /** The non-reference category of the dependent these logits compare with the reference. */
  category: string;
  rows: MultinomialParameter[];
}

export interface LikelihoodRatioTest {
  effect: string;
  /** −2 log-likelihood of the model without the effect (NOMREG's full likelihood). */
  minus2LogLikelihood: number | null;
  chiSquare: number | null;
  df: number;
  pValue: number | null;
  /** The reduced model is the final model itself (the intercept with factors in the model). */
  equivalent: boolean;
}

export interface CategoryCount {
  value: string;
  n: number;
  /** Percent of the valid cases, 0–100 (SPSS's "Marginal Percentage"). */
  percent: number;
}

export interface MultinomialResult {
  analysis: 'multinomial';
  dependent: string;
  confidence: number;
  /** The dependent's categories in SPSS's order, and the reference among them. */
  categories: string[];
  referenceCategory: string;
  caseSummary: {
    dependent: CategoryCount[];
    factors: { variable: string; categories: CategoryCount[] }[];
    valid: number;
    missing: number;
    total: number;
    /** Distinct patterns of the factors and covariates among the valid cases. */
    subpopulations: number;
    /** Subpopulations in which only one category of the dependent was observed. */
    singleValueSubpopulations: number;
  };
  iterations: number;
  converged: boolean;
  /** Quasi-complete (or complete) separation seen at the last iteration. */
  separation: boolean;
  modelFitting: {
    interceptOnly: number;
    final: number;
    chiSquare: number;
    df: number;
    pValue: number | null;
  };
  pseudoRSquare: { coxSnell: number; nagelkerke: number | null; mcFadden: number | null };
  goodnessOfFit: {
    pearson: MultinomialChiSquare;
    deviance: MultinomialChiSquare;
    /** Cells (subpopulations × categories) with no cases, and all cells. */
    zeroCells: number;
    cells: number;
  };
  likelihoodRatioTests: LikelihoodRatioTest[];
  parameters: MultinomialCategoryParameters[];
  /** Observed (rows) by predicted (columns) counts, in the order of `categories`. */
  classification: {
    counts: number[][];
    /** Percent correct of each observed category, 0–100. */
    percentCorrect: (number | null)[];
    /** Each predicted category's share of the cases, 0–100 (SPSS's "Overall Percentage" row). */
    predictedPercent: number[];
    overallPercent: number;
  };
  /** Predictors left out as constant or a linear combination of others (their rows are 0). */
  redundant: string[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
