/**
 * Acceptance points of the server core that hold for every route at once, or that no
 * single-call test file covers: body-size limits and `resCode` on every registered route, the
 * rate limits of sign-up, e-mail and verification, `useremail` never being an identity, and
 * account mail in the outbox being logged. Real server over HTTP, on SQLite and PostgreSQL.
 */
import { request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { QNA_ATTACHMENT_AREA } from '../src/content/attachments';
import { countTable, login, newMember, plainPost, signUp, uniqueEmail } from './accounts-helpers';
import { formRequest } from './community-helpers';
import { startServerProcess } from './server-process';
import { createTestDatabase, onPostgres } from './test-database';
import {
  expectError,
  GUEST_A,
  GUEST_B,
  identityHeaders,
  keptNames,
  startTestServer,
  type TestServer,
} from './helpers';

let server: TestServer | undefined;
const dirs: string[] = [];
async function start(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  server = await startTestServer(overrides);
  return server;
}
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sealed = (s: TestServer, payload: unknown) => sealEnvelope(payload, s.config.envelopeKey);
const opened = <T>(s: TestServer, text: string) => openEnvelope<T>(text, s.config.envelopeKey);

/** Every method and path the app registers (middleware entries left out), parameters filled. */
function registeredRoutes(s: TestServer): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of s.app.routes) {
    if (route.method === 'ALL') continue;
    // `:id` (and `:name{pattern}`) become a value no row has; `*` a plain segment.
    const path = route.path.replace(/:\w+(\{[^}]*\})?/g, 'x').replace(/\*/g, 'x');
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path });
  }
  return routes;
}

/**
 * Sends only the headers of a request announcing `declared` body bytes, and answers the
 * status and text of the reply, or `timeout` when none comes within `ms` (a route that waits
 * for the body instead of refusing it).
 */
function announceBody(
  url: string,
  method: string,
  path: string,
  declared: number,
  headers: Record<string, string>,
  ms = 3000,
): Promise<{ status: number | 'timeout'; text: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method,
      path,
      agent: false,
      headers: { ...headers, 'content-length': String(declared) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ status: 'timeout', text: '' });
    }, ms);
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: response.statusCode ?? 0, text });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write('{');
  });
}

describe('every route', () => {
  it('refuses a body over its limit with 413 and a resCode, before reading it', async () => {
    const s = await start({
      uploadLimitBytes: 64 * 1024,
      profileImageLimitBytes: 64 * 1024,
      boardImageLimitBytes: 64 * 1024,
    });
    const routes = registeredRoutes(s).filter((route) => route.method !== 'GET');
    expect(routes.length).toBeGreaterThan(100);
    // Above every limit of the app (the largest are the attachment uploads, tens of MB).
    const declared = 1024 * 1024 * 1024;
    const notRefused: string[] = [];
    for (const { method, path } of routes) {
      const reply = await announceBody(s.url, method, path, declared, {
        'content-type': 'application/json',
        ...identityHeaders(GUEST_A),
      });
      let resCode: unknown;
      try {
        resCode = (JSON.parse(reply.text) as { resCode?: unknown }).resCode;
      } catch {
        resCode = undefined;
      }
      if (reply.status !== 413 || resCode !== 413)
        notRefused.push(`${method} ${path}: ${reply.status} ${reply.text.slice(0, 80)}`);
    }
    expect(notRefused, 'routes without a body-size limit').toEqual([]);
    // Nothing was written by any of them.
    expect(await countTable(s, 'users')).toBe(0);
    expect(await countTable(s, 'datasets')).toBe(0);
  }, 120_000);

  it('answers JSON with a resCode equal to the HTTP status, with and without an identity', async () => {
    const s = await start();
    const missing: string[] = [];
    for (const { method, path } of registeredRoutes(s)) {
      if (path === '/openapi.json') continue;
      for (const identity of [null, GUEST_A]) {
        const response = await fetch(s.url + path, {
          method,
          headers: { 'content-type': 'application/json', ...identityHeaders(identity) },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        const type = response.headers.get('content-type') ?? '';
        const text = await response.text();
        // Files and images answer their own type; every JSON answer is the protocol's.
        if (!type.includes('application/json')) {
          if (response.status !== 200)
            missing.push(`${method} ${path}: ${response.status} without JSON (${type})`);
          continue;
        }
        const body = JSON.parse(text) as { resCode?: unknown };
        if (body.resCode !== response.status)
          missing.push(`${method} ${path}: status ${response.status}, resCode ${body.resCode}`);
      }
    }
    expect(missing, 'answers without a matching resCode').toEqual([]);
  }, 120_000);
});

describe('body-size limits without a Content-Length', () => {
  it('a chunked body streamed past the limit gets 413 on the account calls, writing nothing', async () => {
    const s = await start();
    const member = await newMember(s);
    const before = await countTable(s, 'users');
    const chunk = 'A'.repeat(64 * 1024);
    const chunks = Math.ceil((s.config.jsonLimitBytes * 2) / chunk.length);
    for (const [path, credential] of [
      ['/user/reg', null],
      ['/user/login', null],
      ['/user/changeNickname', member.token],
    ] as const) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(chunk);
          controller.enqueue(new TextEncoder().encode('{"encryptedData":"'));
          for (let i = 0; i < chunks; i++) controller.enqueue(bytes);
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      });
      const response = await fetch(s.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...identityHeaders(credential) },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.headers.get('content-length')).not.toBeNull();
      const reply = { status: response.status, headers: response.headers, body: {}, data: {} };
      reply.body = (await response.json()) as Record<string, unknown>;
      expectError(reply, 413, 'BODY_TOO_LARGE');
    }
    expect(await countTable(s, 'users')).toBe(before);
    const stored = await s.db.selectFrom('users').select('nickname').executeTakeFirstOrThrow();
    expect(stored.nickname).toBeNull();
  });
});

