/**
 * The proof that the SPSS syntax of a transform list reproduces the product's prepared data:
 * each request carries `transforms`; its syntax (the transform commands, then the analysis)
 * runs in GNU PSPP on the fixture, and PSPP's numbers are compared with `analyze` on the same
 * request, to PSPP's printed digits (see pspp-syntax.test.ts for the comparison's rules).
 *
 * PSPP limitation: PSPP 1.6's FACTOR has no /SAVE, so factor scores (FACTOR /SAVE REG) cannot
 * run in PSPP; their syntax is checked as text in spss-transforms.test.ts and their numbers
 * against R in transforms-reference.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  analyze,
  readDataFile,
  spssSyntax,
  syntaxDataset,
  transformSyntax,
  type AnalysisResult,
} from '../src';
import type { ChiResult } from '../src/analyses/chi/types';
import type { DescriptiveResult } from '../src/analyses/descriptive/types';
import type { FrequenciesResult } from '../src/analyses/frequencies/types';
import type { LinearResult } from '../src/analyses/linear/types';
import type { ReliabilityResult } from '../src/analyses/reliability/types';
import type { IndependentTResult } from '../src/analyses/t-independent/types';
import { fixturesDir } from './helpers';
import { Comparison, describeWithPspp, inParallel, runPspp, type PsppOutput } from './pspp';

interface Case {
  name: string;
  request: Record<string, unknown>;
  /**
   * Written as the server writes a run's syntax: the transforms' lines as the dataset version
   * kept them (written once with the data), then the analysis without the data.
   */
  keptLines?: boolean;
  check(result: AnalysisResult, c: Comparison): void;
}

const file = join(fixturesDir, 'transforms.csv');
const table = readDataFile(readFileSync(file), { fileName: 'transforms.csv' }).table;

/**
 * DESCRIPTIVES' row of a variable: PSPP shows the variable label where there is one, and the
 * value label of a labelled minimum or maximum (`valueLabels`), compared as that label.
 */
function describes(
  result: AnalysisResult,
  c: Comparison,
  labels: Record<string, string> = {},
  valueLabels: Record<string, Record<string, string>> = {},
) {
  // The last table: DESCRIPTIVES /SAVE prints one of its own before the analysis.
  const t = c.tables.filter((x) => x.title === 'Descriptive Statistics').at(-1)!;
  const col = (name: string) => t.rows[0]!.indexOf(name);
  for (const v of (result as DescriptiveResult).variables) {
    const row = c.row(t, labels[v.variable] ?? v.variable);
    c.near(`${v.variable} N`, v.n, row[col('N')]);
    c.near(`${v.variable} mean`, v.mean, row[col('Mean')]);
    c.near(`${v.variable} SD`, v.std, row[col('Std Dev')]);
    for (const [what, value, cell] of [
      ['min', v.min, row[col('Minimum')]],
      ['max', v.max, row[col('Maximum')]],
    ] as const) {
      const label = valueLabels[v.variable]?.[String(value)];
      if (label === undefined) c.near(`${v.variable} ${what}`, value, cell);
      else {
        c.count++;
        if (cell !== label) c.mismatches.push(`${v.variable} ${what}: '${label}', PSPP '${cell}'`);
      }
    }
  }
}

const reliability = (result: AnalysisResult, c: Comparison) => {
  const scale = (result as ReliabilityResult).scales[0]!;
  const cases = c.table('Case Processing Summary');
  c.near('valid', scale.caseSummary.valid, c.row(cases, 'Valid')[1]);
  c.near('excluded', scale.caseSummary.excluded, c.row(cases, 'Excluded')[1]);
  c.near('alpha', scale.reliability.alpha, c.table('Reliability Statistics').rows[1]![0]);
  const total = c.table('Item-Total Statistics');
  for (const item of scale.itemTotal ?? []) {
    const row = c.row(total, item.variable);
    c.near(`${item.variable} mean if deleted`, item.scaleMeanIfDeleted, row[1]);
    c.near(`${item.variable} variance if deleted`, item.scaleVarianceIfDeleted, row[2]);
    c.near(`${item.variable} corrected r`, item.correctedItemTotalCorrelation, row[3]);
    c.near(`${item.variable} alpha if deleted`, item.alphaIfDeleted, row[4]);
  }
};

