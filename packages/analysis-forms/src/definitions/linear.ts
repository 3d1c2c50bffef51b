import { z } from 'zod';
import {
  checkOneRolePerVariable,
  choiceSet,
  confidenceSchema,
  oneVariable,
  tidyTables,
  unique,
  variableList,
} from './modelCommon';
import type { AnalysisDefinition } from './types';

// Value lists of analysis-contract.md, `linear`; order is the order of SPSS's REGRESSION dialogs.
export const linearMethods = ['enter', 'stepwise', 'forward', 'backward', 'remove'] as const;
export const linearSteppings = ['probability', 'fValue'] as const;
export const linearOptions = [
  'estimates',
  'confidenceIntervals',
  'modelFit',
  'rSquaredChange',
  'descriptives',
  'partCorrelations',
  'collinearity',
  'durbinWatson',
  'casewise',
] as const;
/** SPSS REGRESSION's "Missing Values": exclude cases listwise, or replace with the mean. */
export const linearMissingMethods = ['listwise', 'mean'] as const;

const criterion = z
  .number({ error: 'linear.errors.criterion' })
  .gt(0, { error: 'linear.errors.criterion' });

/**
 * SPSS REGRESSION's defaults: method Enter, stepping by probability of F (entry .05,
 * removal .10), estimates and model fit, 95% intervals, constant included, listwise.
 */
export const linearOptionsSchema = z
  .object({
    dependents: oneVariable,
    independents: variableList(1),
    selectedMethod: z.enum(linearMethods, { error: 'errors.chooseOne' }).default('enter'),
    selectedStepping: z.enum(linearSteppings, { error: 'errors.chooseOne' }).default('probability'),
    entryValue: criterion.default(0.05),
    removalValue: criterion.default(0.1),
    selectedLinearOptions: choiceSet(linearOptions).default(['estimates', 'modelFit']),
    selectedConfidence: confidenceSchema,
    includeConstant: z.boolean().default(true),
    selectedMissingValueControlMethod: z
      .enum(linearMissingMethods, { error: 'errors.chooseOne' })
      .default('listwise'),
    nextBlocks: z
      .array(
        z.object({
          variables: z.array(z.string().min(1)).min(1, { error: 'linear.errors.blockEmpty' }),
          method: z.enum(linearMethods, { error: 'errors.chooseOne' }),
        }),
      )
      .default([]),
  })
  .superRefine((values, context) => {
    checkOneRolePerVariable(values, ['dependents', 'independents'], context);
    const dependent = values.dependents[0];
    if (values.nextBlocks.some((block) => block.variables.includes(dependent ?? '')))
      context.addIssue({ code: 'custom', path: ['nextBlocks'], message: 'models.errors.oneRole' });
    // The first block brings variables in: SPSS refuses Remove there, as the engine does.
    if (values.nextBlocks.length > 0 && values.selectedMethod === 'remove')
      context.addIssue({
        code: 'custom',
        path: ['selectedMethod'],
        message: 'linear.errors.firstBlockRemove',
      });
    const { entryValue: entry, removalValue: removal } = values;
    if (values.selectedStepping === 'probability') {
      if (entry >= 1 || removal >= 1 || entry >= removal)
        context.addIssue({
          code: 'custom',
          path: ['entryValue'],
          message: 'linear.errors.probabilityOrder',
        });
    } else if (entry <= removal) {
      context.addIssue({ code: 'custom', path: ['entryValue'], message: 'linear.errors.fOrder' });
    }
  });

export type LinearOptions = z.output<typeof linearOptionsSchema>;

export const linearRequestSchema = z.strictObject({
  dependents: z.tuple([z.string().min(1)]),
  independents: z.array(z.string().min(1)).min(1),
  selectedMethod: z.enum(linearMethods),
  selectedStepping: z.enum(linearSteppings),
  entryValue: z.number().gt(0),
  removalValue: z.number().gt(0),
  selectedLinearOptions: z.array(z.enum(linearOptions)),
  selectedConfidence: z.number().min(50).max(99.9),
  includeConstant: z.boolean(),
  selectedMissingValueControlMethod: z.enum(linearMissingMethods),
  blocks: z
    .array(
      z.strictObject({
        variables: z.array(z.string().min(1)).min(1),
        method: z.enum(linearMethods),
      }),
    )
    .min(2)
    .optional(),
});

const choices = (group: string, values: readonly string[]) =>
  values.map((value) => ({ value, labelKey: `linear.${group}.${value}` }));

