import { z } from 'zod';
import { factorExtracts, factorMethods, factorRotations } from '../../definitions/factor';

/**
 * Data-preparation steps as the engine reads them. The engine's zod schemas are the one
 * definition of a transform; this package may not import the engine, so the forms below hold
 * field schemas of their own whose output is exactly those objects (checked again by the
 * server, which answers a bilingual error naming the step when one is wrong).
 */

/** One step of a dataset version, whatever its kind (the list may hold kinds no form makes). */
export type PrepStep = { type: string } & Record<string, unknown>;

export type RecodeValue = number | string;
export type RangeEnd = number | 'LO' | 'HI';
export type RecodeSource =
  | { kind: 'value'; value: RecodeValue }
  | { kind: 'range'; low: number | 'LO'; high: number | 'HI' }
  | { kind: 'missing' }
  | { kind: 'sysmis' }
  | { kind: 'else' };
export type RecodeTarget =
  { kind: 'value'; value: RecodeValue } | { kind: 'sysmis' } | { kind: 'copy' };
export interface RecodeRule {
  from: RecodeSource;
  to: RecodeTarget;
}

export const measurementLevels = ['scale', 'ordinal', 'nominal'] as const;
export type MeasurementLevel = (typeof measurementLevels)[number];

/** The kinds of step the data step offers a form for. */
export const prepFormKinds = [
  'compute',
  'reverse',
  'recode',
  'scaleScore',
  'factorScores',
  'standardize',
  'center',
  'filter',
  'sample',
] as const;
export type PrepFormKind = (typeof prepFormKinds)[number];

/**
 * Field errors are catalogue keys (under `dataPrep.errors`), read by the form in the reader's
 * language; a key with a line number is `key:line`.
 */
const nameField = z
  .string()
  .trim()
  .min(1, 'nameRequired')
  .refine((s) => !s.includes('`'), 'nameBacktick');
const variablesField = z.array(z.string()).min(1, 'variablesRequired');
const numberField = z.number({ error: 'numberRequired' });

