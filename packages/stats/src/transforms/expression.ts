import { StatsInputError } from '../errors';

/**
 * The expression language of COMPUTE and SELECT IF: SPSS's syntax, parsed by hand (never
 * `eval`). Precedence as SPSS and PSPP, highest first: function calls and parentheses, `**`
 * (left-associative, so `2**3**2` is 64), unary minus (`-2**2` is −4), `* /`, `+ -`,
 * comparisons, NOT, AND, OR. Positions are 1-based characters of the expression text.
 */

export type ValueKind = 'number' | 'text';

/** Every node keeps `index`, where it starts in the source (UTF-16 units, 0-based), for messages. */

export type ExpressionNode =
  | { kind: 'number'; value: number; index: number }
  | { kind: 'text'; value: string; index: number }
  | { kind: 'variable'; name: string; type: ValueKind; index: number }
  | { kind: 'negate'; operand: ExpressionNode; index: number }
  | { kind: 'not'; operand: ExpressionNode; index: number }
  | {
      kind: 'binary';
      operator: BinaryOperator;
      left: ExpressionNode;
      right: ExpressionNode;
      index: number;
    }
  | {
      kind: 'call';
      name: FunctionName;
      /** The `.n` of `MEAN.n`: the fewest valid arguments that give a value. */
      minValid: number;
      args: ExpressionNode[];
      index: number;
    };

export type ArithmeticOperator = '+' | '-' | '*' | '/' | '**';
export type ComparisonOperator = '=' | '<>' | '<' | '<=' | '>' | '>=';
export type BinaryOperator = ArithmeticOperator | ComparisonOperator | 'and' | 'or';

/** Functions over any number of arguments, with their default `.n` (as SPSS). */
const statisticFunctions = {
  MEAN: 1,
  SUM: 1,
  SD: 2,
  VARIANCE: 2,
  MIN: 1,
  MAX: 1,
} as const;
/** Counting functions: any number of arguments, of either kind. */
const countFunctions = ['NVALID', 'NMISS'] as const;
/** Functions of one value (MISSING, SYSMIS and VALUE also take a text variable). */
const oneArgumentFunctions = [
  'ABS',
  'SQRT',
  'LN',
  'LG10',
  'EXP',
  'MISSING',
  'SYSMIS',
  'VALUE',
] as const;
/** RND(x[, multiple]) and TRUNC(x[, multiple]); MOD(a, b). */
const roundingFunctions = ['RND', 'TRUNC'] as const;

export type StatisticFunction = keyof typeof statisticFunctions;
export type FunctionName =
  | StatisticFunction
  | (typeof countFunctions)[number]
  | (typeof oneArgumentFunctions)[number]
  | (typeof roundingFunctions)[number]
  | 'MOD';

export const functionNames: readonly FunctionName[] = [
  ...(Object.keys(statisticFunctions) as StatisticFunction[]),
  ...countFunctions,
  ...oneArgumentFunctions,
  ...roundingFunctions,
  'MOD',
];

/** What the parser needs to know about the table: each variable's kind and the column order for `TO`. */
export interface VariableScope {
  /** The column's exact name and kind, or null when there is none. */
  lookup(name: string): { name: string; type: ValueKind } | null;
  /** The variables from `first` to `last` in column order (both included), or null when `last` comes before `first`. */
  range(first: string, last: string): { name: string; type: ValueKind }[] | null;
}

type TokenKind = 'number' | 'text' | 'name' | 'operator' | 'end';
interface Token {
  kind: TokenKind;
  /** Operators and keywords in canonical form (`~=` → `<>`, `GE` → `>=`, `&` → `and`). */
  text: string;
  /** The text as written (names keep their case). */
  raw: string;
  /** Index into the source (UTF-16), turned into a 1-based character position for messages. */
  index: number;
  quoted?: boolean;
  value?: number;
}

const keywordOperators: Record<string, string> = {
  AND: 'and',
  OR: 'or',
  NOT: 'not',
  EQ: '=',
  NE: '<>',
  LT: '<',
  LE: '<=',
  GT: '>',
  GE: '>=',
  TO: 'to',
};

/** Thrown for any fault in an expression: the 1-based character position and what was wrong. */
export function expressionError(
  source: string,
  index: number,
  code: string,
  ko: string,
  en: string,
  details: Record<string, string | number> = {},
): StatsInputError {
  const position = [...source.slice(0, index)].length + 1;
  return new StatsInputError(
    code,
    `식의 ${position}번째 글자에서 오류: ${ko}`,
    `Expression error at character ${position}: ${en}`,
    { position, expression: source, ...details },
  );
}

