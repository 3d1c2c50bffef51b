import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analyze,
  bootstrapIndices,
  bootstrapInterval,
  mediationDefaultSeed,
  readDataFile,
  type DataTable,
  type MediationResult,
} from '../src';
import {
  bootstrapMediation,
  distinctRows,
  type MediationData,
} from '../src/analyses/mediation/bootstrap';
import { drawIndices, Xoshiro128 } from '../src/math/random';
import { fixture, fixturesDir, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable =>
  readDataFile(fixture('mediation.csv'), { fileName: 'mediation.csv' }).table;

interface BootSummary {
  bootSe: number;
  bootLower: number;
  bootUpper: number;
}
const reference = readReference<{
  cases: {
    request: Record<string, Json>;
    expected: Record<string, Json>;
    boot: Record<
      | 'indirectEffects'
      | 'partiallyStandardizedIndirectEffects'
      | 'completelyStandardizedIndirectEffects',
      BootSummary[]
    >;
  }[];
  resamples: { indirect: number[]; sdX: number; sdY: number }[];
  vectors: number[][];
  intervals: {
    vector: number;
    point: number;
    level: number;
    biasCorrected: boolean;
    lower: number;
    upper: number;
    clamped: boolean;
  }[];
}>('mediation.json');

const run = (request: Record<string, Json>, t: DataTable = table()) =>
  analyze(t, request) as MediationResult;

const caseOne = reference.cases[0]!;
const baseRequest = caseOne.request;

function relativeError(a: number, b: number): number {
  return Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);
}

