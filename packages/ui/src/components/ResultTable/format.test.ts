import { describe, expect, it } from 'vitest';
import {
  columnHeaderGroups,
  footnoteMark,
  formatCell,
  formatPValue,
  resultTableToTsv,
  withoutRepeatedNames,
} from './format';
import type { FormatOptions, ResultColumn, ResultTableData } from './format';

const ko: FormatOptions = { decimals: 3, pValueStyle: 'spss', locale: 'ko' };
const column = (format: ResultColumn['format'], decimals?: number): ResultColumn => ({
  key: 'x',
  label: 'x',
  format,
  ...(decimals === undefined ? {} : { decimals }),
});

describe('formatPValue', () => {
  it.each([
    [0, 'spss', '.000'],
    [0.0004, 'spss', '.000'],
    [0.0004, 'apa', '<.001'],
    [0.001, 'apa', '.001'],
    [0.04567, 'spss', '.046'],
    [0.9996, 'spss', '1.000'],
    [1, 'apa', '1.000'],
  ] as const)('%s (%s) → %s', (p, style, expected) => {
    expect(formatPValue(p, style)).toBe(expected);
  });
});

describe('formatCell', () => {
  it('shows missing values as a dot', () => {
    for (const value of [null, undefined, '', Number.NaN])
      expect(formatCell(value, column('number'), ko)).toBe('.');
  });
  it('formats numbers, integers and percents', () => {
    expect(formatCell(1234.5678, column('number'), ko)).toBe('1,234.568');
    expect(formatCell(-0.5, column('number', 2), ko)).toBe('-0.50');
    expect(formatCell(1234.5, column('integer'), ko)).toBe('1,235');
    expect(formatCell(33.333, column('percent'), ko)).toBe('33.3');
    expect(formatCell('남자', column('text'), ko)).toBe('남자');
  });
});

describe('degrees of freedom and the decimals setting', () => {
  it('shows a whole df without decimals and Welch’s fractional df with them, as SPSS', () => {
    expect(formatCell(38, column('df'), ko)).toBe('38');
    expect(formatCell(37.21534, column('df'), ko)).toBe('37.215');
    expect(formatCell(37.21534, column('df'), { ...ko, decimals: 2 })).toBe('37.22');
  });
  it('applies a larger decimals setting to p as well, and never fewer than three decimals', () => {
    expect(formatCell(0.04567, column('pValue'), { ...ko, decimals: 2 })).toBe('.046');
    expect(formatCell(0.04567, column('pValue'), { ...ko, decimals: 4 })).toBe('.0457');
    expect(formatPValue(0.0004, 'apa', 2)).toBe('<.01');
    expect(formatPValue(0.00004, 'apa', 4)).toBe('<.0001');
    expect(formatCell(0.04567, column('pValue'), ko)).toBe('.046');
  });
});

describe('footnoteMark and column groups', () => {
  it('letters footnotes like SPSS', () => {
    expect([0, 1, 25, 26, 27].map(footnoteMark)).toEqual(['a', 'b', 'z', 'aa', 'ab']);
  });
  it('puts columns after the last group into an unlabelled group', () => {
    const groups = columnHeaderGroups({
      id: 't',
      title: 't',
      columnGroups: [{ label: 'A', span: 1 }],
      columns: [column('number'), { ...column('number'), key: 'y' }],
      rows: [],
    });
    expect(groups.map((group) => [group.label, group.columns.map((c) => c.key)])).toEqual([
      ['A', ['x']],
      ['', ['y']],
    ]);
  });
});

describe('a variable named once, not as both group and row header', () => {
  const table = {
    id: 't',
    title: 'T',
    columns: [
      { ...column('text'), key: 'a', label: 'A' },
      { ...column('number'), key: 'x', label: 'X' },
    ],
    rows: [
      { label: '사전', group: '사전', cells: { a: '등분산', x: 1 } },
      { label: '사전', group: '사전', cells: { a: '이분산', x: 2 } },
      { label: '사후', group: '사후', cells: { a: '등분산', x: 3 } },
    ],
  };
  it('keeps one header column with the name on the first row of its block', () => {
    const rows = withoutRepeatedNames(table).rows;
    expect(rows.map((row) => [row.group, row.label])).toEqual([
      [undefined, '사전'],
      [undefined, ''],
      [undefined, '사후'],
    ]);
  });
  it('copies each name once', () => {
    const tsv = resultTableToTsv(withoutRepeatedNames(table), ko);
    expect(tsv.split('\n').slice(1)).toEqual([
      '\tA\tX',
      '사전\t등분산\t1.000',
      '\t이분산\t2.000',
      '사후\t등분산\t3.000',
    ]);
  });
  it('copies a row named in the group column with its footnote mark there', () => {
    const summary: ResultTableData = {
      id: 'cases',
      title: '케이스',
      columns: [{ key: 'n', label: 'N', format: 'integer' }],
      rows: [
        { label: '1', group: '진로', cells: { n: 80 } },
        { label: '', group: '하위모집단', cells: { n: 295 }, footnoteRefs: [0] },
      ],
      footnotes: ['주석'],
    };
    expect(resultTableToTsv(summary, ko).split('\n').slice(2, 4)).toEqual([
      '진로\t1\t80',
      '하위모집단 a\t\t295',
    ]);
  });
  it('leaves a table whose rows differ from their groups alone', () => {
    const other = { ...table, rows: [{ label: '1', group: '사전', cells: {} }] };
    expect(withoutRepeatedNames(other)).toBe(other);
  });
});
