import { z } from 'zod';
import type { AnalysisDefinition, OptionsSection } from './types';

// Value lists of analysis-contract.md, `chi`; order is the order of SPSS's Crosstabs dialogs.
export const chiCounts = ['observed', 'expected'] as const;
export const chiPercentages = ['row', 'column', 'total'] as const;
export const chiStatistics = ['phiCramer', 'contingency', 'lambda', 'gamma'] as const;

function choiceSet<const T extends readonly [string, ...string[]]>(choices: T) {
  return z
    .array(z.enum(choices))
    .transform((chosen) => choices.filter((choice) => chosen.includes(choice)) as T[number][]);
}

/** Exactly one variable, held as a one-item list by the variable picker. */
const oneVariable = z
  .array(z.string().min(1))
  .min(1, { error: 'errors.variablesMin' })
  .max(1, { error: 'chi.errors.oneVariable' });

/**
 * Form values. SPSS CROSSTABS shows observed counts only and no test by default; the
 * chi-square test is the reason people open this page, so it starts checked (a
 * deliberate difference from SPSS, said in the help text).
 */
export const chiOptionsSchema = z.object({
  rows: oneVariable,
  columns: oneVariable,
  layers: z.array(z.string().min(1)).default([]),
  counts: choiceSet(chiCounts)
    .refine((chosen) => chosen.length > 0, { error: 'chi.errors.chooseCount' })
    .default(['observed']),
  percentages: choiceSet(chiPercentages).default([]),
  chiSquareTest: z.boolean().default(true),
  statistics: choiceSet(chiStatistics).default([]),
});

export type ChiOptionsInput = z.input<typeof chiOptionsSchema>;
export type ChiOptions = z.output<typeof chiOptionsSchema>;

/** The contract's request: exact keys and values, nothing else. */
export const chiRequestSchema = z.strictObject({
  rows: z.string().min(1),
  columns: z.string().min(1),
  layers: z.array(z.string().min(1)),
  counts: z.array(z.enum(chiCounts)).min(1),
  percentages: z.array(z.enum(chiPercentages)),
  chiSquareTest: z.boolean(),
  statistics: z.array(z.enum(chiStatistics)),
});

const option = (
  field: string,
  control: OptionsSection['control'],
  values: readonly string[] = [],
): OptionsSection => ({
  kind: 'options',
  field,
  control,
  labelKey: `chi.${field}.label`,
  helpKey: `chi.${field}.help`,
  options: values.map((value) => ({ value, labelKey: `chi.${field}.${value}` })),
});

/** SPSS Crosstabs: a row and a column variable (and layers), cells, chi-square, measures. */
export const chiDefinition: AnalysisDefinition<typeof chiOptionsSchema> = {
  id: 'chi',
  // Spelt 'sqaure' as the service's published route has it.
  path: '/services/anal/association/chi-sqaure',
  titleKey: 'chi.title',
  descriptionKey: 'chi.description',
  optionsSchema: chiOptionsSchema,
  defaultValues: {
    rows: [],
    columns: [],
    layers: [],
    counts: ['observed'],
    percentages: [],
    chiSquareTest: true,
    statistics: [],
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'rows',
            labelKey: 'chi.targets.rows',
            helpKey: 'chi.targets.rowsHelp',
            accepts: ['categorical', 'numeric'],
            min: 1,
            max: 1,
          },
          {
            id: 'columns',
            labelKey: 'chi.targets.columns',
            helpKey: 'chi.targets.columnsHelp',
            accepts: ['categorical', 'numeric'],
            min: 1,
            max: 1,
          },
          {
            id: 'layers',
            labelKey: 'chi.targets.layers',
            helpKey: 'chi.targets.layersHelp',
            accepts: ['categorical', 'numeric'],
            min: 0,
          },
        ],
      },
      option('chiSquareTest', 'switch'),
      option('statistics', 'checkboxGroup', chiStatistics),
      option('counts', 'checkboxGroup', chiCounts),
      option('percentages', 'checkboxGroup', chiPercentages),
    ],
  },
  toRequest: (values) => ({
    rows: values.rows[0] ?? '',
    columns: values.columns[0] ?? '',
    layers: [...new Set(values.layers)],
    counts: values.counts,
    percentages: values.percentages,
    chiSquareTest: values.chiSquareTest,
    statistics: values.statistics,
  }),
  requestSchema: chiRequestSchema,
  resultTables: (result) => result.tables,
};
