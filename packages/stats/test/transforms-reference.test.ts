import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, applyTransforms, readDataFile, selectedCases } from '../src';
import type { LinearResult } from '../src/analyses/linear/types';
import type { ReliabilityResult } from '../src/analyses/reliability/types';
import { fixture, fixturesDir } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

/** make-transforms.R: every transform of transforms-steps.json computed in R, then two analyses. */
const reference = readReference<{
  rowCount: number;
  selectedCount: number;
  selected: number[];
  columns: Record<string, Json>;
  reliability: Record<string, Json>;
  linear: Record<string, Json> & { summary: Json; anova: Json; coefficients: Json; n: number };
}>('transforms.json');
const steps: unknown = JSON.parse(readFileSync(join(fixturesDir, 'transforms-steps.json'), 'utf8'));
const table = readDataFile(fixture('transforms.csv'), { fileName: 'transforms.csv' }).table;
const outcome = applyTransforms(table, steps);
const column = (name: string) => outcome.table.columns.find((c) => c.name === name);

describe('transforms against R (make-transforms.R)', () => {
  it('selects the cases of the filter and counts them', () => {
    expect(outcome.table.rowCount).toBe(reference.rowCount);
    expect(outcome.selectedCount).toBe(reference.selectedCount);
    expect(Array.from(outcome.selected!)).toEqual(reference.selected);
    expect(selectedCases(outcome).rowCount).toBe(reference.selectedCount);
  });

  it.each(Object.keys(reference.columns))('column %s', (name) => {
    const actual = column(name);
    expect(actual, name).toBeDefined();
    expectMatchesR(actual!.values, reference.columns[name]!, name);
  });

  it('reliability of the scale with reverse-coded items, on the selected cases', () => {
    const result = analyze(selectedCases(outcome), {
      analysis: 'reliability',
      factorGroups: [{ name: 'A', variables: ['q1', 'q2', 'q3r', 'q4', 'q5r', 'q6'] }],
      selectedAnalysisOptions: ['item', 'scale', 'scaleIfItemDeleted'],
    }) as ReliabilityResult;
    const scale = result.scales[0]!;
    for (const key of ['caseSummary', 'reliability', 'itemTotal'] as const)
      expectMatchesR(scale[key], reference.reliability[key]!, key);
  });

  it('linear regression on the scale means, sex and centred age, on the selected cases', () => {
    const result = analyze(selectedCases(outcome), {
      analysis: 'linear',
      dependents: ['만족'],
      independents: ['척도A', '척도B', '여성', '나이_c'],
    }) as LinearResult;
    const model = result.models[0]!;
    expect(result.n).toBe(reference.linear.n);
    expectMatchesR(model.summary, reference.linear.summary, 'summary');
    expectMatchesR(model.anova, reference.linear.anova, 'anova');
    expectMatchesR(model.coefficients, reference.linear.coefficients, 'coefficients');
  });

  it('gives the same numbers through analyze() with "transforms" in the request', () => {
    const request = {
      analysis: 'linear',
      dependents: ['만족'],
      independents: ['척도A', '척도B', '여성', '나이_c'],
    };
    const direct = analyze(selectedCases(outcome), request);
    const viaRequest = analyze(table, { ...request, transforms: steps });
    expect(viaRequest).toEqual({
      ...direct,
      dataPreparation: {
        rowCount: reference.rowCount,
        selectedCount: reference.selectedCount,
        newVariables: outcome.newVariables,
        warnings: [],
      },
    });
  });

  it('keeps metadata: labels, level, renamed variable, user-missing definition', () => {
    expect(column('연령대')).toMatchObject({
      measure: 'ordinal',
      valueLabels: { '1': '29세 이하', '2': '30대', '3': '40세 이상' },
    });
    expect(column('만족')).toMatchObject({ label: '전반적 만족', type: 'numeric' });
    expect(column('y')).toBeUndefined();
    expect(column('q6')?.missingValues).toEqual({ values: [9] });
    expect(column('척도A')?.label).toBe('척도 A');
    expect(column('q1')?.valueLabels).toEqual({ '1': '전혀 아니다', '5': '매우 그렇다' });
    expect(outcome.newVariables).toEqual([
      'q3r',
      'q5r',
      '연령대',
      '여성',
      'q6c',
      'q4c',
      'e1',
      'e2',
      'e3',
      'e4',
      'e5',
      'e6',
      'e7',
      'e8',
      'e9',
      'e10',
      'e11',
      '척도A',
      '척도B',
      '합계B',
      'Z척도A',
      '나이_c',
      'FAC1_1',
      'FAC2_1',
      'bart',
      'ar',
    ]);
    // Untouched columns leave as the same objects.
    expect(column('x1')).toBe(table.columns.find((c) => c.name === 'x1'));
  });
});