const isNameStart = (ch: string) => /[\p{L}@#$_]/u.test(ch);
const isNamePart = (ch: string) => /[\p{L}\p{N}@#$_.]/u.test(ch);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const at = (k: number) => source[k] ?? '';
  while (i < source.length) {
    const ch = at(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(at(i + 1)))) {
      const match = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(i))!;
      i += match[0].length;
      tokens.push({
        kind: 'number',
        text: match[0],
        raw: match[0],
        index: start,
        value: Number(match[0]),
      });
      continue;
    }
    if (ch === "'" || ch === '"') {
      // SPSS strings: a doubled quote inside stands for one.
      let value = '';
      i++;
      for (;;) {
        if (i >= source.length) {
          throw expressionError(
            source,
            start,
            'EXPRESSION_SYNTAX',
            '따옴표로 연 문자열을 닫지 않았습니다.',
            'the quoted text is not closed.',
          );
        }
        if (at(i) === ch) {
          if (at(i + 1) === ch) {
            value += ch;
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += at(i++);
      }
      tokens.push({ kind: 'text', text: value, raw: source.slice(start, i), index: start });
      continue;
    }
    if (ch === '`') {
      // A column whose header is not an SPSS name (spaces, symbols): `my var`.
      const close = source.indexOf('`', i + 1);
      if (close < 0) {
        throw expressionError(
          source,
          start,
          'EXPRESSION_SYNTAX',
          '` 기호로 연 변수 이름을 닫지 않았습니다.',
          'the variable name opened with ` is not closed.',
        );
      }
      const name = source.slice(i + 1, close);
      i = close + 1;
      tokens.push({ kind: 'name', text: name, raw: name, index: start, quoted: true });
      continue;
    }
    if (isNameStart(ch)) {
      while (i < source.length && isNamePart(at(i))) i++;
      // A name does not end with a period (SPSS): `x.` is x then a stray period.
      while (source[i - 1] === '.' && i - 1 > start) i--;
      const raw = source.slice(start, i);
      const keyword = keywordOperators[raw.toUpperCase()];
      tokens.push(
        keyword
          ? { kind: 'operator', text: keyword, raw, index: start }
          : { kind: 'name', text: raw, raw, index: start },
      );
      continue;
    }
    const two = source.slice(i, i + 2);
    const twoChar: Record<string, string> = {
      '**': '**',
      '<=': '<=',
      '>=': '>=',
      '<>': '<>',
      '~=': '<>',
    };
    if (twoChar[two]) {
      tokens.push({ kind: 'operator', text: twoChar[two]!, raw: two, index: start });
      i += 2;
      continue;
    }
    const oneChar: Record<string, string> = {
      '+': '+',
      '-': '-',
      '*': '*',
      '/': '/',
      '^': '**',
      '(': '(',
      ')': ')',
      ',': ',',
      '=': '=',
      '<': '<',
      '>': '>',
      '&': 'and',
      '|': 'or',
      '~': 'not',
    };
    if (oneChar[ch]) {
      tokens.push({ kind: 'operator', text: oneChar[ch]!, raw: ch, index: start });
      i++;
      continue;
    }
    throw expressionError(
      source,
      start,
      'EXPRESSION_SYNTAX',
      `식에 쓸 수 없는 '${ch}' 기호가 있습니다.`,
      `the character '${ch}' cannot be used in an expression.`,
      { value: ch },
    );
  }
  tokens.push({ kind: 'end', text: '', raw: '', index: source.length });
  return tokens;
}

const comparisonOperators = new Set(['=', '<>', '<', '<=', '>', '>=']);

/** Parses an expression and checks it against the table's variables (names, kinds, argument counts). */
export function parseExpression(source: string, scope: VariableScope): ExpressionNode {
  if (source.trim() === '') {
    throw new StatsInputError(
      'EXPRESSION_EMPTY',
      '식이 비어 있습니다.',
      'The expression is empty.',
      {
        expression: source,
      },
    );
  }
  const tokens = tokenize(source);
  let k = 0;
  const peek = () => tokens[k]!;
  const next = () => tokens[k++]!;
  const isOp = (text: string) => peek().kind === 'operator' && peek().text === text;
  const fail = (token: Token, ko: string, en: string): never => {
    throw expressionError(source, token.index, 'EXPRESSION_SYNTAX', ko, en, { value: token.raw });
  };
  const describe = (token: Token) =>
    token.kind === 'end'
      ? { ko: '식이 끝났습니다', en: 'the expression ended' }
      : { ko: `'${token.raw}' 기호가 왔습니다`, en: `found '${token.raw}'` };
  const expect = (text: string, ko: string, en: string) => {
    if (!isOp(text)) {
      const found = describe(peek());
      fail(peek(), `${ko} 필요한데 ${found.ko}.`, `expected ${en}, but ${found.en}.`);
    }
    return next();
  };

  const variable = (token: Token): ExpressionNode => {
    const found = scope.lookup(token.text);
    if (!found) {
      throw expressionError(
        source,
        token.index,
        'UNKNOWN_VARIABLE',
        `'${token.text}' 변수가 데이터에 없습니다.`,
        `variable '${token.text}' is not in the data.`,
        { variable: token.text },
      );
    }
    return { kind: 'variable', name: found.name, type: found.type, index: token.index };
  };

  const requireNumber = (node: ExpressionNode, what: { ko: string; en: string }) => {
    if (kindOf(node) === 'text') {
      const name = node.kind === 'variable' ? node.name : null;
      throw expressionError(
        source,
        node.index,
        'EXPRESSION_TYPE',
        name
          ? `'${name}' 변수는 문자 변수여서 ${what.ko}에 쓸 수 없습니다.`
          : `문자열은 ${what.ko}에 쓸 수 없습니다.`,
        name
          ? `variable '${name}' holds text and cannot be used in ${what.en}.`
          : `text cannot be used in ${what.en}.`,
        name ? { variable: name } : {},
      );
    }
    return node;
  };
  const arithmetic = { ko: '계산', en: 'arithmetic' };
  const logic = { ko: '논리 연산', en: 'a logical operation' };

  function parseOr(): ExpressionNode {
    let left = parseAnd();
    while (isOp('or')) {
      const op = next();
      const right = parseAnd();
      left = binary('or', requireNumber(left, logic), requireNumber(right, logic), op.index);
    }
    return left;
  }
  function parseAnd(): ExpressionNode {
    let left = parseNot();
    while (isOp('and')) {
      const op = next();
      const right = parseNot();
      left = binary('and', requireNumber(left, logic), requireNumber(right, logic), op.index);
    }
    return left;
  }
  function parseNot(): ExpressionNode {
    if (isOp('not')) {
      const op = next();
      return { kind: 'not', operand: requireNumber(parseNot(), logic), index: op.index };
    }
    return parseComparison();
  }
  function parseComparison(): ExpressionNode {
    let left = parseAdditive();
    while (peek().kind === 'operator' && comparisonOperators.has(peek().text)) {
      const op = next();
      const right = parseAdditive();
      if (kindOf(left) !== kindOf(right)) {
        throw expressionError(
          source,
          op.index,
          'EXPRESSION_TYPE',
          '숫자와 문자열은 서로 비교할 수 없습니다.',
          'a number cannot be compared with text.',
        );
      }
      left = binary(op.text as ComparisonOperator, left, right, op.index);
    }
    return left;
  }
  function parseAdditive(): ExpressionNode {
    let left = parseMultiplicative();
    while (isOp('+') || isOp('-')) {
      const op = next();
      const right = parseMultiplicative();
      left = binary(
        op.text as '+' | '-',
        requireNumber(left, arithmetic),
        requireNumber(right, arithmetic),
        op.index,
      );
    }
    return left;
  }
  function parseMultiplicative(): ExpressionNode {
    let left = parseUnary();
    while (isOp('*') || isOp('/')) {
      const op = next();
      const right = parseUnary();
      left = binary(
        op.text as '*' | '/',
        requireNumber(left, arithmetic),
        requireNumber(right, arithmetic),
        op.index,
      );
    }
    return left;
  }
  function parseUnary(): ExpressionNode {
    if (isOp('-') || isOp('+')) {
      const op = next();
      const operand = requireNumber(parseUnary(), arithmetic);
      return op.text === '-' ? { kind: 'negate', operand, index: op.index } : operand;
    }
    return parsePower();
  }
  function parsePower(): ExpressionNode {
    let left = parsePrimary();
    while (isOp('**')) {
      const op = next();
      // The exponent may carry its own sign: 2 ** -1.
      let negative = false;
      while (isOp('-') || isOp('+')) if (next().text === '-') negative = !negative;
      let right = requireNumber(parsePrimary(), arithmetic);
      if (negative) right = { kind: 'negate', operand: right, index: right.index };
      left = binary('**', requireNumber(left, arithmetic), right, op.index);
    }
    return left;
  }
  function parsePrimary(): ExpressionNode {
    const token = peek();
    if (token.kind === 'number') {
      next();
      return { kind: 'number', value: token.value!, index: token.index };
    }
    if (token.kind === 'text') {
      next();
      return { kind: 'text', value: token.text, index: token.index };
    }
    if (isOp('(')) {
      next();
      const inner = parseOr();
      expect(')', '닫는 괄호가', "')'");
      return inner;
    }
    if (token.kind === 'name') {
      next();
      if (!token.quoted && isOp('(')) return parseCall(token);
      return variable(token);
    }
    const found = describe(token);
    return fail(
      token,
      `값이나 변수가 와야 하는데 ${found.ko}.`,
      `expected a value or a variable, but ${found.en}.`,
    );
  }
  function parseCall(token: Token): ExpressionNode {
    const match = /^([A-Za-z][A-Za-z0-9]*)(?:\.(\d+))?$/.exec(token.text);
    const name = match?.[1]?.toUpperCase() as FunctionName | undefined;
    if (!match || !name || !functionNames.includes(name)) {
      throw expressionError(
        source,
        token.index,
        'UNKNOWN_FUNCTION',
        `'${token.text}' 함수는 없습니다(쓸 수 있는 함수: ${functionNames.join(', ')}).`,
        `there is no function '${token.text}' (available: ${functionNames.join(', ')}).`,
        { value: token.text },
      );
    }
    const suffix = match[2];
    const isStatistic = name in statisticFunctions;
    if (suffix !== undefined && !isStatistic) {
      fail(
        token,
        `'${name}' 함수에는 .n을 붙일 수 없습니다.`,
        `the function ${name} takes no .n suffix.`,
      );
    }
    next(); // (
    const args: ExpressionNode[] = [];
    if (!isOp(')')) {
      for (;;) {
        args.push(
          ...parseArgument(isStatistic || (countFunctions as readonly string[]).includes(name)),
        );
        if (!isOp(',')) break;
        next();
      }
    }
    expect(')', '닫는 괄호나 쉼표가', "')' or ','");
    const arity = (min: number, max: number) => {
      if (args.length < min || args.length > max) {
        const want = min === max ? `${min}` : `${min}–${max}`;
        fail(
          token,
          `${name} 함수는 인수를 ${want}개 받는데 ${args.length}개가 주어졌습니다.`,
          `${name} takes ${want} argument(s) but was given ${args.length}.`,
        );
      }
    };
    let minValid = 1;
    if (isStatistic) {
      const fallback = statisticFunctions[name as StatisticFunction];
      minValid = suffix === undefined ? fallback : Number(suffix);
      arity(1, Infinity);
      if (minValid < 1 || minValid > args.length) {
        fail(
          token,
          `${name}.${minValid}의 n은 1에서 인수의 수(${args.length}) 사이여야 합니다.`,
          `the n of ${name}.${minValid} must be from 1 to the number of arguments (${args.length}).`,
        );
      }
      args.forEach((a) => requireNumber(a, { ko: `${name} 함수`, en: `${name}` }));
    } else if ((countFunctions as readonly string[]).includes(name)) {
      arity(1, Infinity);
    } else if (name === 'MISSING' || name === 'SYSMIS' || name === 'VALUE') {
      arity(1, 1);
      if (kindOf(args[0]!) === 'text' && args[0]!.kind !== 'variable')
        requireNumber(args[0]!, arithmetic);
      if (name === 'VALUE') requireNumber(args[0]!, { ko: 'VALUE 함수', en: 'VALUE' });
    } else if (name === 'RND' || name === 'TRUNC') {
      arity(1, 2);
      args.forEach((a) => requireNumber(a, { ko: `${name} 함수`, en: name }));
    } else if (name === 'MOD') {
      arity(2, 2);
      args.forEach((a) => requireNumber(a, { ko: 'MOD 함수', en: 'MOD' }));
    } else {
      arity(1, 1);
      requireNumber(args[0]!, { ko: `${name} 함수`, en: name });
    }
    return { kind: 'call', name, minValid, args, index: token.index };
  }
  /** One argument, or a `first TO last` run of variables where lists are allowed. */
  function parseArgument(listAllowed: boolean): ExpressionNode[] {
    const first = peek();
    const after = tokens[k + 1];
    if (listAllowed && first.kind === 'name' && after?.kind === 'operator' && after.text === 'to') {
      next();
      next();
      const last = peek();
      if (last.kind !== 'name') {
        const found = describe(last);
        fail(
          last,
          `TO 뒤에는 변수 이름이 와야 하는데 ${found.ko}.`,
          `expected a variable name after TO, but ${found.en}.`,
        );
      }
      next();
      const from = variable(first);
      const to = variable(last);
      const run = scope.range((from as { name: string }).name, (to as { name: string }).name);
      if (!run) {
        fail(
          last,
          `'${last.text}' 변수가 '${first.text}' 변수보다 앞에 있어 TO 범위를 만들 수 없습니다.`,
          `'${last.text}' comes before '${first.text}' in the data, so the TO range is empty.`,
        );
      }
      return run!.map((v) => ({
        kind: 'variable',
        name: v.name,
        type: v.type,
        index: first.index,
      }));
    }
    return [parseOr()];
  }

  const tree = parseOr();
  if (peek().kind !== 'end') {
    const token = peek();
    fail(
      token,
      `식이 끝나야 할 자리에 '${token.raw}' 기호가 왔습니다.`,
      `unexpected '${token.raw}' after the end of the expression.`,
    );
  }
  return tree;
}

function binary(
  operator: BinaryOperator,
  left: ExpressionNode,
  right: ExpressionNode,
  index: number,
): ExpressionNode {
  return { kind: 'binary', operator, left, right, index };
}

/** Whether a node gives a number or text. Only variables and literals can be text. */
export function kindOf(node: ExpressionNode): ValueKind {
  if (node.kind === 'text') return 'text';
  if (node.kind === 'variable') return node.type;
  return 'number';
}

/** Every variable an expression reads, in order of first use. */
export function variablesOf(node: ExpressionNode, into = new Set<string>()): Set<string> {
  switch (node.kind) {
    case 'variable':
      into.add(node.name);
      break;
    case 'negate':
    case 'not':
      variablesOf(node.operand, into);
      break;
    case 'binary':
      variablesOf(node.left, into);
      variablesOf(node.right, into);
      break;
    case 'call':
      for (const a of node.args) variablesOf(a, into);
      break;
    case 'number':
    case 'text':
      break;
  }
  return into;
}

const precedence: Record<BinaryOperator, number> = {
  or: 1,
  and: 2,
  '=': 4,
  '<>': 4,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '**': 8,
};
const defaultMinValid: Record<string, number> = statisticFunctions;

function precedenceOf(node: ExpressionNode): number {
  if (node.kind === 'binary') return precedence[node.operator];
  if (node.kind === 'not') return 3;
  if (node.kind === 'negate') return 7;
  return 9;
}

/**
 * A parsed expression as SPSS syntax: `**` for powers, `~=` for not-equal, AND/OR/NOT, quoted
 * text, `TO` ranges spelled out, `.n` only where it differs from the function's default, and
 * parentheses where precedence needs them (and around nested `**` and chained comparisons,
 * which SPSS reads left to right but people seldom mean).
 */
export function formatExpression(node: ExpressionNode): string {
  const wrap = (child: ExpressionNode, needs: boolean) =>
    needs ? `(${formatExpression(child)})` : formatExpression(child);
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'text':
      return `'${node.value.replaceAll("'", "''")}'`;
    case 'variable':
      return node.name;
    case 'negate':
      return `-${wrap(node.operand, precedenceOf(node.operand) < 7)}`;
    case 'not':
      return `NOT ${wrap(node.operand, precedenceOf(node.operand) < 3)}`;
    case 'binary': {
      const p = precedence[node.operator];
      const sameLevel = p === 8 || p === 4;
      const left = wrap(
        node.left,
        precedenceOf(node.left) < p || (sameLevel && precedenceOf(node.left) === p),
      );
      const right = wrap(node.right, precedenceOf(node.right) <= p);
      const operator =
        node.operator === 'and'
          ? 'AND'
          : node.operator === 'or'
            ? 'OR'
            : node.operator === '<>'
              ? '~='
              : node.operator;
      return `${left} ${operator} ${right}`;
    }
    case 'call': {
      const suffix =
        node.name in defaultMinValid && node.minValid !== defaultMinValid[node.name]
          ? `.${node.minValid}`
          : '';
      return `${node.name}${suffix}(${node.args.map((a) => formatExpression(a)).join(', ')})`;
    }
  }
}
