import type { z } from 'zod';
import type { AnalysisResult, DatasetDetail, ResultTableModel, VariableType } from '../types';

/** Contract ids of the analyses (analysis-contract.md); one for now. */
export const analysisIds = ['descriptive'] as const;
export type AnalysisId = (typeof analysisIds)[number];

export const optionControls = ['checkboxGroup', 'radio', 'number', 'switch', 'confidence'] as const;
export type OptionControl = (typeof optionControls)[number];

export interface VariableTarget {
  /** Also the name of the form field holding the chosen variable names (string[]). */
  id: string;
  labelKey: string;
  accepts: readonly VariableType[];
  min: number;
  max?: number;
}

export interface VariablesSection {
  kind: 'variables';
  targets: readonly VariableTarget[];
}

export interface OptionsSection {
  kind: 'options';
  /** Form field (a key of the options schema). */
  field: string;
  control: OptionControl;
  labelKey: string;
  /** Choices for checkboxGroup and radio; empty for number, switch and confidence. */
  options: readonly { value: string; labelKey: string }[];
  /** number and confidence controls. */
  min?: number;
  max?: number;
  step?: number;
  /** confidence: the label of the level field and the level used when the person turns it on. */
  levelLabelKey?: string;
  defaultLevel?: number;
}

export type SettingSection = VariablesSection | OptionsSection;

/** The setting form as data: a generic renderer draws every analysis from it. */
export interface SettingLayout {
  sections: readonly SettingSection[];
}

/** Request body fields of the contract, without the dataset identity the site adds. */
export type AnalysisRequestFields = Record<string, unknown>;

export type AnyOptionsSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface AnalysisDefinition<Schema extends AnyOptionsSchema = AnyOptionsSchema> {
  id: AnalysisId;
  /** Route of spec point 2. */
  path: string;
  titleKey: string;
  descriptionKey: string;
  /** Validates the form and guards the wizard's SUBMIT; fills defaults. */
  optionsSchema: Schema;
  defaultValues: z.input<Schema>;
  layout: SettingLayout;
  /** Contract-shaped request fields for the site's API call. */
  toRequest(values: z.output<Schema>): AnalysisRequestFields;
  /** Strict schema of what `toRequest` must produce (contract field names and values). */
  requestSchema: z.ZodType<AnalysisRequestFields>;
  /** Tables to show, in order. */
  resultTables(result: AnalysisResult): ResultTableModel[];
}

/** A definition with its schema type erased, for registries and the generic machine. */
export type AnyAnalysisDefinition = AnalysisDefinition;

/**
 * Checks the chosen variables against the dataset: each must exist and be of an accepted
 * type. The zod schema cannot know the dataset; the machine's guard uses both.
 */
export function variablesFitDataset(
  definition: AnyAnalysisDefinition,
  values: Record<string, unknown>,
  dataset: Pick<DatasetDetail, 'columns'>,
): boolean {
  const types = new Map(dataset.columns.map((column) => [column.name, column.type]));
  for (const section of definition.layout.sections) {
    if (section.kind !== 'variables') continue;
    for (const target of section.targets) {
      const chosen = values[target.id];
      if (!Array.isArray(chosen)) return false;
      for (const name of chosen) {
        const type = typeof name === 'string' ? types.get(name) : undefined;
        if (type === undefined || !target.accepts.includes(type)) return false;
      }
    }
  }
  return true;
}
