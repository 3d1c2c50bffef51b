import { z } from 'zod';
import { en as anovaEn, ko as anovaKo } from '../i18n/analyses/anova';
import type { AnalysisResult, ResultTableModel } from '../types';
import type { AnalysisDefinition, OptionsSection, ResultChartModel } from './types';

// Value lists of analysis-contract.md, `anova`; order is the order of the form and of SPSS.
export const anovaOptions = [
  'descriptives',
  'homogeneity',
  'welch',
  'brownForsythe',
  'effectSize',
  'meansPlot',
] as const;
/** SPSS's Post Hoc dialog: equal variances assumed first, then not assumed. */
export const postHocOptions = [
  'lsd',
  'bonferroni',
  'sidak',
  'scheffe',
  'tukey',
  'duncan',
  'snk',
  'dunnett',
  'gamesHowell',
  'dunnettT3',
] as const;
export const dunnettControls = ['last', 'first'] as const;
export const pairwiseComparisonOptions = ['none', 'lsd', 'bonferroni', 'sidak'] as const;
export const anovaMissingMethods = ['pairwise', 'listwise'] as const;
export const anovaModelTypes = ['full', 'custom'] as const;

/**
 * The terms of the full factorial model of these factors, in the engine's order: main effects,
 * then two-way interactions, … ("A", "B", "A * B").
 */
export function factorialTerms(factors: readonly string[]): string[] {
  const unique = [...new Set(factors)];
  const terms: string[][] = [];
  const walk = (start: number, chosen: string[]) => {
    for (let i = start; i < unique.length; i++) {
      const next = [...chosen, unique[i]!];
      terms.push(next);
      walk(i + 1, next);
    }
  };
  walk(0, []);
  return terms
    .map((term, index) => ({ term, index }))
    .sort((a, b) => a.term.length - b.term.length || a.index - b.index)
    .map(({ term }) => term.join(' * '));
}

/** The chosen terms that belong to the model of these factors, in the model's order. */
export function customTerms(factors: readonly string[], chosen: readonly string[]): string[] {
  return factorialTerms(factors).filter((term) => chosen.includes(term));
}

/** SPSS's confidence level for ONEWAY and UNIANOVA. */
export const DEFAULT_ANOVA_CONFIDENCE = 95;

function choiceSet<const T extends readonly [string, ...string[]]>(choices: T) {
  return z
    .array(z.enum(choices))
    .transform((chosen) => choices.filter((choice) => chosen.includes(choice)) as T[number][]);
}

const variableList = z.array(z.string().min(1)).min(1, { error: 'errors.variablesMin' });

/**
 * Form values. Defaults are SPSS ONEWAY's (no statistics, no post hoc, 95 %, missing values
 * excluded analysis by analysis) and UNIANOVA's (full factorial, no marginal-mean
 * comparisons); Dunnett's control category is the last, as in SPSS.
 */
export const anovaOptionsSchema = z
  .object({
    dependents: variableList,
    factors: variableList,
    covariates: z.array(z.string().min(1)).default([]),
    homogeneityOfSlopes: z.boolean().default(false),
    modelType: z.enum(anovaModelTypes, { error: 'errors.chooseOne' }).default('full'),
    selectedEffect: z.array(z.string()).default([]),
    selectedAnovaOptions: choiceSet(anovaOptions).default([]),
    postHoc: choiceSet(postHocOptions).default([]),
    dunnettControl: z.enum(dunnettControls, { error: 'errors.chooseOne' }).default('last'),
    homogeneousSubset: z.boolean().default(false),
    pairwiseComparisons: z
      .enum(pairwiseComparisonOptions, { error: 'errors.chooseOne' })
      .default('none'),
    selectedConfidence: z
      .number({ error: 'errors.confidenceRange' })
      .min(50, { error: 'errors.confidenceRange' })
      .max(99.9, { error: 'errors.confidenceRange' })
      .default(DEFAULT_ANOVA_CONFIDENCE),
    selectedMissingValueControlMethod: z
      .enum(anovaMissingMethods, { error: 'errors.chooseOne' })
      .default('pairwise'),
  })
  .superRefine((values, context) => {
    // A covariate is a numeric control variable, never also a factor or a dependent.
    const roles = new Set([...values.dependents, ...values.factors]);
    if (values.covariates.some((name) => roles.has(name)))
      context.addIssue({
        code: 'custom',
        path: ['covariates'],
        message: 'models.errors.oneRole',
      });
    // SPSS's Custom model needs at least one term of the chosen factors.
    if (
      values.modelType === 'custom' &&
      new Set(values.factors).size > 1 &&
      customTerms(values.factors, values.selectedEffect).length === 0
    )
      context.addIssue({
        code: 'custom',
        path: ['selectedEffect'],
        message: 'anova.model.noTerms',
      });
  });

