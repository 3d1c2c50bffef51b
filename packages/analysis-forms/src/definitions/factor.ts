import { z } from 'zod';
import type { AnalysisResult } from '../types';
import { choiceSet, integerIn, tidyTables, unique, variableList } from './modelCommon';
import type { AnalysisDefinition, OptionsSection, ResultChartModel } from './types';

// Value lists of analysis-contract.md, `factor`; order is the order of SPSS's FACTOR dialogs.
export const factorMethods = ['pca', 'paf', 'ml', 'uls', 'gls', 'alpha', 'image'] as const;
export const factorRotations = [
  'none',
  'varimax',
  'quartimax',
  'equamax',
  'oblimin',
  'promax',
] as const;
export const factorMatrices = ['correlation', 'covariance'] as const;
export const factorExtracts = ['eigenvalue', 'fixed'] as const;
export const factorSortOptions = ['none', 'size'] as const;
export const factorScoreMethods = ['none', 'regression', 'bartlett', 'andersonRubin'] as const;
export const factorMissingMethods = ['listwise', 'pairwise', 'mean'] as const;
export const factorAnalysisOptions = [
  'univariate',
  'initial',
  'coefficients',
  'significance',
  'determinant',
  'kmoBartlett',
  'inverse',
  'reproduced',
  'antiImage',
] as const;
export const factorChartTypes = ['scree', 'loadingPlot'] as const;

const unitInterval = z
  .number({ error: 'factor.errors.unitInterval' })
  .min(0, { error: 'factor.errors.unitInterval' })
  .max(1, { error: 'factor.errors.unitInterval' });
const iterations = integerIn(1, 9999, 'factor.errors.iterations').default(25);

/**
 * SPSS FACTOR's defaults where the contract names none: principal components of the
 * correlation matrix, eigenvalues over 1, no rotation, 25 iterations, delta 0, kappa 4,
 * listwise deletion, "Initial solution" shown, no plots, loadings unsorted and not suppressed.
 * KMO and Bartlett's test are on by default (SPSS leaves them off; the engine's default and the
 * first thing a reader of a factor analysis looks for).
 */
export const factorOptionsSchema = z
  .object({
    factorVariables: variableList(2),
    selectedMethod: z.enum(factorMethods, { error: 'errors.chooseOne' }).default('pca'),
    selectedMatrix: z.enum(factorMatrices, { error: 'errors.chooseOne' }).default('correlation'),
    selectedExtract: z.enum(factorExtracts, { error: 'errors.chooseOne' }).default('eigenvalue'),
    eigenvaluesGreaterThan: z
      .number({ error: 'factor.errors.eigenvalue' })
      .min(0, { error: 'factor.errors.eigenvalue' })
      .default(1),
    factorsToExtract: integerIn(1, 999, 'factor.errors.factorsToExtract').nullable().default(null),
    extractIteration: iterations,
    selectedRotationMethod: z.enum(factorRotations, { error: 'errors.chooseOne' }).default('none'),
    rotationIteration: iterations,
    delta: z
      .number({ error: 'factor.errors.delta' })
      .max(0.8, { error: 'factor.errors.delta' })
      .default(0),
    kappa: z
      .number({ error: 'factor.errors.kappa' })
      .gt(1, { error: 'factor.errors.kappa' })
      .default(4),
    selectedSortOptions: z.enum(factorSortOptions, { error: 'errors.chooseOne' }).default('none'),
    suppressABS: unitInterval.nullable().default(null),
    selectedScoreMethod: z.enum(factorScoreMethods, { error: 'errors.chooseOne' }).default('none'),
    selectedMissingValueControlMethod: z
      .enum(factorMissingMethods, { error: 'errors.chooseOne' })
      .default('listwise'),
    selectedAnalysisOptions: choiceSet(factorAnalysisOptions).default(['initial', 'kmoBartlett']),
    selectedChartType: choiceSet(factorChartTypes).default([]),
    communalitiesCleanningValue: unitInterval.nullable().default(null),
  })
  .superRefine((values, context) => {
    if (values.selectedExtract !== 'fixed') return;
    const count = unique(values.factorVariables).length;
    if (values.factorsToExtract === null || values.factorsToExtract > count)
      context.addIssue({
        code: 'custom',
        path: ['factorsToExtract'],
        message: 'factor.errors.factorsToExtract',
      });
  });

export type FactorOptionsInput = z.input<typeof factorOptionsSchema>;
export type FactorOptions = z.output<typeof factorOptionsSchema>;

