import { describe, expect, it } from 'vitest';
import {
  canMoveDown,
  canMoveUp,
  computeFields,
  computeStep,
  moveStep,
  parseMissingValues,
  parseRecodeRules,
  parseScaleGroups,
  recodeFields,
  recodeStep,
  reverseFields,
  reverseStep,
  sampleFields,
  sampleStep,
  scaleScoreFields,
  scaleScoreStep,
  standardizeStep,
  variableEditSteps,
  type PrepStep,
} from './prepSteps';

describe('the forms give the engine’s transform objects', () => {
  it('compute keeps the expression and drops an empty label', () => {
    const values = computeFields.parse({ target: 'total', expression: 'MEAN(a, b)', label: '' });
    expect(computeStep(values)).toEqual({
      type: 'compute',
      target: 'total',
      expression: 'MEAN(a, b)',
    });
    expect(computeFields.safeParse({ target: ' ', expression: 'a', label: '' }).success).toBe(
      false,
    );
  });

  it('reverse-code asks min below max and one new name per item', () => {
    expect(
      reverseStep(reverseFields.parse({ variables: ['q1', 'q2'], min: 1, max: 5, into: '' })),
    ).toEqual({ type: 'reverse', variables: ['q1', 'q2'], min: 1, max: 5 });
    expect(
      reverseStep(reverseFields.parse({ variables: ['q1', 'q2'], min: 1, max: 5, into: 'r1, r2' })),
    ).toEqual({ type: 'reverse', variables: ['q1', 'q2'], min: 1, max: 5, into: ['r1', 'r2'] });
    const wrong = reverseFields.safeParse({ variables: ['q1'], min: 5, max: 1, into: 'a b' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['max', 'minBelowMax'],
      ['into', 'intoCount'],
    ]);
  });

  it('reads SPSS-like recode rules and names the first wrong line', () => {
    expect(
      parseRecodeRules(
        '1 thru 2 = 1\nLO THRU 0 = SYSMIS\n3 thru hi=2\nmissing = 9\n"a" = b\nELSE = COPY',
      ),
    ).toEqual({
      rules: [
        { from: { kind: 'range', low: 1, high: 2 }, to: { kind: 'value', value: 1 } },
        { from: { kind: 'range', low: 'LO', high: 0 }, to: { kind: 'sysmis' } },
        { from: { kind: 'range', low: 3, high: 'HI' }, to: { kind: 'value', value: 2 } },
        { from: { kind: 'missing' }, to: { kind: 'value', value: 9 } },
        { from: { kind: 'value', value: 'a' }, to: { kind: 'value', value: 'b' } },
        { from: { kind: 'else' }, to: { kind: 'copy' } },
      ],
    });
    expect(parseRecodeRules('1 = 2\n\n3 thru 1 = 0')).toEqual({ invalidLine: 3 });
    expect(parseRecodeRules('1 = 2\nfive')).toEqual({ invalidLine: 2 });
    expect(parseRecodeRules('HI thru 3 = 1')).toEqual({ invalidLine: 1 });
  });

  it('recode into new text variables with value labels', () => {
    const values = recodeFields.parse({
      variables: ['age'],
      into: 'ageGroup',
      rules: 'LO thru 29 = 1\nELSE = 2',
      targetType: 'text',
      valueLabels: '1 = 젊은 층\n2 = 나머지',
    });
    expect(recodeStep(values)).toEqual({
      type: 'recode',
      variables: ['age'],
      into: ['ageGroup'],
      rules: [
        { from: { kind: 'range', low: 'LO', high: 29 }, to: { kind: 'value', value: 1 } },
        { from: { kind: 'else' }, to: { kind: 'value', value: 2 } },
      ],
      targetType: 'text',
      valueLabels: { '1': '젊은 층', '2': '나머지' },
    });
    const wrong = recodeFields.safeParse({
      variables: ['age'],
      into: '',
      rules: '',
      targetType: 'numeric',
      valueLabels: '1',
    });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(['rulesRequired', 'labelLine:1']);
  });

  it('scale scores from factor-group lines', () => {
    expect(parseScaleGroups('만족 = q1, q2 q3\n\n신뢰=q4,q5')).toEqual({
      groups: [
        { name: '만족', variables: ['q1', 'q2', 'q3'] },
        { name: '신뢰', variables: ['q4', 'q5'] },
      ],
    });
    expect(parseScaleGroups('만족 =')).toEqual({ invalidLine: 1 });
    const values = scaleScoreFields.parse({
      groups: '만족 = q1, q2',
      statistic: 'sum',
      minValid: 2,
    });
    expect(scaleScoreStep(values)).toEqual({
      type: 'scaleScore',
      groups: [{ name: '만족', variables: ['q1', 'q2'] }],
      statistic: 'sum',
      minValid: 2,
    });
  });

  it('a sample by count or by percent, with a whole seed', () => {
    expect(sampleStep(sampleFields.parse({ by: 'percent', amount: 50, seed: 7 }))).toEqual({
      type: 'sample',
      percent: 50,
      seed: 7,
    });
    expect(sampleFields.safeParse({ by: 'count', amount: 2.5, seed: 7 }).success).toBe(false);
    expect(sampleFields.safeParse({ by: 'percent', amount: 120, seed: 1 }).success).toBe(false);
    expect(sampleFields.safeParse({ by: 'count', amount: 10, seed: -1 }).success).toBe(false);
  });

  it('the variable view turns edits into steps, renaming last', () => {
    const before = {
      name: 'q1',
      label: '',
      level: '' as const,
      valueLabels: {},
      missingValues: [],
    };
    expect(
      variableEditSteps(before, {
        name: '문항1',
        label: '첫 문항',
        level: 'ordinal',
        valueLabels: { '1': '전혀 아니다' },
        missingValues: [9],
      }),
    ).toEqual([
      { type: 'variableLabel', variable: 'q1', label: '첫 문항' },
      { type: 'measure', variables: ['q1'], level: 'ordinal' },
      { type: 'valueLabels', variables: ['q1'], labels: { '1': '전혀 아니다' }, mode: 'replace' },
      { type: 'missingValues', variables: ['q1'], values: [9] },
      { type: 'rename', from: 'q1', to: '문항1' },
    ]);
    expect(variableEditSteps(before, before)).toEqual([]);
    expect(parseMissingValues('9, 99')).toEqual({ values: [9, 99] });
    expect(parseMissingValues('1,2,3,4')).toEqual({ invalid: true });
  });
});

