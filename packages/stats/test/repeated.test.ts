import { describe, expect, it } from 'vitest';
import { readDataFile } from '../src';
import { parseRepeatedRequest, repeatedMeasures } from '../src/analyses/repeated';
import { polynomialContrasts } from '../src/analyses/repeated';
import { fixture, inputError } from './helpers';
import { readReference } from './reference';

// Reference values: make-repeated.R (the multivariate linear model with sum-to-zero contrasts,
// cross-checked there against car::Anova).
type R = Record<string, never>;
const reference = readReference<Record<string, R>>('repeated.json');
const table = readDataFile(fixture('repeated.csv'), { fileName: 'repeated.csv' }).table;

/** Relative agreement: 1e-9 for closed forms, 1e-6 for p-values (distribution functions). */
function close(
  actual: number | null | undefined,
  expected: number | null,
  what: string,
  tol = 1e-9,
) {
  if (expected === null) {
    expect(actual, what).toBeNull();
    return;
  }
  expect(actual, what).toBeTypeOf('number');
  const error = Math.abs((actual as number) - expected) / Math.max(Math.abs(expected), 1e-12);
  expect(
    error <= tol || Math.abs((actual as number) - expected) < 1e-12,
    `${what}: ${actual} vs ${expected}`,
  ).toBe(true);
}
const P = 1e-6;

interface Case {
  name: string;
  measures: string[];
  within: { name: string; levels: number }[];
  between: string[];
}

const cases: Case[] = [
  {
    name: 'one',
    measures: ['시점1', '시점2', '시점3'],
    within: [{ name: '시점', levels: 3 }],
    between: [],
  },
  {
    name: 'mixed',
    measures: ['시점1', '시점2', '시점3'],
    within: [{ name: '시점', levels: 3 }],
    between: ['집단'],
  },
  {
    name: 'mixed2',
    measures: ['시점1', '시점2', '시점3'],
    within: [{ name: '시점', levels: 3 }],
    between: ['집단', '성별'],
  },
  {
    name: 'twoWithin',
    measures: ['a1b1', 'a1b2', 'a1b3', 'a2b1', 'a2b2', 'a2b3'],
    within: [
      { name: 'A', levels: 2 },
      { name: 'B', levels: 3 },
    ],
    between: ['집단'],
  },
  {
    name: 'twoLevels',
    measures: ['시점1', '시점3'],
    within: [{ name: '시점', levels: 2 }],
    between: ['집단'],
  },
];

const run = (c: Case) =>
  repeatedMeasures(
    table,
    parseRepeatedRequest({
      analysis: 'anova/repeated',
      withinFactors: c.within,
      measures: c.measures,
      betweenFactors: c.between,
    }),
  );

