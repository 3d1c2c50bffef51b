import type { ResultTableModel } from '../../types';

/** SPSS LOGISTIC REGRESSION's methods: ENTER, FSTEP(LR), FSTEP(WALD), BSTEP(LR), BSTEP(WALD). */
export const logisticMethods = [
  'enter',
  'forwardLR',
  'forwardWald',
  'backwardLR',
  'backwardWald',
] as const;
export type LogisticMethod = (typeof logisticMethods)[number];

export const logisticOptions = ['hosmerLemeshow', 'confidenceIntervals'] as const;

/** `logistic` of the analysis contract (see README.md beside this file). */
export interface LogisticRequest {
  analysis: 'logistic';
  dependents: [string];
  independents: string[];
  /** Covariates coded by indicator contrasts (SPSS /CATEGORICAL); text columns are categorical anyway. */
  categoricalVariables: string[];
  /** SPSS's CONTRAST(var)=INDICATOR: the reference category is the last (default) or the first. */
  referenceCategory: 'last' | 'first';
  selectedMethod: LogisticMethod;
  /** PIN and POUT of the stepwise methods (probabilities of the score, LR or Wald statistic). */
  entryValue: number;
  removalValue: number;
  /** Cases whose predicted probability exceeds it are classified as 1 (SPSS CUT, default .5). */
  cutValue: number;
  /** SPSS ITERATE (20) and BCON (.001). */
  maxIterations: number;
  parameterChange: number;
  includeConstant: boolean;
  selectedConfidence: number;
  selectedLogisticOptions: (typeof logisticOptions)[number][];
}

export interface ChiSquareTest {
  chiSquare: number | null;
  df: number;
  pValue: number | null;
}

export interface LogisticCoefficient {
  /** '성별(1)' for an indicator, the variable for a covariate or a categorical's overall row, or the constant. */
  term: string;
  /** The variable the row belongs to (null for the constant). */
  variable: string | null;
  /** Null on a categorical variable's overall row (only its Wald test is shown) and when the fit did not converge. */
  b: number | null;
  se: number | null;
  wald: number | null;
  df: number;
  pValue: number | null;
  expB: number | null;
  lowerExpB: number | null;
  upperExpB: number | null;
}

export interface ScoreTest {
  term: string;
  variable: string;
  score: number | null;
  df: number;
  pValue: number | null;
}

export interface TermRemoved {
  variable: string;
  /** Log-likelihood of the model refitted without the term (SPSS "Model Log Likelihood"). */
  logLikelihood: number | null;
  /** Change in −2 log-likelihood. */
  change: number | null;
  df: number;
  pValue: number | null;
}

export interface ClassificationRow {
  predicted0: number;
  predicted1: number;
  percentCorrect: number | null;
}

export interface Classification {
  observed0: ClassificationRow;
  observed1: ClassificationRow;
  overallPercent: number | null;
}

export interface HosmerLemeshowGroup {
  group: number;
  n: number;
  observed0: number;
  expected0: number;
  observed1: number;
  expected1: number;
}

export interface HosmerLemeshow {
  chiSquare: number | null;
  df: number;
  pValue: number | null;
  groups: HosmerLemeshowGroup[];
}

export interface LogisticStep {
  step: number;
  /** Variables in the equation after this step, in the order of the request. */
  terms: string[];
  enteredAtStep: string | null;
  removedAtStep: string | null;
  /** Newton-Raphson iterations SPSS's criteria needed (or the maximum, when it did not converge). */
  iterations: number;
  converged: boolean;
  omnibus: { step: ChiSquareTest; block: ChiSquareTest; model: ChiSquareTest };
  summary: {
    minus2LogLikelihood: number;
    coxSnellRSquared: number | null;
    nagelkerkeRSquared: number | null;
  };
  hosmerLemeshow: HosmerLemeshow | null;
  classification: Classification;
  coefficients: LogisticCoefficient[];
  /** LR methods: each term's likelihood-ratio test of removal. */
  modelIfTermRemoved: TermRemoved[];
  notInEquation: ScoreTest[];
  /** Joint score test of every variable not in the equation (SPSS "Overall Statistics"). */
  overall: ChiSquareTest | null;
}

export interface CategoricalCoding {
  variable: string;
  categories: { value: string; frequency: number; coding: number[] }[];
}

export interface LogisticResult {
  analysis: 'logistic';
  dependent: string;
  method: LogisticMethod;
  confidence: number;
  cutValue: number;
  includeConstant: boolean;
  caseSummary: { included: number; missing: number; total: number };
  /** Which original value is 0 and which is 1 (SPSS: the higher value is 1). */
  dependentEncoding: { value: string; internal: 0 | 1 }[];
  categoricalCodings: CategoricalCoding[];
  /** Block 0, the model with the constant only (or no term at all without a constant). */
  block0: {
    minus2LogLikelihood: number;
    constant: LogisticCoefficient | null;
    classification: Classification;
    notInEquation: ScoreTest[];
    overall: ChiSquareTest | null;
  };
  /** Block 1's steps: one for enter, each entry or removal for the stepwise methods. */
  steps: LogisticStep[];
  /** Variables left out because they are constant or a linear combination of others. */
  redundant: string[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
