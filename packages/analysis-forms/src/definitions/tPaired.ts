import { z } from 'zod';
import {
  commonTRequestFields,
  missingMethodSchema,
  selectedConfidenceSchema,
  tTestOptionSections,
  withHeaderTexts,
} from './tTestCommon';
import type { AnalysisDefinition } from './types';

const pair = z
  .tuple([z.string().min(1), z.string().min(1)])
  .refine(([first, second]) => first !== second, { error: 'tPaired.errors.samePair' });

/** `t/paired` of analysis-contract.md: SPSS Paired-Samples T Test (difference = first − second). */
export const tPairedOptionsSchema = z.object({
  pairedSampleTestValue: z.array(pair).min(1, { error: 'tPaired.errors.pairsMin' }),
  selectedConfidence: selectedConfidenceSchema,
  selectedMissingValueControlMethod: missingMethodSchema,
});

export type TPairedOptionsInput = z.input<typeof tPairedOptionsSchema>;
export type TPairedOptions = z.output<typeof tPairedOptionsSchema>;

export const tPairedRequestSchema = z.strictObject({
  pairedSampleTestValue: z.array(z.tuple([z.string().min(1), z.string().min(1)])).min(1),
  ...commonTRequestFields,
});

export const tPairedDefinition: AnalysisDefinition<typeof tPairedOptionsSchema> = {
  id: 't/paired',
  path: '/services/anal/average/t/paired',
  titleKey: 'tPaired.title',
  descriptionKey: 'tPaired.description',
  optionsSchema: tPairedOptionsSchema,
  defaultValues: {
    pairedSampleTestValue: [],
    selectedConfidence: 95,
    selectedMissingValueControlMethod: 'pairwise',
  },
  layout: {
    sections: [
      {
        kind: 'pairs',
        field: 'pairedSampleTestValue',
        labelKey: 'tPaired.pairs.label',
        helpKey: 'tPaired.pairs.help',
        accepts: ['numeric'],
        min: 1,
      },
      ...tTestOptionSections('tPaired'),
    ],
  },
  toRequest: (values) => {
    // The same pair twice would only repeat a table.
    const seen = new Set<string>();
    const pairs = values.pairedSampleTestValue.filter(([first, second]) => {
      const key = JSON.stringify([first, second]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return {
      pairedSampleTestValue: pairs.map(([first, second]) => [first, second]),
      selectedConfidence: values.selectedConfidence,
      selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
    };
  },
  requestSchema: tPairedRequestSchema,
  resultTables: (result) => withHeaderTexts(result.tables),
};
