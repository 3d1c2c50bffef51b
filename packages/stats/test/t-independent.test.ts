import { describe, expect, it } from 'vitest';
import {
  analyze,
  independentT,
  readDataFile,
  summarizeTable,
  type IndependentTResult,
} from '../src';
import { inputError, utf8 } from './helpers';
import { expectMatchesR, readReference, surveyTable, type Json } from './reference';

const reference = readReference<{ independent: Record<string, Json>[] }>('ttests.json');
const table = surveyTable();

describe('t/independent against R (t.test, car::leveneTest(center = mean))', () => {
  it.each(
    reference.independent.map(
      (r) => [`${r.variable as string} by ${r.grouping as string}`, r] as const,
    ),
  )('%s', (name, r) => {
    const grouping =
      r.cutPoint === null
        ? { variable: r.grouping, groups: r.groups }
        : { variable: r.grouping, cutPoint: r.cutPoint };
    const result = analyze(table, {
      analysis: 't/independent',
      independentSampleTestValue: [r.variable],
      independentGroupingVariable: grouping,
      selectedConfidence: r.level,
    }) as IndependentTResult;
    expect(result.warnings).toEqual([]);
    expectMatchesR(result.variables[0], r, name, ['level', 'grouping', 'groups', 'cutPoint']);
  });

  it('builds the SPSS tables: two group rows and two test rows per variable', () => {
    const result = analyze(table, {
      analysis: 't/independent',
      independentSampleTestValue: ['사전', '사후'],
      independentGroupingVariable: { variable: '집단', groups: ['1', '2'] },
    }) as IndependentTResult;
    expect(result.groupLabels).toEqual(['1', '2']);
    expect(result.tables.map((t) => [t.id, t.rows.length])).toEqual([
      ['group-statistics', 4],
      ['independent-samples-test', 4],
      ['independent-samples-effect-sizes', 4],
    ]);
    expect(result.tables[1]!.rows[1]!.cells.leveneF).toBeNull();
  });
});

describe('t/independent: errors and undefined statistics', () => {
  const small = readDataFile(
    utf8('g,x,c,t\n1,1,4,가\n1,2,4,1\n2,3,5,1\n2,5,5,1\n3,8,5,1\n2,9,5,1\n2,,5,1\n'),
    { fileName: 'x.csv' },
  ).table;
  const request = (groups: unknown, variables = ['x']) => ({
    analysis: 't/independent',
    independentSampleTestValue: variables,
    independentGroupingVariable: groups,
  });

  it('names a group value the grouping variable lacks', () => {
    const error = inputError(() => analyze(small, request({ variable: 'g', groups: [1, 9] })));
    expect(error.code).toBe('GROUP_NOT_FOUND');
    expect(error.details).toMatchObject({ variable: 'g', value: '9' });
    expect(error.messageKo).toMatch(/'g'.*'9'/);
    // The values that do exist, so the person can pick two of them.
    expect(error.messageKo).toContain('있는 값: 1, 2, 3');
    expect(error.message).toContain('values present: 1, 2, 3');
    expect(error.details.values).toBe('1, 2, 3');
  });

  it('lists the text values of a text grouping variable when a group is missing', () => {
    const error = inputError(() => analyze(small, request({ variable: 't', groups: [1, 2] })));
    expect(error.code).toBe('GROUP_NOT_FOUND');
    expect(error.messageKo).toContain('있는 값: 1, 가');
  });

  it('refuses a group with fewer than two cases', () => {
    const error = inputError(() => analyze(small, request({ variable: 'g', groups: [1, 3] })));
    expect(error.code).toBe('TOO_FEW_CASES');
    expect(error.message).toMatch(/'x' has only 1 valid case\(s\) in group '3'/);
  });

  it('gives null t with a warning for zero variance within both groups', () => {
    const result = independentT(small, {
      analysis: 't/independent',
      independentSampleTestValue: ['c', 'x'],
      independentGroupingVariable: { variable: 'g', groups: [1, 2] },
      selectedConfidence: 95,
      selectedMissingValueControlMethod: 'pairwise',
    });
    expect(result.variables[0]).toMatchObject({ mean1: 4, mean2: 5, leveneF: null });
    expect(result.variables[0]!.equalVariances.tValue).toBeNull();
    expect(result.variables[0]!.equalVariances.meanDifference).toBe(-1);
    expect(result.variables[1]!.equalVariances.tValue).not.toBeNull();
    expect(result.warnings).toHaveLength(1);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('rejects malformed grouping and non-numeric cells', () => {
    expect(inputError(() => analyze(small, request({ variable: 'g' }))).details.field).toBe(
      'independentGroupingVariable',
    );
    expect(
      inputError(() => analyze(small, request({ variable: 'g', groups: [1, 2] }, ['t']))).details,
    ).toEqual({ variable: 't', row: 1, value: '가' });
    expect(inputError(() => analyze(small, request({ variable: '없음', cutPoint: 2 }))).code).toBe(
      'UNKNOWN_VARIABLE',
    );
  });
});

describe('the dataset summary offers a grouping variable’s values', () => {
  it('lists few distinct values in category order, as text, and none for many', () => {
    const { table } = readDataFile(
      utf8(`g,s,x\n2,여,1.5\n1,남,2.5\n2,남,3.5\n10,여,4.5\n,,5.5\n1,남,6.5\n`),
      { fileName: 'g.csv' },
    );
    const x = summarizeTable(table).columns.find((c) => c.name === 'x');
    expect(x?.levels).toEqual(['1.5', '2.5', '3.5', '4.5', '5.5', '6.5']);
    const many = {
      name: 'many',
      type: 'numeric' as const,
      values: Array.from({ length: 30 }, (_, i) => i),
    };
    const summary = summarizeTable({ ...table, columns: [...table.columns, many] });
    const byName = Object.fromEntries(summary.columns.map((c) => [c.name, c.levels]));
    expect(byName.g).toEqual(['1', '2', '10']);
    expect(byName.s).toEqual(['남', '여']);
    expect(byName.many).toBeUndefined();
  });
});

describe('t/independent table: degrees of freedom as SPSS prints them', () => {
  it('marks the df column so a whole df shows no decimals and Welch’s keeps them', () => {
    const result = analyze(surveyTable(), {
      analysis: 't/independent',
      independentSampleTestValue: ['사전'],
      independentGroupingVariable: { variable: '성별', groups: ['남', '여'] },
    }) as IndependentTResult;
    const test = result.tables.find((t) => t.columns.some((c) => c.key === 'degreesOfFreedom'))!;
    expect(test.columns.find((c) => c.key === 'degreesOfFreedom')!.format).toBe('df');
  });
});
