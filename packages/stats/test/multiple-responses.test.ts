import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, type DataTable } from '../src';
import {
  multipleResponses,
  parseMultipleResponsesRequest,
  type MultipleResponsesResult,
} from '../src/analyses/multiple-responses';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

type Ref = Record<string, Json> & { name: string; type: string; variables: string[] };
const reference = readReference<{ sets: Ref[] }>('multiple-responses.json');
const table = readDataFile(fixture('reliability.csv'), { fileName: 'reliability.csv' }).table;

const run = (t: DataTable, sets: unknown): MultipleResponsesResult =>
  multipleResponses(t, parseMultipleResponsesRequest({ analysis: 'multiple-responses', sets }));

describe('multiple-responses against R (MULT RESPONSE counted by hand)', () => {
  const result = run(
    table,
    reference.sets.map((s) => ({
      name: s.name,
      label: s.name,
      type: s.type,
      variables: s.variables,
      ...(s.countedValue !== undefined ? { countedValue: s.countedValue } : {}),
    })),
  );
  it.each(reference.sets.map((s, i) => [s.name, i] as const))('%s', (_, i) => {
    expectMatchesR(result.sets[i], reference.sets[i]!, `sets[${i}]`);
  });
  it('runs through analyze() with the same numbers', () => {
    const viaAnalyze = analyze(table, {
      analysis: 'multiple-responses',
      sets: [
        {
          name: '선호',
          label: '좋아하는 것',
          type: 'categories',
          variables: reference.sets[2]!.variables,
        },
      ],
    }) as MultipleResponsesResult;
    expect(viaAnalyze.sets[0]!.label).toBe('좋아하는 것');
    expectMatchesR(viaAnalyze.sets[0]!.responses, reference.sets[2]!.responses!, 'responses');
  });
  it('builds a case summary and a frequency table per set, without warnings', () => {
    expect(result.warnings).toEqual([]);
    expect(result.tables.map((t) => t.id)).toEqual([
      'multiple-responses-cases-0',
      'multiple-responses-frequencies-0',
      'multiple-responses-cases-1',
      'multiple-responses-frequencies-1',
      'multiple-responses-cases-2',
      'multiple-responses-frequencies-2',
    ]);
    const frequencies = result.tables[1]!;
    expect(frequencies.rows.at(-1)!.cells.n).toBe(reference.sets[0]!.totalResponses);
  });
});

const small = (columns: Record<string, (number | string | null)[]>, labels = {}): DataTable => ({
  rowCount: Object.values(columns)[0]!.length,
  columns: Object.entries(columns).map(([name, values]) => ({
    name,
    type: values.some((v) => typeof v === 'string') ? 'categorical' : 'numeric',
    values,
    ...(name in labels
      ? { valueLabels: (labels as Record<string, Record<string, string>>)[name] }
      : {}),
  })),
});

describe('multiple-responses details', () => {
  it('category values take value labels from the columns and count each occurrence', () => {
    const t = small({ a: [1, 2, null, 3], b: [2, 2, null, null] }, { b: { '2': '둘', '3': '셋' } });
    const set = run(t, [{ name: 's', type: 'categories', variables: ['a', 'b'] }]).sets[0]!;
    expect(set.responses.map((r) => [r.value, r.label, r.count])).toEqual([
      [1, '1', 1],
      [2, '둘', 3],
      [3, '셋', 1],
    ]);
    expect([set.validCases, set.missingCases, set.totalResponses]).toEqual([3, 1, 5]);
    expect(set.label).toBe('s');
  });
  it('dichotomies with a text counted value; a case without it is missing', () => {
    const t = small({ a: ['예', '아니오', '예', null], b: ['아니오', '아니오', '예', '예'] });
    const set = run(t, [
      { name: 's', label: '사용', type: 'dichotomies', variables: ['a', 'b'], countedValue: '예' },
    ]).sets[0]!;
    expect(set.responses.map((r) => r.count)).toEqual([2, 2]);
    expect(set.validCases).toBe(3);
    expect(set.percentOfCasesTotal).toBeCloseTo(400 / 3, 12);
  });
  it('leaves out a dichotomy variable that is never counted, as SPSS', () => {
    const t = small({ a: [1, 0, 1], b: [0, 0, null], c: [1, 1, 0] });
    const set = run(t, [{ name: 's', type: 'dichotomies', variables: ['a', 'b', 'c'] }]).sets[0]!;
    expect(set.responses.map((r) => [r.value, r.count])).toEqual([
      ['a', 2],
      ['c', 2],
    ]);
  });
  it('no valid case: percents null with a warning', () => {
    const t = small({ a: [0, 0], b: [0, null] });
    const result = run(t, [{ name: 's', type: 'categories', variables: ['a', 'b'] }]);
    expect(result.sets[0]!.responses).toHaveLength(1);
    expect(result.sets[0]!.validCases).toBe(2);
    const none = run(small({ a: [0, 0], b: [0, null] }), [
      { name: 's', type: 'dichotomies', variables: ['a', 'b'] },
    ]);
    expect(none.sets[0]!.responses).toEqual([]);
    expect(none.sets[0]!.percentOfCasesTotal).toBeNull();
    expect(none.warningsEn[0]).toMatch(/No case has a response in set 's'/);
  });
  it('input errors: non-numeric cell, unknown variable, too few variables, no sets', () => {
    const t = small({ a: [1, 'x'], b: [0, 1] });
    const e = inputError(() => run(t, [{ name: 's', type: 'dichotomies', variables: ['a', 'b'] }]));
    expect(e.code).toBe('NOT_NUMERIC');
    expect(e.details).toMatchObject({ variable: 'a', row: 2, value: 'x' });
    expect(
      inputError(() => run(t, [{ name: 's', type: 'categories', variables: ['a', 'z'] }])).details
        .variable,
    ).toBe('z');
    expect(inputError(() => run(t, [{ name: 's', variables: ['a'] }])).details.field).toBe(
      'sets[0].variables',
    );
    expect(inputError(() => run(t, [])).details.field).toBe('sets');
  });
  it('row order never changes anything', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(0, 1, null),
            fc.constantFrom(0, 1, null),
            fc.constantFrom(1, 2, 3, null),
          ),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (rows) => {
          const make = (r: typeof rows) =>
            small({ a: r.map((x) => x[0]), b: r.map((x) => x[1]), c: r.map((x) => x[2]) });
          const sets = [
            { name: 'd', type: 'dichotomies', variables: ['a', 'b'] },
            { name: 'c', type: 'categories', variables: ['a', 'c'] },
          ];
          const forward = run(make(rows), sets);
          const backward = run(make([...rows].reverse()), sets);
          expect(backward.sets).toEqual(forward.sets);
        },
      ),
      { numRuns: 100 },
    );
  });
});
