import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type DataTable, type LinearResult } from '../src';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

// Hierarchical regression (SPSS's blocks, "Next"): make-linear-blocks.R fits the same steps in R.
const table = (): DataTable =>
  readDataFile(fixture('linear.csv'), { fileName: 'linear.csv' }).table;
const reference = readReference<{
  cases: { request: Record<string, Json>; models: Record<string, Json>[] }[];
}>('linear-blocks.json');

describe('linear in blocks against R', () => {
  reference.cases.forEach((c) => {
    const blocks = (c.request.blocks as { method: string; variables: string[] }[])
      .map((b) => `${b.method}(${b.variables.join(', ')})`)
      .join(' → ');
    it(blocks, () => {
      const result = analyze(table(), c.request) as LinearResult;
      expect(result.models).toHaveLength(c.models.length);
      c.models.forEach((expected, k) => {
        const m = result.models[k]!;
        expect(m.model).toBe(k + 1);
        expectMatchesR(m, expected, `models[${k}]`);
      });
    });
  });

  it('lists the later blocks’ variables as excluded from the earlier models', () => {
    const result = analyze(table(), reference.cases[0]!.request) as LinearResult;
    expect(result.models[0]!.excluded.map((e) => e.variable)).toEqual(['소득', '근속']);
    expect(result.models[1]!.excluded).toEqual([]);
  });

  it('refuses a first block that removes, and a block without variables', () => {
    const remove = inputError(() =>
      analyze(table(), {
        analysis: 'linear',
        dependents: ['만족도'],
        blocks: [{ variables: ['나이'], method: 'remove' }],
      }),
    );
    expect(remove.messageKo).toContain('첫 블록');
    expect(remove.message).toContain("first block's method");
    const empty = inputError(() =>
      analyze(table(), {
        analysis: 'linear',
        dependents: ['만족도'],
        blocks: [{ variables: [], method: 'enter' }],
      }),
    );
    expect(empty.message).toContain('blocks');
  });
});
