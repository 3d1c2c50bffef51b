import { z } from 'zod';
import {
  commonTRequestFields,
  missingMethodSchema,
  selectedConfidenceSchema,
  tTestOptionSections,
  withHeaderTexts,
} from './tTestCommon';
import type { AnalysisDefinition } from './types';

/** `t/one` of analysis-contract.md: SPSS One-Sample T Test (test value 0, 95% by default). */
export const tOneOptionsSchema = z.object({
  variables: z.array(z.string().min(1)).min(1, { error: 'errors.variablesMin' }),
  populationMean: z
    .number({ error: 'tOne.errors.populationMean' })
    .refine(Number.isFinite, { error: 'tOne.errors.populationMean' })
    .default(0),
  selectedConfidence: selectedConfidenceSchema,
  selectedMissingValueControlMethod: missingMethodSchema,
});

export type TOneOptionsInput = z.input<typeof tOneOptionsSchema>;
export type TOneOptions = z.output<typeof tOneOptionsSchema>;

export const tOneRequestSchema = z.strictObject({
  variables: z.array(z.string().min(1)).min(1),
  populationMean: z.number(),
  ...commonTRequestFields,
});

export const tOneDefinition: AnalysisDefinition<typeof tOneOptionsSchema> = {
  id: 't/one',
  path: '/services/anal/average/t/one',
  titleKey: 'tOne.title',
  descriptionKey: 'tOne.description',
  optionsSchema: tOneOptionsSchema,
  defaultValues: {
    variables: [],
    populationMean: 0,
    selectedConfidence: 95,
    selectedMissingValueControlMethod: 'pairwise',
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'variables',
            labelKey: 'tOne.targets.variables',
            helpKey: 'tOne.targets.variablesHelp',
            accepts: ['numeric'],
            min: 1,
          },
        ],
      },
      {
        kind: 'options',
        field: 'populationMean',
        control: 'number',
        labelKey: 'tOne.populationMean.label',
        helpKey: 'tOne.populationMean.help',
        options: [],
        step: 0.1,
      },
      ...tTestOptionSections('tOne'),
    ],
  },
  toRequest: (values) => ({
    variables: [...new Set(values.variables)],
    populationMean: values.populationMean,
    selectedConfidence: values.selectedConfidence,
    selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
  }),
  requestSchema: tOneRequestSchema,
  resultTables: (result) => withHeaderTexts(result.tables),
};
