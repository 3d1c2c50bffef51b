import { z } from 'zod';
import { groupValue } from './tIndependent';
import { withHeaderTexts } from './tTestCommon';
import type { AnalysisDefinition } from './types';

export const multipleResponseTypes = ['dichotomies', 'categories'] as const;

/**
 * `multiple-responses` of analysis-contract.md: SPSS MULT RESPONSE /FREQUENCIES for one set
 * per run, defined as SPSS's "Define Multiple Response Sets" dialog does: the variables,
 * dichotomies (with the counted value, 1 by default) or categories, a name and a label.
 */
export const multipleResponsesOptionsSchema = z
  .object({
    setVariables: z.array(z.string().min(1)).min(2, { error: 'errors.variablesMin' }),
    setName: z.string().trim().min(1, { error: 'multipleResponses.errors.name' }).default('set1'),
    setLabel: z.string().trim().default(''),
    setType: z.enum(multipleResponseTypes, { error: 'errors.chooseOne' }).default('dichotomies'),
    countedValue: z.string().trim().default('1'),
  })
  .superRefine((values, context) => {
    if (values.setType === 'dichotomies' && values.countedValue === '')
      context.addIssue({
        code: 'custom',
        path: ['countedValue'],
        message: 'multipleResponses.errors.countedValue',
      });
  });

export type MultipleResponsesOptionsInput = z.input<typeof multipleResponsesOptionsSchema>;
export type MultipleResponsesOptions = z.output<typeof multipleResponsesOptionsSchema>;

export const multipleResponsesRequestSchema = z.strictObject({
  sets: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        label: z.string(),
        type: z.enum(multipleResponseTypes),
        variables: z.array(z.string().min(1)).min(2),
        countedValue: z.union([z.number(), z.string().min(1)]).optional(),
      }),
    )
    .min(1),
});

export const multipleResponsesDefinition: AnalysisDefinition<
  typeof multipleResponsesOptionsSchema
> = {
  id: 'multiple-responses',
  path: '/services/anal/multiple/responses',
  titleKey: 'multipleResponses.title',
  descriptionKey: 'multipleResponses.description',
  // Spec point 2: intro and setting only; the result shows on the setting page.
  steps: ['intro', 'setting'],
  optionsSchema: multipleResponsesOptionsSchema,
  defaultValues: {
    setVariables: [],
    setName: 'set1',
    setLabel: '',
    setType: 'dichotomies',
    countedValue: '1',
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'setVariables',
            labelKey: 'multipleResponses.targets.variables',
            helpKey: 'multipleResponses.targets.variablesHelp',
            accepts: ['numeric', 'categorical'],
            min: 2,
          },
        ],
      },
      {
        kind: 'options',
        field: 'setType',
        control: 'radio',
        labelKey: 'multipleResponses.setType.label',
        helpKey: 'multipleResponses.setType.help',
        options: multipleResponseTypes.map((value) => ({
          value,
          labelKey: `multipleResponses.setType.${value}`,
        })),
      },
      {
        kind: 'options',
        field: 'countedValue',
        control: 'text',
        labelKey: 'multipleResponses.countedValue.label',
        helpKey: 'multipleResponses.countedValue.help',
        options: [],
        visibleWhen: { field: 'setType', equals: 'dichotomies' },
      },
      {
        kind: 'options',
        field: 'setName',
        control: 'text',
        labelKey: 'multipleResponses.setName',
        options: [],
      },
      {
        kind: 'options',
        field: 'setLabel',
        control: 'text',
        labelKey: 'multipleResponses.setLabel',
        options: [],
      },
    ],
  },
  toRequest: (values) => ({
    sets: [
      {
        name: values.setName,
        label: values.setLabel === '' ? values.setName : values.setLabel,
        type: values.setType,
        variables: [...new Set(values.setVariables)],
        ...(values.setType === 'dichotomies'
          ? { countedValue: groupValue(values.countedValue) }
          : {}),
      },
    ],
  }),
  fromRequest: (request) => {
    const set = (request as Partial<z.infer<typeof multipleResponsesRequestSchema>>).sets?.[0];
    if (!set) return { ...multipleResponsesDefinition.defaultValues };
    return {
      ...multipleResponsesDefinition.defaultValues,
      setVariables: set.variables,
      setName: set.name,
      // The label was filled with the name when left empty.
      setLabel: set.label === set.name ? '' : set.label,
      setType: set.type,
      ...(set.countedValue !== undefined ? { countedValue: String(set.countedValue) } : {}),
    };
  },
  requestSchema: multipleResponsesRequestSchema,
  resultTables: (result) => withHeaderTexts(result.tables),
};
