import { describe, expect, it } from 'vitest';
import {
  analyze,
  readDataFile,
  type ConditionalProcessResult,
  type DataTable,
  type MediationResult,
} from '../src';
import { serialPaths } from '../src/analyses/mediation/conditional';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable =>
  readDataFile(fixture('process.csv'), { fileName: 'process.csv' }).table;

const reference = readReference<{
  cases: { request: Record<string, Json>; expected: Record<string, Json> }[];
}>('process.json');

const run = (request: Record<string, Json>, t: DataTable = table()) =>
  analyze(t, request) as ConditionalProcessResult;

describe('mediation: PROCESS models 6, 7, 8, 14 and 58 against R', () => {
  // The bootstrap draws the same resamples R refits (process-resamples.csv), so the bootstrap
  // SEs and percentile intervals are held to the same digits as the OLS estimates.
  for (const c of reference.cases) {
    const model = c.request.modelNumber as number;
    const mediators = (c.request.mediators as string[]).length;
    it(`model ${model}, ${mediators} mediator(s), ${c.request.selectedConfidence}%`, () => {
      const result = run(c.request);
      expect(result.modelNumber).toBe(model);
      expect(result.bootstrap.redrawn).toBe(0);
      expectMatchesR(result, c.expected, `model ${model}`);
      expect(result.warnings).toEqual([]);
    });
  }

  it('prints the model 6 total indirect effect as the total minus the direct effect', () => {
    const r = run(reference.cases[0]!.request);
    const total = r.indirectEffects.find((e) => e.label === 'TOTAL')!;
    expect(total.effect).toBeCloseTo(r.totalEffect!.effect - r.directEffect!.effect, 12);
  });

  it('lists the serial paths in PROCESS order', () => {
    expect(serialPaths(2)).toEqual([[0], [0, 1], [1]]);
    expect(serialPaths(3)).toEqual([[0], [0, 1], [0, 2], [0, 1, 2], [1], [1, 2], [2]]);
    expect(serialPaths(4)).toHaveLength(15);
  });

  it('gives the same numbers for the same seed, and other intervals for another seed', () => {
    const request = reference.cases[2]!.request;
    const first = run(request);
    expect(run(request)).toEqual(first);
    const other = run({ ...request, seed: 7 });
    expect(other.conditionalIndirectEffects[0]!.effect).toBe(
      first.conditionalIndirectEffects[0]!.effect,
    );
    expect(other.conditionalIndirectEffects[0]!.bootLower).not.toBe(
      first.conditionalIndirectEffects[0]!.bootLower,
    );
  });

  it('lays the result out as PROCESS 4 does', () => {
    const ids = (r: ConditionalProcessResult) => r.tables.map((t) => t.id);
    expect(ids(run(reference.cases[0]!.request))).toEqual([
      'model-information',
      'model-summary',
      'coefficients',
      'total-effect',
      'direct-effect',
      'indirect-effects',
      'partially-standardized-indirect-effects',
      'completely-standardized-indirect-effects',
    ]);
    expect(ids(run(reference.cases[3]!.request))).toEqual([
      'model-information',
      'model-summary',
      'coefficients',
      'product-terms',
      'conditional-direct-effects',
      'conditional-indirect-effects',
      'index-of-moderated-mediation',
    ]);
    const m58 = run(reference.cases[5]!.request);
    expect(ids(m58)).not.toContain('index-of-moderated-mediation');
    const coefficients = m58.tables.find((t) => t.id === 'coefficients')!;
    expect(coefficients.rows.map((r) => r.label)).toContain('Int_1');
  });

  it("standardizes model 6's effects as model 4's, and leaves the moderated models' unstandardized", () => {
    const serial = run(reference.cases[0]!.request);
    const total = serial.tables.find((t) => t.id === 'total-effect')!;
    expect(total.columns.map((c) => c.key)).toContain('completelyStandardized');
    const standardized = serial.tables.find(
      (t) => t.id === 'completely-standardized-indirect-effects',
    )!;
    // The total first, then every path, as the unstandardized table.
    expect(standardized.rows.map((r) => r.label)).toEqual(
      serial.tables.find((t) => t.id === 'indirect-effects')!.rows.map((r) => r.label),
    );
    for (const c of reference.cases.slice(2)) {
      const moderated = run(c.request);
      expect(moderated.completelyStandardizedIndirectEffects).toEqual([]);
      expect(moderated.partiallyStandardizedIndirectEffects).toEqual([]);
      expect(moderated.directEffect?.completelyStandardized ?? null).toBeNull();
      expect(moderated.tables.map((t) => t.id)).not.toContain(
        'completely-standardized-indirect-effects',
      );
    }
  });

  it("without a bootstrap, model 6's standardized effects are the point estimates rescaled, with no interval", () => {
    const request = reference.cases[0]!.request;
    const boot = run(request);
    const plain = run({ ...request, numberOfBootstrapSamples: 0 });
    plain.completelyStandardizedIndirectEffects.forEach((e, k) => {
      expect(e.effect).toBe(boot.completelyStandardizedIndirectEffects[k]!.effect);
      expect(e.bootSe).toBeNull();
      expect(e.bootLower).toBeNull();
    });
    // The ratio of standardized to raw is SD(X) / SD(Y) for every path.
    const ratios = plain.indirectEffects.map(
      (e, k) => plain.completelyStandardizedIndirectEffects[k]!.effect! / e.effect!,
    );
    for (const ratio of ratios) expect(ratio).toBeCloseTo(ratios[0]!, 12);
    expect(ratios[0]).toBeCloseTo(
      plain.totalEffect!.completelyStandardized! / plain.totalEffect!.effect,
      12,
    );
  });

  it('answers model 4 requests as before, with or without the model option', () => {
    const request = {
      analysis: 'mediation',
      dependents: ['성과'],
      independents: ['지원'],
      mediators: ['효능감'],
      numberOfBootstrapSamples: 50,
    };
    const plain = analyze(table(), request) as MediationResult;
    expect(plain.modelNumber).toBe(4);
    expect(plain.sobel).toHaveLength(1);
    expect(analyze(table(), { ...request, modelNumber: 4 })).toEqual(plain);
  });
});