describe('rate limits of sign-up, e-mail and verification', () => {
  it('a burst of sign-ups from one address gets 429 with Retry-After, and stores only the allowed ones', async () => {
    const s = await start({ signupRateLimit: 2, rateWindowMs: 60_000 });
    expect((await signUp(s)).status).toBe(200);
    expect((await signUp(s)).status).toBe(200);
    const blocked = await signUp(s);
    const body = expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.messageEn).toMatch(/Too many attempts/);
    expect(await countTable(s, 'users')).toBe(2);
    expect(await countTable(s, 'sessions')).toBe(2);
  });

  it('a burst of guessed verification codes gets 429, even with the right code after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-core-outbox-'));
    dirs.push(dir);
    const s = await start({ loginRateLimit: 3, mailOutboxDir: dir });
    const email = uniqueEmail('verify');
    expect((await plainPost(s, '/user/emailSend', { email })).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expectError(
        await plainPost(s, '/user/userVerification', { email, code: `00000${i}` }),
        400,
        'CODE_INVALID',
      );
    const blocked = await plainPost(s, '/user/userVerification', { email, code: '000009' });
    expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a burst of password resets and of e-mail look-ups gets 429', async () => {
    const s = await start({ loginRateLimit: 2, signupRateLimit: 2 });
    const member = await newMember(s);
    const reset = () =>
      plainPost(s, '/user/reset-password', {
        email: member.email,
        password: 'fresh12!',
        code: '123456',
      });
    expectError(await reset(), 400, 'CODE_INVALID');
    expectError(await reset(), 400, 'CODE_INVALID');
    expectError(await reset(), 429, 'TOO_MANY_REQUESTS');

    const find = () =>
      plainPost(s, '/user/find-email', {
        confirmData: { user_name: '홍길동', mobile_number: '01012345678' },
      });
    expect((await find()).status).toBe(200);
    expect((await find()).status).toBe(200);
    expectError(await find(), 429, 'TOO_MANY_REQUESTS');

    const exists = () => plainPost(s, '/user/existEmail', { email: member.email });
    expect((await exists()).status).toBe(200);
    expect((await exists()).status).toBe(200);
    expectError(await exists(), 429, 'TOO_MANY_REQUESTS');
    // The member still signs in: these limits are apart from the login limit.
    expect((await login(s, member.email, member.password)).status).toBe(200);
  });
});

