import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type AnovaResult, type DataTable } from '../src';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable => readDataFile(fixture('anova.csv'), { fileName: 'anova.csv' }).table;
interface Case {
  request: Record<string, Json>;
  dependents: Record<string, Json>[];
}
const reference = readReference<{
  cases: Case[];
  subsets: Case;
  factorial: { request: Record<string, Json>; factorial: Record<string, Json>[] }[];
}>('anova.json');

/** Interval bounds of tests whose critical value is found by iteration (R and the engine). */
const iteratedBounds = new Set(['tukey', 'gamesHowell', 'dunnettT3', 'dunnett']);

describe('anova (one-way) against R', () => {
  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: ${JSON.stringify(c.request)}`, () => {
      const result = analyze(table(), c.request) as AnovaResult;
      expect(result.analysis).toBe('anova');
      c.dependents.forEach((expected, k) => {
        const actual = result.dependents[k]!;
        const path = `dependents[${k}]`;
        expectMatchesR(actual, expected, path, ['postHoc']);
        const tests = expected.postHoc as { test: string; comparisons: Record<string, Json>[] }[];
        expect(actual.postHoc.map((p) => p.test)).toEqual(tests.map((t) => t.test));
        tests.forEach((test, t) => {
          const got = actual.postHoc[t]!.comparisons;
          expect(got).toHaveLength(test.comparisons.length);
          test.comparisons.forEach((e, i) => {
            const where = `${path}.postHoc.${test.test}[${i}]`;
            const iterated = iteratedBounds.has(test.test);
            expectMatchesR(got[i], e, where, iterated ? ['lowerConf', 'upperConf', 'pValue'] : []);
            if (!iterated) return;
            // Studentized-range and maximum-modulus quantiles: 1e-6 of the half width.
            const half = ((e.upperConf as number) - (e.lowerConf as number)) / 2;
            expect(Math.abs(got[i]!.lowerConf! - (e.lowerConf as number)), where).toBeLessThan(
              1e-6 * half,
            );
            expect(Math.abs(got[i]!.upperConf! - (e.upperConf as number)), where).toBeLessThan(
              1e-6 * half,
            );
            // R's ptukey and stdlib's both integrate numerically: relative 1e-6 or absolute 1e-9.
            const p = got[i]!.pValue!;
            const pe = e.pValue as number;
            expect(
              Math.abs(p - pe) <= Math.max(1e-6 * pe, 1e-9),
              `${where}.pValue ${p} vs ${pe}`,
            ).toBe(true);
          });
        });
      });
      if (!c.request.selectedAnovaOptions) return;
      expect(result.tables.map((t) => t.id)).toEqual([
        'descriptives',
        'homogeneity',
        'anova',
        'robust-tests',
        'effect-sizes',
        'multiple-comparisons',
      ]);
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
    });
  });
});

describe('anova homogeneous subsets against R', () => {
  it('Tukey, S-N-K, Duncan and Scheffé subsets with the harmonic mean of group sizes', () => {
    const data = readDataFile(fixture('anova-subsets.csv'), {
      fileName: 'anova-subsets.csv',
    }).table;
    const c = reference.subsets;
    const result = analyze(data, c.request) as AnovaResult;
    const actual = result.dependents[0]!;
    const expected = c.dependents[0]!;
    expectMatchesR(actual, expected, 'dependents[0]', ['postHoc']);
    expect(actual.homogeneousSubsets.map((h) => h.subsets.length)).toEqual([3, 3, 3, 3]);
    expect(result.tables.map((t) => t.id)).toEqual(
      expect.arrayContaining(['homogeneous-subsets-tukey', 'homogeneous-subsets-duncan']),
    );
  });
});

describe('factorial anova (Type III) against R car::Anova', () => {
  const data = () =>
    readDataFile(fixture('anova-factorial.csv'), { fileName: 'anova-factorial.csv' }).table;
  reference.factorial.forEach((c) => {
    it(`factors ${JSON.stringify(c.request.factors)}, terms ${JSON.stringify(c.request.selectedEffect ?? 'full')}`, () => {
      const result = analyze(data(), c.request) as AnovaResult;
      expect(result.dependents).toEqual([]);
      expectMatchesR(result.factorial, c.factorial, 'factorial', [
        'lowerConf',
        'upperConf',
        'pValue',
      ]);
      // Estimated marginal means: t-based, every key compared.
      c.factorial.forEach((e, k) =>
        expectMatchesR(
          result.factorial![k]!.estimatedMarginalMeans,
          e.estimatedMarginalMeans ?? [],
          `factorial[${k}].estimatedMarginalMeans`,
        ),
      );
      // Post hoc p and bounds: 1e-6 (studentized-range quantiles and integrals on both sides).
      c.factorial.forEach((e, k) =>
        ((e.postHoc ?? []) as { tests: { comparisons: Record<string, number>[] }[] }[]).forEach(
          (f, i) =>
            f.tests.forEach((t, j) =>
              t.comparisons.forEach((x, m) => {
                const a = result.factorial![k]!.postHoc[i]!.tests[j]!.comparisons[m]!;
                const half = (x.upperConf! - x.lowerConf!) / 2;
                expect(Math.abs(a.lowerConf! - x.lowerConf!)).toBeLessThan(1e-6 * half);
                expect(Math.abs(a.upperConf! - x.upperConf!)).toBeLessThan(1e-6 * half);
                expect(Math.abs(a.pValue! - x.pValue!)).toBeLessThanOrEqual(
                  Math.max(1e-6 * x.pValue!, 1e-9),
                );
              }),
            ),
        ),
      );
      expect(result.tables.map((t) => t.id)).toContain('between-subjects-effects:반응');
    });
  });

  it('names a term that is not a factor', () => {
    const e = inputError(() =>
      analyze(data(), {
        analysis: 'anova',
        dependents: ['반응'],
        factors: ['성별', '처치'],
        selectedEffect: ['성별*지역'],
      }),
    );
    expect(e.code).toBe('INVALID_REQUEST');
    expect(e.message).toContain("'지역' is not one of the factors");
  });

  it('refuses a design with an empty cell', () => {
    const e = inputError(() =>
      analyze(table(), { analysis: 'anova', dependents: ['점수'], factors: ['학과', '학년'] }),
    );
    expect(e.code).toBe('EMPTY_CELLS');
  });
});

describe('anova inputs and undefined statistics', () => {
  const request = { analysis: 'anova', dependents: ['점수'], factors: ['학과'] };

  it('names an unknown variable', () => {
    const e = inputError(() => analyze(table(), { ...request, factors: ['전공'] }));
    expect(e.code).toBe('UNKNOWN_VARIABLE');
    expect(e.messageKo).toContain("'전공'");
  });

  it('names the variable, row and value of a non-numeric cell', () => {
    const t = table();
    const column = t.columns.find((c) => c.name === '점수')!;
    column.type = 'categorical';
    column.values = column.values.map((v) => (v === null ? null : String(v)));
    column.values[3] = '칠십';
    const e = inputError(() => analyze(t, request));
    expect(e.code).toBe('NOT_NUMERIC');
    expect(e.details).toMatchObject({ variable: '점수', row: 4, value: '칠십' });
  });

  it('refuses a factor with one level', () => {
    const t = table();
    t.columns.push({
      name: '한집단',
      type: 'categorical',
      values: t.columns[0]!.values.map(() => 'A'),
    });
    const e = inputError(() => analyze(t, { ...request, factors: ['한집단'] }));
    expect(e.code).toBe('TOO_FEW_GROUPS');
    expect(e.message).toContain('at least 2 groups');
  });

  it('gives a group of one case null SD and skips post hoc tests, with warnings', () => {
    const r = analyze(table(), {
      ...request,
      factors: ['학년'],
      selectedAnovaOptions: ['descriptives', 'welch'],
      postHoc: ['tukey'],
    }) as AnovaResult;
    const d = r.dependents[0]!;
    const single = d.groups.find((g) => g.group === '4')!;
    expect(single.n).toBe(1);
    expect(single.std).toBeNull();
    expect(d.anova.between.f).toBeTypeOf('number');
    expect(d.welch!.statistic).toBeNull();
    expect(d.postHoc).toEqual([]);
    expect(r.warnings.join('\n')).toMatch(/사후검정을 하지 않았습니다/);
    expect(r.warningsEn.join('\n')).toMatch(/single case/);
  });

  it('gives null F and a warning for a constant dependent', () => {
    const t = table();
    t.columns.push({ name: '상수', type: 'numeric', values: t.columns[0]!.values.map(() => 5) });
    const r = analyze(t, {
      ...request,
      dependents: ['상수'],
      selectedAnovaOptions: ['homogeneity', 'effectSize'],
    }) as AnovaResult;
    const d = r.dependents[0]!;
    expect(d.anova.between.f).toBeNull();
    expect(d.anova.between.pValue).toBeNull();
    expect(d.effectSizes!.etaSquared).toBeNull();
    expect(d.homogeneity![0]!.statistic).toBeNull();
    expect(r.warningsEn.join('\n')).toMatch(/zero variance/);
  });

  it('rejects an unknown post hoc name', () => {
    const e = inputError(() => analyze(table(), { ...request, postHoc: ['tukeyB'] }));
    expect(e.code).toBe('INVALID_REQUEST');
  });
});
