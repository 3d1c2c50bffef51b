import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, tableFromJSON, type DataTable } from '../src';
import {
  binomialLower,
  binomialUpper,
  mannWhitneyLower,
} from '../src/analyses/nonparametric/common';
import type {
  FriedmanResult,
  KruskalWallisResult,
  MannWhitneyResult,
  SignResult,
  WilcoxonResult,
} from '../src/analyses/nonparametric/types';
import { fixture, inputError } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const table = (): DataTable =>
  readDataFile(fixture('nonparametric.csv'), { fileName: 'nonparametric.csv' }).table;
const reference = readReference<{
  cases: { request: Record<string, Json>; expected: Record<string, Json> }[];
}>('nonparametric.json');

describe('nonparametric tests against R', () => {
  reference.cases.forEach((c, index) => {
    it(`case ${index + 1}: ${String(c.request.analysis)}`, () => {
      const result = analyze(table(), c.request) as unknown as Record<string, unknown>;
      expect(result.analysis).toBe(c.request.analysis);
      expectMatchesR(result, c.expected, 'result');
      const json = JSON.stringify(result);
      expect(json).not.toMatch(/NaN|Infinity/);
      expect((result.tables as unknown[]).length).toBeGreaterThan(0);
    });
  });
});
