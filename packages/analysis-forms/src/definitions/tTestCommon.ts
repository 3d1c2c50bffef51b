import { z } from 'zod';
import type { LocalizedText, ResultTableModel } from '../types';
import type { OptionsSection } from './types';

/**
 * Pieces the three t-tests share (engineer A's definitions): the confidence level and the
 * missing-value choice of SPSS's T-TEST dialogs ("Options…").
 */

/** SPSS T-TEST: "Exclude cases analysis by analysis" (the contract's pairwise) or listwise. */
export const tTestMissingMethods = ['pairwise', 'listwise'] as const;

/** SPSS's "Confidence Interval Percentage": 95 by default, the contract's 50–99.9. */
export const DEFAULT_T_CONFIDENCE = 95;

export const selectedConfidenceSchema = z
  .number({ error: 'errors.confidenceRange' })
  .min(50, { error: 'errors.confidenceRange' })
  .max(99.9, { error: 'errors.confidenceRange' })
  .default(DEFAULT_T_CONFIDENCE);

export const missingMethodSchema = z
  .enum(tTestMissingMethods, { error: 'errors.chooseOne' })
  .default('pairwise');

/** Request halves of the two common fields. */
export const commonTRequestFields = {
  selectedConfidence: z.number().min(50).max(99.9),
  selectedMissingValueControlMethod: z.enum(tTestMissingMethods),
};

/** The "Options…" controls of a t-test dialog, under the analysis's catalogue key. */
export function tTestOptionSections(key: string): OptionsSection[] {
  return [
    {
      kind: 'options',
      field: 'selectedConfidence',
      control: 'number',
      labelKey: `${key}.selectedConfidence.label`,
      helpKey: `${key}.selectedConfidence.help`,
      options: [],
      min: 50,
      max: 99.9,
      step: 0.1,
    },
    {
      kind: 'options',
      field: 'selectedMissingValueControlMethod',
      control: 'radio',
      labelKey: `${key}.missing.label`,
      helpKey: `${key}.missing.help`,
      options: tTestMissingMethods.map((value) => ({
        value,
        labelKey: `${key}.missing.${value}`,
      })),
    },
  ];
}

/** Header texts for engine columns that SPSS leaves blank (a blank header fails WCAG). */
const blankHeaderTexts: Record<string, LocalizedText> = {
  measure: { ko: '측도', en: 'Measure' },
};

/**
 * The engine's tables with every blank leaf column header named: SPSS prints no header
 * above some row-label columns (e.g. "Cohen's d" in the effect-size table), but a table
 * header without text is announced as nothing.
 */
export function withHeaderTexts(tables: ResultTableModel[]): ResultTableModel[] {
  return tables.map((table) =>
    table.columns.some((column) => column.label.ko.trim() === '')
      ? {
          ...table,
          columns: table.columns.map((column) =>
            column.label.ko.trim() === ''
              ? { ...column, label: blankHeaderTexts[column.key] ?? { ko: '구분', en: 'Item' } }
              : column,
          ),
        }
      : table,
  );
}
