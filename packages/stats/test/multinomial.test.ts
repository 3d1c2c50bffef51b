import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type DataTable, type MultinomialResult } from '../src';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable =>
  readDataFile(fixture('multinomial.csv'), { fileName: 'multinomial.csv' }).table;
type Case = Record<string, Json> & { request: Record<string, Json> };
const reference = readReference<{ cases: Case[] }>('multinomial.json');

describe('multinomial (NOMREG) against R (Newton-Raphson, checked against nnet::multinom)', () => {
  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: ${JSON.stringify(c.request)}`, () => {
      const result = analyze(table(), c.request) as MultinomialResult;
      expect(result.analysis).toBe('multinomial');
      expect(result.converged).toBe(true);
      expect(result.separation).toBe(false);
      expect(result.caseSummary.valid).toBe(c.n);
      expect(result.caseSummary.missing).toBe(c.missing);
      expect(result.caseSummary.total).toBe(300);
      expect(result.caseSummary.subpopulations).toBe(c.subpopulations);
      expect(result.referenceCategory).toBe(c.referenceCategory);
      expectMatchesR(result.modelFitting, c.modelFitting!, 'modelFitting');
      expectMatchesR(result.pseudoRSquare, c.pseudoRSquare!, 'pseudoRSquare');
      expectMatchesR(result.goodnessOfFit, c.goodnessOfFit!, 'goodnessOfFit');
      expectMatchesR(result.likelihoodRatioTests, c.likelihoodRatioTests!, 'lrt');
      expectMatchesR(result.parameters, c.parameters!, 'parameters');
      expect(result.classification.counts).toEqual(c.classification);
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
    });
  });

  it('prints NOMREG tables in its order, with the reference category and redundant rows', () => {
    const result = analyze(table(), reference.cases[0]!.request) as MultinomialResult;
    expect(result.tables.map((t) => t.id)).toEqual([
      'case-processing-summary',
      'model-fitting-information',
      'goodness-of-fit',
      'pseudo-r-square',
      'likelihood-ratio-tests',
      'parameter-estimates',
      'classification',
    ]);
    const estimates = result.tables.find((t) => t.id === 'parameter-estimates')!;
    expect(estimates.footnotes![0]!.en).toBe('The reference category is: 3.');
    const redundantRow = estimates.rows.find((r) => r.label === '[학년=3]')!;
    expect(redundantRow.cells.b).toBe(0);
    expect(redundantRow.cells.se).toBeNull();
    expect(redundantRow.footnoteRefs).toEqual([1]);
    // Two non-reference categories, each: intercept, 2 covariates, 2 + 3 factor levels.
    expect(estimates.rows).toHaveLength(2 * 8);
    const summary = result.tables[0]!;
    expect(summary.rows.filter((r) => r.group === '진로').map((r) => r.label)).toEqual([
      '1',
      '2',
      '3',
    ]);
    const classification = result.tables.at(-1)!;
    const overall = classification.rows.at(-1)!;
    expect(overall.cells.percentCorrect).toBeCloseTo(result.classification.overallPercent, 12);
    const correct = result.classification.counts.reduce((s, row, k) => s + row[k]!, 0);
    expect(result.classification.overallPercent).toBeCloseTo((100 * correct) / 296, 12);
    // SPSS's "Overall Percentage" row: each category's share of the predictions under its
    // column (the counts' column sums over the cases), no footnote.
    const predictedShares = result.categories.map(
      (_, j) => (100 * result.classification.counts.reduce((s, row) => s + row[j]!, 0)) / 296,
    );
    expect(result.categories.map((_, j) => overall.cells[`predicted${j}`])).toEqual(
      predictedShares.map((share) => `${share.toFixed(1)}%`),
    );
    expect(overall.footnoteRefs).toBeUndefined();
    expect(classification.footnotes ?? []).toEqual([]);
  });

  it('a constant covariate is redundant: B = 0 with a warning, the rest as without it', () => {
    const base = reference.cases[0]!.request;
    const withConstant = analyze(table(), {
      ...base,
      covariates: ['성적', '나이', '일정'],
    }) as MultinomialResult;
    const without = analyze(table(), base) as MultinomialResult;
    expect(withConstant.redundant).toEqual(['일정']);
    expect(withConstant.warningsEn.join(' ')).toMatch(/'일정' is constant/);
    expect(withConstant.warnings.join(' ')).toMatch(/'일정' 변수는 값이 모두 같거나/);
    const row = withConstant.parameters[0]!.rows.find((r) => r.term === '일정')!;
    expect(row).toMatchObject({ redundant: true, b: 0, se: null, df: 0 });
    expect(withConstant.modelFitting.final).toBeCloseTo(without.modelFitting.final, 9);
    const lrt = withConstant.likelihoodRatioTests.find((t) => t.effect === '일정')!;
    expect(lrt).toMatchObject({ chiSquare: 0, df: 0, equivalent: true });
  });

  it('a category with no cases in a factor level: quasi-complete separation is warned about', () => {
    const result = analyze(table(), {
      analysis: 'multinomial',
      dependents: ['분리'],
      factors: ['학년'],
    }) as MultinomialResult;
    expect(result.separation).toBe(true);
    expect(result.converged).toBe(false);
    expect(result.warningsEn.join(' ')).toMatch(/quasi-complete separation/);
    expect(result.warnings.join(' ')).toMatch(/준완전 분리/);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('reads its request: NOMREG defaults, a custom reference that must exist', () => {
    const result = analyze(table(), {
      analysis: 'multinomial',
      dependents: ['전공'],
      covariates: ['성적'],
      referenceCategory: 'custom',
      referenceValue: '인문',
    }) as MultinomialResult;
    expect(result.referenceCategory).toBe('인문');
    expect(result.parameters.map((p) => p.category)).toEqual(['경영', '공학']);
    const missing = inputError(() =>
      analyze(table(), {
        analysis: 'multinomial',
        dependents: ['전공'],
        covariates: ['성적'],
        referenceCategory: 'custom',
        referenceValue: '의학',
      }),
    );
    expect(missing.code).toBe('INVALID_REQUEST');
    expect(missing.messageKo).toContain("'의학'은");
    expect(missing.message).toContain('의학');
  });

  it('input errors: two categories, no predictors, too few cases, a text covariate', () => {
    const two = inputError(() =>
      analyze(table(), { analysis: 'multinomial', dependents: ['성별'], covariates: ['성적'] }),
    );
    expect(two.code).toBe('DEPENDENT_TOO_FEW_CATEGORIES');
    expect(two.message).toContain('binary logistic');
    const none = inputError(() =>
      analyze(table(), { analysis: 'multinomial', dependents: ['진로'] }),
    );
    expect(none.code).toBe('INVALID_REQUEST');
    const small: DataTable = {
      ...table(),
      rowCount: 6,
      columns: table().columns.map((c) => ({ ...c, values: c.values.slice(0, 6) })),
    };
    const tooFew = inputError(() =>
      analyze(small, {
        analysis: 'multinomial',
        dependents: ['진로'],
        factors: ['학년'],
        covariates: ['성적'],
      }),
    );
    expect(tooFew.code).toBe('TOO_FEW_CASES');
    expect(tooFew.messageKo).toContain('모수');
    const text = inputError(() =>
      analyze(table(), { analysis: 'multinomial', dependents: ['진로'], covariates: ['성별'] }),
    );
    expect(text.code).toBe('NOT_NUMERIC');
  });
});
