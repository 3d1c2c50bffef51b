import { z } from 'zod';
import type { AnalysisResult } from '../types';
import {
  checkOneRolePerVariable,
  confidenceSchema,
  oneVariable,
  tidyTables,
  unique,
  variableList,
} from './modelCommon';
import { requestToValues } from './fromRequest';
import type { AnalysisDefinition, ResultChartModel } from './types';

// Value lists of analysis-contract.md, `moderation` (Hayes's PROCESS models 1–3).
/** The radio's values; the request carries the number. */
export const moderationModels = ['1', '2', '3'] as const;
export const moderationCentering = ['none', 'all', 'continuous'] as const;
export const moderationProbeValues = ['percentiles', 'meanSd'] as const;

/**
 * PROCESS's defaults where the contract is silent: no centring, probes at the 16th, 50th
 * and 84th percentiles, no Johnson–Neyman output, 95% intervals. Models 1–3 are OLS with
 * closed-form inference, so the form offers no bootstrap (the engine would not use it).
 */
export const moderationOptionsSchema = z
  .object({
    dependents: oneVariable,
    independents: oneVariable,
    moderators: variableList(1).max(2, { error: 'moderation.errors.moderatorCount' }),
    covariates: z.array(z.string().min(1)).default([]),
    modelNumber: z.enum(moderationModels, { error: 'errors.chooseOne' }).default('1'),
    centering: z.enum(moderationCentering, { error: 'errors.chooseOne' }).default('none'),
    probeValues: z
      .enum(moderationProbeValues, { error: 'errors.chooseOne' })
      .default('percentiles'),
    johnsonNeyman: z.boolean().default(false),
    selectedConfidence: confidenceSchema,
  })
  .superRefine((values, context) => {
    const needed = values.modelNumber === '1' ? 1 : 2;
    if (unique(values.moderators).length !== needed)
      context.addIssue({
        code: 'custom',
        path: ['moderators'],
        message: 'moderation.errors.moderatorCount',
      });
    checkOneRolePerVariable(
      values,
      ['dependents', 'independents', 'moderators', 'covariates'],
      context,
    );
  });

export type ModerationOptions = z.output<typeof moderationOptionsSchema>;

export const moderationRequestSchema = z.strictObject({
  dependents: z.tuple([z.string().min(1)]),
  independents: z.tuple([z.string().min(1)]),
  moderators: z.array(z.string().min(1)).min(1).max(2),
  covariates: z.array(z.string().min(1)),
  modelNumber: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  centering: z.enum(moderationCentering),
  probeValues: z.enum(moderationProbeValues),
  johnsonNeyman: z.boolean(),
  selectedConfidence: z.number().min(50).max(99.9),
});

/** A conditional effect of X as the engine reports it. */
interface ConditionalEffectLike {
  w: number;
  z?: number;
  effect: number;
  lowerConf: number | null;
  upperConf: number | null;
}

export interface ModerationResultLike extends AnalysisResult {
  analysis: 'moderation';
  focal: string;
  moderators: string[];
  conditionalEffects: ConditionalEffectLike[];
  johnsonNeyman: { effects: ConditionalEffectLike[] } | null;
}

function isModerationResult(result: AnalysisResult): result is ModerationResultLike {
  const candidate = result as Partial<ModerationResultLike>;
  return (
    result.analysis === 'moderation' &&
    Array.isArray(candidate.conditionalEffects) &&
    Array.isArray(candidate.moderators)
  );
}

/**
 * X's conditional effect across W: one line per value of Z (models 2 and 3), or for model 1
 * the effect with its interval bounds, over the Johnson–Neyman grid when it was asked for.
 */