/** REGRESSION's model summary, ANOVA and coefficients. */
function regression(result: AnalysisResult, c: Comparison) {
  const m = (result as LinearResult).models[0]!;
  const s = c.table(/^Model Summary/).rows[1]!;
  c.near('R', m.summary.r, s[0]);
  c.near('R²', m.summary.rSquared, s[1]);
  c.near('SE estimate', m.summary.seEstimate, s[3]);
  const a = c.table(/^ANOVA/);
  c.near('F', m.anova.regression.f, c.row(a, 'Regression')[4]);
  c.near('df residual', m.anova.residual.df, c.row(a, 'Residual')[2]);
  const coef = c.table(/^Coefficients/);
  for (const k of m.coefficients) {
    const label = k.term.includes('(Constant)') ? '(Constant)' : k.term;
    const row = c.row(coef, label);
    c.near(`${label} B`, k.b, row[1]);
    c.near(`${label} SE`, k.se, row[2]);
    c.near(`${label} t`, k.tValue, row[4]);
  }
}

const items = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];

const cases: Case[] = [
  {
    name: 'reverse-coded items (into new variables) and user-missing codes, RELIABILITY',
    request: {
      analysis: 'reliability',
      transforms: [
        { type: 'missingValues', variables: ['q6'], values: [9] },
        { type: 'reverse', variables: ['q3', 'q5'], min: 1, max: 5, into: ['q3r', 'q5r'] },
      ],
      factorGroups: [{ name: '만족', variables: ['q1', 'q2', 'q3r', 'q4', 'q5r', 'q6'] }],
      selectedAnalysisOptions: ['scaleIfItemDeleted'],
    },
    check: reliability,
  },
  {
    name: 'items reversed in place (user-missing codes kept), RELIABILITY',
    request: {
      analysis: 'reliability',
      transforms: [
        { type: 'missingValues', variables: ['q6'], values: [9] },
        { type: 'reverse', variables: ['q3', 'q5'], min: 1, max: 5 },
      ],
      factorGroups: [{ name: '만족', variables: items }],
      selectedAnalysisOptions: ['scaleIfItemDeleted'],
    },
    check: reliability,
  },
  {
    name: 'scale means (MEAN.4) and a renamed outcome, REGRESSION',
    request: {
      analysis: 'linear',
      transforms: [
        { type: 'missingValues', variables: ['q6'], values: [9] },
        { type: 'reverse', variables: ['q3', 'q5'], min: 1, max: 5, into: ['q3r', 'q5r'] },
        {
          type: 'scaleScore',
          groups: [
            { name: '만족', variables: ['q1', 'q2', 'q3r', 'q4', 'q5r', 'q6'] },
            { name: '관여', variables: ['x1', 'x2', 'x3', 'x4'] },
          ],
          minValid: 4,
        },
        { type: 'rename', from: 'y', to: '성과 점수' },
      ],
      dependents: ['성과 점수'],
      independents: ['만족', '관여'],
      selectedLinearOptions: ['estimates', 'modelFit'],
    },
    check: regression,
  },
  {
    name: 'a seeded random sample as the server writes it (the version’s kept lines), REGRESSION',
    keptLines: true,
    request: {
      analysis: 'linear',
      transforms: [
        { type: 'reverse', variables: ['q3', 'q5'], min: 1, max: 5, into: ['q3r', 'q5r'] },
        {
          type: 'scaleScore',
          groups: [{ name: '만족', variables: ['q1', 'q2', 'q3r', 'q4', 'q5r', 'q6'] }],
        },
        { type: 'sample', percent: 60, seed: 7 },
        { type: 'rename', from: 'y', to: '성과 점수' },
      ],
      dependents: ['성과 점수'],
      independents: ['만족', 'x1'],
      selectedLinearOptions: ['estimates', 'modelFit'],
    },
    check: regression,
  },
  {
    name: 'recode (ranges, LO/HI, MISSING, a text source) with value labels, FREQUENCIES',
    request: {
      analysis: 'frequencies',
      transforms: [
        {
          type: 'recode',
          variables: ['나이'],
          into: ['연령대'],
          rules: [
            { from: { kind: 'range', low: 'LO', high: 29 }, to: { kind: 'value', value: 1 } },
            { from: { kind: 'range', low: 30, high: 49 }, to: { kind: 'value', value: 2 } },
            { from: { kind: 'range', low: 50, high: 'HI' }, to: { kind: 'value', value: 3 } },
            { from: { kind: 'missing' }, to: { kind: 'sysmis' } },
          ],
          valueLabels: { '1': '20대 이하', '2': '30–40대', '3': '50대 이상' },
        },
        {
          type: 'recode',
          variables: ['성별'],
          into: ['여성'],
          rules: [
            { from: { kind: 'value', value: '여' }, to: { kind: 'value', value: 1 } },
            { from: { kind: 'value', value: '남' }, to: { kind: 'value', value: 0 } },
          ],
        },
        {
          type: 'recode',
          variables: ['q2'],
          rules: [
            { from: { kind: 'range', low: 1, high: 2 }, to: { kind: 'value', value: 1 } },
            { from: { kind: 'sysmis' }, to: { kind: 'value', value: 0 } },
            { from: { kind: 'else' }, to: { kind: 'copy' } },
          ],
        },
      ],
      variables: ['연령대', '여성', 'q2'],
      statistics: ['mean', 'std'],
    },
    check(result, c) {
      const stats = c.table('Statistics');
      const variables = (result as FrequenciesResult).variables;
      variables.forEach((v, k) => {
        const at = (label: string) => c.row(stats, label)[2 + k];
        c.near(`${v.variable} valid`, v.valid, at('Valid'));
        c.near(`${v.variable} missing`, v.missing, at('Missing'));
        c.near(`${v.variable} mean`, v.statistics!.mean, at('Mean'));
        c.near(`${v.variable} SD`, v.statistics!.std, at('Std Dev'));
      });
      const ages = c.table('연령대');
      for (const row of variables[0]!.rows) {
        const p = c.row(ages, row.label ?? String(row.value));
        c.near(`연령대=${row.value} frequency`, row.frequency, p[2]);
      }
    },
  },
  {
    name: 'recode into text (STRING) and of text into numbers (CONVERT), CROSSTABS',
    request: {
      analysis: 'chi',
      transforms: [
        {
          type: 'recode',
          variables: ['q1'],
          into: ['동의'],
          targetType: 'text',
          rules: [
            { from: { kind: 'range', low: 4, high: 5 }, to: { kind: 'value', value: '동의' } },
            { from: { kind: 'range', low: 1, high: 3 }, to: { kind: 'value', value: '비동의' } },
          ],
        },
        {
          type: 'recode',
          variables: ['성별'],
          into: ['성별코드'],
          rules: [
            { from: { kind: 'value', value: '여' }, to: { kind: 'value', value: 2 } },
            { from: { kind: 'value', value: '남' }, to: { kind: 'value', value: 1 } },
          ],
          valueLabels: { '1': '남성', '2': '여성' },
        },
        { type: 'valueLabels', variables: ['성별코드'], labels: { '9': '모름' }, mode: 'add' },
        { type: 'rename', from: '동의', to: '동의 여부' },
      ],
      rows: '성별코드',
      columns: '동의 여부',
      counts: ['observed'],
      chiSquareTest: true,
    },
    check(result, c) {
      const r = result as ChiResult;
      const tests = c.table('Chi-Square Tests');
      c.near('Pearson', r.tests!.pearson!.value, c.row(tests, 'Pearson Chi-Square')[1]);
      c.near('Pearson df', r.tests!.pearson!.df, c.row(tests, 'Pearson Chi-Square')[2]);
      c.near('Pearson p', r.tests!.pearson!.pValue, c.row(tests, 'Pearson Chi-Square')[3]);
      c.near('LR', r.tests!.likelihoodRatio!.value, c.row(tests, 'Likelihood Ratio')[1]);
      c.near('N', r.n, c.row(tests, 'N of Valid Cases')[1]);
      const cross = c.table(/^성별코드 × /);
      const header = cross.rows[1]!;
      r.rowCategories.forEach((rowLabel, i) => {
        // The product shows a labelled value as "label (value)", PSPP the label alone.
        const count = c.row(cross, rowLabel.replace(/ \(\d+\)$/, ''));
        r.columnCategories.forEach((colLabel, j) => {
          c.near(
            `count ${rowLabel}/${colLabel}`,
            r.observed[i]![j],
            count[header.indexOf(colLabel)],
          );
        });
      });
    },
  },
  {
    name: 'user-missing ranges, cleared missing values, a case-only rename, DESCRIPTIVES',
    request: {
      analysis: 'descriptive',
      transforms: [
        {
          type: 'missingValues',
          variables: ['q1', 'q2'],
          values: [1],
          range: { low: 'LO', high: 0 },
        },
        { type: 'missingValues', variables: ['x1'], values: [], range: { low: 6, high: 'HI' } },
        { type: 'missingValues', variables: ['q6'], values: [9] },
        { type: 'missingValues', variables: ['q6'], values: [] },
        { type: 'rename', from: 'y', to: 'Y' },
        { type: 'variableLabel', variable: 'Y', label: '' },
      ],
      variables: ['q1', 'q2', 'x1', 'q6', 'Y'],
      centralTendency: ['mean'],
      dispersion: ['std', 'min', 'max'],
    },
    check: (result, c) => describes(result, c),
  },
  {
    name: 'compute with MEAN.n, TO, SUM and user-missing values, DESCRIPTIVES',
    request: {
      analysis: 'descriptive',
      transforms: [
        { type: 'missingValues', variables: ['q6'], values: [9] },
        { type: 'compute', target: 'm', expression: 'MEAN.5(q1 TO q6)' },
        { type: 'compute', target: 's', expression: 'SUM(x1, x2) / 2 + ABS(y - 50) ** 0.5' },
        { type: 'compute', target: 'old', expression: '나이 >= 40 AND 성별 = "여"' },
        { type: 'compute', target: 'n', expression: 'NVALID(성별, q1, q6) + 2 * NMISS(성별, y)' },
      ],
      variables: ['m', 's', 'old', 'n'],
      centralTendency: ['mean'],
      dispersion: ['std', 'min', 'max'],
    },
    check: (result, c) => describes(result, c),
  },
  {
    name: 'a filter (SELECT IF), independent-samples T-TEST',
    request: {
      analysis: 't/independent',
      transforms: [{ type: 'filter', condition: '나이 >= 25 AND NOT MISSING(q1)' }],
      independentSampleTestValue: ['y', 'x1'],
      independentGroupingVariable: { variable: '성별', groups: ['여', '남'] },
    },
    check(result, c) {
      const test = c.table('Independent Samples Test');
      const groups = c.table('Group Statistics');
      for (const v of (result as IndependentTResult).variables) {
        const g1 = c.row(groups, v.variable);
        const g2 = groups.rows[groups.rows.indexOf(g1) + 1]!;
        c.near(`${v.variable} n1`, v.n1, g1[2]);
        c.near(`${v.variable} mean1`, v.mean1, g1[3]);
        c.near(`${v.variable} n2`, v.n2, g2[2]);
        c.near(`${v.variable} mean2`, v.mean2, g2[3]);
        const eq = c.row(test, v.variable);
        c.near(`${v.variable} t`, v.equalVariances.tValue, eq[4]);
        c.near(`${v.variable} df`, v.equalVariances.degreesOfFreedom, eq[5]);
        c.near(`${v.variable} p`, v.equalVariances.pValue, eq[6]);
      }
    },
  },
  {
    name: 'standardize and center the selected cases (after a filter), DESCRIPTIVES',
    request: {
      analysis: 'descriptive',
      transforms: [
        { type: 'filter', condition: '나이 < 50' },
        { type: 'standardize', variables: ['y', 'x1'] },
        { type: 'center', variables: ['q1', 'x2'], into: ['q1c', 'x2c'] },
      ],
      variables: ['Zy', 'Zx1', 'q1c', 'x2c'],
      centralTendency: ['mean'],
      dispersion: ['std', 'min', 'max'],
    },
    check: (result, c) =>
      describes(result, c, {
        Zy: 'Zscore(y)',
        Zx1: 'Zscore(x1)',
        q1c: 'Centered(q1)',
        x2c: 'Centered(x2)',
      }),
  },
  {
    name: 'a seeded random sample after a filter (selected by row number), DESCRIPTIVES',
    request: {
      analysis: 'descriptive',
      transforms: [
        { type: 'filter', condition: 'NOT MISSING(나이)' },
        { type: 'sample', count: 30, seed: 20261129 },
        { type: 'measure', variables: ['q1'], level: 'ordinal' },
        { type: 'variableLabel', variable: 'x3', label: '관여 3' },
      ],
      variables: ['y', '나이', 'x3'],
      centralTendency: ['mean'],
      dispersion: ['std', 'min', 'max'],
    },
    check: (result, c) => describes(result, c, { x3: '관여 3' }),
  },
];

