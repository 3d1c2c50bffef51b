import { z } from 'zod';
import { missingMethodSchema, tTestMissingMethods, withHeaderTexts } from './tTestCommon';
import { groupValue } from './tIndependent';
import type { AnalysisDefinition, OptionsSection, SettingSection } from './types';

/**
 * The nonparametric tests of analysis-contract's companion (packages/stats, analyses/
 * nonparametric/README.md): one definition per SPSS NPAR TESTS dialog's test. They share the
 * missing-value choice of NPAR TESTS ("Exclude cases test-by-test" or listwise).
 */
const base = '/services/anal/nonparametric';
const key = (test: string, rest: string) => `nonparametric.${test}.${rest}`;

const missingSection = (): OptionsSection => ({
  kind: 'options',
  field: 'selectedMissingValueControlMethod',
  control: 'radio',
  labelKey: 'nonparametric.missing.label',
  helpKey: 'nonparametric.missing.help',
  options: tTestMissingMethods.map((value) => ({
    value,
    labelKey: `nonparametric.missing.${value}`,
  })),
});

const variables = z.array(z.string().min(1));
const testVariables = variables.min(1, { error: 'errors.variablesMin' });
const oneGrouping = variables.length(1, { error: 'nonparametric.errors.groupingVariable' });
const cell = z.union([z.number(), z.string().min(1)]);
const missingRequest = { selectedMissingValueControlMethod: z.enum(tTestMissingMethods) };
const resultTables = (result: { tables: Parameters<typeof withHeaderTexts>[0] }) =>
  withHeaderTexts(result.tables);

/** Two group values of a grouping variable, checked as SPSS's "Define Groups". */
function checkGroups(
  values: { group1: string; group2: string; groupingVariable: string[]; testVariables: string[] },
  context: z.RefinementCtx,
) {
  if (values.group1.trim() === '')
    context.addIssue({ code: 'custom', path: ['group1'], message: 'nonparametric.errors.group' });
  if (values.group2.trim() === '')
    context.addIssue({ code: 'custom', path: ['group2'], message: 'nonparametric.errors.group' });
  else if (values.group1.trim() === values.group2.trim())
    context.addIssue({
      code: 'custom',
      path: ['group2'],
      message: 'nonparametric.errors.sameGroups',
    });
  if (values.testVariables.includes(values.groupingVariable[0] ?? ''))
    context.addIssue({
      code: 'custom',
      path: ['groupingVariable'],
      message: 'nonparametric.errors.groupingIsTest',
    });
}

const groupingTargets = (test: string) =>
  ({
    kind: 'variables',
    targets: [
      {
        id: 'testVariables',
        labelKey: 'nonparametric.targets.test',
        accepts: ['numeric'],
        min: 1,
      },
      {
        id: 'groupingVariable',
        labelKey: 'nonparametric.targets.grouping',
        helpKey: key(test, 'groupingHelp'),
        accepts: ['numeric', 'categorical'],
        min: 1,
        max: 1,
      },
    ],
  }) as const satisfies SettingSection;

const groupValueSections = (): OptionsSection[] =>
  (['group1', 'group2'] as const).map((field) => ({
    kind: 'options',
    field,
    control: 'text',
    labelKey: `nonparametric.${field}`,
    options: [],
  }));

// ── Mann-Whitney U ───────────────────────────────────────────────────────────

export const mannWhitneyOptionsSchema = z
  .object({
    testVariables,
    groupingVariable: oneGrouping,
    group1: z.string().default('1'),
    group2: z.string().default('2'),
    selectedMissingValueControlMethod: missingMethodSchema,
  })
  .superRefine(checkGroups);

export const mannWhitneyDefinition: AnalysisDefinition<typeof mannWhitneyOptionsSchema> = {
  id: 'nonparametric/mann-whitney',
  path: `${base}/mann-whitney`,
  titleKey: key('mannWhitney', 'title'),
  descriptionKey: key('mannWhitney', 'description'),
  optionsSchema: mannWhitneyOptionsSchema,
  defaultValues: {
    testVariables: [],
    groupingVariable: [],
    group1: '1',
    group2: '2',
    selectedMissingValueControlMethod: 'pairwise',
  },
  layout: {
    sections: [groupingTargets('mannWhitney'), ...groupValueSections(), missingSection()],
  },
  toRequest: (values) => ({
    testVariables: [...new Set(values.testVariables)],
    groupingVariable: {
      variable: values.groupingVariable[0] ?? '',
      groups: [groupValue(values.group1), groupValue(values.group2)],
    },
    selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
  }),
  fromRequest: (request) => {
    const grouping = request.groupingVariable as
      { variable: string; groups: [number | string, number | string] } | undefined;
    return {
      ...mannWhitneyDefinition.defaultValues,
      testVariables: (request.testVariables as string[] | undefined) ?? [],
      groupingVariable: grouping ? [grouping.variable] : [],
      ...(grouping
        ? { group1: String(grouping.groups[0]), group2: String(grouping.groups[1]) }
        : {}),
      ...(request.selectedMissingValueControlMethod !== undefined
        ? { selectedMissingValueControlMethod: request.selectedMissingValueControlMethod }
        : {}),
    };
  },
  requestSchema: z.strictObject({
    testVariables: testVariables,
    groupingVariable: z.strictObject({
      variable: z.string().min(1),
      groups: z.tuple([cell, cell]),
    }),
    ...missingRequest,
  }),
  resultTables,
};

