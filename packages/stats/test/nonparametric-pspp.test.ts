import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type DataTable } from '../src';
import type {
  BinomialResult,
  ChiSquareGoodnessResult,
  FriedmanResult,
  KruskalWallisResult,
  MannWhitneyResult,
  WilcoxonResult,
} from '../src/analyses/nonparametric/types';
import { fixture, fixturesDir } from './helpers';
import { parseOutput } from './pspp';

/**
 * GNU PSPP's NPAR TESTS on the reference data (nonparametric.sps → nonparametric-pspp.csv),
 * compared at the decimals PSPP prints. PSPP reads a pair as first − second where SPSS (and the
 * engine) read second − first, so negative and positive swap.
 */
const table = (): DataTable =>
  readDataFile(fixture('nonparametric.csv'), { fileName: 'nonparametric.csv' }).table;

/** PSPP's CSV output: tables in order, each a title and its rows of cells. */
const psppTables = parseOutput(readFileSync(join(fixturesDir, 'nonparametric-pspp.csv'), 'utf8'));
const nth = (title: string, n = 0) => psppTables.filter((t) => t.title === title)[n]!.rows;
const cell = (rows: string[][], label: string, column: number) =>
  Number(rows.find((r) => r[0] === label)![column]);
/** Agrees with PSPP's printed value to its last decimal. */
const printed = (engine: number | null, pspp: number, decimals: number) =>
  expect(Math.abs(engine! - pspp)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12);

describe('nonparametric tests against PSPP', () => {
  it('Mann-Whitney U, W, Z and p', () => {
    const r = analyze(table(), {
      analysis: 'nonparametric/mann-whitney',
      testVariables: ['점수', '정밀점수'],
      groupingVariable: { variable: '집단', groups: [1, 2] },
    }) as MannWhitneyResult;
    const stats = nth('Test Statistics', 0);
    r.variables.forEach((v) => {
      printed(v.u, cell(stats, v.variable, 1), 2);
      printed(v.w, cell(stats, v.variable, 2), 2);
      printed(v.z, cell(stats, v.variable, 3), 2);
      printed(v.pValue, cell(stats, v.variable, 4), 3);
    });
  });

  it('Wilcoxon counts, rank sums, Z and p', () => {
    const r = analyze(table(), {
      analysis: 'nonparametric/wilcoxon',
      pairs: [
        ['사전', '사후'],
        ['사전', '중간'],
        ['사후', '추후'],
      ],
    }) as WilcoxonResult;
    const ranks = nth('Ranks', 1);
    const stats = nth('Test Statistics', 1);
    r.pairs.forEach((p, i) => {
      const at = ranks.findIndex((row) => row[0] === `${p.first} - ${p.second}`);
      // PSPP's negative ranks (first < second) are the engine's positive ones.
      expect(Number(ranks[at]![2])).toBe(p.positiveN);
      printed(p.positiveSumOfRanks, Number(ranks[at]![4]), 2);
      expect(Number(ranks[at + 1]![2])).toBe(p.negativeN);
      expect(Number(ranks[at + 2]![2])).toBe(p.ties);
      printed(p.z, cell(stats, 'Z', i + 1), 2);
      printed(p.pValue, cell(stats, 'Asymp. Sig. (2-tailed)', i + 1), 3);
    });
  });

  it('Kruskal-Wallis mean ranks, H and p', () => {
    const r = analyze(table(), {
      analysis: 'nonparametric/kruskal-wallis',
      testVariables: ['점수', '정밀점수'],
      groupingVariable: '집단',
    }) as KruskalWallisResult;
    const stats = nth('Test Statistics', 3);
    r.variables.forEach((v, i) => {
      printed(v.h, Number(stats[1]![i + 1]), 2);
      printed(v.pValue, Number(stats[3]![i + 1]), 3);
    });
    printed(r.variables[1]!.groups[1]!.meanRank, 84.43, 2);
  });

  it("Friedman χ² and Kendall's W", () => {
    const r = analyze(table(), {
      analysis: 'nonparametric/friedman',
      variables: ['사전', '중간', '사후'],
    }) as FriedmanResult;
    const friedman = nth('Test Statistics', 4);
    const kendall = nth('Test Statistics', 5);
    expect(cell(friedman, 'N', 1)).toBe(r.n);
    printed(r.chiSquare, cell(friedman, 'Chi-Square', 1), 2);
    printed(r.kendallW, cell(kendall, "Kendall's W", 1), 2);
  });

  it('chi-square goodness of fit, equal and given expected values', () => {
    (['equal', [4, 3, 2, 1]] as const).forEach((expected, n) => {
      const r = analyze(table(), {
        analysis: 'nonparametric/chi-square',
        testVariables: ['응답'],
        expected,
      }) as ChiSquareGoodnessResult;
      const v = r.variables[0]!;
      const counts = nth('응답', n);
      v.categories.forEach((c) => {
        expect(cell(counts, c.category, 1)).toBe(c.observed);
        printed(c.expected, cell(counts, c.category, 2), 2);
      });
      const stats = nth('Test Statistics', 6 + n);
      printed(v.chiSquare, cell(stats, '응답', 1), 2);
      printed(v.pValue, cell(stats, '응답', 3), 3);
    });
  });

  it('binomial test with a cut point and a test proportion', () => {
    const r = analyze(table(), {
      analysis: 'nonparametric/binomial',
      testVariables: ['응답'],
      testProportion: 0.3,
      cutPoint: 1,
    }) as BinomialResult;
    const rows = nth('Binomial Test');
    expect(Number(rows[1]![3])).toBe(r.variables[0]!.group1.n);
    printed(r.variables[0]!.pValue, Number(rows[1]![6]), 3);
  });
});