describe('mediation: bad roles for the PROCESS models', () => {
  const base = reference.cases[2]!.request;
  const cases: [string, Record<string, Json>, string, string | null][] = [
    ['a model PROCESS has but the engine does not', { modelNumber: 5 }, 'INVALID_REQUEST', null],
    [
      'model 6 with one mediator',
      { modelNumber: 6, moderators: [], mediators: ['효능감'] },
      'INVALID_REQUEST',
      null,
    ],
    [
      'model 6 with five mediators',
      { modelNumber: 6, moderators: [], mediators: ['효능감', '몰입', '만족감', '자율성', '성별'] },
      'INVALID_REQUEST',
      null,
    ],
    ['model 7 without a moderator', { moderators: [] }, 'INVALID_REQUEST', null],
    ['model 7 with two moderators', { moderators: ['자율성', '성별'] }, 'INVALID_REQUEST', null],
    [
      'model 6 with a moderator',
      { modelNumber: 6, mediators: ['효능감', '몰입'] },
      'INVALID_REQUEST',
      null,
    ],
    ['the moderator also a mediator', { moderators: ['몰입'] }, 'INVALID_REQUEST', '몰입'],
    ['the moderator also X', { moderators: ['지원'] }, 'INVALID_REQUEST', '지원'],
    ['the moderator also a covariate', { moderators: ['연령'] }, 'INVALID_REQUEST', '연령'],
    ['a constant moderator', { moderators: ['상수'] }, 'CONSTANT_VARIABLE', '상수'],
    ['an unknown moderator', { moderators: ['없는변수'] }, 'UNKNOWN_VARIABLE', '없는변수'],
  ];
  for (const [name, change, code, variable] of cases) {
    it(name, () => {
      const e = inputError(() => run({ ...base, ...change }));
      expect(e.code).toBe(code);
      expect(e.messageKo).toMatch(/[가-힣]/);
      expect(e.message).toMatch(/[A-Za-z]/);
      expect(e.messageKo).not.toMatch(/이\(가\)|을\(를\)|은\(는\)/);
      if (variable) {
        expect(e.messageKo).toContain(variable);
        expect(e.message).toContain(variable);
      }
    });
  }
});