describe('reordering applied steps', () => {
  const reverse: PrepStep = { type: 'reverse', variables: ['q2'], min: 1, max: 5 };
  const score: PrepStep = {
    type: 'scaleScore',
    groups: [{ name: 'sat', variables: ['q1', 'q2'] }],
  };
  const compute: PrepStep = { type: 'compute', target: 'x2', expression: 'x ** 2' };
  const filter: PrepStep = { type: 'filter', condition: 'sat > 2' };
  const z = standardizeStep({ variables: ['x'], into: '' });
  const sample: PrepStep = { type: 'sample', percent: 50, seed: 1 };

  it('keeps a step below the one that makes or changes its variables', () => {
    const steps = [reverse, score, compute, filter];
    expect(canMoveDown(steps, 0)).toBe(false); // the score reads the reversed item
    expect(canMoveUp(steps, 1)).toBe(false);
    expect(canMoveDown(steps, 1)).toBe(true); // x2 does not touch the score
    expect(canMoveUp(steps, 3)).toBe(true); // the filter does not read x2
    expect(canMoveUp(moveStep(steps, 3, -1), 2)).toBe(false); // now right below the score
    expect(canMoveUp(steps, 0)).toBe(false);
    expect(canMoveDown(steps, 3)).toBe(false);
  });

  it('keeps z-scores and samples on their side of a filter', () => {
    expect(canMoveDown([z, filter], 0)).toBe(false);
    expect(canMoveDown([filter, sample], 0)).toBe(false);
    expect(canMoveDown([compute, z], 0)).toBe(true);
    expect(canMoveDown([{ type: 'factorScores', request: {} }, compute], 0)).toBe(false);
  });

  it('moves named factor scores past steps on other variables, never past the cases', () => {
    const scores: PrepStep = {
      type: 'factorScores',
      request: { factorVariables: ['q1', 'q2'], selectedScoreMethod: 'regression' },
      names: ['f1'],
    };
    expect(canMoveDown([scores, compute], 0)).toBe(true);
    expect(canMoveDown([reverse, scores], 0)).toBe(false); // the scores read the reversed q2
    expect(canMoveDown([scores, filter], 0)).toBe(false); // they are fitted on the selected cases
    expect(canMoveDown([scores, { type: 'compute', target: 'g', expression: 'f1 * 2' }], 0)).toBe(
      false,
    );
  });

  it('moves a step by one place', () => {
    expect(moveStep([reverse, compute], 1, -1)).toEqual([compute, reverse]);
    expect(moveStep([reverse, compute], 1, 1)).toEqual([reverse, compute]);
  });
});
