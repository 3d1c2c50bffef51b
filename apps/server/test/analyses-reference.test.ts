import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frequencyStatistics, type RepeatedResult } from '@tonggye/stats';
import type { UploadedDataset } from '../src/datasets';
import { ANALYSIS_ROUTES, routedAnalyses } from '../src/routes/analyses';
import { expectMatchesR, type Json } from '../../../packages/stats/test/reference';
import { expectError, startTestServer, type TestServer } from './helpers';

/**
 * Every analysis path the site calls over real HTTP (SQLite in `unit`, PostgreSQL in
 * `server-pg`): the fixture is uploaded, `{prefix}/insertion` opens it, `{prefix}/analysis` runs
 * the engine's R-reference request, and the answer under the path's result name is compared with
 * R's values (packages/stats/test/fixtures/make-*.R) at the engine tests' own tolerances.
 */

const fixtures = join(import.meta.dirname, '../../../packages/stats/test/fixtures');
const file = (name: string) => readFileSync(join(fixtures, name));
const reference = <T = Record<string, Json>>(name: string): T =>
  JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as T;

type Row = Record<string, Json>;
/** Post hoc and marginal-mean intervals rest on iterated quantiles: the engine's tests hold them. */
const SKIP_FACTORIAL = ['postHoc', 'estimatedMarginalMeans'];
type Result = Record<string, unknown>;

