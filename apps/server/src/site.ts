import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env';
import type { Logger } from './logger';
import { siteContentSecurityPolicy, siteScriptHashes } from './security-headers';

/** The `<meta name>` that carries the idle-logout time to the site (read in its `siteConfig.ts`). */
export const IDLE_TIMEOUT_META = 'tonggye-idle-timeout-ms';

/**
 * `SITE_IDLE_TIMEOUT_MS` as a whole number of milliseconds of at least one second, or null
 * (unset or empty: the build's own timeout stays). Anything else is ignored with a log line.
 */
export function siteIdleTimeoutFrom(value: string | undefined, logger?: Logger): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^\d+$/.test(text) || Number(text) < 1000) {
    logger?.warn('SITE_IDLE_TIMEOUT_MS ignored: not a whole number of at least 1000 ms', {
      value: text,
    });
    return null;
  }
  return Number(text);
}

/** The page with the idle-logout meta at the end of its head (or at its start without one). */
export function withIdleTimeoutMeta(html: string, idleTimeoutMs: number): string {
  const meta = `<meta name="${IDLE_TIMEOUT_META}" content="${idleTimeoutMs}">`;
  const headEnd = html.search(/<\/head>/i);
  if (headEnd >= 0) return html.slice(0, headEnd) + meta + html.slice(headEnd);
  const htmlStart = /<html[^>]*>/i.exec(html);
  if (htmlStart) {
    const at = htmlStart.index + htmlStart[0].length;
    return html.slice(0, at) + meta + html.slice(at);
  }
  return meta + html;
}

/** The `.html` file a request path names inside the site folder (a folder: its index), or null. */
function htmlFileFor(siteDir: string, requestPath: string): string | null {
  let name: string;
  try {
    name = decodeURI(requestPath);
  } catch {
    return null;
  }
  if (name.includes('%') || name.includes('\0')) return null;
  const root = resolve(siteDir);
  let path = resolve(root, '.' + name);
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    if (statSync(path).isDirectory()) path = join(path, 'index.html');
    return path.endsWith('.html') && statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

export interface SiteOptions {
  /**
   * Idle logout of the served site in milliseconds (`SITE_IDLE_TIMEOUT_MS`): every page gets
   * it as a `<meta>` and is then sent as read (never its precompressed copy). Null: the pages
   * as built, with the build's own timeout.
   */
  idleTimeoutMs?: number | null;
  /** Origins the pages may call besides their own (`AppConfig.siteConnectSources`). */
  connectSources?: readonly string[];
}

/**
 * Serves the built site (apps/site/dist) from the API's port: files as they are, or their
 * Brotli/gzip copy the site build writes beside them when the browser accepts it (hashed
 * assets cached for a year); the pages the build prerendered (`/` is `index.html`, `/login`
 * is `login/index.html`…) as files; and the empty page `shell.html` (`index.html` of a build
 * without prerendering) for any other GET that a browser navigates to (Accept: text/html), so
 * client-side routes survive a reload.
 * Other GETs that match nothing get the JSON 404. Returns false when there is no build.
 * With `idleTimeoutMs`, every page carries it (see `SiteOptions`).
 */
export function serveSite(
  app: Hono<AppEnv>,
  siteDir: string,
  { idleTimeoutMs = null, connectSources = [] }: SiteOptions = {},
): boolean {
  const indexPath = join(siteDir, 'index.html');
  if (!existsSync(indexPath)) return false;

  // Every page under the site's CSP: its inline scripts by hash, nothing inline else.
  const scriptHashes = siteScriptHashes(siteDir);
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html'))
      c.res.headers.set(
        'Content-Security-Policy',
        siteContentSecurityPolicy(scriptHashes(), connectSources),
      );
  });
  const shellPath = join(siteDir, 'shell.html');
  const page = (html: string) =>
    idleTimeoutMs === null ? html : withIdleTimeoutMeta(html, idleTimeoutMs);

  if (idleTimeoutMs !== null) {
    // The pages are rewritten, so their Brotli/gzip copies (which lack the meta) are not used.
    app.use('*', async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const file = htmlFileFor(siteDir, c.req.path);
      if (file === null) return next();
      c.header('Cache-Control', 'no-cache');
      return c.html(page(readFileSync(file, 'utf8')));
    });
  }

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
    return c.html(page(readFileSync(existsSync(shellPath) ? shellPath : indexPath, 'utf8')));
  });
  return true;
}
