import { describe, expect, it } from 'vitest';
import { readDataFile, summarizeTable, tableFromJSON, tableToJSON } from '../src';
import { cp949, fixture, inputError, utf8 } from './helpers';

const read = (
  bytes: Uint8Array,
  options: { firstRowAsNames?: boolean; encoding?: 'auto' | 'utf-8' | 'cp949' } = {},
) => readDataFile(bytes, { fileName: 'data.csv', ...options });
const column = (result: ReturnType<typeof read>, name: string) =>
  result.table.columns.find((c) => c.name === name);

describe('readDataFile: encodings', () => {
  it('reads plain UTF-8 with Korean headers', () => {
    const r = read(utf8('학년,점수\n1,90.5\n2,81\n'));
    expect(r.info).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',' });
    expect(r.table.columns.map((c) => c.name)).toEqual(['학년', '점수']);
    expect(column(r, '점수')?.values).toEqual([90.5, 81]);
    expect(r.table.rowCount).toBe(2);
  });

  it('detects CP949, keeping extension syllables such as 똠 and 뷁', () => {
    const r = read(cp949('이름,똠값\n김똠이,1\n최뷁수,2\n'));
    expect(r.info.encoding).toBe('cp949');
    expect(r.table.columns[1]?.name).toBe('똠값');
    expect(column(r, '이름')?.values).toEqual(['김똠이', '최뷁수']);
  });

  it('reads the CP949 fixture and its UTF-8-with-BOM copy into the same table', () => {
    const a = readDataFile(fixture('descriptive-cp949.csv'), { fileName: 'descriptive-cp949.csv' });
    const b = readDataFile(fixture('descriptive-utf8-bom.csv'), {
      fileName: 'descriptive-utf8-bom.csv',
    });
    expect(a.info.encoding).toBe('cp949');
    expect(b.info.encoding).toBe('utf-8');
    expect(b.table).toEqual(a.table);
    expect(a.table.rowCount).toBe(40);
    expect(a.table.columns.map((c) => [c.name, c.type])).toEqual([
      ['학년', 'numeric'],
      ['이름', 'categorical'],
      ['점수', 'numeric'],
      ['만족도', 'numeric'],
    ]);
    expect(column(a, '이름')?.values).toContain('김똠이');
    expect(column(a, '이름')?.values.some((v) => typeof v === 'string' && v.includes('뷁'))).toBe(
      true,
    );
    // Three empty cells and one of spaces only are missing.
    expect(summarizeTable(a.table).columns.find((c) => c.name === '점수')).toMatchObject({
      validCount: 36,
      missingCount: 4,
    });
  });

  it('strips the BOM from the first header name', () => {
    const r = read(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a,b\n1,2\n')]));
    expect(r.table.columns[0]?.name).toBe('a');
  });

  it('honours a forced encoding', () => {
    const bytes = cp949('이름\n똠\n');
    expect(read(bytes, { encoding: 'cp949' }).table.columns[0]?.values).toEqual(['똠']);
    expect(inputError(() => read(bytes, { encoding: 'utf-8' })).code).toBe('ENCODING_MISMATCH');
  });
});

describe('readDataFile: delimiters and quotes', () => {
  it.each([
    ['tab', '\t'],
    ['semicolon', ';'],
    ['pipe', '|'],
    ['comma', ','],
  ] as const)('detects %s', (_, d) => {
    const r = read(utf8(`x${d}y${d}z\n1${d}2${d}3\n4${d}5${d}6\n`));
    expect(r.info.delimiter).toBe(d);
    expect(r.table.columns.map((c) => c.values)).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
  });

  it('prefers semicolons when commas only appear as decimal commas inside quotes', () => {
    const r = read(utf8('name;score\n"Kim, A";"3,5"\n"Lee, B";"4,5"\n'));
    expect(r.info.delimiter).toBe(';');
    expect(column(r, 'name')?.values).toEqual(['Kim, A', 'Lee, B']);
    // "3,5" is not a number here: decimal commas are text.
    expect(column(r, 'score')?.type).toBe('categorical');
  });

  it('keeps delimiters, line breaks and doubled quotes inside quoted fields', () => {
    const r = read(
      utf8('id,comment,value\r\n1,"a, b",10\r\n2,"line1\r\nline2",20\r\n3,"say ""hi""",30\r\n'),
    );
    expect(column(r, 'comment')?.values).toEqual(['a, b', 'line1\r\nline2', 'say "hi"']);
    expect(column(r, 'value')?.values).toEqual([10, 20, 30]);
  });

  it('names the line of a quote that never closes', () => {
    const e = inputError(() => read(utf8('a,b\n1,2\n3,"oops\n4,5\n')));
    expect(e.code).toBe('UNTERMINATED_QUOTE');
    expect(e.details.line).toBe(3);
    expect(e.messageKo).toContain('3번째 줄');
  });
});

