import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type DataTable } from '../src';
import {
  binomialLower,
  binomialUpper,
  mannWhitneyLower,
} from '../src/analyses/nonparametric/common';
import type {
  FriedmanResult,
  KruskalWallisResult,
  MannWhitneyResult,
  SignResult,
  WilcoxonResult,
} from '../src/analyses/nonparametric/types';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable =>
  readDataFile(fixture('nonparametric.csv'), { fileName: 'nonparametric.csv' }).table;
const reference = readReference<{
  cases: { request: Record<string, Json>; expected: Record<string, Json> }[];
}>('nonparametric.json');

describe('nonparametric tests against R', () => {
  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: ${String(c.request.analysis)}`, () => {
      const result = analyze(table(), c.request) as unknown as Record<string, unknown>;
      expect(result.analysis).toBe(c.request.analysis);
      expectMatchesR(result, c.expected, 'result');
      const json = JSON.stringify(result);
      expect(json).not.toMatch(/NaN|Infinity/);
      expect((result.tables as unknown[]).length).toBeGreaterThan(0);
    });
  });
});

/** A table of numeric columns (null = missing). */
function numbers(columns: Record<string, (number | null)[]>): DataTable {
  const entries = Object.entries(columns);
  return {
    rowCount: entries[0]![1].length,
    columns: entries.map(([name, values]) => ({ name, type: 'numeric' as const, values })),
  };
}
const noNonFinite = (result: unknown) => expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);

describe('exact distributions', () => {
  it("gives R's pwilcox for the no-ties U distribution", () => {
    // R: pwilcox(17, 7, 9); pwilcox(40, 10, 12)
    expect(mannWhitneyLower(17, 7, 9)).toBeCloseTo(0.070804195804195807, 14);
    expect(mannWhitneyLower(40, 10, 12)).toBeCloseTo(0.10148365566322223, 14);
    expect(mannWhitneyLower(-1, 3, 3)).toBe(0);
    expect(mannWhitneyLower(9, 3, 3)).toBe(1);
  });

  it("gives R's pbinom in both tails, on 200,000 trials too", () => {
    const close = (a: number, b: number) => expect(Math.abs(a - b) / b).toBeLessThan(1e-12);
    // R: pbinom(99500, 200000, 0.5); pbinom(30, 200, 0.2); pbinom(59999, 200000, 0.3, lower.tail = FALSE)
    close(binomialLower(99500, 200000, 0.5), 0.012746945333473463);
    close(binomialLower(30, 200, 0.2), 0.043021556375660859);
    close(binomialUpper(60000, 200000, 0.3), 0.50084354285261357);
  });
});

describe('nonparametric edge cases', () => {
  it('Mann-Whitney with all values tied: U and the exact p, Z null with a warning in both languages', () => {
    const t = numbers({ x: [5, 5, 5, 5, 5], g: [1, 1, 2, 2, 2] });
    const r = analyze(t, {
      analysis: 'nonparametric/mann-whitney',
      testVariables: ['x'],
      groupingVariable: { variable: 'g', groups: [1, 2] },
    }) as MannWhitneyResult;
    const v = r.variables[0]!;
    expect(v.u).toBe(3);
    expect(v.exactPValue).toBe(1);
    expect(v.z).toBeNull();
    expect(v.pValue).toBeNull();
    expect(r.warnings.join()).toMatch(/동순위/);
    expect(r.warningsEn.join()).toMatch(/all ranks tied/);
    noNonFinite(r);
  });

  it('Mann-Whitney with one case in a group matches R', () => {
    const t = numbers({ x: [3, 1, 2, 4, 5, 6], g: [1, 2, 2, 2, 2, 2] });
    const r = analyze(t, {
      analysis: 'nonparametric/mann-whitney',
      testVariables: ['x'],
      groupingVariable: { variable: 'g', groups: [1, 2] },
    }) as MannWhitneyResult;
    const v = r.variables[0]!;
    expect([v.n1, v.n2, v.u, v.w]).toEqual([1, 5, 2, 3]);
    // R: wilcox.test(3, c(1, 2, 4, 5, 6), exact = FALSE, correct = FALSE)$p.value; 2 * pwilcox(2, 1, 5)
    expect(v.pValue).toBeCloseTo(0.76969794378128975, 12);
    expect(v.exactPValue).toBe(1);
  });

  it('Mann-Whitney leaves a variable with an empty group null, with a warning, and tests the others', () => {
    const t = numbers({ x: [1, 2, 3, 4], y: [null, null, 3, 4], g: [1, 1, 2, 2] });
    const r = analyze(t, {
      analysis: 'nonparametric/mann-whitney',
      testVariables: ['x', 'y'],
      groupingVariable: { variable: 'g', groups: [1, 2] },
    }) as MannWhitneyResult;
    expect(r.variables[0]!.u).toBe(0);
    expect(r.variables[1]!.u).toBeNull();
    expect(r.warningsEn.join()).toMatch(/'y' has no valid value in group '1'/);
  });

  it('missing values: analysis by analysis by default, listwise across the test variables on request', () => {
    const t = numbers({
      x: [1, 2, 3, 4, 5, 6, 7, 8],
      y: [2, null, 1, 5, 4, null, 8, 7],
      g: [1, 2, 1, 2, 1, 2, 1, 2],
    });
    const base = {
      analysis: 'nonparametric/mann-whitney',
      testVariables: ['x', 'y'],
      groupingVariable: { variable: 'g', groups: [1, 2] },
    };
    const pairwise = analyze(t, base) as MannWhitneyResult;
    const listwise = analyze(t, {
      ...base,
      selectedMissingValueControlMethod: 'listwise',
    }) as MannWhitneyResult;
    expect(pairwise.variables[0]!.n1 + pairwise.variables[0]!.n2).toBe(8);
    expect(listwise.variables[0]!.n1 + listwise.variables[0]!.n2).toBe(6);
    // The listwise x is the Mann-Whitney of the six complete rows.
    const complete = analyze(numbers({ x: [1, 3, 4, 5, 7, 8], g: [1, 1, 2, 1, 1, 2] }), {
      ...base,
      testVariables: ['x'],
    }) as MannWhitneyResult;
    expect(listwise.variables[0]!.u).toBe(complete.variables[0]!.u);
    expect(listwise.variables[0]!.z).toBe(complete.variables[0]!.z);
  });

  it('Wilcoxon and sign tests with every difference zero: counts, null statistics and a warning', () => {
    const t = numbers({ a: [1, 2, 3, null], b: [1, 2, 3, 4] });
    const w = analyze(t, {
      analysis: 'nonparametric/wilcoxon',
      pairs: [['a', 'b']],
    }) as WilcoxonResult;
    expect(w.pairs[0]).toMatchObject({
      negativeN: 0,
      positiveN: 0,
      ties: 3,
      total: 3,
      z: null,
      pValue: null,
    });
    expect(w.warningsEn.join()).toMatch(/Every difference/);
    const s = analyze(t, { analysis: 'nonparametric/sign', pairs: [['a', 'b']] }) as SignResult;
    expect(s.pairs[0]).toMatchObject({ ties: 3, pValue: null, method: null });
    expect(s.warnings.join()).toMatch(/차이가 모두 0/);
    noNonFinite([w, s]);
  });

  it('Wilcoxon drops zero differences before ranking (SPSS), and the difference is second − first', () => {
    const t = numbers({ a: [1, 1, 1, 1, 1], b: [1, 2, 3, 0, 4] });
    const w = analyze(t, {
      analysis: 'nonparametric/wilcoxon',
      pairs: [['a', 'b']],
    }) as WilcoxonResult;
    // Differences 0, 1, 2, −1, 3: ranks of |1|, |2|, |−1|, |3| are 1.5, 3, 1.5, 4.
    expect(w.pairs[0]).toMatchObject({
      negativeN: 1,
      positiveN: 3,
      ties: 1,
      negativeSumOfRanks: 1.5,
      positiveSumOfRanks: 8.5,
      basedOn: 'negative',
    });
  });

  it('Kruskal-Wallis with all values tied gives null H and null Dunn statistics with a warning', () => {
    const t = numbers({ x: [2, 2, 2, 2, 2, 2], g: [1, 1, 2, 2, 3, 3] });
    const r = analyze(t, {
      analysis: 'nonparametric/kruskal-wallis',
      testVariables: ['x'],
      groupingVariable: 'g',
    }) as KruskalWallisResult;
    const v = r.variables[0]!;
    expect(v.h).toBeNull();
    expect(v.pValue).toBeNull();
    expect(v.pairwise).toHaveLength(3);
    expect(v.pairwise.every((c) => c.se === null && c.adjustedPValue === null)).toBe(true);
    expect(r.warningsEn.join()).toMatch(/all ranks tied/);
    noNonFinite(r);
  });

  it('Kruskal-Wallis with one case in a group matches R', () => {
    const t = numbers({ x: [3, 1, 2, 4, 5, 6, 7, 7], g: [1, 2, 2, 2, 3, 3, 3, 3] });
    const r = analyze(t, {
      analysis: 'nonparametric/kruskal-wallis',
      testVariables: ['x'],
      groupingVariable: 'g',
    }) as KruskalWallisResult;
    // R: kruskal.test(c(3, 1, 2, 4, 5, 6, 7, 7), factor(c(1, 2, 2, 2, 3, 3, 3, 3)))
    expect(r.variables[0]!.h).toBeCloseTo(5.453815261044173468, 12);
    expect(r.variables[0]!.pValue).toBeCloseTo(0.065421283968404492, 12);
    expect(r.variables[0]!.groups[0]!.n).toBe(1);
  });

  it('Friedman with every case tied across the variables gives null χ² and W with a warning', () => {
    const t = numbers({ a: [1, 2, 3, null], b: [1, 2, 3, 4], c: [1, 2, 3, 4] });
    const r = analyze(t, {
      analysis: 'nonparametric/friedman',
      variables: ['a', 'b', 'c'],
    }) as FriedmanResult;
    expect(r.n).toBe(3);
    expect(r.chiSquare).toBeNull();
    expect(r.kendallW).toBeNull();
    expect(r.meanRanks.map((m) => m.meanRank)).toEqual([2, 2, 2]);
    expect(r.warningsEn.join()).toMatch(/all ranks tied/);
    noNonFinite(r);
  });
});

describe('nonparametric inputs', () => {
  const t = () => numbers({ x: [1, 2, 3, 1], g: [1, 2, 1, 2] });
  it('names an unknown variable', () => {
    const e = inputError(() =>
      analyze(t(), { analysis: 'nonparametric/friedman', variables: ['x', '없는변수'] }),
    );
    expect(e.code).toBe('UNKNOWN_VARIABLE');
    expect(e.messageKo).toMatch(/없는변수/);
  });

  it('names a group value the grouping variable never takes', () => {
    const e = inputError(() =>
      analyze(t(), {
        analysis: 'nonparametric/mann-whitney',
        testVariables: ['x'],
        groupingVariable: { variable: 'g', groups: [1, 9] },
      }),
    );
    expect(e.code).toBe('GROUP_NOT_FOUND');
    expect(e.message).toMatch(/'9'/);
  });

  it('refuses a binomial test on a variable with more than two values, unless cut', () => {
    const e = inputError(() =>
      analyze(t(), { analysis: 'nonparametric/binomial', testVariables: ['x'] }),
    );
    expect(e.code).toBe('NOT_DICHOTOMOUS');
    expect(e.messageKo).toMatch(/분할점/);
    const cut = analyze(t(), {
      analysis: 'nonparametric/binomial',
      testVariables: ['x'],
      cutPoint: 1,
    });
    expect(cut.analysis).toBe('nonparametric/binomial');
  });

  it('refuses expected values that do not match the categories, and bad fields', () => {
    const e = inputError(() =>
      analyze(t(), {
        analysis: 'nonparametric/chi-square',
        testVariables: ['x'],
        expected: [1, 2],
      }),
    );
    expect(e.code).toBe('EXPECTED_COUNT_MISMATCH');
    expect(e.message).toMatch(/3 categories but 2/);
    for (const bad of [
      { analysis: 'nonparametric/binomial', testVariables: ['x'], testProportion: 1 },
      { analysis: 'nonparametric/wilcoxon', pairs: [['x', 'x']] },
      { analysis: 'nonparametric/friedman', variables: ['x'] },
      {
        analysis: 'nonparametric/kruskal-wallis',
        testVariables: ['x'],
        groupingVariable: 'g',
        groups: [1],
      },
    ]) {
      expect(inputError(() => analyze(t(), bad)).code).toBe('INVALID_REQUEST');
    }
  });
});