describe('mediation (PROCESS model 4) against R', () => {
  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: closed-form outputs match lm to 1e-9 (p-values 1e-6)`, () => {
      const result = run({ ...c.request, numberOfBootstrapSamples: 0 });
      expect(result.analysis).toBe('mediation');
      expectMatchesR(result, c.expected, 'result');
      // The standardized total and direct effects are closed form: hold them to 1e-9 too.
      for (const key of ['totalEffect', 'directEffect'] as const) {
        const expected = c.expected[key] as Record<string, number>;
        for (const s of ['partiallyStandardized', 'completelyStandardized'] as const) {
          expect(relativeError(result[key][s]!, expected[s]!)).toBeLessThanOrEqual(1e-9);
        }
      }
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
    });
  });

  it('lists every case left out by listwise deletion', () => {
    const result = run({ ...baseRequest, numberOfBootstrapSamples: 0 });
    expect(result.n).toBe(145);
    expect(result.excludedCases).toBe(15);
  });

  it('builds the PROCESS-style tables, Korean with English', () => {
    const result = run({ ...baseRequest, numberOfBootstrapSamples: 200 });
    expect(result.tables.map((t) => t.id)).toEqual([
      'model-information',
      'model-summary',
      'coefficients',
      'total-direct-effects',
      'indirect-effects',
      'partially-standardized-indirect-effects',
      'completely-standardized-indirect-effects',
      'sobel-test',
    ]);
    for (const t of result.tables) {
      expect(t.title.ko).toMatch(/[가-힣]/);
      expect(t.title.en).toMatch(/[A-Za-z]/);
    }
    const indirect = result.tables.find((t) => t.id === 'indirect-effects')!;
    // PROCESS's order: TOTAL, each mediator, then the contrast.
    expect(indirect.rows.map((r) => r.label)).toEqual([
      '전체 (TOTAL)',
      '자기효능감',
      '직무몰입',
      'C1',
    ]);
    expect(indirect.rows[0]!.cells.effect).toBe(result.indirectEffects[2]!.effect);
    // One mediator: no separate TOTAL row, as PROCESS.
    const single = run({ ...reference.cases[1]!.request, numberOfBootstrapSamples: 100 });
    const rows = single.tables.find((t) => t.id === 'indirect-effects')!.rows;
    expect(rows.map((r) => r.label)).toEqual(['자기효능감']);
    const coefficients = result.tables.find((t) => t.id === 'coefficients')!;
    expect(coefficients.rows).toHaveLength(3 + 3 + 5 + 3);
  });
});

describe('mediation bootstrap', () => {
  const completeCases = (): MediationData => {
    const t = table();
    const col = (name: string) => t.columns.find((c) => c.name === name)!.values;
    const names = ['교육시간', '자기효능감', '직무몰입', '경력', '직무만족'];
    const cols = names.map(col);
    const rows = [...Array(t.rowCount).keys()].filter((i) => cols.every((c) => c[i] !== null));
    const v = cols.map((c) => Float64Array.from(rows, (i) => c[i] as number));
    return { x: v[0]!, mediators: [v[1]!, v[2]!], covariates: [v[3]!], y: v[4]! };
  };

  it('draws the committed resamples for the default seed', () => {
    const lines = readFileSync(join(fixturesDir, 'mediation-resamples.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',').map(Number));
    const drawn = bootstrapIndices(145, mediationDefaultSeed, 5);
    drawn.forEach((indices, b) => {
      const expected = lines.filter(([r]) => r === b + 1).map(([, i]) => i! - 1);
      expect(Array.from(indices)).toEqual(expected);
    });
  });

  it("estimates on the engine's resamples match lm on the same cases to 1e-9", () => {
    const draws = bootstrapMediation(completeCases(), 5, mediationDefaultSeed);
    expect(draws.redrawn).toBe(0);
    reference.resamples.forEach((r, b) => {
      r.indirect.forEach((value, j) => {
        expect(
          relativeError(draws.indirect[j]![b]!, value),
          `resample ${b}, effect ${j}`,
        ).toBeLessThanOrEqual(1e-9);
      });
      expect(relativeError(draws.sdX[b]!, r.sdX)).toBeLessThanOrEqual(1e-12);
      expect(relativeError(draws.sdY[b]!, r.sdY)).toBeLessThanOrEqual(1e-12);
    });
  });

  it('pools identical cases without changing the estimates (QR on the resampled cases as check)', () => {
    // Survey-like data: every case repeated, so resamples run on shared patterns.
    const base = completeCases();
    const repeat = (v: Float64Array) => Float64Array.from([...v, ...v.subarray(0, 60), ...v]);
    const data: MediationData = {
      x: repeat(base.x),
      mediators: base.mediators.map(repeat),
      covariates: base.covariates.map(repeat),
      y: repeat(base.y),
    };
    const n = data.y.length;
    const { columns } = distinctRows([data.x, data.y]);
    expect(columns[0]!.length).toBe(145);
    const draws = bootstrapMediation(data, 3, 99);
    bootstrapIndices(n, 99, 3).forEach((indices, b) => {
      const names = ['x', 'm1', 'm2', 'c', 'y'];
      const cols = [data.x, ...data.mediators, ...data.covariates, data.y];
      const resampled: DataTable = {
        rowCount: n,
        columns: names.map((name, j) => ({
          name,
          type: 'numeric' as const,
          values: Array.from(indices, (i) => cols[j]![i]!),
        })),
      };
      const result = run(
        {
          analysis: 'mediation',
          dependents: ['y'],
          independents: ['x'],
          mediators: ['m1', 'm2'],
          covariates: ['c'],
          numberOfBootstrapSamples: 0,
        },
        resampled,
      );
      result.indirectEffects.forEach((e, j) => {
        expect(relativeError(draws.indirect[j]![b]!, e.effect!)).toBeLessThanOrEqual(1e-9);
      });
      expect(relativeError(draws.sdY[b]!, result.sdY)).toBeLessThanOrEqual(1e-12);
    });
  });

  it('takes the first resamples of a long bootstrap from the same stream', () => {
    const short = bootstrapMediation(completeCases(), 5, mediationDefaultSeed);
    const long = bootstrapMediation(completeCases(), 50, mediationDefaultSeed);
    expect(Array.from(long.indirect[2]!.subarray(0, 5))).toEqual(Array.from(short.indirect[2]!));
  });

  it("computes PROCESS's percentile and bias-corrected intervals exactly as R", () => {
    for (const c of reference.intervals) {
      const interval = bootstrapInterval(
        reference.vectors[c.vector]!,
        c.point,
        c.level,
        c.biasCorrected,
      );
      const name = `vector ${c.vector}, ${c.level}%, ${c.biasCorrected ? 'BC' : 'percentile'}`;
      expect(interval.lower, name).toBe(c.lower);
      expect(interval.upper, name).toBe(c.upper);
      expect(interval.clamped, name).toBe(c.clamped);
    }
  });

  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: 5000 resamples agree with R's boot package (SE within 5%, limits within 0.15 SE)`, () => {
      const result = run(c.request);
      expect(result.bootstrap).toEqual({
        samples: 5000,
        seed: mediationDefaultSeed,
        method: c.request.adjustBootstrap ? 'biasCorrected' : 'percentile',
        redrawn: 0,
      });
      for (const key of Object.keys(c.boot) as (keyof typeof c.boot)[]) {
        c.boot[key].forEach((expected, j) => {
          const actual = result[key][j]!;
          const path = `${key}[${j}]`;
          // Two independent bootstraps of 5000: the SE differs by about 1.4% (one SD), a 2.5%
          // limit by about 0.05 SE; these bounds are about four SDs.
          expect(relativeError(actual.bootSe!, expected.bootSe), path).toBeLessThanOrEqual(0.05);
          const scale = expected.bootSe;
          expect(
            Math.abs(actual.bootLower! - expected.bootLower) / scale,
            path,
          ).toBeLessThanOrEqual(0.15);
          expect(
            Math.abs(actual.bootUpper! - expected.bootUpper) / scale,
            path,
          ).toBeLessThanOrEqual(0.15);
        });
      }
      // A clear effect: the total indirect effect's interval excludes zero.
      const total = result.indirectEffects.at(-1)!;
      expect(total.bootLower! > 0 || total.bootUpper! < 0).toBe(true);
    });
  });

  it('gives the same numbers for the same seed, other bootstrap numbers for another', () => {
    const request = { ...baseRequest, numberOfBootstrapSamples: 1000 };
    const first = run(request);
    expect(run(request)).toEqual(first);
    const other = run({ ...request, seed: 7 });
    expect(other.models).toEqual(first.models);
    expect(other.totalEffectModel).toEqual(first.totalEffectModel);
    expect(other.sobel).toEqual(first.sobel);
    expect(other.directEffect).toEqual(first.directEffect);
    other.indirectEffects.forEach((e, j) => {
      const f = first.indirectEffects[j]!;
      expect(e.effect).toBe(f.effect);
      expect(e.bootSe).not.toBe(f.bootSe);
      expect(e.bootLower).not.toBe(f.bootLower);
    });
  });

  it('with 0 samples reports no bootstrap SE or interval, and says why', () => {
    const result = run({ ...baseRequest, numberOfBootstrapSamples: 0 });
    expect(result.bootstrap.samples).toBe(0);
    for (const e of [...result.indirectEffects, ...result.contrasts]) {
      expect(e.effect).toBeTypeOf('number');
      expect([e.bootSe, e.bootLower, e.bootUpper]).toEqual([null, null, null]);
    }
    expect(result.warnings.join('\n')).toContain('부트스트랩 표본 수가 0');
  });

  it('draws again a resample on which a model cannot be fitted, and says so', () => {
    // X differs in one case of eight: about a third of the resamples leave it out (X constant).
    const column = (name: string, values: number[]) => ({
      name,
      type: 'numeric' as const,
      values,
    });
    const tiny: DataTable = {
      rowCount: 8,
      columns: [
        column('x', [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.3]),
        column('m', [1.2, 0.4, 2.2, 1.9, 0.7, 1.1, 2.8, 3.5]),
        column('y', [2.1, 1.3, 2.9, 3.3, 1.0, 2.4, 3.1, 4.6]),
      ],
    };
    const result = run(
      {
        analysis: 'mediation',
        dependents: ['y'],
        independents: ['x'],
        mediators: ['m'],
        numberOfBootstrapSamples: 200,
      },
      tiny,
    );
    expect(result.bootstrap.redrawn).toBeGreaterThan(20);
    expect(result.warningsEn.join('\n')).toContain('drawn again');
    expect(result.indirectEffects[0]!.bootSe).toBeTypeOf('number');
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('clamps interval limits beyond too few resamples, with a warning', () => {
    const result = run({ ...baseRequest, numberOfBootstrapSamples: 10, selectedConfidence: 99 });
    const e = result.indirectEffects[0]!;
    expect(e.bootLower).not.toBeNull();
    expect(e.bootLower!).toBeLessThanOrEqual(e.bootUpper!);
    expect(result.warningsEn.join('\n')).toContain('Too few bootstrap samples');
  });

  it('matches the C reference of xoshiro128** and of its uniform index draws', () => {
    const ref = readReference<{
      outputs: { seed: number; values: number[] }[];
      indices: { seed: number; n: number; values: number[] }[];
    }>('xoshiro128.json');
    for (const o of ref.outputs) {
      const rng = new Xoshiro128(o.seed);
      expect(o.values.map(() => rng.nextUint32())).toEqual(o.values);
    }
    for (const o of ref.indices) {
      const out = new Int32Array(o.values.length);
      drawIndices(new Xoshiro128(o.seed), o.n, out);
      expect(Array.from(out)).toEqual(o.values);
    }
  });
});

