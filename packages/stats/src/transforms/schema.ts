import { z } from 'zod';
import { StatsInputError } from '../errors';

/**
 * Transforms as data: each one a JSON object, close to the SPSS command that does the same
 * (COMPUTE, RECODE, SELECT IF, SAMPLE, MISSING VALUES, VALUE LABELS, RENAME VARIABLES,
 * VARIABLE LABELS, VARIABLE LEVEL, DESCRIPTIVES /SAVE, FACTOR /SAVE), so that a list of them
 * can be stored, shown, replayed and turned into SPSS syntax. README.md beside this file
 * documents every shape.
 */

/** A variable name as the table spells it (Korean allowed). */
const variableName = z
  .string()
  .min(1, 'empty variable name')
  .refine((s) => s.trim() === s, 'a variable name cannot start or end with spaces')
  .refine((s) => !s.includes('`'), 'a variable name cannot contain `');
const variableList = z.array(variableName).min(1, 'name at least one variable');
const label = z.string().max(256);

export const measurementLevels = ['scale', 'ordinal', 'nominal'] as const;
export type MeasurementLevel = (typeof measurementLevels)[number];

/** `into` names one target per source variable. */
const intoMatches = (t: { variables: string[]; into?: string[] | undefined }) =>
  t.into === undefined || t.into.length === t.variables.length;
const intoMessage = { message: "'into' must name one new variable per variable", path: ['into'] };

export const computeTransform = z.object({
  type: z.literal('compute'),
  /** A new numeric variable, or an existing numeric one to overwrite (as COMPUTE). */
  target: variableName,
  expression: z.string().max(10_000),
  label: label.optional(),
});

export const reverseTransform = z
  .object({
    type: z.literal('reverse'),
    variables: variableList,
    /** The scale's lowest and highest points: new = min + max − old. */
    min: z.number(),
    max: z.number(),
    /** New variables, one per item; without it the items are reversed in place. */
    into: z.array(variableName).optional(),
  })
  .refine((t) => t.min < t.max, { message: 'min must be below max', path: ['max'] })
  .refine(intoMatches, intoMessage);

const recodeValue = z.union([z.number(), z.string()]);
export const recodeSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('value'), value: recodeValue }),
  /** `low THRU high`, both ends included; 'LO' and 'HI' are SPSS's LOWEST and HIGHEST. */
  z.object({
    kind: z.literal('range'),
    low: z.union([z.number(), z.literal('LO')]),
    high: z.union([z.number(), z.literal('HI')]),
  }),
  /** System- or user-missing (SPSS MISSING). */
  z.object({ kind: z.literal('missing') }),
  z.object({ kind: z.literal('sysmis') }),
  z.object({ kind: z.literal('else') }),
]);
export const recodeTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('value'), value: recodeValue }),
  z.object({ kind: z.literal('sysmis') }),
  z.object({ kind: z.literal('copy') }),
]);
export const recodeRule = z.object({ from: recodeSource, to: recodeTarget });

export const recodeTransform = z
  .object({
    type: z.literal('recode'),
    variables: variableList,
    /** Target variables, one per source; without it the sources are recoded in place. */
    into: z.array(variableName).optional(),
    /** The first rule that matches a value applies (as RECODE). */
    rules: z.array(recodeRule).min(1, 'give at least one rule'),
    /** Kind of new target variables (default numeric). */
    targetType: z.enum(['numeric', 'text']).optional(),
    /** Value labels of the targets, keyed by the new value as text; they replace the old ones. */
    valueLabels: z.record(z.string(), label).optional(),
  })
  .refine(intoMatches, intoMessage);

export const scaleScoreTransform = z.object({
  type: z.literal('scaleScore'),
  /** One new variable per group: the mean (or sum) of its items. */
  groups: z
    .array(z.object({ name: variableName, variables: variableList, label: label.optional() }))
    .min(1),
  statistic: z.enum(['mean', 'sum']).default('mean'),
  /** Fewest valid items that give a score (SPSS MEAN.n); default every item. */
  minValid: z.number().int().min(1).optional(),
});

export const factorScoresTransform = z.object({
  type: z.literal('factorScores'),
  /** The fields of a `factor` request (the analysis contract); `selectedScoreMethod` must be set. */
  request: z.record(z.string(), z.unknown()),
  /** Names of the score variables; default FAC1_k, FAC2_k, … as SPSS. */
  names: z.array(variableName).optional(),
});

export const standardizeTransform = z
  .object({
    type: z.literal('standardize'),
    variables: variableList,
    /** Default Z + name, as DESCRIPTIVES /SAVE. */
    into: z.array(variableName).optional(),
  })
  .refine(intoMatches, intoMessage);

export const centerTransform = z
  .object({
    type: z.literal('center'),
    variables: variableList,
    /** Default name + `_c`. */
    into: z.array(variableName).optional(),
  })
  .refine(intoMatches, intoMessage);

export const filterTransform = z.object({
  type: z.literal('filter'),
  /** Keeps the cases where the condition is true (SELECT IF); false and missing leave. */
  condition: z.string().max(10_000),
});

