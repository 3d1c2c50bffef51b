#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL: `node scripts/postgres.mjs -- <command…>`.
//
// With TEST_DATABASE_URL already set to a postgres:// URL the command simply runs against
// that server. Otherwise the script takes Debian's PostgreSQL (installing the `postgresql`
// package first when it is missing and we are root), creates a cluster with initdb in a
// temporary folder, starts it on a free localhost port, runs the command with
// TEST_DATABASE_URL pointing at it, and always stops and removes the cluster afterwards,
// also when the command fails or on Ctrl-C. The command's exit code is the script's.
//
// Plain Node (no dependencies, nothing newer than Node 18), like bootstrap.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';

const POSTGRES_URL = /^postgres(ql)?:\/\//;
const PG_ROOT = '/usr/lib/postgresql';

function log(message) {
  process.stderr.write(`[postgres] ${message}\n`);
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

const separator = process.argv.indexOf('--');
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (command.length === 0) {
  log('usage: node scripts/postgres.mjs -- <command> [args…]');
  process.exit(2);
}

let child;
// While the command runs, signals are passed on to it and the cluster is removed once it has
// ended; before that (cluster starting) a signal exits at once, and the exit handler cleans up.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child !== undefined && child.exitCode === null) child.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

/** Runs the command with `env` added; resolves to its exit code. */
function runCommand(env) {
  return new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      log(`cannot run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

function findPostgresBin() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(join(PG_ROOT, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(PG_ROOT, versions[0], 'bin');
}

function installPostgres() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    log(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/postgres). Install it with ' +
        '`sudo apt-get install postgresql` (Debian/Ubuntu), or point the tests at a server you ' +
        'have: TEST_DATABASE_URL=postgres://user:pass@host:5432/postgres (a role that may ' +
        'CREATE DATABASE).',
    );
    process.exit(1);
  }
  const started = Date.now();
  log('installing Debian’s postgresql package (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      log(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
      process.exit(1);
    }
  }
  log(`installed in ${seconds(started)}`);
}

/** A free TCP port on 127.0.0.1 (free now; PostgreSQL takes it a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function asPostgresUser(args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
}

function mustRun(args, what) {
  const [cmd, ...rest] = asPostgresUser(args);
  const result = spawnSync(cmd, rest, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (exit ${result.status ?? result.error?.message}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
}

async function main() {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given && POSTGRES_URL.test(given)) {
    log('TEST_DATABASE_URL is set: using that server');
    process.exit(await runCommand({}));
  }

  let bin = findPostgresBin();
  if (bin === undefined) {
    installPostgres();
    bin = findPostgresBin();
    if (bin === undefined) {
      log(`installed, but still no postgres under ${PG_ROOT}/*/bin`);
      process.exit(1);
    }
  }

  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  let running = false;
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    if (running) {
      // Throwaway data: no need for a clean shutdown checkpoint.
      const [cmd, ...rest] = asPostgresUser([
        join(bin, 'pg_ctl'),
        '-D',
        data,
        '-m',
        'immediate',
        '-w',
        'stop',
      ]);
      spawnSync(cmd, rest, { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A second Ctrl-C or a crash of this script still removes the cluster.
  process.on('exit', cleanup);

  try {
    if (process.getuid?.() === 0) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
      if (!Number.isInteger(uid) || uid <= 0) throw new Error('no `postgres` user to run as');
      chownSync(dir, uid, gid);
    }
    mustRun(
      [
        join(bin, 'initdb'),
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--no-locale',
        '--encoding=UTF8',
        '--no-sync',
      ],
      'initdb',
    );
    const port = await freePort();
    // Durability is pointless for a test cluster: fsync and friends off make it much faster.
    const options = [
      `-p ${port}`,
      `-c listen_addresses=127.0.0.1`,
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    mustRun(
      [join(bin, 'pg_ctl'), '-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, 'start'],
      'pg_ctl start',
    );
    running = true;
    const version = bin.split('/').at(-2);
    log(`PostgreSQL ${version} ready on 127.0.0.1:${port} in ${seconds(started)} (${dir})`);

    const testsStarted = Date.now();
    const code = await runCommand({
      TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    log(`command finished in ${seconds(testsStarted)} (exit ${code}); removing the cluster`);
    cleanup();
    process.exit(code);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    if (existsSync(logFile)) process.stderr.write(readFileSync(logFile, 'utf8'));
    cleanup();
    process.exit(1);
  }
}

main();
