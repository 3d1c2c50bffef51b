import { describe, expect, it } from 'vitest';
import {
  analyze,
  frequencies,
  frequencyStatistics,
  readDataFile,
  type DataTable,
  type FrequenciesResult,
} from '../src';
import { inputError, utf8 } from './helpers';
import { expectMatchesR, readReference, surveyTable, type Json } from './reference';

const reference = readReference<{
  numeric: Record<string, Json>[];
  text: Record<string, Json>;
  recoded: Record<string, Json>;
}>('frequencies.json');
const table = surveyTable();
const run = (request: Record<string, unknown>) =>
  analyze(table, { analysis: 'frequencies', ...request }) as FrequenciesResult;

describe('frequencies against R (table, quantile type 6, SPSS G1/G2)', () => {
  it.each(reference.numeric.map((r) => [r.variable as string, r] as const))(
    'numeric %s: counts, percents and every statistic',
    (name, r) => {
      const result = run({ variables: [name], statistics: [...frequencyStatistics] });
      expectMatchesR(result.variables[0], r, name);
    },
  );

  it('a text variable: counts and percents, statistics null with a warning', () => {
    const result = run({ variables: ['성별'], statistics: ['mean', 'mode'] });
    expectMatchesR(result.variables[0], reference.text, '성별');
    expect(result.variables[0]!.statistics).toEqual({ mean: null, mode: null });
    expect(result.warningsEn).toEqual([
      "'성별' is a text variable, so numeric statistics are not computed.",
    ]);
  });

  it('recodes values into factorGroups before counting', () => {
    const result = run({
      variables: ['만족도'],
      factorGroups: [
        {
          variable: '만족도',
          groups: [
            { label: '불만족', values: [1, '2'] },
            { label: '보통', values: [3] },
            { label: '만족', values: [4, 5] },
          ],
        },
      ],
    });
    expectMatchesR(result.variables[0], reference.recoded, 'recoded');
    expect(result.variables[0]!.recoded).toBe(true);
  });

  it('warns about multiple modes and about constant variables', () => {
    const result = run({ variables: ['만족도', '상수'], statistics: ['mode', 'skewness'] });
    expect(result.variables[0]!.statistics.multipleModes).toBe(true);
    expect(result.variables[1]!.statistics.skewness).toBeNull();
    expect(result.warningsEn).toHaveLength(2);
    expect(result.warnings[0]).toMatch(/'만족도'의 최빈값이 여러 개/);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('builds the Statistics table and one frequency table per variable', () => {
    const result = run({ variables: ['만족도', '성별'], statistics: ['mean', 'quartiles'] });
    const [statistics, first, second] = result.tables;
    expect(statistics!.columns.map((c) => c.label.ko)).toEqual(['만족도', '성별']);
    expect(statistics!.rows.map((r) => r.label)).toEqual([
      '유효 (Valid)',
      '결측 (Missing)',
      '평균 (Mean)',
      '백분위수 25 (Percentile 25)',
      '백분위수 50 (Percentile 50)',
      '백분위수 75 (Percentile 75)',
    ]);
    expect(first!.rows.map((r) => r.label)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '합계 (Total)',
      '시스템 결측값 (System)',
      '전체 (Total)',
    ]);
    expect(second!.rows[0]!.cells.frequency).toBe(20);
  });
});

describe('frequencies: value labels and bad input', () => {
  const labelled: DataTable = {
    rowCount: 4,
    columns: [
      {
        name: '응답',
        type: 'numeric',
        values: [1, 2, 2, null],
        valueLabels: { '1': '예', '2': '아니오' },
      },
    ],
  };

  it('shows value labels from the column', () => {
    const result = frequencies(labelled, {
      analysis: 'frequencies',
      variables: ['응답'],
      statistics: [],
      factorGroups: [],
    });
    expect(result.variables[0]!.rows.map((r) => [r.value, r.label, r.frequency])).toEqual([
      [1, '예', 1],
      [2, '아니오', 2],
    ]);
    expect(result.tables[1]!.rows[1]!.label).toBe('아니오 (2)');
  });

  it('names unknown variables and malformed fields', () => {
    const small = readDataFile(utf8('a\n1\n'), { fileName: 'a.csv' }).table;
    expect(
      inputError(() => analyze(small, { analysis: 'frequencies', variables: ['없음'] })).details,
    ).toEqual({ variable: '없음' });
    expect(
      inputError(() =>
        analyze(small, { analysis: 'frequencies', variables: ['a'], statistics: ['average'] }),
      ).details.field,
    ).toBe('statistics');
    expect(
      inputError(() =>
        analyze(small, { analysis: 'frequencies', variables: ['a'], factorGroups: [{}] }),
      ).details.field,
    ).toBe('factorGroups');
  });
});
