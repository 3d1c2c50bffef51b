import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moderation, parseModerationRequest, StatsInputError, type DataTable } from '../src';

/** Values as people type them (up to two decimals), some missing. */
const cell = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: -2_000, max: 2_000 }).map((k) => k / 100) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const rows = fc.array(fc.record({ y: cell, x: cell, w: cell, z: cell, c: cell }), {
  minLength: 12,
  maxLength: 60,
});

const tableOf = (rs: Record<'y' | 'x' | 'w' | 'z' | 'c', number | null>[]): DataTable => ({
  rowCount: rs.length,
  columns: (['y', 'x', 'w', 'z', 'c'] as const).map((name) => ({
    name,
    type: 'numeric' as const,
    values: rs.map((r) => r[name]),
  })),
});

const flatten = (value: unknown, out: number[] = []): number[] => {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) flatten(v, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) if (key !== 'tables') flatten(v, out);
  return out;
};

function outcome(table: DataTable, raw: Record<string, unknown>): number[] | string {
  try {
    return flatten(moderation(table, parseModerationRequest(raw)));
  } catch (error) {
    if (error instanceof StatsInputError) return error.code;
    throw error;
  }
}

describe('moderation: properties', () => {
  it('row order never changes the result', () => {
    fc.assert(
      fc.property(
        rows,
        fc.func(fc.integer()),
        fc.constantFrom(1, 2, 3),
        fc.constantFrom('none', 'all', 'continuous'),
        fc.constantFrom('meanSd', 'percentiles'),
        (rs, key, modelNumber, centering, probeValues) => {
          const shuffled = rs
            .map((r, i) => ({ r, k: key(i) }))
            .sort((a, b) => a.k - b.k)
            .map((e) => e.r);
          const raw = {
            dependents: ['y'],
            independents: ['x'],
            moderators: modelNumber === 1 ? ['w'] : ['w', 'z'],
            covariates: ['c'],
            modelNumber,
            centering,
            probeValues,
            johnsonNeyman: modelNumber === 1,
          };
          const a = outcome(tableOf(rs), raw);
          const b = outcome(tableOf(shuffled), raw);
          if (typeof a === 'string' || typeof b === 'string') {
            expect(b).toEqual(a);
            return;
          }
          expect(b.length).toBe(a.length);
          a.forEach((v, i) =>
            expect(Math.abs(v - b[i]!), `value ${i}: ${v} vs ${b[i]}`).toBeLessThanOrEqual(
              1e-9 * Math.max(1, Math.abs(v)),
            ),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
