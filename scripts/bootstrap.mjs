#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh machine.
// It must run on the system Node (20 on the reference machine), so it uses no
// dependencies and no syntax newer than Node 18. It puts Node 24 and the pinned
// pnpm into the git-ignored `.tools` folder when they are missing, installs the
// workspace, makes sure Chromium is there for the browser tests and then hands
// over to the matching pnpm script.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const NODE_MAJOR = 24;
const MIN_NODE_MAJOR = 22;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const PNPM_VERSION = pkg.packageManager.split('@')[1];

const targets = {
  start: ['run', 'serve'],
  test: ['run', 'test:all'],
  install: null,
};

function log(message) {
  process.stdout.write(`[bootstrap] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    log(`failed: ${command} ${args.join(' ')} (exit ${status})`);
    process.exit(status);
  }
}

function npmInstallInto(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  mustRun(npm, [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    spec,
  ]);
}

function ensureNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MIN_NODE_MAJOR) {
    return { nodeBin: process.execPath, nodeDir: null };
  }
  const pkgName = `node-${process.platform}-${process.arch}`;
  const prefix = join(tools, 'node');
  const home = join(prefix, 'node_modules', pkgName);
  const nodeBin = join(home, 'bin', 'node');
  if (!existsSync(nodeBin)) {
    log(`Node ${process.versions.node} is too old; installing Node ${NODE_MAJOR} into .tools/node`);
    npmInstallInto(prefix, `${pkgName}@${NODE_MAJOR}`);
  }
  return { nodeBin, nodeDir: home };
}

function ensurePnpm(nodeBin) {
  const prefix = join(tools, 'pnpm');
  const cli = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  const installed = join(prefix, 'node_modules', 'pnpm', 'package.json');
  const version = existsSync(installed)
    ? JSON.parse(readFileSync(installed, 'utf8')).version
    : null;
  if (version !== PNPM_VERSION) {
    log(`installing pnpm ${PNPM_VERSION} into .tools/pnpm`);
    npmInstallInto(prefix, `pnpm@${PNPM_VERSION}`);
  }
  // A shim so that scripts and people can call `pnpm` with the right Node.
  const bin = join(tools, 'bin');
  mkdirSync(bin, { recursive: true });
  const shim = join(bin, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec "${nodeBin}" "${cli}" "$@"\n`);
  chmodSync(shim, 0o755);
  // And `node` itself, so that tools started by their `#!/usr/bin/env node` line (vitest, tsx,
  // eslint) run on the same Node when a person puts .tools/bin on PATH.
  if (nodeBin !== process.execPath) {
    writeFileSync(join(bin, 'node'), `#!/bin/sh\nexec "${nodeBin}" "$@"\n`);
    chmodSync(join(bin, 'node'), 0o755);
  }
  return bin;
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

function ensureChromium() {
  if (chromiumPath()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    log(
      'Chromium is missing. Install Debian\'s "chromium" package (or set CHROMIUM_PATH) and run again.',
    );
    process.exit(1);
  }
  log("installing Debian's Chromium for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun('apt-get', ['update', '-qq'], { env });
  mustRun('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

/** Whether a program is on PATH (no `which` needed: each PATH folder is looked at). */
function onPath(program) {
  return (process.env.PATH ?? '')
    .split(':')
    .some((folder) => folder !== '' && existsSync(join(folder, program)));
}

/**
 * GNU PSPP runs the generated SPSS syntax in the engine's tests. Installed like Chromium when
 * missing and running as root; otherwise that test is skipped locally (and fails under CI).
 */
function ensurePspp() {
  if (onPath('pspp')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    log(
      'GNU PSPP is missing: the SPSS syntax runs are skipped (install Debian\'s "pspp" package).',
    );
    return;
  }
  log("installing Debian's GNU PSPP for the SPSS syntax tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun('apt-get', ['update', '-qq'], { env });
  mustRun('apt-get', ['install', '-y', '-qq', 'pspp'], { env });
}

const target = process.argv[2] ?? 'install';
if (!(target in targets)) {
  log(`unknown target "${target}"; use one of ${Object.keys(targets).join(', ')}`);
  process.exit(2);
}

const { nodeBin, nodeDir } = ensureNode();
const shimDir = ensurePnpm(nodeBin);
const env = {
  ...process.env,
  PATH: [shimDir, dirname(nodeBin), process.env.PATH].join(':'),
  // The machine's npm config points node-gyp at Node 20's headers.
  ...(nodeDir ? { npm_config_nodedir: nodeDir } : {}),
};
const pnpm = join(shimDir, 'pnpm');

log(`Node ${spawnSync(nodeBin, ['--version']).stdout.toString().trim()}, pnpm ${PNPM_VERSION}`);
mustRun(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root, env });
if (target === 'test') {
  ensureChromium();
  ensurePspp();
}
const args = targets[target];
if (args) process.exit(run(pnpm, args, { cwd: root, env }));