export const sampleTransform = z
  .object({
    type: z.literal('sample'),
    /** Exactly this many of the selected cases … */
    count: z.number().int().min(1).optional(),
    /** … or this percentage of them (rounded to a whole number of cases). */
    percent: z.number().gt(0).max(100).optional(),
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .refine((t) => (t.count === undefined) !== (t.percent === undefined), {
    message: "give either 'count' or 'percent'",
    path: ['count'],
  });

export const missingValuesTransform = z
  .object({
    type: z.literal('missingValues'),
    variables: variableList,
    /** Up to three discrete values (one with a range); none and no range clears them. */
    values: z.array(recodeValue).max(3).default([]),
    range: z
      .object({
        low: z.union([z.number(), z.literal('LO')]),
        high: z.union([z.number(), z.literal('HI')]),
      })
      .optional(),
  })
  .refine((t) => t.range === undefined || t.values.length <= 1, {
    message: 'a range allows at most one more discrete value',
    path: ['values'],
  });

export const valueLabelsTransform = z.object({
  type: z.literal('valueLabels'),
  variables: variableList,
  /** Keyed by the value as text ("1", "2" or a text value). */
  labels: z.record(z.string(), label),
  /** `replace` as VALUE LABELS, `add` as ADD VALUE LABELS. */
  mode: z.enum(['replace', 'add']).default('replace'),
});

export const renameTransform = z.object({
  type: z.literal('rename'),
  from: variableName,
  to: variableName,
});

export const variableLabelTransform = z.object({
  type: z.literal('variableLabel'),
  variable: variableName,
  /** An empty label removes it. */
  label,
});

export const measureTransform = z.object({
  type: z.literal('measure'),
  variables: variableList,
  level: z.enum(measurementLevels),
});

export const transformSchema = z.discriminatedUnion('type', [
  computeTransform,
  reverseTransform,
  recodeTransform,
  scaleScoreTransform,
  factorScoresTransform,
  standardizeTransform,
  centerTransform,
  filterTransform,
  sampleTransform,
  missingValuesTransform,
  valueLabelsTransform,
  renameTransform,
  variableLabelTransform,
  measureTransform,
]);
export const transformListSchema = z.array(transformSchema).max(1000);

export type Transform = z.infer<typeof transformSchema>;
export type TransformType = Transform['type'];
export type ComputeTransform = z.infer<typeof computeTransform>;
export type ReverseTransform = z.infer<typeof reverseTransform>;
export type RecodeTransform = z.infer<typeof recodeTransform>;
export type RecodeRule = z.infer<typeof recodeRule>;
export type RecodeSource = z.infer<typeof recodeSource>;
export type RecodeTarget = z.infer<typeof recodeTarget>;
export type ScaleScoreTransform = z.infer<typeof scaleScoreTransform>;
export type FactorScoresTransform = z.infer<typeof factorScoresTransform>;
export type StandardizeTransform = z.infer<typeof standardizeTransform>;
export type CenterTransform = z.infer<typeof centerTransform>;
export type FilterTransform = z.infer<typeof filterTransform>;
export type SampleTransform = z.infer<typeof sampleTransform>;
export type MissingValuesTransform = z.infer<typeof missingValuesTransform>;
export type ValueLabelsTransform = z.infer<typeof valueLabelsTransform>;
export type RenameTransform = z.infer<typeof renameTransform>;
export type VariableLabelTransform = z.infer<typeof variableLabelTransform>;
export type MeasureTransform = z.infer<typeof measureTransform>;

/** Korean for the messages the schemas above give (the English is zod's message). */
const koreanMessages: Record<string, string> = {
  'empty variable name': '변수 이름이 비어 있습니다.',
  'a variable name cannot start or end with spaces': '변수 이름의 앞뒤에 공백을 둘 수 없습니다.',
  'a variable name cannot contain `': '변수 이름에 ` 기호를 쓸 수 없습니다.',
  'name at least one variable': '변수를 하나 이상 골라야 합니다.',
  "'into' must name one new variable per variable":
    "'into'에는 변수마다 새 변수 이름을 하나씩 적어야 합니다.",
  'min must be below max': '최솟값(min)이 최댓값(max)보다 작아야 합니다.',
  'give at least one rule': '규칙을 하나 이상 주어야 합니다.',
  "give either 'count' or 'percent'": "'count'와 'percent' 가운데 하나만 주어야 합니다.",
  'a range allows at most one more discrete value': '범위와 함께는 값을 하나까지만 줄 수 있습니다.',
};

const kindNames: Record<string, string> = {
  number: '숫자',
  int: '정수',
  string: '문자열',
  array: '목록',
  object: '객체',
  record: '객체',
  boolean: '참/거짓',
};

/** A zod issue in Korean: the custom messages from the table, the built-in ones by their code. */
function koreanIssue(issue: z.core.$ZodIssue): string {
  const custom = koreanMessages[issue.message];
  if (custom) return custom;
  switch (issue.code) {
    case 'invalid_type':
      return `${kindNames[issue.expected] ?? issue.expected} 값이어야 합니다.`;
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const side = issue.code === 'too_small' ? '이상이어야' : '이하여야';
      if (issue.origin === 'array') return `항목이 ${String(bound)}개 ${side} 합니다.`;
      if (issue.origin === 'string') return `${String(bound)}글자 ${side} 합니다.`;
      if (!issue.inclusive) {
        return `${String(bound)}${issue.code === 'too_small' ? '보다 커야' : '보다 작아야'} 합니다.`;
      }
      return `${String(bound)} ${side} 합니다.`;
    }
    case 'invalid_value':
      return `${issue.values.map((v) => String(v)).join(', ')} 가운데 하나여야 합니다.`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      return options
        ? `종류는 ${options.map((o) => String(o)).join(', ')} 가운데 하나여야 합니다.`
        : '허용된 형식이 아닙니다.';
    }
    default:
      return '형식이 맞지 않습니다.';
  }
}

/** Checks a list of transforms (e.g. a request's `transforms`) and names the first wrong field. */
export function parseTransforms(raw: unknown): Transform[] {
  const parsed = transformListSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = ['transforms', ...issue.path]
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  throw new StatsInputError(
    'INVALID_TRANSFORM',
    `변환 목록의 '${path}' 항목이 잘못되었습니다: ${koreanIssue(issue)}`,
    `Transform field '${path}' is invalid: ${issue.message}.`,
    { field: path },
  );
}
