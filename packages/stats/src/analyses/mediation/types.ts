import type { ResultTableModel } from '../../types';

/** Hayes's PROCESS models the engine fits; model 4 is simple and parallel mediation. */
export const mediationModels = [4] as const;
export const mediationDefaultBootstrapSamples = 5000;
export const mediationMaxBootstrapSamples = 100_000;
/** The seed used when a request names none, so the same request gives the same numbers. */
export const mediationDefaultSeed = 20251124;

/** `mediation` of analysis-contract.md (PROCESS model 4, mediators in parallel). */
export interface MediationRequest {
  analysis: 'mediation';
  dependents: [string];
  independents: [string];
  /** One or more mediators, in parallel. */
  mediators: string[];
  /** In every model (each mediator's and the outcome's), as PROCESS. */
  covariates: string[];
  modelNumber: (typeof mediationModels)[number];
  /** 0 turns the bootstrap off. */
  numberOfBootstrapSamples: number;
  /** Bias-corrected bootstrap intervals instead of percentile intervals. */
  adjustBootstrap: boolean;
  seed: number;
  selectedConfidence: number;
}

/** PROCESS's "Model Summary" of one regression. */
export interface MediationModelSummary {
  r: number | null;
  rSquared: number | null;
  /** Mean squared error, SSE / df2. */
  mse: number | null;
  f: number | null;
  df1: number;
  df2: number;
  pValue: number | null;
}

/** One row of PROCESS's coefficient table (coeff, se, t, p, LLCI, ULCI). */
export interface MediationCoefficient {
  /** '(상수) (Constant)' for the intercept, else the variable name. */
  term: string;
  coeff: number;
  se: number | null;
  tValue: number | null;
  pValue: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

export interface MediationRegression {
  /** The model's outcome: a mediator, or Y. */
  outcome: string;
  /** `mediator`: M on X (+ covariates); `outcome`: Y on X, every M (+ covariates); `total`: Y on X (+ covariates). */
  role: 'mediator' | 'outcome' | 'total';
  predictors: string[];
  summary: MediationModelSummary;
  coefficients: MediationCoefficient[];
}

/** The total effect (c) or the direct effect (c′) of X on Y, with its standardized forms. */
export interface MediationEffect {
  effect: number;
  se: number | null;
  tValue: number | null;
  pValue: number | null;
  lowerConf: number | null;
  upperConf: number | null;
  /** effect / SD(Y). */
  partiallyStandardized: number | null;
  /** effect · SD(X) / SD(Y). */
  completelyStandardized: number | null;
}

/** A bootstrapped quantity: the estimate on the data, the SD of its bootstrap estimates and their interval. */
export interface MediationBootstrapEstimate {
  effect: number | null;
  bootSe: number | null;
  bootLower: number | null;
  bootUpper: number | null;
}

export interface IndirectEffect extends MediationBootstrapEstimate {
  /** The mediator, or null for the total indirect effect. */
  mediator: string | null;
  /** PROCESS's row label: 'TOTAL' or the mediator's name. */
  label: string;
}

/** A pairwise contrast between two specific indirect effects (PROCESS's contrast=1: first − second). */
export interface IndirectContrast extends MediationBootstrapEstimate {
  /** 'C1', 'C2', … as PROCESS. */
  label: string;
  first: string;
  second: string;
}

/** Sobel's normal-theory test of one specific indirect effect a·b. */
export interface SobelTest {
  mediator: string;
  effect: number;
  /** √(b²·se_a² + a²·se_b²). */
  se: number | null;
  z: number | null;
  pValue: number | null;
}

export interface MediationResult {
  analysis: 'mediation';
  modelNumber: 4;
  confidence: number;
  dependent: string;
  independent: string;
  mediators: string[];
  covariates: string[];
  /** Cases used (listwise over every variable of the model) and cases left out. */
  n: number;
  excludedCases: number;
  /** Standard deviations (n − 1) of X and Y on the cases used, the standardizers of the effects. */
  sdX: number;
  sdY: number;
  bootstrap: {
    samples: number;
    seed: number;
    method: 'percentile' | 'biasCorrected';
    /** Resamples drawn again because a model could not be fitted on them (PROCESS does the same). */
    redrawn: number;
  };
  /** One model per outcome: each mediator, then Y. */
  models: MediationRegression[];
  /** Y on X (and the covariates) alone. */
  totalEffectModel: MediationRegression;
  totalEffect: MediationEffect;
  directEffect: MediationEffect;
  /** Through each mediator, then the total ('TOTAL'). */
  indirectEffects: IndirectEffect[];
  partiallyStandardizedIndirectEffects: IndirectEffect[];
  completelyStandardizedIndirectEffects: IndirectEffect[];
  /** Differences between specific indirect effects, with two or more mediators. */
  contrasts: IndirectContrast[];
  sobel: SobelTest[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
