import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../src/logger';
import {
  IDLE_TIMEOUT_META,
  serveSite,
  siteIdleTimeoutFrom,
  withIdleTimeoutMeta,
} from '../src/site';
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

describe('the idle-logout time of the served pages (SITE_IDLE_TIMEOUT_MS)', () => {
  const meta = (ms: number) => `<meta name="${IDLE_TIMEOUT_META}" content="${ms}">`;

  it('takes a whole number of at least a second; anything else is ignored with a log line', () => {
    const logger = createMemoryLogger();
    expect(siteIdleTimeoutFrom(undefined, logger)).toBeNull();
    expect(siteIdleTimeoutFrom('  ', logger)).toBeNull();
    expect(logger.records).toHaveLength(0);
    expect(siteIdleTimeoutFrom('4000', logger)).toBe(4000);
    expect(siteIdleTimeoutFrom(' 1000 ', logger)).toBe(1000);
    for (const bad of ['999', '0', '4000.5', '4e3', '-5000', 'soon']) {
      expect(siteIdleTimeoutFrom(bad, logger)).toBeNull();
    }
    expect(logger.records.map((record) => [record.level, record.value])).toEqual(
      ['999', '0', '4000.5', '4e3', '-5000', 'soon'].map((value) => ['warn', value]),
    );
    expect(logger.records[0]?.msg).toMatch(/SITE_IDLE_TIMEOUT_MS ignored/);
  });

  it('puts the meta at the end of the head, or at the start of a page without one', () => {
    expect(
      withIdleTimeoutMeta('<html><head><title>t</title></head><body></body></html>', 4000),
    ).toBe(`<html><head><title>t</title>${meta(4000)}</head><body></body></html>`);
    expect(withIdleTimeoutMeta('<!doctype html><html lang="ko"><div></div></html>', 5000)).toBe(
      `<!doctype html><html lang="ko">${meta(5000)}<div></div></html>`,
    );
    expect(withIdleTimeoutMeta('<div></div>', 6000)).toBe(`${meta(6000)}<div></div>`);
  });

  it('serves every page, prerendered or the shell, with the meta and never its stale compressed copy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-site-idle-'));
    const pageOf = (path: string) =>
      `<!doctype html><html lang="ko"><head><title>통계</title></head><body><div id="root" data-page="${path}"></div></body></html>`;
    try {
      mkdirSync(join(dir, 'assets'));
      mkdirSync(join(dir, 'login'));
      for (const [file, path] of [
        ['index.html', '/'],
        [join('login', 'index.html'), '/login'],
        ['shell.html', 'shell'],
      ] as const) {
        writeFileSync(join(dir, file), pageOf(path));
        // The build's compressed copies, without the meta.
        writeFileSync(join(dir, `${file}.br`), brotliCompressSync(pageOf(path)));
        writeFileSync(join(dir, `${file}.gz`), gzipSync(pageOf(path)));
      }
      writeFileSync(join(dir, 'assets', 'vendor-def456.js'), bigScript);
      writeFileSync(join(dir, 'assets', 'vendor-def456.js.br'), brotliCompressSync(bigScript));
      const site = await startTestServer();
      const plain = await startTestServer();
      try {
        expect(serveSite(site.app, dir, { idleTimeoutMs: 4000 })).toBe(true);
        expect(serveSite(plain.app, dir)).toBe(true);
        const get = (url: string, path: string, accept = 'text/html') =>
          fetch(url + path, { headers: { accept, 'accept-encoding': 'gzip, deflate, br' } });
        for (const [path, page] of [
          ['/', '/'],
          ['/index.html', '/'],
          ['/login', '/login'],
          ['/login/', '/login'],
          ['/login?redirect=%2Fqna', '/login'],
          ['/faq', 'shell'],
          ['/notice/3', 'shell'],
        ] as const) {
          const response = await get(site.url, path);
          expect(response.status, path).toBe(200);
          expect(response.headers.get('content-type')).toMatch(/text\/html/);
          expect(response.headers.get('content-encoding')).toBeNull();
          expect(response.headers.get('cache-control')).toBe('no-cache');
          const text = await response.text();
          expect(text, path).toContain(`data-page="${page}"`);
          expect(text, path).toContain(`${meta(4000)}</head>`);
          expect(text.split(IDLE_TIMEOUT_META)).toHaveLength(2);
        }
        // A page loaded by script (Accept */*) is the same file with the same meta.
        expect(await (await get(site.url, '/login', '*/*')).text()).toContain(meta(4000));
        // Other files keep their compressed copies; nothing outside the folder is read.
        const script = await get(site.url, '/assets/vendor-def456.js', '*/*');
        expect(script.headers.get('content-encoding')).toBe('br');
        expect(await script.text()).toBe(bigScript);
        expect((await get(site.url, '/..%2f..%2fetc%2fpasswd', '*/*')).status).toBe(404);
        expect((await get(site.url, '/assets/missing.html', '*/*')).status).toBe(404);

        // Without the setting the pages are the build's, compressed copies and all.
        const built = await get(plain.url, '/login');
        expect(built.headers.get('content-encoding')).toBe('br');
        const builtText = await built.text();
        expect(builtText).toBe(pageOf('/login'));
        expect(await (await get(plain.url, '/faq')).text()).not.toContain(IDLE_TIMEOUT_META);
      } finally {
        await site.close();
        await plain.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
