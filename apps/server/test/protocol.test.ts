import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectNoStackTrace,
  GUEST_A,
  GUEST_B,
  identityHeaders,
  guestKeyOf,
  startTestServer,
  TEST_KEY,
  type TestServer,
} from './helpers';

describe('protocol: identity, envelope, validation, errors', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const listWith = (headers: Record<string, string>) =>
    server.post(
      '/dataset/uploadedData',
      JSON.stringify({ encryptedData: sealEnvelope({}, TEST_KEY) }),
      headers,
    );

  it.each([
    ['no identity headers', {}],
    ['the literal text null', { authorization: 'null', auth: 'null' }],
    ['an empty value', { authorization: '', auth: '' }],
    [
      'a member token (not accepted in this slice)',
      { authorization: 'eyJhbGciOiJIUzI1NiJ9.e30.x', auth: 'eyJhbGciOiJIUzI1NiJ9.e30.x' },
    ],
    ['a guest id with nine digits', identityHeaders('guest-170000000')],
    ['a guest id with a suffix', identityHeaders('guest-1700000001x')],
    ['a Bearer prefix', identityHeaders(`Bearer ${GUEST_A}`)],
  ])('answers 401 UNAUTHENTICATED for %s', async (_name, headers) => {
    expectError(await listWith(headers), 401, 'UNAUTHENTICATED');
  });

  it('checks identity before reading an upload', async () => {
    expectError(await server.upload('x\n1\n', 'a.csv', {}, null), 401, 'UNAUTHENTICATED');
  });

  it('takes the auth header over authorization when both are sent', async () => {
    const upload = await server.upload('x\n1\n2\n', 'mine.csv', {}, GUEST_B);
    expect(upload.status).toBe(200);
    const authWins = await listWith({
      auth: GUEST_B,
      authorization: GUEST_A,
      guestkey: guestKeyOf(GUEST_B),
    });
    expect(authWins.status).toBe(200);
    expect(
      (authWins.data as { result: { fileName: string }[] }).result.map((d) => d.fileName),
    ).toEqual(['mine.csv']);
    expectError(
      await listWith({ auth: 'not-a-guest', authorization: GUEST_A }),
      401,
      'UNAUTHENTICATED',
    );
    expect((await listWith({ authorization: GUEST_A })).status).toBe(200);
    expect((await listWith({ auth: GUEST_A })).status).toBe(200);
  });

  it('seals success answers as { resCode: 200, dataRes: { encryptData } }', async () => {
    const reply = await server.call('/dataset/uploadedData', {});
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['dataRes', 'resCode']);
    expect(reply.body.resCode).toBe(200);
    expect(typeof (reply.body.dataRes as { encryptData: unknown }).encryptData).toBe('string');
    expect(reply.data).toEqual({ result: [] });
  });

  it('answers 400 BAD_ENVELOPE for a tampered, foreign-key or missing envelope', async () => {
    const sealed = sealEnvelope({ uuid: 'x' }, TEST_KEY);
    const middle = Math.floor(sealed.length / 2);
    const flipped =
      sealed.slice(0, middle) + (sealed[middle] === 'A' ? 'B' : 'A') + sealed.slice(middle + 1);
    const bodies = [
      { encryptedData: flipped },
      { encryptedData: sealed.slice(0, -8) },
      { encryptedData: sealEnvelope({ uuid: 'x' }, 'someone-elses-key') },
      { encryptedData: 'not base64 at all' },
      { encryptedData: 42 },
      { uuid: 'x' },
    ];
    for (const body of bodies) {
      expectError(await server.post('/description/get', JSON.stringify(body)), 400, 'BAD_ENVELOPE');
    }
  });

  it('answers 400 BAD_JSON for a body that is not JSON', async () => {
    expectError(await server.post('/description/get', '{"encryptedData":'), 400, 'BAD_JSON');
  });

  it('answers 400 VALIDATION_FAILED naming the field', async () => {
    const missing = expectError(
      await server.call('/description/get', {}),
      400,
      'VALIDATION_FAILED',
    );
    expect(missing.message).toContain('uuid');
    expect(missing.messageEn).toContain('uuid');
    expect(missing.details).toEqual({ field: 'uuid' });

    const badOption = expectError(
      await server.call('/description/analysis', {
        uuid: 'x',
        variables: ['a'],
        dispersion: ['std', 'nonsense'],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(badOption.details).toEqual({ field: 'dispersion.1' });

    const badLevel = expectError(
      await server.call('/description/analysis', {
        uuid: 'x',
        variables: ['a'],
        confidenceInterval: 120,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(badLevel.message).toContain('confidenceInterval');

    const noVariables = expectError(
      await server.call('/description/analysis', { uuid: 'x', variables: [] }),
      400,
    );
    expect(noVariables.details).toEqual({ field: 'variables' });
  });

  it('answers 404 NOT_FOUND for an unknown path', async () => {
    expectError(await server.call('/nope/nothing', {}), 404, 'NOT_FOUND');
  });

  it('answers a JSON body over the JSON limit with 413 BODY_TOO_LARGE', async () => {
    const huge = JSON.stringify({ encryptedData: 'A'.repeat(server.config.jsonLimitBytes + 1) });
    const reply = await server.post('/description/get', huge);
    expectError(reply, 413, 'BODY_TOO_LARGE');
    // The unread rest closes that connection; the client's next calls are not lost with it.
    expect(reply.headers.get('connection')).toBe('close');
    for (let i = 0; i < 3; i++)
      expect((await server.call('/dataset/uploadedData', {})).status).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const reply = await server.call('/dataset/uploadedData', {});
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs one structured line per request without bodies, identities or keys', async () => {
    await server.call('/description/get', { uuid: 'secret-looking-uuid' });
    const lines = server.logger.records.map((record) => JSON.stringify(record));
    expect(lines.length).toBeGreaterThan(5);
    const last = server.logger.records.at(-1);
    expect(last).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      path: '/description/get',
      status: 404,
    });
    expect(last?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    for (const line of lines) {
      expect(line).not.toContain(TEST_KEY);
      expect(line).not.toContain(GUEST_A);
      expect(line).not.toContain('secret-looking-uuid');
      expect(line).not.toContain('encryptedData');
    }
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic message and log the cause with the request id', async () => {
    const server = await startTestServer();
    try {
      // A broken database is the kind of failure a visitor can meet but cannot fix.
      await server.db.schema.dropTable('analyses').execute();
      // Dataset versions refer to their dataset: PostgreSQL drops those references with it.
      const drop = server.db.schema.dropTable('datasets');
      await (server.databaseKind === 'postgres' ? drop.cascade() : drop).execute();
      const reply = await server.call('/dataset/uploadedData', {});
      const body = expectError(reply, 500, 'INTERNAL_ERROR');
      expect(body.messageEn).not.toMatch(/datasets|sqlite|postgres|relation|table/i);
      const requestId = reply.headers.get('x-request-id');
      const logged = server.logger.records.find((record) => record.level === 'error');
      expect(logged).toMatchObject({
        msg: 'unexpected error',
        requestId,
        path: '/dataset/uploadedData',
      });
      // SQLite: "no such table: datasets"; PostgreSQL: 'relation "datasets" does not exist'.
      expect(String(logged?.detail)).toMatch(/no such table|relation "datasets" does not exist/);
    } finally {
      await server.close();
    }
  });
});

describe('CORS', () => {
  it('allows only the origins in CORS_ORIGINS', async () => {
    const server = await startTestServer({ corsOrigins: ['https://tonggye.example'] });
    try {
      const preflight = (origin: string) =>
        fetch(server.url + '/dataset/uploadedData', {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'auth,content-type',
          },
        });
      const allowed = await preflight('https://tonggye.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://tonggye.example');
      expect(allowed.headers.get('access-control-allow-headers')).toMatch(/auth/);
      const denied = await preflight('https://evil.example');
      expect(denied.headers.get('access-control-allow-origin')).toBeNull();

      const reply = await fetch(server.url + '/dataset/uploadedData', {
        method: 'POST',
        headers: {
          origin: 'https://tonggye.example',
          'content-type': 'application/json',
          ...identityHeaders(GUEST_A),
        },
        body: JSON.stringify({ encryptedData: sealEnvelope({}, TEST_KEY) }),
      });
      expect(reply.headers.get('access-control-allow-origin')).toBe('https://tonggye.example');
      expectNoStackTrace(await reply.text());
    } finally {
      await server.close();
    }
  });
});
