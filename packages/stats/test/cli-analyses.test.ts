import { describe, expect, it } from 'vitest';
import { analyzeCommand } from './analyze-command';
import { readReference, type Json } from './reference';

describe('pnpm --silent analyze with the t tests', () => {
  it('prints the t/independent result JSON, full precision, and nothing else', () => {
    const r = analyzeCommand('survey.csv', {
      analysis: 't/independent',
      independentSampleTestValue: ['사전'],
      independentGroupingVariable: { variable: '집단', groups: [1, 2] },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      analysis: string;
      variables: { unequalVariances: { tValue: number; degreesOfFreedom: number } }[];
    };
    const expected = readReference<{ independent: Record<string, Json>[] }>('ttests.json')
      .independent[0]!.unequalVariances as Record<string, number>;
    expect(result.analysis).toBe('t/independent');
    expect(result.variables[0]!.unequalVariances.tValue).toBeCloseTo(expected.tValue!, 12);
    expect(result.variables[0]!.unequalVariances.degreesOfFreedom).toBeCloseTo(
      expected.degreesOfFreedom!,
      10,
    );
  });

  it('exits 2 with one Korean and English line for a group the data lack', () => {
    const r = analyzeCommand('survey.csv', {
      analysis: 't/independent',
      independentSampleTestValue: ['사전'],
      independentGroupingVariable: { variable: '성별', groups: ['남', '기타'] },
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /집단변수 '성별'에 값 '기타'인 사례가 없습니다\(있는 값: 남, 여\)\. \(The grouping variable '성별' has no case with the value '기타' \(values present: 남, 여\)\.\)/,
    );
  });
});