export const linearDefinition: AnalysisDefinition<typeof linearOptionsSchema> = {
  id: 'linear',
  path: '/services/anal/regression/linear',
  titleKey: 'linear.title',
  descriptionKey: 'linear.description',
  optionsSchema: linearOptionsSchema,
  defaultValues: {
    dependents: [],
    independents: [],
    selectedMethod: 'enter',
    selectedStepping: 'probability',
    entryValue: 0.05,
    removalValue: 0.1,
    selectedLinearOptions: ['estimates', 'modelFit'],
    selectedConfidence: 95,
    includeConstant: true,
    selectedMissingValueControlMethod: 'listwise',
    nextBlocks: [],
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'dependents',
            labelKey: 'linear.targets.dependents',
            helpKey: 'linear.targets.dependentsHelp',
            accepts: ['numeric'],
            min: 1,
            max: 1,
          },
          {
            id: 'independents',
            labelKey: 'linear.targets.independents',
            helpKey: 'linear.targets.independentsHelp',
            accepts: ['numeric'],
            min: 1,
          },
        ],
      },
      {
        kind: 'options',
        field: 'selectedMethod',
        control: 'radio',
        labelKey: 'linear.method.label',
        helpKey: 'linear.method.help',
        options: choices('method', linearMethods),
      },
      {
        kind: 'blocks',
        field: 'nextBlocks',
        labelKey: 'linear.blocks.label',
        helpKey: 'linear.blocks.help',
        accepts: ['numeric'],
        methods: choices('method', linearMethods),
        defaultMethod: 'enter',
        blockKeys: {
          heading: 'linear.blocks.heading',
          variables: 'linear.blocks.variables',
          available: 'linear.blocks.available',
          method: 'linear.blocks.method',
          remove: 'linear.blocks.remove',
        },
        addKey: 'linear.blocks.add',
      },
      // "Statistics…"
      {
        kind: 'options',
        field: 'selectedLinearOptions',
        control: 'checkboxGroup',
        labelKey: 'linear.linearOptions.label',
        helpKey: 'linear.linearOptions.help',
        options: choices('linearOptions', linearOptions),
      },
      {
        kind: 'options',
        field: 'selectedConfidence',
        control: 'number',
        labelKey: 'linear.selectedConfidence.label',
        helpKey: 'linear.selectedConfidence.help',
        options: [],
        min: 50,
        max: 99.9,
        step: 0.1,
      },
      // "Options…"
      {
        kind: 'options',
        field: 'selectedStepping',
        control: 'radio',
        labelKey: 'linear.stepping.label',
        helpKey: 'linear.stepping.help',
        options: choices('stepping', linearSteppings),
      },
      {
        kind: 'options',
        field: 'entryValue',
        control: 'number',
        labelKey: 'linear.entryValue.label',
        helpKey: 'linear.entryValue.help',
        options: [],
        min: 0,
        step: 0.01,
      },
      {
        kind: 'options',
        field: 'removalValue',
        control: 'number',
        labelKey: 'linear.removalValue.label',
        helpKey: 'linear.removalValue.help',
        options: [],
        min: 0,
        step: 0.01,
      },
      {
        kind: 'options',
        field: 'includeConstant',
        control: 'switch',
        labelKey: 'linear.includeConstant.label',
        helpKey: 'linear.includeConstant.help',
        options: [],
      },
      {
        kind: 'options',
        field: 'selectedMissingValueControlMethod',
        control: 'radio',
        labelKey: 'linear.missing.label',
        helpKey: 'linear.missing.help',
        options: choices('missing', linearMissingMethods),
      },
    ],
  },
  toRequest: (values) => {
    const first = { variables: unique(values.independents), method: values.selectedMethod };
    const blocks = [
      first,
      ...values.nextBlocks.map((block) => ({
        variables: unique(block.variables),
        method: block.method,
      })),
    ];
    const hierarchical = blocks.length > 1;
    return {
      dependents: [values.dependents[0]!],
      independents: unique(blocks.flatMap((block) => block.variables)),
      selectedMethod: values.selectedMethod,
      selectedStepping: values.selectedStepping,
      entryValue: values.entryValue,
      removalValue: values.removalValue,
      // The R² change of every block is what a hierarchical regression is run for.
      selectedLinearOptions:
        hierarchical && !values.selectedLinearOptions.includes('rSquaredChange')
          ? linearOptions.filter(
              (option) =>
                option === 'rSquaredChange' || values.selectedLinearOptions.includes(option),
            )
          : values.selectedLinearOptions,
      selectedConfidence: values.selectedConfidence,
      includeConstant: values.includeConstant,
      selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
      ...(hierarchical ? { blocks } : {}),
    };
  },
  fromRequest: (request) => {
    const values: Record<string, unknown> = { ...linearDefinition.defaultValues };
    for (const [field, value] of Object.entries(request))
      if (field in values && value !== undefined && value !== null) values[field] = value;
    const blocks = Array.isArray(request.blocks)
      ? (request.blocks as { variables: string[]; method: string }[])
      : [];
    const [first, ...rest] = blocks;
    if (first) {
      values.independents = first.variables;
      values.selectedMethod = first.method;
      values.nextBlocks = rest.map((block) => ({
        variables: block.variables,
        method: block.method,
      }));
    }
    return values;
  },
  requestSchema: linearRequestSchema,
  resultTables: (result) => tidyTables(result.tables),
};
