import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../src/site';
import { expectError, startTestServer, type TestServer } from './helpers';

const bigScript = `export const rows = [${Array.from({ length: 2000 }, (_, i) => i).join(',')}];`;

describe('the built site on the API port', () => {
  let server: TestServer;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'tonggye-site-'));
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(
      join(siteDir, 'index.html'),
      '<!doctype html><html lang="ko"><title>통계</title><div id="root"></div></html>',
    );
    writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    // What the site build's precompress step writes beside a large asset.
    writeFileSync(join(siteDir, 'assets', 'vendor-def456.js'), bigScript);
    writeFileSync(join(siteDir, 'assets', 'vendor-def456.js.br'), brotliCompressSync(bigScript));
    writeFileSync(join(siteDir, 'assets', 'vendor-def456.js.gz'), gzipSync(bigScript));
    writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer();
    expect(serveSite(server.app, siteDir)).toBe(true);
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const get = (path: string, accept = 'text/html,application/xhtml+xml') =>
    fetch(server.url + path, { headers: { accept } });

  it('serves index.html at / and for client-side routes a browser opens', async () => {
    for (const path of ['/', '/services/desc/stats/descriptive', '/login']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves files with their type; hashed assets are cached for good, others revalidated', async () => {
    const script = await get('/assets/index-abc123.js', '*/*');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toBe('console.log("app")');
    const icon = await get('/favicon.svg', 'image/*');
    expect(icon.headers.get('content-type')).toMatch(/svg/);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the Brotli or gzip copy the build wrote when the browser accepts it, else the file', async () => {
    const raw = (encoding?: string) =>
      fetch(server.url + '/assets/vendor-def456.js', {
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    // fetch decodes the body: what arrives is the original script.
    expect(await br.text()).toBe(bigScript);
    const gzip = await raw('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBe(gzipSync(bigScript).length);
    expect(await gzip.text()).toBe(bigScript);
    const identity = await raw('identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Number(identity.headers.get('content-length'))).toBe(Buffer.byteLength(bigScript));
  });

  it('answers a missing file that is not a page with the JSON 404', async () => {
    const response = await get('/assets/missing.js', '*/*');
    expectError(
      {
        status: response.status,
        body: await response.json(),
        headers: response.headers,
        data: undefined,
      },
      404,
      'NOT_FOUND',
    );
  });

  it('does not serve files outside the site folder', async () => {
    const response = await fetch(server.url + '/..%2f..%2fetc%2fpasswd', {
      headers: { accept: '*/*' },
    });
    expect(response.status).toBe(404);
  });

  it('still answers the API', async () => {
    expect((await server.call('/dataset/uploadedData', {})).status).toBe(200);
  });

  it('serves the pages the build prerendered, and its empty shell for every other page', async () => {
    // What the site build's prerender step writes (apps/site/vite-prerender.ts).
    const prerendered = mkdtempSync(join(tmpdir(), 'tonggye-site-prerendered-'));
    try {
      const page = (path: string) =>
        `<!doctype html><html lang="ko"><div id="root" data-prerendered="${path}"></div></html>`;
      writeFileSync(join(prerendered, 'index.html'), page('/'));
      mkdirSync(join(prerendered, 'login'));
      writeFileSync(join(prerendered, 'login', 'index.html'), page('/login'));
      writeFileSync(
        join(prerendered, 'shell.html'),
        '<!doctype html><html lang="ko"><div id="root"></div></html>',
      );
      const site = await startTestServer();
      try {
        expect(serveSite(site.app, prerendered)).toBe(true);
        const html = async (path: string) => {
          const response = await fetch(site.url + path, { headers: { accept: 'text/html' } });
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toMatch(/text\/html/);
          return response.text();
        };
        expect(await html('/')).toContain('data-prerendered="/"');
        expect(await html('/login')).toContain('data-prerendered="/login"');
        // A query is the client's business: the page is the same file (main.tsx renders it anew).
        expect(await html('/login?redirect=%2Fqna')).toContain('data-prerendered="/login"');
        for (const path of ['/faq', '/notice/3', '/services/desc/stats/descriptive']) {
          const text = await html(path);
          expect(text).toContain('<div id="root"></div>');
          expect(text).not.toContain('data-prerendered');
        }
      } finally {
        await site.close();
      }
    } finally {
      rmSync(prerendered, { recursive: true, force: true });
    }
  });

  it('reports a missing build instead of serving nothing silently', async () => {
    expect(serveSite(server.app, join(siteDir, 'no-such-build'))).toBe(false);
  });
});
