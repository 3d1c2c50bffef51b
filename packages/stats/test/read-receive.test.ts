import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DataFileReceiver, readDataFileColumnarAsync, StatsInputError } from '../src';
import type { ReadOptions } from '../src';
import { cp949, fixture, utf8 } from './helpers';

/** The whole-file reader's answer: its table and info, or its input error's code. */
async function whole(bytes: Uint8Array, options: ReadOptions) {
  try {
    return await readDataFileColumnarAsync(bytes, options);
  } catch (error) {
    if (error instanceof StatsInputError) return { error: error.code };
    throw error;
  }
}

/** The same file given to a receiver in pieces of the given sizes (cycled), then finished. */
async function received(bytes: Uint8Array, options: ReadOptions, sizes: number[]) {
  const receiver = new DataFileReceiver(options.fileName, bytes.byteLength);
  let at = 0;
  for (let k = 0; at < bytes.byteLength; k++) {
    const size = Math.max(1, sizes[k % sizes.length]!);
    // A copy, as the server sends each piece to the worker in a buffer of its own.
    receiver.push(bytes.slice(at, at + size));
    at += size;
  }
  try {
    return { read: await receiver.finish(options), asItCame: receiver.readAsItCame };
  } catch (error) {
    if (error instanceof StatsInputError) return { read: { error: error.code }, asItCame: false };
    throw error;
  }
}

async function expectSame(
  bytes: Uint8Array,
  options: ReadOptions,
  sizes: number[],
  asItCame?: boolean,
) {
  const got = await received(bytes, options, sizes);
  expect(got.read).toEqual(await whole(bytes, options));
  if (asItCame !== undefined) expect(got.asItCame).toBe(asItCame);
}

/** A survey-like CSV of `rows` rows, past the 64 KiB the delimiter is chosen on when large. */
function survey(rows: number, delimiter = ',', newline = '\n'): string {
  const lines = [['id', '성별', '점수', 'q1'].join(delimiter)];
  for (let r = 1; r <= rows; r++) {
    lines.push(
      [r, r % 3 === 0 ? '여' : '남', r % 7 === 0 ? '' : ((r * 37) % 1000) / 10, r % 5].join(
        delimiter,
      ),
    );
  }
  return lines.join(newline) + newline;
}

const csv = { fileName: 'data.csv' };