// ── Wilcoxon signed-rank and sign test ──────────────────────────────────────

const pair = z
  .tuple([z.string().min(1), z.string().min(1)])
  .refine(([first, second]) => first !== second, { error: 'nonparametric.errors.samePair' });

const pairsOptionsSchema = z.object({
  pairs: z.array(pair).min(1, { error: 'nonparametric.errors.pairsMin' }),
  selectedMissingValueControlMethod: missingMethodSchema,
});

function relatedDefinition(
  id: 'nonparametric/wilcoxon' | 'nonparametric/sign',
  test: 'wilcoxon' | 'sign',
): AnalysisDefinition<typeof pairsOptionsSchema> {
  return {
    id,
    path: `${base}/${test}`,
    titleKey: key(test, 'title'),
    descriptionKey: key(test, 'description'),
    optionsSchema: pairsOptionsSchema,
    defaultValues: { pairs: [], selectedMissingValueControlMethod: 'pairwise' },
    layout: {
      sections: [
        {
          kind: 'pairs',
          field: 'pairs',
          labelKey: 'nonparametric.pairs.label',
          helpKey: 'nonparametric.pairs.help',
          accepts: ['numeric'],
          min: 1,
        },
        missingSection(),
      ],
    },
    toRequest: (values) => {
      const seen = new Set<string>();
      return {
        pairs: values.pairs
          .filter((p) => !seen.has(JSON.stringify(p)) && seen.add(JSON.stringify(p)))
          .map(([first, second]) => [first, second]),
        selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
      };
    },
    requestSchema: z.strictObject({
      pairs: z.array(z.tuple([z.string().min(1), z.string().min(1)])).min(1),
      ...missingRequest,
    }),
    resultTables,
  };
}

export const wilcoxonDefinition = relatedDefinition('nonparametric/wilcoxon', 'wilcoxon');
export const signDefinition = relatedDefinition('nonparametric/sign', 'sign');

// ── Kruskal-Wallis H ─────────────────────────────────────────────────────────

export const kruskalWallisOptionsSchema = z
  .object({
    testVariables,
    groupingVariable: oneGrouping,
    pairwise: z.boolean().default(true),
    selectedMissingValueControlMethod: missingMethodSchema,
  })
  .superRefine((values, context) => {
    if (values.testVariables.includes(values.groupingVariable[0] ?? ''))
      context.addIssue({
        code: 'custom',
        path: ['groupingVariable'],
        message: 'nonparametric.errors.groupingIsTest',
      });
  });

export const kruskalWallisDefinition: AnalysisDefinition<typeof kruskalWallisOptionsSchema> = {
  id: 'nonparametric/kruskal-wallis',
  path: `${base}/kruskal-wallis`,
  titleKey: key('kruskalWallis', 'title'),
  descriptionKey: key('kruskalWallis', 'description'),
  optionsSchema: kruskalWallisOptionsSchema,
  defaultValues: {
    testVariables: [],
    groupingVariable: [],
    pairwise: true,
    selectedMissingValueControlMethod: 'pairwise',
  },
  layout: {
    sections: [
      groupingTargets('kruskalWallis'),
      {
        kind: 'options',
        field: 'pairwise',
        control: 'switch',
        labelKey: key('kruskalWallis', 'pairwise.label'),
        helpKey: key('kruskalWallis', 'pairwise.help'),
        options: [],
      },
      missingSection(),
    ],
  },
  toRequest: (values) => ({
    testVariables: [...new Set(values.testVariables)],
    groupingVariable: values.groupingVariable[0] ?? '',
    pairwise: values.pairwise,
    selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
  }),
  fromRequest: (request) => ({
    ...kruskalWallisDefinition.defaultValues,
    testVariables: (request.testVariables as string[] | undefined) ?? [],
    groupingVariable:
      typeof request.groupingVariable === 'string' ? [request.groupingVariable] : [],
    ...(typeof request.pairwise === 'boolean' ? { pairwise: request.pairwise } : {}),
    ...(request.selectedMissingValueControlMethod !== undefined
      ? { selectedMissingValueControlMethod: request.selectedMissingValueControlMethod }
      : {}),
  }),
  requestSchema: z.strictObject({
    testVariables,
    groupingVariable: z.string().min(1),
    pairwise: z.boolean(),
    ...missingRequest,
  }),
  resultTables,
};

