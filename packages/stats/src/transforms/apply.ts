import { factor, parseFactorRequest } from '../analyses/factor';
import { StatsInputError } from '../errors';
import { Xoshiro128 } from '../math/random';
import type { Column, DataTable, LocalizedText } from '../types';
import { columnStatistic, compileNumber } from './evaluate';
import { kindOf, parseExpression } from './expression';
import {
  parseTransforms,
  type CenterTransform,
  type ComputeTransform,
  type FactorScoresTransform,
  type FilterTransform,
  type MissingValuesTransform,
  type RecodeTransform,
  type ReverseTransform,
  type SampleTransform,
  type ScaleScoreTransform,
  type StandardizeTransform,
  type Transform,
  type ValueLabelsTransform,
} from './schema';
import { isUserMissing, Workspace, type WorkColumn } from './workspace';

export interface TransformOutcome {
  /** Every case, with the new and changed variables (user-missing values as null). */
  table: DataTable;
  /** Selected cases (1) after filters and samples; null when every case is selected. */
  selected: Uint8Array | null;
  selectedCount: number;
  /** Variables the transforms created, in order. */
  newVariables: string[];
  warnings: LocalizedText[];
}

/**
 * Applies transforms in order: a pure function of the table and the list, so the same list
 * gives the same table on the server, in the command line and in tests. A bad step is an
 * input error that names the step, and nothing of the list is applied.
 *
 * Selection works as SPSS's SELECT IF: statistics that later steps compute (standardizing,
 * centring, factor scores, samples) use the selected cases only, and give missing for the
 * others; row-by-row steps (compute, recode, …) run on every case, which cannot change an
 * analysis of the selected ones.
 */
export function applyTransforms(table: DataTable, transforms: unknown): TransformOutcome {
  const list = parseTransforms(transforms);
  const ws = new Workspace(table);
  list.forEach((t, index) => {
    try {
      applyOne(ws, t);
    } catch (error) {
      if (!(error instanceof StatsInputError)) throw error;
      throw new StatsInputError(
        error.code,
        `${index + 1}번째 변환(${t.type}): ${error.messageKo}`,
        `Transform ${index + 1} (${t.type}): ${error.message}`,
        { ...error.details, step: index + 1 },
      );
    }
  });
  return {
    table: ws.toTable(),
    selected: ws.selected,
    selectedCount: ws.selectedCount,
    newVariables: ws.newVariables.filter((name) => ws.columns.some((c) => c.name === name)),
    warnings: ws.warnings,
  };
}

/** The table the analyses see: only the selected cases (the same table when every case is selected). */
export function selectedCases(
  outcome: Pick<TransformOutcome, 'table' | 'selected' | 'selectedCount'>,
): DataTable {
  const { table, selected } = outcome;
  if (!selected) return table;
  const rows: number[] = [];
  for (let i = 0; i < table.rowCount; i++) if (selected[i]) rows.push(i);
  return {
    rowCount: rows.length,
    columns: table.columns.map((c): Column => ({
      ...c,
      values: rows.map((r) => c.values[r] ?? null),
    })),
  };
}

function applyOne(ws: Workspace, t: Transform): void {
  switch (t.type) {
    case 'compute':
      return compute(ws, t);
    case 'reverse':
      return reverse(ws, t);
    case 'recode':
      return recode(ws, t);
    case 'scaleScore':
      return scaleScore(ws, t);
    case 'factorScores':
      return factorScores(ws, t);
    case 'standardize':
    case 'center':
      return standardize(ws, t);
    case 'filter':
      return filter(ws, t);
    case 'sample':
      return sample(ws, t);
    case 'missingValues':
      return missingValues(ws, t);
    case 'valueLabels':
      return valueLabels(ws, t);
    case 'rename': {
      const column = ws.require(t.from);
      const lower = t.to.toLowerCase();
      // Renaming only the case of a name is a rename onto itself, not onto another variable.
      if (ws.columns.some((c) => c !== column && c.name.toLowerCase() === lower))
        ws.requireFree(t.to);
      const at = ws.newVariables.indexOf(column.name);
      if (at >= 0) ws.newVariables[at] = t.to;
      column.name = t.to;
      return;
    }
    case 'variableLabel': {
      const column = ws.require(t.variable);
      if (t.label === '') delete column.label;
      else column.label = t.label;
      return;
    }
    case 'measure':
      for (const name of t.variables) ws.require(name).measure = t.level;
      return;
  }
}