describe('a data file read while it arrives', () => {
  it('reads the common CSV as it comes, exactly as the whole file, in pieces of any size', async () => {
    const bytes = utf8(survey(10_000));
    expect(bytes.byteLength).toBeGreaterThan(65536 * 1.5);
    for (const sizes of [[bytes.byteLength], [65536], [1000, 7, 333], [4096, 1, 2, 3]])
      await expectSame(bytes, csv, sizes, true);
  });

  it('keeps a Korean character whose bytes are split between pieces (UTF-8 and CP949)', async () => {
    const text = survey(300);
    await expectSame(utf8(text), csv, [1], true);
    await expectSame(utf8(text), csv, [2, 5], true);
    const korean = cp949(text);
    await expectSame(korean, csv, [1], true);
    await expectSame(korean, csv, [3, 1024], true);
    const read = await received(korean, csv, [1]);
    expect((read.read as { info: { encoding: string } }).info.encoding).toBe('cp949');
  });

  it('reads a CP949 file from the start again when its first non-UTF-8 byte comes late', async () => {
    const text = survey(8000).replace(/\n$/, '\n99999,똠방각하,1,2\n');
    const bytes = cp949(text);
    // Everything before the last line is ASCII or 남/여, which CP949 writes as invalid UTF-8 too;
    // an ASCII-only start makes the switch come late.
    const ascii = cp949(survey(8000).replace(/[남여]/g, 'x') + '1,똠,2,3\n');
    for (const file of [bytes, ascii]) {
      await expectSame(file, csv, [65536], true);
      await expectSame(file, csv, [4093], true);
    }
  });

  it('takes the BOM off, CRLF lines, a last line without LF, tabs and semicolons', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(survey(50))]);
    await expectSame(bom, csv, [1], true);
    await expectSame(bom, csv, [2, 100], true);
    // The decoder takes one BOM off, the reader a second one.
    const twice = new Uint8Array([0xef, 0xbb, 0xbf, ...bom]);
    await expectSame(twice, csv, [1], true);
    await expectSame(twice, csv, [4, 50], true);
    // Where each row starts counts when a column's earlier rows are read again as text.
    const turning = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      0xef,
      0xbb,
      0xbf,
      ...utf8('a,b\n12,2\nx,3\n'),
    ]);
    await expectSame(turning, csv, [1], true);
    await expectSame(utf8(survey(6000, ',', '\r\n')), csv, [1001], true);
    await expectSame(utf8(survey(40).trimEnd()), csv, [9], true);
    await expectSame(utf8(survey(6000, '\t')), { fileName: 'data.tsv' }, [5000], true);
    await expectSame(utf8(survey(40, ';')), { fileName: 'data.txt' }, [3], true);
  });

  it('reads a column that turns to text after many rows of numbers again from the whole text', async () => {
    const text = survey(6000).replace(/\n$/, '\n6001,남,없음,1\n');
    const got = await received(utf8(text), csv, [777]);
    expect(got.asItCame).toBe(true);
    expect(got.read).toEqual(await whole(utf8(text), csv));
    const { table } = got.read as { table: { columns: { name: string; type: string }[] } };
    expect(table.columns.find((c) => c.name === '점수')?.type).toBe('categorical');
  });

  it('reads whole what the fast road does not take, with the same answer or error', async () => {
    const cases: [Uint8Array, ReadOptions][] = [
      [utf8('a,b\n"1,5",2\n3,4\n'), csv],
      [utf8('a,b\r1,2\r3,4\r'), csv],
      [utf8('a,b\n1,2\n3,4\r'), csv],
      [utf8('a,b\n1,2,3\n'), csv],
      [utf8('a,b\n1\x002\n'), csv],
      [utf8(''), csv],
      [new Uint8Array([0xef, 0xbb, 0xbf]), csv],
      [utf8('\n\n  \n'), csv],
      [utf8('only\n1\n2\n'), csv],
      [utf8('a,b\n\n'), csv],
      [utf8(survey(30)), { ...csv, firstRowAsNames: false }],
      [utf8(survey(30)), { ...csv, encoding: 'cp949' }],
      [cp949(survey(30)), { ...csv, encoding: 'utf-8' }],
      [new Uint8Array([0xef, 0xbb, 0xbf, ...cp949(survey(30))]), csv],
      [new Uint8Array([...utf8('a,b\n1,2\n'), 0xff, 0xff, 0x0a]), csv],
      [utf8(survey(30)), { fileName: 'data.dat' }],
      [utf8('a' + ',b'.repeat(20_000) + '\n' + '1,'.repeat(20_000) + '1\n'), csv],
    ];
    for (const [bytes, options] of cases) {
      for (const sizes of [[1], [3, 64], [1 << 20]]) await expectSame(bytes, options, sizes, false);
    }
    // A line of megabytes: left to the whole-file reader, however it arrives.
    const long = utf8('a,b\n1,' + '2'.repeat(5 * 1024 * 1024) + '\n3,4\n');
    for (const sizes of [[100], [1 << 20]]) await expectSame(long, csv, sizes, false);
  });

  it('reads the same CSV with the encoding the form names, when it is the one found', async () => {
    await expectSame(utf8(survey(30)), { ...csv, encoding: 'utf-8' }, [7], true);
    await expectSame(cp949(survey(30)), { ...csv, encoding: 'cp949' }, [7], true);
  });

  it('reads XLSX and SPSS files whole from the pieces received', async () => {
    for (const name of ['survey.xlsx', 'survey-utf8.sav', 'survey-utf8.zsav', 'survey-cp949.sav'])
      await expectSame(fixture(`readers/${name}`), { fileName: name }, [1000, 17], false);
  });

  it('matches the whole-file reader on generated CSVs cut anywhere', async () => {
    const cell = fc.oneof(
      fc.integer({ min: 0, max: 30 }).map(String),
      fc.constantFrom('', ' ', '-0', '1.50', '.5', '2e3', 'NaN', ' 4 ', '007', '가', ' 여 ', 'b c'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 12 }),
        fc.constantFrom(',', '\t', ';'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }),
        async (grid, delimiter, newline, korean, sizes) => {
          const text = [['점수', '', 'x'], ...grid].map((r) => r.join(delimiter)).join(newline);
          const bytes = korean ? cp949(text) : utf8(text);
          await expectSame(bytes, csv, sizes);
        },
      ),
      { numRuns: 300 },
    );
  });
});
