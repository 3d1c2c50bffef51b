import { describe, expect, it } from 'vitest';
import { analyzeCommand } from './analyze-command';
import { readReference, type Json } from './reference';

describe('pnpm --silent analyze with multinomial logistic regression', () => {
  it('prints the result JSON at full precision, and nothing else', () => {
    const expected = readReference<{
      cases: { request: Json; modelFitting: { final: number } }[];
    }>('multinomial.json').cases[0]!;
    const r = analyzeCommand('multinomial.csv', expected.request);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      analysis: string;
      modelFitting: { final: number };
    };
    expect(result.analysis).toBe('multinomial');
    expect(result.modelFitting.final).toBeCloseTo(expected.modelFitting.final, 9);
  });

  it('exits 2 with one Korean and English line for a dependent with two values', () => {
    const r = analyzeCommand('multinomial.csv', {
      analysis: 'multinomial',
      dependents: ['성별'],
      covariates: ['성적'],
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^종속변수 '성별'의 값이 2개\(남, 여\)뿐입니다\..*\(The dependent variable '성별' has only 2 value\(s\) \(남, 여\)/,
    );
  });
});
