import type { ResultTableModel } from '../../types';

/**
 * Hayes's PROCESS models the engine fits: 4 (simple and parallel mediation), 6 (serial
 * mediation), 7 (first-stage moderated mediation), 8 (first stage and direct effect),
 * 14 (second stage) and 58 (first and second stage).
 */
export const mediationModels = [4, 6, 7, 8, 14, 58] as const;
export type MediationModelNumber = (typeof mediationModels)[number];
/** The models with a moderator W. */
export const moderatedMediationModels = [7, 8, 14, 58] as const;
export type ModeratedMediationModelNumber = (typeof moderatedMediationModels)[number];
/** PROCESS's model 6 takes two to four mediators in series. */
export const serialMediatorRange = [2, 4] as const;
export const mediationDefaultBootstrapSamples = 5000;
export const mediationMaxBootstrapSamples = 100_000;
/** The seed used when a request names none, so the same request gives the same numbers. */
export const mediationDefaultSeed = 20251124;

/** `mediation` of analysis-contract.md (PROCESS model 4, mediators in parallel). */
export interface MediationRequest {
  analysis: 'mediation';
  dependents: [string];
  independents: [string];
  /** One or more mediators: in parallel (models 4, 7, 8, 14, 58) or in series, in this order (model 6). */
  mediators: string[];
  /** The moderator W of models 7, 8, 14 and 58; empty for models 4 and 6. */
  moderators: string[];
  /** In every model (each mediator's and the outcome's), as PROCESS. */
  covariates: string[];
  modelNumber: MediationModelNumber;
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

/** A product term of one outcome model, as PROCESS's "Product terms key" (Int_1 : X x W). */
export interface ProcessProductTerm {
  /** 'Int_1', 'Int_2', … numbered within its outcome model, as PROCESS. */
  label: string;
  outcome: string;
  first: string;
  second: string;
}

/** One specific indirect path of serial mediation (model 6), or the total ('TOTAL'). */
export interface SerialIndirectEffect extends MediationBootstrapEstimate {
  /** PROCESS's row label: 'Ind1', 'Ind2', …, or 'TOTAL'. */
  label: string;
  /** The mediators the path goes through, in order; empty for the total. */
  path: string[];
}

/** A value of the moderator at which effects are conditioned. */
export interface ModeratorValue {
  value: number;
  /** 16, 50 or 84 for a continuous moderator; null for a dichotomous moderator's two values. */
  percentile: number | null;
}

/** An indirect effect of X on Y through one mediator at one value of W. */
export interface ConditionalIndirectEffect extends MediationBootstrapEstimate {
  mediator: string;
  moderatorValue: number;
}

/** The direct effect of X on Y at one value of W (model 8), with OLS inference. */
export interface ConditionalDirectEffect {
  moderatorValue: number;
  effect: number;
  se: number | null;
  tValue: number | null;
  pValue: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

/** Hayes's index of moderated mediation through one mediator: the slope of the indirect effect on W. */
export interface ModeratedMediationIndex extends MediationBootstrapEstimate {
  mediator: string;
}

/**
 * `mediation` with PROCESS model 6, 7, 8, 14 or 58: the outcome models in PROCESS 4's layout,
 * the direct effect (conditional on W in model 8), the indirect effects (every serial path in
 * model 6, conditional on W in the moderated models) with bootstrap intervals, and the index
 * of moderated mediation (models 7, 8 and 14; model 58's indirect effect is not linear in W).
 */
export interface ConditionalProcessResult {
  analysis: 'mediation';
  modelNumber: Exclude<MediationModelNumber, 4>;
  confidence: number;
  dependent: string;
  independent: string;
  mediators: string[];
  /** W, or null in model 6. */
  moderator: string | null;
  moderatorDichotomous: boolean;
  covariates: string[];
  n: number;
  excludedCases: number;
  bootstrap: MediationResult['bootstrap'];
  /** One model per outcome: each mediator, then Y. */
  models: MediationRegression[];
  productTerms: ProcessProductTerm[];
  /** Y on X (and the covariates) alone: model 6 only, as PROCESS's total=1. */
  totalEffectModel: MediationRegression | null;
  /** With its standardized forms (model 6 only, as model 4). */
  totalEffect: MediationEffect | null;
  /** The unconditional direct effect c′ (every model but 8), standardized in model 6. */
  directEffect: MediationEffect | null;
  /** Model 8's direct effect of X at each value of W. */
  conditionalDirectEffects: ConditionalDirectEffect[];
  /** Model 6: every specific path, then the total. */
  indirectEffects: SerialIndirectEffect[];
  /**
   * Model 6, as model 4: each of `indirectEffects` / SD(Y), and · SD(X) / SD(Y), with bootstrap
   * intervals from the same resamples (each resample standardized by its own SDs); empty for
   * the moderated models.
   */
  partiallyStandardizedIndirectEffects: SerialIndirectEffect[];
  completelyStandardizedIndirectEffects: SerialIndirectEffect[];
  /** The values of W the effects are conditioned at (16th, 50th, 84th percentiles, or a dichotomous W's two values). */
  moderatorValues: ModeratorValue[];
  /** Per mediator, at each value of W. */
  conditionalIndirectEffects: ConditionalIndirectEffect[];
  indexOfModeratedMediation: ModeratedMediationIndex[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
