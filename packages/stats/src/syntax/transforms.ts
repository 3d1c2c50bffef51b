import { parseFactorRequest } from '../analyses/factor/request';
import { StatsInputError } from '../errors';
import { applyTransforms } from '../transforms/apply';
import { formatExpression, parseExpression, type ExpressionNode } from '../transforms/expression';
import {
  parseTransforms,
  type CenterTransform,
  type FactorScoresTransform,
  type MissingValuesTransform,
  type RecodeRule,
  type RecodeTransform,
  type ReverseTransform,
  type SampleTransform,
  type StandardizeTransform,
  type Transform,
} from '../transforms/schema';
import type { DataTable } from '../types';
import { factorSyntax } from './factor';
import { command, comment, literal, num, quote } from './format';
import type { SyntaxContext, SyntaxDataset, SyntaxTarget } from './types';
import { SyntaxVariables, type SyntaxVariable } from './variables';

export interface TransformSyntaxOptions {
  /** The data: needed by a random sample only (its drawn cases are selected by row number). */
  data?: DataTable;
  target?: SyntaxTarget;
  /**
   * Only the variables as the list leaves them are wanted, because its lines were written
   * before, with the data (a dataset version keeps them): a random sample then needs no data.
   */
  namesOnly?: boolean;
}

/**
 * SPSS syntax for a transform list: the commands that, run after the data are read, leave the
 * same variables and the same selected cases as `applyTransforms`. Pure: the same list and
 * dataset give the same text. Returns the lines and the variables as the list leaves them, so
 * that an analysis after it names them as SPSS knows them.
 */
