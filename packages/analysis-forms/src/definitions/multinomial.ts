import { z } from 'zod';
import { checkOneRolePerVariable, confidenceSchema, oneVariable, tidyTables } from './modelCommon';
import type { AnalysisDefinition, OptionsSection } from './types';

// Value lists of the engine's `multinomial` request (packages/stats/src/analyses/multinomial/README.md).
/** NOMREG's BASE: the reference category of the dependent. */
export const multinomialReferenceCategories = ['last', 'first', 'custom'] as const;

/**
 * Form values. Factors and covariates are two targets (a variable is in one role only), as in
 * SPSS's Multinomial Logistic Regression dialog. Defaults are NOMREG's: the last category as
 * reference, 95 % intervals for Exp(B).
 */
export const multinomialOptionsSchema = z
  .object({
    dependents: oneVariable,
    factors: z.array(z.string().min(1)).default([]),
    covariates: z.array(z.string().min(1)).default([]),
    referenceCategory: z
      .enum(multinomialReferenceCategories, { error: 'errors.chooseOne' })
      .default('last'),
    referenceValue: z.string().default(''),
    selectedConfidence: confidenceSchema,
  })
  .superRefine((values, context) => {
    checkOneRolePerVariable(values, ['dependents', 'factors', 'covariates'], context);
    if (values.factors.length + values.covariates.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['factors'],
        message: 'multinomial.errors.noPredictors',
      });
    if (values.referenceCategory === 'custom' && values.referenceValue.trim() === '')
      context.addIssue({
        code: 'custom',
        path: ['referenceValue'],
        message: 'multinomial.errors.referenceValue',
      });
  });

export type MultinomialOptions = z.output<typeof multinomialOptionsSchema>;

/** The engine's request: exact keys and values, nothing else. */
export const multinomialRequestSchema = z.strictObject({
  dependents: z.tuple([z.string().min(1)]),
  factors: z.array(z.string().min(1)),
  covariates: z.array(z.string().min(1)),
  referenceCategory: z.enum(multinomialReferenceCategories),
  referenceValue: z.string().min(1).optional(),
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
  labelKey: `multinomial.${field}.label`,
  helpKey: `multinomial.${field}.help`,
  options: values.map((value) => ({ value, labelKey: `multinomial.${field}.${value}` })),
  ...extra,
});

export const multinomialDefinition: AnalysisDefinition<typeof multinomialOptionsSchema> = {
  id: 'multinomial',
  path: '/services/anal/regression/multinomial',
  titleKey: 'multinomial.title',
  descriptionKey: 'multinomial.description',
  optionsSchema: multinomialOptionsSchema,
  defaultValues: {
    dependents: [],
    factors: [],
    covariates: [],
    referenceCategory: 'last',
    referenceValue: '',
    selectedConfidence: 95,
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'dependents',
            labelKey: 'multinomial.targets.dependents',
            helpKey: 'multinomial.targets.dependentsHelp',
            // Categories may be coded as numbers or written as text.
            accepts: ['numeric', 'categorical'],
            min: 1,
            max: 1,
          },
          {
            id: 'factors',
            labelKey: 'multinomial.targets.factors',
            helpKey: 'multinomial.targets.factorsHelp',
            accepts: ['numeric', 'categorical'],
            min: 0,
          },
          {
            id: 'covariates',
            labelKey: 'multinomial.targets.covariates',
            helpKey: 'multinomial.targets.covariatesHelp',
            accepts: ['numeric'],
            min: 0,
          },
        ],
      },
      option('referenceCategory', 'radio', multinomialReferenceCategories),
      option('referenceValue', 'text', [], {
        visibleWhen: { field: 'referenceCategory', equals: 'custom' },
      }),
      option('selectedConfidence', 'number', [], { min: 50, max: 99.9, step: 0.1 }),
    ],
  },
  toRequest: (values) => ({
    dependents: [values.dependents[0]!],
    factors: values.factors,
    covariates: values.covariates,
    referenceCategory: values.referenceCategory,
    ...(values.referenceCategory === 'custom'
      ? { referenceValue: values.referenceValue.trim() }
      : {}),
    selectedConfidence: values.selectedConfidence,
  }),
  fromRequest: (request) => {
    const values: Record<string, unknown> = { ...multinomialDefinition.defaultValues };
    for (const [field, value] of Object.entries(request))
      if (field in values) values[field] = value;
    return values;
  },
  requestSchema: multinomialRequestSchema,
  resultTables: (result) => tidyTables(result.tables),
};
