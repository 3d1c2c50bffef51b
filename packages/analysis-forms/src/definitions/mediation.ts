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
import { requestToValues } from './fromRequest';
import type { AnalysisDefinition, ResultChartModel } from './types';

/** The engine's fixed default seed: the same request gives the same bootstrap intervals. */
export const DEFAULT_MEDIATION_SEED = 20251124;
export const MAX_BOOTSTRAP_SAMPLES = 100_000;
/** Hayes's PROCESS models this analysis fits; 4 is simple and parallel mediation. */
export const mediationModels = ['4', '6', '7', '8', '14', '58'] as const;
/** The models with a moderator W. */
const moderatedModels: readonly string[] = ['7', '8', '14', '58'];

/**
 * PROCESS model 4 (or 6, 7, 8, 14, 58) with the contract's defaults: 5000 bootstrap samples, percentile intervals
 * (PROCESS's default; bias-corrected when `adjustBootstrap`), 95%, the engine's fixed seed.
 */
export const mediationOptionsSchema = z
  .object({
    dependents: oneVariable,
    independents: oneVariable,
    mediators: variableList(1).max(10, { error: 'mediation.errors.mediatorCount' }),
    moderators: z.array(z.string().min(1)).default([]),
    covariates: z.array(z.string().min(1)).default([]),
    modelNumber: z.enum(mediationModels, { error: 'errors.chooseOne' }).default('4'),
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
  .superRefine((values, context) => {
    const mediators = unique(values.mediators).length;
    if (values.modelNumber === '6' && (mediators < 2 || mediators > 4))
      context.addIssue({
        code: 'custom',
        path: ['mediators'],
        message: 'mediation.errors.serialMediatorCount',
      });
    // Models 4 and 6 leave a chosen W out of the request (a person switching models keeps
    // their choice), so W counts, and must be distinct, only in the moderated models.
    const moderated = moderatedModels.includes(values.modelNumber);
    if (moderated && unique(values.moderators).length !== 1)
      context.addIssue({
        code: 'custom',
        path: ['moderators'],
        message: 'mediation.errors.moderatorNeeded',
      });
    checkOneRolePerVariable(
      values,
      moderated
        ? ['dependents', 'independents', 'mediators', 'moderators', 'covariates']
        : ['dependents', 'independents', 'mediators', 'covariates'],
      context,
    );
  });

export type MediationOptions = z.output<typeof mediationOptionsSchema>;

export const mediationRequestSchema = z.strictObject({
  dependents: z.tuple([z.string().min(1)]),
  independents: z.tuple([z.string().min(1)]),
  mediators: z.array(z.string().min(1)).min(1),
  moderators: z.array(z.string().min(1)).length(1).optional(),
  covariates: z.array(z.string().min(1)),
  modelNumber: z.union([
    z.literal(4),
    z.literal(6),
    z.literal(7),
    z.literal(8),
    z.literal(14),
    z.literal(58),
  ]),
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
    // The path diagram is model 4's; the other PROCESS models show their tables.
    (result as { modelNumber?: unknown }).modelNumber === 4 &&
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
    moderators: [],
    covariates: [],
    modelNumber: '4',
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
            id: 'moderators',
            labelKey: 'mediation.targets.moderators',
            helpKey: 'mediation.targets.moderatorsHelp',
            accepts: ['numeric'],
            min: 0,
            max: 1,
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
        field: 'modelNumber',
        control: 'radio',
        labelKey: 'mediation.modelNumber.label',
        helpKey: 'mediation.modelNumber.help',
        options: mediationModels.map((value) => ({
          value,
          labelKey: `mediation.modelNumber.model${value}`,
        })),
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
    // Model 4's request keeps its old shape: no moderators field.
    ...(moderatedModels.includes(values.modelNumber)
      ? { moderators: unique(values.moderators) }
      : {}),
    covariates: unique(values.covariates),
    modelNumber: Number(values.modelNumber) as 4 | 6 | 7 | 8 | 14 | 58,
    numberOfBootstrapSamples: values.numberOfBootstrapSamples,
    adjustBootstrap: values.adjustBootstrap,
    seed: values.seed,
    selectedConfidence: values.selectedConfidence,
  }),
  fromRequest: (request) => {
    const { modelNumber, ...rest } = request;
    const values = requestToValues({ ...mediationDefinition, fromRequest: undefined }, rest);
    // The form's radio holds the model number as text.
    return modelNumber === undefined ? values : { ...values, modelNumber: String(modelNumber) };
  },
  requestSchema: mediationRequestSchema,
  resultTables: (result) => tidyTables(result.tables),
  resultCharts: mediationCharts,
};
