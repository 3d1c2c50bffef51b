import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { readDataFile, type DataTable } from '../src';
import { fixture, fixturesDir } from './helpers';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const readReference = <T = Record<string, Json>>(name: string): T =>
  JSON.parse(readFileSync(join(fixturesDir, name), 'utf8')) as T;

export const surveyTable = (): DataTable =>
  readDataFile(fixture('survey.csv'), { fileName: 'survey.csv' }).table;

/** p-values and values found by iteration (noncentral-t bounds, quantile-based limits) get 1e-6. */
const iterative = /(^p|P$|pValue|PValue|^lower$|^upper$|significance)/;

/**
 * Compares every key R wrote with the engine's value at that path: numbers by relative
 * error (1e-9 for closed-form statistics, 1e-6 for p-values and iterated bounds), other
 * values exactly. Keys of `expected` listed in `skip` are not compared.
 */
export function expectMatchesR(
  actual: unknown,
  expected: Json,
  path: string,
  skip: readonly string[] = [],
): void {
  if (expected === null) {
    expect(actual, path).toBeNull();
    return;
  }
  if (typeof expected === 'number') {
    expect(actual, path).toBeTypeOf('number');
    const key = path.split('.').pop() ?? '';
    const tol = iterative.test(key) ? 1e-6 : 1e-9;
    const a = actual as number;
    const rel = Math.abs(a - expected) / Math.max(Math.abs(expected), 1e-300);
    // Values that are 0 up to rounding (e.g. a difference of equal means) compare absolutely.
    const ok = rel <= tol || Math.abs(a - expected) <= 1e-13;
    expect(ok, `${path}: engine ${a} vs R ${expected} (rel ${rel.toExponential(2)})`).toBe(true);
    return;
  }
  if (typeof expected !== 'object') {
    expect(actual, path).toEqual(expected);
    return;
  }
  expect(actual, path).toBeTypeOf('object');
  if (Array.isArray(expected)) {
    expect((actual as unknown[]).length, `${path} length`).toBe(expected.length);
    expected.forEach((e, i) => expectMatchesR((actual as unknown[])[i], e, `${path}[${i}]`, skip));
    return;
  }
  for (const [key, value] of Object.entries(expected)) {
    if (skip.includes(key)) continue;
    expectMatchesR((actual as Record<string, unknown>)[key], value, `${path}.${key}`, skip);
  }
}
