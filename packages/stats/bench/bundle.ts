/**
 * The command as a deployment ships it: `analyze.cjs`, a launcher of a few lines, next to
 * `analyze-engine.cjs` (the CLI and the engine, one esbuild bundle) and `analyze-iconv.cjs`
 * (iconv-lite and its code pages). What the launcher buys at every start:
 *   - Node's compile cache (`module.enableCompileCache`, Node 22.1+) is on before the engine
 *     is loaded, so from the second run on V8 reads the engine's compiled code from the cache
 *     (in the OS temp folder, or `NODE_COMPILE_CACHE`) instead of parsing 1.3 MB of JavaScript;
 *     an entry file cannot do this for itself, as it is compiled before its first line runs;
 *   - iconv-lite (over 500 KB, mostly CP949/EUC-KR tables) is neither parsed nor run unless a
 *     file is not UTF-8: the engine's `import iconv from 'iconv-lite'` is bound to an object
 *     that requires `analyze-iconv.cjs` on first use;
 *   - `debug` (which @stdlib's inverse incomplete gamma pulls in only to log when the DEBUG
 *     variable asks, and which loads tty, util, net and fs) is a no-op logger.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli.ts');

export const ICONV_CHUNK = 'analyze-iconv.cjs';
export const ENGINE_CHUNK = 'analyze-engine.cjs';

/** `iconv-lite` as imported by the engine: the real module, required from its chunk on first use. */
const lazyIconv: Plugin = {
  name: 'lazy-iconv',
  setup(b) {
    b.onResolve({ filter: /^iconv-lite$/ }, () => ({ path: 'iconv-lite', namespace: 'lazy' }));
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      loader: 'js',
      contents: `let lib;
const load = () => (lib ??= require('./${ICONV_CHUNK}'));
// esbuild's ESM interop asks for __esModule when the engine starts: answered without loading.
module.exports = new Proxy({}, {
  get(_, key) {
    if (key === '__esModule') return undefined;
    const value = load()[key];
    return typeof value === 'function' ? value.bind(lib) : value;
  },
});`,
    }));
  },
};

/** `debug` as a logger that never logs (the bundle has no DEBUG switch to honour). */
const quietDebug: Plugin = {
  name: 'quiet-debug',
  setup(b) {
    b.onResolve({ filter: /^debug$/ }, () => ({ path: 'debug', namespace: 'quiet' }));
    b.onLoad({ filter: /.*/, namespace: 'quiet' }, () => ({
      loader: 'js',
      contents: `module.exports = function createDebug() {
  const log = function () {};
  log.enabled = false;
  return log;
};`,
    }));
  },
};

/** Builds the launcher and its two chunks into `outDir`; returns the launcher's path. */
export async function buildCliBundle(outDir: string): Promise<string> {
  const common = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    logLevel: 'warning',
  } as const;
  await build({
    ...common,
    entryPoints: [cli],
    outfile: join(outDir, ENGINE_CHUNK),
    plugins: [lazyIconv, quietDebug],
    // Kept as a runtime require of the sibling file, not bundled.
    external: [`./${ICONV_CHUNK}`],
  });
  await build({
    ...common,
    stdin: { contents: "module.exports = require('iconv-lite');", resolveDir: here },
    outfile: join(outDir, ICONV_CHUNK),
  });
  const launcher = join(outDir, 'analyze.cjs');
  writeFileSync(
    launcher,
    `'use strict';
// The analyze command: Node's compile cache first, then the engine (see bench/bundle.ts).
require('node:module').enableCompileCache?.();
require('./${ENGINE_CHUNK}');
`,
  );
  return launcher;
}