/** Optional new names, one per variable, as text separated by commas or spaces. */
export function splitNames(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const intoField = z.string();
const intoRefine = <T extends { variables: string[]; into: string }>(values: T) =>
  values.into.trim() === '' || splitNames(values.into).length === values.variables.length;
const intoIssue = { message: 'intoCount', path: ['into'] };
const intoOf = (into: string) => (into.trim() === '' ? {} : { into: splitNames(into) });

export const computeFields = z.object({
  target: nameField,
  expression: z.string().trim().min(1, 'expressionRequired'),
  label: z.string().max(256),
});
export type ComputeFields = z.infer<typeof computeFields>;
export const computeStep = (v: ComputeFields): PrepStep => ({
  type: 'compute',
  target: v.target,
  expression: v.expression,
  ...(v.label.trim() === '' ? {} : { label: v.label.trim() }),
});

export const reverseFields = z
  .object({ variables: variablesField, min: numberField, max: numberField, into: intoField })
  .refine((v) => v.min < v.max, { message: 'minBelowMax', path: ['max'] })
  .refine(intoRefine, intoIssue);
export type ReverseFields = z.infer<typeof reverseFields>;
export const reverseStep = (v: ReverseFields): PrepStep => ({
  type: 'reverse',
  variables: v.variables,
  min: v.min,
  max: v.max,
  ...intoOf(v.into),
});

const rangeEnd = (text: string, open: 'LO' | 'HI'): number | 'LO' | 'HI' | null => {
  const upper = text.trim().toUpperCase();
  if (upper === open || upper === (open === 'LO' ? 'LOWEST' : 'HIGHEST')) return open;
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
};
const literal = (text: string): RecodeValue | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const quoted = /^(['"])(.*)\1$/.exec(trimmed);
  if (quoted) return quoted[2]!;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
};

/**
 * Recode rules as SPSS writes them, one a line: `1 = 5`, `1 THRU 3 = 1`, `LO THRU 2 = 0`,
 * `MISSING = SYSMIS`, `ELSE = COPY`. Returns the rules, or the number (from 1) of the first
 * line that is not one.
 */
export function parseRecodeRules(text: string): { rules: RecodeRule[] } | { invalidLine: number } {
  const rules: RecodeRule[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const at = line.lastIndexOf('=');
    if (at < 0) return { invalidLine: index + 1 };
    const left = line.slice(0, at).trim();
    const right = line.slice(at + 1).trim();
    const from = recodeSourceOf(left);
    const to = recodeTargetOf(right);
    if (!from || !to) return { invalidLine: index + 1 };
    rules.push({ from, to });
  }
  return { rules };
}

function recodeSourceOf(text: string): RecodeSource | null {
  const upper = text.toUpperCase();
  if (upper === 'ELSE') return { kind: 'else' };
  if (upper === 'MISSING') return { kind: 'missing' };
  if (upper === 'SYSMIS') return { kind: 'sysmis' };
  const range = /^(.+?)\s+THRU\s+(.+)$/i.exec(text);
  if (range) {
    const low = rangeEnd(range[1]!, 'LO');
    const high = rangeEnd(range[2]!, 'HI');
    if (low === null || high === null || low === 'HI' || high === 'LO') return null;
    if (typeof low === 'number' && typeof high === 'number' && low > high) return null;
    return { kind: 'range', low, high };
  }
  const value = literal(text);
  return value === null ? null : { kind: 'value', value };
}

function recodeTargetOf(text: string): RecodeTarget | null {
  const upper = text.toUpperCase();
  if (upper === 'SYSMIS') return { kind: 'sysmis' };
  if (upper === 'COPY') return { kind: 'copy' };
  const value = literal(text);
  return value === null ? null : { kind: 'value', value };
}

/** "1 = 남" lines; the same reading as the variable view's value labels. */
function parseLabelLines(
  text: string,
): { labels: Record<string, string> } | { invalidLine: number } {
  const labels: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const at = line.indexOf('=');
    const value = at < 0 ? '' : line.slice(0, at).trim();
    const label = at < 0 ? '' : line.slice(at + 1).trim();
    if (value === '' || label === '') return { invalidLine: index + 1 };
    labels[value] = label;
  }
  return { labels };
}

export const recodeFields = z
  .object({
    variables: variablesField,
    into: intoField,
    rules: z.string(),
    targetType: z.enum(['numeric', 'text']),
    valueLabels: z.string(),
  })
  .superRefine((v, ctx) => {
    const rules = parseRecodeRules(v.rules);
    if ('invalidLine' in rules)
      ctx.addIssue({ code: 'custom', message: `ruleLine:${rules.invalidLine}`, path: ['rules'] });
    else if (rules.rules.length === 0)
      ctx.addIssue({ code: 'custom', message: 'rulesRequired', path: ['rules'] });
    const labels = parseLabelLines(v.valueLabels);
    if ('invalidLine' in labels)
      ctx.addIssue({
        code: 'custom',
        message: `labelLine:${labels.invalidLine}`,
        path: ['valueLabels'],
      });
    if (!intoRefine(v)) ctx.addIssue({ code: 'custom', ...intoIssue });
  });
export type RecodeFields = z.infer<typeof recodeFields>;
export const recodeStep = (v: RecodeFields): PrepStep => {
  const rules = parseRecodeRules(v.rules);
  const labels = parseLabelLines(v.valueLabels);
  const into = intoOf(v.into);
  return {
    type: 'recode',
    variables: v.variables,
    ...into,
    rules: 'rules' in rules ? rules.rules : [],
    // The kind of a new variable only; recoding in place keeps the variable's own kind.
    ...('into' in into && v.targetType === 'text' ? { targetType: 'text' } : {}),
    ...('labels' in labels && Object.keys(labels.labels).length > 0
      ? { valueLabels: labels.labels }
      : {}),
  };
};

/** Scale groups one a line, `name = item1, item2, item3` (a factor group's items). */
export function parseScaleGroups(
  text: string,
): { groups: { name: string; variables: string[] }[] } | { invalidLine: number } {
  const groups: { name: string; variables: string[] }[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const at = line.indexOf('=');
    const name = at < 0 ? '' : line.slice(0, at).trim();
    const variables = at < 0 ? [] : splitNames(line.slice(at + 1));
    if (name === '' || name.includes('`') || variables.length === 0)
      return { invalidLine: index + 1 };
    groups.push({ name, variables });
  }
  return { groups };
}

/** Factor groups as the scale form's lines. */
export function scaleGroupsText(groups: readonly { name: string; variables: string[] }[]): string {
  return groups.map((g) => `${g.name} = ${g.variables.join(', ')}`).join('\n');
}

export const scaleScoreFields = z
  .object({
    groups: z.string(),
    statistic: z.enum(['mean', 'sum']),
    minValid: z.number().int('wholeNumber').min(1, 'minValidAtLeastOne').nullable(),
  })
  .superRefine((v, ctx) => {
    const parsed = parseScaleGroups(v.groups);
    if ('invalidLine' in parsed)
      ctx.addIssue({
        code: 'custom',
        message: `groupLine:${parsed.invalidLine}`,
        path: ['groups'],
      });
    else if (parsed.groups.length === 0)
      ctx.addIssue({ code: 'custom', message: 'groupsRequired', path: ['groups'] });
  });
export type ScaleScoreFields = z.infer<typeof scaleScoreFields>;
export const scaleScoreStep = (v: ScaleScoreFields): PrepStep => {
  const parsed = parseScaleGroups(v.groups);
  return {
    type: 'scaleScore',
    groups: 'groups' in parsed ? parsed.groups : [],
    statistic: v.statistic,
    ...(v.minValid === null ? {} : { minValid: v.minValid }),
  };
};

/** The score methods of SPSS's FACTOR /SAVE (REG, BART, AR). */
export const factorScoreKinds = ['regression', 'bartlett', 'andersonRubin'] as const;

export const factorScoresFields = z
  .object({
    variables: z.array(z.string()).min(2, 'variablesAtLeastTwo'),
    method: z.enum(factorMethods),
    rotation: z.enum(factorRotations),
    extract: z.enum(factorExtracts),
    factors: z.number({ error: 'numberRequired' }).nullable(),
    scoreMethod: z.enum(factorScoreKinds),
    names: z.string(),
  })
  .superRefine((v, ctx) => {
    if (
      v.extract === 'fixed' &&
      (v.factors === null ||
        !Number.isInteger(v.factors) ||
        v.factors < 1 ||
        v.factors > Math.max(1, v.variables.length))
    )
      ctx.addIssue({ code: 'custom', message: 'factorsRange', path: ['factors'] });
    const names = splitNames(v.names);
    if (names.some((name) => name.includes('`')))
      ctx.addIssue({ code: 'custom', message: 'nameBacktick', path: ['names'] });
    // With the eigenvalue criterion the number of factors is known only after the extraction:
    // the server then says when the names do not match it.
    else if (v.extract === 'fixed' && names.length > 0 && names.length !== v.factors)
      ctx.addIssue({ code: 'custom', message: 'namesCount', path: ['names'] });
  });
export type FactorScoresFields = z.infer<typeof factorScoresFields>;
/** The factor request as the analysis contract spells it, with the score method to save. */
export const factorScoresStep = (v: FactorScoresFields): PrepStep => {
  const names = splitNames(v.names);
  return {
    type: 'factorScores',
    request: {
      factorVariables: v.variables,
      selectedMethod: v.method,
      selectedRotationMethod: v.rotation,
      selectedExtract: v.extract,
      ...(v.extract === 'fixed' && v.factors !== null ? { factorsToExtract: v.factors } : {}),
      selectedScoreMethod: v.scoreMethod,
    },
    ...(names.length > 0 ? { names } : {}),
  };
};

export const standardizeFields = z
  .object({ variables: variablesField, into: intoField })
  .refine(intoRefine, intoIssue);
export type StandardizeFields = z.infer<typeof standardizeFields>;
export const standardizeStep = (v: StandardizeFields): PrepStep => ({
  type: 'standardize',
  variables: v.variables,
  ...intoOf(v.into),
});
export const centerFields = standardizeFields;
export type CenterFields = StandardizeFields;
export const centerStep = (v: CenterFields): PrepStep => ({
  type: 'center',
  variables: v.variables,
  ...intoOf(v.into),
});

export const filterFields = z.object({
  condition: z.string().trim().min(1, 'conditionRequired'),
});
export type FilterFields = z.infer<typeof filterFields>;
export const filterStep = (v: FilterFields): PrepStep => ({
  type: 'filter',
  condition: v.condition,
});

export const sampleFields = z
  .object({
    by: z.enum(['count', 'percent']),
    amount: numberField,
    seed: z
      .number({ error: 'numberRequired' })
      .int('wholeNumber')
      .min(0, 'seedRange')
      .max(Number.MAX_SAFE_INTEGER, 'seedRange'),
  })
  .superRefine((v, ctx) => {
    if (v.by === 'count' && (!Number.isInteger(v.amount) || v.amount < 1))
      ctx.addIssue({ code: 'custom', message: 'countRange', path: ['amount'] });
    if (v.by === 'percent' && !(v.amount > 0 && v.amount <= 100))
      ctx.addIssue({ code: 'custom', message: 'percentRange', path: ['amount'] });
  });
export type SampleFields = z.infer<typeof sampleFields>;
export const sampleStep = (v: SampleFields): PrepStep => ({
  type: 'sample',
  [v.by]: v.amount,
  seed: v.seed,
});

/** The variable view's edits of one variable, as the steps that make them. */
export interface VariableEdit {
  name: string;
  label: string;
  level: MeasurementLevel | '';
  valueLabels: Record<string, string>;
  missingValues: RecodeValue[];
}

export function variableEditSteps(before: VariableEdit, after: VariableEdit): PrepStep[] {
  const steps: PrepStep[] = [];
  const name = before.name;
  if (after.label !== before.label)
    steps.push({ type: 'variableLabel', variable: name, label: after.label });
  if (after.level !== '' && after.level !== before.level)
    steps.push({ type: 'measure', variables: [name], level: after.level });
  if (JSON.stringify(after.valueLabels) !== JSON.stringify(before.valueLabels))
    steps.push({
      type: 'valueLabels',
      variables: [name],
      labels: after.valueLabels,
      mode: 'replace',
    });
  if (JSON.stringify(after.missingValues) !== JSON.stringify(before.missingValues))
    steps.push({ type: 'missingValues', variables: [name], values: after.missingValues });
  // Renamed last, so the steps above still name the variable as it was.
  if (after.name !== before.name) steps.push({ type: 'rename', from: name, to: after.name });
  return steps;
}

/** "1, 9" → [1, 9]: up to three discrete user-missing values (SPSS MISSING VALUES). */
export function parseMissingValues(text: string): { values: RecodeValue[] } | { invalid: true } {
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length > 3) return { invalid: true };
  return { values: parts.map((p) => literal(p)!) };
}

