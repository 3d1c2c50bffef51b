import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text formats (fonts in woff2 and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * After a build, writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible
 * file of the output folder. The server sends one of them when the browser accepts it
 * (`precompressed` in `apps/server/src/site.ts`), so nothing is compressed per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'tonggye:precompress',
    apply: 'build',
    configResolved(config) {
      // An absolute --outDir (the bench builds elsewhere) stays as it is.
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The prerender's server build is read once at build time, never served.
      if (ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const path of walk(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.endsWith('.map')) continue;
        writeCompressedCopies(path);
      }
    },
  };
}

/** Writes the `.br` and `.gz` copies of one file (or removes stale ones when it is too small). */
export function writeCompressedCopies(path: string) {
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) {
    rmSync(`${path}.br`, { force: true });
    rmSync(`${path}.gz`, { force: true });
    return;
  }
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}