/** Parses and compiles an expression that must give a number. */
function numericExpression(ws: Workspace, source: string) {
  const tree = parseExpression(source, ws.scope());
  if (kindOf(tree) === 'text') {
    throw new StatsInputError(
      'EXPRESSION_TYPE',
      '식의 결과가 숫자가 아니라 문자열입니다.',
      'The expression gives text, not a number.',
      { expression: source },
    );
  }
  return compileNumber(tree, ws.expressionColumns());
}

function compute(ws: Workspace, t: ComputeTransform): void {
  const evaluate = numericExpression(ws, t.expression);
  const out = new Float64Array(ws.rowCount);
  for (let i = 0; i < out.length; i++) out[i] = evaluate(i);
  const existing = ws.find(t.target);
  if (existing) {
    // As COMPUTE: an existing numeric variable is overwritten, keeping its labels.
    if (existing.type !== 'numeric') {
      throw new StatsInputError(
        'RECODE_TYPE',
        `'${existing.name}' 변수는 문자 변수여서 계산한 숫자를 담을 수 없습니다.`,
        `Variable '${existing.name}' holds text and cannot hold the computed numbers.`,
        { variable: existing.name },
      );
    }
    existing.numbers = out;
    ws.changed(existing);
    if (t.label !== undefined) existing.label = t.label;
    return;
  }
  ws.addNumeric(t.target, out, t.label);
}

function targets(ws: Workspace, t: { variables: string[]; into?: string[] | undefined }) {
  const sources = t.variables.map((name) => ws.require(name));
  const into = t.into;
  if (into && new Set(into.map((n) => n.toLowerCase())).size !== into.length) {
    throw new StatsInputError(
      'VARIABLE_EXISTS',
      '새 변수 이름이 두 번 쓰였습니다.',
      'A new variable name is given twice.',
      { value: into.join(', ') },
    );
  }
  return { sources, into };
}

function reverse(ws: Workspace, t: ReverseTransform): void {
  const { sources, into } = targets(ws, t);
  const sum = t.min + t.max;
  let outside = 0;
  sources.forEach((source, k) => {
    if (source.type !== 'numeric') ws.requireNumeric(source.name);
    const raw = ws.raw(source);
    const valid = ws.valid(source);
    const out = new Float64Array(ws.rowCount);
    for (let i = 0; i < out.length; i++) {
      const v = valid[i]!;
      if (v !== v) {
        // Missing stays missing: in place it keeps its (user-missing) code.
        out[i] = into ? NaN : raw[i]!;
        continue;
      }
      if (v < t.min || v > t.max) outside++;
      out[i] = sum - v;
    }
    const labels = source.valueLabels
      ? Object.fromEntries(
          Object.entries(source.valueLabels).map(([value, text]) => {
            const n = Number(value);
            return [
              value.trim() !== '' && Number.isFinite(n) && n >= t.min && n <= t.max
                ? String(sum - n)
                : value,
              text,
            ];
          }),
        )
      : undefined;
    if (into) {
      const added = ws.addNumeric(into[k]!, out, source.label);
      if (labels) added.valueLabels = labels;
      if (source.measure) added.measure = source.measure;
    } else {
      source.numbers = out;
      ws.changed(source);
      if (labels) source.valueLabels = labels;
    }
  });
  if (outside > 0) {
    ws.warnings.push({
      ko: `척도 범위(${t.min}–${t.max}) 밖의 값 ${outside}개도 같은 식(최솟값 + 최댓값 − 값)으로 뒤집었습니다.`,
      en: `${outside} value(s) outside the scale ${t.min}–${t.max} were reversed by the same formula (min + max − value).`,
    });
  }
}

