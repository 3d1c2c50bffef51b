import { z } from 'zod';
import { groupValue } from './tIndependent';
import { withHeaderTexts } from './tTestCommon';
import type { AnalysisDefinition } from './types';

export const multipleResponseTypes = ['dichotomies', 'categories'] as const;

/** A set moved into the list of defined sets (form values: the counted value as typed). */
export const multipleResponseSetValuesSchema = z.object({
  name: z.string().trim().min(1),
  label: z.string().trim(),
  type: z.enum(multipleResponseTypes),
  variables: z.array(z.string().min(1)).min(2),
  countedValue: z.string().trim(),
});
export type MultipleResponseSetValues = z.output<typeof multipleResponseSetValuesSchema>;

/** The set being defined: the editor fields of the form. */
export interface MultipleResponseEditor {
  setVariables: readonly string[];
  setName: string;
  setType: string;
  countedValue: string;
}

/**
 * What is wrong with the set in the editor (field and catalogue key), given the sets already
 * defined: at least two variables, a name no other set has, a counted value for dichotomies.
 */
export function editorSetIssues(
  editor: MultipleResponseEditor,
  others: readonly { name: string }[],
): { path: keyof MultipleResponseEditor; message: string }[] {
  const issues: { path: keyof MultipleResponseEditor; message: string }[] = [];
  if (editor.setVariables.length < 2)
    issues.push({ path: 'setVariables', message: 'errors.variablesMin' });
  const name = editor.setName.trim();
  if (name === '') issues.push({ path: 'setName', message: 'multipleResponses.errors.name' });
  else if (others.some((set) => set.name === name))
    issues.push({ path: 'setName', message: 'multipleResponses.errors.duplicateName' });
  if (editor.setType === 'dichotomies' && editor.countedValue.trim() === '')
    issues.push({ path: 'countedValue', message: 'multipleResponses.errors.countedValue' });
  return issues;
}

/**
 * `multiple-responses` of analysis-contract.md: SPSS MULT RESPONSE /FREQUENCIES over one or
 * more sets, defined as SPSS's "Define Multiple Response Sets" dialog does: the variables,
 * dichotomies (with the counted value, 1 by default) or categories, a name and a label for the
 * set in the editor, "add" moving it into `sets`. The request holds the added sets and, when
 * variables are chosen, the one still in the editor (so one set needs no "add").
 */
export const multipleResponsesOptionsSchema = z
  .object({
    setVariables: z.array(z.string().min(1)).default([]),
    setName: z.string().trim().default('set1'),
    setLabel: z.string().trim().default(''),
    setType: z.enum(multipleResponseTypes, { error: 'errors.chooseOne' }).default('dichotomies'),
    countedValue: z.string().trim().default('1'),
    sets: z.array(multipleResponseSetValuesSchema).default([]),
  })
  .superRefine((values, context) => {
    const names = values.sets.map((set) => set.name);
    if (new Set(names).size !== names.length)
      context.addIssue({
        code: 'custom',
        path: ['sets'],
        message: 'multipleResponses.errors.duplicateName',
      });
    if (values.sets.some((set) => set.type === 'dichotomies' && set.countedValue === ''))
      context.addIssue({
        code: 'custom',
        path: ['sets'],
        message: 'multipleResponses.errors.countedValue',
      });
    // The editor may stay empty once sets have been added.
    if (values.sets.length > 0 && values.setVariables.length === 0) return;
    for (const issue of editorSetIssues(values, values.sets))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
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
  // Intro and setting only, as the service offers it; the result shows on the setting page.
  steps: ['intro', 'setting'],
  optionsSchema: multipleResponsesOptionsSchema,
  defaultValues: {
    setVariables: [],
    setName: 'set1',
    setLabel: '',
    setType: 'dichotomies',
    countedValue: '1',
    sets: [],
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
      {
        kind: 'responseSets',
        field: 'sets',
        labelKey: 'multipleResponses.sets.label',
        helpKey: 'multipleResponses.sets.help',
        accepts: ['numeric', 'categorical'],
        editor: {
          variables: 'setVariables',
          name: 'setName',
          label: 'setLabel',
          type: 'setType',
          countedValue: 'countedValue',
        },
      },
    ],
  },
  toRequest: (values) => ({
    sets: [
      ...values.sets,
      ...(values.setVariables.length > 0
        ? [
            {
              name: values.setName,
              label: values.setLabel,
              type: values.setType,
              variables: values.setVariables,
              countedValue: values.countedValue,
            },
          ]
        : []),
    ].map((set) => ({
      name: set.name,
      label: set.label === '' ? set.name : set.label,
      type: set.type,
      variables: [...new Set(set.variables)],
      ...(set.type === 'dichotomies' ? { countedValue: groupValue(set.countedValue) } : {}),
    })),
  }),
  fromRequest: (request) => {
    const sets = (request as Partial<z.infer<typeof multipleResponsesRequestSchema>>).sets ?? [];
    const asValues = (set: (typeof sets)[number]): MultipleResponseSetValues => ({
      name: set.name,
      // The label was filled with the name when left empty.
      label: set.label === set.name ? '' : set.label,
      type: set.type,
      variables: set.variables,
      countedValue: set.countedValue !== undefined ? String(set.countedValue) : '1',
    });
    const last = sets.at(-1);
    if (!last) return { ...multipleResponsesDefinition.defaultValues };
    // The last set goes back into the editor, the others into the list.
    const editor = asValues(last);
    return {
      ...multipleResponsesDefinition.defaultValues,
      setVariables: editor.variables,
      setName: editor.name,
      setLabel: editor.label,
      setType: editor.type,
      countedValue: editor.countedValue,
      sets: sets.slice(0, -1).map(asValues),
    };
  },
  requestSchema: multipleResponsesRequestSchema,
  resultTables: (result) => withHeaderTexts(result.tables),
};
