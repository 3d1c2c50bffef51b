import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env';

/**
 * Serves the built site (apps/site/dist) from the API's port: files as they are, or their
 * Brotli/gzip copy the site build writes beside them when the browser accepts it (hashed
 * assets cached for a year); the pages the build prerendered (`/` is `index.html`, `/login`
 * is `login/index.html`…) as files; and the empty page `shell.html` (`index.html` of a build
 * without prerendering) for any other GET that a browser navigates to (Accept: text/html), so
 * client-side routes survive a reload.
 * Other GETs that match nothing get the JSON 404. Returns false when there is no build.
 */
export function serveSite(app: Hono<AppEnv>, siteDir: string): boolean {
  const indexPath = join(siteDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const shellPath = join(siteDir, 'shell.html');

  app.use(
    '*',
    serveStatic({
      root: siteDir,
      precompressed: true,
      onFound: (path, c) => {
        const immutable = path.includes(`${join(siteDir, 'assets')}`);
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get('*', async (c, next) => {
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    // Read on each request so a rebuilt site shows without a restart; the file is small.
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(existsSync(shellPath) ? shellPath : indexPath, 'utf8'));
  });
  return true;
}
