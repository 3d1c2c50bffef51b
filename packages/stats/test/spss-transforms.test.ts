/**
 * The SPSS syntax of each transform, as text: every kind and option. The numbers the syntax
 * gives are proven in PSPP by pspp-transforms.test.ts.
 */
import { describe, expect, test } from 'vitest';
import {
  spssSyntax,
  transformSyntax,
  type DataTable,
  type SyntaxDataset,
  type Transform,
} from '../src';
import { inputError } from './helpers';

const dataset: SyntaxDataset = {
  fileName: '/data/설문.csv',
  columns: [
    { name: '성별', type: 'categorical', width: 3 },
    { name: '나이', type: 'numeric', decimals: 0 },
    {
      name: 'q1',
      type: 'numeric',
      decimals: 0,
      valueLabels: { '1': '전혀 아니다', '5': '매우 그렇다' },
    },
    { name: 'q2', type: 'numeric', decimals: 0 },
    { name: 'q3', type: 'numeric', decimals: 0 },
    { name: '만족 점수', type: 'numeric', decimals: 1 },
    { name: 'y', type: 'numeric', decimals: 1 },
  ],
};

const lines = (list: unknown[], options: Parameters<typeof transformSyntax>[2] = {}) =>
  transformSyntax(list, dataset, options);
const t = (...list: Transform[]) => lines(list);