// ── Friedman ─────────────────────────────────────────────────────────────────

export const friedmanOptionsSchema = z.object({
  variables: variables.min(2, { error: 'nonparametric.errors.friedmanMin' }),
});

export const friedmanDefinition: AnalysisDefinition<typeof friedmanOptionsSchema> = {
  id: 'nonparametric/friedman',
  path: `${base}/friedman`,
  titleKey: key('friedman', 'title'),
  descriptionKey: key('friedman', 'description'),
  optionsSchema: friedmanOptionsSchema,
  defaultValues: { variables: [] },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'variables',
            labelKey: key('friedman', 'variables'),
            helpKey: key('friedman', 'variablesHelp'),
            accepts: ['numeric'],
            min: 2,
          },
        ],
      },
    ],
  },
  toRequest: (values) => ({ variables: [...new Set(values.variables)] }),
  requestSchema: z.strictObject({ variables: variables.min(2) }),
  resultTables,
};

// ── Chi-square goodness of fit ───────────────────────────────────────────────

export const expectedModes = ['equal', 'values'] as const;

/** "4, 3, 2, 1" → [4, 3, 2, 1]; null when any part is not a positive number. */
export function expectedValues(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const numbers = parts.map(Number);
  return numbers.length >= 2 && numbers.every((n) => Number.isFinite(n) && n > 0) ? numbers : null;
}

export const chiSquareOptionsSchema = z
  .object({
    testVariables,
    expectedMode: z.enum(expectedModes, { error: 'errors.chooseOne' }).default('equal'),
    expectedValues: z.string().default(''),
    selectedMissingValueControlMethod: missingMethodSchema,
  })
  .superRefine((values, context) => {
    if (values.expectedMode === 'values' && expectedValues(values.expectedValues) === null)
      context.addIssue({
        code: 'custom',
        path: ['expectedValues'],
        message: 'nonparametric.errors.expectedValues',
      });
  });

export const chiSquareDefinition: AnalysisDefinition<typeof chiSquareOptionsSchema> = {
  id: 'nonparametric/chi-square',
  path: `${base}/chi-square`,
  titleKey: key('chiSquare', 'title'),
  descriptionKey: key('chiSquare', 'description'),
  optionsSchema: chiSquareOptionsSchema,
  defaultValues: {
    testVariables: [],
    expectedMode: 'equal',
    expectedValues: '',
    selectedMissingValueControlMethod: 'pairwise',
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'testVariables',
            labelKey: 'nonparametric.targets.test',
            accepts: ['numeric', 'categorical'],
            min: 1,
          },
        ],
      },
      {
        kind: 'options',
        field: 'expectedMode',
        control: 'radio',
        labelKey: key('chiSquare', 'expectedMode.label'),
        options: expectedModes.map((value) => ({
          value,
          labelKey: key('chiSquare', `expectedMode.${value}`),
        })),
      },
      {
        kind: 'options',
        field: 'expectedValues',
        control: 'text',
        labelKey: key('chiSquare', 'expectedValues.label'),
        helpKey: key('chiSquare', 'expectedValues.help'),
        options: [],
        visibleWhen: { field: 'expectedMode', equals: 'values' },
      },
      missingSection(),
    ],
  },
  toRequest: (values) => ({
    testVariables: [...new Set(values.testVariables)],
    expected:
      values.expectedMode === 'values'
        ? (expectedValues(values.expectedValues) ?? 'equal')
        : 'equal',
    selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
  }),
  fromRequest: (request) => ({
    ...chiSquareDefinition.defaultValues,
    testVariables: (request.testVariables as string[] | undefined) ?? [],
    ...(Array.isArray(request.expected)
      ? { expectedMode: 'values', expectedValues: (request.expected as number[]).join(', ') }
      : {}),
    ...(request.selectedMissingValueControlMethod !== undefined
      ? { selectedMissingValueControlMethod: request.selectedMissingValueControlMethod }
      : {}),
  }),
  requestSchema: z.strictObject({
    testVariables,
    expected: z.union([z.literal('equal'), z.array(z.number().positive()).min(2)]),
    ...missingRequest,
  }),
  resultTables,
};

// ── Binomial ─────────────────────────────────────────────────────────────────

export const binomialGroupModes = ['dichotomy', 'cutPoint', 'values'] as const;

