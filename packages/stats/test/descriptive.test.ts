import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analyze,
  descriptive,
  readDataFile,
  type DataTable,
  type DescriptiveRequest,
  type DescriptiveResult,
  type DescriptiveVariable,
} from '../src';
import { haverage, tukeyHinges } from '../src/math/quantile';
import { lillieforsPValue, lillieforsStatistic, shapiroWilk } from '../src/math/normality';
import { fixture, fixturesDir, inputError, utf8 } from './helpers';

type Reference = Record<string, Record<string, number | boolean | null>>;
const reference = (name: string): Reference =>
  JSON.parse(readFileSync(join(fixturesDir, name), 'utf8')) as Reference;

const everything: DescriptiveRequest = {
  analysis: 'descriptive',
  variables: [],
  centralTendency: ['mean', 'median', 'mode', 'sum'],
  dispersion: ['std', 'variance', 'range', 'min', 'max', 'seMean', 'iqr'],
  distribution: ['skewness', 'kurtosis'],
  confidenceInterval: 95,
  significance: ['shapiroWilk', 'kolmogorovSmirnov'],
  visualize: ['histogram', 'boxplot', 'qq'],
  fillMethod: 'exclude',
};

function expectClose(
  actual: number | null | undefined,
  expected: number,
  relTol: number,
  what: string,
) {
  expect(actual, what).not.toBeNull();
  expect(actual, what).toBeTypeOf('number');
  const scale = Math.max(Math.abs(expected), Number.MIN_VALUE);
  const rel = Math.abs((actual as number) - expected) / scale;
  expect(rel, `${what}: ${actual} vs R ${expected}`).toBeLessThanOrEqual(relTol);
}

/** Every closed-form statistic to 1e-10, p-values to 1e-6 (relative), as the brief asks. */
function compareWithR(v: DescriptiveVariable, r: Record<string, number | boolean | null>) {
  const name = v.variable;
  expect(v.n, `${name} n`).toBe(r.n);
  expect(v.missing, `${name} missing`).toBe(r.missing);
  const closed: [keyof DescriptiveVariable, string][] = [
    ['mean', 'mean'],
    ['median', 'median'],
    ['mode', 'mode'],
    ['sum', 'sum'],
    ['std', 'std'],
    ['variance', 'variance'],
    ['range', 'range'],
    ['min', 'min'],
    ['max', 'max'],
    ['seMean', 'seMean'],
    ['iqr', 'iqr'],
    ['skewness', 'skewness'],
    ['seSkewness', 'seSkewness'],
    ['kurtosis', 'kurtosis'],
    ['seKurtosis', 'seKurtosis'],
  ];
  for (const [ours, theirs] of closed)
    expectClose(v[ours] as number, r[theirs] as number, 1e-10, `${name} ${ours}`);
  expect(v.multipleModes, `${name} multipleModes`).toBe(r.multipleModes);
  expectClose(v.confidenceInterval?.lower, r.ci95Lower as number, 1e-10, `${name} CI lower`);
  expectClose(v.confidenceInterval?.upper, r.ci95Upper as number, 1e-10, `${name} CI upper`);
  expectClose(v.shapiroWilk?.statistic, r.shapiroW as number, 1e-10, `${name} Shapiro-Wilk W`);
  expectClose(v.shapiroWilk?.pValue, r.shapiroP as number, 1e-6, `${name} Shapiro-Wilk p`);
  expectClose(v.kolmogorovSmirnov?.statistic, r.lillieD as number, 1e-10, `${name} Lilliefors D`);
  expectClose(
    v.kolmogorovSmirnov?.pValueUncapped,
    r.lillieP as number,
    1e-6,
    `${name} Lilliefors p`,
  );
  expect(v.kolmogorovSmirnov?.pValue).toBe(Math.min(v.kolmogorovSmirnov!.pValueUncapped!, 0.2));
  expect(v.kolmogorovSmirnov?.pValueIsLowerBound).toBe((r.lillieP as number) > 0.2);
}

function run(
  file: string,
  variables: string[],
  overrides: Partial<DescriptiveRequest> = {},
): DescriptiveResult {
  const { table } = readDataFile(fixture(file), { fileName: file });
  return descriptive(table, { ...everything, variables, ...overrides });
}

