import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ModerationResult } from '../src';
import { fixturesDir } from './helpers';
import { readReference, type Json } from './reference';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(join(tmpdir(), 'stats-cli-moderation-'));
const data = join(fixturesDir, 'moderation.csv');

function analyzeCommand(request: unknown) {
  const requestFile = join(work, `request-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(requestFile, JSON.stringify(request));
  return spawnSync('pnpm', ['--silent', 'analyze', data, requestFile], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('pnpm --silent analyze with moderation', () => {
  it('prints the PROCESS model 1 result JSON, full precision, and nothing else', () => {
    const expected = readReference<{ cases: Record<string, Json>[] }>('moderation.json').cases[0]!;
    const r = analyzeCommand(expected.request);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as ModerationResult;
    expect(result.analysis).toBe('moderation');
    const interaction = (expected.coefficients as Record<string, number>[])[3]!;
    expect(result.coefficients[3]!.term).toBe('Int_1');
    expect(result.coefficients[3]!.coeff).toBeCloseTo(interaction.coeff!, 12);
    const jn = expected.johnsonNeyman as { points: { value: number }[] };
    expect(result.johnsonNeyman!.points.map((p) => p.value)).toHaveLength(jn.points.length);
    expect(result.johnsonNeyman!.points[0]!.value).toBeCloseTo(jn.points[0]!.value, 10);
  });

  it('exits 2 with one Korean and English line for a variable the data lack', () => {
    const r = analyzeCommand({
      analysis: 'moderation',
      dependents: ['성과'],
      independents: ['스트레스'],
      moderators: ['학력'],
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe("'학력' 변수가 데이터에 없습니다. (Variable '학력' is not in the data.)");
  });
});