/** The contract's request: exact keys and values, nothing else. */
export const factorRequestSchema = z.strictObject({
  factorVariables: z.array(z.string().min(1)).min(2),
  selectedMethod: z.enum(factorMethods),
  selectedRotationMethod: z.enum(factorRotations),
  selectedMatrix: z.enum(factorMatrices),
  selectedExtract: z.enum(factorExtracts),
  eigenvaluesGreaterThan: z.number().min(0),
  factorsToExtract: z.number().int().min(1).nullable(),
  extractIteration: z.number().int().min(1),
  rotationIteration: z.number().int().min(1),
  delta: z.number().max(0.8),
  kappa: z.number().gt(1),
  selectedSortOptions: z.enum(factorSortOptions),
  suppressABS: z.number().min(0).max(1).nullable(),
  selectedScoreMethod: z.enum(factorScoreMethods),
  selectedMissingValueControlMethod: z.enum(factorMissingMethods),
  selectedAnalysisOptions: z.array(z.enum(factorAnalysisOptions)),
  selectedChartType: z.array(z.enum(factorChartTypes)),
  communalitiesCleanningValue: z.number().min(0).max(1).nullable(),
});

const choices = (group: string, values: readonly string[]) =>
  values.map((value) => ({ value, labelKey: `factor.${group}.${value}` }));

function radio(field: string, group: string, values: readonly string[]): OptionsSection {
  return {
    kind: 'options',
    field,
    control: 'radio',
    labelKey: `factor.${group}.label`,
    helpKey: `factor.${group}.help`,
    options: choices(group, values),
  };
}

function number(
  field: string,
  range: { min?: number; max?: number; step: number },
  visibleWhen?: OptionsSection['visibleWhen'],
): OptionsSection {
  return {
    kind: 'options',
    field,
    control: 'number',
    labelKey: `factor.${field}.label`,
    helpKey: `factor.${field}.help`,
    options: [],
    ...range,
    ...(visibleWhen ? { visibleWhen } : {}),
  };
}

/** What a factor result holds beyond its tables (the engine's `FactorResult`, as far as read). */
export interface FactorResultLike extends AnalysisResult {
  analysis: 'factor';
  /** Extraction method: 'pca' gives components, the others factors. */
  method?: string;
  variables: string[];
  eigenvalues: number[];
  factorCount: number;
  loadings: number[][];
  rotation?: { rotated?: number[][]; pattern?: number[][] };
}

export function isFactorResult(result: AnalysisResult): result is FactorResultLike {
  const candidate = result as Partial<FactorResultLike>;
  return (
    result.analysis === 'factor' &&
    Array.isArray(candidate.variables) &&
    Array.isArray(candidate.eigenvalues) &&
    Array.isArray(candidate.loadings)
  );
}

/** The matrix a reader groups items by: rotated (orthogonal), pattern (oblique) or unrotated. */
export function groupingLoadings(result: FactorResultLike): number[][] {
  return result.rotation?.rotated ?? result.rotation?.pattern ?? result.loadings;
}

function factorCharts(
  result: AnalysisResult,
  values: Record<string, unknown> | null,
): ResultChartModel[] {
  if (!isFactorResult(result)) return [];
  const chosen = Array.isArray(values?.selectedChartType) ? values.selectedChartType : [];
  const charts: ResultChartModel[] = [];
  if (chosen.includes('scree'))
    charts.push({
      kind: 'scree',
      id: 'factor-scree',
      titleKey: 'factor.charts.scree',
      eigenvalues: result.eigenvalues,
      referenceLine: values?.selectedExtract === 'eigenvalue' ? 1 : null,
    });
  const loadings = groupingLoadings(result);
  if (chosen.includes('loadingPlot') && result.factorCount >= 2)
    charts.push({
      kind: 'loadings',
      id: 'factor-loadings',
      // Principal components are components (성분), not factors, as SPSS labels them.
      ...(result.method === 'pca'
        ? {
            titleKey: 'factor.charts.componentLoadings',
            xLabelKey: 'factor.charts.componentX',
            yLabelKey: 'factor.charts.componentY',
          }
        : {
            titleKey: 'factor.charts.loadings',
            xLabelKey: 'factor.charts.loadingsX',
            yLabelKey: 'factor.charts.loadingsY',
          }),
      points: result.variables.map((variable, index) => ({
        label: variable,
        x: loadings[index]?.[0] ?? 0,
        y: loadings[index]?.[1] ?? 0,
      })),
    });
  return charts;
}

