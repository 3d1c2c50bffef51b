import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type AnovaResult } from '../src';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

// ANCOVA: make-ancova.R (lm with sum-to-zero contrasts, car::Anova type III, marginal means as
// the model's predictions at the covariates' means).
const reference = readReference<{
  cases: {
    request: Record<string, Json>;
    n: number;
    terms: Record<string, Json>[];
    error: { ss: number; df: number };
    corrected: { ss: number; df: number };
    rSquared: number;
    covariateMeans: Record<string, Json>[];
    estimatedMarginalMeans: Record<string, Json>[];
    slopes: Record<string, Json>[];
  }[];
}>('ancova.json');
const files = ['anova.csv', 'anova-factorial.csv'];

describe('anova with covariates (ANCOVA) against R', () => {
  reference.cases.forEach((c, index) => {
    it(`${JSON.stringify(c.request.factors)} with ${JSON.stringify(c.request.covariates)}`, () => {
      const file = files[index]!;
      const table = readDataFile(fixture(file), { fileName: file }).table;
      const result = analyze(table, c.request) as AnovaResult;
      const d = result.factorial![0]!;
      const bySource = new Map(d.terms.map((t) => [t.source, t]));
      for (const term of c.terms)
        expectMatchesR(bySource.get(term.source as string), term, `term ${String(term.source)}`);
      // Covariates come right after the intercept, before the factors, as SPSS lists them.
      expect(d.terms.slice(1, 2 + c.terms.length - 1).map((t) => t.source)).toEqual(
        c.terms.map((t) => t.source),
      );
      const error = bySource.get('오차 (Error)')!;
      expectMatchesR(error.ss, c.error.ss, 'error ss');
      expect(error.df).toBe(c.error.df);
      const model = bySource.get('수정된 모형 (Corrected Model)')!;
      expectMatchesR(model.ss, c.corrected.ss, 'corrected model ss');
      expect(model.df).toBe(c.corrected.df);
      expectMatchesR(d.rSquared, c.rSquared, 'rSquared');
      expectMatchesR(d.covariateMeans, c.covariateMeans as Json, 'covariateMeans');
      expectMatchesR(d.estimatedMarginalMeans, c.estimatedMarginalMeans as Json, 'emm', ['factor']);
      expectMatchesR(d.slopes, c.slopes as Json, 'slopes');
    });
  });

  it('runs no post hoc test with covariates, and says why in both languages', () => {
    const table = readDataFile(fixture('anova.csv'), { fileName: 'anova.csv' }).table;
    const result = analyze(table, {
      ...reference.cases[0]!.request,
      postHoc: ['tukey'],
    }) as AnovaResult;
    expect(result.factorial![0]!.postHoc).toEqual([]);
    expect(result.warnings.join(' ')).toContain('사후검정');
    expect(result.warningsEn.join(' ')).toContain('Post hoc tests are not run');
  });

  it('shows the slopes test as a table, and says under the adjusted means where the covariates are held', () => {
    const c = reference.cases[0]!;
    const table = readDataFile(fixture('anova.csv'), { fileName: 'anova.csv' }).table;
    const result = analyze(table, c.request) as AnovaResult;
    const slopes = result.tables.find((t) => t.id === 'homogeneity-of-slopes:점수')!;
    const interaction = c.slopes[0]!;
    expect(slopes.rows[0]!.label).toBe(interaction.source);
    expectMatchesR(slopes.rows[0]!.cells.f, interaction.f as Json, 'slopes table F');
    expect(slopes.rows.at(-1)!.label).toBe('오차 (Error)');
    const estimates = result.tables.find((t) => t.id === 'estimates:점수:학과')!;
    const mean = (c.covariateMeans[0]!.mean as number).toFixed(4);
    expect(estimates.footnotes?.[0]?.ko).toContain(`공부시간 = ${mean}`);
    expect(estimates.footnotes?.[0]?.en).toContain(
      `evaluated at the following values: 공부시간 = ${mean}`,
    );
    const without = analyze(table, { ...c.request, homogeneityOfSlopes: false }) as AnovaResult;
    expect(without.tables.some((t) => t.id.startsWith('homogeneity-of-slopes'))).toBe(false);
  });

  it('without covariates the factorial result is as before (no slopes, no covariate means)', () => {
    const table = readDataFile(fixture('anova-factorial.csv'), {
      fileName: 'anova-factorial.csv',
    }).table;
    const result = analyze(table, {
      analysis: 'anova',
      dependents: ['반응'],
      factors: ['성별', '처치'],
    }) as AnovaResult;
    expect(result.factorial![0]!.slopes).toBeNull();
    expect(result.factorial![0]!.covariateMeans).toEqual([]);
  });

  it('refuses a constant covariate, and one that is also the dependent, naming it in both languages', () => {
    const table = readDataFile(
      new TextEncoder().encode('g,y,c\na,1,5\na,2,5\na,3,5\nb,4,5\nb,6,5\nb,5,5\n'),
      { fileName: 'c.csv' },
    ).table;
    const base = { analysis: 'anova', dependents: ['y'], factors: ['g'] };
    const constant = inputError(() => analyze(table, { ...base, covariates: ['c'] }));
    expect(constant.code).toBe('CONSTANT_COVARIATE');
    expect(constant.messageKo).toContain("공변량 'c'");
    expect(constant.message).toContain("covariate 'c'");
    const same = inputError(() => analyze(table, { ...base, covariates: ['y'] }));
    expect(same.message).toContain("'y' cannot be a covariate");
  });
});