describe('descriptive against R (test/fixtures/make-descriptive.R)', () => {
  const cp949Ref = reference('descriptive-cp949.json');
  it.each(['descriptive-cp949.csv', 'descriptive-utf8-bom.csv'])(
    '%s: 학년, 점수, 만족도',
    (file) => {
      const result = run(file, ['학년', '점수', '만족도']);
      expect(result.variables).toHaveLength(3);
      for (const v of result.variables) compareWithR(v, cp949Ref[v.variable]!);
    },
  );

  const extraRef = reference('descriptive-extra.json');
  it.each(Object.keys(extraRef))('descriptive-extra.csv: %s', (name) => {
    const result = run('descriptive-extra.csv', [name]);
    compareWithR(result.variables[0]!, extraRef[name]!);
  });

  it('quartiles are R type 6 (SPSS HAVERAGE)', () => {
    const { table } = readDataFile(fixture('descriptive-extra.csv'), { fileName: 'x.csv' });
    for (const column of table.columns) {
      const sorted = (column.values.filter((v) => v !== null) as number[]).sort((a, b) => a - b);
      expectClose(
        haverage(sorted, 0.25),
        extraRef[column.name]!.q1Type6 as number,
        1e-12,
        `${column.name} Q1`,
      );
      expectClose(
        haverage(sorted, 0.75),
        extraRef[column.name]!.q3Type6 as number,
        1e-12,
        `${column.name} Q3`,
      );
    }
  });
});

describe('Shapiro-Wilk on small samples against R 4.2.2 (printed with %.17g)', () => {
  it.each([
    // n = 3: exact p
    [[1, 2, 4], 0.96428571428571419, 0.6368868450289632],
    // n ≤ 11 branch
    [
      [148, 154, 158, 160, 161, 162, 166, 170, 182, 195, 236],
      0.78881469483538735,
      0.0067038140565029254,
    ],
    // n = 5: two-coefficient normalisation
    [[1, 2, 3, 4, 100], 0.57730675754714555, 0.00030538884638402615],
  ])('%j', (x, w, p) => {
    const r = shapiroWilk([...x].sort((a, b) => a - b));
    expectClose(r.statistic, w, 1e-10, 'W');
    expectClose(r.pValue, p, 1e-6, 'p');
  });

  it('Lilliefors: D of an evenly spaced sample is small, and p falls as D grows', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const d = lillieforsStatistic(sorted, 5.5, Math.sqrt(82.5 / 9));
    expect(d).toBeGreaterThan(0);
    expect(d).toBeLessThan(0.2);
    expect(lillieforsPValue(0.6, 10)).toBeLessThan(1e-6);
    const ps = [0.15, 0.2, 0.25, 0.3, 0.4].map((x) => lillieforsPValue(x, 20));
    for (let i = 1; i < ps.length; i++) expect(ps[i]).toBeLessThanOrEqual(ps[i - 1]!);
  });
});

