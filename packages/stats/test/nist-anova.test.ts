import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anova, type DataTable } from '../src';
import { digitsOfAgreement, fixturesDir } from './helpers';

interface Certified {
  file: string;
  difficulty: 'lower' | 'average' | 'higher';
  nObservations: number;
  dataLines: [number, number];
  columns: [string, string];
  certified: {
    between: { df: number; ss: number; ms: number; F: number };
    within: { df: number; ss: number; ms: number };
    rSquared: number;
    residualSD: number;
  };
}
const nistDir = join(fixturesDir, 'nist');
const certified = JSON.parse(readFileSync(join(nistDir, 'certified-anova.json'), 'utf8')) as Record<
  string,
  Certified
>;

/** The brief's floors: 9 digits for lower and average difficulty, 6 for higher. */
const required = { lower: 9, average: 9, higher: 6 } as const;

describe('NIST StRD one-way ANOVA', () => {
  const report: string[] = [];

  it.each(Object.entries(certified))('%s', (name, entry) => {
    const lines = readFileSync(join(nistDir, entry.file), 'utf8').split('\n');
    const rows = lines
      .slice(entry.dataLines[0] - 1, entry.dataLines[1])
      .map((l) => l.trim().split(/\s+/).map(Number));
    expect(rows).toHaveLength(entry.nObservations);
    // Values as the CSV reader makes them: the shortest double of each decimal text.
    const table: DataTable = {
      rowCount: rows.length,
      columns: [
        { name: 'group', type: 'numeric', values: rows.map((r) => r[0]!) },
        { name: 'y', type: 'numeric', values: rows.map((r) => r[1]!) },
      ],
    };
    const d = anova(table, {
      analysis: 'anova',
      dependents: ['y'],
      factors: ['group'],
      anovaAnalysisType: 'oneway',
      selectedAnovaOptions: ['effectSize'],
      postHoc: [],
      homogeneousSubset: false,
      dunnettControl: 'last',
      pairwiseComparisons: 'none',
      selectedConfidence: 95,
      selectedMissingValueControlMethod: 'pairwise',
    }).dependents[0]!;
    const c = entry.certified;
    expect(d.anova.between.df).toBe(c.between.df);
    expect(d.anova.within.df).toBe(c.within.df);
    const digits = {
      ssB: digitsOfAgreement(d.anova.between.ss, c.between.ss),
      msB: digitsOfAgreement(d.anova.between.ms!, c.between.ms),
      ssW: digitsOfAgreement(d.anova.within.ss, c.within.ss),
      msW: digitsOfAgreement(d.anova.within.ms!, c.within.ms),
      F: digitsOfAgreement(d.anova.between.f!, c.between.F),
      R2: digitsOfAgreement(d.effectSizes!.etaSquared!, c.rSquared),
      sd: digitsOfAgreement(Math.sqrt(d.anova.within.ms!), c.residualSD),
    };
    report.push(
      `${name.padEnd(8)} (${entry.difficulty.padEnd(7)}) ` +
        Object.entries(digits)
          .map(([k, v]) => `${k} ${v.toFixed(1)}`)
          .join(', '),
    );
    for (const [key, value] of Object.entries(digits)) {
      expect(value, key).toBeGreaterThanOrEqual(required[entry.difficulty]);
    }
  });

  it('prints the digits reached', () => {
    expect(report).toHaveLength(Object.keys(certified).length);
    console.log(
      `NIST StRD one-way ANOVA (log relative error, 15 = all certified digits):\n${report.join('\n')}`,
    );
  });
});
