import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../../stats/src/read/xlsx';
import { frequenciesDefinition } from '../../definitions/frequencies';
import { frequenciesResultFixture } from '../../fixtures/frequencies';
import { resultSheetRows, resultWorkbook } from './exportTables';
import { localizeTable } from './ResultView';
import { buildXlsx, columnName, crc32, sheetValue } from './xlsx';

describe('XLSX download', () => {
  it('computes the ZIP checksum as the standard does', () => {
    // CRC-32 of "123456789" is the check value of the algorithm (0xCBF43926).
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(columnName(0)).toBe('A');
    expect(columnName(26)).toBe('AA');
  });

  it('writes a workbook a real XLSX reader opens, numbers as numbers and Korean text intact', async () => {
    const bytes = buildXlsx([
      {
        name: '결과',
        rows: [
          ['빈도분석 <표> & "값"', null, 1.5],
          ['남', 20, 0.045],
        ],
      },
    ]);
    const { table, info } = await readXlsx(bytes, {
      fileName: 'results.xlsx',
      firstRowAsNames: false,
    });
    expect(info.sheet).toBe('결과');
    expect(table.columns[0]?.values).toEqual(['빈도분석 <표> & "값"', '남']);
    expect(table.columns[1]?.values).toEqual([null, 20]);
    expect(table.columns[2]?.values).toEqual([1.5, 0.045]);
  });

  it('lays every table of a result out as shown, counts and percentages as numbers', async () => {
    const tables = frequenciesDefinition
      .resultTables(frequenciesResultFixture)
      .map((table) => localizeTable(table, 'en'));
    const options = { decimals: 2, pValueStyle: 'spss' as const, locale: 'en' as const };
    const rows = resultSheetRows(tables, options);
    expect(rows[0]).toEqual(['Statistics']);
    // The N of the first variable: an integer, as on screen.
    expect(rows.find((row) => row[0] === 'N')?.[2]).toBe(55);
    expect(sheetValue('1,234.50')).toBe(1234.5);
    expect(sheetValue('.045')).toBe(0.045);
    expect(sheetValue('<.001')).toBe('<.001');
    const { table } = await readXlsx(resultWorkbook('Frequencies', tables, options), {
      fileName: 'results.xlsx',
      firstRowAsNames: false,
    });
    expect(table.rowCount).toBe(rows.length);
  });
});