describe('descriptive: behaviour', () => {
  const table: DataTable = {
    rowCount: 6,
    columns: [
      { name: 'x', type: 'numeric', values: [1, 2, null, 4, 40, 2] },
      { name: 'const', type: 'numeric', values: [5, 5, 5, 5, 5, null] },
      { name: 'empty', type: 'numeric', values: [null, null, null, null, null, null] },
      { name: 'label', type: 'categorical', values: ['1', '2', 'three', null, '5', '6'] },
      { name: 'numText', type: 'categorical', values: ['1', '2', '3', null, '5', '6'] },
    ],
  };

  it('names an unknown variable', () => {
    const e = inputError(() => descriptive(table, { ...everything, variables: ['x', '없는변수'] }));
    expect(e.code).toBe('UNKNOWN_VARIABLE');
    expect(e.details.variable).toBe('없는변수');
    expect(e.messageKo).toContain('없는변수');
  });

  it('names variable, row and value of a non-numeric cell', () => {
    const e = inputError(() => descriptive(table, { ...everything, variables: ['label'] }));
    expect(e.code).toBe('NOT_NUMERIC');
    expect(e.details).toMatchObject({ variable: 'label', row: 3, value: 'three' });
    expect(e.messageKo).toContain('3번째 행');
  });

  it('uses a text column whose cells are all numbers', () => {
    const r = descriptive(table, { ...everything, variables: ['numText'] });
    expect(r.variables[0]).toMatchObject({ n: 5, mean: 3.4, min: 1, max: 6 });
  });

  it('gives null statistics and a warning for a variable without values, computing the others', () => {
    const r = descriptive(table, { ...everything, variables: ['empty', 'x'] });
    const [empty, x] = r.variables;
    expect(empty).toMatchObject({
      n: 0,
      missing: 6,
      mean: null,
      std: null,
      skewness: null,
      kurtosis: null,
    });
    expect(empty?.shapiroWilk?.pValue).toBeNull();
    expect(x?.mean).toBeCloseTo(9.8, 12);
    expect(r.warnings.some((w) => w.includes("'empty'"))).toBe(true);
    expect(r.warningsEn).toHaveLength(r.warnings.length);
  });

  it('gives null shape and normality statistics for zero variance, with warnings', () => {
    const r = descriptive(table, { ...everything, variables: ['const'] });
    const v = r.variables[0]!;
    expect(v).toMatchObject({ n: 5, mean: 5, std: 0, variance: 0, skewness: null, kurtosis: null });
    expect(v.shapiroWilk?.statistic).toBeNull();
    expect(v.kolmogorovSmirnov?.statistic).toBeNull();
    expect(v.confidenceInterval).toEqual({ level: 95, lower: 5, upper: 5 });
    expect(r.warnings.filter((w) => w.includes('분산 0')).length).toBeGreaterThanOrEqual(3);
  });

  it('never puts NaN or Infinity in the result', () => {
    const r = descriptive(table, { ...everything, variables: ['x', 'const', 'empty'] });
    const text = JSON.stringify(r, (_, value: unknown) =>
      typeof value === 'number' && !Number.isFinite(value) ? 'BAD' : value,
    );
    expect(text).not.toContain('BAD');
  });

  it('replaces missing values by the mean or the median on request', () => {
    const mean = descriptive(table, { ...everything, variables: ['x'], fillMethod: 'mean' })
      .variables[0]!;
    expect(mean).toMatchObject({ n: 6, missing: 0, imputed: 1 });
    expect(mean.mean).toBeCloseTo(9.8, 12);
    // Filling with the mean keeps the mean and shrinks the variance by (n−1)/n.
    expect(mean.variance).toBeCloseTo(
      (Math.pow(descriptive(table, { ...everything, variables: ['x'] }).variables[0]!.std!, 2) *
        4) /
        5,
      10,
    );
    const med = descriptive(table, { ...everything, variables: ['x'], fillMethod: 'median' })
      .variables[0]!;
    expect(med.sum).toBe(1 + 2 + 2 + 4 + 40 + 2);
    expect(med.median).toBe(2);
  });

  it('reports the smallest of several modes and flags it', () => {
    const t: DataTable = {
      rowCount: 6,
      columns: [{ name: 'm', type: 'numeric', values: [3, 1, 3, 1, 2, 9] }],
    };
    const r = descriptive(t, { ...everything, variables: ['m'] });
    expect(r.variables[0]).toMatchObject({ mode: 1, multipleModes: true });
    expect(r.tables[0]?.rows[0]?.footnoteRefs).toHaveLength(1);
  });

  it('only returns what was asked for', () => {
    const r = descriptive(table, {
      ...everything,
      variables: ['x'],
      centralTendency: ['mean'],
      dispersion: [],
      distribution: [],
      confidenceInterval: null,
      significance: [],
      visualize: [],
    });
    expect(Object.keys(r.variables[0]!).sort()).toEqual(['mean', 'missing', 'n', 'variable']);
    expect(r.tables.map((t) => t.id)).toEqual(['descriptive-statistics']);
    expect(r.tables[0]?.columns.map((c) => c.key)).toEqual(['n', 'missing', 'mean']);
  });

  it('builds the SPSS-like tables with Korean and English labels', () => {
    const r = run('descriptive-cp949.csv', ['점수', '만족도']);
    const [desc, normality] = r.tables;
    expect(desc?.title).toEqual({ ko: '기술통계', en: 'Descriptive Statistics' });
    expect(desc?.columnGroups?.reduce((s, g) => s + g.span, 0)).toBe(desc?.columns.length);
    expect(desc?.rows.map((row) => row.label)).toEqual(['점수', '만족도']);
    expect(desc?.rows[0]?.cells.mean).toBe(r.variables[0]?.mean);
    expect(desc?.rows[0]?.cells.seSkewness).toBe(r.variables[0]?.seSkewness);
    expect(normality?.title).toEqual({ ko: '정규성 검정', en: 'Tests of Normality' });
    expect(normality?.columnGroups?.map((g) => g.label.en)).toEqual([
      'Kolmogorov-Smirnov',
      'Shapiro-Wilk',
    ]);
    expect(normality?.footnotes?.[0]?.en).toBe('Lilliefors Significance Correction');
    // 점수: Lilliefors p > .2 is shown as the lower bound .2 with its footnote.
    expect(normality?.rows[0]?.cells.ksP).toBe(0.2);
    expect(normality?.footnotes?.[normality.rows[0]!.footnoteRefs![0]!]?.en).toBe(
      'This is a lower bound of the true significance.',
    );
    expect(normality?.rows[1]?.footnoteRefs).toBeUndefined();
  });

  it('draws the box plot from Tukey hinges with outliers and extremes by row', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 40];
    const t: DataTable = {
      rowCount: values.length,
      columns: [{ name: 'b', type: 'numeric', values }],
    };
    const box = descriptive(t, { ...everything, variables: ['b'], visualize: ['boxplot'] })
      .variables[0]!.boxplot!;
    // n = 12: hinge depth 3.5 → (3+4)/2 and (10+9)/2.
    expect(tukeyHinges([...values])).toEqual({ lower: 3.5, upper: 9.5 });
    expect(box).toMatchObject({ q1: 3.5, median: 6.5, q3: 9.5, whiskerLow: 1, whiskerHigh: 10 });
    expect(box.outliers).toEqual([
      { row: 11, value: 20, extreme: false },
      { row: 12, value: 40, extreme: true },
    ]);
  });

  it('gives a histogram that counts every value and Q-Q points with Blom scores', () => {
    const v = run('descriptive-extra.csv', ['skewed150']).variables[0]!;
    expect(v.histogram?.bins).toHaveLength(Math.ceil(Math.log2(150) + 1));
    expect(v.histogram?.bins.reduce((s, b) => s + b.count, 0)).toBe(150);
    expect(v.histogram?.bins[0]?.lower).toBe(v.min);
    expect(v.histogram?.bins.at(-1)?.upper).toBe(v.max);
    expect(v.qq?.points).toHaveLength(150);
    // The median rank's Blom score is 0 for odd n; ends are symmetric.
    const first = v.qq!.points[0]!;
    const last = v.qq!.points.at(-1)!;
    expect(first.theoretical).toBeCloseTo(-last.theoretical, 12);
    expect(first.sample).toBe(v.min);
  });
});

