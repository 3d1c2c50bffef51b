import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from './helpers';
import { readReference, type Json } from './reference';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(join(tmpdir(), 'stats-cli-multinomial-'));
const data = join(fixturesDir, 'multinomial.csv');

function analyzeCommand(request: unknown) {
  const requestFile = join(work, `request-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(requestFile, JSON.stringify(request));
  return spawnSync('pnpm', ['--silent', 'analyze', data, requestFile], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('pnpm --silent analyze with multinomial logistic regression', () => {
  it('prints the result JSON at full precision, and nothing else', () => {
    const expected = readReference<{
      cases: { request: Json; modelFitting: { final: number } }[];
    }>('multinomial.json').cases[0]!;
    const r = analyzeCommand(expected.request);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      analysis: string;
      modelFitting: { final: number };
    };
    expect(result.analysis).toBe('multinomial');
    expect(result.modelFitting.final).toBeCloseTo(expected.modelFitting.final, 9);
  });

  it('exits 2 with one Korean and English line for a dependent with two values', () => {
    const r = analyzeCommand({
      analysis: 'multinomial',
      dependents: ['성별'],
      covariates: ['성적'],
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^종속변수 '성별'의 값이 2개\(남, 여\)뿐입니다\..*\(The dependent variable '성별' has only 2 value\(s\) \(남, 여\)/,
    );
  });
});
