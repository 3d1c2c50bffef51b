import { z } from 'zod';
import { groupValue } from './tIndependent';
import { withHeaderTexts } from './tTestCommon';
import type { AnalysisDefinition, ResultChartModel } from './types';
import type { AnalysisResult } from '../types';

/** SPSS FREQUENCIES "Statistics…", in the contract's order. */
export const frequencyStatisticOptions = [
  'quartiles',
  'mean',
  'median',
  'mode',
  'sum',
  'std',
  'variance',
  'range',
  'min',
  'max',
  'seMean',
  'skewness',
  'kurtosis',
] as const;

/** A set of choices: duplicates removed, kept in the listed order. */
function choiceSet<const T extends readonly [string, ...string[]]>(choices: T) {
  return z
    .array(z.enum(choices))
    .transform((chosen) => choices.filter((choice) => chosen.includes(choice)) as T[number][]);
}

/** One category of a recoding: its label and the values (as typed) that fall in it. */
export const valueGroupSchema = z.object({
  label: z.string().trim().min(1, { error: 'frequencies.errors.groupLabel' }),
  values: z.array(z.string().trim().min(1)).min(1, { error: 'frequencies.errors.groupValues' }),
});

export const factorGroupSchema = z.object({
  variable: z.string().min(1),
  groups: z.array(valueGroupSchema).min(1),
});

/**
 * `frequencies` of analysis-contract.md: SPSS FREQUENCIES. Like SPSS, no statistics are
 * asked for by default (the frequency table only); `factorGroups` recodes values into
 * labelled categories before counting (the data step's category grouping).
 */
export const frequenciesOptionsSchema = z
  .object({
    variables: z.array(z.string().min(1)).min(1, { error: 'errors.variablesMin' }),
    statistics: choiceSet(frequencyStatisticOptions).default([]),
    factorGroups: z.array(factorGroupSchema).default([]),
  })
  .superRefine((values, context) => {
    values.factorGroups.forEach((group, index) => {
      if (!values.variables.includes(group.variable))
        context.addIssue({
          code: 'custom',
          path: ['factorGroups', index, 'variable'],
          message: 'frequencies.errors.groupVariable',
        });
    });
  });

export type FrequenciesOptionsInput = z.input<typeof frequenciesOptionsSchema>;
export type FrequenciesOptions = z.output<typeof frequenciesOptionsSchema>;

export const frequenciesRequestSchema = z.strictObject({
  variables: z.array(z.string().min(1)).min(1),
  statistics: z.array(z.enum(frequencyStatisticOptions)),
  factorGroups: z.array(
    z.strictObject({
      variable: z.string().min(1),
      groups: z
        .array(
          z.strictObject({
            label: z.string().min(1),
            values: z.array(z.union([z.number(), z.string().min(1)])).min(1),
          }),
        )
        .min(1),
    }),
  ),
});

/** More categories than this make a bar chart unreadable; the table says it all then. */
export const MAX_BAR_CATEGORIES = 15;

/** The engine's per-variable counts, as far as the chart reads them. */
interface FrequencyVariableLike {
  variable: string;
  rows: { value: number | string; label?: string; frequency: number }[];
}

/** One bar chart of the valid values' frequencies per variable with few enough categories. */
export function frequencyBarCharts(result: AnalysisResult): ResultChartModel[] {
  const variables = (result as { variables?: FrequencyVariableLike[] }).variables ?? [];
  return variables
    .filter((variable) => variable.rows.length > 0 && variable.rows.length <= MAX_BAR_CATEGORIES)
    .map((variable, index) => ({
      kind: 'bar',
      id: `frequency-bar-${index}`,
      titleKey: 'frequencies.charts.title',
      variable: variable.variable,
      categories: variable.rows.map((row) => row.label ?? String(row.value)),
      values: variable.rows.map((row) => row.frequency),
      yLabelKey: 'frequencies.charts.frequency',
      descriptionKey: 'frequencies.charts.description',
    }));
}

export const frequenciesDefinition: AnalysisDefinition<typeof frequenciesOptionsSchema> = {
  id: 'frequencies',
  path: '/services/desc/stats/frequencies',
  titleKey: 'frequencies.title',
  descriptionKey: 'frequencies.description',
  optionsSchema: frequenciesOptionsSchema,
  defaultValues: { variables: [], statistics: [], factorGroups: [] },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'variables',
            labelKey: 'frequencies.targets.variables',
            helpKey: 'frequencies.targets.variablesHelp',
            accepts: ['numeric', 'categorical'],
            min: 1,
          },
        ],
      },
      {
        kind: 'options',
        field: 'statistics',
        control: 'checkboxGroup',
        labelKey: 'frequencies.statistics.label',
        helpKey: 'frequencies.statistics.help',
        options: frequencyStatisticOptions.map((value) => ({
          value,
          labelKey: `frequencies.statistics.${value}`,
        })),
      },
      {
        kind: 'valueGroups',
        field: 'factorGroups',
        labelKey: 'frequencies.factorGroups.label',
        helpKey: 'frequencies.factorGroups.help',
        variablesField: 'variables',
      },
    ],
  },
  toRequest: (values) => {
    const variables = [...new Set(values.variables)];
    return {
      variables,
      statistics: values.statistics,
      // Groups of variables no longer chosen are dropped; typed numbers become numbers.
      factorGroups: values.factorGroups
        .filter((group) => variables.includes(group.variable))
        .map((group) => ({
          variable: group.variable,
          groups: group.groups.map((g) => ({
            label: g.label.trim(),
            values: g.values.map(groupValue),
          })),
        })),
    };
  },
  fromRequest: (request) => {
    const stored = request as Partial<z.infer<typeof frequenciesRequestSchema>>;
    return {
      ...frequenciesDefinition.defaultValues,
      ...(stored.variables ? { variables: stored.variables } : {}),
      ...(stored.statistics ? { statistics: stored.statistics } : {}),
      // The form types group values as text; toRequest turns numbers back into numbers.
      factorGroups: (stored.factorGroups ?? []).map((group) => ({
        variable: group.variable,
        groups: group.groups.map((g) => ({ label: g.label, values: g.values.map(String) })),
      })),
    };
  },
  requestSchema: frequenciesRequestSchema,
  resultTables: (result) => withHeaderTexts(result.tables),
  resultCharts: (result) => frequencyBarCharts(result),
};
