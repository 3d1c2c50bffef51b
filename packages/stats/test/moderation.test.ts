import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type DataTable, type ModerationResult } from '../src';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable =>
  readDataFile(fixture('moderation.csv'), { fileName: 'moderation.csv' }).table;
const reference = readReference<{
  cases: (Record<string, Json> & { request: Record<string, Json> })[];
}>('moderation.json');

const run = (request: Record<string, unknown>, data = table()) =>
  analyze(data, { analysis: 'moderation', ...request }) as ModerationResult;

const model1 = {
  dependents: ['성과'],
  independents: ['스트레스'],
  moderators: ['지지'],
  covariates: ['나이', 'income'],
};

describe('moderation (PROCESS models 1–3) against R lm', () => {
  reference.cases.forEach((c, index) => {
    const r = c.request;
    it(`case ${index + 1}: model ${String(r.modelNumber)}, W/Z ${JSON.stringify(r.moderators)}, centring ${String(r.centering)}, ${String(r.probeValues)}${r.johnsonNeyman ? ', J-N' : ''}`, () => {
      const result = analyze(table(), r) as ModerationResult;
      expect(result.analysis).toBe('moderation');
      expectMatchesR(result, c, 'result', ['request']);
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
    });
  });

  it('covers every model, centring, probe choice, covariates and Johnson–Neyman', () => {
    const requests = reference.cases.map((c) => c.request);
    expect(new Set(requests.map((r) => r.modelNumber))).toEqual(new Set([1, 2, 3]));
    expect(new Set(requests.map((r) => r.centering))).toEqual(
      new Set(['none', 'all', 'continuous']),
    );
    expect(new Set(requests.map((r) => r.probeValues))).toEqual(new Set(['meanSd', 'percentiles']));
    expect(requests.some((r) => r.covariates === undefined)).toBe(true);
    const withPoints = reference.cases.filter(
      (c) => ((c.johnsonNeyman as { points?: Json[] } | null)?.points ?? []).length === 2,
    );
    expect(withPoints.length).toBeGreaterThan(0);
  });
});

describe('moderation: Johnson–Neyman and probing', () => {
  it('puts the transition points where p equals 1 − confidence, inside the 21-point table', () => {
    for (const level of [95, 90]) {
      const result = run({ ...model1, johnsonNeyman: true, selectedConfidence: level });
      const jn = result.johnsonNeyman!;
      expect(jn.points).toHaveLength(2);
      const ws = jn.effects.map((e) => e.w);
      expect(ws).toHaveLength(21 + jn.points.length);
      expect([...ws].sort((a, b) => a - b)).toEqual(ws);
      expect(ws[0]).toBe(1);
      expect(ws[ws.length - 1]).toBe(7);
      for (const point of jn.points) {
        const at = jn.effects.find((e) => e.w === point.value)!;
        expect(at.pValue).toBeCloseTo(1 - level / 100, 9);
        expect(point.percentBelow + point.percentAbove).toBeLessThanOrEqual(100);
      }
    }
  });

  it('gives the same conditional effects with or without centring (only the W values shift)', () => {
    const plain = run({ ...model1, probeValues: 'meanSd' });
    const centred = run({ ...model1, probeValues: 'meanSd', centering: 'all' });
    expect(centred.centered).toEqual(['스트레스', '지지']);
    plain.conditionalEffects.forEach((e, k) => {
      const c = centred.conditionalEffects[k]!;
      expect(c.effect).toBeCloseTo(e.effect, 10);
      expect(c.se).toBeCloseTo(e.se!, 10);
    });
    expect(centred.summary.rSquared).toBeCloseTo(plain.summary.rSquared!, 12);
  });

  it('probes a dichotomous moderator at its two values and says why there is no J-N', () => {
    const result = run({ ...model1, moderators: ['성별'], johnsonNeyman: true });
    expect(result.probes[0]).toEqual({ variable: '성별', dichotomous: true, values: [0, 1] });
    expect(result.johnsonNeyman).toBeNull();
    expect(result.warningsEn.join('\n')).toMatch(/'성별' is dichotomous/);
  });

  it('clamps mean − 1 SD to the minimum with a warning, as PROCESS', () => {
    const result = run({ ...model1, moderators: ['야근'], probeValues: 'meanSd' });
    expect(result.probes[0]!.values[0]).toBe(0);
    expect(result.warnings.join('\n')).toContain("'야근'의 평균 − 1 표준편차");
    expect(result.warningsEn.join('\n')).toMatch(/minimum \(0\) is used for conditioning/);
  });

  it('offers Johnson–Neyman for model 1 only, with a warning for the others', () => {
    const result = run({
      ...model1,
      moderators: ['지지', '경력'],
      modelNumber: 2,
      johnsonNeyman: true,
    });
    expect(result.johnsonNeyman).toBeNull();
    expect(result.warningsEn.join('\n')).toMatch(/model 1 only/);
  });

  it('probes models 2 and 3 at every combination of W and Z (W outer)', () => {
    const result = run({ ...model1, moderators: ['지지', '경력'], modelNumber: 3 });
    const [w, z] = result.probes.map((p) => p.values) as [number[], number[]];
    expect(result.conditionalEffects.map((e) => [e.w, e.z])).toEqual(
      w.flatMap((wv) => z.map((zv) => [wv, zv])),
    );
    expect(result.conditionalInteractions.map((c) => c.z)).toEqual(z);
    expect(result.interactionTests.map((t) => t.term)).toEqual(['스트레스*지지*경력']);
  });
});