const typeError = (variable: string, value: string | number) =>
  new StatsInputError(
    'RECODE_TYPE',
    `'${variable}' 변수는 숫자 변수여서 문자로 된 '${String(value)}' 값을 담을 수 없습니다.`,
    `Variable '${variable}' is numeric and cannot hold the text value '${String(value)}'.`,
    { variable, value: String(value) },
  );

function recode(ws: Workspace, t: RecodeTransform): void {
  const { sources, into } = targets(ws, t);
  sources.forEach((source, k) => {
    const sourceIsText = source.type !== 'numeric';
    // Rules must fit the source's kind: text values for text, numbers and ranges for numbers.
    for (const { from } of t.rules) {
      const badValue =
        (from.kind === 'value' && typeof from.value === 'string' && !sourceIsText) ||
        (from.kind === 'value' && typeof from.value === 'number' && sourceIsText);
      if (badValue || (from.kind === 'range' && sourceIsText)) {
        const shown = from.kind === 'value' ? String(from.value) : 'THRU';
        throw new StatsInputError(
          'RECODE_TYPE',
          sourceIsText
            ? `'${source.name}' 변수는 문자 변수여서 숫자 조건인 '${shown}' 값과 맞출 수 없습니다.`
            : `'${source.name}' 변수는 숫자 변수여서 문자 조건인 '${shown}' 값과 맞출 수 없습니다.`,
          sourceIsText
            ? `Variable '${source.name}' holds text; the numeric condition '${shown}' cannot match it.`
            : `Variable '${source.name}' is numeric; the text condition '${shown}' cannot match it.`,
          { variable: source.name, value: shown },
        );
      }
    }
    // The target: the source itself, an existing variable, or a new one.
    const existing = into ? ws.find(into[k]!) : source;
    const targetIsText = existing ? existing.type !== 'numeric' : t.targetType === 'text';
    const targetName = existing?.name ?? into![k]!;
    for (const { to } of t.rules) {
      if (to.kind === 'value' && typeof to.value === 'string' && !targetIsText)
        throw typeError(targetName, to.value);
    }
    const n = ws.rowCount;
    const rules = t.rules;
    const spec = source.missingValues;
    const rawNumbers = sourceIsText ? null : ws.raw(source);
    const rawTexts = sourceIsText ? ws.rawText(source) : null;
    const previousNumbers = existing && !targetIsText ? ws.raw(existing) : null;
    const previousTexts = existing && targetIsText ? ws.rawText(existing) : null;
    const outNumbers = targetIsText ? null : new Float64Array(n);
    const outTexts = targetIsText ? new Array<string | null>(n) : null;
    for (let i = 0; i < n; i++) {
      const value: number | string | null = rawNumbers ? rawNumbers[i]! : rawTexts![i]!;
      const sysmis = value === null || (typeof value === 'number' && value !== value);
      const missing = sysmis || (spec !== undefined && isUserMissing(spec, value!));
      let matched = -1;
      for (let r = 0; r < rules.length; r++) {
        const from = rules[r]!.from;
        let hit: boolean;
        switch (from.kind) {
          case 'value':
            hit = value === from.value;
            break;
          case 'range':
            hit =
              !sysmis &&
              (from.low === 'LO' || (value as number) >= from.low) &&
              (from.high === 'HI' || (value as number) <= from.high);
            break;
          case 'missing':
            hit = missing;
            break;
          case 'sysmis':
            hit = sysmis && !sourceIsText;
            break;
          case 'else':
            hit = true;
            break;
        }
        if (hit) {
          matched = r;
          break;
        }
      }
      if (matched < 0) {
        // Unmatched: the target keeps what it had; a new target gets system-missing.
        if (outNumbers) outNumbers[i] = previousNumbers ? previousNumbers[i]! : NaN;
        else outTexts![i] = previousTexts ? previousTexts[i]! : null;
        continue;
      }
      const to = rules[matched]!.to;
      if (to.kind === 'sysmis') {
        if (outNumbers) outNumbers[i] = NaN;
        else outTexts![i] = null;
      } else if (to.kind === 'value') {
        if (outNumbers) outNumbers[i] = to.value as number;
        else outTexts![i] = String(to.value);
      } else if (outNumbers) {
        // COPY into a numeric target: a text source must hold numbers.
        if (typeof value === 'string') {
          const parsed = value.trim() === '' ? NaN : Number(value);
          if (!Number.isFinite(parsed)) {
            throw new StatsInputError(
              'RECODE_TYPE',
              `'${targetName}' 변수는 숫자 변수여서 ${i + 1}번째 행의 문자로 된 '${value}' 값을 담을 수 없습니다.`,
              `Variable '${targetName}' is numeric and cannot hold the text value '${value}' of row ${i + 1}.`,
              { variable: targetName, row: i + 1, value },
            );
          }
          outNumbers[i] = parsed;
        } else outNumbers[i] = value ?? NaN;
      } else
        outTexts![i] =
          value === null || (typeof value === 'number' && value !== value) ? null : String(value);
    }
    let target: WorkColumn;
    if (existing) {
      target = existing;
      if (outNumbers) target.numbers = outNumbers;
      else target.texts = outTexts;
      ws.changed(target);
    } else {
      target = outNumbers
        ? ws.addNumeric(targetName, outNumbers)
        : ws.addText(targetName, outTexts!);
      if (source.label) target.label = source.label;
    }
    if (t.valueLabels) target.valueLabels = normaliseLabels(target, t.valueLabels);
  });
}

