import type { ExpressionNode } from './expression';

/**
 * Turns a parsed expression into one closure per node, once; evaluating a row is then calls
 * and reads from Float64Array columns, with nothing allocated per row. NaN stands for
 * system-missing throughout. Missing values follow PSPP (SPSS's behaviour where its manual
 * is silent): arithmetic on a missing value is missing, except 0 × missing = 0,
 * 0 / anything = 0, missing ** 0 = 1 and 0 ** missing = 0; division by zero, roots and
 * logarithms out of range and overflow give system-missing.
 */

export type NumberAt = (row: number) => number;
type TextAt = (row: number) => string | null;

/**
 * A numeric column as an expression reads it: a Float64Array (NaN = missing) once a transform
 * has touched it, or the column's own array of numbers and nulls while nothing has (copying
 * twenty untouched items of a million rows would cost more than the arithmetic).
 */
export type NumericView = Float64Array | readonly (number | string | null)[];

/** The columns an expression reads, prepared by the caller once per expression. */
export interface ExpressionColumns {
  rowCount: number;
  /** Values with every missing value (system- and user-missing) as NaN or null. */
  valid(name: string): NumericView;
  /** Values with only system-missing as NaN (user-missing values kept): SYSMIS and VALUE. */
  raw(name: string): Float64Array;
  /** Text values, null where missing. */
  text(name: string): readonly (string | null)[];
}

const finite = (x: number) => (x - x === 0 ? x : NaN);

/** SPSS's fuzz for RND and TRUNC (SET FUZZBITS=6): 2^(6 − 53), added before flooring. */
const fuzz = 2 ** (6 - 53);

export function roundNearest(x: number, multiple = 1): number {
  if (x !== x || multiple !== multiple || multiple === 0) return NaN;
  const q = x / multiple;
  const r = q >= 0 ? Math.floor(q + 0.5 + fuzz) : -Math.floor(-q + 0.5 + fuzz);
  return finite(r * multiple);
}

export function roundTowardZero(x: number, multiple = 1): number {
  if (x !== x || multiple !== multiple || multiple === 0) return NaN;
  const q = x / multiple;
  const r = q >= 0 ? Math.floor(q + fuzz) : -Math.floor(-q + fuzz);
  return finite(r * multiple);
}

/** Logical operands: 1 is true, 0 false, missing unknown; any other value counts as false (as PSPP). */
const truth = (v: number) => (v === 1 ? 1 : v !== v ? NaN : 0);

export function compileNumber(node: ExpressionNode, columns: ExpressionColumns): NumberAt {
  switch (node.kind) {
    case 'number': {
      const value = node.value;
      return () => value;
    }
    case 'text':
      // The parser never lets text reach a number's place.
      throw new Error('text in a numeric context');
    case 'variable': {
      const values = columns.valid(node.name);
      if (values instanceof Float64Array) return (i) => values[i]!;
      return (i) => {
        const v = values[i];
        return typeof v === 'number' ? v : NaN;
      };
    }
    case 'negate': {
      const operand = compileNumber(node.operand, columns);
      return (i) => -operand(i);
    }
    case 'not': {
      const operand = compileNumber(node.operand, columns);
      return (i) => {
        const t = truth(operand(i));
        return t !== t ? NaN : 1 - t;
      };
    }
    case 'binary':
      return compileBinary(node, columns);
    case 'call':
      return compileCall(node, columns);
  }
}

function compileText(node: ExpressionNode, columns: ExpressionColumns): TextAt {
  if (node.kind === 'text') {
    const value = node.value;
    return () => value;
  }
  if (node.kind === 'variable') {
    const values = columns.text(node.name);
    return (i) => values[i] ?? null;
  }
  throw new Error('not a text expression');
}

function compileBinary(
  node: Extract<ExpressionNode, { kind: 'binary' }>,
  columns: ExpressionColumns,
): NumberAt {
  const { operator } = node;
  const textual =
    node.left.kind === 'text' || (node.left.kind === 'variable' && node.left.type === 'text');
  if (textual) {
    const left = compileText(node.left, columns);
    const right = compileText(node.right, columns);
    const test = comparison(operator);
    return (i) => {
      const a = left(i);
      const b = right(i);
      if (a === null || b === null) return NaN;
      return test(a < b ? -1 : a > b ? 1 : 0);
    };
  }
  const left = compileNumber(node.left, columns);
  const right = compileNumber(node.right, columns);
  switch (operator) {
    case '+':
      return (i) => finite(left(i) + right(i));
    case '-':
      return (i) => finite(left(i) - right(i));
    case '*':
      return (i) => {
        const a = left(i);
        const b = right(i);
        return a === 0 || b === 0 ? 0 : finite(a * b);
      };
    case '/':
      return (i) => {
        const a = left(i);
        const b = right(i);
        if (a === 0) return 0;
        return b === 0 ? NaN : finite(a / b);
      };
    case '**':
      return (i) => {
        const a = left(i);
        const b = right(i);
        if (a !== a) return b === 0 ? 1 : NaN;
        if (b !== b) return a === 0 ? 0 : NaN;
        if (a === 0 && b <= 0) return NaN;
        return finite(a ** b);
      };
    case 'and':
      return (i) => {
        const a = truth(left(i));
        const b = truth(right(i));
        if (a === 0 || b === 0) return 0;
        return a !== a || b !== b ? NaN : 1;
      };
    case 'or':
      return (i) => {
        const a = truth(left(i));
        const b = truth(right(i));
        if (a === 1 || b === 1) return 1;
        return a !== a || b !== b ? NaN : 0;
      };
    default: {
      const test = comparison(operator);
      return (i) => {
        const a = left(i);
        const b = right(i);
        if (a !== a || b !== b) return NaN;
        return test(a < b ? -1 : a > b ? 1 : 0);
      };
    }
  }
}

