import { z } from 'zod';
import type { AnalysisResult } from '../types';
import { anovaTables } from './anova';
import type { AnalysisDefinition, OptionsSection, ResultChartModel } from './types';

/** Adjustments of the marginal means' pairwise comparisons (SPSS EMMEANS COMPARE ADJ). */
export const repeatedPairwiseOptions = ['lsd', 'bonferroni', 'sidak'] as const;

/** SPSS's Repeated Measures Define Factor(s) dialog starts from "factor1" with no levels. */
const DEFAULT_FACTOR_NAMES = ['factor1', 'factor2'] as const;
const MAX_LEVELS = 50;

const levelsSchema = z
  .number({ error: 'repeated.errors.levels' })
  .int({ error: 'repeated.errors.levels' })
  .min(2, { error: 'repeated.errors.levels' })
  .max(MAX_LEVELS, { error: 'repeated.errors.levels' });

/**
 * Form values, as SPSS's flow: define the within-subject factor(s) (name and number of
 * levels), then move one measure per level combination, in the order SPSS lists them (the last
 * factor varying fastest); between-subjects factors make it a mixed design.
 */
export const repeatedOptionsSchema = z
  .object({
    withinName: z
      .string()
      .trim()
      .min(1, { error: 'repeated.errors.name' })
      .max(64, { error: 'repeated.errors.name' })
      .default(DEFAULT_FACTOR_NAMES[0]),
    withinLevels: levelsSchema.default(2),
    secondWithin: z.boolean().default(false),
    withinName2: z
      .string()
      .trim()
      .max(64, { error: 'repeated.errors.name' })
      .default(DEFAULT_FACTOR_NAMES[1]),
    withinLevels2: levelsSchema.default(2),
    measures: z.array(z.string().min(1)).min(2, { error: 'repeated.errors.measuresMin' }),
    betweenFactors: z.array(z.string().min(1)).default([]),
    pairwiseComparisons: z
      .enum(repeatedPairwiseOptions, { error: 'errors.chooseOne' })
      .default('bonferroni'),
    selectedConfidence: z
      .number({ error: 'errors.confidenceRange' })
      .min(50, { error: 'errors.confidenceRange' })
      .max(99.9, { error: 'errors.confidenceRange' })
      .default(95),
  })
  .superRefine((values, context) => {
    if (values.secondWithin) {
      if (values.withinName2 === '')
        context.addIssue({
          code: 'custom',
          path: ['withinName2'],
          message: 'repeated.errors.name',
        });
      else if (values.withinName2 === values.withinName)
        context.addIssue({
          code: 'custom',
          path: ['withinName2'],
          message: 'repeated.errors.sameName',
        });
    }
    const cells = values.withinLevels * (values.secondWithin ? values.withinLevels2 : 1);
    if (values.measures.length >= 2 && values.measures.length !== cells)
      context.addIssue({
        code: 'custom',
        path: ['measures'],
        message: 'repeated.errors.measuresCount',
      });
    else if (new Set(values.measures).size !== values.measures.length)
      context.addIssue({
        code: 'custom',
        path: ['measures'],
        message: 'repeated.errors.sameMeasure',
      });
    if (values.betweenFactors.some((name) => values.measures.includes(name)))
      context.addIssue({
        code: 'custom',
        path: ['betweenFactors'],
        message: 'repeated.errors.betweenIsMeasure',
      });
  });

export type RepeatedOptionsInput = z.input<typeof repeatedOptionsSchema>;
export type RepeatedOptions = z.output<typeof repeatedOptionsSchema>;

/** The engine's request (packages/stats/src/analyses/repeated/README.md): exact keys. */
export const repeatedRequestSchema = z.strictObject({
  withinFactors: z
    .array(z.strictObject({ name: z.string().min(1), levels: z.number().int().min(2) }))
    .min(1)
    .max(2),
  measures: z.array(z.string().min(1)).min(2),
  betweenFactors: z.array(z.string().min(1)),
  pairwiseComparisons: z.enum(repeatedPairwiseOptions),
  selectedConfidence: z.number().min(50).max(99.9),
});

const option = (
  field: string,
  control: OptionsSection['control'],
  values: readonly string[] = [],
  extra: Partial<OptionsSection> = {},
): OptionsSection => ({
  kind: 'options',
  field,
  control,
  labelKey: `repeated.${field}.label`,
  helpKey: `repeated.${field}.help`,
  options: values.map((value) => ({ value, labelKey: `repeated.${field}.${value}` })),
  ...extra,
});

