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

  it('tells quasi-complete separation apart (ties at the boundary)', () => {
    // y is 0 below x = 5 and 1 above it; at x = 5 both occur.
    const x = Array.from({ length: 40 }, (_, i) => i % 10);
    const y = x.map((v, i) => (v < 5 ? 0 : v > 5 ? 1 : i % 20 < 10 ? 0 : 1));
    const t: DataTable = {
      rowCount: 40,
      columns: [
        { name: 'x', type: 'numeric', values: x },
        { name: 'y', type: 'numeric', values: y },
      ],
    };
    const result = analyze(t, {
      analysis: 'logistic',
      dependents: ['y'],
      independents: ['x'],
    }) as LogisticResult;
    expect(result.steps[0]!.converged).toBe(false);
    expect(result.steps[0]!.classification.overallPercent).toBeLessThan(100);
    expect(result.warningsEn[0]).toContain('(quasi-complete separation)');
    expect(result.warnings[0]).toContain('준완전 분리');
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('stops at ITERATE like SPSS, with estimates left empty', () => {
    const result = analyze(table(), {
      ...reference.cases[0]!.request,
      maxIterations: 2,
    }) as LogisticResult;
    const step = result.steps[0]!;
    expect(step.converged).toBe(false);
    expect(step.iterations).toBe(2);
    expect(step.coefficients.every((c) => c.b === null && c.pValue === null)).toBe(true);
    expect(result.warningsEn[0]).toMatch(
      /^Estimation terminated at iteration number 2 because maximum iterations has been reached\. Final solution cannot be found\./,
    );
    const summary = result.tables.find((t) => t.id === 'model-summary')!;
    expect(summary.footnotes![0]!.ko).toContain('최종 해를 찾을 수 없습니다');
  });

  it('stops a forward selection at a separated model without crashing', () => {
    const result = analyze(table(), {
      analysis: 'logistic',
      dependents: ['분리'],
      independents: ['분리x', '공부시간'],
      selectedMethod: 'forwardLR',
    }) as LogisticResult;
    expect(result.steps.map((s) => s.terms)).toEqual([['분리x']]);
    expect(result.steps[0]!.converged).toBe(false);
    expect(result.steps[0]!.modelIfTermRemoved[0]!.change).toBeNull();
    expect(result.warningsEn.join('\n')).toContain('complete separation');
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
    expect(result.warnings.join('\n')).toContain("'일정' 변수는 값이 모두 같거나");
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

/** The numbers of one PSPP text table: its rows' cells, by the row's label. */
function psppTable(output: string, title: string, which: number): Map<string, string[]> {
  const parts = output.split(title);
  const body = parts[which + 1]!.split('\n\n')[0]!;
  const rows = new Map<string, string[]>();
  for (const line of body.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').slice(1, -1);
    if (cells.length < 2) continue;
    const name = cells[0]!.replace(/^Step 1/, '').trim();
    const values = cells.slice(1).map((c) => c.trim());
    if (name && values.some((v) => /\d/.test(v))) rows.set(name, values);
  }
  return rows;
}

/**
 * Agreement to the digits PSPP printed: within half a unit of the last printed decimal, or 5e-4
 * relative. PSPP stops at SPSS's criterion (no estimate changes by .001) and takes its standard
 * errors from the information matrix of the iteration before the last, so a large Wald statistic
 * can differ in its second decimal (57.64 against the maximum likelihood 57.63 here).
 */
function expectPrinted(actual: number | null | undefined, printed: string, what: string) {
  if (printed === '') return;
  const clean = printed.replace('%', '');
  const decimals = clean.split('.')[1]?.length ?? 0;
  expect(actual, what).toBeTypeOf('number');
  expect(
    Math.abs(actual! - Number(clean)),
    `${what}: engine ${actual} vs PSPP ${printed}`,
  ).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 5e-4 * Math.abs(Number(clean)));
}

describe('logistic (enter) against GNU PSPP 1.6.2', () => {
  const output = new TextDecoder().decode(fixture('logistic-pspp.txt'));
  const runs = [
    {
      request: {
        analysis: 'logistic',
        dependents: ['합격'],
        independents: ['공부시간', '나이', '잡음', '성별', '학년'],
        categoricalVariables: ['성별', '학년'],
      },
    },
    {
      request: {
        analysis: 'logistic',
        dependents: ['합격'],
        independents: ['공부시간', '나이'],
        cutValue: 0.4,
        selectedConfidence: 90,
      },
    },
  ];
  runs.forEach(({ request }, k) => {
    it(`LOGISTIC REGRESSION ${k + 1}: coefficients, model summary and classification`, () => {
      const result = analyze(table(), request) as LogisticResult;
      const step = result.steps[0]!;
      const summary = psppTable(output, 'Model Summary', k).get('1')!;
      expectPrinted(step.summary.minus2LogLikelihood, summary[0]!, '-2LL');
      expectPrinted(step.summary.coxSnellRSquared, summary[1]!, 'Cox & Snell');
      expectPrinted(step.summary.nagelkerkeRSquared, summary[2]!, 'Nagelkerke');
      expect(output.split('iteration number ')[k + 1]!.startsWith(`${step.iterations} `)).toBe(
        true,
      );
      const equation = psppTable(output, 'Variables in the Equation', k);
      // PSPP prints an overall row for a categorical variable with one indicator too; SPSS does not.
      equation.delete('성별');
      expect(equation.size).toBe(step.coefficients.length);
      for (const [name, cells] of equation) {
        const term = name === 'Constant' ? '(상수) (Constant)' : name;
        const c = step.coefficients.find((row) => row.term === term)!;
        expect(c, term).toBeDefined();
        const keys = ['b', 'se', 'wald', 'df', 'pValue', 'expB', 'lowerExpB', 'upperExpB'] as const;
        keys.forEach((key, i) => expectPrinted(c[key], cells[i] ?? '', `${term}.${key}`));
      }
      const classification = psppTable(output, 'Classification Table', k);
      const rows = [...classification].filter(([name]) => name !== 'Observed').map(([, v]) => v);
      const c = step.classification;
      expect(rows[0]!.slice(-3)).toEqual([
        String(c.observed0.predicted0),
        String(c.observed0.predicted1),
        `${c.observed0.percentCorrect!.toFixed(1)}%`,
      ]);
      expect(rows[1]!.slice(-3)).toEqual([
        String(c.observed1.predicted0),
        String(c.observed1.predicted1),
        `${c.observed1.percentCorrect!.toFixed(1)}%`,
      ]);
      expectPrinted(c.overallPercent, rows[2]!.slice(-1)[0]!, 'overall %');
    });
  });
});
