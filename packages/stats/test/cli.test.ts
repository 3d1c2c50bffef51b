import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from './helpers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(join(tmpdir(), 'stats-cli-'));

/** The documented command, exactly: `pnpm --silent analyze DATA_FILE REQUEST_JSON`, run from the workspace root. */
function analyzeCommand(dataFile: string, request: unknown) {
  const requestFile = join(work, `request-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(requestFile, typeof request === 'string' ? request : JSON.stringify(request));
  const result = spawnSync('pnpm', ['--silent', 'analyze', dataFile, requestFile], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const cp949File = join(fixturesDir, 'descriptive-cp949.csv');

describe('pnpm --silent analyze', () => {
  it('prints only the result JSON on stdout', () => {
    const r = analyzeCommand(cp949File, {
      analysis: 'descriptive',
      variables: ['점수'],
      centralTendency: ['mean'],
      dispersion: ['std'],
      distribution: ['skewness'],
      significance: ['shapiroWilk'],
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      variables: { variable: string; n: number; mean: number; std: number; skewness: number }[];
    };
    expect(result.variables[0]).toMatchObject({ variable: '점수', n: 36 });
    expect(result.variables[0]?.mean).toBeCloseTo(72.7, 10);
  });

  it('takes a data file path relative to the workspace root', () => {
    const r = analyzeCommand('packages/stats/test/fixtures/descriptive-cp949.csv', {
      analysis: 'descriptive',
      variables: ['만족도'],
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveProperty('variables.0.n', 38);
  });

  it.each([
    [
      'an unknown variable',
      { analysis: 'descriptive', variables: ['키'] },
      /'키' 변수가 데이터에 없습니다\. \(Variable '키' is not in the data\.\)/,
    ],
    [
      'a text variable',
      { analysis: 'descriptive', variables: ['이름'] },
      /'이름'.*1번째 행.*김똠이.*\(Variable '이름' must be numeric, but row 1 holds '김똠이'\.\)/,
    ],
    [
      'an unknown analysis',
      { analysis: 'telepathy', variables: ['점수'] },
      /telepathy.*\(Unknown analysis 'telepathy'/,
    ],
    [
      'a request that is not JSON',
      '{ analysis: descriptive',
      /JSON.*\(the request file is not valid JSON/,
    ],
  ])('exits 2 with one clear line for %s', (_, request, message) => {
    const r = analyzeCommand(cp949File, request);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('exits 2 when the data file does not exist or is not text', () => {
    const missing = analyzeCommand(join(work, 'nope.csv'), {
      analysis: 'descriptive',
      variables: ['a'],
    });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/데이터 파일을 읽을 수 없습니다.*\(cannot read the data file/);
    const binary = join(work, 'binary.csv');
    writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a]));
    const bad = analyzeCommand(binary, { analysis: 'descriptive', variables: ['a'] });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/텍스트 파일이 아닙니다.*\(The file is not a text file/);
  });

  it('reads an XLSX workbook (its first sheet) like a CSV', () => {
    const r = analyzeCommand(join(fixturesDir, 'readers', 'survey.xlsx'), {
      analysis: 'descriptive',
      variables: ['나이'],
      centralTendency: ['mean'],
      dispersion: [],
      distribution: [],
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as { variables: { n: number; mean: number }[] };
    // 나이 on the first sheet: 23, (missing), 31.5, -4 (see make-xlsx.py).
    expect(result.variables[0]).toMatchObject({ n: 3, mean: (23 + 31.5 - 4) / 3 });
  });
});
