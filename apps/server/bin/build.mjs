// The server as it runs in production: its entry points (start, main, migrate, seed) and the
// analysis worker built by esbuild into one folder of ES modules with shared chunks, so a start
// costs Node loading prebuilt JavaScript, not tsx compiling TypeScript (about 0.3 s against 20 s
// and more on a busy machine). `bin/server.mjs` builds it on first use and whenever the sources
// change; the Dockerfile builds it once into the image (`node apps/server/bin/build.mjs DIR`).
import { writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(serverDir, 'src');

/**
 * Kept out of the bundle and loaded from `apps/server/node_modules` at run time: native code
 * (argon2, pg's optional native binding) and packages that read their own files next to their
 * code (jsdom's style sheets and workers).
 */
export const EXTERNAL = ['@node-rs/argon2', 'pg', 'pg-native', 'jsdom'];

/** The entry points; `worker` is the analysis worker the pool starts (`engine/pool.ts`). */
const ENTRIES = {
  start: join(src, 'start.ts'),
  main: join(src, 'main.ts'),
  migrate: join(src, 'migrate.ts'),
  seed: join(src, 'seed-command.ts'),
  worker: join(src, 'engine', 'worker.ts'),
};

/** Builds the server into `outDir` (made if missing); answers the entry names. */
export async function buildServer(outDir) {
  const dir = resolve(outDir);
  await build({
    entryPoints: ENTRIES,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    external: EXTERNAL,
    logLevel: 'warning',
    // CommonJS dependencies bundled into ES modules still call require() for Node's own modules.
    // The sources' `import.meta.dirname` names their own folder (the default site folder is found
    // from it): in the bundle it is `src`, wherever the build went. No source file is the
    // process's entry file there (`seed.ts` asks), `seed-command.ts` runs the seed.
    banner: {
      js: [
        "import { createRequire as __tonggyeCreateRequire } from 'node:module';",
        "import { join as __tonggyeJoin } from 'node:path';",
        'const require = __tonggyeCreateRequire(import.meta.url);',
        `const __tonggyeServerSrc = __tonggyeJoin(import.meta.dirname, ${JSON.stringify(relative(dir, src))});`,
      ].join('\n'),
    },
    define: { 'import.meta.dirname': '__tonggyeServerSrc', 'import.meta.filename': 'undefined' },
  });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  return Object.keys(ENTRIES);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    process.stderr.write('usage: node apps/server/bin/build.mjs OUT_DIR\n');
    process.exit(2);
  }
  await buildServer(outDir);
  process.stdout.write(`server built into ${resolve(outDir)}\n`);
}
