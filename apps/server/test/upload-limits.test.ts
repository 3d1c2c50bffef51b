import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  expectError,
  GUEST_A,
  identityHeaders,
  startTestServer,
  type Reply,
  type TestServer,
} from './helpers';

const MB = 1024 * 1024;

describe('rejected uploads write nothing', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const garbage = new Uint8Array(4096);
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 2654435761) >>> 24; // includes NUL bytes

  it.each([
    ['binary garbage', garbage, 'data.csv'],
    ['an empty file', new Uint8Array(0), 'empty.csv'],
    ['a header-only CSV', new TextEncoder().encode('이름,점수\n'), 'header.csv'],
    ['a blank CSV', new TextEncoder().encode('\n\n  \n'), 'blank.csv'],
    ['an unsupported format', new TextEncoder().encode('%PDF-1.7'), 'report.pdf'],
  ])('answers %s with 400 and a Korean message', async (_name, bytes, fileName) => {
    const body = expectError(await server.upload(bytes, fileName, {}), 400);
    expect(body.code).not.toBe('INTERNAL_ERROR');
    expect(await countRows(server.db, 'datasets')).toBe(0);
  });

  it('answers a request without a file with 400 UPLOAD_FILE_MISSING', async () => {
    const form = new FormData();
    form.append('title', 'no file');
    const response = await fetch(server.url + '/dataset/upload', {
      method: 'POST',
      headers: identityHeaders(GUEST_A),
      body: form,
    });
    expectError(
      {
        status: response.status,
        body: await response.json(),
        headers: response.headers,
        data: undefined,
      },
      400,
      'UPLOAD_FILE_MISSING',
    );
  });

  it('answers a broken multipart body with 400 BAD_MULTIPART', async () => {
    const response = await fetch(server.url + '/dataset/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', ...identityHeaders(GUEST_A) },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nx,y\n1,2',
    });
    expectError(
      {
        status: response.status,
        body: await response.json(),
        headers: response.headers,
        data: undefined,
      },
      400,
      'BAD_MULTIPART',
    );
  });

  it('checks the upload options: envelope and values', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x\n1\n']), 'a.csv');
    form.append('encryptedData', 'tampered');
    const response = await fetch(server.url + '/dataset/upload', {
      method: 'POST',
      headers: identityHeaders(GUEST_A),
      body: form,
    });
    expectError(
      {
        status: response.status,
        body: await response.json(),
        headers: response.headers,
        data: undefined,
      },
      400,
      'BAD_ENVELOPE',
    );

    const invalid = expectError(
      await server.upload('x\n1\n', 'a.csv', { encoding: 'latin1' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details).toEqual({ field: 'encoding' });
    expect(await countRows(server.db, 'datasets')).toBe(0);
  });
});

describe('upload size limit', () => {
  it('answers 413 UPLOAD_TOO_LARGE above UPLOAD_LIMIT_BYTES and accepts a file below it', async () => {
    const server = await startTestServer({ uploadLimitBytes: 2048 });
    try {
      const small = 'x\n' + '1\n'.repeat(100);
      expect((await server.upload(small, 'small.csv', {})).status).toBe(200);
      const large = 'x\n' + '12345\n'.repeat(1000);
      const reply = expectError(
        await server.upload(large, 'large.csv', {}),
        413,
        'UPLOAD_TOO_LARGE',
      );
      expect(reply.message).toContain('2 KB');
      expect(await countRows(server.db, 'datasets')).toBe(1);
    } finally {
      await server.close();
    }
  });

  /**
   * Streams up to `total` bytes of a multipart body to the upload route and
   * reports how many bytes had been handed to the socket when the answer came.
   */
  function streamUpload(
    server: TestServer,
    total: number,
    headers: Record<string, string | number>,
  ): Promise<{ reply: Reply; sentWhenAnswered: number; sentTotal: number; ms: number }> {
    const started = performance.now();
    const url = new URL(server.url);
    const chunk = Buffer.alloc(MB, 'a');
    return new Promise((resolve, reject) => {
      let sent = 0;
      let sentWhenAnswered = -1;
      let stop = false;
      let wake: (() => void) | undefined;
      const req = request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/dataset/upload',
        headers: {
          'content-type': 'multipart/form-data; boundary=BOUNDARY',
          ...identityHeaders(GUEST_A),
          ...headers,
        },
      });
      // Once refused, the server stops reading and may reset the socket: expected.
      req.on('error', (error) => {
        stop = true;
        wake?.();
        if (sentWhenAnswered < 0) reject(error);
      });
      req.on('close', () => {
        stop = true;
        wake?.();
      });
      req.on('response', (res) => {
        sentWhenAnswered = sent;
        stop = true;
        wake?.();
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => (text += part));
        res.on('end', () => {
          req.destroy();
          resolve({
            reply: {
              status: res.statusCode ?? 0,
              headers: new Headers(),
              body: JSON.parse(text) as Record<string, unknown>,
              data: undefined,
            },
            sentWhenAnswered,
            sentTotal: sent,
            ms: performance.now() - started,
          });
        });
      });
      const pump = async () => {
        req.write(
          '--BOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\n',
        );
        while (!stop && sent < total) {
          const flushed = req.write(chunk);
          sent += chunk.length;
          if (!flushed) {
            await new Promise<void>((done) => {
              wake = done;
              req.once('drain', done);
            });
            wake = undefined;
          }
        }
        if (!stop) req.end('\r\n--BOUNDARY--\r\n');
      };
      pump().catch(reject);
    });
  }

  /**
   * What this process holds, after a full garbage collection: garbage left by earlier test files
   * in the same worker (or by the upload's own read) is not memory held, and without a collection
   * it made the figure depend on when V8 last collected.
   */
  function heldBytes(): number {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  }

  it('refuses a 200 MB chunked upload as soon as it passes the default 50 MB limit, without reading the rest', async () => {
    const server = await startTestServer();
    try {
      expect(server.config.uploadLimitBytes).toBe(50 * MB);
      const heapBefore = heldBytes();
      const { reply, sentWhenAnswered, sentTotal, ms } = await streamUpload(server, 200 * MB, {
        'transfer-encoding': 'chunked',
      });
      const heapAfter = heldBytes();
      expectError(reply, 413, 'UPLOAD_TOO_LARGE');
      // The answer came after the limit and long before the end of the body
      // (what is in flight in socket buffers is the only slack).
      expect(sentWhenAnswered).toBeGreaterThan(50 * MB);
      expect(sentWhenAnswered).toBeLessThan(50 * MB + 32 * MB);
      expect(sentTotal).toBeLessThan(200 * MB);
      // Never more than the limit held in memory (server and client share this process).
      expect(heapAfter - heapBefore).toBeLessThan(120 * MB);
      expect(await countRows(server.db, 'datasets')).toBe(0);
      console.info(
        `200 MB chunked upload: 413 after ${(sentWhenAnswered / MB).toFixed(0)} MB sent, ${ms.toFixed(0)} ms`,
      );
    } finally {
      await server.close();
    }
  });

  it('refuses an upload whose Content-Length is over the limit before reading its body', async () => {
    const server = await startTestServer();
    try {
      const { reply, sentWhenAnswered } = await streamUpload(server, 200 * MB, {
        'content-length': 200 * MB,
      });
      expectError(reply, 413, 'UPLOAD_TOO_LARGE');
      expect(sentWhenAnswered).toBeLessThan(16 * MB);
      expect(await countRows(server.db, 'datasets')).toBe(0);
    } finally {
      await server.close();
    }
  });
});
