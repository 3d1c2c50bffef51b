import { describe, expect, it } from 'vitest';
import { analyzeCommand } from './analyze-command';
import { readReference, type Json } from './reference';

describe('pnpm --silent analyze with anova, linear and chi', () => {
  it('prints the one-way ANOVA result JSON at full precision and nothing else', () => {
    const r = analyzeCommand('anova.csv', {
      analysis: 'anova',
      dependents: ['점수'],
      factors: ['학과'],
      selectedAnovaOptions: ['welch'],
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      dependents: { anova: { between: { f: number } }; welch: { statistic: number } }[];
    };
    const expected = readReference<{ cases: { dependents: Record<string, Json>[] }[] }>(
      'anova.json',
    ).cases[0]!.dependents[0]! as {
      anova: { between: { f: number } };
      welch: { statistic: number };
    };
    expect(result.dependents[0]!.anova.between.f).toBeCloseTo(expected.anova.between.f, 12);
    expect(result.dependents[0]!.welch.statistic).toBeCloseTo(expected.welch.statistic, 12);
  });

  it('exits 2 with one bilingual line for a factor the data lack', () => {
    const r = analyzeCommand('anova.csv', {
      analysis: 'anova',
      dependents: ['점수'],
      factors: ['없는요인'],
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /'없는요인' 변수가 데이터에 없습니다\. \(Variable '없는요인' is not in the data\.\)/,
    );
  });

  it('prints the linear regression result JSON (method enter)', () => {
    const r = analyzeCommand('linear.csv', {
      analysis: 'linear',
      dependents: ['만족도'],
      independents: ['나이', '소득', '근속'],
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      models: { coefficients: { b: number }[] }[];
    };
    const expected = readReference<{
      cases: { model: { coefficients: { b: number }[] } }[];
    }>('linear.json').cases[0]!.model.coefficients;
    result.models[0]!.coefficients.forEach((c, i) => expect(c.b).toBeCloseTo(expected[i]!.b, 12));
  });

  it('prints the chi-square result JSON', () => {
    const r = analyzeCommand('chi.csv', {
      analysis: 'chi',
      rows: '성별',
      columns: '흡연',
      chiSquareTest: true,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as { tests: { pearson: { value: number } } };
    const expected = readReference<{
      cases: { expected: { tests: { pearson: { value: number } } } }[];
    }>('chi.json').cases[0]!.expected.tests.pearson.value;
    expect(result.tests.pearson.value).toBeCloseTo(expected, 12);
  });
});
