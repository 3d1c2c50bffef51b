import { describe, expect, it } from 'vitest';
import {
  applyTransforms,
  formatExpression,
  parseExpression,
  parseTransforms,
  readDataFile,
  selectedCases,
  type DataTable,
  type ExpressionNode,
  type RecodeRule,
  type Transform,
  type VariableScope,
} from '../src';
import { fixture, inputError } from './helpers';

const small = (): DataTable => ({
  rowCount: 3,
  columns: [
    { name: 'x', type: 'numeric', values: [0, 2, -2] },
    { name: 'y', type: 'numeric', values: [null, 3, 0] },
    { name: 'u', type: 'numeric', values: [1, 9, null] },
    { name: 'g', type: 'categorical', values: ['a', 'b', null] },
  ],
});
/** Computes `out` from the expression; on the small table u's 9 is user-missing first, as in the PSPP script. */
const compute = (expression: string, table = small()) =>
  applyTransforms(table, [
    ...(table.columns.some((c) => c.name === 'u')
      ? [{ type: 'missingValues', variables: ['u'], values: [9] }]
      : [{ type: 'measure', variables: [table.columns[0]!.name], level: 'scale' }]),
    { type: 'compute', target: 'out', expression },
  ]).table.columns.find((c) => c.name === 'out')!.values;

/** The variables of make-transforms-pspp.sps and their expressions, as written there. */
const psppExpressions: Record<string, string> = {
  a: '-2**2',
  b: '2**3**2',
  c: '0 * y',
  d: 'x / y',
  e: 'y ** 0',
  f: '0 ** y',
  g: 'x / 0',
  h: 'RND(2.5) + 10*RND(-2.5)',
  i: 'TRUNC(-2.7)',
  j: 'MEAN.2(x, y)',
  k: '(x > 0) AND (y > 0)',
  l: '(x < 1) OR (y > 0)',
  m: 'SD(x,y,1)',
  n: 'MOD(x, y)',
  o: '2 ** -1',
  p: 'y * 0',
  q: 'x ** 0.5',
  r: '~ (x = 2)',
  s: '(x = y)',
  t: 'NVALID(x, y, u) + 10 * NMISS(x, y, u)',
  v: 'MISSING(u) + 10*SYSMIS(u) + 100*VALUE(u)',
  w: 'TRUNC(2.9999999999999996) + RND(0.49999999999999994) + RND(7.3, 2) + TRUNC(-7.3, 2)',
  z: 'MAX.2(x, y) + MIN(x, y, u)',
  aa: 'SQRT(x) + LG10(x)',
  bb: 'u + 1',
  cc: '1 - 3 * 2 ** 2 / 4 + ABS(-3) + EXP(0) + LN(1)',
  dd: 'VARIANCE(x, y, u) + SUM.3(x, y, u)',
  ee: 'y AND 1',
};
const pspp = readDataFile(fixture('transforms-pspp.csv'), {
  fileName: 'transforms-pspp.csv',
}).table;

describe('expressions against GNU PSPP (make-transforms-pspp.sps)', () => {
  it.each(Object.entries(psppExpressions))('%s = %s', (name, expression) => {
    const expected = pspp.columns.find((c) => c.name === name)!.values;
    const actual = compute(expression);
    actual.forEach((v, row) => {
      const e = expected[row] ?? null;
      if (e === null) expect(v, `row ${row + 1}`).toBeNull();
      else expect(v as number, `row ${row + 1}`).toBeCloseTo(e as number, 14);
    });
  });
});

/** The RECODE commands of make-transforms-pspp.sps, by target name, on u (9 user-missing). */
const psppRecodes: Record<string, RecodeRule[]> = {
  r1: [
    { from: { kind: 'range', low: 'LO', high: 'HI' }, to: { kind: 'value', value: 1 } },
    { from: { kind: 'else' }, to: { kind: 'value', value: 0 } },
  ],
  r2: [{ from: { kind: 'missing' }, to: { kind: 'value', value: 7 } }],
  r3: [
    { from: { kind: 'sysmis' }, to: { kind: 'value', value: 7 } },
    { from: { kind: 'else' }, to: { kind: 'copy' } },
  ],
  r4: [{ from: { kind: 'value', value: 1 }, to: { kind: 'value', value: 2 } }],
  r5: [
    { from: { kind: 'value', value: 9 }, to: { kind: 'value', value: 3 } },
    { from: { kind: 'else' }, to: { kind: 'copy' } },
  ],
};

