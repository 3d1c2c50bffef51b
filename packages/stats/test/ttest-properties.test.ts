import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { independentT, oneSampleT, pairedT, type DataTable } from '../src';

const close = (a: number | null | undefined, b: number | null | undefined, tol = 1e-9) =>
  a === null || b === null || a === undefined || b === undefined
    ? a === b
    : Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

/** Values as people type them (up to two decimals), some missing; groups 1 and 2. */
const cell = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: -50_000, max: 50_000 }).map((k) => k / 100) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const rows = fc
  .array(fc.record({ x: cell, y: cell, g: fc.constantFrom(1, 2) }), {
    minLength: 8,
    maxLength: 60,
  })
  .filter((rs) =>
    [1, 2].every(
      (g) => new Set(rs.filter((r) => r.g === g && r.x !== null).map((r) => r.x)).size >= 3,
    ),
  )
  .filter(
    (rs) =>
      new Set(rs.filter((r) => r.x !== null && r.y !== null).map((r) => r.x! - r.y!)).size >= 3,
  );

const tableOf = (rs: { x: number | null; y: number | null; g: number }[]): DataTable => ({
  rowCount: rs.length,
  columns: [
    { name: 'x', type: 'numeric', values: rs.map((r) => r.x) },
    { name: 'y', type: 'numeric', values: rs.map((r) => r.y) },
    { name: 'g', type: 'numeric', values: rs.map((r) => r.g) },
  ],
});

const shuffle = <T>(items: T[], key: (i: number) => number): T[] =>
  items
    .map((v, i) => ({ v, k: key(i) }))
    .sort((a, b) => a.k - b.k)
    .map((e) => e.v);

const runAll = (table: DataTable, groups: [number, number] = [1, 2]) => ({
  one: oneSampleT(table, {
    analysis: 't/one',
    variables: ['x'],
    populationMean: 1.5,
    selectedConfidence: 95,
    selectedMissingValueControlMethod: 'pairwise',
  }).variables[0]!,
  paired: pairedT(table, {
    analysis: 't/paired',
    pairedSampleTestValue: [['x', 'y']],
    selectedConfidence: 95,
    selectedMissingValueControlMethod: 'pairwise',
  }).pairs[0]!,
  independent: independentT(table, {
    analysis: 't/independent',
    independentSampleTestValue: ['x'],
    independentGroupingVariable: { variable: 'g', groups },
    selectedConfidence: 95,
    selectedMissingValueControlMethod: 'pairwise',
  }).variables[0]!,
});

describe('t tests: properties', () => {
  it('row order never changes the results', () => {
    fc.assert(
      fc.property(rows, fc.func(fc.integer()), (rs, key) => {
        const a = runAll(tableOf(rs));
        const b = runAll(tableOf(shuffle(rs, key)));
        for (const k of ['tValue', 'pValue', 'lowerConf', 'upperConf', 'std'] as const)
          expect(close(a.one[k], b.one[k]), k).toBe(true);
        for (const k of ['tValue', 'pValue', 'correlation', 'stdDifference'] as const)
          expect(close(a.paired[k], b.paired[k]), k).toBe(true);
        expect(close(a.independent.leveneF, b.independent.leveneF)).toBe(true);
        expect(
          close(a.independent.unequalVariances.tValue, b.independent.unequalVariances.tValue),
        ).toBe(true);
        expect(close(a.independent.cohensD.lower, b.independent.cohensD.lower, 1e-8)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('swapping the two groups flips the sign of t, the difference and its interval only', () => {
    fc.assert(
      fc.property(rows, (rs) => {
        const a = runAll(tableOf(rs)).independent;
        const b = runAll(tableOf(rs), [2, 1]).independent;
        expect(b.n1).toBe(a.n2);
        expect(b.mean1).toBe(a.mean2);
        expect(close(b.leveneF, a.leveneF)).toBe(true);
        expect(close(b.leveneP, a.leveneP)).toBe(true);
        for (const which of ['equalVariances', 'unequalVariances'] as const) {
          const [x, y] = [a[which], b[which]];
          expect(close(y.tValue, -x.tValue!)).toBe(true);
          expect(close(y.meanDifference, -x.meanDifference!)).toBe(true);
          expect(close(y.lowerConf, -x.upperConf!)).toBe(true);
          expect(close(y.upperConf, -x.lowerConf!)).toBe(true);
          expect(close(y.pValue, x.pValue)).toBe(true);
          expect(close(y.degreesOfFreedom, x.degreesOfFreedom)).toBe(true);
          expect(close(y.seDifference, x.seDifference)).toBe(true);
        }
        expect(close(b.cohensD.pointEstimate, -a.cohensD.pointEstimate!)).toBe(true);
        expect(close(b.cohensD.lower, -a.cohensD.upper!, 1e-8)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('adding a constant to a variable changes means (and the one-sample difference) only', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: -1000, max: 1000 }), (rs, c) => {
        const a = runAll(tableOf(rs));
        const shifted = rs.map((r) => ({
          ...r,
          x: r.x === null ? null : r.x + c,
          y: r.y === null ? null : r.y + c,
        }));
        const b = runAll(tableOf(shifted));
        expect(close(b.one.mean, a.one.mean! + c)).toBe(true);
        expect(close(b.one.std, a.one.std, 1e-7)).toBe(true);
        expect(close(b.paired.tValue, a.paired.tValue, 1e-7)).toBe(true);
        expect(close(b.paired.correlation, a.paired.correlation, 1e-7)).toBe(true);
        expect(
          close(b.independent.equalVariances.tValue, a.independent.equalVariances.tValue, 1e-7),
        ).toBe(true);
        expect(close(b.independent.leveneF, a.independent.leveneF, 1e-6)).toBe(true);
        expect(close(b.independent.mean2, a.independent.mean2! + c)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('t tests: listwise missing values', () => {
  it('listwise equals running on the rows complete in every variable of the request', () => {
    fc.assert(
      fc.property(rows, (rs) => {
        const complete = rs.filter((r) => r.x !== null && r.y !== null);
        fc.pre(
          [1, 2].every((g) => new Set(complete.filter((r) => r.g === g).map((r) => r.x)).size >= 2),
        );
        const whole = tableOf(rs);
        const one = oneSampleT(whole, {
          analysis: 't/one',
          variables: ['x', 'y'],
          populationMean: 1.5,
          selectedConfidence: 95,
          selectedMissingValueControlMethod: 'listwise',
        }).variables[0]!;
        const independent = independentT(whole, {
          analysis: 't/independent',
          independentSampleTestValue: ['x', 'y'],
          independentGroupingVariable: { variable: 'g', groups: [1, 2] },
          selectedConfidence: 95,
          selectedMissingValueControlMethod: 'listwise',
        }).variables[0]!;
        const reference = runAll(tableOf(complete));
        expect(one.n).toBe(complete.length);
        expect(one.missing).toBe(rs.length - complete.length);
        expect(one.tValue).toBe(reference.one.tValue);
        expect(one.lowerConf).toBe(reference.one.lowerConf);
        expect(independent.n1 + independent.n2).toBe(complete.length);
        expect(independent.equalVariances.tValue).toBe(reference.independent.equalVariances.tValue);
      }),
      { numRuns: 60 },
    );
  });
});