export type AnovaOptionsInput = z.input<typeof anovaOptionsSchema>;
export type AnovaOptions = z.output<typeof anovaOptionsSchema>;

/** The contract's request: exact keys and values, nothing else. */
export const anovaRequestSchema = z.strictObject({
  dependents: z.array(z.string().min(1)).min(1),
  factors: z.array(z.string().min(1)).min(1),
  anovaAnalysisType: z.enum(['oneway', 'factorial']),
  selectedAnovaOptions: z.array(z.enum(anovaOptions)),
  postHoc: z.array(z.enum(postHocOptions)),
  dunnettControl: z.enum(dunnettControls),
  homogeneousSubset: z.boolean(),
  pairwiseComparisons: z.enum(pairwiseComparisonOptions),
  selectedConfidence: z.number().min(50).max(99.9),
  selectedMissingValueControlMethod: z.enum(anovaMissingMethods),
  selectedEffect: z.array(z.string().min(1)).min(1).optional(),
  covariates: z.array(z.string().min(1)).min(1).optional(),
  homogeneityOfSlopes: z.boolean().optional(),
});

const choices = (group: string, values: readonly string[]) =>
  values.map((value) => ({ value, labelKey: `anova.${group}.${value}` }));

const option = (
  field: string,
  control: OptionsSection['control'],
  values: readonly string[] = [],
  extra: Partial<OptionsSection> = {},
): OptionsSection => ({
  kind: 'options',
  field,
  control,
  labelKey: `anova.${field}.label`,
  helpKey: `anova.${field}.help`,
  options: choices(field, values),
  ...extra,
});

