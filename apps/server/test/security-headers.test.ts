import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, forwardedProto } from '../src/client-address';
import { inlineScriptHashes, PERMISSIONS_POLICY } from '../src/security-headers';
import { serveSite } from '../src/site';
import { startTestServer, type TestServer } from './helpers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the client address behind TRUST_PROXY hops', () => {
  it('is the socket without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('10.0.0.9', '203.0.113.7', 0)).toBe('10.0.0.9');
  });
  it('is the entry before the trusted hops, never one the client wrote further left', () => {
    // client forged "1.1.1.1"; the load balancer appended the real address.
    expect(clientAddress('10.0.0.9', '1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    // Two proxies: the reverse proxy (10.0.0.9) and the load balancer before it (10.0.0.5).
    expect(clientAddress('10.0.0.9', '1.1.1.1, 203.0.113.7, 10.0.0.5', 2)).toBe('203.0.113.7');
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddress('10.0.0.9', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:10.0.0.9', null, 1)).toBe('10.0.0.9');
  });
  it('reads the scheme the outermost trusted proxy wrote', () => {
    const headers = new Headers({ 'x-forwarded-proto': 'http, https' });
    expect(forwardedProto(headers, 1)).toBe('https');
    expect(forwardedProto(headers, 2)).toBe('http');
    expect(forwardedProto(headers, 0)).toBeUndefined();
  });
});

describe('inline script hashes', () => {
  it('hashes exactly the text of each inline script and skips scripts with a src', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('security headers', () => {
  let server: TestServer;
  let proxied: TestServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'tonggye-csp-'));
    mkdirSync(join(siteDir, 'login'));
    writeFileSync(
      join(siteDir, 'index.html'),
      '<html><div id="root"></div><script>home()</script>',
    );
    writeFileSync(
      join(siteDir, 'login', 'index.html'),
      '<html><div id="root"></div><script type="module">login()</script></html>',
    );
    server = await startTestServer();
    serveSite(server.app, siteDir, { connectSources: ['https://ipinfo.io'] });
    proxied = await startTestServer({ trustProxy: 1 });
  });
  afterAll(async () => {
    await Promise.all([server.close(), proxied.close()]);
    rmSync(siteDir, { recursive: true, force: true });
  });

  const page = (path: string) => fetch(server.url + path, { headers: { accept: 'text/html' } });

  it('gives pages a CSP that allows their inline scripts by hash and no unsafe-inline script', async () => {
    const response = await page('/login');
    expect(response.status).toBe(200);
    const csp = String(response.headers.get('content-security-policy'));
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('home()')} ${sha('login()')}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://ipinfo.io");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // A client-side route gets the same page policy.
    expect((await page('/services/desc')).headers.get('content-security-policy')).toBe(csp);
  });

  it('follows a rebuilt page without a restart', async () => {
    const file = join(siteDir, 'index.html');
    writeFileSync(file, '<html><div id="root"></div><script>rebuilt()</script>');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const csp = String((await page('/')).headers.get('content-security-policy'));
    expect(csp).toContain(sha('rebuilt()'));
    expect(csp).not.toContain(sha('home()'));
  });

  it('locks the API answers down and sends HSTS only when a trusted proxy ended TLS', async () => {
    const api = await fetch(server.url + '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // No trusted proxy: the header is the client's word, and this server speaks plain HTTP.
    expect(api.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(proxied.url + '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
    const plain = await fetch(proxied.url + '/health', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
