import type { ResultTableModel } from '../../types';

export const moderationModels = [1, 2, 3] as const;
export const moderationCentering = ['none', 'all', 'continuous'] as const;
export const moderationProbeValues = ['meanSd', 'percentiles'] as const;

/** `moderation` of analysis-contract.md: Hayes's PROCESS models 1, 2 and 3. */
export interface ModerationRequest {
  analysis: 'moderation';
  dependents: [string];
  /** The focal predictor X. */
  independents: [string];
  /** W (model 1); W and Z (models 2 and 3). */
  moderators: string[];
  covariates: string[];
  /** 1: X×W; 2: X×W and X×Z; 3: X×W×Z with every lower-order product. */
  modelNumber: (typeof moderationModels)[number];
  /**
   * PROCESS's `center`: 'all' mean-centres X and the moderators (the variables that form
   * products), 'continuous' only those that are not dichotomous. Covariates are never centred.
   */
  centering: (typeof moderationCentering)[number];
  /**
   * Where X's conditional effect is probed (a dichotomous moderator always at its two values):
   * 'percentiles' (PROCESS's default) at the 16th, 50th and 84th percentiles, 'meanSd' at the
   * mean and ±1 SD (PROCESS's `moments=1`), clamped to the observed range as PROCESS does.
   */
  probeValues: (typeof moderationProbeValues)[number];
  /** Johnson–Neyman regions of significance (model 1 with a continuous W). */
  johnsonNeyman: boolean;
  /**
   * Accepted for the form's sake and checked; models 1–3 are ordinary least squares with
   * closed-form inference, so no bootstrap is run and the number is not used.
   */
  numberOfBootstrapSamples: number | null;
  selectedConfidence: number;
  /** Cases missing any variable of the model are left out (PROCESS's only method). */
  selectedMissingValueControlMethod: 'listwise';
}

/** PROCESS's "Model Summary". */
export interface ModerationSummary {
  r: number | null;
  rSquared: number | null;
  /** Mean squared error, SSE / df2. */
  mse: number | null;
  f: number | null;
  df1: number;
  df2: number;
  pValue: number | null;
}

export interface ModerationCoefficient {
  /** '(상수) (Constant)', a variable name, or PROCESS's product name 'Int_1', 'Int_2', … */
  term: string;
  /** The variables a product term multiplies, in order (absent for other terms). */
  variables?: string[];
  coeff: number;
  se: number | null;
  tValue: number | null;
  pValue: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

/** One row of "Test(s) of highest order unconditional interaction(s)". */
export interface InteractionTest {
  /** 'X*W', 'X*Z', 'X*W*Z', or 'BOTH' (model 2's joint test of its two products). */
  term: string;
  rSquaredChange: number | null;
  f: number | null;
  df1: number;
  df2: number;
  pValue: number | null;
}

/** The values of one moderator at which X's effect is probed. */
export interface ModeratorProbe {
  variable: string;
  /** Exactly two distinct values: probed at both, never at percentiles or ±1 SD. */
  dichotomous: boolean;
  /** In the variable's analysis metric (centred when it was centred). */
  values: number[];
}

export interface ConditionalEffect {
  /** W's value (centred when W was centred). */
  w: number;
  /** Z's value (models 2 and 3). */
  z?: number;
  effect: number;
  se: number | null;
  tValue: number | null;
  pValue: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

/** Model 3: "Test of conditional X*W interaction at value(s) of Z". */
export interface ConditionalInteraction {
  z: number;
  effect: number;
  se: number | null;
  tValue: number | null;
  f: number | null;
  df1: number;
  df2: number;
  pValue: number | null;
}

export interface JohnsonNeymanPoint {
  /** W where the conditional effect's p equals 1 − confidence. */
  value: number;
  /** Percent of the cases with W below / above the value. */
  percentBelow: number;
  percentAbove: number;
}

export interface JohnsonNeyman {
  /** Transition points inside W's observed range, ascending (none when the effect never changes significance there). */
  points: JohnsonNeymanPoint[];
  /** X's conditional effect at 21 evenly spaced values from W's minimum to its maximum, and at the points. */
  effects: ConditionalEffect[];
}

export interface ModerationResult {
  analysis: 'moderation';
  modelNumber: ModerationRequest['modelNumber'];
  confidence: number;
  dependent: string;
  focal: string;
  moderators: string[];
  covariates: string[];
  /** Cases used (listwise) and cases left out. */
  n: number;
  excludedCases: number;
  /** Variables mean-centred before the products were formed. */
  centered: string[];
  summary: ModerationSummary;
  coefficients: ModerationCoefficient[];
  interactionTests: InteractionTest[];
  probes: ModeratorProbe[];
  conditionalEffects: ConditionalEffect[];
  /** Model 3 only (empty otherwise). */
  conditionalInteractions: ConditionalInteraction[];
  /** Null unless asked for and available (model 1, continuous W). */
  johnsonNeyman: JohnsonNeyman | null;
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
