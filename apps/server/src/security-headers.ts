import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';
import { forwardedProto } from './client-address';

/**
 * What a page may not use at all: the camera, microphone, location, payment request and other
 * powerful features (the card payment opens the provider's own window).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** Two years, the preload list's minimum. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** The API's answers are data, never a document: they may load and run nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeaderOptions {
  /** Proxies in front of this server (`TRUST_PROXY`); HSTS only when one ended TLS. */
  trustProxy: number;
}

/**
 * Headers of every answer: Hono's secure headers (nosniff, frame options, no referrer…),
 * Permissions-Policy, a locked-down CSP for anything that did not set its own (the site's pages
 * do, see `siteContentSecurityPolicy`), and HSTS when a trusted proxy says the visitor came over
 * HTTPS. Without a proxy this server speaks plain HTTP, and HSTS there would be ignored or wrong.
 */
export function securityHeaders({ trustProxy }: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const base = secureHeaders({
    strictTransportSecurity: false,
    referrerPolicy: 'no-referrer',
  });
  return async (c, next) => {
    await base(c, async () => {
      await next();
      c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
      if (!c.res.headers.has('Content-Security-Policy'))
        c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
      if (trustProxy > 0 && forwardedProto(c.req.raw.headers, trustProxy) === 'https')
        c.res.headers.set('Strict-Transport-Security', HSTS);
    });
  };
}

/** The SHA-256 CSP sources (`'sha256-…'`) of the inline scripts of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy of the site's pages. Scripts: the site's own files and the inline scripts of the
 * built pages by hash (a nonce would make every prerendered page, and its precompressed copy,
 * differ per request). Styles may be inline: the prerendered pages carry their CSS in `<style>`.
 */
export function siteContentSecurityPolicy(
  scriptHashes: readonly string[],
  connectSources: readonly string[],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The inline-script hashes of every page of the built site (`index.html`, `shell.html`, the
 * prerendered `…/index.html`), read again when a page changed (a rebuilt site shows without a
 * restart, as `site.ts` does for the pages themselves).
 */
export function siteScriptHashes(siteDir: string): () => string[] {
  const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(join(dir, entry.name));
      return entry.name.endsWith('.html') ? [join(dir, entry.name)] : [];
    });
  return () => {
    const all: string[] = [];
    for (const path of pages(siteDir)) {
      const { mtimeMs } = statSync(path);
      let known = cache.get(path);
      if (known?.mtimeMs !== mtimeMs) {
        known = { mtimeMs, hashes: inlineScriptHashes(readFileSync(path, 'utf8')) };
        cache.set(path, known);
      }
      all.push(...known.hashes);
    }
    return [...new Set(all)];
  };
}
