import { describe, expect, it } from 'vitest';
import {
  analyze,
  readDataFile,
  tableFromJSON,
  tableToJSON,
  type ChiResult,
  type DataTable,
} from '../src';
import { fisherExact2x2, fisherExactRxC } from '../src/math/contingency';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable => readDataFile(fixture('chi.csv'), { fileName: 'chi.csv' }).table;
const reference = readReference<{
  cases: { request: Record<string, Json>; expected: Record<string, Json> }[];
}>('chi.json');

describe('chi (crosstabs) against R', () => {
  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: ${String(c.request.rows)} × ${String(c.request.columns)}`, () => {
      const result = analyze(table(), c.request) as ChiResult;
      expect(result.analysis).toBe('chi');
      expectMatchesR(result, c.expected, 'result');
      const is2x2 = result.rowCategories.length === 2 && result.columnCategories.length === 2;
      if (!is2x2) {
        expect(result.tests!.continuityCorrection).toBeNull();
        expect(result.tests!.fisher).toBeNull();
      }
      expect(
        result.tables
          .map((t) => t.id)
          .filter((id) => id !== 'ordinal-measures' && id !== 'directional-measures')
          .slice(0, 3),
      ).toEqual(['crosstab', 'chi-square-tests', 'symmetric-measures']);
      if (c.request.layers) {
        expect(result.layers).toHaveLength((c.expected.layers as Json[]).length);
        expect(result.tables.map((t) => t.id)).toContain('crosstab@학년=1');
      }
      // Expected counts below 5 are reported and warned about.
      if (result.expectedBelow5.count > 0) {
        expect(result.warningsEn.join('\n')).toMatch(/expected count less than 5/);
      }
    });
  });
});

describe("chi: SPSS's Directional Measures (Goodman and Kruskal's lambda and tau)", () => {
  const withLambda = reference.cases.find(
    (c) => (c.expected as { directional?: Json }).directional,
  )!;

  it('computes lambda (symmetric and each variable dependent) and tau as R does', () => {
    const result = analyze(table(), withLambda.request) as ChiResult;
    expect(result.directional).toBeDefined();
    expectMatchesR(
      result.directional,
      (withLambda.expected as { directional: Json }).directional,
      'directional',
    );
  });

  it('shows them in a Directional Measures table with ASE, approximate T and significance', () => {
    const result = analyze(table(), withLambda.request) as ChiResult;
    const t = result.tables.find((x) => x.id === 'directional-measures')!;
    expect(t.title.en).toBe('Directional Measures');
    expect(t.columns.map((c) => c.label.en)).toEqual([
      'Value',
      'Asymptotic Std. Error',
      'Approximate T',
      'Approximate Significance',
    ]);
    expect(t.rows.map((r) => [r.group, r.label])).toEqual([
      ['람다 (Lambda)', '대칭적 (Symmetric)'],
      ['람다 (Lambda)', "'학년' 종속 ('학년' Dependent)"],
      ['람다 (Lambda)', "'만족' 종속 ('만족' Dependent)"],
      ['Goodman과 Kruskal의 타우 (Goodman and Kruskal tau)', "'학년' 종속 ('학년' Dependent)"],
      ['Goodman과 Kruskal의 타우 (Goodman and Kruskal tau)', "'만족' 종속 ('만족' Dependent)"],
    ]);
    expect(t.rows[0]!.cells.value).toBe(result.directional!.lambda.symmetric.value);
    expect(t.rows[3]!.cells.t).toBeNull();
    expect(result.warningsEn.join('\n')).not.toMatch(/not supported/);
  });
});

describe('Fisher exact test', () => {
  it('is symmetric under transposition and sums to 1 over both tails', () => {
    const p = fisherExact2x2(3, 9, 11, 2);
    const q = fisherExact2x2(3, 11, 9, 2);
    expect(p.pValueTwoSided).toBeCloseTo(q.pValueTwoSided, 15);
    expect(p.pValueOneSided).toBeLessThanOrEqual(p.pValueTwoSided);
  });

  it('gives up on an r×c table whose arrangements are far past the limit, and not on a small one', () => {
    // 5×2 with 200,000 cases: about 10^18 arrangements by the composition bound.
    const big = [40000, 40100, 39900, 40050, 39950].map((total) => [
      total >> 1,
      total - (total >> 1),
    ]);
    expect(fisherExactRxC(big)).toBeNull();
    // The same shape with 30 cases: enumerated, as R's fisher.test.
    const small = [[3, 3], [4, 2], [2, 4], [3, 3], [1, 5]]; // prettier-ignore
    const p = fisherExactRxC(small);
    expect(p).not.toBeNull();
    // R: fisher.test(matrix(c(3,3,4,2,2,4,3,3,1,5), ncol = 2, byrow = TRUE))$p.value
    expect(p!).toBeCloseTo(0.64053061188703908, 12);
    // Transposing the table changes nothing.
    const transposed = [0, 1].map((j) => small.map((row) => row[j]!));
    expect(fisherExactRxC(transposed)).toBeCloseTo(p!, 12);
  });
});

describe('chi inputs', () => {
  it('names an unknown variable', () => {
    const e = inputError(() =>
      analyze(table(), { analysis: 'chi', rows: '성별', columns: '지역' }),
    );
    expect(e.code).toBe('UNKNOWN_VARIABLE');
  });

  it('gives null tests and a warning for a variable with one category', () => {
    const t = table();
    t.columns.push({
      name: '한값',
      type: 'categorical',
      values: t.columns[0]!.values.map(() => '가'),
    });
    const r = analyze(t, {
      analysis: 'chi',
      rows: '성별',
      columns: '한값',
      chiSquareTest: true,
      statistics: ['phiCramer'],
    }) as ChiResult;
    expect(r.tests!.pearson.value).toBeNull();
    expect(r.measures!.cramersV).toBeNull();
    expect(r.warningsEn.join('\n')).toMatch(/single category/);
  });

  it('names an unknown layer variable', () => {
    const e = inputError(() =>
      analyze(table(), { analysis: 'chi', rows: '성별', columns: '흡연', layers: ['지역'] }),
    );
    expect(e.code).toBe('UNKNOWN_VARIABLE');
  });
});

describe('chi value labels', () => {
  /** chi.csv with the value labels the data step saves (`/dataset/update`) on some values. */
  const labelled = (): DataTable => {
    const data = table();
    const labels: Record<string, Record<string, string>> = {
      학년: { '1': '1학년', '2': '2학년', '3': '3학년' },
      만족: { 낮음: '만족도 낮음', 높음: '만족도 높음' },
      성별: { 남: '남성', 여: '여성' },
    };
    for (const column of data.columns) {
      const valueLabels = labels[column.name];
      if (valueLabels) column.valueLabels = valueLabels;
    }
    return data;
  };

  it('shows a labelled value as "label (value)" and an unlabelled one as the value, numbers unchanged', () => {
    const c = reference.cases[1]!;
    const plain = analyze(table(), c.request) as ChiResult;
    const result = analyze(labelled(), c.request) as ChiResult;
    expect(result.rowCategories).toEqual(['1학년 (1)', '2학년 (2)', '3학년 (3)', '4']);
    expect(result.columnCategories).toEqual(['만족도 낮음 (낮음)', '만족도 높음 (높음)', '보통']);
    expect(result.observed).toEqual(plain.observed);
    expect(result.tests).toEqual(plain.tests);
    expect(result.gamma).toEqual(plain.gamma);
    const crosstab = result.tables.find((t) => t.id === 'crosstab')!;
    expect(crosstab.columns.map((col) => col.label.en)).toEqual([
      '만족도 낮음 (낮음)',
      '만족도 높음 (높음)',
      '보통',
      'Total',
    ]);
    expect([...new Set(crosstab.rows.map((row) => row.group))]).toEqual([
      '학년: 1학년 (1)',
      '학년: 2학년 (2)',
      '학년: 3학년 (3)',
      '학년: 4',
      '전체 (Total)',
    ]);
  });

  it('labels the layers and each layer table', () => {
    const c = reference.cases[2]!;
    const result = analyze(labelled(), c.request) as ChiResult;
    expect(result.rowCategories).toEqual(['남성 (남)', '여성 (여)']);
    expect(result.layers!.map((l) => l.layer.학년)).toEqual([
      '1학년 (1)',
      '2학년 (2)',
      '3학년 (3)',
      '4',
    ]);
    expect(result.layers![0]!.result.rowCategories).toEqual(['남성 (남)', '여성 (여)']);
    expect(result.tables.map((t) => t.id)).toContain('crosstab@학년=1학년 (1)');
  });

  it('keeps labels through the stored table (tableToJSON → tableFromJSON), as the server reads it', () => {
    const c = reference.cases[1]!;
    const result = analyze(tableFromJSON(tableToJSON(labelled())), c.request) as ChiResult;
    expect(result.rowCategories[0]).toBe('1학년 (1)');
    expect(result.columnCategories[0]).toBe('만족도 낮음 (낮음)');
  });
});