describe('mediation input errors', () => {
  const cases: [string, Record<string, Json>, string, string?][] = [
    ['a variable not in the file', { mediators: ['없는변수'] }, 'UNKNOWN_VARIABLE', '없는변수'],
    ['a text cell', { covariates: ['비고'] }, 'NOT_NUMERIC', '비고'],
    ['a constant mediator', { mediators: ['상수'] }, 'CONSTANT_VARIABLE', '상수'],
    ['X also a mediator', { mediators: ['교육시간'] }, 'INVALID_REQUEST', '교육시간'],
    ['Y also a covariate', { covariates: ['직무만족'] }, 'INVALID_REQUEST', '직무만족'],
    [
      'a mediator twice',
      { mediators: ['자기효능감', '자기효능감'] },
      'INVALID_REQUEST',
      '자기효능감',
    ],
    ['a collinear mediator', { mediators: ['자기효능감', '중복'] }, 'SINGULAR_DESIGN', '중복'],
    ['another PROCESS model', { modelNumber: 7 }, 'INVALID_REQUEST'],
    ['negative bootstrap samples', { numberOfBootstrapSamples: -1 }, 'INVALID_REQUEST'],
    ['too many bootstrap samples', { numberOfBootstrapSamples: 200_000 }, 'INVALID_REQUEST'],
    ['fractional bootstrap samples', { numberOfBootstrapSamples: 10.5 }, 'INVALID_REQUEST'],
    ['a non-boolean adjustBootstrap', { adjustBootstrap: 'yes' }, 'INVALID_REQUEST'],
    ['a negative seed', { seed: -3 }, 'INVALID_REQUEST'],
    ['two dependents', { dependents: ['직무만족', '직무몰입'] }, 'INVALID_REQUEST'],
    ['no mediator', { mediators: [] }, 'INVALID_REQUEST'],
    ['a confidence of 100', { selectedConfidence: 100 }, 'INVALID_REQUEST'],
  ];
  for (const [what, change, code, variable] of cases) {
    it(`refuses ${what} with a bilingual message`, () => {
      const e = inputError(() => run({ ...baseRequest, ...change }));
      expect(e.code).toBe(code);
      expect(e.messageKo).toMatch(/[가-힣]/);
      expect(e.message).toMatch(/[A-Za-z]/);
      if (variable) {
        expect(e.messageKo).toContain(variable);
        expect(e.message).toContain(variable);
      }
    });
  }

  it('refuses a sample too small for the model', () => {
    const t = table();
    const small: DataTable = {
      rowCount: 5,
      columns: t.columns.map((c) => ({ ...c, values: c.values.slice(0, 5) })),
    };
    const e = inputError(() => run(baseRequest, small));
    expect(e.code).toBe('TOO_FEW_CASES');
    expect(e.message).toContain('needs at least 6');
  });
});