function comparison(operator: string): (order: number) => number {
  switch (operator) {
    case '=':
      return (o) => (o === 0 ? 1 : 0);
    case '<>':
      return (o) => (o !== 0 ? 1 : 0);
    case '<':
      return (o) => (o < 0 ? 1 : 0);
    case '<=':
      return (o) => (o <= 0 ? 1 : 0);
    case '>':
      return (o) => (o > 0 ? 1 : 0);
    case '>=':
      return (o) => (o >= 0 ? 1 : 0);
    default:
      throw new Error(`not a comparison: ${operator}`);
  }
}

/** Whether an argument is missing: MISSING, NVALID and NMISS look at variables of either kind. */
function compileMissing(node: ExpressionNode, columns: ExpressionColumns): NumberAt {
  if (node.kind === 'variable' && node.type === 'text') {
    const values = columns.text(node.name);
    return (i) => (values[i] === null || values[i] === undefined ? 1 : 0);
  }
  if (node.kind === 'variable') {
    const value = compileNumber(node, columns);
    return (i) => {
      const v = value(i);
      return v !== v ? 1 : 0;
    };
  }
  const value = compileNumber(node, columns);
  return (i) => {
    const v = value(i);
    return v !== v ? 1 : 0;
  };
}

function compileCall(
  node: Extract<ExpressionNode, { kind: 'call' }>,
  columns: ExpressionColumns,
): NumberAt {
  const { name, args, minValid } = node;
  switch (name) {
    case 'MEAN':
    case 'SUM':
    case 'SD':
    case 'VARIANCE':
    case 'MIN':
    case 'MAX':
      return compileStatistic(name, args, minValid, columns);
    case 'NVALID':
    case 'NMISS': {
      const tests = args.map((a) => compileMissing(a, columns));
      const m = tests.length;
      const valid = name === 'NVALID';
      return (i) => {
        let missing = 0;
        for (let j = 0; j < m; j++) missing += tests[j]!(i);
        return valid ? m - missing : missing;
      };
    }
    case 'MISSING':
      return compileMissing(args[0]!, columns);
    case 'SYSMIS': {
      const arg = args[0]!;
      if (arg.kind === 'variable' && arg.type === 'text') return () => 0;
      if (arg.kind === 'variable') {
        const raw = columns.raw(arg.name);
        return (i) => (raw[i]! !== raw[i]! ? 1 : 0);
      }
      const value = compileNumber(arg, columns);
      return (i) => {
        const v = value(i);
        return v !== v ? 1 : 0;
      };
    }
    case 'VALUE': {
      const arg = args[0]!;
      if (arg.kind === 'variable') {
        const raw = columns.raw(arg.name);
        return (i) => raw[i]!;
      }
      return compileNumber(arg, columns);
    }
    case 'RND':
    case 'TRUNC': {
      const round = name === 'RND' ? roundNearest : roundTowardZero;
      const x = compileNumber(args[0]!, columns);
      if (args.length === 1) return (i) => round(x(i));
      const multiple = compileNumber(args[1]!, columns);
      return (i) => round(x(i), multiple(i));
    }
    case 'MOD': {
      const a = compileNumber(args[0]!, columns);
      const b = compileNumber(args[1]!, columns);
      return (i) => {
        const x = a(i);
        if (x === 0) return 0;
        const y = b(i);
        return x !== x || y !== y || y === 0 ? NaN : finite(x % y);
      };
    }
    case 'ABS': {
      const x = compileNumber(args[0]!, columns);
      return (i) => Math.abs(x(i));
    }
    case 'SQRT': {
      const x = compileNumber(args[0]!, columns);
      return (i) => {
        const v = x(i);
        return v >= 0 ? Math.sqrt(v) : NaN;
      };
    }
    case 'LN':
    case 'LG10': {
      const log = name === 'LN' ? Math.log : Math.log10;
      const x = compileNumber(args[0]!, columns);
      return (i) => {
        const v = x(i);
        return v > 0 ? log(v) : NaN;
      };
    }
    case 'EXP': {
      const x = compileNumber(args[0]!, columns);
      return (i) => finite(Math.exp(x(i)));
    }
  }
}

/**
 * MEAN, SUM, SD, VARIANCE, MIN and MAX over their valid arguments, missing when fewer than
 * `minValid` are valid (SPSS's `MEAN.n`). Arguments that are plain variables are read
 * straight from their columns; the survey case (MEAN over many items) is one tight loop.
 */
