import { describe, expect, it } from 'vitest';
import { chiDefinition } from '../../definitions/chi';
import { correlationDefinition } from '../../definitions/correlation';
import { frequenciesDefinition } from '../../definitions/frequencies';
import { chiResultFixture } from '../../fixtures/chi';
import { correlationResultFixture } from '../../fixtures/correlation';
import { frequenciesResultFixture } from '../../fixtures/frequencies';
import type { ResultTableModel } from '../../types';
import { isCountRow, withIntegerCounts } from './counts';

function table(tables: ResultTableModel[], id: string): ResultTableModel {
  const found = tables.find((t) => t.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
}

describe('counts as integers', () => {
  it('shows the N of frequencies as an integer, the statistics with their decimals', () => {
    const statistics = table(
      frequenciesDefinition.resultTables(frequenciesResultFixture),
      'statistics',
    );
    const rows = withIntegerCounts(statistics, 'ko');
    const valid = rows.find((row) => row.group === 'N' && row.label.includes('Valid'));
    expect(Object.values(valid!.cells)).toContain('55');
    const mean = rows.find((row) => row.label.includes('(Mean)'));
    expect(mean).toBe(statistics.rows.find((row) => row.label.includes('(Mean)')));
  });

  it('turns crosstab counts and N of valid cases into integers, not expected counts or percentages', () => {
    const tables = chiDefinition.resultTables(chiResultFixture);
    const crosstab = table(tables, 'crosstab');
    const rows = withIntegerCounts(crosstab, 'en');
    crosstab.rows.forEach((row, index) => {
      const shown = rows[index]!;
      if (/\(Count\)/.test(row.label)) {
        for (const value of Object.values(shown.cells))
          expect(value === null || typeof value === 'string').toBe(true);
      } else expect(shown).toBe(row);
    });
    expect(crosstab.rows.some((row) => row.label.includes('Expected Count'))).toBe(true);
    expect(
      crosstab.rows.filter((row) => row.label.includes('Expected Count')).some(isCountRow),
    ).toBe(false);
    const tests = table(tables, 'chi-square-tests');
    const n = withIntegerCounts(tests, 'en').find((row) => row.label.includes('N of Valid Cases'));
    expect(n?.cells.value).toBe('67');
  });

  it('groups thousands in the reader’s locale and keeps non-integral values as numbers', () => {
    const model: ResultTableModel = {
      id: 't',
      title: { ko: 't', en: 't' },
      columns: [{ key: 'v', label: { ko: 'v', en: 'v' }, format: 'number', decimals: 2 }],
      rows: [
        { label: 'N', cells: { v: 12345 } },
        { label: '자유도 (df)', cells: { v: 45.37 } },
        { label: '평균 (Mean)', cells: { v: 3 } },
      ],
    };
    expect(withIntegerCounts(model, 'en').map((row) => row.cells.v)).toEqual(['12,345', 45.37, 3]);
  });

  it('shows the N rows of a correlation matrix as integers', () => {
    const correlations = table(
      correlationDefinition.resultTables(correlationResultFixture),
      'correlations-pearson',
    );
    const rows = withIntegerCounts(correlations, 'ko');
    const n = rows.find((row) => row.label === 'N');
    for (const value of Object.values(n!.cells))
      expect(typeof value === 'string' || value === null).toBe(true);
  });
});
