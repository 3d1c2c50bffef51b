// Publishes the static Storybook to Chromatic when a project token is configured.
// Without a token the committed __screenshots__ baselines (`pnpm test:storybook`) are the visual
// regression check, so this exits 0 and says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = join(root, 'storybook-static');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic. Visual regression runs locally with ' +
      '`pnpm test:storybook` against the committed __screenshots__ baselines.',
  );
  process.exit(0);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (!existsSync(join(buildDir, 'index.html'))) {
  const status = run('pnpm', ['build:storybook']);
  if (status !== 0) process.exit(status);
}

// The token is read from the environment by the CLI; it never appears on the command line.
process.exit(
  run('pnpm', [
    'exec',
    'chromatic',
    '--storybook-build-dir',
    buildDir,
    '--exit-zero-on-changes',
    '--only-changed',
  ]),
);
