import { describe, expect, it } from 'vitest';
import { readDataFile, readDataFileAsync, StatsInputError } from '../src';
import type { DataTable } from '../src';
import { fixture, inputError, utf8 } from './helpers';

// Fixtures made by GNU PSPP 1.6.2 from fixtures/readers/survey.sps (make-sav.sh).
const readers = (name: string) => fixture(`readers/${name}`);
const read = (name: string) => readDataFile(readers(name), { fileName: name });

const longMemo = `X${'가'.repeat(91)}끝`;

/** The table survey.sps describes, written out by hand from the syntax. */
const expected: DataTable = {
  rowCount: 6,
  columns: [
    { name: '학번', label: '학생 번호', type: 'numeric', values: [1, 2, 3, 4, 5, 6] },
    {
      name: '성별',
      type: 'numeric',
      // 9 is user-missing (it still has a value label).
      values: [1, 2, null, 1, 2, 1],
      valueLabels: { '1': '남자', '2': '여자', '9': '무응답' },
    },
    {
      name: '만족도',
      type: 'numeric',
      // Missing: the range 8 THRU 9 and the discrete value 0.
      values: [5, 1, null, null, null, 3],
      valueLabels: {
        '1': '전혀 아니다',
        '2': '아니다',
        '3': '보통',
        '4': '그렇다',
        '5': '매우 그렇다',
      },
    },
    {
      name: '점수',
      label: '시험 점수(100점 만점)',
      type: 'numeric',
      // Row 2 is system-missing.
      values: [90.5, null, 77, 60.25, 100, -1.5],
    },
    {
      // ADATE10: dates become ISO text, as in the XLSX reader. 1582-10-15 is day 1 of SPSS's calendar.
      name: '가입일',
      type: 'categorical',
      values: ['2024-03-01', '2023-12-25', null, '2000-02-29', '1582-10-15', '1970-01-01'],
    },
    {
      name: '응답시각',
      type: 'categorical',
      values: ['2024-03-01 09:30:15', null, '2000-02-29', '1999-12-31 23:59:59', null, null],
    },
    {
      name: '이름',
      type: 'categorical',
      // '모름' is a user-missing string (A12: record 7.22); row 6 is empty.
      values: ['김똠이', '최뷁수', null, '이영희', '박철수', null],
    },
    {
      name: '지역',
      type: 'categorical',
      values: ['SEL', 'BSN', 'SEL', null, 'BSN', 'SEL'],
      valueLabels: { SEL: '서울', BSN: '부산' },
    },
    {
      name: '메모',
      label: '자유 응답',
      type: 'categorical',
      values: ['짧은 메모', longMemo, null, '메모', null, null],
    },
  ],
};