describe('mediation properties', () => {
  const point = (r: MediationResult) => ({
    models: r.models.map((m) => [
      m.summary,
      m.coefficients.map((c) => c.coeff),
      m.coefficients.map((c) => c.se),
    ]),
    total: r.totalEffect,
    direct: r.directEffect,
    indirect: r.indirectEffects.map((e) => e.effect),
    sobel: r.sobel,
  });
  const flatten = (v: unknown): (number | null)[] =>
    v === null || typeof v === 'number'
      ? [v]
      : typeof v === 'object'
        ? Object.values(v as object).flatMap(flatten)
        : [];

  it('row order changes neither the point estimates nor the Sobel tests', () => {
    const t = table();
    const request = { ...baseRequest, numberOfBootstrapSamples: 0 };
    const expected = flatten(point(run(request, t)));
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...Array(t.rowCount).keys()], { minLength: t.rowCount }),
        (order) => {
          const shuffled: DataTable = {
            rowCount: t.rowCount,
            columns: t.columns.map((c) => ({ ...c, values: order.map((i) => c.values[i]!) })),
          };
          const actual = flatten(point(run(request, shuffled)));
          expect(actual).toHaveLength(expected.length);
          actual.forEach((a, i) => {
            const e = expected[i]!;
            if (a === null || e === null) expect(a).toBe(e);
            else expect(Math.abs(a - e)).toBeLessThanOrEqual(1e-10 * Math.max(1, Math.abs(e)));
          });
        },
      ),
      { numRuns: 30 },
    );
  });
});
