import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type DataTable, type LogisticResult } from '../src';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable =>
  readDataFile(fixture('logistic.csv'), { fileName: 'logistic.csv' }).table;
type Step = Record<string, Json>;
const reference = readReference<{
  cases: {
    request: Record<string, Json>;
    n: number;
    excluded: number;
    block0: Record<string, Json>;
    step: Step;
  }[];
  steps: { request: Record<string, Json>; block0: Record<string, Json>; steps: Step[] }[];
}>('logistic.json');

/** Compares one of the engine's steps with R's, key by key (R names the omnibus tests apart). */
function expectStep(actual: LogisticResult['steps'][number], expected: Step, path: string) {
  const { omnibusModel, omnibusStepChiSquare, ...rest } = expected;
  expectMatchesR(actual, rest, path);
  expectMatchesR(actual.omnibus.model, omnibusModel!, `${path}.omnibus.model`);
  expectMatchesR(actual.omnibus.block, omnibusModel!, `${path}.omnibus.block`);
  expectMatchesR(actual.omnibus.step.chiSquare, omnibusStepChiSquare!, `${path}.omnibus.step`);
}

describe('logistic (enter) against R glm', () => {
  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: ${JSON.stringify(c.request)}`, () => {
      const result = analyze(table(), c.request) as LogisticResult;
      expect(result.analysis).toBe('logistic');
      expect(result.caseSummary).toEqual({ included: c.n, missing: c.excluded, total: 240 });
      expect(result.dependentEncoding).toEqual([
        { value: '1', internal: 0 },
        { value: '2', internal: 1 },
      ]);
      expectMatchesR(result.block0, c.block0, 'block0');
      expect(result.steps).toHaveLength(1);
      expect(result.steps[0]!.converged).toBe(true);
      expectStep(result.steps[0]!, c.step, 'step');
      expect(result.warnings).toEqual([]);
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
    });
  });

  it('codes categorical variables by indicators, the reference category last or first', () => {
    const last = analyze(table(), reference.cases[0]!.request) as LogisticResult;
    expect(last.categoricalCodings).toEqual([
      {
        variable: '성별',
        categories: [
          { value: '남', frequency: expect.any(Number) as number, coding: [1] },
          { value: '여', frequency: expect.any(Number) as number, coding: [0] },
        ],
      },
      {
        variable: '학년',
        categories: [
          { value: '1', frequency: expect.any(Number) as number, coding: [1, 0] },
          { value: '2', frequency: expect.any(Number) as number, coding: [0, 1] },
          { value: '3', frequency: expect.any(Number) as number, coding: [0, 0] },
        ],
      },
    ]);
    const counts = last.categoricalCodings[1]!.categories.map((c) => c.frequency);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(last.caseSummary.included);
    const first = analyze(table(), reference.cases[1]!.request) as LogisticResult;
    expect(first.categoricalCodings[0]!.categories.map((c) => c.coding)).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
  });

  it('builds SPSS tables: Block 0, omnibus, model summary, Hosmer-Lemeshow, classification, equation', () => {
    const result = analyze(table(), reference.cases[0]!.request) as LogisticResult;
    expect(result.tables.map((t) => t.id)).toEqual([
      'case-processing-summary',
      'dependent-encoding',
      'categorical-codings',
      'block0-classification',
      'block0-variables-in-equation',
      'block0-variables-not-in-equation',
      'omnibus-tests',
      'model-summary',
      'hosmer-lemeshow',
      'hosmer-lemeshow-contingency',
      'classification',
      'variables-in-equation',
    ]);
    const equation = result.tables.find((t) => t.id === 'variables-in-equation')!;
    expect(equation.rows.map((r) => r.label)).toEqual([
      '공부시간',
      '나이',
      '성별(1)',
      '학년',
      '학년(1)',
      '학년(2)',
      '잡음',
      '(상수) (Constant)',
    ]);
    expect(equation.columns.map((c) => c.label.en)).toContain('95% C.I. for EXP(B) Lower');
    const summary = result.tables.find((t) => t.id === 'model-summary')!;
    expect(summary.footnotes![0]!.en).toBe(
      `Step 1: estimation terminated at iteration number ${result.steps[0]!.iterations} because parameter estimates changed by less than 0.001.`,
    );
  });
});

describe('logistic stepwise methods against R (score entry, LR and Wald removal)', () => {
  reference.steps.forEach((c) => {
    it(`${String(c.request.selectedMethod)}: ${JSON.stringify(c.request)}`, () => {
      const result = analyze(table(), c.request) as LogisticResult;
      expectMatchesR(result.block0, c.block0, 'block0');
      expect(result.steps.map((s) => s.terms)).toEqual(c.steps.map((s) => s.terms));
      c.steps.forEach((expected, k) => {
        const step = result.steps[k]!;
        expect(step.step).toBe(k + 1);
        expectStep(step, expected, `steps[${k}]`);
        if (!('modelIfTermRemoved' in expected)) expect(step.modelIfTermRemoved).toEqual([]);
      });
      expect(result.tables.map((t) => t.id)).toContain('variables-entered-removed');
    });
  });
});

describe('logistic edge cases', () => {
  it('detects complete separation: SPSS message, empty estimates, no NaN', () => {
    const result = analyze(table(), {
      analysis: 'logistic',
      dependents: ['분리'],
      independents: ['분리x', '공부시간'],
    }) as LogisticResult;
    const step = result.steps[0]!;
    expect(step.converged).toBe(false);
    expect(step.iterations).toBe(20);
    expect(step.summary.minus2LogLikelihood).toBeLessThan(1e-3);
    expect(step.classification.overallPercent).toBe(100);
    for (const c of step.coefficients) {
      expect(c).toMatchObject({ b: null, se: null, wald: null, pValue: null, expB: null });
    }
    expect(step.notInEquation).toEqual([]);
    expect(result.warningsEn[0]).toMatch(
      /^Estimation terminated at iteration number 20 because maximum iterations has been reached\. Final solution cannot be found\. .*complete separation/,
    );
    expect(result.warnings[0]).toContain('완전 분리');
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('leaves a constant covariate out with a warning and fits the rest as without it', () => {
    const alone = reference.cases[2]!;
    const result = analyze(table(), {
      ...alone.request,
      independents: ['공부시간', '일정'],
    }) as LogisticResult;
    expect(result.redundant).toEqual(['일정']);
    expect(result.warningsEn.join('\n')).toContain("'일정' is constant or a linear combination");
    expect(result.warnings.join('\n')).toContain("'일정'은(는) 값이 모두 같거나");
    expect(result.steps[0]!.terms).toEqual(['공부시간']);
    expectStep(result.steps[0]!, alone.step, 'step');
  });

  it('drops cases missing in any variable of the model (listwise), and only those', () => {
    const request = reference.cases[2]!.request;
    const t = table();
    const noise = t.columns.find((c) => c.name === '잡음')!;
    // Row 1 is complete in R's data; a missing cell in a variable outside the model changes nothing.
    noise.values[0] = null;
    const without = analyze(t, request) as LogisticResult;
    expect(without.caseSummary).toEqual({
      included: reference.cases[2]!.n,
      missing: reference.cases[2]!.excluded,
      total: 240,
    });
    const withNoise = analyze(t, {
      ...request,
      independents: ['공부시간', '잡음'],
    }) as LogisticResult;
    expect(withNoise.caseSummary.included).toBe(reference.cases[2]!.n - 1);
  });

  it('refuses a dependent with three values, naming it and the values found', () => {
    const e = inputError(() =>
      analyze(table(), { analysis: 'logistic', dependents: ['결과3'], independents: ['공부시간'] }),
    );
    expect(e.code).toBe('DEPENDENT_NOT_BINARY');
    expect(e.details.variable).toBe('결과3');
    expect(e.messageKo).toContain("종속변수 '결과3'의 값이 3개(1, 2, 3)입니다");
    expect(e.message).toContain("'결과3' has 3 distinct value(s) (1, 2, 3)");
  });

  it('refuses a dependent with one value', () => {
    const e = inputError(() =>
      analyze(table(), { analysis: 'logistic', dependents: ['일정'], independents: ['공부시간'] }),
    );
    expect(e.code).toBe('DEPENDENT_NOT_BINARY');
    expect(e.message).toContain("'일정' has 1 distinct value(s) (5)");
  });

  it('names an unknown variable and a bad option', () => {
    const request = { analysis: 'logistic', dependents: ['합격'], independents: ['공부시간'] };
    expect(
      inputError(() => analyze(table(), { ...request, independents: ['키'] })).details,
    ).toMatchObject({
      variable: '키',
    });
    expect(
      inputError(() => analyze(table(), { ...request, entryValue: 0.2, removalValue: 0.1 })).code,
    ).toBe('INVALID_REQUEST');
    expect(
      inputError(() => analyze(table(), { ...request, categoricalVariables: ['성별'] })).message,
    ).toContain("'성별' is not among the independent variables");
  });
});
