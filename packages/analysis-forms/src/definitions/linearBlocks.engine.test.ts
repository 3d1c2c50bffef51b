/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, readDataFile } from '../../../stats/src/index';
import { requestToValues } from './fromRequest';
import { linearDefinition } from './linear';
import { variablesFitDataset } from './types';

/*
 * Hierarchical regression in the linear regression wizard against R
 * (packages/stats/test/fixtures/make-linear-blocks.R): block 1 from the form's own target and a
 * second block added with "next block" make R's first request; the engine's R² change of each
 * block matches R and the model summary shows it.
 */
const fixtures = join(import.meta.dirname, '../../../stats/test/fixtures');
const reference = (
  JSON.parse(readFileSync(join(fixtures, 'linear-blocks.json'), 'utf8')) as {
    cases: {
      request: { blocks: { variables: string[]; method: string }[] };
      models: { summary: { rSquaredChange: number; fChange: number } }[];
    }[];
  }
).cases[0]!;

describe('linear definition with blocks', () => {
  const values = linearDefinition.optionsSchema.parse({
    ...linearDefinition.defaultValues,
    dependents: ['만족도'],
    independents: ['나이'],
    nextBlocks: [{ variables: ['소득', '근속'], method: 'enter' }],
  });

  it("makes R's blocks, with the R² change of each block shown and equal to R's", () => {
    const request = linearDefinition.toRequest(values);
    expect(linearDefinition.requestSchema.safeParse(request).success).toBe(true);
    expect(request.blocks).toEqual(reference.request.blocks);
    expect(request.selectedLinearOptions).toEqual(['estimates', 'modelFit', 'rSquaredChange']);
    const { table } = readDataFile(new Uint8Array(readFileSync(join(fixtures, 'linear.csv'))), {
      fileName: 'linear.csv',
    });
    const summary = (column: string) =>
      linearDefinition
        .resultTables(analyze(table, { analysis: 'linear', ...request }))
        .find((t) => t.id === 'model-summary')!
        .rows.map((row) => row.cells[column] as number);
    const expected = reference.models.map((model) => model.summary);
    expect(summary('rSquaredChange')).toHaveLength(expected.length);
    summary('rSquaredChange').forEach((change, k) =>
      expect(change).toBeCloseTo(expected[k]!.rSquaredChange, 10),
    );
    summary('fChange').forEach((f, k) => expect(f).toBeCloseTo(expected[k]!.fChange, 8));
  });

  it('sends no blocks with one block, and reopens a stored hierarchical request', () => {
    const single = linearDefinition.toRequest(
      linearDefinition.optionsSchema.parse({
        ...linearDefinition.defaultValues,
        dependents: ['만족도'],
        independents: ['나이'],
      }),
    );
    expect(single).not.toHaveProperty('blocks');
    expect(single.selectedLinearOptions).toEqual(['estimates', 'modelFit']);
    const request = linearDefinition.toRequest(values);
    const reopened = linearDefinition.optionsSchema.parse(
      requestToValues(linearDefinition, request),
    );
    expect(reopened.independents).toEqual(['나이']);
    expect(reopened.nextBlocks).toEqual([{ variables: ['소득', '근속'], method: 'enter' }]);
    expect(linearDefinition.toRequest(reopened)).toEqual(request);
  });

  it('refuses an empty block, the dependent in a block, and Remove as the first method', () => {
    const messages = (input: Record<string, unknown>) =>
      linearDefinition.optionsSchema
        .safeParse({
          ...linearDefinition.defaultValues,
          dependents: ['만족도'],
          independents: ['나이'],
          ...input,
        })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ nextBlocks: [{ variables: [], method: 'enter' }] })).toContain(
      'linear.errors.blockEmpty',
    );
    expect(messages({ nextBlocks: [{ variables: ['만족도'], method: 'enter' }] })).toContain(
      'models.errors.oneRole',
    );
    expect(
      messages({
        selectedMethod: 'remove',
        nextBlocks: [{ variables: ['소득'], method: 'enter' }],
      }),
    ).toContain('linear.errors.firstBlockRemove');
  });

  it('checks the blocks’ variables against the dataset', () => {
    const columns = [
      { name: '만족도', type: 'numeric' as const, validCount: 1, missingCount: 0 },
      { name: '나이', type: 'numeric' as const, validCount: 1, missingCount: 0 },
      { name: '소득', type: 'numeric' as const, validCount: 1, missingCount: 0 },
      { name: '지역', type: 'categorical' as const, validCount: 1, missingCount: 0 },
    ];
    const fits = (nextBlocks: unknown) =>
      variablesFitDataset(linearDefinition, { ...values, nextBlocks }, { columns });
    expect(fits([{ variables: ['소득'], method: 'enter' }])).toBe(true);
    expect(fits([{ variables: ['근속'], method: 'enter' }])).toBe(false);
    expect(fits([{ variables: ['지역'], method: 'enter' }])).toBe(false);
  });
});