describe('identity headers', () => {
  it('useremail is never an identity: the data is always that of auth/authorization', async () => {
    const s = await start();
    const one = await newMember(s);
    const two = await newMember(s);
    const upload = async (credential: string, name: string) => {
      const reply = await s.upload('x\n1\n2\n', name, {}, credential);
      expect(reply.status).toBe(200);
    };
    await upload(one.token, 'one.csv');
    await upload(two.token, 'two.csv');
    await upload(GUEST_B, 'guest.csv');
    const list = (headers: Record<string, string>) =>
      fetch(s.url + '/dataset/uploadedData', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ encryptedData: sealed(s, {}) }),
      });
    const names = async (headers: Record<string, string>) => {
      const response = await list(headers);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { dataRes: { encryptData: string } };
      return opened<{ result: { fileName: string }[] }>(s, body.dataRes.encryptData).result.map(
        (item) => item.fileName,
      );
    };
    // Member two's token with member one's address: member two's data.
    expect(
      await names({ auth: two.token, authorization: two.token, useremail: one.email }),
    ).toEqual(['two.csv']);
    // A guest id with a member's address: the guest's data.
    expect(await names({ ...identityHeaders(GUEST_B), useremail: one.email })).toEqual([
      'guest.csv',
    ]);
    // The address alone is no identity at all.
    const alone = await list({ useremail: one.email });
    expect(alone.status).toBe(401);
    expect(((await alone.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    // Nor on the account calls.
    expectError(
      await plainPost(s, '/user/userInfo', {}, null, { useremail: one.email }),
      401,
      'LOGIN_REQUIRED',
    );
    const info = await plainPost(s, '/user/userInfo', {}, two.token, { useremail: one.email });
    expect(info.data.userUuid).toBe(two.userUuid);
  });
});

describe('account mail without SMTP', () => {
  it('is written to the outbox and logged with the request id, never with the code or address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-core-outbox-'));
    dirs.push(dir);
    const s = await start({ smtpUrl: null, mailOutboxDir: join(dir, 'outbox') });
    const email = uniqueEmail('outbox');
    const sent = await plainPost(s, '/user/emailSend', { email });
    expect(sent.status).toBe(200);
    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const logged = s.logger.records.find((record) => record.msg === 'account mail in the outbox');
    expect(logged).toMatchObject({
      level: 'info',
      requestId: sent.headers.get('x-request-id'),
      purpose: 'verify',
      file: join(dir, 'outbox', files[0]!),
    });
    const lines = JSON.stringify(s.logger.records);
    expect(lines).not.toContain(email);
    const mail = readFileSync(join(dir, 'outbox', files[0]!), 'utf8');
    const code = /code: (\d{6})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(lines).not.toContain(code);
  });
});

describe('SQL metacharacters in credentials', () => {
  it('are only ever compared as text: no login, no match, no error', async () => {
    const s = await start();
    const member = await newMember(s);
    for (const email of [
      `' OR '1'='1' --@example.com`,
      `${member.email}' --`,
      `x@example.com'; DROP TABLE users; --`,
    ]) {
      const reply = await login(s, email, `' OR 1=1 --`);
      expect([400, 401]).toContain(reply.status);
      expect(reply.body.resCode).toBe(reply.status);
      const exists = await plainPost(s, '/user/existEmail', { email });
      if (exists.status === 200) expect(exists.data.exists).toBe(false);
    }
    expectError(await login(s, member.email, `' OR '1'='1`), 401, 'LOGIN_FAILED');
    expect(await countTable(s, 'users')).toBe(1);
    expect((await login(s, member.email, member.password)).status).toBe(200);
  });
});