describe('moderation: request and presentation', () => {
  it("uses PROCESS's defaults: model 1, no centring, percentiles, 95%", () => {
    const result = run({ dependents: ['성과'], independents: ['스트레스'], moderators: ['지지'] });
    const expected = reference.cases[0]!;
    expect(result.modelNumber).toBe(1);
    expect(result.confidence).toBe(95);
    expect(result.centered).toEqual([]);
    expect(result.probes[0]!.values).toEqual(
      (expected.probes as { values: number[] }[])[0]!.values,
    );
    expect(result.johnsonNeyman).toBeNull();
  });

  it('accepts a bootstrap count and a model number sent as text, changing nothing', () => {
    const base = run({ ...model1, modelNumber: 1 });
    const other = run({ ...model1, modelNumber: '1', numberOfBootstrapSamples: 5000 });
    expect(other.coefficients).toEqual(base.coefficients);
    expect(other.warnings).toEqual([]);
  });

  it('builds PROCESS-style tables in Korean and English', () => {
    const one = run({ ...model1, johnsonNeyman: true, centering: 'all' });
    expect(one.tables.map((t) => t.id)).toEqual([
      'model-information',
      'model-summary',
      'coefficients',
      'interaction-tests',
      'conditional-effects',
      'johnson-neyman-points',
      'johnson-neyman',
    ]);
    const coefficients = one.tables.find((t) => t.id === 'coefficients')!;
    expect(coefficients.rows.map((r) => r.label)).toEqual([
      '(상수) (Constant)',
      '스트레스',
      '지지',
      'Int_1',
      '나이',
      'income',
    ]);
    expect(coefficients.footnotes![0]!.en).toBe('Product terms key: Int_1 : 스트레스 x 지지');
    expect(one.tables[0]!.footnotes![0]!.en).toMatch(
      /mean centered prior to analysis: 스트레스, 지지/,
    );
    for (const t of one.tables) {
      expect(t.title.ko).toMatch(/[가-힣]/);
      expect(t.title.en).toMatch(/[A-Za-z]/);
    }
    const three = run({ ...model1, moderators: ['지지', '성별'], modelNumber: 3 });
    expect(three.tables.map((t) => t.id)).toContain('conditional-interactions');
    const effects = three.tables.find((t) => t.id === 'conditional-effects')!;
    expect(effects.columns.slice(0, 2).map((c) => c.key)).toEqual(['w', 'z']);
    expect(effects.rows).toHaveLength(6);
    const two = run({ ...model1, moderators: ['지지', '경력'], modelNumber: 2 });
    expect(two.tables.find((t) => t.id === 'interaction-tests')!.rows.map((r) => r.label)).toEqual([
      '스트레스*지지',
      '스트레스*경력',
      '둘 다 (BOTH)',
    ]);
  });
});

