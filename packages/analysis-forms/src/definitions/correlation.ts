import { z } from 'zod';
import type { AnalysisDefinition, OptionsSection } from './types';

// Value lists of analysis-contract.md, `correlation`; order is the order of SPSS's dialog.
export const correlationCoefficients = ['pearson', 'kendall', 'spearman'] as const;
export const correlationSignificances = ['twoTailed', 'oneTailed'] as const;
export const correlationDisplayOptions = ['flagSignificant'] as const;
export const correlationMissingMethods = ['pairwise', 'listwise'] as const;
export const correlationAnalysisOptions = ['meansAndSd', 'crossProducts'] as const;

function choiceSet<const T extends readonly [string, ...string[]]>(choices: T) {
  return z
    .array(z.enum(choices))
    .transform((chosen) => choices.filter((choice) => chosen.includes(choice)) as T[number][]);
}

/** Form values; defaults are SPSS Bivariate Correlations': Pearson, two-tailed, flagged, pairwise. */
export const correlationOptionsSchema = z.object({
  correlationVariables: z
    .array(z.string().min(1))
    .refine((names) => new Set(names).size >= 2, { error: 'errors.variablesMin' }),
  selectedCoefficientOptions: choiceSet(correlationCoefficients)
    .refine((chosen) => chosen.length > 0, { error: 'correlation.errors.chooseCoefficient' })
    .default(['pearson']),
  selectedSignificance: z
    .enum(correlationSignificances, { error: 'errors.chooseOne' })
    .default('twoTailed'),
  selectedDisplayOptions: choiceSet(correlationDisplayOptions).default(['flagSignificant']),
  selectedMissingValueControlMethod: z
    .enum(correlationMissingMethods, { error: 'errors.chooseOne' })
    .default('pairwise'),
  selectedAnalysisOptions: choiceSet(correlationAnalysisOptions).default([]),
});

export type CorrelationOptionsInput = z.input<typeof correlationOptionsSchema>;
export type CorrelationOptions = z.output<typeof correlationOptionsSchema>;

/** The contract's request: exact keys and values, nothing else. */
export const correlationRequestSchema = z.strictObject({
  correlationVariables: z.array(z.string().min(1)).min(2),
  selectedCoefficientOptions: z.array(z.enum(correlationCoefficients)).min(1),
  selectedSignificance: z.enum(correlationSignificances),
  selectedDisplayOptions: z.array(z.enum(correlationDisplayOptions)),
  selectedMissingValueControlMethod: z.enum(correlationMissingMethods),
  selectedAnalysisOptions: z.array(z.enum(correlationAnalysisOptions)),
});

const option = (
  field: string,
  control: OptionsSection['control'],
  values: readonly string[],
): OptionsSection => ({
  kind: 'options',
  field,
  control,
  labelKey: `correlation.${field}.label`,
  helpKey: `correlation.${field}.help`,
  options: values.map((value) => ({ value, labelKey: `correlation.${field}.${value}` })),
});

/** SPSS Bivariate Correlations: variables, coefficients, test of significance, options. */
export const correlationDefinition: AnalysisDefinition<typeof correlationOptionsSchema> = {
  id: 'correlation',
  path: '/services/anal/cause/correlation',
  titleKey: 'correlation.title',
  descriptionKey: 'correlation.description',
  optionsSchema: correlationOptionsSchema,
  defaultValues: {
    correlationVariables: [],
    selectedCoefficientOptions: ['pearson'],
    selectedSignificance: 'twoTailed',
    selectedDisplayOptions: ['flagSignificant'],
    selectedMissingValueControlMethod: 'pairwise',
    selectedAnalysisOptions: [],
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'correlationVariables',
            labelKey: 'correlation.targets.variables',
            helpKey: 'correlation.targets.variablesHelp',
            accepts: ['numeric'],
            min: 2,
          },
        ],
      },
      option('selectedCoefficientOptions', 'checkboxGroup', correlationCoefficients),
      option('selectedSignificance', 'radio', correlationSignificances),
      option('selectedDisplayOptions', 'checkboxGroup', correlationDisplayOptions),
      option('selectedAnalysisOptions', 'checkboxGroup', correlationAnalysisOptions),
      option('selectedMissingValueControlMethod', 'radio', correlationMissingMethods),
    ],
  },
  toRequest: (values) => ({
    correlationVariables: [...new Set(values.correlationVariables)],
    selectedCoefficientOptions: values.selectedCoefficientOptions,
    selectedSignificance: values.selectedSignificance,
    selectedDisplayOptions: values.selectedDisplayOptions,
    selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
    selectedAnalysisOptions: values.selectedAnalysisOptions,
  }),
  requestSchema: correlationRequestSchema,
  resultTables: (result) => result.tables,
};
