#!/usr/bin/env node
// The site build of `pnpm serve`, skipped when nothing it is made of changed: the same sources
// (the site and the workspace packages, by size and modification time), the same lockfile and the
// same build settings from the environment (ENVELOPE_KEY is compiled into the site). A restart
// through `pnpm serve` then costs the server's start, not a minute of Vite. The fingerprint of
// the last build is kept in the git-ignored node_modules/.cache, not next to the served files.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.cache', 'tonggye', 'site-build.txt');
// What vite.config.ts and vite-prerender.ts read from the environment.
const SETTINGS = ['ENVELOPE_KEY', 'IPINFO_URL', 'SITE_PRERENDER', 'API_URL', 'NODE_ENV'];
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', '.vitest']);

function fingerprint() {
  const hash = createHash('sha256');
  const add = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    hash.update(`${relative(root, file)}:${stat ? `${stat.size}:${stat.mtimeMs}` : '-'}\n`);
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (SKIPPED.has(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  // More than the site imports (every package, tests and stories too): a change there costs a
  // build that was not needed, never a stale site.
  walk(join(root, 'apps', 'site'));
  walk(join(root, 'packages'));
  for (const file of ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'])
    add(join(root, file));
  for (const name of SETTINGS) hash.update(`${name}=${process.env[name] ?? '<unset>'}\n`);
  return hash.digest('hex');
}

const wanted = fingerprint();
const built =
  existsSync(join(root, 'apps', 'site', 'dist', 'index.html')) && existsSync(stamp)
    ? readFileSync(stamp, 'utf8').trim()
    : '';
if (built === wanted) {
  process.stdout.write('사이트가 최신입니다 (the site build is up to date)\n');
} else {
  // Under `pnpm serve` the pnpm that runs it (a script for Node, or a program); else the one on PATH.
  const pnpm = process.env.npm_execpath;
  const [command, args] = !pnpm
    ? ['pnpm', []]
    : /\.[cm]?js$/.test(pnpm)
      ? [process.execPath, [pnpm]]
      : [pnpm, []];
  const result = spawnSync(command, [...args, '--filter', '@tonggye/site', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${wanted}\n`);
}