export function moderationCharts(result: AnalysisResult): ResultChartModel[] {
  if (!isModerationResult(result)) return [];
  const [w, z] = result.moderators;
  if (w === undefined) return [];
  const byW = (a: ConditionalEffectLike, b: ConditionalEffectLike) => a.w - b.w;
  let lines: { label: string; labelKey?: string; points: { x: number; y: number }[] }[];
  if (z === undefined) {
    const effects = [...(result.johnsonNeyman?.effects ?? result.conditionalEffects)].sort(byW);
    const bound = (key: 'lowerConf' | 'upperConf') =>
      effects.flatMap((e) => (e[key] === null ? [] : [{ x: e.w, y: e[key] }]));
    lines = [
      {
        label: '',
        labelKey: 'moderation.charts.effect',
        points: effects.map((e) => ({ x: e.w, y: e.effect })),
      },
      { label: '', labelKey: 'moderation.charts.lower', points: bound('lowerConf') },
      { label: '', labelKey: 'moderation.charts.upper', points: bound('upperConf') },
    ];
  } else {
    const zs = [...new Set(result.conditionalEffects.map((e) => e.z ?? 0))];
    lines = zs.map((value) => ({
      label: `${z} = ${Number(value.toFixed(3))}`,
      points: result.conditionalEffects
        .filter((e) => (e.z ?? 0) === value)
        .sort(byW)
        .map((e) => ({ x: e.w, y: e.effect })),
    }));
  }
  if (lines.every((line) => line.points.length < 2)) return [];
  return [
    {
      kind: 'interaction',
      id: 'moderation-conditional-effects',
      titleKey: 'moderation.charts.title',
      xLabel: w,
      yLabelKey: 'moderation.charts.yLabel',
      focal: result.focal,
      ...(z === undefined ? {} : { legendTitle: z }),
      lines,
    },
  ];
}

export const moderationDefinition: AnalysisDefinition<typeof moderationOptionsSchema> = {
  id: 'moderation',
  path: '/services/anal/regression/moderation',
  titleKey: 'moderation.title',
  descriptionKey: 'moderation.description',
  optionsSchema: moderationOptionsSchema,
  defaultValues: {
    dependents: [],
    independents: [],
    moderators: [],
    covariates: [],
    modelNumber: '1',
    centering: 'none',
    probeValues: 'percentiles',
    johnsonNeyman: false,
    selectedConfidence: 95,
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'dependents',
            labelKey: 'moderation.targets.dependents',
            accepts: ['numeric'],
            min: 1,
            max: 1,
          },
          {
            id: 'independents',
            labelKey: 'moderation.targets.independents',
            accepts: ['numeric'],
            min: 1,
            max: 1,
          },
          {
            id: 'moderators',
            labelKey: 'moderation.targets.moderators',
            helpKey: 'moderation.targets.moderatorsHelp',
            accepts: ['numeric'],
            min: 1,
            max: 2,
          },
          {
            id: 'covariates',
            labelKey: 'moderation.targets.covariates',
            accepts: ['numeric'],
            min: 0,
          },
        ],
      },
      {
        kind: 'options',
        field: 'modelNumber',
        control: 'radio',
        labelKey: 'moderation.modelNumber.label',
        helpKey: 'moderation.modelNumber.help',
        options: moderationModels.map((value) => ({
          value,
          labelKey: `moderation.modelNumber.model${value}`,
        })),
      },
      {
        kind: 'options',
        field: 'centering',
        control: 'radio',
        labelKey: 'moderation.centering.label',
        helpKey: 'moderation.centering.help',
        options: moderationCentering.map((value) => ({
          value,
          labelKey: `moderation.centering.${value}`,
        })),
      },
      {
        kind: 'options',
        field: 'probeValues',
        control: 'radio',
        labelKey: 'moderation.probeValues.label',
        helpKey: 'moderation.probeValues.help',
        options: moderationProbeValues.map((value) => ({
          value,
          labelKey: `moderation.probeValues.${value}`,
        })),
      },
      {
        kind: 'options',
        field: 'johnsonNeyman',
        control: 'switch',
        labelKey: 'moderation.johnsonNeyman.label',
        helpKey: 'moderation.johnsonNeyman.help',
        options: [],
      },
      {
        kind: 'options',
        field: 'selectedConfidence',
        control: 'number',
        labelKey: 'moderation.selectedConfidence.label',
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
    moderators: unique(values.moderators),
    covariates: unique(values.covariates),
    modelNumber: Number(values.modelNumber) as 1 | 2 | 3,
    centering: values.centering,
    probeValues: values.probeValues,
    johnsonNeyman: values.johnsonNeyman,
    selectedConfidence: values.selectedConfidence,
  }),
  fromRequest: (request) => {
    const { modelNumber, ...rest } = request;
    const values = requestToValues({ ...moderationDefinition, fromRequest: undefined }, rest);
    // The form's radio holds the model number as text.
    return modelNumber === undefined ? values : { ...values, modelNumber: String(modelNumber) };
  },
  requestSchema: moderationRequestSchema,
  resultTables: (result) => tidyTables(result.tables),
  resultCharts: moderationCharts,
};
