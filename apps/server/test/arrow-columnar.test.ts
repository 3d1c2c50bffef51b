import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  columnarOf,
  readDataFile,
  readDataFileColumnarAsync,
  type ColumnarTable,
  type DataTable,
} from '@tonggye/stats';
import { describe, expect, it } from 'vitest';
import { summaryOf, previewOf } from '../src/datasets';
import {
  decodeColumn,
  encodeColumn,
  writeTable,
  type StoredColumn,
} from '../src/storage/arrow-table';

const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');

/** The bytes `writeTable` puts, by key, and its answer. */
async function written(table: DataTable | ColumnarTable) {
  const objects = new Map<string, Uint8Array>();
  const answer = await writeTable(table, 'v/', async (key, body) => {
    objects.set(key, body);
  });
  return { answer, objects };
}

describe('Arrow columns from the reader’s typed arrays', () => {
  it('are the bytes the engine’s model gives, so equal tables keep equal hashes', async () => {
    const text =
      '번호,집단,점수,메모\n1,A,2.5,\n2,, ,가\n3,B,-0,나\n4,A,1e-300,가\n5,C,7,\n,,,\n6,B,x, 다 \n' +
      // Rows of only missing cells at the end: the reader's arrays are longer than the table.
      ',,,\n , ,,\n';
    const bytes = new TextEncoder().encode(text);
    const engine = readDataFile(bytes, { fileName: 'mixed.csv' }).table;
    const typed = (await readDataFileColumnarAsync(bytes, { fileName: 'mixed.csv' })).table;
    expect(typed.rowCount).toBe(7);
    // The fast road took the file: the cells are typed arrays, not JS values.
    expect(typed.columns.map((c) => ('numbers' in c ? 'numbers' : 'codes'))).toEqual([
      'numbers',
      'codes',
      'codes',
      'codes',
    ]);
    for (const [i, column] of typed.columns.entries()) {
      const fromTyped = encodeColumn(column);
      expect(Buffer.from(fromTyped).equals(Buffer.from(encodeColumn(engine.columns[i]!)))).toBe(
        true,
      );
      const { values, ...facts } = engine.columns[i]!;
      expect(decodeColumn(fromTyped)).toEqual({ ...facts, values });
    }
    const a = await written(typed);
    const b = await written(engine);
    expect(a.answer).toEqual(b.answer);
    expect(summaryOf(typed)).toEqual(summaryOf(engine));
    expect(previewOf(typed)).toEqual(previewOf(engine));
  });

  it('keep an SPSS file’s labels, measure and user-missing values', async () => {
    const bytes = new Uint8Array(readFileSync(join(fixtures, 'readers/survey-utf8.sav')));
    const engine = readDataFile(bytes, { fileName: 'survey.sav' }).table;
    const typed = (await readDataFileColumnarAsync(bytes, { fileName: 'survey.sav' })).table;
    expect(typed).toEqual(columnarOf(engine));
    for (const [i, column] of typed.columns.entries()) {
      const stored = engine.columns[i]! as StoredColumn;
      expect(Buffer.from(encodeColumn(column)).equals(Buffer.from(encodeColumn(stored)))).toBe(
        true,
      );
    }
    expect(summaryOf(typed)).toEqual(summaryOf(engine));
  });

  it('write a column of only missing numbers as all nulls', () => {
    const column = decodeColumn(
      encodeColumn({ name: 'x', type: 'numeric', numbers: new Float64Array([NaN, NaN]) }),
    );
    expect(column.values).toEqual([null, null]);
  });
});