describe('readDataFile: SPSS .sav', () => {
  it('reads a compressed UTF-8 file: names, labels, value labels, missing values', () => {
    const r = read('survey-utf8.sav');
    expect(r.info).toEqual({ format: 'sav', encoding: 'utf-8' });
    expect(r.table).toEqual(expected);
  });

  it('joins a very long string (A300) from its segments, even inside a character', () => {
    // 277 bytes in UTF-8: the first 255-byte segment ends in the middle of a syllable.
    const memo = read('survey-utf8.sav').table.columns.find((c) => c.name === '메모')!
      .values[1] as string;
    expect(new TextEncoder().encode(memo).length).toBe(277);
    expect(memo).toBe(longMemo);
  });

  it.each(['long-strings.sav', 'long-strings-uncompressed.sav'])(
    'joins very long strings of widths 505, 1000, 255 and 256 (%s)',
    (name) => {
      const { table } = read(name);
      expect(table.columns.map((c) => [c.name, c.type])).toEqual([
        ['a', 'categorical'],
        ['b', 'categorical'],
        ['c', 'categorical'],
        ['d', 'categorical'],
        ['n', 'numeric'],
      ]);
      const letters = 'abcdefghij'.repeat(50);
      expect(table.columns[0]!.values).toEqual([`1${letters}XYZ!`, `2${letters}XYZ!`]);
      expect(table.columns[1]!.values).toEqual(Array(2).fill(`${'가나다'.repeat(111)}Q`));
      expect(table.columns[2]!.values).toEqual(Array(2).fill('z'.repeat(255)));
      expect(table.columns[3]!.values).toEqual(Array(2).fill(`${'y'.repeat(255)}E`));
      expect(table.columns[4]!.values).toEqual([1, 2]);
    },
  );

  it.each(['survey-utf8-uncompressed.sav', 'survey-utf8.zsav', 'survey-utf8-big-endian.sav'])(
    'reads %s into the same table',
    (name) => {
      const r = read(name);
      expect(r.info.encoding).toBe('utf-8');
      expect(r.table).toEqual(expected);
    },
  );

  it('reads a CP949 file (encoding record 7.20 says CP949)', () => {
    const r = read('survey-cp949.sav');
    expect(r.info.encoding).toBe('cp949');
    expect(r.table).toEqual(expected);
  });

  it('reads an older CP949 file with only the character code 949', () => {
    const r = read('survey-cp949-nomarker.sav');
    expect(r.info.encoding).toBe('cp949');
    expect(r.table).toEqual(expected);
  });

  it('warns that a weight variable is not applied', () => {
    const r = read('survey-weighted.sav');
    expect(r.table).toEqual(expected);
    expect(r.info.warnings).toEqual([
      {
        ko: "이 파일은 '학번' 변수로 가중치를 주도록 저장되어 있지만, 분석에는 가중치가 적용되지 않습니다. '학번'은 보통 변수로 읽었습니다.",
        en: "The file is saved with cases weighted by '학번', but the analyses do not apply weights; '학번' is read as an ordinary variable.",
      },
    ]);
    expect(read('survey-utf8.sav').info.warnings).toBeUndefined();
  });

  it('recognises CP949 text when the file claims plain ASCII (character code 2)', () => {
    const r = read('survey-cp949-ascii-claim.sav');
    expect(r.info.encoding).toBe('cp949');
    expect(r.table).toEqual(expected);
  });

  it('is reached through readDataFileAsync too', async () => {
    const r = await readDataFileAsync(readers('survey-utf8.sav'), { fileName: 'SURVEY.SAV' });
    expect(r.table).toEqual(expected);
  });
});

describe('readDataFile: broken .sav files', () => {
  it('refuses a file cut anywhere, with BROKEN_SAV', () => {
    for (const name of ['survey-utf8.sav', 'survey-utf8-uncompressed.sav', 'survey-utf8.zsav']) {
      const bytes = readers(name);
      for (let length = 1; length < bytes.length; length++) {
        let error: unknown;
        try {
          readDataFile(bytes.subarray(0, length), { fileName: 'cut.sav' });
        } catch (e) {
          error = e;
        }
        if (!(error instanceof StatsInputError) || error.code !== 'BROKEN_SAV') {
          throw new Error(`${name} cut to ${length} bytes: ${String(error ?? 'no error')}`);
        }
      }
    }
  });

  it('survives damaged bytes anywhere: a table or BROKEN_SAV, never another error', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const outcomes = new Set<string>();
    for (const name of ['survey-utf8.sav', 'survey-utf8-uncompressed.sav', 'survey-utf8.zsav']) {
      const original = readers(name);
      for (let trial = 0; trial < 400; trial++) {
        const bytes = new Uint8Array(original);
        for (let k = 0; k < 3; k++) {
          bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
        }
        try {
          readDataFile(bytes, { fileName: 'damaged.sav' });
          outcomes.add('table');
        } catch (error) {
          if (!(error instanceof StatsInputError)) throw error;
          outcomes.add(error.code);
        }
      }
    }
    expect([...outcomes].sort()).toEqual(['BROKEN_SAV', 'table']);
  });

  it('says the file is truncated in both languages', () => {
    const bytes = readers('survey-utf8.sav');
    const e = inputError(() =>
      readDataFile(bytes.subarray(0, bytes.length - 30), { fileName: 'a.sav' }),
    );
    expect(e.code).toBe('BROKEN_SAV');
    expect(e.messageKo).toContain('잘림');
    expect(e.message).toContain('truncated');
  });

  it('refuses garbage and a CSV renamed to .sav', () => {
    const garbage = new Uint8Array(500).map((_, i) => (i * 73 + 11) % 256);
    for (const bytes of [garbage, utf8('a,b\n1,2\n')]) {
      const e = inputError(() => readDataFile(bytes, { fileName: 'data.sav' }));
      expect(e.code).toBe('BROKEN_SAV');
      expect(e.messageKo).toContain('SPSS');
    }
  });

  it('refuses an empty file', () => {
    expect(inputError(() => readDataFile(new Uint8Array(0), { fileName: 'a.sav' })).code).toBe(
      'EMPTY_FILE',
    );
  });
});
