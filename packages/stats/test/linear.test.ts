import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type DataTable, type LinearResult } from '../src';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable =>
  readDataFile(fixture('linear.csv'), { fileName: 'linear.csv' }).table;
const reference = readReference<{
  steps: { request: Record<string, Json>; models: Record<string, Json>[] }[];
  cases: {
    request: Record<string, Json>;
    n: number;
    excluded?: string[];
    model: Record<string, Json>;
    correlations: Record<string, Json>;
  }[];
}>('linear.json');

describe('linear (enter) against R', () => {
  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: ${JSON.stringify(c.request)}`, () => {
      const result = analyze(table(), c.request) as LinearResult;
      expect(result.analysis).toBe('linear');
      expect(result.n).toBe(c.n);
      const model = result.models[0]!;
      expectMatchesR(model, c.model, 'model');
      expectMatchesR(result.correlations, c.correlations, 'correlations');
      expect(model.excluded.map((e) => e.variable)).toEqual(c.excluded ?? []);
      if (c.excluded) {
        expect(result.warnings.join('\n')).toContain(
          `'${c.excluded[0]}'은 다른 독립변수들의 선형결합`,
        );
        expect(result.tables.map((t) => t.id)).toContain('excluded-variables');
      }
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
    });
  });

  it('builds every SPSS table asked for', () => {
    const result = analyze(table(), reference.cases[0]!.request) as LinearResult;
    expect(result.tables.map((t) => t.id)).toEqual([
      'descriptive-statistics',
      'correlations',
      'variables-entered',
      'model-summary',
      'anova',
      'coefficients',
      'collinearity-diagnostics',
      'casewise-diagnostics',
      'residuals-statistics',
    ]);
  });
});

describe('linear stepwise methods against R (add1/drop1 F tests)', () => {
  reference.steps.forEach((c) => {
    it(`${String(c.request.selectedMethod)}: ${JSON.stringify(c.request)}`, () => {
      const result = analyze(table(), c.request) as LinearResult;
      expect(result.models).toHaveLength(c.models.length);
      c.models.forEach((expected, k) => {
        const m = result.models[k]!;
        expect(m.model).toBe(k + 1);
        expectMatchesR(m, expected, `models[${k}]`, ['excluded']);
        const excluded = expected.excluded as Record<string, Json>[];
        expect(m.excluded.map((e) => e.variable)).toEqual(excluded.map((e) => e.variable));
        excluded.forEach((e, i) => expectMatchesR(m.excluded[i], e, `models[${k}].excluded[${i}]`));
      });
    });
  });

  it('refuses a probability to enter that is not below the probability to remove', () => {
    const e = inputError(() =>
      analyze(table(), {
        analysis: 'linear',
        dependents: ['만족도'],
        independents: ['나이'],
        selectedMethod: 'forward',
        entryValue: 0.2,
        removalValue: 0.1,
      }),
    );
    expect(e.code).toBe('INVALID_REQUEST');
  });
});

describe('linear inputs', () => {
  const request = { analysis: 'linear', dependents: ['만족도'], independents: ['나이', '소득'] };

  it('names an unknown variable', () => {
    const e = inputError(() => analyze(table(), { ...request, independents: ['나이', '학력'] }));
    expect(e.code).toBe('UNKNOWN_VARIABLE');
    expect(e.details.variable).toBe('학력');
  });

  it('names the variable, row and value of a non-numeric cell', () => {
    const t = table();
    const column = t.columns.find((c) => c.name === '소득')!;
    column.type = 'categorical';
    column.values = column.values.map((v) => (v === null ? null : String(v)));
    column.values[6] = '많음';
    const e = inputError(() => analyze(t, request));
    expect(e.code).toBe('NOT_NUMERIC');
    expect(e.details).toMatchObject({ variable: '소득', row: 7, value: '많음' });
  });

  it('refuses a constant dependent', () => {
    const t = table();
    t.columns.push({ name: '상수', type: 'numeric', values: t.columns[0]!.values.map(() => 3) });
    const e = inputError(() => analyze(t, { ...request, dependents: ['상수'] }));
    expect(e.code).toBe('CONSTANT_DEPENDENT');
    expect(e.messageKo).toContain("'상수'");
  });

  it('leaves out a constant predictor with a warning and fits the rest', () => {
    const t = table();
    t.columns.push({ name: '일정', type: 'numeric', values: t.columns[0]!.values.map(() => 7) });
    const r = analyze(t, { ...request, independents: ['나이', '일정', '소득'] }) as LinearResult;
    expect(r.models[0]!.entered).toEqual(['나이', '소득']);
    expect(r.models[0]!.excluded.map((e) => e.variable)).toEqual(['일정']);
    expect(r.warningsEn.join('\n')).toMatch(/'일정' is a linear combination/);
  });

  it('says clearly that the remove method is not implemented yet', () => {
    const e = inputError(() => analyze(table(), { ...request, selectedMethod: 'remove' }));
    expect(e.code).toBe('NOT_IMPLEMENTED');
  });
});

describe('linear stepwise: the Excluded Variables table as SPSS shows it', () => {
  it('shows Beta In, t, Sig., the partial correlation and the collinearity statistics', () => {
    const step = reference.steps.find((s) => s.request.selectedMethod === 'stepwise')!;
    const request = { ...step.request, selectedLinearOptions: ['estimates', 'collinearity'] };
    const result = analyze(table(), request) as LinearResult;
    const excluded = result.tables.find((t) => t.id === 'excluded-variables')!;
    expect(excluded.columns.map((c) => c.label.en)).toEqual([
      'Beta In',
      't',
      'Sig.',
      'Partial Correlation',
      'Tolerance',
      'VIF',
      'Minimum Tolerance',
    ]);
    expect(excluded.columnGroups?.map((g) => [g.label.en, g.span])).toEqual([
      ['', 4],
      ['Collinearity Statistics', 3],
    ]);
    const expected = step.models[0]!.excluded as Record<string, number>[];
    expected.forEach((e, i) => {
      const row = excluded.rows[i]!;
      expect(row.label).toBe(e.variable);
      expect(row.cells.betaIn).toBeCloseTo(e.betaIn!, 10);
      expect(row.cells.tValue).toBeCloseTo(e.tValue!, 10);
      expect(row.cells.pValue).toBeCloseTo(e.pValue!, 10);
      expect(row.cells.partial).toBeCloseTo(e.partial!, 10);
      expect(row.cells.tolerance).toBeCloseTo(e.tolerance!, 10);
      expect(row.cells.vif).toBeCloseTo(1 / e.tolerance!, 8);
      expect(row.cells.minimumTolerance).toBeCloseTo(e.minimumTolerance!, 10);
    });
  });

  it('shows Tolerance alone among the collinearity statistics unless they were asked for', () => {
    const step = reference.steps.find((s) => s.request.selectedMethod === 'stepwise')!;
    const result = analyze(table(), step.request) as LinearResult;
    const excluded = result.tables.find((t) => t.id === 'excluded-variables')!;
    expect(excluded.columns.map((c) => c.key)).toEqual([
      'betaIn',
      'tValue',
      'pValue',
      'partial',
      'tolerance',
    ]);
  });
});
