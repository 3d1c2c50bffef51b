import { z } from 'zod';
import type { AnalysisResult } from '../types';
import type { AnalysisDefinition, ResultChartModel } from './types';

// Value lists of analysis-contract.md, `descriptive`; order is the order of the form and of SPSS.
export const centralTendencyOptions = ['mean', 'median', 'mode', 'sum'] as const;
export const dispersionOptions = [
  'std',
  'variance',
  'range',
  'min',
  'max',
  'seMean',
  'iqr',
] as const;
export const distributionOptions = ['skewness', 'kurtosis'] as const;
export const significanceOptions = ['shapiroWilk', 'kolmogorovSmirnov'] as const;
export const visualizeOptions = ['histogram', 'boxplot', 'qq'] as const;
export const fillMethods = ['exclude', 'mean', 'median'] as const;

/** Level used when the person turns the interval on (the contract's common default). */
export const DEFAULT_CONFIDENCE = 95;

/** A set of choices: duplicates removed, kept in the contract's order. */
function choiceSet<const T extends readonly [string, ...string[]]>(choices: T) {
  return z
    .array(z.enum(choices))
    .transform((chosen) => choices.filter((choice) => chosen.includes(choice)) as T[number][]);
}

const confidenceLevel = z
  .number({ error: 'errors.confidenceRange' })
  .min(50, { error: 'errors.confidenceRange' })
  .max(99.9, { error: 'errors.confidenceRange' });

export const descriptiveOptionsSchema = z.object({
  variables: z.array(z.string().min(1)).min(1, { error: 'errors.variablesMin' }),
  // SPSS Descriptives checks mean, std. deviation, minimum and maximum by default.
  centralTendency: choiceSet(centralTendencyOptions).default(['mean']),
  dispersion: choiceSet(dispersionOptions).default(['std', 'min', 'max']),
  distribution: choiceSet(distributionOptions).default([]),
  // Off by default: SPSS Descriptives shows no interval, so the default table matches it.
  confidenceInterval: confidenceLevel.nullable().default(null),
  significance: choiceSet(significanceOptions).default([]),
  visualize: choiceSet(visualizeOptions).default([]),
  fillMethod: z.enum(fillMethods, { error: 'errors.chooseOne' }).default('exclude'),
});

export type DescriptiveOptionsInput = z.input<typeof descriptiveOptionsSchema>;
export type DescriptiveOptions = z.output<typeof descriptiveOptionsSchema>;

/** The contract's request: exact keys and values, nothing else. */
export const descriptiveRequestSchema = z.strictObject({
  variables: z.array(z.string().min(1)).min(1),
  centralTendency: z.array(z.enum(centralTendencyOptions)),
  dispersion: z.array(z.enum(dispersionOptions)),
  distribution: z.array(z.enum(distributionOptions)),
  confidenceInterval: z.number().min(50).max(99.9).nullable(),
  significance: z.array(z.enum(significanceOptions)),
  visualize: z.array(z.enum(visualizeOptions)),
  fillMethod: z.enum(fillMethods),
});

const choices = (group: string, values: readonly string[]) =>
  values.map((value) => ({ value, labelKey: `descriptive.${group}.${value}` }));

