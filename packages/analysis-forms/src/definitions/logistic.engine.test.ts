/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, readDataFile } from '../../../stats/src/index';
import { requestToValues } from './fromRequest';
import { logisticDefinition } from './logistic';

/*
 * The logistic regression wizard against R (packages/stats/test/fixtures/make-logistic.R): the
 * form values a person sets (covariates and categorical covariates in two targets) make the
 * request of R's first case, and the engine's answer to it has R's −2LL and Nagelkerke R².
 */
const fixtures = join(import.meta.dirname, '../../../stats/test/fixtures');
const reference = (
  JSON.parse(readFileSync(join(fixtures, 'logistic.json'), 'utf8')) as {
    cases: {
      request: Record<string, unknown>;
      step: { summary: { minus2LogLikelihood: number; nagelkerkeRSquared: number } };
    }[];
  }
).cases[0]!;

describe('logistic definition', () => {
  const values = logisticDefinition.optionsSchema.parse({
    ...logisticDefinition.defaultValues,
    dependents: ['합격'],
    independents: ['공부시간', '나이', '잡음'],
    categoricalVariables: ['성별', '학년'],
  });

  it("makes R's request from the two targets, and the engine matches R", () => {
    const request = logisticDefinition.toRequest(values);
    expect(logisticDefinition.requestSchema.safeParse(request).success).toBe(true);
    expect(new Set(request.independents as string[])).toEqual(
      new Set(reference.request.independents as string[]),
    );
    expect(request.categoricalVariables).toEqual(reference.request.categoricalVariables);
    const { table } = readDataFile(new Uint8Array(readFileSync(join(fixtures, 'logistic.csv'))), {
      fileName: 'logistic.csv',
    });
    const result = analyze(table, { analysis: 'logistic', ...request }) as unknown as {
      steps: { summary: { minus2LogLikelihood: number; nagelkerkeRSquared: number } }[];
    };
    const summary = result.steps.at(-1)!.summary;
    expect(summary.minus2LogLikelihood).toBeCloseTo(reference.step.summary.minus2LogLikelihood, 8);
    expect(summary.nagelkerkeRSquared).toBeCloseTo(reference.step.summary.nagelkerkeRSquared, 10);
    const tables = logisticDefinition.resultTables(result as never).map((table) => table.id);
    expect(tables).toContain('hosmer-lemeshow');
    expect(tables).toContain('classification');
    expect(tables).toContain('variables-in-equation');
  });

  it('reopens a stored request into the same two targets', () => {
    const request = logisticDefinition.toRequest(values);
    const reopened = logisticDefinition.optionsSchema.parse(
      requestToValues(logisticDefinition, request),
    );
    expect(reopened.independents).toEqual(['공부시간', '나이', '잡음']);
    expect(reopened.categoricalVariables).toEqual(['성별', '학년']);
    expect(logisticDefinition.toRequest(reopened)).toEqual(request);
  });

  it('refuses no covariate, a variable in two roles, PIN ≥ POUT and a cut value out of range', () => {
    const base = { ...logisticDefinition.defaultValues, dependents: ['합격'] };
    const messages = (input: Record<string, unknown>) =>
      logisticDefinition.optionsSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages(base)).toContain('logistic.errors.noCovariates');
    expect(messages({ ...base, independents: ['나이'], categoricalVariables: ['나이'] })).toContain(
      'models.errors.oneRole',
    );
    expect(
      messages({ ...base, independents: ['나이'], entryValue: 0.2, removalValue: 0.1 }),
    ).toContain('logistic.errors.probabilityOrder');
    expect(messages({ ...base, independents: ['나이'], cutValue: 1 })).toContain(
      'logistic.errors.cutValue',
    );
  });
});
