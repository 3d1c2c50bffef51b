import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from './helpers';
import { expectMatchesR, readReference, type Json } from './reference';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(join(tmpdir(), 'stats-cli-transforms-'));
const dataFile = join(fixturesDir, 'transforms.csv');
const steps: unknown[] = JSON.parse(
  readFileSync(join(fixturesDir, 'transforms-steps.json'), 'utf8'),
) as unknown[];
const reference = readReference<{
  selectedCount: number;
  reliability: Record<string, Json>;
  columns: Record<string, Json>;
}>('transforms.json');

/** The documented command: `pnpm --silent analyze DATA_FILE REQUEST_JSON`. */
function analyzeCommand(request: unknown) {
  const requestFile = join(work, `request-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(requestFile, JSON.stringify(request));
  const result = spawnSync('pnpm', ['--silent', 'analyze', dataFile, requestFile], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('pnpm --silent analyze with "transforms"', () => {
  it('applies the transforms before the analysis and runs it on the selected cases', () => {
    const r = analyzeCommand({
      analysis: 'reliability',
      factorGroups: [{ name: 'A', variables: ['q1', 'q2', 'q3r', 'q4', 'q5r', 'q6'] }],
      selectedAnalysisOptions: ['item', 'scale', 'scaleIfItemDeleted'],
      transforms: steps,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      scales: Record<string, Json>[];
      dataPreparation: { rowCount: number; selectedCount: number; newVariables: string[] };
    };
    expect(result.dataPreparation).toMatchObject({
      rowCount: 90,
      selectedCount: reference.selectedCount,
    });
    expect(result.dataPreparation.newVariables).toContain('척도A');
    for (const key of ['caseSummary', 'reliability', 'itemTotal'])
      expectMatchesR(result.scales[0]![key], reference.reliability[key]!, key);
  });

  it('reads the columns named only inside expressions, and TO ranges', () => {
    const r = analyzeCommand({
      analysis: 'descriptive',
      variables: ['e2', 'm'],
      centralTendency: ['mean'],
      transforms: [
        { type: 'compute', target: 'e2', expression: 'SUM(x1 TO x4) / NVALID(x1 TO x4)' },
        { type: 'compute', target: 'm', expression: '(q1 + `q2`) / 2' },
      ],
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as { variables: { variable: string; mean: number }[] };
    const e2 = (reference.columns.e2 as (number | null)[]).filter((v): v is number => v !== null);
    expect(result.variables[0]!.mean).toBeCloseTo(e2.reduce((s, v) => s + v, 0) / e2.length, 12);
    expect(result.variables[1]!.mean).toBeTypeOf('number');
  });

  it('works without transforms as before (no dataPreparation in the result)', () => {
    const r = analyzeCommand({ analysis: 'descriptive', variables: ['q1'] });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).not.toHaveProperty('dataPreparation');
  });

  it.each([
    [
      'an unknown variable in an expression',
      [{ type: 'compute', target: 'm', expression: 'q1 + 키' }],
      /1번째 변환\(compute\): 식의 6번째 글자에서 오류: '키' 변수가 데이터에 없습니다\. \(Transform 1 \(compute\): Expression error at character 6: variable '키' is not in the data\.\)/,
    ],
    [
      'a filter that selects no case',
      [{ type: 'filter', condition: 'q1 > 5' }],
      /조건 'q1 > 5'에 맞는 케이스가 하나도 없습니다.*\(Transform 1 \(filter\): No case meets the condition 'q1 > 5'\.\)/,
    ],
    [
      'a recode into a type that cannot hold the value',
      [
        {
          type: 'recode',
          variables: ['q1'],
          rules: [{ from: { kind: 'value', value: 1 }, to: { kind: 'value', value: '낮음' } }],
        },
      ],
      /'q1' 변수는 숫자 변수여서 문자로 된 '낮음' 값을.*\(Transform 1 \(recode\): Variable 'q1' is numeric and cannot hold the text value '낮음'\.\)/,
    ],
    [
      'a transform of the wrong shape',
      [{ type: 'reverse', variables: ['q3'], min: 1 }],
      /'transforms\[0\]\.max' 항목이 잘못되었습니다.*\(Transform field 'transforms\[0\]\.max' is invalid/,
    ],
  ])('exits 2 with one clear line for %s', (_, transforms, message) => {
    const r = analyzeCommand({ analysis: 'descriptive', variables: ['q1'], transforms });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
