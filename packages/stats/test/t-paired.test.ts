import { describe, expect, it } from 'vitest';
import { analyze, pairedT, readDataFile, type PairedTResult } from '../src';
import { inputError, utf8 } from './helpers';
import { expectMatchesR, readReference, surveyTable, type Json } from './reference';

const reference = readReference<{ paired: Record<string, Json>[] }>('ttests.json');
const table = surveyTable();

describe('t/paired against R (t.test paired, cor.test, noncentral-t intervals)', () => {
  it.each(reference.paired.map((r) => [`${r.first as string}-${r.second as string}`, r] as const))(
    '%s',
    (name, r) => {
      const result = analyze(table, {
        analysis: 't/paired',
        pairedSampleTestValue: [[r.first, r.second]],
        selectedConfidence: r.level,
      }) as PairedTResult;
      expect(result.warnings).toEqual([]);
      expectMatchesR(result.pairs[0], r, name, ['level']);
    },
  );

  it('reports each pair on its own cases and builds the four SPSS tables', () => {
    const result = analyze(table, {
      analysis: 't/paired',
      pairedSampleTestValue: [
        ['사전', '사후'],
        ['만족도', '충성도'],
      ],
    }) as PairedTResult;
    expect(result.pairs.map((p) => p.n)).toEqual(reference.paired.map((r) => r.n));
    expect(result.tables.map((t) => t.id)).toEqual([
      'paired-samples-statistics',
      'paired-samples-correlations',
      'paired-samples-test',
      'paired-samples-effect-sizes',
    ]);
    expect(result.tables[0]!.rows).toHaveLength(4);
  });
});

describe('t/paired: undefined statistics and bad input', () => {
  const small = readDataFile(utf8('가,나,다\n1,2,5\n2,3,5\n3,4,5\n,1,\n'), {
    fileName: 'x.csv',
  }).table;

  it('gives null t with a warning when the differences are constant', () => {
    const result = pairedT(small, {
      analysis: 't/paired',
      pairedSampleTestValue: [
        ['가', '나'],
        ['가', '다'],
      ],
      selectedConfidence: 95,
      selectedMissingValueControlMethod: 'pairwise',
    });
    const [shifted, constant] = result.pairs;
    expect(shifted).toMatchObject({ n: 3, missing: 1, meanDifference: -1, stdDifference: 0 });
    expect(shifted!.tValue).toBeNull();
    expect(shifted!.correlation).toBeCloseTo(1, 14);
    expect(constant!.correlation).toBeNull();
    expect(constant!.tValue).not.toBeNull();
    expect(result.warnings).toHaveLength(2);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('rejects a malformed pair list and unknown variables', () => {
    expect(
      inputError(() => analyze(small, { analysis: 't/paired', pairedSampleTestValue: [['가']] }))
        .details.field,
    ).toBe('pairedSampleTestValue');
    expect(
      inputError(() =>
        analyze(small, { analysis: 't/paired', pairedSampleTestValue: [['가', '없음']] }),
      ).details.variable,
    ).toBe('없음');
  });
});