describe('recode against GNU PSPP (make-transforms-pspp.sps)', () => {
  it.each(Object.entries(psppRecodes))('%s', (name, rules) => {
    const out = applyTransforms(small(), [
      { type: 'missingValues', variables: ['u'], values: [9] },
      { type: 'recode', variables: ['u'], into: [name], rules },
    ]);
    const expected = pspp.columns.find((c) => c.name === name)!.values;
    expect(out.table.columns.find((c) => c.name === name)!.values).toEqual(expected);
  });
});

describe('expression language', () => {
  it('compares text, reads names case-insensitively and quoted names with backticks', () => {
    const table: DataTable = {
      rowCount: 3,
      columns: [
        { name: '성별', type: 'categorical', values: ['여', '남', null] },
        { name: 'Q 1', type: 'numeric', values: [1, 2, 3] },
      ],
    };
    expect(compute("성별 = '여'", table)).toEqual([1, 0, null]);
    expect(compute('성별 <> "여" OR MISSING(성별)', table)).toEqual([0, 1, 1]);
    expect(compute('`Q 1` * 2 GE 4', table)).toEqual([0, 1, 1]);
    expect(compute('x + X', small())).toEqual([0, 4, -4]);
  });

  it('expands TO by column order in function arguments', () => {
    expect(compute('SUM(x TO u)')).toEqual([1, 5, -2]);
    expect(compute('NVALID(x TO g)')).toEqual([3, 3, 2]);
  });

  it.each([
    ['x +', 4, /식의 4번째 글자/, /character 4: expected a value or a variable/],
    ['MEAN(x, foo)', 9, /'foo' 변수가 데이터에 없습니다/, /variable 'foo' is not in the data/],
    ['x + g', 5, /'g' 변수는 문자 변수/, /variable 'g' holds text/],
    ['SQRT(x', 7, /닫는 괄호나 쉼표가 필요한데 식이 끝났습니다/, /expected '\)' or ','/],
    ['MEAN.3(x, y)', 1, /MEAN\.3의 n은/, /the n of MEAN\.3/],
    ['FOO(x)', 1, /'FOO' 함수는 없습니다/, /there is no function 'FOO'/],
    ["x = 'a", 5, /따옴표로 연 문자열을 닫지 않았습니다/, /quoted text is not closed/],
    ['g = 1', 3, /숫자와 문자열은 서로 비교할 수 없습니다/, /cannot be compared with text/],
    ['SUM(u TO x)', 10, /TO 범위를 만들 수 없습니다/, /TO range is empty/],
    ['x ) + 1', 3, /식이 끝나야 할 자리에/, /unexpected '\)'/],
    ['ABS(x, y)', 1, /ABS 함수는 인수를 1개 받는데 2개가/, /ABS takes 1 argument/],
    ['나이 + 키', 1, /'나이' 변수가 데이터에 없습니다/, /variable '나이'/],
  ])('%s: a bilingual error at character %i', (expression, position, ko, en) => {
    const error = inputError(() => compute(expression));
    expect(error.details.position).toBe(position);
    expect(error.messageKo).toMatch(/^2번째 변환\(compute\): 식의 \d+번째 글자에서 오류: /);
    expect(error.messageKo).toMatch(ko);
    expect(error.message).toMatch(/^Transform 2 \(compute\): Expression error at character \d+: /);
    expect(error.message).toMatch(en);
    expect(error.details.step).toBe(2);
  });

  it('counts positions in characters, Korean included', () => {
    const table: DataTable = {
      rowCount: 1,
      columns: [{ name: '만족도', type: 'numeric', values: [1] }],
    };
    const error = inputError(() => compute('만족도 + 충성도', table));
    expect(error.code).toBe('UNKNOWN_VARIABLE');
    expect(error.details).toMatchObject({ position: 7, variable: '충성도' });
  });

  it('rejects an expression that gives text, and an empty one', () => {
    expect(inputError(() => compute('g')).code).toBe('EXPRESSION_TYPE');
    expect(inputError(() => compute('  ')).code).toBe('EXPRESSION_EMPTY');
  });
});

