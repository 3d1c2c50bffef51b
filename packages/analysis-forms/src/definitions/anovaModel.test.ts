import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../stats/src/analyze';
import { readDataFile } from '../../../stats/src/read/index';
import { anovaDefinition, customTerms, factorialTerms } from './anova';
import { requestToValues } from './fromRequest';
import type { AnyAnalysisDefinition } from './types';

const parse = (values: Record<string, unknown>) =>
  anovaDefinition.optionsSchema.safeParse({ ...anovaDefinition.defaultValues, ...values });

describe('ANOVA custom model (selectedEffect)', () => {
  it('lists the full factorial terms as the engine names them', () => {
    expect(factorialTerms(['A', 'B', 'C'])).toEqual([
      'A',
      'B',
      'C',
      'A * B',
      'A * C',
      'B * C',
      'A * B * C',
    ]);
    expect(customTerms(['A', 'B'], ['A * B', 'C', 'A'])).toEqual(['A', 'A * B']);
  });

  it('sends the chosen terms only for a custom factorial model', () => {
    const custom = parse({
      dependents: ['y'],
      factors: ['A', 'B'],
      modelType: 'custom',
      selectedEffect: ['B', 'A'],
    });
    expect(custom.success).toBe(true);
    const request = anovaDefinition.toRequest(custom.data!);
    expect(request.selectedEffect).toEqual(['A', 'B']);
    expect(anovaDefinition.requestSchema.safeParse(request).success).toBe(true);
    const full = anovaDefinition.toRequest(
      parse({ dependents: ['y'], factors: ['A', 'B'], selectedEffect: ['A'] }).data!,
    );
    expect(full).not.toHaveProperty('selectedEffect');
    const oneway = anovaDefinition.toRequest(
      parse({ dependents: ['y'], factors: ['A'], modelType: 'custom' }).data!,
    );
    expect(oneway).not.toHaveProperty('selectedEffect');
  });

  it('refuses a custom model without terms', () => {
    const result = parse({ dependents: ['y'], factors: ['A', 'B'], modelType: 'custom' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('anova.model.noTerms');
  });

  it('reopens a stored custom model as a custom model', () => {
    const values = requestToValues(anovaDefinition as unknown as AnyAnalysisDefinition, {
      dependents: ['y'],
      factors: ['A', 'B'],
      anovaAnalysisType: 'factorial',
      selectedEffect: ['A', 'A * B'],
    });
    expect(values).toMatchObject({ modelType: 'custom', selectedEffect: ['A', 'A * B'] });
    expect(values).not.toHaveProperty('anovaAnalysisType');
    expect(parse(values).success).toBe(true);
  });

  it('reaches the engine: a custom model fits only the chosen terms', () => {
    const { table } = readDataFile(
      new Uint8Array(
        readFileSync(new URL('../../../stats/test/fixtures/anova-factorial.csv', import.meta.url)),
      ),
      { fileName: 'anova-factorial.csv' },
    );
    const run = (values: Record<string, unknown>) =>
      analyze(table, { analysis: 'anova', ...anovaDefinition.toRequest(parse(values).data!) });
    const sources = (result: ReturnType<typeof run>) =>
      result.tables
        .filter((t) => /Tests of Between-Subjects Effects/.test(t.title.en))
        .flatMap((t) => t.rows.map((row) => row.label));
    const base = { dependents: ['반응'], factors: ['성별', '처치'] };
    const full = sources(run(base));
    const custom = sources(run({ ...base, modelType: 'custom', selectedEffect: ['성별', '처치'] }));
    expect(full.some((label) => label.includes('성별 * 처치'))).toBe(true);
    expect(custom.some((label) => label.includes('*'))).toBe(false);
    expect(custom.some((label) => label.includes('처치'))).toBe(true);
  });
});
