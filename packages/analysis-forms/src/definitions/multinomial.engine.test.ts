/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, readDataFile } from '../../../stats/src/index';
import { requestToValues } from './fromRequest';
import { multinomialDefinition } from './multinomial';

/*
 * The multinomial logistic regression wizard against R (packages/stats/test/fixtures/
 * make-multinomial.R): the form values a person sets make the request of R's cases, and the
 * engine's answer to it has R's −2LL and Nagelkerke R².
 */
const fixtures = join(import.meta.dirname, '../../../stats/test/fixtures');
interface Case {
  request: Record<string, unknown>;
  modelFitting: { final: number };
  pseudoRSquare: { nagelkerke: number };
}
const reference = (
  JSON.parse(readFileSync(join(fixtures, 'multinomial.json'), 'utf8')) as { cases: Case[] }
).cases;
const table = () =>
  readDataFile(new Uint8Array(readFileSync(join(fixtures, 'multinomial.csv'))), {
    fileName: 'multinomial.csv',
  }).table;
type Fitted = { modelFitting: { final: number }; pseudoRSquare: { nagelkerke: number } };

describe('multinomial definition', () => {
  const values = multinomialDefinition.optionsSchema.parse({
    ...multinomialDefinition.defaultValues,
    dependents: ['진로'],
    factors: ['성별', '학년'],
    covariates: ['성적', '나이'],
  });

  it("makes R's request from factors and covariates, and the engine matches R", () => {
    const request = multinomialDefinition.toRequest(values);
    expect(multinomialDefinition.requestSchema.safeParse(request).success).toBe(true);
    const expected = reference[0]!;
    expect(request.factors).toEqual(expected.request.factors);
    expect(request.covariates).toEqual(expected.request.covariates);
    const result = analyze(table(), { analysis: 'multinomial', ...request }) as unknown as Fitted;
    expect(result.modelFitting.final).toBeCloseTo(expected.modelFitting.final, 8);
    expect(result.pseudoRSquare.nagelkerke).toBeCloseTo(expected.pseudoRSquare.nagelkerke, 10);
    const tables = multinomialDefinition.resultTables(result as never).map((t) => t.id);
    expect(tables).toEqual([
      'case-processing-summary',
      'model-fitting-information',
      'goodness-of-fit',
      'pseudo-r-square',
      'likelihood-ratio-tests',
      'parameter-estimates',
      'classification',
    ]);
  });

  it("sends a custom reference value only when it is chosen, as R's third case", () => {
    const expected = reference[2]!;
    const custom = multinomialDefinition.optionsSchema.parse({
      ...multinomialDefinition.defaultValues,
      dependents: ['전공'],
      covariates: ['성적', '나이'],
      referenceCategory: 'custom',
      referenceValue: ' 공학 ',
    });
    const request = multinomialDefinition.toRequest(custom);
    expect(request).toMatchObject({ referenceCategory: 'custom', referenceValue: '공학' });
    const result = analyze(table(), { analysis: 'multinomial', ...request }) as unknown as Fitted;
    expect(result.modelFitting.final).toBeCloseTo(expected.modelFitting.final, 8);
    expect(multinomialDefinition.toRequest(values)).not.toHaveProperty('referenceValue');
  });

  it('reopens a stored request into the same targets', () => {
    const request = multinomialDefinition.toRequest(values);
    const reopened = multinomialDefinition.optionsSchema.parse(
      requestToValues(multinomialDefinition, request),
    );
    expect(reopened.factors).toEqual(['성별', '학년']);
    expect(reopened.covariates).toEqual(['성적', '나이']);
    expect(multinomialDefinition.toRequest(reopened)).toEqual(request);
  });

  it('refuses no predictor, a variable in two roles and a custom reference without a value', () => {
    const base = { ...multinomialDefinition.defaultValues, dependents: ['진로'] };
    const messages = (input: Record<string, unknown>) =>
      multinomialDefinition.optionsSchema.safeParse(input).error?.issues.map((i) => i.message) ??
      [];
    expect(messages(base)).toContain('multinomial.errors.noPredictors');
    expect(messages({ ...base, factors: ['나이'], covariates: ['나이'] })).toContain(
      'models.errors.oneRole',
    );
    expect(
      messages({ ...base, covariates: ['나이'], referenceCategory: 'custom', referenceValue: ' ' }),
    ).toContain('multinomial.errors.referenceValue');
  });
});
