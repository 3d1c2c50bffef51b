import { z } from 'zod';
import {
  checkOneRolePerVariable,
  choiceSet,
  confidenceSchema,
  oneVariable,
  tidyTables,
  unique,
} from './modelCommon';
import type { AnalysisDefinition, OptionsSection } from './types';

// Value lists of the engine's `logistic` request (packages/stats/src/analyses/logistic/README.md).
/** SPSS LOGISTIC REGRESSION's methods, in the order of its dialog. */
export const logisticMethods = [
  'enter',
  'forwardLR',
  'forwardWald',
  'backwardLR',
  'backwardWald',
] as const;
export const logisticReferenceCategories = ['last', 'first'] as const;
export const logisticOptions = ['hosmerLemeshow', 'confidenceIntervals'] as const;

const probability = z
  .number({ error: 'logistic.errors.probability' })
  .gt(0, { error: 'logistic.errors.probability' })
  .lt(1, { error: 'logistic.errors.probability' });

/**
 * Form values. Covariates and categorical covariates are two targets (a variable is in one
 * role only); the request lists both as covariates and names the categorical ones, as SPSS's
 * Categorical… dialog does. Defaults are SPSS's: enter, indicator contrast with the last
 * category as reference, PIN .05, POUT .10, cut value .5, 95 % intervals for Exp(B).
 */
export const logisticOptionsSchema = z
  .object({
    dependents: oneVariable,
    independents: z.array(z.string().min(1)).default([]),
    categoricalVariables: z.array(z.string().min(1)).default([]),
    referenceCategory: z
      .enum(logisticReferenceCategories, { error: 'errors.chooseOne' })
      .default('last'),
    selectedMethod: z.enum(logisticMethods, { error: 'errors.chooseOne' }).default('enter'),
    entryValue: probability.default(0.05),
    removalValue: probability.default(0.1),
    cutValue: z
      .number({ error: 'logistic.errors.cutValue' })
      .min(0.01, { error: 'logistic.errors.cutValue' })
      .max(0.99, { error: 'logistic.errors.cutValue' })
      .default(0.5),
    selectedLogisticOptions: choiceSet(logisticOptions).default([
      'hosmerLemeshow',
      'confidenceIntervals',
    ]),
    selectedConfidence: confidenceSchema,
    includeConstant: z.boolean().default(true),
  })
  .superRefine((values, context) => {
    checkOneRolePerVariable(
      values,
      ['dependents', 'independents', 'categoricalVariables'],
      context,
    );
    if (values.independents.length + values.categoricalVariables.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['independents'],
        message: 'logistic.errors.noCovariates',
      });
    if (values.entryValue >= values.removalValue)
      context.addIssue({
        code: 'custom',
        path: ['entryValue'],
        message: 'logistic.errors.probabilityOrder',
      });
  });

export type LogisticOptions = z.output<typeof logisticOptionsSchema>;

/** The engine's request: exact keys and values, nothing else. */
export const logisticRequestSchema = z.strictObject({
  dependents: z.tuple([z.string().min(1)]),
  independents: z.array(z.string().min(1)).min(1),
  categoricalVariables: z.array(z.string().min(1)),
  referenceCategory: z.enum(logisticReferenceCategories),
  selectedMethod: z.enum(logisticMethods),
  entryValue: z.number().gt(0).lt(1),
  removalValue: z.number().gt(0).lt(1),
  cutValue: z.number().min(0.01).max(0.99),
  selectedLogisticOptions: z.array(z.enum(logisticOptions)),
  selectedConfidence: z.number().min(50).max(99.9),
  includeConstant: z.boolean(),
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
  labelKey: `logistic.${field}.label`,
  helpKey: `logistic.${field}.help`,
  options: values.map((value) => ({ value, labelKey: `logistic.${field}.${value}` })),
  ...extra,
});

export const logisticDefinition: AnalysisDefinition<typeof logisticOptionsSchema> = {
  id: 'logistic',
  path: '/services/anal/regression/logistic',
  titleKey: 'logistic.title',
  descriptionKey: 'logistic.description',
  optionsSchema: logisticOptionsSchema,
  defaultValues: {
    dependents: [],
    independents: [],
    categoricalVariables: [],
    referenceCategory: 'last',
    selectedMethod: 'enter',
    entryValue: 0.05,
    removalValue: 0.1,
    cutValue: 0.5,
    selectedLogisticOptions: ['hosmerLemeshow', 'confidenceIntervals'],
    selectedConfidence: 95,
    includeConstant: true,
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'dependents',
            labelKey: 'logistic.targets.dependents',
            helpKey: 'logistic.targets.dependentsHelp',
            // A yes/no outcome may be coded 0/1 or written as text.
            accepts: ['numeric', 'categorical'],
            min: 1,
            max: 1,
          },
          {
            id: 'independents',
            labelKey: 'logistic.targets.independents',
            helpKey: 'logistic.targets.independentsHelp',
            // A text column among the covariates is categorical anyway, as in SPSS's dialog.
            accepts: ['numeric', 'categorical'],
            min: 0,
          },
          {
            id: 'categoricalVariables',
            labelKey: 'logistic.targets.categoricalVariables',
            helpKey: 'logistic.targets.categoricalVariablesHelp',
            accepts: ['numeric', 'categorical'],
            min: 0,
          },
        ],
      },
      option('referenceCategory', 'radio', logisticReferenceCategories),
      option('selectedMethod', 'radio', logisticMethods),
      option('entryValue', 'number', [], { min: 0.001, max: 0.999, step: 0.01 }),
      option('removalValue', 'number', [], { min: 0.001, max: 0.999, step: 0.01 }),
      option('cutValue', 'number', [], { min: 0.01, max: 0.99, step: 0.01 }),
      option('selectedLogisticOptions', 'checkboxGroup', logisticOptions),
      option('selectedConfidence', 'number', [], { min: 50, max: 99.9, step: 0.1 }),
      option('includeConstant', 'switch'),
    ],
  },
  toRequest: (values) => {
    const categorical = unique(values.categoricalVariables);
    return {
      dependents: [values.dependents[0]!],
      independents: unique([...values.independents, ...categorical]),
      categoricalVariables: categorical,
      referenceCategory: values.referenceCategory,
      selectedMethod: values.selectedMethod,
      entryValue: values.entryValue,
      removalValue: values.removalValue,
      cutValue: values.cutValue,
      selectedLogisticOptions: values.selectedLogisticOptions,
      selectedConfidence: values.selectedConfidence,
      includeConstant: values.includeConstant,
    };
  },
  fromRequest: (request) => {
    const values: Record<string, unknown> = { ...logisticDefinition.defaultValues };
    for (const [field, value] of Object.entries(request))
      if (field in values) values[field] = value;
    const categorical = Array.isArray(request.categoricalVariables)
      ? (request.categoricalVariables as string[])
      : [];
    const covariates = Array.isArray(request.independents)
      ? (request.independents as string[])
      : [];
    values.independents = covariates.filter((name) => !categorical.includes(name));
    values.categoricalVariables = categorical;
    return values;
  },
  requestSchema: logisticRequestSchema,
  resultTables: (result) => tidyTables(result.tables),
};
