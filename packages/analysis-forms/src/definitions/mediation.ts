import { z } from 'zod';
import type { AnalysisResult } from '../types';
import {
  checkOneRolePerVariable,
  confidenceSchema,
  integerIn,
  oneVariable,
  tidyTables,
  unique,
  variableList,
} from './modelCommon';
import type { AnalysisDefinition, ResultChartModel } from './types';

/** The engine's fixed default seed: the same request gives the same bootstrap intervals. */
export const DEFAULT_MEDIATION_SEED = 20251124;
export const MAX_BOOTSTRAP_SAMPLES = 100_000;

/**
 * PROCESS model 4 with the contract's defaults: 5000 bootstrap samples, percentile intervals
 * (PROCESS's default; bias-corrected when `adjustBootstrap`), 95%, the engine's fixed seed.
 */
export const mediationOptionsSchema = z
  .object({
    dependents: oneVariable,
    independents: oneVariable,
    mediators: variableList(1).max(10, { error: 'mediation.errors.mediatorCount' }),
    covariates: z.array(z.string().min(1)).default([]),
    numberOfBootstrapSamples: integerIn(
      0,
      MAX_BOOTSTRAP_SAMPLES,
      'mediation.errors.bootstrapSamples',
    ).default(5000),
    adjustBootstrap: z.boolean().default(false),
    seed: integerIn(0, Number.MAX_SAFE_INTEGER, 'mediation.errors.seed').default(
      DEFAULT_MEDIATION_SEED,
    ),
    selectedConfidence: confidenceSchema,
  })
  .superRefine((values, context) =>
    checkOneRolePerVariable(
      values,
      ['dependents', 'independents', 'mediators', 'covariates'],
      context,
    ),
  );

export type MediationOptions = z.output<typeof mediationOptionsSchema>;

export const mediationRequestSchema = z.strictObject({
  dependents: z.tuple([z.string().min(1)]),
  independents: z.tuple([z.string().min(1)]),
  mediators: z.array(z.string().min(1)).min(1),
  covariates: z.array(z.string().min(1)),
  modelNumber: z.literal(4),
  numberOfBootstrapSamples: z.number().int().min(0).max(MAX_BOOTSTRAP_SAMPLES),
  adjustBootstrap: z.boolean(),
  seed: z.number().int().min(0),
  selectedConfidence: z.number().min(50).max(99.9),
});

interface CoefficientLike {
  term: string;
  coeff: number;
  pValue: number | null;
}

export interface MediationResultLike extends AnalysisResult {
  analysis: 'mediation';
  dependent: string;
  independent: string;
  mediators: string[];
  models: { outcome: string; role: string; coefficients: CoefficientLike[] }[];
  totalEffect: { effect: number; pValue: number | null };
  directEffect: { effect: number; pValue: number | null };
}

function isMediationResult(result: AnalysisResult): result is MediationResultLike {
  const candidate = result as Partial<MediationResultLike>;
  return (
    result.analysis === 'mediation' &&
    Array.isArray(candidate.models) &&
    Array.isArray(candidate.mediators) &&
    candidate.directEffect !== undefined
  );
}

/** The path diagram of model 4: a (X → M), b (M → Y given X), c′ and c. */
export function mediationCharts(result: AnalysisResult): ResultChartModel[] {
  if (!isMediationResult(result)) return [];
  const coefficient = (outcome: string, term: string) => {
    const model = result.models.find((m) => m.outcome === outcome && m.role !== 'total');
    const found = model?.coefficients.find((c) => c.term === term);
    return found ? { estimate: found.coeff, p: found.pValue } : null;
  };
  const mediators = result.mediators.map((name) => ({
    name,
    a: coefficient(name, result.independent),
    b: coefficient(result.dependent, name),
  }));
  if (mediators.some((m) => m.a === null || m.b === null)) return [];
  return [
    {
      kind: 'path',
      id: 'mediation-path',
      titleKey: 'mediation.charts.title',
      x: result.independent,
      y: result.dependent,
      mediators: mediators.map((m) => ({ name: m.name, a: m.a!, b: m.b! })),
      cPrime: { estimate: result.directEffect.effect, p: result.directEffect.pValue },
      c: { estimate: result.totalEffect.effect, p: result.totalEffect.pValue },
    },
  ];
}

export const mediationDefinition: AnalysisDefinition<typeof mediationOptionsSchema> = {
  id: 'mediation',
  path: '/services/anal/regression/mediation',
  titleKey: 'mediation.title',
  descriptionKey: 'mediation.description',
  optionsSchema: mediationOptionsSchema,
  defaultValues: {
    dependents: [],
    independents: [],
    mediators: [],
    covariates: [],
    numberOfBootstrapSamples: 5000,
    adjustBootstrap: false,
    seed: DEFAULT_MEDIATION_SEED,
    selectedConfidence: 95,
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'dependents',
            labelKey: 'mediation.targets.dependents',
            accepts: ['numeric'],
            min: 1,
            max: 1,
          },
          {
            id: 'independents',
            labelKey: 'mediation.targets.independents',
            accepts: ['numeric'],
            min: 1,
            max: 1,
          },
          {
            id: 'mediators',
            labelKey: 'mediation.targets.mediators',
            helpKey: 'mediation.targets.mediatorsHelp',
            accepts: ['numeric'],
            min: 1,
            max: 10,
          },
          {
            id: 'covariates',
            labelKey: 'mediation.targets.covariates',
            accepts: ['numeric'],
            min: 0,
          },
        ],
      },
      {
        kind: 'options',
        field: 'numberOfBootstrapSamples',
        control: 'number',
        labelKey: 'mediation.bootstrap.label',
        helpKey: 'mediation.bootstrap.help',
        options: [],
        min: 0,
        max: MAX_BOOTSTRAP_SAMPLES,
        step: 1000,
      },
      {
        kind: 'options',
        field: 'adjustBootstrap',
        control: 'switch',
        labelKey: 'mediation.adjustBootstrap.label',
        helpKey: 'mediation.adjustBootstrap.help',
        options: [],
      },
      {
        kind: 'options',
        field: 'seed',
        control: 'number',
        labelKey: 'mediation.seed.label',
        helpKey: 'mediation.seed.help',
        options: [],
        min: 0,
        step: 1,
      },
      {
        kind: 'options',
        field: 'selectedConfidence',
        control: 'number',
        labelKey: 'mediation.selectedConfidence.label',
        options: [],
        min: 50,
        max: 99.9,
        step: 0.1,
      },
    ],
  },
  toRequest: (values) => ({
    dependents: [values.dependents[0]!],
    independents: [values.independents[0]!],
    mediators: unique(values.mediators),
    covariates: unique(values.covariates),
    modelNumber: 4,
    numberOfBootstrapSamples: values.numberOfBootstrapSamples,
    adjustBootstrap: values.adjustBootstrap,
    seed: values.seed,
    selectedConfidence: values.selectedConfidence,
  }),
  requestSchema: mediationRequestSchema,
  resultTables: (result) => tidyTables(result.tables),
  resultCharts: mediationCharts,
};
