import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../../stats/src/read/xlsx';
import { frequenciesDefinition } from '../../definitions/frequencies';
import { tIndependentDefinition } from '../../definitions/tIndependent';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { frequenciesResultFixture } from '../../fixtures/frequencies';
import { tIndependentResultFixture } from '../../fixtures/tTests';
import type { AnalysisResult } from '../../types';
import { resultSheetRows, resultWorkbook } from './exportTables';
import { localizeTable } from './ResultView';
import { buildXlsx, columnName, crc32, sheetValue } from './xlsx';

/** Every cell of a sheet as Excel stores it: its value, whether text, and its number format. */
function storedCells(bytes: Uint8Array, sheet = 1) {
  const files = unzipSync(bytes);
  const styles = strFromU8(files['xl/styles.xml']!);
  const formats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<'),
    ]),
  );
  const xfs = [
    ...styles.match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)![1]!.matchAll(/numFmtId="(\d+)"/g),
  ].map((m) => m[1]!);
  const xml = strFromU8(files[`xl/worksheets/sheet${sheet}.xml`]!);
  const cells = new Map<string, { value: string; text: boolean; format: string }>();
  for (const m of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>([\s\S]*?)<\/c>/g)) {
    const style = /s="(\d+)"/.exec(m[2]!)?.[1];
    const text = /t="inlineStr"/.test(m[2]!);
    const value = text
      ? /<t[^>]*>([^<]*)<\/t>/.exec(m[3]!)![1]!
      : /<v>([^<]*)<\/v>/.exec(m[3]!)![1]!;
    const format =
      style === undefined ? 'General' : (formats.get(xfs[Number(style)]!) ?? 'General');
    cells.set(m[1]!, { value, text, format });
  }
  return cells;
}

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
    // The N of the first variable: shown as the integer 55, stored as that number.
    expect(rows.find((row) => row[0] === 'N')?.[2]).toEqual({ value: 55, format: '#,##0' });
    expect(sheetValue('1,234.50')).toBe(1234.5);
    expect(sheetValue('.045')).toBe(0.045);
    expect(sheetValue('<.001')).toBe('<.001');
    const { table } = await readXlsx(resultWorkbook('Frequencies', tables, options), {
      fileName: 'results.xlsx',
      firstRowAsNames: false,
    });
    expect(table.rowCount).toBe(rows.length);
  });

  const tIndependent = tIndependentDefinition as unknown as AnyAnalysisDefinition;
  const tResult = tIndependentResultFixture as unknown as AnalysisResult;

  it('keeps every number at full precision, with formats that show the displayed decimals', async () => {
    const tables = tIndependent.resultTables(tResult).map((table) => localizeTable(table, 'ko'));
    const options = { decimals: 3, pValueStyle: 'spss' as const, locale: 'ko' as const };
    const bytes = resultWorkbook('독립표본 t 검정', tables, options, {
      sheetName: 'SPSS 구문',
      text: "T-TEST GROUPS=집단('1' '2')\n  /VARIABLES=사전 사후.",
    });
    const rows = resultSheetRows(tables, options);
    const cells = storedCells(bytes);
    const at = (row: number, column: number) => cells.get(`${columnName(column)}${row + 1}`);

    // Group statistics: the header, then "사전" (named once), group "1", N, mean, SD, SE.
    const first = rows.findIndex((row) => row[0] === '사전');
    expect(at(first, 0)).toEqual({ value: '사전', text: true, format: 'General' });
    // The group value "1" is text in a text column, not the number 1.
    expect(at(first, 1)).toEqual({ value: '1', text: true, format: 'General' });
    expect(at(first, 2)).toEqual({ value: '24', text: false, format: '#,##0' });
    // The mean as computed (61.8458333…), shown as 61.846.
    expect(Number(at(first, 3)!.value)).toBe(61.84583333333333);
    expect(at(first, 3)!.format).toBe('#,##0.000');
    expect(at(first + 1, 0)).toBeUndefined();

    // The test table: p as ".000", whole df without decimals, an empty cell where SPSS shows ".".
    const testTitle = rows.findIndex((row) => row[0] === '독립표본 검정');
    const header = rows.findIndex((row, index) => index > testTitle && row.includes('F'));
    const column = (label: string) => rows[header]!.indexOf(label);
    const assumed = header + 1;
    const welch = header + 2;
    const levene = at(assumed, column('유의확률'))!;
    expect(levene.format).toBe('.000');
    expect(levene.text).toBe(false);
    expect(at(assumed, column('자유도'))!.format).toBe('#,##0');
    expect(Number.isInteger(Number(at(assumed, column('자유도'))!.value))).toBe(true);
    // The Welch df keeps its fraction and its decimals.
    expect(Number.isInteger(Number(at(welch, column('자유도'))!.value))).toBe(false);
    expect(at(welch, column('자유도'))!.format).toBe('#,##0.000');
    // No Levene test on the Welch row: nothing stored, not the text ".".
    expect(at(welch, column('F'))).toBeUndefined();

    // A real reader gets every digit back (as text here: the column also holds the headers).
    const { table } = await readXlsx(bytes, { fileName: 'results.xlsx', firstRowAsNames: false });
    expect(Number(table.columns[3]?.values[first])).toBe(61.84583333333333);

    // The syntax on its own sheet, one line a row.
    const files = unzipSync(bytes);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('<sheet name="SPSS 구문"');
    const syntax = storedCells(bytes, 2);
    expect(syntax.get('A1')).toEqual({
      value: "T-TEST GROUPS=집단('1' '2')",
      text: true,
      format: 'General',
    });
    expect(syntax.get('A2')?.value).toBe('  /VARIABLES=사전 사후.');
  });

  it('writes a row named in the group column once, its footnote mark beside that name', () => {
    const rows = resultSheetRows(
      [
        {
          id: 'cases',
          title: '케이스 처리 요약',
          columns: [{ key: 'n', label: 'N', format: 'integer' }],
          rows: [
            { label: '1', group: '진로', cells: { n: 80 } },
            { label: '', group: '하위모집단', cells: { n: 295 }, footnoteRefs: [0] },
          ],
          footnotes: ['주석'],
        },
      ],
      { decimals: 3, pValueStyle: 'spss', locale: 'ko' },
    );
    expect(rows.slice(2, 4).map((row) => row.slice(0, 2))).toEqual([
      ['진로', '1'],
      ['하위모집단 a', ''],
    ]);
  });

  it("writes APA's p below .001 as a format, so the cell still holds the p", () => {
    const tables = tIndependent.resultTables(tResult).map((table) => localizeTable(table, 'en'));
    const options = { decimals: 4, pValueStyle: 'apa' as const, locale: 'en' as const };
    const rows = resultSheetRows(tables, options);
    const pCells = rows
      .flat()
      .filter(
        (cell): cell is { value: number; format: string } =>
          cell !== null && typeof cell === 'object' && cell.format.includes('"<'),
      );
    expect(pCells.length).toBeGreaterThan(0);
    // Four decimals chosen: p shows with four, and APA's bound follows.
    expect(pCells[0]!.format).toBe('[<0.0001]"<.0001";.0000');
  });
});
