#!/usr/bin/env node
// `pnpm start`, `pnpm migrate` and `pnpm seed` start here, on plain Node: the server runs as the
// prebuilt bundle of `bin/build.mjs`, never as TypeScript through tsx, so a restart costs Node's
// start, the migrations check and the listen, not a compiler's start.
//
//   node apps/server/bin/server.mjs [start|main|migrate|seed]
//
// The bundle is built on first use and again whenever the server's sources, the engine's and the
// API package's sources, the build script or the installed dependencies change; a fingerprint of
// their sizes and modification times names the build (`apps/server/dist/<fingerprint>`). With
// SERVER_BUILD_DIR set (the Docker image), that prebuilt folder is used as it is.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = join(serverDir, '..', '..');
const ENTRIES = ['start', 'main', 'migrate', 'seed'];
// The file whose presence says a build is complete (it is written last).
const DONE = 'package.json';

/** What the bundle is made of: every source file it takes in, its build script and the dependency set. */
function fingerprint() {
  const hash = createHash('sha256');
  const add = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    hash.update(`${relative(rootDir, file)}:${stat ? `${stat.size}:${stat.mtimeMs}` : '-'}\n`);
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  for (const dir of ['apps/server/src', 'packages/stats/src', 'packages/api/src'])
    walk(join(rootDir, dir));
  for (const file of [
    'apps/server/bin/build.mjs',
    'apps/server/package.json',
    'packages/stats/package.json',
    'packages/api/package.json',
    'pnpm-lock.yaml',
  ])
    add(join(rootDir, file));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The build for this fingerprint, made when missing. Processes starting together build once: the
 * first takes a lock folder, the others wait for the finished build, which appears whole by a
 * rename. A lock left by a killed build is taken over after two minutes.
 */
async function ensureBuild(distDir, id) {
  const target = join(distDir, id);
  if (existsSync(join(target, DONE))) return target;
  mkdirSync(distDir, { recursive: true });
  const lock = join(distDir, `${id}.lock`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (existsSync(join(target, DONE))) return target;
    const held = statSync(lock, { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`timed out waiting for the build in ${lock}`);
    await sleep(100);
  }
  try {
    if (existsSync(join(target, DONE))) return target;
    const staging = join(distDir, `${id}.${process.pid}.tmp`);
    rmSync(staging, { recursive: true, force: true });
    process.stderr.write(`서버를 빌드합니다 (building the server into ${target})\n`);
    const { buildServer } = await import('./build.mjs');
    await buildServer(staging);
    renameSync(staging, target);
    removeOldBuilds(distDir, id);
    return target;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Earlier builds go once they are a day old: a server started from one may still be running. */
function removeOldBuilds(distDir, current) {
  for (const name of readdirSync(distDir)) {
    if (name === current || name.endsWith('.lock')) continue;
    const full = join(distDir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > 86_400_000)
      rmSync(full, { recursive: true, force: true });
  }
}

/** The folder of the build to run: the prebuilt one, or this checkout's (built when stale). */
export async function serverBuild() {
  const prebuilt = process.env.SERVER_BUILD_DIR?.trim();
  if (prebuilt) return prebuilt;
  // Inside apps/server: the packages the bundle leaves out resolve from its node_modules.
  return ensureBuild(join(serverDir, 'dist'), fingerprint());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'start';
  if (!ENTRIES.includes(command)) {
    process.stderr.write(
      `알 수 없는 명령입니다: ${command} (unknown command "${command}"; one of ${ENTRIES.join(', ')})\n`,
    );
    process.exit(2);
  }
  let dir;
  try {
    dir = await serverBuild();
  } catch (error) {
    process.stderr.write(
      `서버를 빌드하지 못했습니다 (the server could not be built: ${String(error).replace(/\s*\n\s*/g, ' ')})\n`,
    );
    process.exit(1);
  }
  // From the second start on V8 reads the server's compiled code from this cache instead of
  // parsing it; it must be on before the bundle is loaded.
  enableCompileCache?.();
  await import(pathToFileURL(join(dir, `${command}.mjs`)).href);
}