const second = { visibleWhen: { field: 'secondWithin', equals: true } } as const;

export const repeatedDefinition: AnalysisDefinition<typeof repeatedOptionsSchema> = {
  id: 'anova/repeated',
  path: '/services/anal/average/repeated',
  titleKey: 'repeated.title',
  descriptionKey: 'repeated.description',
  optionsSchema: repeatedOptionsSchema,
  defaultValues: {
    withinName: DEFAULT_FACTOR_NAMES[0],
    withinLevels: 2,
    secondWithin: false,
    withinName2: DEFAULT_FACTOR_NAMES[1],
    withinLevels2: 2,
    measures: [],
    betweenFactors: [],
    pairwiseComparisons: 'bonferroni',
    selectedConfidence: 95,
  },
  layout: {
    sections: [
      option('withinName', 'text'),
      option('withinLevels', 'number', [], { min: 2, max: MAX_LEVELS, step: 1 }),
      option('secondWithin', 'switch'),
      option('withinName2', 'text', [], second),
      option('withinLevels2', 'number', [], { min: 2, max: MAX_LEVELS, step: 1, ...second }),
      {
        kind: 'variables',
        targets: [
          {
            id: 'measures',
            labelKey: 'repeated.targets.measures',
            helpKey: 'repeated.targets.measuresHelp',
            accepts: ['numeric'],
            min: 2,
          },
          {
            id: 'betweenFactors',
            labelKey: 'repeated.targets.betweenFactors',
            helpKey: 'repeated.targets.betweenFactorsHelp',
            // SPSS takes numeric codes (1, 2, 3) as well as text categories.
            accepts: ['categorical', 'numeric'],
            min: 0,
            max: 3,
          },
        ],
      },
      option('pairwiseComparisons', 'radio', repeatedPairwiseOptions),
      option('selectedConfidence', 'number', [], { min: 50, max: 99.9, step: 0.1 }),
    ],
  },
  toRequest: (values) => ({
    withinFactors: [
      { name: values.withinName, levels: values.withinLevels },
      ...(values.secondWithin ? [{ name: values.withinName2, levels: values.withinLevels2 }] : []),
    ],
    measures: values.measures,
    betweenFactors: [...new Set(values.betweenFactors)],
    pairwiseComparisons: values.pairwiseComparisons,
    selectedConfidence: values.selectedConfidence,
  }),
  fromRequest: (request) => {
    const values: Record<string, unknown> = { ...repeatedDefinition.defaultValues };
    const factors = Array.isArray(request.withinFactors)
      ? (request.withinFactors as { name?: unknown; levels?: unknown }[])
      : [];
    const [first, next] = factors;
    if (first) Object.assign(values, { withinName: first.name, withinLevels: first.levels });
    values.secondWithin = next !== undefined;
    if (next) Object.assign(values, { withinName2: next.name, withinLevels2: next.levels });
    for (const field of ['measures', 'betweenFactors', 'pairwiseComparisons', 'selectedConfidence'])
      if (request[field] !== undefined) values[field] = request[field];
    return values;
  },
  requestSchema: repeatedRequestSchema,
  resultTables: anovaTables,
  resultCharts: repeatedCharts,
};

/**
 * SPSS's profile plot: the marginal means of each between cell (one line each, or one line
 * without between factors) across the levels of the first within factor.
 */
export function repeatedCharts(result: AnalysisResult): ResultChartModel[] {
  const { profile, betweenFactors = [] } = result as {
    profile?: { factor: string; series: { label: string; means: (number | null)[] }[] };
    betweenFactors?: string[];
  };
  if (profile === undefined || profile.series.length === 0) return [];
  const levels = profile.series[0]!.means.length;
  return [
    {
      kind: 'profile',
      id: 'repeated-profile',
      titleKey: 'repeated.charts.title',
      factor: profile.factor,
      levels,
      yLabelKey: 'repeated.charts.yLabel',
      ...(betweenFactors.length > 0 ? { legendTitle: betweenFactors.join(' / ') } : {}),
      lines: profile.series.map((series) => ({
        label: series.label,
        ...(series.label === '' ? { labelKey: 'repeated.charts.all' } : {}),
        points: series.means.flatMap((mean, level) =>
          mean === null ? [] : [{ x: level + 1, y: mean }],
        ),
      })),
    },
  ];
}
