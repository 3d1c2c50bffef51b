import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTransforms, type DataTable } from '../src';

/** Three numeric items with missing cells, 1–40 rows. */
const tables = fc
  .array(
    fc.tuple(...[0, 1, 2].map(() => fc.option(fc.integer({ min: -5, max: 9 }), { freq: 4 }))),
    {
      minLength: 1,
      maxLength: 40,
    },
  )
  .map((rows): DataTable => ({
    rowCount: rows.length,
    columns: ['a', 'b', 'c'].map((name, j) => ({
      name,
      type: 'numeric' as const,
      values: rows.map((r) => r[j] ?? null),
    })),
  }));
const functions = ['MEAN', 'SUM', 'SD', 'VARIANCE', 'MIN', 'MAX'] as const;

describe('transform properties', () => {
  it('statistics over plain variables (column by column) equal those over expressions (row by row)', () => {
    fc.assert(
      fc.property(
        tables,
        fc.constantFrom(...functions),
        fc.integer({ min: 1, max: 3 }),
        (table, f, n) => {
          const minValid = (f === 'SD' || f === 'VARIANCE') && n === 1 ? 2 : n;
          const out = applyTransforms(table, [
            { type: 'compute', target: 'p', expression: `${f}.${minValid}(a TO c)` },
            { type: 'compute', target: 'q', expression: `${f}.${minValid}(a + 0, b * 1, -(-c))` },
          ]).table.columns;
          const p = out[3]!.values as (number | null)[];
          const q = out[4]!.values as (number | null)[];
          p.forEach((v, i) => {
            if (v === null) expect(q[i]).toBeNull();
            else expect(q[i]).toBeCloseTo(v, 12);
          });
        },
      ),
    );
  });

  it('a scale score is COMPUTE MEAN.n of its items, and the same list gives the same table', () => {
    fc.assert(
      fc.property(tables, fc.integer({ min: 1, max: 3 }), (table, n) => {
        const steps = [
          { type: 'scaleScore', groups: [{ name: 's', variables: ['a', 'b', 'c'] }], minValid: n },
          { type: 'compute', target: 'm', expression: `MEAN.${n}(a, b, c)` },
        ];
        const first = applyTransforms(table, steps);
        expect(first.table.columns[3]!.values).toEqual(first.table.columns[4]!.values);
        expect(applyTransforms(table, steps)).toEqual(first);
      }),
    );
  });

  it('reversing twice gives the items back', () => {
    fc.assert(
      fc.property(tables, (table) => {
        const out = applyTransforms(table, [
          { type: 'reverse', variables: ['a', 'b', 'c'], min: 1, max: 7 },
          { type: 'reverse', variables: ['a', 'b', 'c'], min: 1, max: 7 },
        ]);
        out.table.columns.forEach((c, j) => expect(c.values).toEqual(table.columns[j]!.values));
      }),
    );
  });
});