function compileStatistic(
  name: 'MEAN' | 'SUM' | 'SD' | 'VARIANCE' | 'MIN' | 'MAX',
  args: ExpressionNode[],
  minValid: number,
  columns: ExpressionColumns,
): NumberAt {
  const m = args.length;
  if (args.every((a) => a.kind === 'variable')) {
    // Plain variables (the survey case: MEAN over many items): the whole column at once,
    // item by item, which reads memory in order and needs no call per value.
    const views = args.map((a) => columns.valid((a as { name: string }).name));
    const result = columnStatistic(name, views, minValid, columns.rowCount);
    return (row) => result[row]!;
  }
  // One scratch buffer per compiled call, reused by every row.
  const buffer = new Float64Array(m);
  const values = args.map((a) => compileNumber(a, columns));
  const gather = (row: number) => {
    let n = 0;
    for (let j = 0; j < m; j++) {
      const v = values[j]!(row);
      if (v === v) buffer[n++] = v;
    }
    return n;
  };
  switch (name) {
    case 'MEAN':
    case 'SUM':
      return (row) => {
        const n = gather(row);
        if (n < minValid) return NaN;
        let s = 0;
        for (let j = 0; j < n; j++) s += buffer[j]!;
        return name === 'MEAN' ? s / n : s;
      };
    case 'SD':
    case 'VARIANCE':
      return (row) => {
        const n = gather(row);
        if (n < minValid || n < 2) return NaN;
        let s = 0;
        for (let j = 0; j < n; j++) s += buffer[j]!;
        const mean = s / n;
        let ss = 0;
        for (let j = 0; j < n; j++) ss += (buffer[j]! - mean) ** 2;
        const variance = ss / (n - 1);
        return name === 'SD' ? Math.sqrt(variance) : variance;
      };
    case 'MIN':
    case 'MAX':
      return (row) => {
        const n = gather(row);
        if (n < minValid) return NaN;
        let best = buffer[0]!;
        for (let j = 1; j < n; j++) {
          const v = buffer[j]!;
          if (name === 'MIN' ? v < best : v > best) best = v;
        }
        return best;
      };
  }
}

/** Adds each valid value of a column to `sum` (after `shift`) and counts it; optionally squares. */
function accumulate(
  view: NumericView,
  sum: Float64Array,
  count: Float64Array,
  shift: Float64Array | null,
): void {
  const n = sum.length;
  if (view instanceof Float64Array) {
    for (let i = 0; i < n; i++) {
      const v = view[i]!;
      if (v === v) {
        if (shift) sum[i]! += (v - shift[i]!) ** 2;
        else {
          sum[i]! += v;
          count[i]!++;
        }
      }
    }
    return;
  }
  for (let i = 0; i < n; i++) {
    const v = view[i];
    if (typeof v === 'number' && v === v) {
      if (shift) sum[i]! += (v - shift[i]!) ** 2;
      else {
        sum[i]! += v;
        count[i]!++;
      }
    }
  }
}

function extreme(view: NumericView, best: Float64Array, count: Float64Array, max: boolean): void {
  const n = best.length;
  for (let i = 0; i < n; i++) {
    const v = view[i];
    if (typeof v !== 'number' || v !== v) continue;
    const b = best[i]!;
    if (count[i] === 0 || (max ? v > b : v < b)) best[i] = v;
    count[i]!++;
  }
}

/**
 * MEAN, SUM, SD, VARIANCE, MIN or MAX of whole columns, row by row, missing where fewer than
 * `minValid` values are valid. SD and VARIANCE take two passes (mean, then squared deviations).
 */
export function columnStatistic(
  name: 'MEAN' | 'SUM' | 'SD' | 'VARIANCE' | 'MIN' | 'MAX',
  views: NumericView[],
  minValid: number,
  rowCount: number,
): Float64Array {
  const count = new Float64Array(rowCount);
  const out = new Float64Array(rowCount);
  if (name === 'MIN' || name === 'MAX') {
    for (const view of views) extreme(view, out, count, name === 'MAX');
    for (let i = 0; i < rowCount; i++) if (count[i]! < minValid) out[i] = NaN;
    return out;
  }
  for (const view of views) accumulate(view, out, count, null);
  if (name === 'SUM' || name === 'MEAN') {
    for (let i = 0; i < rowCount; i++) {
      const c = count[i]!;
      out[i] = c < minValid ? NaN : name === 'MEAN' ? out[i]! / c : out[i]!;
    }
    return out;
  }
  const mean = out;
  for (let i = 0; i < rowCount; i++) mean[i] = count[i]! > 0 ? mean[i]! / count[i]! : NaN;
  const squares = new Float64Array(rowCount);
  for (const view of views) accumulate(view, squares, count, mean);
  for (let i = 0; i < rowCount; i++) {
    const c = count[i]!;
    const variance = squares[i]! / (c - 1);
    squares[i] = c < minValid || c < 2 ? NaN : name === 'SD' ? Math.sqrt(variance) : variance;
  }
  return squares;
}