export const factorDefinition: AnalysisDefinition<typeof factorOptionsSchema> = {
  id: 'factor',
  path: '/services/anal/cause/factor',
  titleKey: 'factor.title',
  descriptionKey: 'factor.description',
  // The spec gives factor analysis no interpretation page; the written report of the factors
  // found (how many, the variance they explain, which items load on each) is kept because it
  // is what a researcher hands in, and the intro page says so.
  introNoteKey: 'introNotes.factor',
  optionsSchema: factorOptionsSchema,
  defaultValues: {
    factorVariables: [],
    selectedMethod: 'pca',
    selectedMatrix: 'correlation',
    selectedExtract: 'eigenvalue',
    eigenvaluesGreaterThan: 1,
    factorsToExtract: null,
    extractIteration: 25,
    selectedRotationMethod: 'none',
    rotationIteration: 25,
    delta: 0,
    kappa: 4,
    selectedSortOptions: 'none',
    suppressABS: null,
    selectedScoreMethod: 'none',
    selectedMissingValueControlMethod: 'listwise',
    selectedAnalysisOptions: ['initial', 'kmoBartlett'],
    selectedChartType: [],
    communalitiesCleanningValue: null,
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'factorVariables',
            labelKey: 'factor.targets.factorVariables',
            helpKey: 'factor.targets.help',
            accepts: ['numeric'],
            min: 2,
          },
        ],
      },
      // "Descriptives…"
      {
        kind: 'options',
        field: 'selectedAnalysisOptions',
        control: 'checkboxGroup',
        labelKey: 'factor.analysisOptions.label',
        helpKey: 'factor.analysisOptions.help',
        options: choices('analysisOptions', factorAnalysisOptions),
      },
      // "Extraction…"
      radio('selectedMethod', 'method', factorMethods),
      radio('selectedMatrix', 'matrix', factorMatrices),
      radio('selectedExtract', 'extract', factorExtracts),
      number(
        'eigenvaluesGreaterThan',
        { min: 0, step: 0.1 },
        { field: 'selectedExtract', equals: 'eigenvalue' },
      ),
      number(
        'factorsToExtract',
        { min: 1, step: 1 },
        { field: 'selectedExtract', equals: 'fixed' },
      ),
      number('extractIteration', { min: 1, step: 1 }),
      {
        kind: 'options',
        field: 'selectedChartType',
        control: 'checkboxGroup',
        labelKey: 'factor.chartType.label',
        helpKey: 'factor.chartType.help',
        options: choices('chartType', factorChartTypes),
      },
      // "Rotation…"
      radio('selectedRotationMethod', 'rotation', factorRotations),
      number(
        'delta',
        { max: 0.8, step: 0.1 },
        { field: 'selectedRotationMethod', equals: 'oblimin' },
      ),
      number('kappa', { min: 1.1, step: 1 }, { field: 'selectedRotationMethod', equals: 'promax' }),
      number('rotationIteration', { min: 1, step: 1 }),
      // "Scores…"
      radio('selectedScoreMethod', 'score', factorScoreMethods),
      // "Options…"
      radio('selectedMissingValueControlMethod', 'missing', factorMissingMethods),
      radio('selectedSortOptions', 'sort', factorSortOptions),
      {
        kind: 'options',
        field: 'suppressABS',
        control: 'optionalNumber',
        labelKey: 'factor.suppressABS.label',
        levelLabelKey: 'factor.suppressABS.level',
        helpKey: 'factor.suppressABS.help',
        options: [],
        min: 0,
        max: 1,
        step: 0.05,
        // SPSS's "Absolute value below" starts at .10.
        defaultLevel: 0.1,
      },
      {
        kind: 'options',
        field: 'communalitiesCleanningValue',
        control: 'optionalNumber',
        labelKey: 'factor.communalities.label',
        levelLabelKey: 'factor.communalities.level',
        helpKey: 'factor.communalities.help',
        options: [],
        min: 0,
        max: 1,
        step: 0.05,
        defaultLevel: 0.4,
      },
    ],
  },
  toRequest: (values) => ({
    factorVariables: unique(values.factorVariables),
    selectedMethod: values.selectedMethod,
    selectedRotationMethod: values.selectedRotationMethod,
    selectedMatrix: values.selectedMatrix,
    selectedExtract: values.selectedExtract,
    eigenvaluesGreaterThan: values.eigenvaluesGreaterThan,
    // The count is only meaningful (and only checked by the engine) for a fixed extraction.
    factorsToExtract: values.selectedExtract === 'fixed' ? values.factorsToExtract : null,
    extractIteration: values.extractIteration,
    rotationIteration: values.rotationIteration,
    delta: values.delta,
    kappa: values.kappa,
    selectedSortOptions: values.selectedSortOptions,
    suppressABS: values.suppressABS,
    selectedScoreMethod: values.selectedScoreMethod,
    selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
    selectedAnalysisOptions: values.selectedAnalysisOptions,
    selectedChartType: values.selectedChartType,
    communalitiesCleanningValue: values.communalitiesCleanningValue,
  }),
  requestSchema: factorRequestSchema,
  resultTables: (result) => tidyTables(result.tables),
  resultCharts: factorCharts,
  followUp: 'factorGroups',
};
