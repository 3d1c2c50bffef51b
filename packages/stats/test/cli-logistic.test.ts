import { describe, expect, it } from 'vitest';
import { analyzeCommand } from './analyze-command';
import { readReference, type Json } from './reference';

describe('pnpm --silent analyze with logistic regression', () => {
  it('prints the result JSON at full precision, and nothing else', () => {
    const expected = readReference<{
      cases: { request: Json; step: { summary: { minus2LogLikelihood: number } } }[];
    }>('logistic.json').cases[0]!;
    const r = analyzeCommand('logistic.csv', expected.request);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      analysis: string;
      steps: { summary: { minus2LogLikelihood: number } }[];
    };
    expect(result.analysis).toBe('logistic');
    expect(result.steps[0]!.summary.minus2LogLikelihood).toBeCloseTo(
      expected.step.summary.minus2LogLikelihood,
      9,
    );
  });

  it('exits 2 with one Korean and English line for a dependent with three values', () => {
    const r = analyzeCommand('logistic.csv', {
      analysis: 'logistic',
      dependents: ['결과3'],
      independents: ['공부시간'],
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^종속변수 '결과3'의 값이 3개\(1, 2, 3\)입니다\..*\(The dependent variable '결과3' has 3 distinct value\(s\) \(1, 2, 3\)/,
    );
  });
});
