import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCliBundle, ICONV_CHUNK } from '../bench/bundle';
import { analyze, readDataFile } from '../src';
import { fixture, fixturesDir } from './helpers';

// The command as the benchmark (and a deployment) runs it: the launcher, the engine chunk and the
// iconv chunk built by esbuild, started by plain Node with a compile cache of its own.
const work = mkdtempSync(join(tmpdir(), 'stats-bundle-'));
const cache = join(work, 'compile-cache');
let launcher = '';

beforeAll(async () => {
  launcher = await buildCliBundle(join(work, 'dist'));
}, 60_000);

function run(dataFile: string, request: unknown) {
  const requestFile = join(work, `request-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(requestFile, JSON.stringify(request));
  return spawnSync(process.execPath, [launcher, dataFile, requestFile], {
    encoding: 'utf8',
    env: { ...process.env, NODE_COMPILE_CACHE: cache },
  });
}

/** What the library answers in process, as JSON. */
function inProcess(name: string, request: unknown): unknown {
  const { table } = readDataFile(fixture(name), { fileName: name });
  return JSON.parse(JSON.stringify(analyze(table, request)));
}

const tPaired = { analysis: 't/paired', pairedSampleTestValue: [['사전', '사후']] };
const cp949Request = { analysis: 'descriptive', variables: ['점수'] };

describe('the bundled analyze command', () => {
  it('answers what the library answers, and fills its compile cache', () => {
    const r = run(join(fixturesDir, 'survey.csv'), tPaired);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(inProcess('survey.csv', tPaired));
    expect(readdirSync(cache).length).toBeGreaterThan(0);
    // Again, now from the cache: the same answer.
    expect(JSON.parse(run(join(fixturesDir, 'survey.csv'), tPaired).stdout)).toEqual(
      inProcess('survey.csv', tPaired),
    );
  });

  it('reads a UTF-8 file without loading iconv-lite, and a CP949 file with it', () => {
    const chunk = join(work, 'dist', ICONV_CHUNK);
    renameSync(chunk, `${chunk}.away`);
    try {
      const utf8 = run(join(fixturesDir, 'survey.csv'), tPaired);
      expect(utf8.status).toBe(0);
      expect(JSON.parse(utf8.stdout)).toEqual(inProcess('survey.csv', tPaired));
      // Without the chunk a CP949 file cannot be decoded: proof that UTF-8 never asked for it.
      const missing = run(join(fixturesDir, 'descriptive-cp949.csv'), cp949Request);
      expect(missing.status).not.toBe(0);
      expect(missing.stderr).toContain(ICONV_CHUNK);
    } finally {
      renameSync(`${chunk}.away`, chunk);
    }
    const cp949 = run(join(fixturesDir, 'descriptive-cp949.csv'), cp949Request);
    expect(cp949.stderr).toBe('');
    expect(JSON.parse(cp949.stdout)).toEqual(inProcess('descriptive-cp949.csv', cp949Request));
  });

  it('keeps the bilingual one-line error of a bad request', () => {
    const r = run(join(fixturesDir, 'survey.csv'), { analysis: 'descriptive', variables: ['키'] });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`'키' 변수가 데이터에 없습니다. (Variable '키' is not in the data.)\n`);
  });

  it('ships a launcher of a few lines and an engine without iconv-lite’s tables', () => {
    expect(readFileSync(launcher, 'utf8').split('\n').length).toBeLessThan(10);
    const engine = readFileSync(join(work, 'dist', 'analyze-engine.cjs'), 'utf8');
    expect(engine).not.toContain('cp949.json');
  });
});
