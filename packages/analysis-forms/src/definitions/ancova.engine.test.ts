/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, readDataFile } from '../../../stats/src/index';
import { anovaDefinition } from './anova';
import { requestToValues } from './fromRequest';

/*
 * ANCOVA in the ANOVA wizard against R (packages/stats/test/fixtures/make-ancova.R): a covariate
 * and the slopes test chosen in the form make R's first request, whose adjusted means and slopes
 * test the engine reproduces and the result view shows as tables.
 */
const fixtures = join(import.meta.dirname, '../../../stats/test/fixtures');
const reference = (
  JSON.parse(readFileSync(join(fixtures, 'ancova.json'), 'utf8')) as {
    cases: {
      estimatedMarginalMeans: { factor: string; means: { level: string; mean: number }[] }[];
      slopes: { source: string; f?: number }[];
    }[];
  }
).cases[0]!;

describe('anova definition with covariates (ANCOVA)', () => {
  const values = anovaDefinition.optionsSchema.parse({
    ...anovaDefinition.defaultValues,
    dependents: ['점수'],
    factors: ['학과'],
    covariates: ['공부시간'],
    homogeneityOfSlopes: true,
    pairwiseComparisons: 'bonferroni',
  });

  it('makes a UNIANOVA request whose adjusted means and slopes test match R', () => {
    const request = anovaDefinition.toRequest(values);
    expect(anovaDefinition.requestSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      anovaAnalysisType: 'factorial',
      covariates: ['공부시간'],
      homogeneityOfSlopes: true,
    });
    const { table } = readDataFile(new Uint8Array(readFileSync(join(fixtures, 'anova.csv'))), {
      fileName: 'anova.csv',
    });
    const result = analyze(table, { analysis: 'anova', ...request });
    const shown = anovaDefinition.resultTables(result);
    const estimates = shown.find((t) => t.id === 'estimates:점수:학과')!;
    for (const mean of reference.estimatedMarginalMeans[0]!.means) {
      const row = estimates.rows.find((r) => r.label === mean.level)!;
      expect(row.cells.mean as number).toBeCloseTo(mean.mean, 8);
    }
    const slopes = shown.find((t) => t.id === 'homogeneity-of-slopes:점수')!;
    expect(slopes.rows[0]!.cells.f as number).toBeCloseTo(reference.slopes[0]!.f!, 8);
  });

  it('sends no covariate fields without covariates, and reopens a stored ANCOVA request', () => {
    const plain = anovaDefinition.toRequest(
      anovaDefinition.optionsSchema.parse({
        ...anovaDefinition.defaultValues,
        dependents: ['점수'],
        factors: ['학과'],
        homogeneityOfSlopes: true,
      }),
    );
    expect(plain).not.toHaveProperty('covariates');
    expect(plain).not.toHaveProperty('homogeneityOfSlopes');
    expect(plain.anovaAnalysisType).toBe('oneway');
    const request = anovaDefinition.toRequest(values);
    const reopened = anovaDefinition.optionsSchema.parse(requestToValues(anovaDefinition, request));
    expect(reopened.covariates).toEqual(['공부시간']);
    expect(reopened.homogeneityOfSlopes).toBe(true);
    expect(anovaDefinition.toRequest(reopened)).toEqual(request);
  });

  it('refuses a covariate that is also a factor or the dependent', () => {
    const issues = anovaDefinition.optionsSchema.safeParse({
      ...anovaDefinition.defaultValues,
      dependents: ['점수'],
      factors: ['학과'],
      covariates: ['점수'],
    }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toContain('models.errors.oneRole');
  });
});