describe('readDataFile: headers, types and missing values', () => {
  it('gives V1..Vn without a header row', () => {
    const r = read(utf8('1,2\n3,4\n'), { firstRowAsNames: false });
    expect(r.table.columns.map((c) => c.name)).toEqual(['V1', 'V2']);
    expect(r.table.rowCount).toBe(2);
  });

  it('makes empty and repeated header names unique, trimmed', () => {
    const r = read(utf8(' 점수 ,점수,,V3\n1,2,3,4\n'));
    expect(r.table.columns.map((c) => c.name)).toEqual(['점수', '점수_2', 'V3_2', 'V3']);
    expect(r.info.warnings?.length).toBe(2);
  });

  it('detects numeric columns cell by cell; thousands separators and words make a column categorical', () => {
    const r = read(utf8('a,b,c,d\n 1.5 ,"1,234",1e3,-.5\n2,7,x,+3\n'));
    expect(column(r, 'a')).toMatchObject({ type: 'numeric', values: [1.5, 2] });
    expect(column(r, 'b')).toMatchObject({ type: 'categorical', values: ['1,234', '7'] });
    expect(column(r, 'c')).toMatchObject({ type: 'categorical', values: ['1e3', 'x'] });
    expect(column(r, 'd')).toMatchObject({ type: 'numeric', values: [-0.5, 3] });
  });

  it('treats NaN and Infinity as text, not numbers', () => {
    const r = read(utf8('a\n1\nNaN\nInfinity\n'));
    expect(column(r, 'a')?.type).toBe('categorical');
  });

  it('treats empty and whitespace-only cells as missing and pads short rows', () => {
    const r = read(utf8('a,b,c\n1,  ,3\n4\n,,\n7,8,9\n'));
    expect(r.table.rowCount).toBe(4);
    expect(column(r, 'a')?.values).toEqual([1, 4, null, 7]);
    expect(column(r, 'b')?.values).toEqual([null, null, null, 8]);
    expect(column(r, 'c')?.values).toEqual([3, null, null, 9]);
  });

  it('ignores empty lines and trailing empty rows, and tolerates trailing delimiters', () => {
    const r = read(utf8('a,b\n1,2,\n\n3,4\n,,\n\n'));
    expect(r.table.rowCount).toBe(2);
    expect(column(r, 'b')?.values).toEqual([2, 4]);
  });

  it('keeps blank lines of a one-column file as missing values', () => {
    const r = read(utf8('score\n1\n\n3\n'));
    expect(column(r, 'score')?.values).toEqual([1, null, 3]);
  });

  it('a column with no values at all is numeric and all missing', () => {
    const r = read(utf8('a,b\n1,\n2,\n'));
    expect(column(r, 'b')).toMatchObject({ type: 'numeric', values: [null, null] });
  });
});

describe('readDataFile: errors', () => {
  it.each([
    ['an empty file', new Uint8Array(0), 'EMPTY_FILE'],
    ['whitespace only', utf8(' \r\n\n'), 'EMPTY_FILE'],
    ['a BOM only', new Uint8Array([0xef, 0xbb, 0xbf]), 'EMPTY_FILE'],
    ['a header only', utf8('학년,점수\n'), 'NO_DATA_ROWS'],
    ['NUL bytes', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08]), 'NOT_A_TEXT_FILE'],
    [
      'bytes neither UTF-8 nor CP949',
      new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0xff, 0xff, 0x2c, 0x31]),
      'NOT_A_TEXT_FILE',
    ],
  ])('rejects %s', (_, bytes, code) => {
    const e = inputError(() => read(bytes));
    expect(e.code).toBe(code);
    expect(e.messageKo).toMatch(/[가-힣]/);
    expect(e.message).toMatch(/[a-z]/);
  });

  it('names the line of a row with more values than variables', () => {
    const e = inputError(() => read(utf8('a,b\n1,2\n3,4\n5,6,7\n')));
    expect(e.code).toBe('INCONSISTENT_ROWS');
    expect(e.details).toMatchObject({ line: 4, expected: 2, found: 3 });
    expect(e.messageKo).toContain('4번째 줄');
    expect(e.message).toContain('Line 4');
  });

  it('refuses other formats', () => {
    const e = inputError(() => readDataFile(utf8('x'), { fileName: 'data.xls' }));
    expect(e.code).toBe('UNSUPPORTED_FORMAT');
    expect(e.message).toContain('.xls');
  });
});

describe('table JSON and summary', () => {
  it('round-trips a table exactly and compactly', () => {
    const { table } = readDataFile(fixture('descriptive-extra.csv'), { fileName: 'x.csv' });
    table.columns[0]!.label = '정규 240';
    table.columns[1]!.valueLabels = { '1': '하나' };
    const json = tableToJSON(table);
    expect(tableFromJSON(json)).toEqual(table);
    // Columnar: each column name appears once, not once per row.
    expect(json.split('normal240').length - 1).toBe(1);
  });

  it('rejects a damaged stored table', () => {
    expect(inputError(() => tableFromJSON('{"v":1,"n":2,"c":[["a","n",[1]]]}')).code).toBe(
      'INVALID_TABLE_JSON',
    );
    expect(inputError(() => tableFromJSON('{"v":1,"n":1,"c":[["a","n",["x"]]]}')).code).toBe(
      'INVALID_TABLE_JSON',
    );
    expect(inputError(() => tableFromJSON('nope')).code).toBe('INVALID_TABLE_JSON');
  });

  it('summarizes valid and missing counts per column', () => {
    const { table } = read(utf8('a,b\n1,x\n,y\n3,\n'));
    expect(summarizeTable(table)).toEqual({
      rowCount: 3,
      columns: [
        { name: 'a', type: 'numeric', validCount: 2, missingCount: 1, levels: ['1', '3'] },
        { name: 'b', type: 'categorical', validCount: 2, missingCount: 1, levels: ['x', 'y'] },
      ],
    });
  });
});
