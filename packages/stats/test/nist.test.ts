import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { descriptive, type DataTable } from '../src';
import { digitsOfAgreement, fixturesDir } from './helpers';

interface Certified {
  file: string;
  difficulty: string;
  nObservations: number;
  dataLines: [number, number];
  certified: { mean: number; sd: number };
}
const nistDir = join(fixturesDir, 'nist');
const certified = JSON.parse(readFileSync(join(nistDir, 'certified.json'), 'utf8')) as Record<
  string,
  Certified
>;

/** Digits required: 9 everywhere (the brief's floor for NumAcc4); NIST's easy sets allow more. */
const required = 9;

describe('NIST StRD univariate summary statistics', () => {
  const report: string[] = [];

  it.each(Object.entries(certified))('%s', (name, entry) => {
    const lines = readFileSync(join(nistDir, entry.file), 'utf8').split('\n');
    const values = lines
      .slice(entry.dataLines[0] - 1, entry.dataLines[1])
      .map((l) => Number(l.trim()));
    expect(values).toHaveLength(entry.nObservations);
    expect(values.every(Number.isFinite)).toBe(true);
    const table: DataTable = {
      rowCount: values.length,
      columns: [{ name: 'y', type: 'numeric', values }],
    };
    const v = descriptive(table, {
      analysis: 'descriptive',
      variables: ['y'],
      centralTendency: ['mean'],
      dispersion: ['std'],
      distribution: [],
      confidenceInterval: null,
      significance: [],
      visualize: [],
      fillMethod: 'exclude',
    }).variables[0]!;
    const meanDigits = digitsOfAgreement(v.mean!, entry.certified.mean);
    const sdDigits = digitsOfAgreement(v.std!, entry.certified.sd);
    report.push(
      `${name.padEnd(9)} (${entry.difficulty.padEnd(7)}) mean ${meanDigits.toFixed(1)} digits, sd ${sdDigits.toFixed(1)} digits`,
    );
    expect(meanDigits).toBeGreaterThanOrEqual(required);
    expect(sdDigits).toBeGreaterThanOrEqual(required);
  });

  it('prints the digits reached', () => {
    expect(report).toHaveLength(Object.keys(certified).length);
    console.log(
      `NIST StRD univariate (log relative error, 15 = all certified digits):\n${report.join('\n')}`,
    );
  });
});