export const descriptiveDefinition: AnalysisDefinition<typeof descriptiveOptionsSchema> = {
  id: 'descriptive',
  path: '/services/desc/stats/descriptive',
  titleKey: 'descriptive.title',
  descriptionKey: 'descriptive.description',
  optionsSchema: descriptiveOptionsSchema,
  defaultValues: {
    variables: [],
    centralTendency: ['mean'],
    dispersion: ['std', 'min', 'max'],
    distribution: [],
    confidenceInterval: null,
    significance: [],
    visualize: [],
    fillMethod: 'exclude',
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'variables',
            labelKey: 'descriptive.targets.variables',
            accepts: ['numeric'],
            min: 1,
          },
        ],
      },
      {
        kind: 'options',
        field: 'centralTendency',
        control: 'checkboxGroup',
        labelKey: 'descriptive.centralTendency.label',
        options: choices('centralTendency', centralTendencyOptions),
      },
      {
        kind: 'options',
        field: 'dispersion',
        control: 'checkboxGroup',
        labelKey: 'descriptive.dispersion.label',
        options: choices('dispersion', dispersionOptions),
      },
      {
        kind: 'options',
        field: 'distribution',
        control: 'checkboxGroup',
        labelKey: 'descriptive.distribution.label',
        options: choices('distribution', distributionOptions),
      },
      {
        kind: 'options',
        field: 'confidenceInterval',
        control: 'confidence',
        labelKey: 'descriptive.confidenceInterval.label',
        levelLabelKey: 'descriptive.confidenceInterval.level',
        options: [],
        min: 50,
        max: 99.9,
        step: 0.1,
        defaultLevel: DEFAULT_CONFIDENCE,
      },
      {
        kind: 'options',
        field: 'significance',
        control: 'checkboxGroup',
        labelKey: 'descriptive.significance.label',
        options: choices('significance', significanceOptions),
      },
      {
        kind: 'options',
        field: 'visualize',
        control: 'checkboxGroup',
        labelKey: 'descriptive.visualize.label',
        options: choices('visualize', visualizeOptions),
      },
      {
        kind: 'options',
        field: 'fillMethod',
        control: 'radio',
        labelKey: 'descriptive.fillMethod.label',
        options: choices('fillMethod', fillMethods),
      },
    ],
  },
  toRequest: (values) => ({
    variables: [...new Set(values.variables)],
    centralTendency: values.centralTendency,
    dispersion: values.dispersion,
    distribution: values.distribution,
    confidenceInterval: values.confidenceInterval,
    significance: values.significance,
    visualize: values.visualize,
    fillMethod: values.fillMethod,
  }),
  requestSchema: descriptiveRequestSchema,
  resultTables: (result) => result.tables,
  resultCharts: (result) => descriptiveCharts(result),
};

/** What the engine computes for the ticked charts (`visualize`), per variable. */
interface DescriptiveChartData {
  variable: string;
  histogram?: {
    bins: { lower: number; upper: number; count: number }[];
    mean: number;
    std: number;
    n: number;
  };
  boxplot?: {
    q1: number;
    median: number;
    q3: number;
    whiskerLow: number;
    whiskerHigh: number;
    outliers: { value: number; extreme: boolean }[];
  };
  qq?: { points: { theoretical: number; sample: number }[] };
}

/**
 * The ticked charts, as SPSS's Explore draws them: a histogram and a normal Q-Q plot per
 * variable, and one box plot with a box per variable. The engine computes only what was
 * ticked, so what it returned is what is drawn.
 */
export function descriptiveCharts(result: AnalysisResult): ResultChartModel[] {
  const variables = (result as { variables?: DescriptiveChartData[] }).variables ?? [];
  const charts: ResultChartModel[] = [];
  variables.forEach((v, index) => {
    if (v.histogram && v.histogram.bins.length > 0)
      charts.push({
        kind: 'histogram',
        id: `descriptive-histogram-${index}`,
        titleKey: 'descriptive.charts.histogram',
        variable: v.variable,
        bins: v.histogram.bins.map((b) => ({ start: b.lower, end: b.upper, count: b.count })),
        mean: v.histogram.mean,
        std: v.histogram.std,
        n: v.histogram.n,
      });
  });
  const boxes = variables.filter((v) => v.boxplot);
  if (boxes.length > 0)
    charts.push({
      kind: 'boxplot',
      id: 'descriptive-boxplot',
      titleKey: 'descriptive.charts.boxplot',
      groups: boxes.map((v) => {
        const b = v.boxplot!;
        return {
          label: v.variable,
          min: b.whiskerLow,
          q1: b.q1,
          median: b.median,
          q3: b.q3,
          max: b.whiskerHigh,
          outliers: b.outliers.filter((o) => !o.extreme).map((o) => o.value),
          extremes: b.outliers.filter((o) => o.extreme).map((o) => o.value),
        };
      }),
    });
  variables.forEach((v, index) => {
    if (v.qq && v.qq.points.length > 0)
      charts.push({
        kind: 'qq',
        id: `descriptive-qq-${index}`,
        titleKey: 'descriptive.charts.qq',
        variable: v.variable,
        pairs: v.qq.points.map((p) => ({ observed: p.sample, expected: p.theoretical })),
      });
  });
  return charts;
}