/** Value-label keys as the column's values print: "1.0" → "1" for numbers; a text key on a number is an error. */
function normaliseLabels(
  column: WorkColumn,
  labels: Record<string, string>,
): Record<string, string> {
  if (column.type !== 'numeric') return { ...labels };
  return Object.fromEntries(
    Object.entries(labels).map(([key, text]) => {
      const n = key.trim() === '' ? NaN : Number(key);
      if (!Number.isFinite(n)) throw typeError(column.name, key);
      return [String(n), text];
    }),
  );
}

function valueLabels(ws: Workspace, t: ValueLabelsTransform): void {
  for (const name of t.variables) {
    const column = ws.require(name);
    const labels = normaliseLabels(column, t.labels);
    column.valueLabels = t.mode === 'add' ? { ...(column.valueLabels ?? {}), ...labels } : labels;
  }
}

function missingValues(ws: Workspace, t: MissingValuesTransform): void {
  for (const name of t.variables) {
    const column = ws.require(name);
    const numeric = column.type === 'numeric';
    for (const value of t.values) {
      if (numeric && typeof value !== 'number') throw typeError(column.name, value);
      if (!numeric && typeof value !== 'string') {
        throw new StatsInputError(
          'RECODE_TYPE',
          `'${column.name}' 변수는 문자 변수여서 숫자 ${value} 값을 결측값으로 쓸 수 없습니다.`,
          `Variable '${column.name}' holds text; the numeric missing value ${value} does not apply.`,
          { variable: column.name, value: String(value) },
        );
      }
    }
    if (!numeric && t.range) {
      throw new StatsInputError(
        'RECODE_TYPE',
        `'${column.name}' 변수는 문자 변수여서 결측값 범위를 쓸 수 없습니다.`,
        `Variable '${column.name}' holds text, so it cannot have a missing-value range.`,
        { variable: column.name },
      );
    }
    // Make sure the raw values are held before the definition changes what counts as valid.
    if (numeric) ws.raw(column);
    else ws.rawText(column);
    column.validCache = null;
    column.original = null;
    if (t.values.length === 0 && !t.range) delete column.missingValues;
    else column.missingValues = { values: [...t.values], ...(t.range ? { range: t.range } : {}) };
  }
}

