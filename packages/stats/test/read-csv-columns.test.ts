import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvColumns } from '../src/read/csv-columns';
import { csvTextToTable } from '../src/read/index';
import { StatsInputError } from '../src';

/** What the general road gives: the table and warnings, or the input error it throws. */
function general(text: string, delimiter: ',' | '\t' | ';') {
  try {
    return csvTextToTable(text, delimiter, true);
  } catch (error) {
    if (error instanceof StatsInputError) return { error: error.code };
    throw error;
  }
}

// Cells that exercise every branch: integers, decimals, signs, exponents, blanks, spaces,
// text, leading zeros, Korean, and numbers too long for the integer shortcut.
const cell = fc.oneof(
  fc.integer({ min: 0, max: 99999 }).map(String),
  fc.constantFrom('', ' ', '  ', '007', '-3', '+2', '1.50', '.5', '2e3', '1e400', 'NaN', ' 4 '),
  fc.constantFrom('-0', '-0.0', '+.5', '5.', '.', '-', '0.1', '-12.345', '1.2.3', '3-', '1 2'),
  // Plain decimals of up to 15 digits (read without Number) and just past that.
  fc
    .tuple(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), fc.integer({ min: 0, max: 9 }))
    .map(([i, places]) => (i / 10 ** places).toFixed(places)),
  fc.constantFrom('123456789012.345', '1234567890123.456', '0.000000000000001', '9007199254740993'),
  fc.constantFrom('가', '남', '여', 'A', 'b c', '1,5', '12345678901234567890'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);

describe('CSV fast road', () => {
  it('gives exactly the general road’s table whenever it takes a file', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { minLength: 0, maxLength: 12 }),
        fc.constantFrom(',', '\t', ';'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (width, grid, delimiter, eol, blankLines) => {
          const header = ['점수', '', '점수', 'x', 'y'].slice(0, width + 1);
          const lines = [header.join(delimiter)];
          for (const row of grid) {
            lines.push(row.slice(0, header.length).join(delimiter));
            if (blankLines) lines.push('   ');
          }
          const text = lines.join(eol) + (blankLines ? eol : '');
          const fast = readCsvColumns(text, delimiter);
          if (fast === null) return;
          taken++;
          expect(fast).toEqual(general(text, delimiter));
        },
      ),
      { numRuns: 500 },
    );
    // The property says something only if the fast road took many of the files.
    expect(taken).toBeGreaterThan(100);
  });

  it('takes a plain numeric survey file', () => {
    const text = '문항1,문항2,집단\n1,2,A\n3,,B\n5,4,A\n';
    const fast = readCsvColumns(text, ',');
    expect(fast).not.toBeNull();
    expect(fast).toEqual(general(text, ','));
    expect(fast!.table.columns.map((c) => c.type)).toEqual(['numeric', 'numeric', 'categorical']);
  });

  it('leaves quotes, ragged rows, lone CRs and header-only files to the general road', () => {
    expect(readCsvColumns('a,b\n"1",2\n', ',')).toBeNull();
    expect(readCsvColumns('a,b\n1,2,3\n', ',')).toBeNull();
    expect(readCsvColumns('a,b\n1\n', ',')).toBeNull();
    expect(readCsvColumns('a,b\r1,2\r', ',')).toBeNull();
    expect(readCsvColumns('a,b\n', ',')).toBeNull();
    expect(readCsvColumns('a,b\n,\n', ',')).toBeNull();
  });
});

describe('CSV fast road with onlyColumns (the command line keeps the variables its request names)', () => {
  it('keeps exactly the named columns of the whole table, with its row count and warnings', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { minLength: 0, maxLength: 12 }),
        fc.subarray(['점수', 'V2', '점수_2', 'x', 'y', 'z']),
        fc.boolean(),
        (grid, wanted, blankLines) => {
          const header = ['점수', '', '점수', 'x', 'y'];
          const lines = [header.join(',')];
          for (const row of grid) {
            lines.push(row.join(','));
            if (blankLines) lines.push('   ');
          }
          const text = lines.join('\n');
          const whole = readCsvColumns(text, ',');
          const only = readCsvColumns(text, ',', new Set(wanted));
          if (whole === null) return;
          taken++;
          expect(only).not.toBeNull();
          expect(only!.warnings).toEqual(whole.warnings);
          expect(only!.table.rowCount).toBe(whole.table.rowCount);
          expect(only!.table.columns).toEqual(
            whole.table.columns.filter((column) => wanted.includes(column.name)),
          );
        },
      ),
      { numRuns: 500 },
    );
    expect(taken).toBeGreaterThan(100);
  });

  it('counts rows filled only in columns it leaves out', () => {
    const text = 'a,b,c\n1,2,3\n,,7\n, , \n,x,\n\n';
    const whole = readCsvColumns(text, ',')!;
    const only = readCsvColumns(text, ',', new Set(['a']))!;
    expect(whole.table.rowCount).toBe(4);
    expect(only.table.rowCount).toBe(4);
    expect(only.table.columns).toEqual([
      { name: 'a', type: 'numeric', values: [1, null, null, null] },
    ]);
  });
});
