import { z } from 'zod';
import type { AnalysisDefinition, OptionsSection } from './types';

// Value lists of analysis-contract.md, `reliability`; order is the order of SPSS's dialogs.
export const reliabilityModels = ['alpha', 'splitHalf', 'guttman', 'parallel', 'strict'] as const;
export const reliabilityAnalysisOptions = [
  'item',
  'scale',
  'scaleIfItemDeleted',
  'interItemCorrelations',
  'interItemCovariances',
  'summaryMeans',
  'omega',
] as const;

function choiceSet<const T extends readonly [string, ...string[]]>(choices: T) {
  return z
    .array(z.enum(choices))
    .transform((chosen) => choices.filter((choice) => chosen.includes(choice)) as T[number][]);
}

/** One scale per group: the groups of items made on the factor page (`factor/factorGroups`). */
export const reliabilityGroupSchema = z.object({
  name: z.string(),
  variables: z.array(z.string().min(1)),
});
export type ReliabilityGroup = z.infer<typeof reliabilityGroupSchema>;

/**
 * Form values; SPSS RELIABILITY's defaults: model alpha, no statistics. Either one scale
 * (`reliabilityVariables`, two items or more) or the groups handed over by the factor flow
 * (`factorGroups`, each with two items or more); groups win when there are any.
 */
export const reliabilityOptionsSchema = z
  .object({
    reliabilityVariables: z.array(z.string().min(1)),
    factorGroups: z.array(reliabilityGroupSchema).default([]),
    model: z.enum(reliabilityModels, { error: 'errors.chooseOne' }).default('alpha'),
    selectedAnalysisOptions: choiceSet(reliabilityAnalysisOptions).default([]),
  })
  .superRefine((values, context) => {
    if (values.factorGroups.length > 0) {
      values.factorGroups.forEach((group, index) => {
        if (new Set(group.variables).size < 2)
          context.addIssue({
            code: 'custom',
            path: ['factorGroups', index, 'variables'],
            message: 'reliability.errors.groupItems',
          });
      });
      return;
    }
    if (new Set(values.reliabilityVariables).size < 2)
      context.addIssue({
        code: 'custom',
        path: ['reliabilityVariables'],
        message: 'errors.variablesMin',
      });
  });

export type ReliabilityOptionsInput = z.input<typeof reliabilityOptionsSchema>;
export type ReliabilityOptions = z.output<typeof reliabilityOptionsSchema>;

const common = {
  model: z.enum(reliabilityModels),
  selectedAnalysisOptions: z.array(z.enum(reliabilityAnalysisOptions)),
};

/** The contract's request: one scale, or one scale per group; exact keys and values. */
export const reliabilityRequestSchema = z.union([
  z.strictObject({ reliabilityVariables: z.array(z.string().min(1)).min(2), ...common }),
  z.strictObject({
    factorGroups: z
      .array(z.strictObject({ name: z.string(), variables: z.array(z.string().min(1)).min(2) }))
      .min(1),
    ...common,
  }),
]);

const option = (
  field: string,
  control: OptionsSection['control'],
  values: readonly string[],
): OptionsSection => ({
  kind: 'options',
  field,
  control,
  labelKey: `reliability.${field}.label`,
  helpKey: `reliability.${field}.help`,
  options: values.map((value) => ({ value, labelKey: `reliability.${field}.${value}` })),
});

/**
 * SPSS Reliability Analysis. Start it with items already chosen by passing
 * `{ factorGroups: [{ name, variables }] }` (or `{ reliabilityVariables }`) as the wizard's
 * `initialValues` (see `reliabilityInitialValues`).
 */
export const reliabilityDefinition: AnalysisDefinition<typeof reliabilityOptionsSchema> = {
  id: 'reliability',
  path: '/services/anal/cause/reliability',
  titleKey: 'reliability.title',
  descriptionKey: 'reliability.description',
  optionsSchema: reliabilityOptionsSchema,
  defaultValues: {
    reliabilityVariables: [],
    factorGroups: [],
    model: 'alpha',
    selectedAnalysisOptions: [],
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'reliabilityVariables',
            labelKey: 'reliability.targets.items',
            helpKey: 'reliability.targets.itemsHelp',
            accepts: ['numeric'],
            min: 2,
          },
        ],
      },
      {
        kind: 'variableGroups',
        field: 'factorGroups',
        labelKey: 'reliability.factorGroups.label',
        helpKey: 'reliability.factorGroups.help',
        accepts: ['numeric'],
      },
      option('model', 'radio', reliabilityModels),
      option('selectedAnalysisOptions', 'checkboxGroup', reliabilityAnalysisOptions),
    ],
  },
  toRequest: (values) => {
    const common = { model: values.model, selectedAnalysisOptions: values.selectedAnalysisOptions };
    if (values.factorGroups.length > 0)
      return {
        factorGroups: values.factorGroups.map((group) => ({
          name: group.name,
          variables: [...new Set(group.variables)],
        })),
        ...common,
      };
    return { reliabilityVariables: [...new Set(values.reliabilityVariables)], ...common };
  },
  requestSchema: reliabilityRequestSchema,
  resultTables: (result) => {
    // SPSS leaves the one row of "Reliability Statistics" (and omega) without a header; a
    // table read aloud needs one, so it names the scale: its group, or its first and last item.
    const scales = (result as { scales?: { name: string | null; variables: string[] }[] }).scales;
    return result.tables.map((table) => {
      if (!table.rows.some((row) => row.label === '')) return table;
      const scale = scales?.[Number(/-(\d+)$/.exec(table.id)?.[1] ?? 0)];
      const first = scale?.variables[0];
      const last = scale?.variables.at(-1);
      const label = scale?.name ?? (first && last ? `${first}–${last}` : '');
      return {
        ...table,
        rows: table.rows.map((row) => (row.label === '' ? { ...row, label } : row)),
      };
    });
  },
};

/**
 * Wizard `initialValues` for the reliability of each group of items (the factor →
 * factor groups → reliability flow): the definition's defaults with the groups filled in.
 */
export function reliabilityInitialValues(
  groups: readonly ReliabilityGroup[],
): ReliabilityOptionsInput {
  return {
    ...reliabilityDefinition.defaultValues,
    factorGroups: groups.map((group) => ({ name: group.name, variables: [...group.variables] })),
  };
}