function scaleScore(ws: Workspace, t: ScaleScoreTransform): void {
  for (const group of t.groups) {
    const items = group.variables.map((name) => ws.view(ws.requireNumeric(name)));
    const minValid = Math.min(t.minValid ?? items.length, items.length);
    const out = columnStatistic(
      t.statistic === 'mean' ? 'MEAN' : 'SUM',
      items,
      minValid,
      ws.rowCount,
    );
    ws.addNumeric(group.name, out, group.label);
  }
}

/** Mean and sample SD of the selected cases' valid values (two passes). */
function selectedMoments(ws: Workspace, values: Float64Array, rows: Int32Array) {
  let n = 0;
  let sum = 0;
  for (const r of rows) {
    const v = values[r]!;
    if (v === v) {
      n++;
      sum += v;
    }
  }
  const rough = sum / n;
  let ss = 0;
  let correction = 0;
  for (const r of rows) {
    const v = values[r]!;
    if (v === v) {
      ss += (v - rough) ** 2;
      correction += v - rough;
    }
  }
  const mean = rough + correction / n;
  const variance = (ss - (correction * correction) / n) / (n - 1);
  return { n, mean, sd: Math.sqrt(variance) };
}

function standardize(ws: Workspace, t: StandardizeTransform | CenterTransform): void {
  const { sources, into } = targets(ws, t);
  const rows = ws.selectedRows();
  const z = t.type === 'standardize';
  sources.forEach((source, k) => {
    const values = ws.valid(ws.requireNumeric(source.name));
    const { n, mean, sd } = selectedMoments(ws, values, rows);
    if (n === 0 || (z && !(sd > 0))) {
      throw new StatsInputError(
        'NO_VARIANCE',
        z
          ? `'${source.name}' 변수는 유효한 값이 둘 이상이고 분산이 있어야 표준화할 수 있습니다.`
          : `'${source.name}' 변수에 유효한 값이 없어 중심화할 수 없습니다.`,
        z
          ? `Variable '${source.name}' needs two or more valid values with some variance to be standardized.`
          : `Variable '${source.name}' has no valid values to centre.`,
        { variable: source.name },
      );
    }
    const out = new Float64Array(ws.rowCount).fill(NaN);
    for (const r of rows) {
      const v = values[r]!;
      out[r] = z ? (v - mean) / sd : v - mean;
    }
    const name = into?.[k] ?? ws.freeName(z ? `Z${source.name}` : `${source.name}_c`);
    const added = ws.addNumeric(
      name,
      out,
      z ? `Zscore(${source.label ?? source.name})` : `Centered(${source.label ?? source.name})`,
    );
    added.measure = 'scale';
  });
}

function filter(ws: Workspace, t: FilterTransform): void {
  const evaluate = numericExpression(ws, t.condition);
  const selected = new Uint8Array(ws.rowCount);
  let count = 0;
  for (let i = 0; i < selected.length; i++) {
    if (ws.selected && !ws.selected[i]) continue;
    // As SELECT IF: only a true (1) condition keeps the case; false and missing drop it.
    if (evaluate(i) === 1) {
      selected[i] = 1;
      count++;
    }
  }
  if (count === 0) {
    throw new StatsInputError(
      'FILTER_EMPTY',
      `조건 '${t.condition}'에 맞는 케이스가 하나도 없습니다.`,
      `No case meets the condition '${t.condition}'.`,
      { expression: t.condition },
    );
  }
  ws.selected = selected;
  ws.selectedCount = count;
}

/** A uniform integer 0 … n − 1 from the generator (rejection, so exactly uniform). */
function uniformBelow(rng: Xoshiro128, n: number): number {
  const limit = 4294967296 - (4294967296 % n);
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % n;
  }
}

