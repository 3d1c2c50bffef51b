import { z } from 'zod';
import {
  commonTRequestFields,
  missingMethodSchema,
  selectedConfidenceSchema,
  tTestOptionSections,
  withHeaderTexts,
} from './tTestCommon';
import type { AnalysisDefinition } from './types';

/** SPSS "Define Groups": two specified values, or a cut point. */
export const groupDefinitionModes = ['values', 'cutPoint'] as const;

/** A typed group value as the engine wants it: a number when it reads as one, else the text. */
export function groupValue(text: string): number | string {
  const trimmed = text.trim();
  const number = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * `t/independent` of analysis-contract.md: SPSS Independent-Samples T Test. The form keeps
 * SPSS's "Define Groups" as separate fields; `toRequest` builds `independentGroupingVariable`.
 * SPSS leaves the group values empty; we start from 1 and 2, the codes most files use, and
 * from the grouping variable's first two values once it is chosen (`valuesForVariables`).
 */
export const tIndependentOptionsSchema = z
  .object({
    independentSampleTestValue: z.array(z.string().min(1)).min(1, { error: 'errors.variablesMin' }),
    groupingVariable: z
      .array(z.string().min(1))
      .length(1, { error: 'tIndependent.errors.groupingVariable' }),
    groupMode: z.enum(groupDefinitionModes, { error: 'errors.chooseOne' }).default('values'),
    group1: z.string().default('1'),
    group2: z.string().default('2'),
    cutPoint: z.number({ error: 'tIndependent.errors.cutPoint' }).nullable().default(null),
    selectedConfidence: selectedConfidenceSchema,
    selectedMissingValueControlMethod: missingMethodSchema,
  })
  .superRefine((values, context) => {
    if (values.groupMode === 'cutPoint') {
      if (values.cutPoint === null || !Number.isFinite(values.cutPoint))
        context.addIssue({
          code: 'custom',
          path: ['cutPoint'],
          message: 'tIndependent.errors.cutPoint',
        });
      return;
    }
    if (values.group1.trim() === '')
      context.addIssue({ code: 'custom', path: ['group1'], message: 'tIndependent.errors.group' });
    if (values.group2.trim() === '')
      context.addIssue({ code: 'custom', path: ['group2'], message: 'tIndependent.errors.group' });
    else if (values.group1.trim() === values.group2.trim())
      context.addIssue({
        code: 'custom',
        path: ['group2'],
        message: 'tIndependent.errors.sameGroups',
      });
    if (values.independentSampleTestValue.includes(values.groupingVariable[0] ?? ''))
      context.addIssue({
        code: 'custom',
        path: ['groupingVariable'],
        message: 'tIndependent.errors.groupingIsTest',
      });
  });

export type TIndependentOptionsInput = z.input<typeof tIndependentOptionsSchema>;
export type TIndependentOptions = z.output<typeof tIndependentOptionsSchema>;

const cell = z.union([z.number(), z.string().min(1)]);

export const tIndependentRequestSchema = z.strictObject({
  independentSampleTestValue: z.array(z.string().min(1)).min(1),
  independentGroupingVariable: z.union([
    z.strictObject({ variable: z.string().min(1), groups: z.tuple([cell, cell]) }),
    z.strictObject({ variable: z.string().min(1), cutPoint: z.number() }),
  ]),
  ...commonTRequestFields,
});

export const tIndependentDefinition: AnalysisDefinition<typeof tIndependentOptionsSchema> = {
  id: 't/independent',
  path: '/services/anal/average/t/independent',
  titleKey: 'tIndependent.title',
  descriptionKey: 'tIndependent.description',
  optionsSchema: tIndependentOptionsSchema,
  defaultValues: {
    independentSampleTestValue: [],
    groupingVariable: [],
    groupMode: 'values',
    group1: '1',
    group2: '2',
    cutPoint: null,
    selectedConfidence: 95,
    selectedMissingValueControlMethod: 'pairwise',
  },
  // SPSS leaves "Define Groups" empty; the grouping variable's first two values are the
  // likeliest pair (1 and 2, 남 and 여), also for a text variable.
  valuesForVariables: (chosen, previous, columns) => {
    const variable = chosen.groupingVariable?.[0];
    if (variable === undefined || variable === previous.groupingVariable?.[0]) return {};
    const levels = columns.find((column) => column.name === variable)?.levels ?? [];
    return levels.length >= 2 ? { group1: levels[0], group2: levels[1] } : {};
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'independentSampleTestValue',
            labelKey: 'tIndependent.targets.test',
            accepts: ['numeric'],
            min: 1,
          },
          {
            id: 'groupingVariable',
            labelKey: 'tIndependent.targets.grouping',
            helpKey: 'tIndependent.targets.groupingHelp',
            accepts: ['numeric', 'categorical'],
            min: 1,
            max: 1,
          },
        ],
      },
      {
        kind: 'options',
        field: 'groupMode',
        control: 'radio',
        labelKey: 'tIndependent.groupMode.label',
        helpKey: 'tIndependent.groupMode.help',
        options: groupDefinitionModes.map((value) => ({
          value,
          labelKey: `tIndependent.groupMode.${value}`,
        })),
      },
      {
        kind: 'options',
        field: 'group1',
        control: 'text',
        labelKey: 'tIndependent.group1',
        options: [],
        visibleWhen: { field: 'groupMode', equals: 'values' },
      },
      {
        kind: 'options',
        field: 'group2',
        control: 'text',
        labelKey: 'tIndependent.group2',
        options: [],
        visibleWhen: { field: 'groupMode', equals: 'values' },
      },
      {
        kind: 'options',
        field: 'cutPoint',
        control: 'number',
        labelKey: 'tIndependent.cutPoint.label',
        helpKey: 'tIndependent.cutPoint.help',
        options: [],
        visibleWhen: { field: 'groupMode', equals: 'cutPoint' },
      },
      ...tTestOptionSections('tIndependent'),
    ],
  },
  toRequest: (values) => {
    const variable = values.groupingVariable[0] ?? '';
    return {
      independentSampleTestValue: [...new Set(values.independentSampleTestValue)],
      independentGroupingVariable:
        values.groupMode === 'cutPoint'
          ? { variable, cutPoint: values.cutPoint ?? 0 }
          : { variable, groups: [groupValue(values.group1), groupValue(values.group2)] },
      selectedConfidence: values.selectedConfidence,
      selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
    };
  },
  fromRequest: (request) => {
    const stored = request as Partial<z.infer<typeof tIndependentRequestSchema>>;
    const grouping = stored.independentGroupingVariable;
    return {
      ...tIndependentDefinition.defaultValues,
      independentSampleTestValue: stored.independentSampleTestValue ?? [],
      groupingVariable: grouping ? [grouping.variable] : [],
      ...(grouping && 'cutPoint' in grouping
        ? { groupMode: 'cutPoint', cutPoint: grouping.cutPoint }
        : grouping
          ? {
              groupMode: 'values',
              group1: String(grouping.groups[0]),
              group2: String(grouping.groups[1]),
            }
          : {}),
      ...(stored.selectedConfidence !== undefined
        ? { selectedConfidence: stored.selectedConfidence }
        : {}),
      ...(stored.selectedMissingValueControlMethod !== undefined
        ? { selectedMissingValueControlMethod: stored.selectedMissingValueControlMethod }
        : {}),
    };
  },
  requestSchema: tIndependentRequestSchema,
  resultTables: (result) => withHeaderTexts(result.tables),
};
