import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from './helpers';
import { readReference, type Json } from './reference';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(join(tmpdir(), 'stats-cli-logistic-'));
const data = join(fixturesDir, 'logistic.csv');

function analyzeCommand(request: unknown) {
  const requestFile = join(work, `request-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(requestFile, JSON.stringify(request));
  return spawnSync('pnpm', ['--silent', 'analyze', data, requestFile], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('pnpm --silent analyze with logistic regression', () => {
  it('prints the result JSON at full precision, and nothing else', () => {
    const expected = readReference<{
      cases: { request: Json; step: { summary: { minus2LogLikelihood: number } } }[];
    }>('logistic.json').cases[0]!;
    const r = analyzeCommand(expected.request);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      analysis: string;
      steps: { summary: { minus2LogLikelihood: number } }[];
    };
    expect(result.analysis).toBe('logistic');
    expect(result.steps[0]!.summary.minus2LogLikelihood).toBeCloseTo(
      expected.step.summary.minus2LogLikelihood,
      9,
    );
  });

  it('exits 2 with one Korean and English line for a dependent with three values', () => {
    const r = analyzeCommand({
      analysis: 'logistic',
      dependents: ['결과3'],
      independents: ['공부시간'],
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^종속변수 '결과3'의 값이 3개\(1, 2, 3\)입니다\..*\(The dependent variable '결과3' has 3 distinct value\(s\) \(1, 2, 3\)/,
    );
  });
});
