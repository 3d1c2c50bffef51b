import { describe, expect, it } from 'vitest';
import { analyze, oneSampleT, type DataTable, type OneSampleTResult } from '../src';
import { noncentralTCdf } from '../src/math/noncentral-t';
import { inputError, utf8 } from './helpers';
import { expectMatchesR, readReference, surveyTable, type Json } from './reference';
import { readDataFile } from '../src';

const reference = readReference<{ one: Record<string, Json>[] }>('ttests.json');
const table = surveyTable();

describe('t/one against R (t.test, noncentral-t intervals by uniroot on pt)', () => {
  it.each(reference.one.map((r) => [r.variable as string, r] as const))('%s', (name, r) => {
    const result = analyze(table, {
      analysis: 't/one',
      variables: [name],
      populationMean: r.populationMean,
      selectedConfidence: r.level,
    }) as OneSampleTResult;
    expect(result.warnings).toEqual([]);
    expectMatchesR(result.variables[0], r, name, ['populationMean', 'level']);
    expect(result.variables[0]!.missing).toBe(57 - (r.n as number));
  });

  it('builds the three SPSS tables with one row per variable (two for effect sizes)', () => {
    const result = analyze(table, {
      analysis: 't/one',
      variables: ['사전', '사후'],
      populationMean: 60,
    }) as OneSampleTResult;
    expect(result.tables.map((t) => t.id)).toEqual([
      'one-sample-statistics',
      'one-sample-test',
      'one-sample-effect-sizes',
    ]);
    expect(result.tables[1]!.rows[0]!.cells.tValue).toBe(result.variables[0]!.tValue);
    expect(result.tables[2]!.rows).toHaveLength(4);
    expect(result.confidence).toBe(95);
  });
});

describe('t/one: undefined statistics and bad input', () => {
  const small: DataTable = readDataFile(utf8('상수,하나,글자\n3,1,가\n3,,2\n3,,3\n'), {
    fileName: 'x.csv',
  }).table;

  it('gives null with a warning for a constant variable, and still tests the others', () => {
    const result = oneSampleT(small, {
      analysis: 't/one',
      variables: ['상수', '하나'],
      populationMean: 1,
      selectedConfidence: 95,
      selectedMissingValueControlMethod: 'pairwise',
    });
    const [constant, single] = result.variables;
    expect(constant).toMatchObject({ n: 3, mean: 3, std: 0, tValue: null, pValue: null });
    expect(constant!.cohensD.pointEstimate).toBeNull();
    expect(single).toMatchObject({ n: 1, mean: 1, std: null, tValue: null });
    expect(result.warnings.join(' ')).toMatch(/'상수'.*분산 0/);
    expect(result.warningsEn.join(' ')).toMatch(/'하나' has only 1 valid value/);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('names the variable, row and value of a non-numeric cell', () => {
    const error = inputError(() => analyze(small, { analysis: 't/one', variables: ['글자'] }));
    expect(error.details).toEqual({ variable: '글자', row: 1, value: '가' });
    expect(error.messageKo).toMatch(/'글자'.*1번째 행.*'가'/);
  });

  it('names an unknown variable and a bad test value', () => {
    expect(inputError(() => analyze(small, { analysis: 't/one', variables: ['키'] })).code).toBe(
      'UNKNOWN_VARIABLE',
    );
    const bad = inputError(() =>
      analyze(small, { analysis: 't/one', variables: ['상수'], populationMean: 'abc' }),
    );
    expect(bad.details.field).toBe('populationMean');
    expect(
      inputError(() =>
        analyze(small, { analysis: 't/one', variables: ['상수'], selectedConfidence: 120 }),
      ).details.field,
    ).toBe('selectedConfidence');
  });
});

describe('noncentral t CDF', () => {
  it('agrees with the central t at ncp 0 and is monotone in ncp', () => {
    let previous = 1;
    for (let ncp = -3; ncp <= 6; ncp += 0.25) {
      const p = noncentralTCdf(1.7, 12, ncp);
      expect(p).toBeLessThanOrEqual(previous);
      previous = p;
    }
    expect(noncentralTCdf(-2, 5, 1e-300)).toBeCloseTo(0.05096973941492914, 12);
  });
});
