import { describe, expect, it } from 'vitest';
import { readDataFile, readDataFileAsync, StatsInputError } from '../src';
import type { DataTable, ReadOptions } from '../src';
import { fixture, inputError, utf8 } from './helpers';

// survey.xlsx is written by fixtures/readers/make-xlsx.py; its cells are listed there.
const survey = () => fixture('readers/survey.xlsx');
const read = (bytes: Uint8Array, options: Partial<ReadOptions> = {}) =>
  readDataFileAsync(bytes, { fileName: 'survey.xlsx', ...options });

async function asyncInputError(promise: Promise<unknown>): Promise<StatsInputError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StatsInputError) return error;
    throw error;
  }
  throw new Error('expected a StatsInputError, nothing was thrown');
}

const firstSheet: DataTable = {
  rowCount: 4,
  columns: [
    // Shared strings, an inline string (이영희) and XML escapes (&lt; &gt;).
    { name: '이름', type: 'categorical', values: ['김똠이', '최뷁수', '이영희', '박<철수>'] },
    // A missing <c> is a missing value.
    { name: '나이', type: 'numeric', values: [23, null, 31.5, -4] },
    // Built-in date format 14 and custom yyyy-mm-dd; the leap day survives.
    {
      name: '가입일',
      type: 'categorical',
      values: ['2024-03-01', '2023-12-25', null, '2000-02-29'],
    },
    // Formulas: the cached values.
    { name: '나이2배', type: 'numeric', values: [46, 0, 63, -8] },
    {
      name: '호칭',
      type: 'categorical',
      values: ['김똠이님', '최뷁수님', '이영희님', '박<철수>님'],
    },
    { name: '동의', type: 'categorical', values: ['TRUE', 'FALSE', null, 'TRUE'] },
    // '좋음 ' is trimmed; a styled cell with no value is missing.
    { name: '메모', type: 'categorical', values: ['좋음', null, '보통', null] },
  ],
};

const secondSheet: DataTable = {
  rowCount: 3,
  columns: [
    { name: 'x', type: 'numeric', values: [0.1, 2, 1234567.5] },
    { name: 'y', type: 'numeric', values: [1e-10, -3.25, null] },
  ],
};

describe('readDataFileAsync: XLSX', () => {
  it('reads the first sheet by default, names every sheet, drops the trailing empty row', async () => {
    const r = await read(survey());
    expect(r.info).toEqual({
      format: 'xlsx',
      sheet: '설문',
      sheets: ['설문', '점수', '여백'],
      firstRowAsNames: true,
    });
    expect(r.table).toEqual(firstSheet);
  });

  it('reads a sheet chosen by name or by 1-based number', async () => {
    const byName = await read(survey(), { sheet: '점수' });
    expect(byName.info.sheet).toBe('점수');
    expect(byName.table).toEqual(secondSheet);
    const byNumber = await read(survey(), { sheet: 2 });
    expect(byNumber.info.sheet).toBe('점수');
    expect(byNumber.table).toEqual(secondSheet);
  });

  it('finds a table below empty rows and right of an empty column; error cells are missing', async () => {
    const r = await read(survey(), { sheet: '여백' });
    expect(r.table).toEqual({
      rowCount: 2,
      columns: [
        { name: '지점', type: 'categorical', values: ['가', '나'] },
        // #DIV/0! is missing; ' 12.5' stored as text reads as a number, as in CSV.
        { name: '비율', type: 'numeric', values: [null, 12.5] },
        // Date-times to the nearest second, though 09:30 is stored as 0.39583333333333 of a day.
        {
          name: '기록 시각',
          type: 'categorical',
          values: ['2024-03-01 09:30:00', '2024-03-02 08:00:00'],
        },
      ],
    });
  });

  it('reads the copy LibreOffice Calc saved into the same tables, sheet by sheet', async () => {
    // LibreOffice writes its own styles, shared strings and recalculated formula values.
    const saved = fixture('readers/survey-libreoffice.xlsx');
    for (const sheet of [1, 2, 3]) {
      const ours = await read(survey(), { sheet });
      const theirs = await read(saved, { sheet });
      expect(theirs).toEqual(ours);
    }
    expect((await read(saved)).table).toEqual(firstSheet);
  });

  it('keeps the first row as data when asked', async () => {
    const r = await read(survey(), { firstRowAsNames: false, sheet: '점수' });
    expect(r.info.firstRowAsNames).toBe(false);
    expect(r.table.columns.map((c) => [c.name, c.type])).toEqual([
      ['V1', 'categorical'],
      ['V2', 'categorical'],
    ]);
    expect(r.table.columns[0]!.values).toEqual(['x', '0.1', '2', '1234567.5']);
  });

  it('reads bytes that are a view into a larger buffer', async () => {
    const file = survey();
    const pool = new Uint8Array(file.length + 100).fill(7);
    pool.set(file, 60);
    const r = await read(pool.subarray(60, 60 + file.length));
    expect(r.table).toEqual(firstSheet);
  });

  it('names the sheets there are when the sheet does not exist', async () => {
    const e = await asyncInputError(read(survey(), { sheet: '없는시트' }));
    expect(e.code).toBe('SHEET_NOT_FOUND');
    expect(e.messageKo).toContain("'없는시트' 시트가 없습니다");
    expect(e.messageKo).toContain("'설문', '점수', '여백'");
    expect(e.message).toContain("There is no sheet '없는시트'");
    for (const sheet of [0, 4, 1.5]) {
      expect((await asyncInputError(read(survey(), { sheet }))).code).toBe('SHEET_NOT_FOUND');
    }
  });

  it('refuses garbage, a plain zip and a text file renamed to .xlsx with BROKEN_XLSX', async () => {
    const garbage = new Uint8Array(500).map((_, i) => (i * 73 + 11) % 256);
    const zip = fixture('readers/plain-zip.xlsx');
    const cut = survey().subarray(0, 1500);
    for (const bytes of [garbage, zip, cut, utf8('a,b\n1,2\n')]) {
      const e = await asyncInputError(read(bytes));
      expect(e.code).toBe('BROKEN_XLSX');
      expect(e.messageKo).toContain('.xlsx');
      expect(e.message).toContain('.xlsx');
    }
  });

  it('tells an old .xls or a password-protected workbook apart', async () => {
    // Both are OLE compound documents: this is their signature.
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const e = await asyncInputError(read(ole));
    expect(e.code).toBe('XLS_OR_ENCRYPTED');
    expect(e.messageKo).toContain('암호');
  });

  it('refuses an empty file', async () => {
    expect((await asyncInputError(read(new Uint8Array(0)))).code).toBe('EMPTY_FILE');
  });

  it('reads CSV through the same entry point', async () => {
    const r = await readDataFileAsync(utf8('a\n1\n'), { fileName: 'a.csv' });
    expect(r.info.format).toBe('csv');
    expect(r.table.columns[0]!.values).toEqual([1]);
  });
});

describe('readDataFile (synchronous) and XLSX', () => {
  it('points to readDataFileAsync', () => {
    const e = inputError(() => readDataFile(survey(), { fileName: 'a.XLSX' }));
    expect(e.code).toBe('XLSX_NEEDS_ASYNC');
  });

  it('lists CSV, XLSX and SAV for an unsupported format', () => {
    const e = inputError(() => readDataFile(utf8('x'), { fileName: 'data.ods' }));
    expect(e.code).toBe('UNSUPPORTED_FORMAT');
    expect(e.messageKo).toContain('CSV, XLSX(엑셀), SAV(SPSS)');
    expect(e.message).toContain('CSV, XLSX (Excel) or SAV (SPSS)');
  });
});