describe('POST /user/deleteInquiry', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);

  it("removes the member's own question with its attachments; nobody else's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-core-inquiry-'));
    dirs.push(dir);
    const s = await start({ profileImageDir: join(dir, 'profile-images') });
    const stamp = new Date().toISOString();
    await s.db
      .insertInto('qna_categories')
      .values({
        id: 'general',
        name: '일반 문의',
        name_en: 'General',
        sort_order: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const owner = await newMember(s);
    const other = await newMember(s);
    const ask = async (title: string) => {
      const form = new FormData();
      form.append(
        'encryptedData',
        sealed(s, { categoryId: 'general', title, contents: `'; DELETE FROM qna; -- <b>x</b>` }),
      );
      form.append('files', new Blob([PNG]), 'screen.png');
      const reply = await formRequest<{ qna: { id: string } }>(s, '/boards/qna', form, owner.token);
      expect(reply.status).toBe(200);
      return reply.data.qna.id;
    };
    const first = await ask('첫 문의');
    const second = await ask('둘째 문의');
    expect(keptNames(s, QNA_ATTACHMENT_AREA)).toHaveLength(2);
    const qnaRows = async () =>
      (await s.db.selectFrom('qna').select('id').orderBy('title').execute()).map((row) => row.id);

    // Someone else's question is answered as an unknown one, and stays.
    expectError(
      await plainPost(s, '/user/deleteInquiry', { id: first }, other.token),
      404,
      'QNA_NOT_FOUND',
    );
    expectError(await plainPost(s, '/user/deleteInquiry', { id: first }, GUEST_A), 401);
    expectError(await plainPost(s, '/user/deleteInquiry', {}, owner.token), 400);
    expect((await qnaRows()).sort()).toEqual([first, second].sort());

    const deleted = await plainPost(s, '/user/deleteInquiry', { id: first }, owner.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ resCode: 200, dataRes: { id: first, deleted: true } });
    expect(await qnaRows()).toEqual([second]);
    const files = await s.db.selectFrom('qna_attachments').select('qna_id').execute();
    expect(files.map((file) => file.qna_id)).toEqual([second]);
    expect(keptNames(s, QNA_ATTACHMENT_AREA)).toHaveLength(1);
    expectError(
      await plainPost(s, '/user/deleteInquiry', { id: first }, owner.token),
      404,
      'QNA_NOT_FOUND',
    );

    // The sealed form of the body works as well.
    const again = await plainPost(
      s,
      '/user/deleteInquiry',
      { encryptedData: sealed(s, { id: second }) },
      owner.token,
    );
    expect(again.status).toBe(200);
    expect(await qnaRows()).toEqual([]);
    expect(keptNames(s, QNA_ATTACHMENT_AREA)).toHaveLength(0);
  });
});

describe('POST /user/login fields', () => {
  it("takes utm_id as '*', null or left out, and answers the fields the site reads each time", async () => {
    const s = await start();
    const member = await newMember(s);
    const fields = ['token', 'userLevel', 'id', 'name', 'nickname', 'userUuid', 'userProfile'];
    for (const extra of [{ utm_id: '*' }, { utm_id: null }, {}]) {
      const reply = await plainPost(s, '/user/login', {
        email: member.email,
        password: member.password,
        ip: '',
        ...extra,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.resCode).toBe(200);
      expect(Object.keys(reply.data)).toEqual(expect.arrayContaining(fields));
      expect(reply.data).toMatchObject({ id: member.email, userUuid: member.userUuid });
    }
  });
});

describe('account mail of the server process without SMTP_URL', () => {
  it('goes to DATA_DIR/outbox, and the JSON log says so without the code or the address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-core-process-'));
    dirs.push(dir);
    const database = onPostgres ? await createTestDatabase(dir) : undefined;
    const key = 'core-acceptance-envelope-key';
    const running = await startServerProcess({
      DATA_DIR: join(dir, 'data'),
      SITE_DIR: join(dir, 'no-site'),
      ENVELOPE_KEY: key,
      DATABASE_URL: database?.url ?? '',
      SMTP_URL: '',
    });
    try {
      const email = uniqueEmail('process');
      const response = await fetch(`${running.url}/user/emailSend`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { resCode: number }).resCode).toBe(200);
      const outbox = join(dir, 'data', 'outbox');
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      const mail = readFileSync(join(outbox, files[0]!), 'utf8');
      expect(mail).toContain(`To: ${email}`);
      const code = /code: (\d{6})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const requestId = response.headers.get('x-request-id');
      const line = running
        .stdout()
        .split('\n')
        .find((text) => text.includes('"msg":"account mail in the outbox"'));
      expect(line).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({
        level: 'info',
        requestId,
        purpose: 'verify',
        file: join(outbox, files[0]!),
      });
      expect(running.stdout() + running.stderr()).not.toContain(email);
      expect(running.stdout() + running.stderr()).not.toContain(code);
      expect(running.stdout() + running.stderr()).not.toContain(key);
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
      await database?.dispose();
    }
  }, 60_000);
});