describe('expressions written back as SPSS syntax', () => {
  const scope: VariableScope = {
    lookup: (name) =>
      ['x', 'y', 'u'].includes(name)
        ? { name, type: 'number' }
        : name === 'g'
          ? { name, type: 'text' }
          : null,
    range: (first, last) => {
      const order = ['x', 'y', 'u', 'g'];
      const a = order.indexOf(first);
      const b = order.indexOf(last);
      return b < a ? null : order.slice(a, b + 1).map((name) => scope.lookup(name)!);
    },
  };
  /** The tree without source positions, which differ between the two texts. */
  const shape = (node: ExpressionNode): unknown =>
    JSON.parse(
      JSON.stringify(node, (key, value: unknown) => (key === 'index' ? undefined : value)),
    );

  it.each([
    ...Object.values(psppExpressions),
    "x^2 ~= 1 & ~(y GE 3) | g = 'it''s'",
    '-(x + y) * 2 ** -1 - (x - y) - -x',
    '(x < y) = (y < u)',
    '(2 ** 3) ** 2 / (x / y)',
    'MEAN.1(x TO u) + SD.2(x, y) + MIN.2(x, y)',
  ])('%s reads back to the same expression', (source) => {
    const tree = parseExpression(source, scope);
    const spss = formatExpression(tree);
    expect(spss).not.toMatch(/\^|&|\||`/);
    expect(shape(parseExpression(spss, scope))).toEqual(shape(tree));
  });

  it('spells SPSS operators and leaves out default .n', () => {
    const spss = formatExpression(
      parseExpression('x^2 ~= 1 & ~(y GE 3) | MEAN.1(x TO u) > SD.3(x, y, u)', scope),
    );
    expect(spss).toBe('x ** 2 ~= 1 AND NOT y >= 3 OR MEAN(x, y, u) > SD.3(x, y, u)');
  });
});

describe('recode, reverse and metadata', () => {
  it('recodes a text value into a numeric target as an error naming the variable and value', () => {
    const error = inputError(() =>
      applyTransforms(small(), [
        {
          type: 'recode',
          variables: ['x'],
          into: ['xr'],
          rules: [{ from: { kind: 'value', value: 0 }, to: { kind: 'value', value: '영' } }],
        },
      ]),
    );
    expect(error.code).toBe('RECODE_TYPE');
    expect(error.messageKo).toContain(
      "'xr' 변수는 숫자 변수여서 문자로 된 '영' 값을 담을 수 없습니다",
    );
    expect(error.message).toContain("Variable 'xr' is numeric and cannot hold the text value '영'");
    expect(error.details).toMatchObject({ variable: 'xr', value: '영' });
  });

  it('copies text into a numeric target only where it is a number, naming the row otherwise', () => {
    const error = inputError(() =>
      applyTransforms(small(), [
        {
          type: 'recode',
          variables: ['g'],
          into: ['gn'],
          rules: [{ from: { kind: 'else' }, to: { kind: 'copy' } }],
        },
      ]),
    );
    expect(error.details).toMatchObject({ variable: 'gn', row: 1, value: 'a' });
    const table: DataTable = {
      rowCount: 3,
      columns: [{ name: 'code', type: 'categorical', values: ['1', 'x', null] }],
    };
    const out = applyTransforms(table, [
      {
        type: 'recode',
        variables: ['code'],
        into: ['n'],
        rules: [
          { from: { kind: 'value', value: 'x' }, to: { kind: 'value', value: 9 } },
          { from: { kind: 'missing' }, to: { kind: 'value', value: -1 } },
          { from: { kind: 'else' }, to: { kind: 'copy' } },
        ],
      },
    ]);
    expect(out.table.columns[1]).toMatchObject({ name: 'n', type: 'numeric', values: [1, 9, -1] });
  });

  it('recodes in place, keeping unmatched values, and into text targets', () => {
    const out = applyTransforms(small(), [
      {
        type: 'recode',
        variables: ['x'],
        rules: [{ from: { kind: 'range', low: 'LO', high: 0 }, to: { kind: 'value', value: 0 } }],
        valueLabels: { '0': '없음' },
      },
      {
        type: 'recode',
        variables: ['y'],
        into: ['yt'],
        targetType: 'text',
        rules: [
          { from: { kind: 'sysmis' }, to: { kind: 'value', value: '무응답' } },
          { from: { kind: 'else' }, to: { kind: 'copy' } },
        ],
      },
    ]);
    const [x, , , , yt] = out.table.columns;
    expect(x).toMatchObject({ values: [0, 2, 0], valueLabels: { '0': '없음' } });
    expect(yt).toMatchObject({ type: 'categorical', values: ['무응답', '3', '0'] });
  });

  it('reverses items in place with their value labels; missing stays missing', () => {
    const table: DataTable = {
      rowCount: 4,
      columns: [
        {
          name: 'q',
          type: 'numeric',
          values: [1, 5, null, 9],
          valueLabels: { '1': '전혀', '5': '매우' },
        },
      ],
    };
    const out = applyTransforms(table, [
      { type: 'missingValues', variables: ['q'], values: [9] },
      { type: 'reverse', variables: ['q'], min: 1, max: 5 },
      { type: 'compute', target: 'raw', expression: 'VALUE(q)' },
    ]);
    expect(out.table.columns[0]).toMatchObject({
      values: [5, 1, null, null],
      valueLabels: { '5': '전혀', '1': '매우' },
      missingValues: { values: [9] },
    });
    // The user-missing 9 keeps its code, as RECODE leaves unmatched values.
    expect(out.table.columns[1]!.values).toEqual([5, 1, null, 9]);
  });

  it('renames, but never onto an existing name', () => {
    const error = inputError(() =>
      applyTransforms(small(), [{ type: 'rename', from: 'x', to: 'Y' }]),
    );
    expect(error.code).toBe('VARIABLE_EXISTS');
    expect(error.messageKo).toContain("'y' 변수가 이미 있어");
    const out = applyTransforms(small(), [
      { type: 'rename', from: 'x', to: 'X' },
      { type: 'compute', target: 'x2', expression: 'X * 2' },
    ]);
    expect(out.table.columns.map((c) => c.name)).toEqual(['X', 'y', 'u', 'g', 'x2']);
  });

  it('names an unknown variable outside expressions too', () => {
    const error = inputError(() =>
      applyTransforms(small(), [{ type: 'standardize', variables: ['키'] }]),
    );
    expect(error.code).toBe('UNKNOWN_VARIABLE');
    expect(error.messageKo).toBe("1번째 변환(standardize): '키' 변수가 데이터에 없습니다.");
  });

  it('checks shapes with the schema and names the wrong field', () => {
    const error = inputError(() =>
      applyTransforms(small(), [{ type: 'reverse', variables: ['x'], min: 5, max: 1 }]),
    );
    expect(error.code).toBe('INVALID_TRANSFORM');
    expect(error.details.field).toBe('transforms[0].max');
    expect(error.messageKo).toBe(
      "변환 목록의 'transforms[0].max' 항목이 잘못되었습니다: 최솟값(min)이 최댓값(max)보다 작아야 합니다.",
    );
    expect(error.message).toBe(
      "Transform field 'transforms[0].max' is invalid: min must be below max.",
    );
    expect(
      inputError(() => parseTransforms([{ type: 'sample', count: 0, seed: 1 }])).messageKo,
    ).toBe("변환 목록의 'transforms[0].count' 항목이 잘못되었습니다: 1 이상이어야 합니다.");
    expect(inputError(() => parseTransforms([{ type: 'filter' }])).messageKo).toContain(
      '문자열 값이어야 합니다.',
    );
    expect(inputError(() => parseTransforms([{ type: 'explode' }])).messageKo).toMatch(
      /'transforms\[0\]\.type' 항목이 잘못되었습니다: 종류는 compute, reverse, .* 가운데 하나여야 합니다\./,
    );
    expect(inputError(() => parseTransforms([{ type: 'explode' }])).code).toBe('INVALID_TRANSFORM');
    const list: Transform[] = parseTransforms([
      { type: 'scaleScore', groups: [{ name: 's', variables: ['x'] }] },
    ]);
    expect(list[0]).toMatchObject({ statistic: 'mean' });
  });

  it('leaves the input table as it was, also when a later step fails', () => {
    const table = small();
    const before = JSON.stringify(table);
    inputError(() =>
      applyTransforms(table, [
        { type: 'reverse', variables: ['x'], min: -2, max: 2 },
        { type: 'rename', from: 'x', to: 'y' },
      ]),
    );
    applyTransforms(table, [{ type: 'reverse', variables: ['x'], min: -2, max: 2 }]);
    expect(JSON.stringify(table)).toBe(before);
  });
});

describe('selecting cases', () => {
  const many = (): DataTable => ({
    rowCount: 1000,
    columns: [
      { name: 'id', type: 'numeric', values: Array.from({ length: 1000 }, (_, i) => i + 1) },
      { name: 'odd', type: 'numeric', values: Array.from({ length: 1000 }, (_, i) => (i + 1) % 2) },
    ],
  });

  it('says how many cases are selected and gives analyses only those', () => {
    const out = applyTransforms(many(), [{ type: 'filter', condition: 'odd = 1 AND id <= 100' }]);
    expect(out.selectedCount).toBe(50);
    const cases = selectedCases(out);
    expect(cases.rowCount).toBe(50);
    expect(cases.columns[0]!.values.slice(0, 3)).toEqual([1, 3, 5]);
  });

  it('is an error when no case is selected', () => {
    const error = inputError(() =>
      applyTransforms(many(), [{ type: 'filter', condition: 'id > 5000' }]),
    );
    expect(error.code).toBe('FILTER_EMPTY');
    expect(error.messageKo).toContain("조건 'id > 5000'에 맞는 케이스가 하나도 없습니다");
    expect(error.message).toContain("No case meets the condition 'id > 5000'");
  });

  it('draws exactly k of the selected cases, the same for the same seed', () => {
    const steps = (seed: number): unknown[] => [
      { type: 'filter', condition: 'odd = 1' },
      { type: 'sample', count: 40, seed },
    ];
    const a = applyTransforms(many(), steps(7));
    const b = applyTransforms(many(), steps(7));
    const c = applyTransforms(many(), steps(8));
    expect(a.selectedCount).toBe(40);
    expect(Array.from(a.selected!)).toEqual(Array.from(b.selected!));
    expect(Array.from(a.selected!)).not.toEqual(Array.from(c.selected!));
    // Only cases the filter kept can be drawn.
    expect(selectedCases(a).columns[1]!.values.every((v) => v === 1)).toBe(true);
    const pct = applyTransforms(many(), [{ type: 'sample', percent: 12.5, seed: 1 }]);
    expect(pct.selectedCount).toBe(125);
  });

  it('computes z-scores and centring from the selected cases only', () => {
    const out = applyTransforms(many(), [
      { type: 'filter', condition: 'id <= 3' },
      { type: 'standardize', variables: ['id'] },
      { type: 'center', variables: ['id'], into: ['idc'] },
    ]);
    const z = out.table.columns.find((c) => c.name === 'Zid')!.values;
    expect(z.slice(0, 4)).toEqual([-1, 0, 1, null]);
    expect(out.table.columns.find((c) => c.name === 'idc')!.values.slice(0, 4)).toEqual([
      -1,
      0,
      1,
      null,
    ]);
    expect(out.newVariables).toEqual(['Zid', 'idc']);
  });
});
