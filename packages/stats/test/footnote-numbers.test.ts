import { describe, expect, it } from 'vitest';
import {
  analyze,
  readDataFile,
  type AnalysisResult,
  type AnovaResult,
  type ChiResult,
} from '../src';
import { factor, parseFactorRequest } from '../src/analyses/factor';
import { fixed } from '../src/analyses/common/sentence-numbers';
import { fixture, utf8 } from './helpers';

const data = (name: string) => readDataFile(fixture(name), { fileName: name }).table;
const csv = (text: string) => readDataFile(utf8(text), { fileName: 'data.csv' }).table;

const footnotesOf = (result: AnalysisResult, tableId: string) =>
  result.tables.find((table) => table.id === tableId)?.footnotes ?? [];

/** Every sentence a person reads beside the tables: footnotes (both languages) and warnings. */
const sentencesOf = (result: AnalysisResult) => [
  ...result.tables.flatMap((table) =>
    (table.footnotes ?? []).flatMap((note) => [note.ko, note.en]),
  ),
  ...result.warnings,
  ...result.warningsEn,
];

/** A number written at full precision (2.985074626865672) instead of rounded as SPSS prints it. */
const UNROUNDED = /\d\.\d{6,}/;

describe('numbers in footnotes are rounded as SPSS prints them', () => {
  it('chi-square: the minimum expected count with 2 decimals, the share of cells with 1', () => {
    const result = analyze(data('chi.csv'), {
      analysis: 'chi',
      rows: '학년',
      columns: '만족',
      counts: ['observed', 'expected'],
      chiSquareTest: true,
    }) as ChiResult;
    // 200/67 = 2.985…: the smallest expected count of this 4 × 3 table.
    expect(result.expectedBelow5.minimumExpected).toBeCloseTo(200 / 67, 12);
    expect(footnotesOf(result, 'chi-square-tests')).toEqual([
      {
        ko: '3 셀 (25.0%)은 5보다 작은 기대 빈도를 가지는 셀입니다. 최소 기대빈도는 2.99입니다.',
        en: '3 cells (25.0%) have expected count less than 5. The minimum expected count is 2.99.',
      },
    ]);
    expect(result.warnings).toContain(
      '기대빈도가 5보다 작은 셀이 3개(25.0%)입니다. 최소 기대빈도는 2.99입니다.',
    );
    expect(result.warningsEn).toContain(
      '3 cell(s) (25.0%) have expected count less than 5. The minimum expected count is 2.99.',
    );
  });

  it('factorial ANOVA: R squared and adjusted R squared with 3 decimals', () => {
    const result = analyze(data('anova-factorial.csv'), {
      analysis: 'anova',
      dependents: ['반응'],
      factors: ['성별', '처치'],
    }) as AnovaResult;
    const d = result.factorial![0]!;
    expect(footnotesOf(result, 'between-subjects-effects:반응')).toEqual([
      {
        ko: `R 제곱 = ${d.rSquared.toFixed(3)} (수정된 R 제곱 = ${d.adjustedRSquared!.toFixed(3)})`,
        en: `R Squared = ${d.rSquared.toFixed(3)} (Adjusted R Squared = ${d.adjustedRSquared!.toFixed(3)})`,
      },
    ]);
    expect(sentencesOf(result).filter((text) => UNROUNDED.test(text))).toEqual([]);
  });

  it('homogeneous subsets: the harmonic mean sample size with 3 decimals', () => {
    const result = analyze(data('anova-subsets.csv'), {
      analysis: 'anova',
      dependents: ['성적'],
      factors: ['반'],
      postHoc: ['tukey'],
      homogeneousSubset: true,
    }) as AnovaResult;
    const harmonic = result.dependents[0]!.homogeneousSubsets[0]!.harmonicMeanN;
    expect(footnotesOf(result, 'homogeneous-subsets-tukey')[0]?.en).toBe(
      `Means for groups in homogeneous subsets are displayed. Uses Harmonic Mean Sample Size = ${harmonic.toFixed(3)}.`,
    );
    expect(sentencesOf(result).filter((text) => UNROUNDED.test(text))).toEqual([]);
  });

  it('factor analysis: the determinant with 3 decimals, or E notation when it is that small', () => {
    const table = data('factor.csv');
    const variables = table.columns.slice(1).map((column) => column.name);
    const result = factor(
      table,
      parseFactorRequest({
        analysis: 'factor',
        factorVariables: variables,
        selectedAnalysisOptions: ['coefficients', 'determinant'],
      }),
    );
    const determinant = result.determinant;
    const text =
      Math.abs(determinant) < 0.0005
        ? determinant.toExponential(3).toUpperCase()
        : determinant.toFixed(3);
    expect(text).not.toMatch(UNROUNDED);
    expect(footnotesOf(result, 'factor-correlation')).toEqual([
      { ko: `행렬식 = ${text}`, en: `Determinant = ${text}` },
    ]);
  });

  it('warnings: a filled-in mean, a moderator value and a tolerance are rounded too', () => {
    const filled = analyze(csv('x,z\n1,a\n2,b\n2,c\n,d\n'), {
      analysis: 'descriptive',
      variables: ['x'],
      centralTendency: ['mean'],
      fillMethod: 'mean',
    });
    expect(filled.warningsEn).toContain(
      "1 missing value(s) of 'x' were replaced by the mean (1.667).",
    );
    expect(filled.warnings).toContain("'x'의 결측값 1개를 평균(1.667)으로 대체했습니다.");

    // W is 0 eight times, then 6 and 10: mean 1.6, SD 3.502, so mean − SD is below the minimum 0
    // (the observed minimum is a value of the data and is written as it is).
    const rows = Array.from(
      { length: 10 },
      (_, i) => `${i},${i === 9 ? 10 : i === 8 ? 6 : 0},${(i * 7) % 5}`,
    );
    const moderated = analyze(csv(['x,w,y', ...rows].join('\n')), {
      analysis: 'moderation',
      dependents: ['y'],
      independents: ['x'],
      moderators: ['w'],
      probeValues: 'meanSd',
    });
    expect(moderated.warningsEn).toContain(
      "One SD below the mean of 'w' (-1.902) is below its observed minimum, so the minimum (0) is used for conditioning instead.",
    );

    // b is a plus a hair: its tolerance is far below the criterion (0.0001).
    const lines = Array.from({ length: 12 }, (_, i) => {
      const a = (i * 37) % 11;
      return `${a},${a + (i % 2 === 0 ? 1e-5 : -1e-5)},${(i * 13) % 7}`;
    });
    const linear = analyze(csv(['a,b,y', ...lines].join('\n')), {
      analysis: 'linear',
      dependents: ['y'],
      independents: ['a', 'b'],
    });
    const tolerance = linear.warningsEn.find((text) => text.includes('its tolerance'));
    expect(tolerance).toMatch(/its tolerance \(\d\.\d{3}E-\d+\) is below/);
    for (const result of [filled, moderated, linear])
      expect(sentencesOf(result).filter((text) => UNROUNDED.test(text))).toEqual([]);
  });

  it('writes a value that could not be computed as SPSS’s missing mark', () => {
    expect(fixed(2.985074626865672, 2)).toBe('2.99');
    expect(fixed(25, 1)).toBe('25.0');
    expect(fixed(null, 3)).toBe('.');
    expect(fixed(Number.NaN, 3)).toBe('.');
  });
});