/**
 * transforms-steps.json (every transform, checked against R) without its factor scores, which
 * no later step uses and PSPP cannot save.
 */
const steps = (
  JSON.parse(readFileSync(join(fixturesDir, 'transforms-steps.json'), 'utf8')) as {
    type: string;
  }[]
).filter((t) => t.type !== 'factorScores');
cases.push({
  name: 'the R reference list but its factor scores (every function, recode, scale score, filter, z, centring, labels), DESCRIPTIVES',
  request: {
    analysis: 'descriptive',
    transforms: steps,
    variables: [
      ...Array.from({ length: 11 }, (_, k) => `e${k + 1}`),
      ...['연령대', '여성', 'q6c', 'q4c', '척도A', '척도B', '합계B', 'Z척도A', '나이_c', '만족'],
    ],
    centralTendency: ['mean'],
    dispersion: ['std', 'min', 'max'],
  },
  check: (result, c) =>
    describes(
      result,
      c,
      {
        척도A: '척도 A',
        Z척도A: 'Zscore(척도 A)',
        나이_c: 'Centered(나이)',
        만족: '전반적 만족',
      },
      { 연령대: { '1': '29세 이하', '3': '40세 이상' }, 여성: { '0': '남', '1': '여' } },
    ),
});

describeWithPspp(
  { file: 'pspp-transforms.test.ts', needed: 'the transforms syntax', runs: 'transforms syntax' },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'pspp-transforms-'));
    const outputs = new Map<string, PsppOutput & { syntax: string }>();
    beforeAll(async () => {
      await inParallel(
        cases.map((k, i) => async () => {
          const facts = syntaxDataset(table, file);
          const syntax = k.keptLines
            ? spssSyntax(k.request, facts, {
                target: 'pspp',
                transformLines: transformSyntax(k.request.transforms, facts, {
                  target: 'pspp',
                  data: table,
                }),
              })
            : spssSyntax(k.request, facts, { target: 'pspp', data: table });
          outputs.set(k.name, { ...(await runPspp(dir, String(i), syntax)), syntax });
        }),
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test.each(cases.map((k) => [k.name, k] as const))('%s', (name, k) => {
      const output = outputs.get(name)!;
      expect(output.errors, `PSPP reported errors on:\n${output.syntax}`).toBe('');
      const c = new Comparison(output.tables);
      k.check(analyze(table, k.request), c);
      expect(c.mismatches).toEqual([]);
      expect(c.count).toBeGreaterThanOrEqual(5);
    });
  },
);
