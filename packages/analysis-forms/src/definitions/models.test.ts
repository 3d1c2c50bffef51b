import { describe, expect, it } from 'vitest';
import { factorDefinition } from './factor';
import { linearDefinition } from './linear';
import { mediationCharts, mediationDefinition } from './mediation';
import { moderationCharts, moderationDefinition } from './moderation';
import { tidyTables } from './modelCommon';
import { factorResultFixture } from '../fixtures/factor';
import { mediationResultFixture } from '../fixtures/mediation';
import { moderationResultFixture } from '../fixtures/moderation';
import { linearResultFixture } from '../fixtures/linear';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('factor definition', () => {
  const schema = factorDefinition.optionsSchema;
  const items = ['a', 'b', 'c'];

  it('defaults to SPSS FACTOR: principal components, eigenvalues over 1, no rotation, 25 iterations', () => {
    const values = schema.parse({ factorVariables: items });
    expect(values).toMatchObject({
      selectedMethod: 'pca',
      selectedMatrix: 'correlation',
      selectedExtract: 'eigenvalue',
      eigenvaluesGreaterThan: 1,
      selectedRotationMethod: 'none',
      extractIteration: 25,
      rotationIteration: 25,
      delta: 0,
      kappa: 4,
      suppressABS: null,
      selectedMissingValueControlMethod: 'listwise',
    });
    expect(factorDefinition.toRequest(values).factorsToExtract).toBeNull();
  });

  it('needs the number of factors for a fixed extraction, at most the number of items', () => {
    expect(issues(schema.safeParse({ factorVariables: items, selectedExtract: 'fixed' }))).toEqual([
      ['factorsToExtract', 'factor.errors.factorsToExtract'],
    ]);
    expect(
      schema.safeParse({ factorVariables: items, selectedExtract: 'fixed', factorsToExtract: 4 })
        .success,
    ).toBe(false);
    const fixed = schema.parse({
      factorVariables: items,
      selectedExtract: 'fixed',
      factorsToExtract: 2,
    });
    expect(factorDefinition.toRequest(fixed).factorsToExtract).toBe(2);
  });

  it('keeps delta, kappa and the suppression level in the ranges SPSS accepts', () => {
    expect(issues(schema.safeParse({ factorVariables: items, delta: 0.9 }))).toEqual([
      ['delta', 'factor.errors.delta'],
    ]);
    expect(issues(schema.safeParse({ factorVariables: items, kappa: 1 }))).toEqual([
      ['kappa', 'factor.errors.kappa'],
    ]);
    expect(issues(schema.safeParse({ factorVariables: items, suppressABS: 1.5 }))).toEqual([
      ['suppressABS', 'factor.errors.unitInterval'],
    ]);
    expect(issues(schema.safeParse({ factorVariables: ['a'] }))).toEqual([
      ['factorVariables', 'errors.variablesMin'],
    ]);
  });

  it('draws the scree plot only when asked, with Kaiser’s line for eigenvalue extraction', () => {
    const values = schema.parse({ factorVariables: items, selectedChartType: ['scree'] });
    const charts = factorDefinition.resultCharts!(factorResultFixture, values);
    expect(charts.map((chart) => chart.kind)).toEqual(['scree']);
    expect(charts[0]).toMatchObject({ referenceLine: 1 });
    expect(
      factorDefinition.resultCharts!(factorResultFixture, { ...values, selectedChartType: [] }),
    ).toEqual([]);
  });
});

describe('linear definition', () => {
  const schema = linearDefinition.optionsSchema;

  it('defaults to SPSS REGRESSION: enter, estimates and model fit, probability .05/.10, constant', () => {
    const values = schema.parse({ dependents: ['y'], independents: ['x'] });
    expect(linearDefinition.toRequest(values)).toEqual({
      dependents: ['y'],
      independents: ['x'],
      selectedMethod: 'enter',
      selectedStepping: 'probability',
      entryValue: 0.05,
      removalValue: 0.1,
      selectedLinearOptions: ['estimates', 'modelFit'],
      selectedConfidence: 95,
      includeConstant: true,
      selectedMissingValueControlMethod: 'listwise',
    });
  });

  it('refuses a dependent among the independents, two dependents and crossed criteria', () => {
    expect(issues(schema.safeParse({ dependents: ['y'], independents: ['x', 'y'] }))).toEqual([
      ['independents', 'models.errors.oneRole'],
    ]);
    expect(issues(schema.safeParse({ dependents: ['y', 'z'], independents: ['x'] }))).toEqual([
      ['dependents', 'models.errors.oneVariable'],
    ]);
    expect(
      issues(schema.safeParse({ dependents: ['y'], independents: ['x'], entryValue: 0.2 })),
    ).toEqual([['entryValue', 'linear.errors.probabilityOrder']]);
    // By F value the order turns round: SPSS's 3.84 to enter, 2.71 to remove.
    expect(
      schema.safeParse({
        dependents: ['y'],
        independents: ['x'],
        selectedStepping: 'fValue',
        entryValue: 3.84,
        removalValue: 2.71,
      }).success,
    ).toBe(true);
  });

  it('gives every engine table column a heading', () => {
    for (const table of linearDefinition.resultTables(linearResultFixture))
      for (const column of table.columns) expect(column.label.ko.trim()).not.toBe('');
  });
});

