'use strict';
// `pnpm --silent analyze DATA_FILE REQUEST_JSON` starts here, on plain Node: it runs the engine as
// the prebuilt bundle a deployment ships (bench/bundle.ts), never TypeScript through tsx, so a
// command costs Node's start and the analysis, not a compiler's start. The bundle is built on
// first use and again whenever the engine's sources, its build script or the installed
// dependencies change; a fingerprint of their sizes and modification times names the build.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const statsDir = path.join(__dirname, '..');
const rootDir = path.join(statsDir, '..', '..');
// Tests point this elsewhere to watch a build happen without disturbing the shared one.
const distDir = process.env.TONGGYE_ANALYZE_DIST || path.join(statsDir, 'dist', 'analyze');
const ENGINE_CHUNK = 'analyze-engine.cjs';

/** What the bundle is made of: every file under src, the build script and the dependency set. */
function fingerprint() {
  const hash = createHash('sha256');
  const add = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    hash.update(
      `${path.relative(statsDir, file)}:${stat ? `${stat.size}:${stat.mtimeMs}` : '-'}\n`,
    );
  };
  const walk = (dir) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  walk(path.join(statsDir, 'src'));
  add(path.join(statsDir, 'bench', 'bundle.ts'));
  add(path.join(statsDir, 'package.json'));
  add(path.join(rootDir, 'pnpm-lock.yaml'));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The build for this fingerprint, made when missing. Concurrent first runs (a test suite starts
 * many) build once: the first takes a lock folder, the others wait for the finished build, which
 * appears whole by a rename. A lock left by a killed build is taken over after a minute.
 */
async function ensureBuild(id) {
  const target = path.join(distDir, id);
  if (fs.existsSync(path.join(target, ENGINE_CHUNK))) return target;
  fs.mkdirSync(distDir, { recursive: true });
  const lock = path.join(distDir, `${id}.lock`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (fs.existsSync(path.join(target, ENGINE_CHUNK))) return target;
    const held = fs.statSync(lock, { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs > 60_000)
      fs.rmSync(lock, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`timed out waiting for the build in ${lock}`);
    await sleep(100);
  }
  try {
    if (fs.existsSync(path.join(target, ENGINE_CHUNK))) return target;
    const staging = path.join(distDir, `${id}.${process.pid}.tmp`);
    fs.rmSync(staging, { recursive: true, force: true });
    const { tsImport } = require('tsx/esm/api');
    const { buildCliBundle } = await tsImport(
      path.join(statsDir, 'bench', 'bundle.ts'),
      __filename,
    );
    await buildCliBundle(staging);
    fs.renameSync(staging, target);
    removeOldBuilds(id);
    return target;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Earlier builds go once they are an hour old: a command started from one may still be running. */
function removeOldBuilds(current) {
  for (const name of fs.readdirSync(distDir)) {
    if (name === current || name.endsWith('.lock')) continue;
    const full = path.join(distDir, name);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > 3_600_000)
      fs.rmSync(full, { recursive: true, force: true });
  }
}

async function main() {
  let dir;
  try {
    dir = await ensureBuild(fingerprint());
  } catch (error) {
    process.stderr.write(
      `분석 엔진을 준비하지 못했습니다 (the analysis engine could not be built: ${String(error).replace(/\s*\n\s*/g, ' ')})\n`,
    );
    process.exitCode = 1;
    return;
  }
  // From the second run on V8 reads the engine's compiled code from this cache instead of parsing
  // it; it must be on before the engine is required.
  require('node:module').enableCompileCache?.();
  require(path.join(dir, ENGINE_CHUNK));
}

void main();