describe('every analysis path against R’s reference values', () => {
  let server: TestServer;
  const datasets = new Map<string, UploadedDataset>();

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of [
      'survey.csv',
      'anova.csv',
      'anova-factorial.csv',
      'chi.csv',
      'factor.csv',
      'linear.csv',
      'logistic.csv',
      'multinomial.csv',
      'moderation.csv',
      'mediation.csv',
      'process.csv',
      'reliability.csv',
      'descriptive-extra.csv',
      'repeated.csv',
    ]) {
      const reply = await server.upload<{ result: UploadedDataset }>(file(name), name);
      expect(reply.status, name).toBe(200);
      datasets.set(name, reply.data.result);
    }
  });
  afterAll(() => server.close());

  /** `{prefix}/insertion` then `{prefix}/analysis`: the result under the path's name. */
  async function run(id: keyof typeof ANALYSIS_ROUTES, csv: string, request: Row) {
    const { prefix, resultKey } = ANALYSIS_ROUTES[id];
    const dataset = datasets.get(csv)!;
    const opened = await server.call<{ result: UploadedDataset }>(`${prefix}/insertion`, {
      uuid: dataset.uuid,
    });
    expect(opened.status).toBe(200);
    expect(opened.data.result.columns.map((c) => c.name)).toEqual(
      dataset.columns.map((c) => c.name),
    );
    const { analysis: _analysis, ...fields } = request;
    const reply = await server.call<Record<string, unknown>>(`${prefix}/analysis`, {
      uuid: dataset.uuid,
      fileName: csv,
      ...fields,
    });
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
    expect(reply.data.analysisId).toMatch(/^[0-9a-f-]{36}$/);
    const result = reply.data[resultKey] as Result;
    expect(result.analysis).toBe(id);
    return result;
  }

  it('covers every routed analysis', () => {
    expect(routedAnalyses().sort()).toEqual(
      [
        'frequencies',
        'multiple-responses',
        't/one',
        't/paired',
        't/independent',
        'anova',
        'chi',
        'factor',
        'reliability',
        'correlation',
        'linear',
        'logistic',
        'multinomial',
        'moderation',
        'mediation',
        'nonparametric/mann-whitney',
        'nonparametric/wilcoxon',
        'nonparametric/sign',
        'nonparametric/kruskal-wallis',
        'nonparametric/friedman',
        'nonparametric/chi-square',
        'nonparametric/binomial',
        'anova/repeated',
      ].sort(),
    );
  });

  it('/description/get and /description/analysis (make-descriptive.R)', async () => {
    const dataset = datasets.get('descriptive-extra.csv')!;
    const opened = await server.call<{ result: UploadedDataset }>('/description/get', {
      uuid: dataset.uuid,
    });
    expect(opened.status).toBe(200);
    const refs = reference<Record<string, Record<string, number>>>('descriptive-extra.json');
    const reply = await server.call<{ result: { variables: Result[] }; analysisId: string }>(
      '/description/analysis',
      {
        uuid: dataset.uuid,
        variables: ['normal240', 'skewed150', 'ties60'],
        centralTendency: ['mean', 'median', 'sum'],
        dispersion: ['std', 'variance', 'range', 'min', 'max', 'seMean', 'iqr'],
        distribution: ['skewness', 'kurtosis'],
        confidenceInterval: 95,
        significance: ['shapiroWilk'],
        visualize: [],
        fillMethod: 'exclude',
      },
    );
    expect(reply.status).toBe(200);
    for (const v of reply.data.result.variables) {
      const r = refs[v.variable as string]!;
      const shapiro = v.shapiroWilk as { statistic: number; pValue: number };
      const ci = v.confidenceInterval as { lower: number; upper: number };
      expectMatchesR(
        {
          n: v.n,
          ...Object.fromEntries(
            ['mean', 'median', 'sum', 'std', 'variance', 'range', 'min', 'max', 'seMean', 'iqr']
              .concat(['skewness', 'seSkewness', 'kurtosis', 'seKurtosis'])
              .map((k) => [k, v[k]]),
          ),
          ci95Lower: ci.lower,
          ci95Upper: ci.upper,
          shapiroW: shapiro.statistic,
          shapiroP: shapiro.pValue,
        },
        Object.fromEntries(
          ['n', 'mean', 'median', 'sum', 'std', 'variance', 'range', 'min', 'max', 'seMean']
            .concat(['iqr', 'skewness', 'seSkewness', 'kurtosis', 'seKurtosis'])
            .concat(['ci95Lower', 'ci95Upper', 'shapiroW', 'shapiroP'])
            .map((k) => [k, r[k]!]),
        ),
        v.variable as string,
      );
    }
  });

  it('/frequencies (make-frequencies.R)', async () => {
    const refs = reference<{ numeric: Row[]; text: Row }>('frequencies.json');
    for (const r of refs.numeric) {
      const result = await run('frequencies', 'survey.csv', {
        variables: [r.variable!],
        statistics: [...frequencyStatistics],
      });
      expectMatchesR((result.variables as Result[])[0], r, r.variable as string);
    }
    const text = await run('frequencies', 'survey.csv', { variables: ['성별'] });
    expectMatchesR((text.variables as Result[])[0], refs.text, '성별');
  });

  it('/multiple-responses (make-multiple-responses.R)', async () => {
    const { sets } = reference<{ sets: Row[] }>('multiple-responses.json');
    const result = await run('multiple-responses', 'reliability.csv', {
      sets: sets.map((s) => ({
        name: s.name!,
        label: s.name!,
        type: s.type!,
        variables: s.variables!,
        ...(s.countedValue !== undefined ? { countedValue: s.countedValue } : {}),
      })),
    });
    sets.forEach((s, i) => expectMatchesR((result.sets as Result[])[i], s, `sets[${i}]`));
  });

  it('/t/one, /t/paired, /t/independent (make-ttests.R)', async () => {
    const refs = reference<{ one: Row[]; paired: Row[]; independent: Row[] }>('ttests.json');
    for (const r of refs.one) {
      const result = await run('t/one', 'survey.csv', {
        variables: [r.variable!],
        populationMean: r.populationMean!,
        selectedConfidence: r.level!,
      });
      expectMatchesR((result.variables as Result[])[0], r, `one ${r.variable as string}`, [
        'populationMean',
        'level',
      ]);
    }
    for (const r of refs.paired) {
      const result = await run('t/paired', 'survey.csv', {
        pairedSampleTestValue: [[r.first!, r.second!]],
        selectedConfidence: r.level!,
      });
      expectMatchesR((result.pairs as Result[])[0], r, 'paired', ['level']);
    }
    for (const r of refs.independent) {
      const result = await run('t/independent', 'survey.csv', {
        independentSampleTestValue: [r.variable!],
        independentGroupingVariable:
          r.cutPoint === null
            ? { variable: r.grouping!, groups: r.groups! }
            : { variable: r.grouping!, cutPoint: r.cutPoint! },
        selectedConfidence: r.level!,
      });
      expectMatchesR((result.variables as Result[])[0], r, 'independent', [
        'level',
        'grouping',
        'groups',
        'cutPoint',
      ]);
    }
  });

  it('/anova (make-anova.R: one-way and factorial)', async () => {
    const refs = reference<{
      cases: { request: Row; dependents: Row[] }[];
      factorial: { request: Row; factorial: Row[] }[];
    }>('anova.json');
    for (const c of refs.cases) {
      const result = await run('anova', 'anova.csv', c.request);
      // Post hoc tests with iterated critical values are held to their own bounds in the engine's
      // tests; here the omnibus statistics, Levene, Welch, Brown–Forsythe and effect sizes.
      c.dependents.forEach((expected, k) =>
        expectMatchesR((result.dependents as Result[])[k], expected, `dependents[${k}]`, [
          'postHoc',
        ]),
      );
    }
    for (const c of refs.factorial) {
      const result = await run('anova', 'anova-factorial.csv', c.request);
      expectMatchesR(result.factorial, c.factorial, 'factorial', SKIP_FACTORIAL);
    }
    // Seven post hoc tests on two dependents, iterated quantiles included: slow on a busy machine.
  }, 90_000);

  it('/chi (make-chi.R)', async () => {
    const { cases } = reference<{ cases: { request: Row; expected: Row }[] }>('chi.json');
    for (const c of cases) {
      expectMatchesR(await run('chi', 'chi.csv', c.request), c.expected, 'chi');
    }
  });

  it('/factor (make-factor.R: KMO, Bartlett, anti-image, principal components)', async () => {
    const refs = reference<{ variables: string[]; listwise: Row }>('factor.json');
    const result = await run('factor', 'factor.csv', {
      factorVariables: refs.variables,
      selectedMissingValueControlMethod: 'listwise',
    });
    const { pca, paf: _paf, pafConverged: _converged, ...closed } = refs.listwise;
    expectMatchesR(result, closed, 'factor');
    const components = pca as { eigenvalues: Json; loadings: Json };
    expectMatchesR(result.eigenvalues, components.eigenvalues, 'eigenvalues');
    expectMatchesR(result.loadings, components.loadings, 'loadings');
  });

  it('/reliability (make-reliability.R)', async () => {
    const { scales } = reference<{ scales: Row[] }>('reliability.json');
    for (const ref of scales) {
      const result = await run('reliability', 'reliability.csv', {
        factorGroups: [{ name: ref.name!, variables: ref.variables! }],
        model: 'alpha',
        selectedAnalysisOptions: ['item', 'scale', 'scaleIfItemDeleted', 'summaryMeans'],
      });
      const scale = (result.scales as Result[])[0]!;
      for (const key of ['caseSummary', 'reliability', 'itemStatistics', 'scaleStatistics'])
        expectMatchesR(scale[key], ref[key]!, `${ref.name as string}.${key}`);
    }
  });

  it('/correlation (make-correlation.R)', async () => {
    const refs = reference<{ variables: string[]; pairwise: Row; listwise: Row }>(
      'correlation.json',
    );
    for (const missing of ['pairwise', 'listwise'] as const) {
      const result = await run('correlation', 'survey.csv', {
        correlationVariables: refs.variables,
        selectedCoefficientOptions: ['pearson', 'spearman', 'kendall'],
        selectedMissingValueControlMethod: missing,
        selectedAnalysisOptions: ['meansAndSd', 'crossProducts'],
      });
      for (const key of ['pearson', 'spearman', 'kendall', 'descriptives'])
        expectMatchesR(result[key], refs[missing][key]!, `${missing}.${key}`);
    }
  });

  it('/multinomial (make-multinomial.R)', async () => {
    const { cases } = reference<{
      cases: (Row & { request: Row; n: number })[];
    }>('multinomial.json');
    for (const c of cases) {
      const result = await run('multinomial', 'multinomial.csv', c.request);
      expect((result.caseSummary as Result).valid).toBe(c.n);
      expectMatchesR(result.modelFitting, c.modelFitting!, 'modelFitting');
      expectMatchesR(result.pseudoRSquare, c.pseudoRSquare!, 'pseudoRSquare');
      expectMatchesR(result.likelihoodRatioTests, c.likelihoodRatioTests!, 'lrt');
      expectMatchesR(result.parameters, c.parameters!, 'parameters');
    }
  });

  it('/multinomial: a dependent with two categories is a 400 naming it, in Korean and English', async () => {
    const dataset = datasets.get('multinomial.csv')!;
    await server.call('/multinomial/insertion', { uuid: dataset.uuid });
    const reply = await server.call<Record<string, unknown>>('/multinomial/analysis', {
      uuid: dataset.uuid,
      fileName: 'multinomial.csv',
      dependents: ['성별'],
      covariates: ['성적'],
    });
    expect(reply.status).toBe(400);
    const text = JSON.stringify(reply.body);
    expect(text).toContain('성별');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('/logistic (make-logistic.R)', async () => {
    const { cases } = reference<{
      cases: { request: Row; n: number; block0: Row; step: Row }[];
    }>('logistic.json');
    for (const c of cases) {
      const result = await run('logistic', 'logistic.csv', c.request);
      expect((result.caseSummary as Result).included).toBe(c.n);
      expectMatchesR(result.block0, c.block0, 'block0');
      const { omnibusModel, omnibusStepChiSquare: _step, ...step } = c.step;
      const actual = (result.steps as Result[])[0]!;
      expectMatchesR(actual, step, 'step');
      expectMatchesR((actual.omnibus as Result).model, omnibusModel!, 'omnibus.model');
    }
  });

  it('/linear (make-linear.R)', async () => {
    const { cases } = reference<{
      cases: { request: Row; n: number; model: Row; correlations: Row }[];
    }>('linear.json');
    for (const c of cases) {
      const result = await run('linear', 'linear.csv', c.request);
      expect(result.n).toBe(c.n);
      expectMatchesR((result.models as Result[])[0], c.model, 'model');
      expectMatchesR(result.correlations, c.correlations, 'correlations');
    }
  });

  it('/moderation (make-moderation.R)', async () => {
    const { cases } = reference<{ cases: (Row & { request: Row })[] }>('moderation.json');
    for (const c of cases)
      expectMatchesR(await run('moderation', 'moderation.csv', c.request), c, 'moderation', [
        'request',
      ]);
  });

  it('/mediation (make-mediation.R, closed-form effects)', async () => {
    const { cases } = reference<{ cases: { request: Row; expected: Row }[] }>('mediation.json');
    for (const c of cases) {
      const result = await run('mediation', 'mediation.csv', {
        ...c.request,
        numberOfBootstrapSamples: 0,
      });
      expectMatchesR(result, c.expected, 'mediation');
    }
  });

  it('/mediation with PROCESS models 6, 7, 8, 14 and 58 (make-process.R, the same resamples)', async () => {
    const { cases } = reference<{ cases: { request: Row; expected: Row }[] }>('process.json');
    for (const c of cases) {
      const result = await run('mediation', 'process.csv', c.request);
      expect(result.modelNumber).toBe(c.request.modelNumber);
      expectMatchesR(result, c.expected, `mediation model ${String(c.request.modelNumber)}`);
    }
  });

  it('/mediation answers bad roles of the PROCESS models with 400 in both languages', async () => {
    const dataset = datasets.get('process.csv')!;
    const ask = (fields: Row) =>
      server.call('/mediation/analysis', {
        uuid: dataset.uuid,
        fileName: 'process.csv',
        dependents: ['성과'],
        independents: ['지원'],
        mediators: ['효능감'],
        numberOfBootstrapSamples: 10,
        ...fields,
      });
    const twoRoles = expectError(
      await ask({ modelNumber: 7, moderators: ['효능감'] }),
      400,
      'INVALID_REQUEST',
    );
    expect(twoRoles.message).toContain('효능감');
    expect(twoRoles.messageEn).toContain('효능감');
    expectError(await ask({ modelNumber: 6 }), 400, 'INVALID_REQUEST');
    const constant = expectError(
      await ask({ modelNumber: 14, moderators: ['상수'] }),
      400,
      'CONSTANT_VARIABLE',
    );
    expect(constant.message).toContain('조절변수');
  });

  it('/anova/repeated (make-repeated.R: a mixed design)', async () => {
    type Test = { epsilon: number; df: number; errorDf: number; p: number };
    const ref = reference<{
      mixed: {
        n: number;
        between: { ss: number; f: number; p: number; partialEta: number }[];
        within: Record<
          string,
          {
            mauchly: { w: number; p: number };
            effects: { term: string; f: number; greenhouseGeisser: Test; huynhFeldt: Test }[];
          }
        >;
        marginalMeans: { mean: number; se: number }[];
        pairwise: { i: number; j: number; p: number }[];
      };
    }>('repeated.json').mixed;
    const result = (await run('anova/repeated', 'repeated.csv', {
      withinFactors: [{ name: '시점', levels: 3 }],
      measures: ['시점1', '시점2', '시점3'],
      betweenFactors: ['집단'],
    })) as unknown as RepeatedResult;
    const near = (actual: number | null, expected: number, digits = 9) =>
      expect(Math.abs((actual ?? NaN) - expected) / Math.max(Math.abs(expected), 1)).toBeLessThan(
        10 ** -digits,
      );
    expect(result.n).toBe(ref.n);
    ref.between.forEach((b, i) => {
      const e = result.between.effects[i]!;
      near(e.ss, b.ss);
      near(e.f, b.f);
      near(e.pValue, b.p, 6);
      near(e.partialEtaSquared, b.partialEta);
    });
    const term = result.within[0]!;
    const want = ref.within[term.term]!;
    near(term.mauchly.w, want.mauchly.w);
    near(term.mauchly.pValue, want.mauchly.p, 6);
    want.effects.forEach((we, k) => {
      const ge = term.effects[k]!;
      expect(ge.term).toBe(we.term);
      near(ge.f, we.f);
      near(ge.greenhouseGeisser.df, we.greenhouseGeisser.df);
      near(ge.greenhouseGeisser.pValue, we.greenhouseGeisser.p, 6);
      near(ge.huynhFeldt.pValue, we.huynhFeldt.p, 6);
    });
    result.marginalMeans[0]!.means.forEach((m, l) => {
      near(m.mean, ref.marginalMeans[l]!.mean);
      near(m.se, ref.marginalMeans[l]!.se);
    });
    for (const want of ref.pairwise) {
      const got = result.marginalMeans[0]!.pairwise.find((c) => c.i === want.i && c.j === want.j);
      near(got?.pValue ?? null, want.p, 6);
    }
    // The tables the wizard shows travel with the result.
    expect(result.tables.length).toBeGreaterThan(3);
  });
});