/** One dependent list and one factor → SPSS One-Way ANOVA; several factors → UNIANOVA. */
export const anovaDefinition: AnalysisDefinition<typeof anovaOptionsSchema> = {
  id: 'anova',
  path: '/services/anal/average/anova',
  titleKey: 'anova.title',
  descriptionKey: 'anova.description',
  optionsSchema: anovaOptionsSchema,
  defaultValues: {
    dependents: [],
    factors: [],
    covariates: [],
    homogeneityOfSlopes: false,
    modelType: 'full',
    selectedEffect: [],
    selectedAnovaOptions: [],
    postHoc: [],
    dunnettControl: 'last',
    homogeneousSubset: false,
    pairwiseComparisons: 'none',
    selectedConfidence: DEFAULT_ANOVA_CONFIDENCE,
    selectedMissingValueControlMethod: 'pairwise',
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'dependents',
            labelKey: 'anova.targets.dependents',
            helpKey: 'anova.targets.dependentsHelp',
            accepts: ['numeric'],
            min: 1,
          },
          {
            id: 'factors',
            labelKey: 'anova.targets.factors',
            helpKey: 'anova.targets.factorsHelp',
            // SPSS takes numeric codes (1, 2, 3) as well as text categories.
            accepts: ['categorical', 'numeric'],
            min: 1,
            max: 4,
          },
          {
            id: 'covariates',
            labelKey: 'anova.targets.covariates',
            helpKey: 'anova.targets.covariatesHelp',
            accepts: ['numeric'],
            min: 0,
          },
        ],
      },
      option('homogeneityOfSlopes', 'switch'),
      option('modelType', 'radio', anovaModelTypes),
      {
        kind: 'anovaModel',
        field: 'selectedEffect',
        modelField: 'modelType',
        factorsField: 'factors',
        dependentsField: 'dependents',
        labelKey: 'anova.model.label',
        helpKey: 'anova.model.help',
      },
      option('selectedAnovaOptions', 'checkboxGroup', anovaOptions),
      option('postHoc', 'checkboxGroup', postHocOptions),
      option('dunnettControl', 'radio', dunnettControls),
      option('homogeneousSubset', 'switch'),
      option('pairwiseComparisons', 'radio', pairwiseComparisonOptions),
      option('selectedConfidence', 'number', [], { min: 50, max: 99.9, step: 0.1 }),
      option('selectedMissingValueControlMethod', 'radio', anovaMissingMethods),
    ],
  },
  toRequest: (values) => {
    const factors = [...new Set(values.factors)];
    const covariates = [...new Set(values.covariates)];
    return {
      dependents: [...new Set(values.dependents)],
      factors,
      // Covariates make it SPSS UNIANOVA's model even with one factor (ANCOVA).
      anovaAnalysisType: factors.length > 1 || covariates.length > 0 ? 'factorial' : 'oneway',
      selectedAnovaOptions: values.selectedAnovaOptions,
      postHoc: values.postHoc,
      dunnettControl: values.dunnettControl,
      homogeneousSubset: values.homogeneousSubset,
      pairwiseComparisons: values.pairwiseComparisons,
      selectedConfidence: values.selectedConfidence,
      selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
      // SPSS's Custom model: only the chosen terms (the engine fits the full factorial otherwise).
      ...(factors.length > 1 && values.modelType === 'custom'
        ? { selectedEffect: customTerms(factors, values.selectedEffect) }
        : {}),
      ...(covariates.length > 0
        ? { covariates, homogeneityOfSlopes: values.homogeneityOfSlopes }
        : {}),
    };
  },
  fromRequest: (request) => {
    const values: Record<string, unknown> = { ...anovaDefinition.defaultValues };
    for (const [field, value] of Object.entries(request))
      if (field in values || field === 'dependents' || field === 'factors') values[field] = value;
    delete values.anovaAnalysisType;
    const effects = request.selectedEffect;
    values.modelType = Array.isArray(effects) && effects.length > 0 ? 'custom' : 'full';
    values.selectedEffect = Array.isArray(effects) ? effects : [];
    return values;
  },
  requestSchema: anovaRequestSchema,
  resultTables: anovaTables,
  resultCharts: anovaCharts,
};

/**
 * The engine's tables, with a header for the columns SPSS leaves unnamed (the group, the
 * source of variation, the test): a table read aloud needs every column named.
 */
export function anovaTables(result: AnalysisResult): ResultTableModel[] {
  const keys = ['group', 'basedOn', 'source', 'test', 'measure'] as const;
  return result.tables.map((table) => {
    if (!table.columns.some((column) => column.label.ko === '')) return table;
    return {
      ...table,
      columns: table.columns.map((column) => {
        if (column.label.ko !== '') return column;
        const key = (keys as readonly string[]).includes(column.key)
          ? (column.key as (typeof keys)[number])
          : 'other';
        return {
          ...column,
          label: { ko: anovaKo.columns[key], en: anovaEn.columns[key] },
        };
      }),
    };
  });
}

interface OnewayGroup {
  group: string;
  n: number;
  mean: number | null;
  lowerConf: number | null;
  upperConf: number | null;
}

/**
 * SPSS ONEWAY's means plot, when it was asked for: the mean of each group of each dependent,
 * with its confidence interval (the engine's descriptives of the groups).
 */
export function anovaCharts(
  result: AnalysisResult,
  values: Record<string, unknown> | null,
): ResultChartModel[] {
  const options = values?.selectedAnovaOptions;
  if (!Array.isArray(options) || !options.includes('meansPlot')) return [];
  const { dependents = [], confidence = DEFAULT_ANOVA_CONFIDENCE } = result as {
    dependents?: { dependent: string; factor: string; groups: OnewayGroup[] }[];
    confidence?: number;
  };
  return dependents.map((entry, index) => ({
    kind: 'means',
    id: `means-plot-${index}`,
    titleKey: 'anova.charts.title',
    dependent: entry.dependent,
    factor: entry.factor,
    confidence,
    groups: entry.groups
      .filter((group) => group.mean !== null)
      .map((group) => ({
        label: group.group,
        mean: group.mean as number,
        n: group.n,
        ...(group.lowerConf !== null && group.upperConf !== null
          ? { lower: group.lowerConf, upper: group.upperConf }
          : {}),
      })),
  }));
}