// ---------------------------------------------------------------------------------------------
// Which steps may trade places.

/** The set of cases (a filter or sample changes it; a z-score depends on it). */
const CASES = '\u0000cases';
/** Anything: a kind this package does not know conflicts with every other step. */
const EVERYTHING = '\u0000all';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const str = (value: unknown): string[] => (typeof value === 'string' ? [value] : []);

/** The names an expression may mention (functions too; a function is never a created variable). */
export function expressionNames(expression: string): string[] {
  return expression.match(/[\p{L}@#$_][\p{L}\p{N}@#$_.]*/gu) ?? [];
}

/** What a step reads and what it writes (variables, their metadata, or the case set). */
export function stepEffects(step: PrepStep): { reads: string[]; writes: string[] } {
  const vars = strings(step.variables);
  const into = strings(step.into);
  switch (step.type) {
    case 'compute':
      return { reads: expressionNames(String(step.expression ?? '')), writes: str(step.target) };
    case 'reverse':
    case 'recode':
      return { reads: vars, writes: into.length > 0 ? into : vars };
    // Without `into` the engine names them as SPSS does: Z + name, and name + `_c`.
    case 'standardize':
      return {
        reads: [...vars, CASES],
        writes: into.length > 0 ? into : vars.map((v) => `Z${v}`),
      };
    case 'center':
      return {
        reads: [...vars, CASES],
        writes: into.length > 0 ? into : vars.map((v) => `${v}_c`),
      };
    case 'scaleScore': {
      const groups = Array.isArray(step.groups) ? (step.groups as Record<string, unknown>[]) : [];
      return {
        reads: groups.flatMap((g) => strings(g.variables)),
        writes: groups.flatMap((g) => str(g.name)),
      };
    }
    case 'factorScores': {
      const request = (step.request ?? {}) as Record<string, unknown>;
      const names = strings(step.names);
      // Unnamed scores take the first free FAC names, which depend on every other variable.
      return {
        reads: [...strings(request.factorVariables), CASES],
        writes: names.length > 0 ? names : [EVERYTHING],
      };
    }
    case 'filter':
      return { reads: expressionNames(String(step.condition ?? '')), writes: [CASES] };
    case 'sample':
      return { reads: [CASES], writes: [CASES] };
    case 'missingValues':
    case 'valueLabels':
    case 'measure':
      return { reads: vars, writes: vars };
    case 'variableLabel':
      return { reads: str(step.variable), writes: str(step.variable) };
    case 'rename':
      return { reads: str(step.from), writes: [...str(step.from), ...str(step.to)] };
    default:
      return { reads: [EVERYTHING], writes: [EVERYTHING] };
  }
}

function meets(a: string[], b: string[]): boolean {
  if (a.includes(EVERYTHING) && b.length > 0) return true;
  if (b.includes(EVERYTHING) && a.length > 0) return true;
  return a.some((name) => b.includes(name));
}

/**
 * Two neighbouring steps may trade places when neither writes what the other reads or writes:
 * then the table after both is the same in either order.
 */
export function canSwap(first: PrepStep, second: PrepStep): boolean {
  const a = stepEffects(first);
  const b = stepEffects(second);
  return !meets(a.writes, [...b.reads, ...b.writes]) && !meets(b.writes, a.reads);
}

export function canMoveUp(steps: readonly PrepStep[], index: number): boolean {
  return index > 0 && index < steps.length && canSwap(steps[index - 1]!, steps[index]!);
}

export function canMoveDown(steps: readonly PrepStep[], index: number): boolean {
  return index >= 0 && index < steps.length - 1 && canSwap(steps[index]!, steps[index + 1]!);
}

/** The list with the step at `index` and its neighbour at `index + by` traded. */
export function moveStep(steps: readonly PrepStep[], index: number, by: -1 | 1): PrepStep[] {
  const next = [...steps];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