function sample(ws: Workspace, t: SampleTransform): void {
  const rows = ws.selectedRows();
  const n = rows.length;
  const k = t.count ?? Math.round(((t.percent ?? 0) / 100) * n);
  if (k === 0) {
    throw new StatsInputError(
      'FILTER_EMPTY',
      `선택된 케이스 ${n}개의 ${t.percent}%는 0개여서 표본에 남는 케이스가 없습니다.`,
      `${t.percent}% of the ${n} selected cases is no case at all.`,
    );
  }
  if (k >= n) {
    ws.warnings.push({
      ko: `표본 크기(${k})가 선택된 케이스 수(${n}) 이상이어서 모든 케이스를 그대로 둡니다.`,
      en: `The sample size (${k}) is not below the ${n} selected cases, so every case stays.`,
    });
    return;
  }
  // A partial Fisher–Yates shuffle of the selected rows: the first k are the sample.
  const rng = new Xoshiro128(t.seed);
  const order = rows.slice();
  for (let i = 0; i < k; i++) {
    const j = i + uniformBelow(rng, n - i);
    const swap = order[i]!;
    order[i] = order[j]!;
    order[j] = swap;
  }
  const selected = new Uint8Array(ws.rowCount);
  for (let i = 0; i < k; i++) selected[order[i]!] = 1;
  ws.selected = selected;
  ws.selectedCount = k;
}

function factorScores(ws: Workspace, t: FactorScoresTransform): void {
  const request = parseFactorRequest({ ...t.request, analysis: 'factor' });
  if (request.selectedScoreMethod === 'none') {
    throw new StatsInputError(
      'INVALID_TRANSFORM',
      "요인점수 변환에는 'selectedScoreMethod'(regression, bartlett, andersonRubin)가 필요합니다.",
      "Factor scores need 'selectedScoreMethod' (regression, bartlett or andersonRubin).",
      { field: 'selectedScoreMethod' },
    );
  }
  const rows = ws.selectedRows();
  const columns: Column[] = request.factorVariables.map((name) => {
    const values = ws.valid(ws.requireNumeric(name));
    return {
      name: ws.require(name).name,
      type: 'numeric',
      values: Array.from(rows, (r) => {
        const v = values[r]!;
        return v === v ? v : null;
      }),
    };
  });
  const result = factor(
    { rowCount: rows.length, columns },
    { ...request, factorVariables: columns.map((c) => c.name) },
  );
  const scores = result.scores?.columns;
  if (!scores) {
    throw new StatsInputError(
      'NO_FACTOR_SCORES',
      '상관행렬이 특이행렬이어서 요인점수를 계산할 수 없습니다.',
      'The correlation matrix is singular, so factor scores cannot be computed.',
    );
  }
  if (t.names && t.names.length !== scores.length) {
    throw new StatsInputError(
      'INVALID_TRANSFORM',
      `요인이 ${scores.length}개인데 점수 변수 이름은 ${t.names.length}개입니다.`,
      `There are ${scores.length} factors but ${t.names.length} score variable names.`,
      { field: 'names' },
    );
  }
  // SPSS names the scores of its k-th save FAC1_k, FAC2_k, …: the first k whose names are free.
  let suffix = 1;
  while (scores.some((_, j) => ws.find(`FAC${j + 1}_${suffix}`))) suffix++;
  const methodLabel = { regression: 'REGR', bartlett: 'BART', andersonRubin: 'AR' }[
    request.selectedScoreMethod
  ];
  scores.forEach((score, j) => {
    const out = new Float64Array(ws.rowCount).fill(NaN);
    rows.forEach((r, i) => {
      const v = score.values[i];
      out[r] = v === null || v === undefined ? NaN : v;
    });
    const added = ws.addNumeric(
      t.names?.[j] ?? `FAC${j + 1}_${suffix}`,
      out,
      `${methodLabel} factor score ${j + 1} for analysis ${suffix}`,
    );
    added.measure = 'scale';
  });
}