describe('moderation: input errors', () => {
  it('names an unknown variable', () => {
    const e = inputError(() => run({ ...model1, moderators: ['학력'] }));
    expect(e.code).toBe('UNKNOWN_VARIABLE');
    expect(e.details.variable).toBe('학력');
  });

  it('names the variable, row and value of a non-numeric cell', () => {
    const t = table();
    const column = t.columns.find((c) => c.name === '지지')!;
    column.type = 'categorical';
    column.values = column.values.map((v) => (v === null ? null : String(v)));
    column.values[9] = '높음';
    const e = inputError(() => run(model1, t));
    expect(e.code).toBe('NOT_NUMERIC');
    expect(e.details).toMatchObject({ variable: '지지', row: 10, value: '높음' });
    expect(e.messageKo).toContain("'지지' 변수는 숫자여야");
  });

  it('refuses a constant dependent, predictor or moderator, naming it', () => {
    const t = table();
    t.columns.push({ name: '일정', type: 'numeric', values: t.columns[0]!.values.map(() => 3) });
    const y = inputError(() => run({ ...model1, dependents: ['일정'] }, t));
    expect(y.code).toBe('CONSTANT_DEPENDENT');
    expect(y.messageKo).toContain("'일정'");
    for (const role of [{ independents: ['일정'] }, { moderators: ['일정'] }]) {
      const e = inputError(() => run({ ...model1, ...role }, t));
      expect(e.code).toBe('CONSTANT_VARIABLE');
      expect(e.details.variable).toBe('일정');
      expect(e.message).toMatch(/'일정' is constant/);
    }
  });

  it('refuses a design where a term is a linear combination of others', () => {
    const t = table();
    const support = t.columns.find((c) => c.name === '지지')!.values as (number | null)[];
    t.columns.push({
      name: '지지2',
      type: 'numeric',
      values: support.map((v) => (v === null ? null : 2 * v + 1)),
    });
    const e = inputError(() => run({ ...model1, covariates: ['나이', '지지2'] }, t));
    expect(e.code).toBe('SINGULAR_DESIGN');
    expect(e.details.variable).toBe('지지2');
    expect(e.messageKo).toContain('선형결합');
  });

  it('refuses too few cases for the model', () => {
    const t = table();
    for (const c of t.columns) c.values = c.values.slice(0, 10);
    t.rowCount = 10;
    const e = inputError(() => run({ ...model1, moderators: ['지지', '경력'], modelNumber: 3 }, t));
    expect(e.code).toBe('TOO_FEW_CASES');
    expect(e.message).toMatch(/Only \d+ case\(s\)/);
    const none = table();
    for (const c of none.columns) if (c.name === '지지') c.values = c.values.map(() => null);
    expect(inputError(() => run(model1, none)).code).toBe('TOO_FEW_CASES');
  });

  it('checks the request field by field', () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ moderators: ['지지', '경력'] }, 'moderators'],
      [{ modelNumber: 2 }, 'moderators'],
      [{ modelNumber: 4 }, 'modelNumber'],
      [{ independents: ['스트레스', '지지'] }, 'independents'],
      [{ dependents: [] }, 'dependents'],
      [{ centering: 'some' }, 'centering'],
      [{ probeValues: 'quartiles' }, 'probeValues'],
      [{ johnsonNeyman: 'yes' }, 'johnsonNeyman'],
      [{ numberOfBootstrapSamples: -5 }, 'numberOfBootstrapSamples'],
      [{ selectedConfidence: 30 }, 'selectedConfidence'],
      [{ covariates: ['스트레스'] }, 'covariates'],
      [{ moderators: ['성과'] }, 'moderators'],
    ];
    for (const [fields, field] of bad) {
      const e = inputError(() => run({ ...model1, ...fields }));
      expect(e.code, JSON.stringify(fields)).toBe('INVALID_REQUEST');
      expect(e.details.field, JSON.stringify(fields)).toBe(field);
    }
  });
});
