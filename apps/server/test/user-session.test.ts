import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import {
  checkToken,
  countTable,
  login,
  manualClock,
  newMember,
  plainPost,
} from './accounts-helpers';
import { expectError, expectNoStackTrace, startTestServer, type TestServer } from './helpers';

let server: TestServer | undefined;
async function start(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  server = await startTestServer(overrides);
  return server;
}
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('POST /user/login', () => {
  it('answers resCode 200 with the token and the fields the site reads', async () => {
    const s = await start();
    const member = await newMember(s, { user_name: 'Kim Minsu' });
    const reply = await login(s, member.email.toUpperCase(), member.password);
    expect(reply.status).toBe(200);
    expect(reply.body.resCode).toBe(200);
    expect(Object.keys(reply.data)).toEqual(
      expect.arrayContaining([
        'token',
        'userLevel',
        'id',
        'name',
        'nickname',
        'userUuid',
        'userProfile',
      ]),
    );
    expect(reply.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.data.token).not.toBe(member.token);
    expect(reply.data).toMatchObject({
      userLevel: 'member',
      id: member.email,
      name: 'Kim Minsu',
      userUuid: member.userUuid,
      userProfile: null,
    });
    expect((await checkToken(s, String(reply.data.token))).status).toBe(200);
  });

  it('answers the same LOGIN_FAILED for a wrong password and an unknown e-mail', async () => {
    const s = await start();
    const member = await newMember(s);
    const wrong = expectError(await login(s, member.email, 'wrong123!'), 401, 'LOGIN_FAILED');
    const unknown = expectError(
      await login(s, `nobody${member.email}`, member.password),
      401,
      'LOGIN_FAILED',
    );
    expect(unknown).toEqual(wrong);
    expect(wrong.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it('answers 429 with Retry-After and a bilingual message after a burst of wrong passwords', async () => {
    const s = await start({ loginRateLimit: 3, rateWindowMs: 60_000 });
    const member = await newMember(s);
    for (let i = 0; i < 3; i++)
      expectError(await login(s, member.email, `wrong${i}!x`), 401, 'LOGIN_FAILED');
    const blocked = await login(s, member.email, member.password);
    const body = expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.message).toContain(`${retryAfter}초 후에 다시 시도해 주세요`);
    expect(body.messageEn).toMatch(/Too many attempts/);
    // Another e-mail from the same address is counted apart.
    const other = await newMember(s);
    expect((await login(s, other.email, other.password)).status).toBe(200);
  });

  it('limits many e-mails tried from one address to ten times the per-e-mail limit', async () => {
    const s = await start({ loginRateLimit: 1 });
    for (let i = 0; i < 10; i++)
      expectError(await login(s, `nobody${i}@example.com`, 'wrong1!x'), 401, 'LOGIN_FAILED');
    expectError(await login(s, 'nobody10@example.com', 'wrong1!x'), 429, 'TOO_MANY_REQUESTS');
  });

  it('lets the member in again once the window has passed', async () => {
    const clock = manualClock();
    const s = await start({ loginRateLimit: 2, rateWindowMs: 60_000, now: clock.now });
    const member = await newMember(s);
    await login(s, member.email, 'bad1!bad');
    await login(s, member.email, 'bad2!bad');
    expectError(await login(s, member.email, member.password), 429, 'TOO_MANY_REQUESTS');
    clock.advance(61_000);
    expect((await login(s, member.email, member.password)).status).toBe(200);
  });

  it('records login history rows and lists them newest first, paged', async () => {
    const clock = manualClock();
    const s = await start({ now: clock.now });
    const member = await newMember(s);
    clock.advance(1000);
    await login(s, member.email, 'wrong1!x');
    clock.advance(1000);
    const last = await plainPost(
      s,
      '/user/login',
      { email: member.email, password: member.password, utm_id: '*', ip: '' },
      null,
      { 'user-agent': 'TestAgent/1.0 <script>' },
    );
    const token = String(last.data.token);
    const page1 = await plainPost(s, '/user/loginHistory', { page: 1, size: 2 }, token);
    expect(page1.status).toBe(200);
    expect(page1.data).toMatchObject({ totalCount: 3, totalPage: 2, currentPage: 1, pageSize: 2 });
    const items = page1.data.items as {
      time: string;
      ip: string;
      userAgent: string;
      success: boolean;
    }[];
    expect(items.map((item) => item.success)).toEqual([true, false]);
    expect(items[0]).toMatchObject({
      time: '2026-01-01T00:00:02.000Z',
      userAgent: 'TestAgent/1.0 <script>',
    });
    expect(items[0]?.ip).toMatch(/127\.0\.0\.1/);
    const page2 = await plainPost(s, '/user/loginHistory', { page: 2, size: 2 }, token);
    expect((page2.data.items as unknown[]).length).toBe(1);
    expectError(await plainPost(s, '/user/loginHistory', {}, null), 401, 'LOGIN_REQUIRED');
  });

  it('never logs the password or the token', async () => {
    const s = await start();
    const member = await newMember(s);
    const reply = await login(s, member.email, member.password);
    await login(s, member.email, 'wrong123!');
    const logged = JSON.stringify(s.logger.records);
    expect(s.logger.records.length).toBeGreaterThan(0);
    expect(logged).not.toContain(member.password);
    expect(logged).not.toContain(String(reply.data.token));
    expect(logged).not.toContain(member.token);
  });
});

describe('GET /user/checktoken and POST /user/logout', () => {
  it('answers 200 for a live token, TOKEN_INVALID for unknown, expired and revoked ones', async () => {
    const clock = manualClock();
    const s = await start({ now: clock.now, tokenTtlMs: 60 * 60 * 1000 });
    const member = await newMember(s);

    const live = await checkToken(s, member.token);
    expect(live.status).toBe(200);
    expect(live.body.resCode).toBe(200);
    expect(live.data.userUuid).toBe(member.userUuid);

    const unknown = await checkToken(s, 'A'.repeat(43));
    expectError(unknown, 401, 'TOKEN_INVALID');
    expectError(await checkToken(s, null), 401, 'TOKEN_INVALID');
    expectError(await checkToken(s, 'guest-1700000001'), 401, 'TOKEN_INVALID');

    clock.advance(60 * 60 * 1000 - 1);
    expect((await checkToken(s, member.token)).status).toBe(200);
    clock.advance(1);
    expectError(await checkToken(s, member.token), 401, 'TOKEN_INVALID');
  });

  it('logout revokes the token, and only that one', async () => {
    const s = await start();
    const member = await newMember(s);
    const second = String((await login(s, member.email, member.password)).data.token);
    const out = await plainPost(s, '/user/logout', {}, member.token);
    expect(out.status).toBe(200);
    expect(out.body.resCode).toBe(200);
    expectError(await checkToken(s, member.token), 401, 'TOKEN_INVALID');
    expect((await checkToken(s, second)).status).toBe(200);
    // A revoked token is not a guest: a data call with it is answered with the token error.
    expectError(await s.call('/dataset/uploadedData', {}, member.token), 401, 'TOKEN_INVALID');
    // Logging out again is harmless.
    expect((await plainPost(s, '/user/logout', {}, member.token)).status).toBe(200);
    const revoked = await s.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('revoked_at', 'is not', null)
      .execute();
    expect(revoked).toHaveLength(1);
    expect(await countTable(s, 'sessions')).toBe(2);
  });

  it('answers errors without a stack trace', async () => {
    const s = await start();
    const reply = await checkToken(s, 'B'.repeat(43));
    expectNoStackTrace(JSON.stringify(reply.body));
  });
});