export const binomialOptionsSchema = z
  .object({
    testVariables,
    testProportion: z
      .number({ error: 'nonparametric.errors.testProportion' })
      .gt(0, { error: 'nonparametric.errors.testProportion' })
      .lt(1, { error: 'nonparametric.errors.testProportion' })
      .default(0.5),
    groupMode: z.enum(binomialGroupModes, { error: 'errors.chooseOne' }).default('dichotomy'),
    cutPoint: z.number({ error: 'nonparametric.errors.cutPoint' }).nullable().default(null),
    group1: z.string().default('1'),
    group2: z.string().default('2'),
    selectedMissingValueControlMethod: missingMethodSchema,
  })
  .superRefine((values, context) => {
    if (
      values.groupMode === 'cutPoint' &&
      (values.cutPoint === null || !Number.isFinite(values.cutPoint))
    )
      context.addIssue({
        code: 'custom',
        path: ['cutPoint'],
        message: 'nonparametric.errors.cutPoint',
      });
    if (values.groupMode === 'values') {
      if (values.group1.trim() === '')
        context.addIssue({
          code: 'custom',
          path: ['group1'],
          message: 'nonparametric.errors.group',
        });
      if (values.group2.trim() === '' || values.group1.trim() === values.group2.trim())
        context.addIssue({
          code: 'custom',
          path: ['group2'],
          message: 'nonparametric.errors.sameGroups',
        });
    }
  });

export const binomialDefinition: AnalysisDefinition<typeof binomialOptionsSchema> = {
  id: 'nonparametric/binomial',
  path: `${base}/binomial`,
  titleKey: key('binomial', 'title'),
  descriptionKey: key('binomial', 'description'),
  optionsSchema: binomialOptionsSchema,
  defaultValues: {
    testVariables: [],
    testProportion: 0.5,
    groupMode: 'dichotomy',
    cutPoint: null,
    group1: '1',
    group2: '2',
    selectedMissingValueControlMethod: 'pairwise',
  },
  layout: {
    sections: [
      {
        kind: 'variables',
        targets: [
          {
            id: 'testVariables',
            labelKey: 'nonparametric.targets.test',
            accepts: ['numeric', 'categorical'],
            min: 1,
          },
        ],
      },
      {
        kind: 'options',
        field: 'testProportion',
        control: 'number',
        labelKey: key('binomial', 'testProportion.label'),
        helpKey: key('binomial', 'testProportion.help'),
        options: [],
        min: 0.001,
        max: 0.999,
        step: 0.01,
      },
      {
        kind: 'options',
        field: 'groupMode',
        control: 'radio',
        labelKey: key('binomial', 'groupMode.label'),
        helpKey: key('binomial', 'groupMode.help'),
        options: binomialGroupModes.map((value) => ({
          value,
          labelKey: key('binomial', `groupMode.${value}`),
        })),
      },
      {
        kind: 'options',
        field: 'cutPoint',
        control: 'number',
        labelKey: key('binomial', 'cutPoint'),
        options: [],
        visibleWhen: { field: 'groupMode', equals: 'cutPoint' },
      },
      ...groupValueSections().map((section) => ({
        ...section,
        visibleWhen: { field: 'groupMode', equals: 'values' },
      })),
      missingSection(),
    ],
  },
  toRequest: (values) => ({
    testVariables: [...new Set(values.testVariables)],
    testProportion: values.testProportion,
    ...(values.groupMode === 'cutPoint' ? { cutPoint: values.cutPoint ?? 0 } : {}),
    ...(values.groupMode === 'values'
      ? { groups: [groupValue(values.group1), groupValue(values.group2)] }
      : {}),
    selectedMissingValueControlMethod: values.selectedMissingValueControlMethod,
  }),
  fromRequest: (request) => ({
    ...binomialDefinition.defaultValues,
    testVariables: (request.testVariables as string[] | undefined) ?? [],
    ...(typeof request.testProportion === 'number'
      ? { testProportion: request.testProportion }
      : {}),
    ...(typeof request.cutPoint === 'number'
      ? { groupMode: 'cutPoint', cutPoint: request.cutPoint }
      : {}),
    ...(Array.isArray(request.groups)
      ? {
          groupMode: 'values',
          group1: String(request.groups[0]),
          group2: String(request.groups[1]),
        }
      : {}),
    ...(request.selectedMissingValueControlMethod !== undefined
      ? { selectedMissingValueControlMethod: request.selectedMissingValueControlMethod }
      : {}),
  }),
  requestSchema: z.strictObject({
    testVariables,
    testProportion: z.number().gt(0).lt(1),
    cutPoint: z.number().optional(),
    groups: z.tuple([cell, cell]).optional(),
    ...missingRequest,
  }),
  resultTables,
};
