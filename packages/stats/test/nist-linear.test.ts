import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linear, type DataTable } from '../src';
import { digitsOfAgreement, fixturesDir } from './helpers';

interface Certified {
  file: string;
  difficulty: 'lower' | 'average' | 'higher';
  nObservations: number;
  dataLines: [number, number];
  columns: string[];
  model: {
    response: string;
    intercept: boolean;
    terms: { parameter: string; variable: string | null; power: number }[];
  };
  certified: {
    parameters: { name: string; estimate: number; sd: number }[];
    residualSD: number;
    rSquared: number;
    anova: {
      regression: { df: number; ss: number; ms: number; F: number };
      residual: { df: number; ss: number; ms: number };
    };
  };
}
const nistDir = join(fixturesDir, 'nist');
const certified = JSON.parse(
  readFileSync(join(nistDir, 'certified-linear.json'), 'utf8'),
) as Record<string, Certified>;

/** The brief's floors: 9 digits for lower and average difficulty, 6 for higher. */
const required = { lower: 9, average: 9, higher: 6 } as const;

/** x^k of the decimal text x, correctly rounded once (exact BigInt power, then one rounding). */
function power(text: string, k: number): number {
  if (k === 1) return Number(text);
  const negative = text.startsWith('-');
  const digits = text.replace('-', '');
  const dot = digits.indexOf('.');
  const places = dot < 0 ? 0 : digits.length - dot - 1;
  const whole = BigInt(digits.replace('.', ''));
  const numerator = whole ** BigInt(k);
  const denominator = 10n ** BigInt(places * k);
  // Scale so the quotient has ≥ 64 significant bits, then one rounding by Number().
  const shift = Math.max(0, 80 - (numerator.toString(2).length - denominator.toString(2).length));
  const q = (numerator << BigInt(shift)) / denominator;
  const value = Number(q) * 2 ** -shift;
  return negative && k % 2 === 1 ? -value : value;
}

describe('NIST StRD linear regression', () => {
  const report: string[] = [];

  it.each(Object.entries(certified))('%s', (name, entry) => {
    const lines = readFileSync(join(nistDir, entry.file), 'utf8').split('\n');
    const rows = lines
      .slice(entry.dataLines[0] - 1, entry.dataLines[1])
      .map((l) => l.trim().split(/\s+/));
    expect(rows).toHaveLength(entry.nObservations);
    const column = (variable: string) => entry.columns.indexOf(variable);
    const terms = entry.model.terms.filter((t) => t.variable !== null);
    const table: DataTable = {
      rowCount: rows.length,
      columns: [
        {
          name: entry.model.response,
          type: 'numeric',
          values: rows.map((r) => Number(r[column(entry.model.response)])),
        },
        ...terms.map((t) => ({
          name: t.parameter,
          type: 'numeric' as const,
          values: rows.map((r) => power(r[column(t.variable!)]!, t.power)),
        })),
      ],
    };
    const result = linear(table, {
      analysis: 'linear',
      dependents: [entry.model.response],
      independents: terms.map((t) => t.parameter),
      selectedMethod: 'enter',
      selectedStepping: 'probability',
      entryValue: 0.05,
      removalValue: 0.1,
      selectedLinearOptions: ['estimates', 'modelFit'],
      selectedConfidence: 95,
      includeConstant: entry.model.intercept,
      selectedMissingValueControlMethod: 'listwise',
      tolerance: 0,
    });
    const m = result.models[0]!;
    const c = entry.certified;
    expect(m.excluded).toEqual([]);
    expect(m.coefficients).toHaveLength(c.parameters.length);
    const digits: Record<string, number> = {};
    const worst = (key: string, values: number[]) => (digits[key] = Math.min(...values));
    worst(
      'B',
      c.parameters.map((p, i) => digitsOfAgreement(m.coefficients[i]!.b, p.estimate)),
    );
    worst(
      'SE',
      c.parameters.map((p, i) => digitsOfAgreement(m.coefficients[i]!.se ?? Number.NaN, p.sd)),
    );
    const a = m.anova;
    digits.ssR = digitsOfAgreement(a.regression.ss, c.anova.regression.ss);
    digits.msR = digitsOfAgreement(a.regression.ms!, c.anova.regression.ms);
    digits.ssE = digitsOfAgreement(a.residual.ss, c.anova.residual.ss);
    digits.msE = digitsOfAgreement(a.residual.ms!, c.anova.residual.ms);
    if (c.anova.residual.ss > 0)
      digits.F = digitsOfAgreement(a.regression.f!, c.anova.regression.F);
    digits.R2 = digitsOfAgreement(m.summary.rSquared!, c.rSquared);
    digits.sd = digitsOfAgreement(m.summary.seEstimate!, c.residualSD);
    expect(a.regression.df).toBe(c.anova.regression.df);
    expect(a.residual.df).toBe(c.anova.residual.df);
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
    console.log(
      `NIST StRD linear regression (log relative error, 15 = all certified digits; B and SE the worst coefficient):\n${report.join('\n')}`,
    );
    expect(report).toHaveLength(Object.keys(certified).length);
  });
});
