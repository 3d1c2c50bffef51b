import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze, readDataFile } from '../src';
import { fixture, fixturesDir } from './helpers';

// `pnpm --silent analyze` runs packages/stats/bin/analyze.cjs: the prebuilt engine bundle, built
// on first use and again when the engine changes. Here it builds into a folder of its own.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const launcher = join(root, 'packages', 'stats', 'bin', 'analyze.cjs');
const work = mkdtempSync(join(tmpdir(), 'stats-launcher-'));
const dist = join(work, 'dist');
const requestFile = join(work, 'request.json');
const request = { analysis: 't/paired', pairedSampleTestValue: [['사전', '사후']] };
writeFileSync(requestFile, JSON.stringify(request));
const data = join(fixturesDir, 'survey.csv');
const env = { ...process.env, TONGGYE_ANALYZE_DIST: dist, NODE_COMPILE_CACHE: join(work, 'cc') };

const expected = () =>
  JSON.parse(
    JSON.stringify(
      analyze(readDataFile(fixture('survey.csv'), { fileName: 'survey.csv' }).table, request),
    ),
  );

function runAsync(): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [launcher, data, requestFile], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

const builds = () => readdirSync(dist).filter((name) => /^[0-9a-f]{16}$/.test(name));

describe('the analyze launcher', () => {
  it('builds the bundle once for commands started together, and each answers as the library', async () => {
    const answers = await Promise.all([runAsync(), runAsync(), runAsync()]);
    for (const answer of answers) {
      expect(answer.stderr).toBe('');
      expect(answer.status).toBe(0);
      expect(JSON.parse(answer.stdout)).toEqual(expected());
    }
    expect(builds()).toHaveLength(1);
    // No lock or half-made build is left behind.
    expect(readdirSync(dist)).toEqual(builds());
  }, 120_000);

  it('reuses the build while the engine is unchanged', () => {
    const [build] = builds();
    const engine = join(dist, build!, 'analyze-engine.cjs');
    const before = statSync(engine).mtimeMs;
    const r = spawnSync(process.execPath, [launcher, data, requestFile], { env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expected());
    expect(statSync(engine).mtimeMs).toBe(before);
    expect(builds()).toEqual([build]);
  });

  it('keeps the engine’s bilingual one-line error', () => {
    const bad = join(work, 'bad.json');
    writeFileSync(bad, JSON.stringify({ analysis: 'descriptive', variables: ['키'] }));
    const r = spawnSync(process.execPath, [launcher, data, bad], { env, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`'키' 변수가 데이터에 없습니다. (Variable '키' is not in the data.)\n`);
  });
});
