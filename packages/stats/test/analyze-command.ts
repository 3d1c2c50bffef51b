/** The engine's `pnpm --silent analyze` command as a person runs it, on a fixture data file. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixturesDir } from './helpers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
let work: string | undefined;

/** Runs `analyze` on the fixture `data` with the request written to a file, as the command takes it. */
export function analyzeCommand(data: string, request: unknown) {
  work ??= mkdtempSync(join(tmpdir(), 'stats-cli-'));
  const requestFile = join(work, `request-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(requestFile, JSON.stringify(request));
  return spawnSync('pnpm', ['--silent', 'analyze', join(fixturesDir, data), requestFile], {
    cwd: root,
    encoding: 'utf8',
  });
}