describe('moderation definition', () => {
  const schema = moderationDefinition.optionsSchema;
  const base = { dependents: ['y'], independents: ['x'], moderators: ['w'] };

  it('defaults to PROCESS model 1, no centring, percentiles, and sends the model as a number', () => {
    const request = moderationDefinition.toRequest(schema.parse(base));
    expect(request).toMatchObject({
      modelNumber: 1,
      centering: 'none',
      probeValues: 'percentiles',
      johnsonNeyman: false,
      covariates: [],
    });
  });

  it('asks for two moderators in models 2 and 3, and one role per variable', () => {
    expect(issues(schema.safeParse({ ...base, modelNumber: '3' }))).toEqual([
      ['moderators', 'moderation.errors.moderatorCount'],
    ]);
    expect(schema.safeParse({ ...base, moderators: ['w', 'z'], modelNumber: '2' }).success).toBe(
      true,
    );
    expect(issues(schema.safeParse({ ...base, covariates: ['x'] }))).toEqual([
      ['covariates', 'models.errors.oneRole'],
    ]);
  });

  it('plots the conditional effect of X over the Johnson–Neyman grid with its bounds', () => {
    const [chart] = moderationCharts(moderationResultFixture);
    expect(chart?.kind).toBe('interaction');
    if (chart?.kind !== 'interaction') return;
    expect(chart.lines).toHaveLength(3);
    expect(chart.lines[0]!.points.length).toBeGreaterThan(3);
  });
});

describe('mediation definition', () => {
  const schema = mediationDefinition.optionsSchema;

  it('defaults to 5000 percentile bootstrap samples with the fixed seed, as PROCESS model 4', () => {
    const request = mediationDefinition.toRequest(
      schema.parse({ dependents: ['y'], independents: ['x'], mediators: ['m'] }),
    );
    expect(request).toMatchObject({
      modelNumber: 4,
      numberOfBootstrapSamples: 5000,
      adjustBootstrap: false,
      seed: 20251124,
      selectedConfidence: 95,
    });
    expect(
      issues(
        schema.safeParse({
          dependents: ['y'],
          independents: ['x'],
          mediators: ['m'],
          numberOfBootstrapSamples: 1.5,
        }),
      ),
    ).toEqual([['numberOfBootstrapSamples', 'mediation.errors.bootstrapSamples']]);
  });

  it('draws the path diagram from the a, b, c′ and c of the result', () => {
    const [chart] = mediationCharts(mediationResultFixture);
    expect(chart?.kind).toBe('path');
    if (chart?.kind !== 'path') return;
    expect(chart.mediators.map((m) => m.name)).toEqual(['자기효능감', '직무몰입']);
    expect(chart.cPrime.estimate).toBeCloseTo(0.04757, 5);
    expect(chart.c.estimate).toBeCloseTo(0.25709, 5);
  });
});

describe('tidyTables', () => {
  it('names unnamed columns and turns ungrouped rows of a grouped table into groups', () => {
    const [table] = tidyTables([
      {
        id: 't',
        title: { ko: '표', en: 'Table' },
        columns: [{ key: 'value', label: { ko: '', en: '' }, format: 'number' }],
        rows: [
          { label: 'KMO', cells: { value: 0.7 } },
          { label: 'χ²', group: 'Bartlett', cells: { value: 1 } },
        ],
      },
    ]);
    expect(table!.columns[0]!.label).toEqual({ ko: '값', en: 'Value' });
    expect(table!.rows.map((row) => row.group)).toEqual(['KMO', 'Bartlett']);
    // Named once, in the group column, not as group and row header both.
    expect(table!.rows.map((row) => row.label)).toEqual(['', 'χ²']);
  });
});
