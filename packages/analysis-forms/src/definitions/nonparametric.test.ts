import { describe, expect, it } from 'vitest';
import {
  binomialDefinition,
  chiSquareDefinition,
  expectedValues,
  kruskalWallisDefinition,
  mannWhitneyDefinition,
} from './nonparametric';

describe('nonparametric definitions', () => {
  it('reads expected values as SPSS lists them, and refuses anything but positive numbers', () => {
    expect(expectedValues('4, 3, 2, 1')).toEqual([4, 3, 2, 1]);
    expect(expectedValues('0.5 0.25;0.25')).toEqual([0.5, 0.25, 0.25]);
    expect(expectedValues('3')).toBeNull();
    expect(expectedValues('3, -1')).toBeNull();
    expect(expectedValues('3, a')).toBeNull();
    const invalid = chiSquareDefinition.optionsSchema.safeParse({
      ...chiSquareDefinition.defaultValues,
      testVariables: ['응답'],
      expectedMode: 'values',
      expectedValues: '1',
    });
    expect(invalid.success).toBe(false);
    expect(invalid.error?.issues[0]?.message).toBe('nonparametric.errors.expectedValues');
  });

  it('builds each binomial grouping and reopens it from the stored request', () => {
    const base = { ...binomialDefinition.defaultValues, testVariables: ['점수'] };
    const cut = binomialDefinition.optionsSchema.parse({
      ...base,
      testProportion: 0.3,
      groupMode: 'cutPoint',
      cutPoint: 50,
    });
    const cutRequest = binomialDefinition.toRequest(cut);
    expect(cutRequest).toEqual({
      testVariables: ['점수'],
      testProportion: 0.3,
      cutPoint: 50,
      selectedMissingValueControlMethod: 'pairwise',
    });
    expect(binomialDefinition.fromRequest!(cutRequest)).toMatchObject({
      groupMode: 'cutPoint',
      cutPoint: 50,
      testProportion: 0.3,
    });
    const values = binomialDefinition.optionsSchema.parse({
      ...base,
      groupMode: 'values',
      group1: '예',
      group2: '2',
    });
    expect(binomialDefinition.toRequest(values)).toMatchObject({ groups: ['예', 2] });
    expect(
      binomialDefinition.optionsSchema.safeParse({ ...base, groupMode: 'cutPoint' }).success,
    ).toBe(false);
    expect(binomialDefinition.optionsSchema.safeParse({ ...base, testProportion: 1 }).success).toBe(
      false,
    );
  });

  it('keeps the grouping variable out of the test variables', () => {
    for (const definition of [mannWhitneyDefinition, kruskalWallisDefinition]) {
      const parsed = definition.optionsSchema.safeParse({
        ...definition.defaultValues,
        testVariables: ['점수'],
        groupingVariable: ['점수'],
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
        'nonparametric.errors.groupingIsTest',
      );
    }
  });

  it('reopens a Mann-Whitney request with its group values', () => {
    const request = {
      testVariables: ['점수'],
      groupingVariable: { variable: '집단', groups: [1, 3] },
      selectedMissingValueControlMethod: 'listwise',
    };
    const values = mannWhitneyDefinition.fromRequest!(request);
    expect(values).toMatchObject({ groupingVariable: ['집단'], group1: '1', group2: '3' });
    expect(
      mannWhitneyDefinition.toRequest(mannWhitneyDefinition.optionsSchema.parse(values)),
    ).toEqual(request);
  });
});