describe('transformSyntax', () => {
  test('compute: SPSS spelling of the expression, the SPSS name of each variable, a label', () => {
    expect(
      lines([
        {
          type: 'compute',
          target: '평균',
          expression: 'mean.2(q1 to q3) + `만족 점수` ^ 2 - (y <> 3 & ~ (나이 ge 20))',
          label: '세 문항 평균',
        },
      ]),
    ).toEqual([
      'COMPUTE 평균 = MEAN.2(q1, q2, q3) + 만족_점수 ** 2 - (y ~= 3 AND NOT 나이 >= 20).',
      "VARIABLE LABELS 평균 '세 문항 평균'.",
    ]);
  });

  test('compute: a new name SPSS rejects gets a valid one and keeps its name as label; later steps use it', () => {
    expect(
      lines([
        { type: 'compute', target: '1차 점수', expression: 'q1 * 2' },
        { type: 'compute', target: 'q2', expression: '`1차 점수` + 1' },
      ]),
    ).toEqual([
      'COMPUTE V1차_점수 = q1 * 2.',
      "VARIABLE LABELS V1차_점수 '1차 점수'.",
      'COMPUTE q2 = V1차_점수 + 1.',
    ]);
  });

  test('compute and filter: a comparison with text is missing where the text is missing, as in the product', () => {
    expect(lines([{ type: 'filter', condition: "성별 = '여' OR 나이 > 60" }])).toEqual([
      'COMPUTE #text1 = $SYSMIS.',
      "IF (NOT MISSING(성별)) #text1 = 성별 = '여'.",
      'SELECT IF #text1 OR 나이 > 60.',
    ]);
    // PSPP's MISSING takes numbers only: the PSPP target lists the text's missing codes.
    expect(
      lines(
        [
          { type: 'missingValues', variables: ['성별'], values: ['무응답'] },
          { type: 'filter', condition: 'NOT MISSING(성별)' },
        ],
        { target: 'pspp' },
      ),
    ).toEqual([
      "MISSING VALUES 성별 ('무응답', '').",
      "COMPUTE #text1 = ANY(성별, '무응답', '').",
      'SELECT IF NOT #text1.',
    ]);
  });

  test('text in counts and SYSMIS; comparisons of literals alone stay as they are', () => {
    const list: Transform[] = [
      {
        type: 'compute',
        target: 'n',
        expression: "NVALID(성별, q1, q2) + NMISS(성별) + SYSMIS(성별) + ('a' < 'b')",
      },
    ];
    expect(lines(list)).toEqual([
      "COMPUTE n = NVALID(성별, q1, q2) + NMISS(성별) + 0 + ('a' < 'b').",
    ]);
    expect(lines(list, { target: 'pspp' })).toEqual([
      "COMPUTE #text1 = ANY(성별, '').",
      'COMPUTE #text2 = NVALID(q1, q2) + (1 - #text1).',
      "COMPUTE #text3 = ANY(성별, '').",
      'COMPUTE #text4 = #text3.',
      "COMPUTE n = #text2 + #text4 + 0 + ('a' < 'b').",
    ]);
  });

  test('reverse: into new variables by COMPUTE; in place only the valid values, labels moved', () => {
    expect(
      t({ type: 'reverse', variables: ['q1', 'q2'], min: 1, max: 5, into: ['q1r', 'q2r'] }),
    ).toEqual([
      'COMPUTE q1r = 6 - q1.',
      "VALUE LABELS q1r 1 '매우 그렇다' 5 '전혀 아니다'.",
      'COMPUTE q2r = 6 - q2.',
    ]);
    expect(t({ type: 'reverse', variables: ['q1'], min: 0, max: 4 })).toEqual([
      'IF (NOT MISSING(q1)) q1 = 4 - q1.',
      "VALUE LABELS q1 3 '전혀 아니다' 5 '매우 그렇다'.",
    ]);
  });

  test('recode: values, ranges with LO and HI, MISSING, SYSMIS, ELSE, COPY, and value labels', () => {
    expect(
      t({
        type: 'recode',
        variables: ['나이', 'y'],
        into: ['연령대', 'y2'],
        rules: [
          { from: { kind: 'value', value: 0 }, to: { kind: 'sysmis' } },
          { from: { kind: 'range', low: 'LO', high: 29.5 }, to: { kind: 'value', value: 1 } },
          { from: { kind: 'range', low: 30, high: 'HI' }, to: { kind: 'value', value: 2 } },
          { from: { kind: 'sysmis' }, to: { kind: 'value', value: -1 } },
          { from: { kind: 'missing' }, to: { kind: 'value', value: 9 } },
          { from: { kind: 'else' }, to: { kind: 'copy' } },
        ],
        valueLabels: { '1': '30세 미만', '2.0': '30세 이상' },
      }),
    ).toEqual([
      'RECODE 나이 (0=SYSMIS) (LOWEST THRU 29.5=1) (30 THRU HIGHEST=2) (SYSMIS=-1)',
      '    (MISSING=9) (ELSE=COPY) INTO 연령대.',
      "VALUE LABELS 연령대 1 '30세 미만' 2 '30세 이상'.",
      'RECODE y (0=SYSMIS) (LOWEST THRU 29.5=1) (30 THRU HIGHEST=2) (SYSMIS=-1)',
      '    (MISSING=9) (ELSE=COPY) INTO y2.',
      "VALUE LABELS y2 1 '30세 미만' 2 '30세 이상'.",
    ]);
  });

  test('recode: in place; a text target is declared by STRING and its empty text is missing', () => {
    expect(
      t({
        type: 'recode',
        variables: ['q1'],
        rules: [{ from: { kind: 'range', low: 1, high: 2 }, to: { kind: 'value', value: 1 } }],
      }),
    ).toEqual(['RECODE q1 (1 THRU 2=1).']);
    expect(
      t({
        type: 'recode',
        variables: ['성별'],
        into: ['성별2'],
        targetType: 'text',
        rules: [
          { from: { kind: 'value', value: '여' }, to: { kind: 'value', value: 'female' } },
          { from: { kind: 'sysmis' }, to: { kind: 'value', value: 'x' } },
          { from: { kind: 'else' }, to: { kind: 'copy' } },
        ],
        valueLabels: { female: '여성' },
      }),
    ).toEqual([
      'STRING 성별2 (A6).',
      "RECODE 성별 ('여'='female') (ELSE=COPY) INTO 성별2.",
      "MISSING VALUES 성별2 ('').",
      "VALUE LABELS 성별2 'female' '여성'.",
    ]);
  });

  test('recode: text copied into numbers is CONVERT; numbers cannot be copied into text', () => {
    expect(
      t({
        type: 'recode',
        variables: ['성별'],
        into: ['코드'],
        rules: [
          { from: { kind: 'value', value: '여' }, to: { kind: 'value', value: 1 } },
          { from: { kind: 'else' }, to: { kind: 'copy' } },
        ],
      }),
    ).toEqual(["RECODE 성별 ('여'=1) (CONVERT) INTO 코드."]);
    const error = inputError(() =>
      t({
        type: 'recode',
        variables: ['q1'],
        into: ['글'],
        targetType: 'text',
        rules: [{ from: { kind: 'else' }, to: { kind: 'copy' } }],
      }),
    );
    expect(error.code).toBe('SYNTAX_UNSUPPORTED');
    expect(error.message).toMatch(/^Transform 1 \(recode\): SPSS's RECODE cannot copy/);
    expect(error.messageKo).toMatch(/^1번째 변환\(recode\): /);
  });

  test('scale scores: MEAN.n or SUM.n, every item by default', () => {
    expect(
      t({
        type: 'scaleScore',
        groups: [
          { name: '만족', variables: ['q1', 'q2', 'q3'], label: '만족도' },
          { name: '합 점수', variables: ['q1', 'q2'] },
        ],
        statistic: 'sum',
      }),
    ).toEqual([
      'COMPUTE 만족 = SUM.3(q1, q2, q3).',
      "VARIABLE LABELS 만족 '만족도'.",
      'COMPUTE 합_점수 = SUM.2(q1, q2).',
      "VARIABLE LABELS 합_점수 '합 점수'.",
    ]);
    expect(
      t({
        type: 'scaleScore',
        groups: [{ name: 'm', variables: ['q1', 'q2', 'q3'] }],
        statistic: 'mean',
        minValid: 2,
      }),
    ).toEqual(['COMPUTE m = MEAN.2(q1, q2, q3).']);
  });

  test('standardize: DESCRIPTIVES /SAVE with the product’s names and labels', () => {
    expect(
      lines([
        { type: 'compute', target: 'Zy', expression: '1' },
        { type: 'standardize', variables: ['y', '만족 점수'] },
        { type: 'standardize', variables: ['q1'], into: ['q1z'] },
      ]).slice(1),
    ).toEqual([
      'DESCRIPTIVES',
      '  /VARIABLES= y (Zy_2) 만족_점수 (Z만족_점수)',
      '  /STATISTICS=MEAN STDDEV',
      '  /SAVE.',
      "VARIABLE LABELS Zy_2 'Zscore(y)'.",
      "VARIABLE LABELS Z만족_점수 'Zscore(만족 점수)'.",
      'DESCRIPTIVES',
      '  /VARIABLES= q1 (q1z)',
      '  /STATISTICS=MEAN STDDEV',
      '  /SAVE.',
      "VARIABLE LABELS q1z 'Zscore(q1)'.",
    ]);
  });

  test('center: the mean of the selected cases by AGGREGATE, helpers deleted', () => {
    expect(t({ type: 'center', variables: ['q1', 'y'] })).toEqual([
      'COMPUTE all_cases = 1.',
      'AGGREGATE /OUTFILE=* MODE=ADDVARIABLES /BREAK=all_cases /q1_mean = MEAN(q1)',
      '    /y_mean = MEAN(y).',
      'COMPUTE q1_c = q1 - q1_mean.',
      'COMPUTE y_c = y - y_mean.',
      'DELETE VARIABLES all_cases q1_mean y_mean.',
      "VARIABLE LABELS q1_c 'Centered(q1)'.",
      "VARIABLE LABELS y_c 'Centered(y)'.",
    ]);
  });

  test('sample: the drawn rows by row number, numbered before any case leaves', () => {
    const data: DataTable = {
      rowCount: 10,
      columns: dataset.columns.map((c) => ({
        name: c.name,
        type: c.type,
        values: Array.from({ length: 10 }, (_, i) => (c.type === 'numeric' ? i + 1 : '여')),
      })),
    };
    const text = lines(
      [
        { type: 'filter', condition: '나이 > 2' },
        { type: 'sample', count: 4, seed: 1 },
      ],
      { data },
    );
    expect(text.slice(0, 5)).toEqual([
      '* case_number numbers the cases as the file has them, before any case is left',
      '  out, so that the random sample can be selected by row number.',
      'COMPUTE case_number = $CASENUM.',
      'EXECUTE.',
      'SELECT IF 나이 > 2.',
    ]);
    const select = text.at(-1)!;
    expect(select).toMatch(/^SELECT IF RANGE\(case_number, [\d, ]+\)\.$/);
    // The rows named are exactly the four the engine drew, all among the filtered ones.
    const bounds = select.match(/\d+/g)!.map(Number);
    const rows = new Set<number>();
    for (let k = 0; k < bounds.length; k += 2) {
      for (let r = bounds[k]!; r <= bounds[k + 1]!; r++) rows.add(r);
    }
    expect(rows.size).toBe(4);
    for (const r of rows) expect(r).toBeGreaterThan(2);
    const error = inputError(() => lines([{ type: 'sample', percent: 50, seed: 1 }]));
    expect(error.code).toBe('SYNTAX_NEEDS_DATA');
  });

  test('an analysis after a sample, from the lines written before with the data', () => {
    const data: DataTable = {
      rowCount: 10,
      columns: dataset.columns.map((c) => ({
        name: c.name,
        type: c.type,
        values: Array.from({ length: 10 }, (_, i) => (c.type === 'numeric' ? i + 1 : '여')),
      })),
    };
    const list = [
      { type: 'sample', count: 4, seed: 1 },
      { type: 'rename', from: '만족 점수', to: '만족 평균' },
    ];
    const request = { analysis: 't/one', variables: ['만족 평균'] };
    const kept = lines(list, { data });
    const text = spssSyntax(request, dataset, { transforms: list, transformLines: kept });
    // The kept lines as they are, then the test on the variable under its new SPSS name.
    expect(text).toContain(`${kept.join('\n')}\n`);
    expect(text).toMatch(/^SELECT IF RANGE\(case_number, /m);
    expect(text).toMatch(/^T-TEST$/m);
    expect(text).toMatch(/^ {2}\/VARIABLES= 만족_평균$/m);
    // The same text as written with the data itself.
    expect(text).toBe(spssSyntax(request, dataset, { transforms: list, data }));
    // Neither the data nor the kept lines: the sample cannot be written.
    expect(inputError(() => spssSyntax(request, dataset, { transforms: list })).code).toBe(
      'SYNTAX_NEEDS_DATA',
    );
  });

  test('missing values: values, a range with LO/HI, text (empty text kept missing), clearing', () => {
    expect(
      t(
        { type: 'missingValues', variables: ['q1', 'q2'], values: [9, 99] },
        { type: 'missingValues', variables: ['y'], values: [-1], range: { low: 'LO', high: 0 } },
        { type: 'missingValues', variables: ['나이'], values: [], range: { low: 90, high: 'HI' } },
        { type: 'missingValues', variables: ['q1'], values: [] },
        { type: 'missingValues', variables: ['성별'], values: ['?'] },
      ),
    ).toEqual([
      'MISSING VALUES q1 q2 (9, 99).',
      'MISSING VALUES y (LOWEST THRU 0, -1).',
      'MISSING VALUES 나이 (90 THRU HIGHEST).',
      'MISSING VALUES q1 ().',
      "MISSING VALUES 성별 ('?', '').",
    ]);
  });

  test('value labels, rename, variable labels and measurement level', () => {
    expect(
      t(
        {
          type: 'valueLabels',
          variables: ['q1', 'q2'],
          labels: { '1.0': '아니다', '2': "그'렇다" },
          mode: 'replace',
        },
        { type: 'valueLabels', variables: ['성별'], labels: { 여: '여성' }, mode: 'add' },
        { type: 'rename', from: 'q2', to: '문항 2' },
        { type: 'rename', from: 'y', to: 'Y' },
        { type: 'variableLabel', variable: '문항 2', label: '둘째 문항' },
        { type: 'variableLabel', variable: 'q3', label: '' },
        { type: 'measure', variables: ['q1', '문항 2'], level: 'ordinal' },
      ),
    ).toEqual([
      "VALUE LABELS q1 q2 1 '아니다' 2 '그''렇다'.",
      "ADD VALUE LABELS 성별 '여' '여성'.",
      'RENAME VARIABLES (q2 = 문항_2).',
      "VARIABLE LABELS 문항_2 '문항 2'.",
      'RENAME VARIABLES (y = Y).',
      "VARIABLE LABELS 문항_2 '둘째 문항'.",
      "VARIABLE LABELS q3 ''.",
      'VARIABLE LEVEL q1 문항_2 (ORDINAL).',
    ]);
  });

  test('factor scores: FACTOR with the same settings and /SAVE; other names by RENAME', () => {
    const request = {
      factorVariables: ['q1', 'q2', 'q3', 'y'],
      selectedMethod: 'paf',
      selectedRotationMethod: 'varimax',
      selectedExtract: 'fixed',
      factorsToExtract: 2,
    };
    const saved = t(
      { type: 'compute', target: 'FAC1_1', expression: '1' },
      {
        type: 'factorScores',
        request: { ...request, selectedScoreMethod: 'andersonRubin' },
      },
      {
        type: 'factorScores',
        request: { ...request, selectedScoreMethod: 'regression' },
        names: ['점수 1', 'f2'],
      },
    );
    const text = saved.join('\n');
    expect(text).toContain('  /EXTRACTION PAF');
    expect(text).toContain('  /CRITERIA FACTORS(2) ITERATE(25)');
    expect(text).toContain('  /ROTATION VARIMAX');
    expect(text).toContain('  /SAVE AR(ALL)');
    expect(text).toContain('  /SAVE REG(ALL)');
    // FAC1_1 is taken, so the first set is FAC1_2 and FAC2_2 and the second FAC1_3 and FAC2_3.
    expect(saved.at(-1)).toBe('RENAME VARIABLES (FAC1_3 FAC2_3 = 점수_1 f2).');
    expect(saved.filter((l) => l.startsWith('RENAME'))).toHaveLength(1);
    const error = inputError(() => t({ type: 'factorScores', request }));
    expect(error.code).toBe('INVALID_TRANSFORM');
  });

  test('an unknown variable is named, with its step', () => {
    const error = inputError(() => t({ type: 'compute', target: 'a', expression: 'q1 + 없음' }));
    expect(error.code).toBe('UNKNOWN_VARIABLE');
    expect(error.messageKo).toMatch(/^1번째 변환\(compute\): .*'없음'/);
  });
});

describe('spssSyntax with transforms', () => {
  const list: Transform[] = [
    { type: 'rename', from: '만족 점수', to: '만족' },
    { type: 'compute', target: '고득점', expression: '만족 >= 4' },
  ];
  const analysis = { analysis: 't/one', variables: ['만족', '고득점'] };

  test('the list goes after GET DATA and the analysis names the variables as the list left them', () => {
    const text = spssSyntax(analysis, dataset, { transforms: list });
    const at = (head: string) => text.split('\n').findIndex((l) => l.startsWith(head));
    expect(at('GET DATA')).toBeLessThan(at('RENAME VARIABLES (만족_점수 = 만족).'));
    expect(at('RENAME')).toBeLessThan(at('COMPUTE 고득점 = 만족 >= 4.'));
    expect(at('COMPUTE')).toBeLessThan(at('T-TEST'));
    expect(text).toContain('  /VARIABLES= 만족 고득점');
  });

  test('an analysis reads the ranges the transforms left: from the data, or none once changed', () => {
    const recoded: Transform[] = [
      {
        type: 'recode',
        variables: ['q1', 'q2'],
        rules: [{ from: { kind: 'range', low: 1, high: 5 }, to: { kind: 'value', value: 7 } }],
      },
    ];
    const request = {
      analysis: 'multiple-responses',
      sets: [{ name: '문항', type: 'categories', variables: ['q1', 'q2'] }],
    };
    const ranged: SyntaxDataset = {
      ...dataset,
      columns: dataset.columns.map((c) =>
        c.name === 'q1' || c.name === 'q2' ? { ...c, min: 1, max: 5 } : c,
      ),
    };
    expect(spssSyntax(request, ranged)).toContain('(q1 q2 (1,5))');
    // Changed without the data: no range is claimed (a comment asks for codes instead).
    expect(spssSyntax(request, ranged, { transforms: recoded })).not.toMatch(/\(q1 q2 \(/);
    const data: DataTable = {
      rowCount: 2,
      columns: dataset.columns.map((c) => ({
        name: c.name,
        type: c.type,
        values: c.type === 'numeric' ? [2, 9] : ['여', '남'],
      })),
    };
    expect(spssSyntax(request, ranged, { transforms: recoded, data })).toContain('(q1 q2 (7,9))');
  });

  test("a request's own transforms are used as analyze uses them", () => {
    expect(spssSyntax({ ...analysis, transforms: list }, dataset)).toBe(
      spssSyntax(analysis, dataset, { transforms: list }),
    );
  });
});