export function transformSyntaxWithVariables(
  transforms: unknown,
  dataset: SyntaxDataset,
  options: TransformSyntaxOptions = {},
): { lines: string[]; variables: SyntaxVariables } {
  const list = parseTransforms(transforms);
  const vars = new SyntaxVariables(dataset);
  const writer = new Writer(vars, list, dataset, options);
  const lines: string[] = [];
  list.forEach((t, index) => {
    try {
      lines.push(...writer.write(t, index));
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
  return { lines: [...writer.preamble(), ...lines], variables: vars };
}

/** SPSS syntax for a transform list (see `transformSyntaxWithVariables`). */
export function transformSyntax(
  transforms: unknown,
  dataset: SyntaxDataset,
  options: TransformSyntaxOptions = {},
): string[] {
  return transformSyntaxWithVariables(transforms, dataset, options).lines;
}

/**
 * An expression of the product as SPSS syntax: the variables under their SPSS names. The
 * product gives a comparison with missing text (empty or user-missing) as missing, where SPSS
 * compares the text as it is: each such comparison becomes a scratch variable, system-missing
 * where a text operand is missing, computed on the lines `before` the command.
 */
function spssExpression(
  source: string,
  vars: SyntaxVariables,
  scratch: () => string,
  textMissing: (v: SyntaxVariable) => string,
  pspp: boolean,
): { text: string; before: string[] } {
  const before: string[] = [];
  const textVariable = (node: ExpressionNode) =>
    node.kind === 'variable' && node.type === 'text' ? vars.require(node.name) : null;
  const isText = (node: ExpressionNode) =>
    node.kind === 'text' || (node.kind === 'variable' && node.type === 'text');
  const rename = (node: ExpressionNode): ExpressionNode => {
    switch (node.kind) {
      case 'variable':
        return { ...node, name: vars.require(node.name).spss };
      case 'negate':
      case 'not':
        return { ...node, operand: rename(node.operand) };
      case 'binary': {
        const renamed = { ...node, left: rename(node.left), right: rename(node.right) };
        if (!isText(node.left) && !isText(node.right)) return renamed;
        const texts = [node.left, node.right]
          .map(textVariable)
          .filter((v): v is SyntaxVariable => v !== null);
        if (texts.length === 0) return renamed;
        const name = scratch();
        before.push(
          `COMPUTE ${name} = $SYSMIS.`,
          `IF (${texts.map((v) => `NOT ${textMissing(v)}`).join(' AND ')}) ${name} = ${formatExpression(renamed)}.`,
        );
        return { kind: 'variable', name, type: 'number', index: node.index };
      }
      case 'call': {
        const text = node.args.length === 1 ? textVariable(node.args[0]!) : null;
        // Text is never system-missing (and SPSS's SYSMIS takes numbers only).
        if (node.name === 'SYSMIS' && text) return { kind: 'number', value: 0, index: node.index };
        const textArgs = node.args.map(textVariable);
        if (pspp && (node.name === 'NVALID' || node.name === 'NMISS') && textArgs.some((v) => v)) {
          // PSPP counts numbers only: each text argument adds its own missing flag.
          const numbers = node.args.filter((_, k) => !textArgs[k]).map(rename);
          const flags = textArgs
            .filter((v): v is SyntaxVariable => v !== null)
            .map((v) => {
              const flag = scratch();
              before.push(`COMPUTE ${flag} = ${textMissing(v)}.`);
              return node.name === 'NMISS' ? flag : `(1 - ${flag})`;
            });
          const name = scratch();
          const counted =
            numbers.length > 0
              ? [`${node.name}(${numbers.map((a) => formatExpression(a)).join(', ')})`]
              : [];
          before.push(`COMPUTE ${name} = ${[...counted, ...flags].join(' + ')}.`);
          return { kind: 'variable', name, type: 'number', index: node.index };
        }
        if (node.name === 'MISSING' && text) {
          const missing = textMissing(text);
          if (missing === `MISSING(${text.spss})`) return { ...node, args: node.args.map(rename) };
          const name = scratch();
          before.push(`COMPUTE ${name} = ${missing}.`);
          return { kind: 'variable', name, type: 'number', index: node.index };
        }
        return { ...node, args: node.args.map(rename) };
      }
      case 'number':
      case 'text':
        return node;
    }
  };
  const text = formatExpression(rename(parseExpression(source, vars.scope())));
  return { text, before };
}

const bytes = (text: string): number => new TextEncoder().encode(text).length;
const bound = (value: number | 'LO' | 'HI'): string =>
  value === 'LO' ? 'LOWEST' : value === 'HI' ? 'HIGHEST' : num(value);

/** VALUE LABELS pairs: the key as the variable's values are written (numbers in order), the label quoted. */
function labelPairs(v: SyntaxVariable, labels: Record<string, string>): string[] {
  const entries = Object.entries(labels);
  if (v.type === 'numeric') entries.sort(([a], [b]) => Number(a) - Number(b));
  return entries.map(
    ([key, text]) => `${v.type === 'numeric' ? num(Number(key)) : quote(key)} ${quote(text)}`,
  );
}

class Writer {
  /** The helper variable holding each case's row number, when a sample needs it. */
  private readonly rowVariable: string | null;
  private scratchCount = 0;
  /** A new scratch variable (SPSS drops them after each procedure). */
  private readonly scratch = (): string => `#text${++this.scratchCount}`;
  /**
   * Whether a text variable is missing: SPSS's MISSING; PSPP's MISSING takes numbers only,
   * so the PSPP target lists the variable's missing codes (empty text among them) in ANY.
   */
  private readonly textMissing = (v: SyntaxVariable): string =>
    this.options.target === 'pspp'
      ? `ANY(${v.spss}, ${(v.missing ?? []).map((m) => literal(m)).join(', ') || "''"})`
      : `MISSING(${v.spss})`;

  constructor(
    private readonly vars: SyntaxVariables,
    private readonly list: Transform[],
    private readonly dataset: SyntaxDataset,
    private readonly options: TransformSyntaxOptions,
  ) {
    this.rowVariable = list.some((t) => t.type === 'sample') ? vars.spssName('case_number') : null;
  }

  /** Lines before the first transform: the row numbers a sample selects by. */
  preamble(): string[] {
    if (this.rowVariable === null) return [];
    return [
      ...comment(
        `${this.rowVariable} numbers the cases as the file has them, before any case is left out, so that the random sample can be selected by row number.`,
      ),
      `COMPUTE ${this.rowVariable} = $CASENUM.`,
      // $CASENUM counts only the cases kept so far when SELECT IF runs in the same pass.
      'EXECUTE.',
    ];
  }

  write(t: Transform, index: number): string[] {
    switch (t.type) {
      case 'compute': {
        const expression = spssExpression(
          t.expression,
          this.vars,
          this.scratch,
          this.textMissing,
          this.options.target === 'pspp',
        );
        const existing = this.vars.find(t.target);
        if (existing && existing.type !== 'numeric') {
          throw new StatsInputError(
            'RECODE_TYPE',
            `'${existing.name}' 변수는 문자 변수여서 계산한 숫자를 담을 수 없습니다.`,
            `Variable '${existing.name}' holds text and cannot hold the computed numbers.`,
            { variable: existing.name },
          );
        }
        const target = existing ?? this.vars.add(t.target, 'numeric');
        target.changed = true;
        const lines = [...expression.before, `COMPUTE ${target.spss} = ${expression.text}.`];
        if (t.label !== undefined) {
          target.label = t.label;
          lines.push(...this.variableLabel(target));
        } else if (!existing) lines.push(...this.nameAsLabel(target));
        return lines;
      }
      case 'reverse':
        return this.reverse(t);
      case 'recode':
        return this.recode(t);
      case 'scaleScore': {
        const lines: string[] = [];
        for (const group of t.groups) {
          const items = group.variables.map((name) => this.vars.require(name));
          const n = Math.min(t.minValid ?? items.length, items.length);
          const target = this.vars.add(group.name, 'numeric', {
            ...(group.label !== undefined ? { label: group.label } : {}),
          });
          const fn = t.statistic === 'sum' ? 'SUM' : 'MEAN';
          lines.push(
            `COMPUTE ${target.spss} = ${fn}.${n}(${items.map((v) => v.spss).join(', ')}).`,
            ...(group.label !== undefined ? this.variableLabel(target) : this.nameAsLabel(target)),
          );
        }
        return lines;
      }
      case 'factorScores':
        return this.factorScores(t, index);
      case 'standardize':
        return this.standardize(t);
      case 'center':
        return this.center(t);
      case 'filter': {
        const condition = spssExpression(
          t.condition,
          this.vars,
          this.scratch,
          this.textMissing,
          this.options.target === 'pspp',
        );
        return [...condition.before, `SELECT IF ${condition.text}.`];
      }
      case 'sample':
        return this.sample(t, index);
      case 'missingValues':
        return this.missingValues(t);
      case 'valueLabels': {
        const lines: string[] = [];
        for (const name of t.variables) {
          const v = this.vars.require(name);
          const labels = Object.fromEntries(
            Object.entries(t.labels).map(([key, text]) => [
              v.type === 'numeric' ? String(Number(key)) : key,
              text,
            ]),
          );
          v.valueLabels = t.mode === 'add' ? { ...(v.valueLabels ?? {}), ...labels } : labels;
        }
        const targets = t.variables.map((name) => this.vars.require(name));
        // Numeric and text variables cannot share one list of values.
        for (const type of ['numeric', 'categorical'] as const) {
          const group = targets.filter((v) => v.type === type);
          if (group.length === 0) continue;
          lines.push(
            ...command(t.mode === 'add' ? 'ADD VALUE LABELS' : 'VALUE LABELS', [
              ...group.map((v) => v.spss),
              ...labelPairs(group[0]!, t.labels),
            ]),
          );
        }
        return lines;
      }
      case 'rename': {
        const v = this.vars.require(t.from);
        const lower = t.to.toLowerCase();
        if (this.vars.list.some((x) => x !== v && x.name.toLowerCase() === lower)) {
          throw new StatsInputError(
            'VARIABLE_EXISTS',
            `'${t.to}' 변수가 이미 있어 새 변수 이름으로 쓸 수 없습니다.`,
            `Variable '${t.to}' already exists, so it cannot be a new variable's name.`,
            { variable: t.to },
          );
        }
        const nameWasLabel = v.label === undefined && v.spss !== v.name;
        v.name = t.to;
        this.vars.taken.delete(v.spss.toUpperCase());
        const spss = this.vars.spssName(t.to);
        const from = v.spss;
        v.spss = spss;
        // A variable without a label of its own shows the product's name where SPSS's differs.
        const label =
          v.label !== undefined
            ? []
            : spss !== t.to
              ? [`VARIABLE LABELS ${spss} ${quote(t.to)}.`]
              : nameWasLabel
                ? [`VARIABLE LABELS ${spss} ''.`]
                : [];
        return [...(spss === from ? [] : [`RENAME VARIABLES (${from} = ${spss}).`]), ...label];
      }
      case 'variableLabel': {
        const v = this.vars.require(t.variable);
        if (t.label === '') delete v.label;
        else v.label = t.label;
        return [`VARIABLE LABELS ${v.spss} ${quote(t.label)}.`];
      }
      case 'measure':
        return command('VARIABLE LEVEL', [
          ...t.variables.map((name) => this.vars.require(name).spss),
          `(${t.level.toUpperCase()})`,
        ]);
    }
  }

  private variableLabel(v: SyntaxVariable): string[] {
    return v.label === undefined ? [] : [`VARIABLE LABELS ${v.spss} ${quote(v.label)}.`];
  }

  /** A new variable whose name SPSS does not accept keeps the product's name as its label. */
  private nameAsLabel(v: SyntaxVariable): string[] {
    return v.spss === v.name ? [] : [`VARIABLE LABELS ${v.spss} ${quote(v.name)}.`];
  }

  private numericSource(name: string): SyntaxVariable {
    const v = this.vars.require(name);
    if (v.type !== 'numeric') {
      throw new StatsInputError(
        'NOT_NUMERIC',
        `'${v.name}' 변수는 숫자 변수가 아닙니다.`,
        `Variable '${v.name}' is not numeric.`,
        { variable: v.name },
      );
    }
    return v;
  }

  /**
   * min + max − x. In place, only valid values change (IF … NOT MISSING), so a user-missing
   * code keeps its code as in the product; into new variables COMPUTE gives system-missing
   * for missing values, as the product does. Value labels move with their values.
   */
  private reverse(t: ReverseTransform): string[] {
    const sum = num(t.min + t.max);
    const lines: string[] = [];
    t.variables.forEach((name, k) => {
      const source = this.numericSource(name);
      const moved = source.valueLabels
        ? Object.fromEntries(
            Object.entries(source.valueLabels).map(([value, text]) => {
              const n = Number(value);
              return [
                value.trim() !== '' && Number.isFinite(n) && n >= t.min && n <= t.max
                  ? String(t.min + t.max - n)
                  : value,
                text,
              ];
            }),
          )
        : undefined;
      if (t.into) {
        const target = this.vars.add(t.into[k]!, 'numeric', {
          ...(source.label !== undefined ? { label: source.label } : {}),
          ...(moved ? { valueLabels: moved } : {}),
        });
        lines.push(`COMPUTE ${target.spss} = ${sum} - ${source.spss}.`);
        lines.push(...(target.label ? this.variableLabel(target) : this.nameAsLabel(target)));
        if (moved)
          lines.push(...command('VALUE LABELS', [target.spss, ...labelPairs(target, moved)]));
      } else {
        source.changed = true;
        lines.push(`IF (NOT MISSING(${source.spss})) ${source.spss} = ${sum} - ${source.spss}.`);
        if (moved) {
          source.valueLabels = moved;
          lines.push(...command('VALUE LABELS', [source.spss, ...labelPairs(source, moved)]));
        }
      }
    });
    return lines;
  }

  private recode(t: RecodeTransform): string[] {
    const lines: string[] = [];
    t.variables.forEach((name, k) => {
      const source = this.vars.require(name);
      const sourceIsText = source.type !== 'numeric';
      const existing = t.into ? this.vars.find(t.into[k]!) : source;
      const targetIsText = existing ? existing.type !== 'numeric' : t.targetType === 'text';
      if (targetIsText && !sourceIsText && t.rules.some((r) => r.to.kind === 'copy')) {
        throw new StatsInputError(
          'SYNTAX_UNSUPPORTED',
          `SPSS의 RECODE는 숫자 변수 '${source.name}'의 값을 문자 변수로 그대로 옮길(COPY) 수 없습니다.`,
          `SPSS's RECODE cannot copy the numeric values of '${source.name}' into a text variable.`,
          { variable: source.name },
        );
      }
      let target = existing;
      if (existing) existing.changed = true;
      if (!target) {
        const width = targetIsText
          ? Math.max(
              1,
              ...t.rules.map((r) => (r.to.kind === 'value' ? bytes(String(r.to.value)) : 1)),
              ...(t.rules.some((r) => r.to.kind === 'copy') ? [source.width ?? 255] : []),
            )
          : undefined;
        target = this.vars.add(t.into![k]!, targetIsText ? 'categorical' : 'numeric', {
          ...(width !== undefined ? { width } : {}),
          ...(source.label !== undefined ? { label: source.label } : {}),
        });
        if (targetIsText) {
          // Unmatched cases leave a new text variable empty, which is missing in the product.
          lines.push(`STRING ${target.spss} (A${width}).`);
        }
      }
      const rules = t.rules
        // SYSMIS never matches a text value (and SPSS rejects it there).
        .filter((r) => !(sourceIsText && r.from.kind === 'sysmis'))
        .map((r) => this.rule(r, sourceIsText, targetIsText));
      lines.push(
        ...command('RECODE', [
          source.spss,
          ...rules,
          ...(target === source ? [] : [`INTO ${target.spss}`]),
        ]),
      );
      if (!existing) {
        if (targetIsText) lines.push(`MISSING VALUES ${target.spss} ('').`);
        lines.push(...(target.label ? this.variableLabel(target) : this.nameAsLabel(target)));
      }
      if (t.valueLabels) {
        target.valueLabels = { ...t.valueLabels };
        lines.push(...command('VALUE LABELS', [target.spss, ...labelPairs(target, t.valueLabels)]));
      }
    });
    return lines;
  }

  private rule({ from, to }: RecodeRule, sourceIsText: boolean, targetIsText: boolean): string {
    // Text copied into a number: SPSS's CONVERT reads the text as a number.
    if (to.kind === 'copy' && sourceIsText && !targetIsText) {
      if (from.kind === 'else') return '(CONVERT)';
      if (from.kind === 'value') return `(${literal(from.value)}=${num(Number(from.value))})`;
      if (from.kind === 'missing') return '(MISSING=SYSMIS)';
    }
    const left =
      from.kind === 'value'
        ? literal(from.value)
        : from.kind === 'range'
          ? `${from.low === 'LO' ? 'LOWEST' : num(from.low)} THRU ${from.high === 'HI' ? 'HIGHEST' : num(from.high)}`
          : from.kind.toUpperCase();
    const right =
      to.kind === 'value'
        ? literal(targetIsText ? String(to.value) : to.value)
        : to.kind === 'sysmis'
          ? targetIsText
            ? "''"
            : 'SYSMIS'
          : 'COPY';
    return `(${left}=${right})`;
  }

  /**
   * DESCRIPTIVES /SAVE: z from the mean and SD (n − 1) of the cases selected so far (SELECT IF
   * has removed the others), each variable over its own valid values, as the product does.
   */
  private standardize(t: StandardizeTransform): string[] {
    const pairs: string[] = [];
    const labels: string[] = [];
    t.variables.forEach((name, k) => {
      const source = this.numericSource(name);
      const label = `Zscore(${source.label ?? source.name})`;
      const target = this.vars.add(
        t.into?.[k] ?? this.vars.freeName(`Z${source.name}`),
        'numeric',
        {
          label,
        },
      );
      pairs.push(`${source.spss} (${target.spss})`);
      labels.push(...this.variableLabel(target));
    });
    return [
      ...command('DESCRIPTIVES', [], [['VARIABLES=', ...pairs], 'STATISTICS=MEAN STDDEV', 'SAVE']),
      ...labels,
    ];
  }

  /**
   * x − mean. The mean comes from AGGREGATE over the cases selected so far (not a constant
   * copied from the product), so the syntax computes it from the data as SPSS has them; the
   * constant break variable is there because PSPP's AGGREGATE needs a BREAK. The helper
   * variables are deleted afterwards.
   */
  private center(t: CenterTransform): string[] {
    const all = this.vars.spssName('all_cases');
    const means: string[] = [];
    const computes: string[] = [];
    const labels: string[] = [];
    t.variables.forEach((name, k) => {
      const source = this.numericSource(name);
      const mean = this.vars.spssName(`${source.spss}_mean`);
      const target = this.vars.add(
        t.into?.[k] ?? this.vars.freeName(`${source.name}_c`),
        'numeric',
        {
          label: `Centered(${source.label ?? source.name})`,
        },
      );
      means.push(`/${mean} = MEAN(${source.spss})`);
      computes.push(`COMPUTE ${target.spss} = ${source.spss} - ${mean}.`);
      labels.push(...this.variableLabel(target));
    });
    const helpers = [all, ...means.map((m) => m.slice(1, m.indexOf(' ')))];
    for (const h of helpers) this.vars.taken.delete(h.toUpperCase());
    return [
      `COMPUTE ${all} = 1.`,
      ...command('AGGREGATE', ['/OUTFILE=* MODE=ADDVARIABLES', `/BREAK=${all}`, ...means]),
      ...computes,
      ...command('DELETE VARIABLES', helpers),
      ...labels,
    ];
  }

  /** The product's own draw, selected by row number (SPSS's SAMPLE draws other cases). */
  private sample(t: SampleTransform, index: number): string[] {
    const data = this.options.data;
    // A sample leaves the variables as they were: nothing to name.
    if (!data && this.options.namesOnly) return [];
    if (!data) {
      throw new StatsInputError(
        'SYNTAX_NEEDS_DATA',
        '무작위 표본의 구문에는 데이터가 필요합니다(뽑힌 케이스의 행 번호로 고르기 때문입니다).',
        'The syntax of a random sample needs the data (it selects the drawn cases by row number).',
      );
    }
    const { selected, selectedCount } = applyTransforms(data, this.list.slice(0, index + 1));
    if (!selected) return [...comment('The sample keeps every selected case.')];
    const runs: string[] = [];
    for (let i = 0; i < selected.length; i++) {
      if (!selected[i]) continue;
      let j = i;
      while (j + 1 < selected.length && selected[j + 1]) j++;
      runs.push(`${i + 1}, ${j + 1}${j + 1 < selected.length ? ',' : ''}`);
      i = j;
    }
    if (runs.length > 0) runs[runs.length - 1] = runs[runs.length - 1]!.replace(/,$/, '');
    const what = t.count !== undefined ? `${t.count} cases` : `${t.percent}% of the cases`;
    return [
      ...comment(
        `A random sample of ${what} (seed ${t.seed}): the ${selectedCount} cases the service drew, by row number.`,
      ),
      ...command(`SELECT IF RANGE(${this.rowVariable!},`, [
        ...runs.slice(0, -1),
        `${runs.at(-1)!})`,
      ]),
    ];
  }

  private missingValues(t: MissingValuesTransform): string[] {
    const targets = t.variables.map((name) => this.vars.require(name));
    const lines: string[] = [];
    for (const type of ['numeric', 'categorical'] as const) {
      const group = targets.filter((v) => v.type === type);
      if (group.length === 0) continue;
      const values = t.values.map(literal);
      if (t.range) values.unshift(`${bound(t.range.low)} THRU ${bound(t.range.high)}`);
      // Empty text is missing in the product: keep it missing where the list has room.
      if (type === 'categorical' && this.dataset.format !== 'sav' && values.length < 3) {
        values.push("''");
      }
      for (const v of group) {
        v.missing = [
          ...t.values,
          ...(type === 'categorical' && this.dataset.format !== 'sav' && t.values.length < 3
            ? ['']
            : []),
        ];
      }
      lines.push(
        ...command('MISSING VALUES', [...group.map((v) => v.spss), `(${values.join(', ')})`]),
      );
    }
    return lines;
  }

  /**
   * FACTOR with the product's extraction settings and /SAVE; SPSS names the scores FAC1_k,
   * FAC2_k, … as the product does by default, and other names are given by RENAME.
   */
  private factorScores(t: FactorScoresTransform, index: number): string[] {
    const request = parseFactorRequest({ ...t.request, analysis: 'factor' });
    if (request.selectedScoreMethod === 'none') {
      throw new StatsInputError(
        'INVALID_TRANSFORM',
        "요인점수 변환에는 'selectedScoreMethod'(regression, bartlett, andersonRubin)가 필요합니다.",
        "Factor scores need 'selectedScoreMethod' (regression, bartlett or andersonRubin).",
        { field: 'selectedScoreMethod' },
      );
    }
    const items = request.factorVariables.map((name) => this.numericSource(name));
    const ctx: SyntaxContext = {
      target: 'spss',
      name: (variable) => this.vars.require(variable).spss,
      column: (variable) => this.vars.column(variable),
      newName: (base) => this.vars.spssName(base),
    };
    const lines = factorSyntax({ ...request, factorVariables: items.map((v) => v.name) }, ctx);
    // The number of factors: fixed by the request, given by the names, or found in the data.
    let count: number | null =
      request.selectedExtract === 'fixed' ? request.factorsToExtract : (t.names?.length ?? null);
    if (count === null && this.options.data) {
      const before = applyTransforms(this.options.data, this.list.slice(0, index)).newVariables;
      const after = applyTransforms(this.options.data, this.list.slice(0, index + 1)).newVariables;
      count = after.length - before.length;
    }
    if (count === null) {
      return [...lines, ...comment('The scores are saved as FAC1_k, FAC2_k, … (one per factor).')];
    }
    let suffix = 1;
    const free = (name: string) => this.vars.find(name) === null;
    while (!Array.from({ length: count }, (_, j) => `FAC${j + 1}_${suffix}`).every(free)) suffix++;
    const method = { regression: 'REGR', bartlett: 'BART', andersonRubin: 'AR' }[
      request.selectedScoreMethod
    ];
    const saved: string[] = [];
    const chosen: SyntaxVariable[] = [];
    for (let j = 0; j < count; j++) {
      const spssDefault = `FAC${j + 1}_${suffix}`;
      saved.push(spssDefault);
      const name = t.names?.[j] ?? spssDefault;
      chosen.push(
        this.vars.add(name, 'numeric', {
          label: `${method} factor score ${j + 1} for analysis ${suffix}`,
        }),
      );
    }
    const renamed = chosen.filter((v, j) => v.spss !== saved[j]);
    if (renamed.length > 0) {
      lines.push(
        ...command('RENAME VARIABLES', [
          `(${saved.filter((_, j) => chosen[j]!.spss !== saved[j]).join(' ')} = ${renamed.map((v) => v.spss).join(' ')})`,
        ]),
      );
    }
    return lines;
  }
}
