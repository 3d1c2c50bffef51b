import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvColumnar } from '../src/read/csv-columns';
import { csvTextToTable } from '../src/read/index';
import {
  columnarOf,
  readDataFileAsync,
  readDataFileColumnarAsync,
  StatsInputError,
  summarizeTable,
  tableOfColumnar,
} from '../src';
import { fixture, utf8 } from './helpers';

/** The general road's table (plain JS values), or the input error it throws. */
function general(text: string, delimiter: ',' | '\t' | ';') {
  try {
    return csvTextToTable(text, delimiter, true);
  } catch (error) {
    if (error instanceof StatsInputError) return null;
    throw error;
  }
}

// Cells that switch a column from numbers to text at any row, repeat texts, and mix blanks.
const cell = fc.oneof(
  fc.integer({ min: 0, max: 30 }).map(String),
  fc.constantFrom('', ' ', '-0', '1.50', '.5', '2e3', '1e400', 'NaN', ' 4 ', '007', '-12.345'),
  fc.constantFrom('가', '남', '여', ' 여 ', 'A', 'b c', '1,5', '12345678901234567890'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);

describe('CSV read into typed arrays', () => {
  it('holds exactly the general road’s cells, with each dictionary in first-row order', () => {
    let taken = 0;
    let switched = 0;
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 0, maxLength: 14 }),
        fc.constantFrom(',', '\t', ';'),
        fc.boolean(),
        (grid, delimiter, blankLines) => {
          const lines = [['점수', '', '점수', 'x'].join(delimiter)];
          for (const row of grid) {
            lines.push(row.join(delimiter));
            if (blankLines) lines.push('   ');
          }
          const text = lines.join('\n');
          const typed = readCsvColumnar(text, delimiter);
          if (typed === null) return;
          const reference = general(text, delimiter);
          expect(reference).not.toBeNull();
          taken++;
          const { table, warnings } = reference!;
          expect(typed.warnings).toEqual(warnings);
          expect(typed.table).toEqual(columnarOf(table));
          expect(tableOfColumnar(typed.table)).toEqual(table);
          expect(summarizeTable(typed.table)).toEqual(summarizeTable(table));
          // A text column whose first filled cell was a number: its earlier rows were read again.
          if (
            table.columns.some(
              (c) =>
                c.type === 'categorical' &&
                c.values.some((v) => v !== null && /^\d+$/.test(v as string)),
            )
          )
            switched++;
        },
      ),
      { numRuns: 400 },
    );
    expect(taken).toBeGreaterThan(100);
    expect(switched).toBeGreaterThan(20);
  });

  it('keeps numbers as doubles with NaN for missing, and text as codes with -1 for missing', () => {
    const text = '나이,성별,점수\n31,남, 2.5\n,여,\n45,,7\n 12 ,남,x1\n';
    const { table } = readCsvColumnar(text, ',')!;
    expect(table.rowCount).toBe(4);
    const [age, sex, score] = table.columns;
    expect(age).toEqual({
      name: '나이',
      type: 'numeric',
      numbers: new Float64Array([31, NaN, 45, 12]),
    });
    expect(age?.type === 'numeric' && age.numbers).toBeInstanceOf(Float64Array);
    expect(sex).toEqual({
      name: '성별',
      type: 'categorical',
      codes: new Int32Array([0, 1, -1, 0]),
      words: ['남', '여'],
    });
    // Numeric for three rows, then text: the earlier cells keep their own text (2.5 stays "2.5").
    expect(score).toEqual({
      name: '점수',
      type: 'categorical',
      codes: new Int32Array([0, -1, 1, 2]),
      words: ['2.5', '7', 'x1'],
    });
  });

  it('reads every other file through its own reader into the same typed arrays', async () => {
    const files: [string, Uint8Array][] = [
      ['quoted.csv', utf8('a,b\n"1","가"\n2,"나,다"\n')],
      ['bom.csv', utf8('\uFEFF이름,점수\n가,1\n나,\n')],
      ['descriptive-cp949.csv', fixture('descriptive-cp949.csv')],
      ['survey-utf8.sav', fixture('readers/survey-utf8.sav')],
      ['survey.xlsx', fixture('readers/survey.xlsx')],
    ];
    for (const [fileName, bytes] of files) {
      const engine = await readDataFileAsync(bytes, { fileName });
      const typed = await readDataFileColumnarAsync(bytes, { fileName });
      expect(typed.info).toEqual(engine.info);
      expect(typed.table).toEqual(columnarOf(engine.table));
      expect(tableOfColumnar(typed.table)).toEqual(engine.table);
    }
  });

  it('refuses what the engine refuses, with the same error', async () => {
    const bytes = utf8('');
    await expect(readDataFileColumnarAsync(bytes, { fileName: 'empty.csv' })).rejects.toMatchObject(
      {
        code: 'EMPTY_FILE',
      },
    );
    await expect(readDataFileColumnarAsync(utf8('a'), { fileName: 'x.pdf' })).rejects.toMatchObject(
      {
        code: 'UNSUPPORTED_FORMAT',
      },
    );
  });
});