describe('analyze', () => {
  const { table } = readDataFile(utf8('a,b\n1,x\n2,y\n4,z\n'), { fileName: 'a.csv' });

  it('dispatches descriptive and fills SPSS defaults', () => {
    const r = analyze(table, { analysis: 'descriptive', variables: ['a'] }) as DescriptiveResult;
    expect(r.variables[0]).toMatchObject({ mean: 7 / 3, min: 1, max: 4 });
    expect(r.variables[0]?.std).toBeCloseTo(Math.sqrt(7 / 3), 12);
  });

  it.each([
    [null, 'INVALID_REQUEST'],
    [{}, 'INVALID_REQUEST'],
    [{ analysis: 'anova-of-doom' }, 'UNKNOWN_ANALYSIS'],
    [{ analysis: 'descriptive' }, 'INVALID_REQUEST'],
    [{ analysis: 'descriptive', variables: [] }, 'INVALID_REQUEST'],
    [{ analysis: 'descriptive', variables: ['a'], dispersion: ['spread'] }, 'INVALID_REQUEST'],
    [{ analysis: 'descriptive', variables: ['a'], confidenceInterval: 120 }, 'INVALID_REQUEST'],
    [{ analysis: 'descriptive', variables: ['a'], fillMethod: 'zero' }, 'INVALID_REQUEST'],
    [{ analysis: 'descriptive', variables: ['b'] }, 'NOT_NUMERIC'],
  ])('rejects %j with %s', (request, code) => {
    const e = inputError(() => analyze(table, request));
    expect(e.code).toBe(code);
  });

  it('names the wrong field and value', () => {
    const e = inputError(() =>
      analyze(table, { analysis: 'descriptive', variables: ['a'], dispersion: ['spread'] }),
    );
    expect(e.details).toMatchObject({ field: 'dispersion', value: 'spread' });
    expect(e.messageKo).toContain('spread');
  });
});