describe('anova/repeated against R', () => {
  for (const c of cases) {
    it(`${c.name}: between-subjects effects, sphericity, within-subjects and multivariate tests, contrasts, marginal means`, () => {
      const result = run(c);
      const ref = reference[c.name] as unknown as {
        n: number;
        between: { ss: number; df: number; ms: number; f: number; p: number; partialEta: number }[];
        betweenError: { ss: number; df: number };
        within: Record<
          string,
          {
            mauchly: Record<string, number | null>;
            error: { ss: number; df: number };
            effects: {
              term: string;
              ss: number;
              df: number;
              f: number;
              partialEta: number;
              sphericity: { epsilon: number; df: number; errorDf: number; p: number };
              greenhouseGeisser: { epsilon: number; df: number; errorDf: number; p: number };
              huynhFeldt: { epsilon: number; df: number; errorDf: number; p: number };
              lowerBound: { epsilon: number; df: number; errorDf: number; p: number };
              multivariate: Record<
                string,
                {
                  value: number;
                  f: number;
                  df1: number;
                  df2: number;
                  p: number;
                  partialEta: number;
                }
              >;
              contrasts: {
                ss: number;
                df: number;
                f: number;
                p: number;
                errorSs: number;
                partialEta: number;
              }[];
            }[];
          }
        >;
        marginalMeans: { mean: number; se: number; lower: number; upper: number }[];
        pairwise: {
          i: number;
          j: number;
          difference: number;
          se: number;
          p: number;
          lower: number;
          upper: number;
        }[];
      };
      expect(result.n).toBe(ref.n);
      expect(result.between.effects).toHaveLength(ref.between.length);
      ref.between.forEach((b, i) => {
        const e = result.between.effects[i]!;
        close(e.ss, b.ss, `between ${i} ss`);
        expect(e.df).toBe(b.df);
        close(e.f, b.f, `between ${i} F`);
        close(e.pValue, b.p, `between ${i} p`, P);
        close(e.partialEtaSquared, b.partialEta, `between ${i} eta`);
      });
      close(result.between.error.ss, ref.betweenError.ss, 'between error ss');
      expect(result.between.error.df).toBe(ref.betweenError.df);

      const terms = Object.keys(ref.within);
      expect(result.within.map((t) => t.term)).toEqual(terms);
      terms.forEach((name, t) => {
        const got = result.within[t]!;
        const want = ref.within[name]!;
        close(got.mauchly.w, want.mauchly.w ?? null, `${name} Mauchly W`);
        close(got.mauchly.chiSquare, want.mauchly.chiSquare ?? null, `${name} Mauchly chi`);
        expect(got.mauchly.df).toBe(want.mauchly.df);
        close(got.mauchly.pValue, want.mauchly.p ?? null, `${name} Mauchly p`, P);
        close(got.mauchly.greenhouseGeisser, want.mauchly.greenhouseGeisser ?? null, `${name} GG`);
        close(got.mauchly.huynhFeldt, want.mauchly.huynhFeldt ?? null, `${name} HF`);
        close(got.mauchly.lowerBound, want.mauchly.lowerBound ?? null, `${name} LB`);
        close(got.error.ss, want.error.ss, `${name} error ss`);
        expect(got.error.df).toBe(want.error.df);
        expect(got.effects.map((e) => e.term)).toEqual(want.effects.map((e) => e.term));
        want.effects.forEach((we, i) => {
          const ge = got.effects[i]!;
          const at = `${we.term}`;
          close(ge.ss, we.ss, `${at} ss`);
          expect(ge.df).toBe(we.df);
          close(ge.f, we.f, `${at} F`);
          close(ge.partialEtaSquared, we.partialEta, `${at} eta`);
          for (const key of ['greenhouseGeisser', 'huynhFeldt', 'lowerBound'] as const) {
            close(ge[key].epsilon, we[key].epsilon, `${at} ${key} epsilon`);
            close(ge[key].df, we[key].df, `${at} ${key} df`);
            close(ge[key].errorDf, we[key].errorDf, `${at} ${key} error df`);
            close(ge[key].pValue, we[key].p, `${at} ${key} p`, P);
          }
          close(ge.sphericityAssumed.pValue, we.sphericity.p, `${at} p`, P);
          for (const key of ['pillai', 'wilks', 'hotelling', 'roy'] as const) {
            const gm = ge.multivariate[key];
            const wm = we.multivariate[key]!;
            close(gm.value, wm.value, `${at} ${key}`);
            close(gm.f, wm.f, `${at} ${key} F`);
            close(gm.df1, wm.df1, `${at} ${key} df1`);
            close(gm.df2, wm.df2, `${at} ${key} df2`);
            close(gm.pValue, wm.p, `${at} ${key} p`, P);
            close(gm.partialEtaSquared, wm.partialEta, `${at} ${key} eta`);
          }
          we.contrasts.forEach((wc, j) => {
            const gc = ge.contrasts[j]!;
            close(gc.ss, wc.ss, `${at} contrast ${j} ss`);
            close(gc.f, wc.f, `${at} contrast ${j} F`);
            close(gc.pValue, wc.p, `${at} contrast ${j} p`, P);
            close(gc.errorSs, wc.errorSs, `${at} contrast ${j} error ss`);
          });
        });
      });

      const emm = result.marginalMeans[0]!;
      ref.marginalMeans.forEach((m, i) => {
        close(emm.means[i]!.mean, m.mean, `EMM ${i}`);
        close(emm.means[i]!.se, m.se, `EMM ${i} se`);
        close(emm.means[i]!.lowerConf, m.lower, `EMM ${i} lower`, P);
        close(emm.means[i]!.upperConf, m.upper, `EMM ${i} upper`, P);
      });
      expect(emm.pairwise).toHaveLength(ref.pairwise.length);
      ref.pairwise.forEach((p, i) => {
        const g = emm.pairwise[i]!;
        expect([g.i, g.j]).toEqual([p.i, p.j]);
        close(g.difference, p.difference, `pair ${i}`);
        close(g.se, p.se, `pair ${i} se`);
        close(g.pValue, p.p, `pair ${i} p`, P);
        close(g.lowerConf, p.lower, `pair ${i} lower`, P);
        close(g.upperConf, p.upper, `pair ${i} upper`, P);
      });
    });
  }
});

describe('anova/repeated: SPSS behaviour at the edges', () => {
  it('with two levels sphericity holds by construction: W = 1, no test, every epsilon 1', () => {
    const result = run(cases[4]!);
    const m = result.within[0]!.mauchly;
    expect(m).toMatchObject({
      w: 1,
      chiSquare: 0,
      df: 0,
      pValue: null,
      greenhouseGeisser: 1,
      huynhFeldt: 1,
      lowerBound: 1,
    });
    const effect = result.within[0]!.effects[0]!;
    expect(effect.greenhouseGeisser.pValue).toBe(effect.sphericityAssumed.pValue);
  });

  it('leaves out subjects missing a measure (listwise) and says how many', () => {
    const result = run(cases[0]!);
    expect(result.excluded).toBe(1);
    expect(result.warnings.join(' ')).toContain('1개');
    expect(result.warningsEn.join(' ')).toContain('1 case');
  });

  it('orthonormal polynomial contrasts as R’s contr.poly', () => {
    const c = polynomialContrasts(4);
    // R: contr.poly(4)
    const r = [
      [-0.670820393249937, 0.5, -0.223606797749979],
      [-0.223606797749979, -0.5, 0.670820393249937],
      [0.223606797749979, -0.5, -0.670820393249937],
      [0.670820393249937, 0.5, 0.223606797749979],
    ];
    c.forEach((row, i) => row.forEach((v, j) => expect(v).toBeCloseTo(r[i]![j]!, 12)));
  });

  it('refuses measures that do not match the levels, and names the fault in both languages', () => {
    const error = inputError(() =>
      parseRepeatedRequest({
        analysis: 'anova/repeated',
        withinFactors: [{ name: '시점', levels: 3 }],
        measures: ['시점1', '시점2'],
      }),
    );
    expect(error.messageKo).toContain('3개');
    expect(error.message).toContain('3 combinations');
  });

  it('refuses a between cell with no subject', () => {
    const error = inputError(() =>
      repeatedMeasures(
        {
          ...table,
          columns: table.columns.map((c) =>
            c.name === '성별' ? { ...c, values: c.values.map((v, i) => (i < 8 ? 'F' : v)) } : c,
          ),
        },
        parseRepeatedRequest({
          analysis: 'anova/repeated',
          withinFactors: [{ name: '시점', levels: 3 }],
          measures: ['시점1', '시점2', '시점3'],
          betweenFactors: ['집단', '성별'],
        }),
      ),
    );
    expect(error.code).toBe('EMPTY_CELL');
  });
});
