import { afterEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  createMemoryStorage,
  register,
  socialLink,
  socialLogin,
  socialLoginStart,
  toSignUpPayload,
} from '../src';
import { startProtocolServer, type Handler } from './protocol-server';

const KEY = 'test-envelope-key';
const servers: { close(): Promise<void> }[] = [];

async function serve(handler: Handler, initial: Record<string, string> = {}) {
  const server = await startProtocolServer(KEY, handler);
  servers.push(server);
  const client = createApiClient({
    baseURL: server.baseURL,
    envelopeKey: KEY,
    storage: createMemoryStorage(initial),
  });
  return { server, client };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const GUEST = { nonMemberSession: 'guest-0000000001' };
const sns = { provider: 'kakao', providerId: '3000000001', email: 'a@b.kr', name: '김소셜' };

describe('socialLoginStart', () => {
  it('GETs the start path with the guest id in the auth headers and reads the URL', async () => {
    const { server, client } = await serve(
      () => ({
        kind: 'json',
        status: 200,
        body: {
          resCode: 200,
          dataRes: {
            provider: 'kakao',
            url: 'https://kauth.kakao.com/oauth/authorize?state=s1',
            state: 's1',
            redirectUri: 'https://site/auth/kakao',
            expiresAt: '2026-01-01T00:10:00.000Z',
          },
        },
      }),
      GUEST,
    );
    const answer = await socialLoginStart(client, 'kakao');
    const [request] = server.received;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/user/social/kakao/start');
    expect(request?.headers.auth).toBe('guest-0000000001');
    expect(answer).toEqual({
      resCode: 200,
      url: 'https://kauth.kakao.com/oauth/authorize?state=s1',
      state: 's1',
      redirectUri: 'https://site/auth/kakao',
      message: null,
      messageEn: null,
    });
  });

  it('returns a refusal (provider not configured) as an answer', async () => {
    const { client } = await serve(() => ({
      kind: 'json',
      status: 503,
      body: {
        resCode: 503,
        code: 'SOCIAL_NOT_CONFIGURED',
        message: 'naver 로그인은 이 서버에 설정되어 있지 않습니다.',
        messageEn: 'Sign-in with naver is not configured on this server.',
      },
    }));
    const answer = await socialLoginStart(client, 'naver');
    expect(answer).toMatchObject({ resCode: 503, url: null });
    expect(answer.messageEn).toMatch(/not configured/);
  });
});

describe('socialLogin', () => {
  it('posts form data {socialName, code, state, utm_id} and reads a signed-in answer', async () => {
    const { server, client } = await serve(
      () => ({
        kind: 'json',
        status: 200,
        body: {
          resCode: 200,
          dataRes: {
            count: 1,
            access_token: 'tok-social',
            token: 'tok-social',
            userLevel: 'member',
            id: 'a@b.kr',
            name: '김소셜',
            nickname: null,
            userUuid: 'u-1',
            userProfile: null,
            snsInfo: sns,
          },
        },
      }),
      GUEST,
    );
    const answer = await socialLogin(client, { socialName: 'kakao', code: 'c1', state: 's1' });
    const [request] = server.received;
    expect(request?.path).toBe('/user/socialLogin');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(JSON.parse(String((request?.payload as { data: string }).data))).toEqual({
      socialName: 'kakao',
      code: 'c1',
      state: 's1',
      utm_id: '*',
    });
    expect(answer).toMatchObject({
      resCode: 200,
      count: 1,
      needSignup: null,
      token: 'tok-social',
      level: 'member',
      user: { id: 'a@b.kr', name: '김소셜', userUuid: 'u-1' },
      snsInfo: sns,
    });
  });

  it.each([
    [0, 2, { signupTicket: 't-signup' }],
    [-99, -99, { linkTicket: 't-link', id: 'a@b.kr' }],
  ] as const)('count %s sets needSignup %s, with no token', async (count, needSignup, extra) => {
    const { server, client } = await serve(() => ({
      kind: 'json',
      status: 200,
      body: {
        resCode: 200,
        dataRes: { count, access_token: null, id: null, name: null, snsInfo: sns, ...extra },
      },
    }));
    const answer = await socialLogin(client, { socialName: 'google', accessToken: 'ya29.x' });
    expect(JSON.parse(String((server.received[0]?.payload as { data: string }).data))).toEqual({
      socialName: 'google',
      access_token: 'ya29.x',
      utm_id: '*',
    });
    expect(answer).toMatchObject({ count, needSignup, token: null, snsInfo: sns });
    expect(answer.signupTicket).toBe('signupTicket' in extra ? extra.signupTicket : null);
    expect(answer.linkTicket).toBe('linkTicket' in extra ? extra.linkTicket : null);
  });

  it('returns a refused state as an answer with the server words', async () => {
    const { client } = await serve(() => ({
      kind: 'json',
      status: 400,
      body: {
        resCode: 400,
        code: 'SOCIAL_STATE_INVALID',
        message: '소셜 로그인 요청이 만료되었습니다.',
        messageEn: 'The social sign-in request has expired.',
      },
    }));
    const answer = await socialLogin(client, { socialName: 'naver', code: 'c', state: 's' });
    expect(answer).toMatchObject({ resCode: 400, count: null, needSignup: null, token: null });
    expect(answer.message).toBe('소셜 로그인 요청이 만료되었습니다.');
  });
});

describe('sign-up with a ticket and linking', () => {
  it('sends signupTicket in the sealed sign-up payload and leaves an empty password out', async () => {
    const request = {
      name: '김소셜',
      email: 'a@b.kr',
      password: '',
      mobile: '01012345678',
      birth: '',
      gender: '',
      level: 'member',
      signupTicket: 't-signup',
      now: new Date('2026-01-01T00:00:00.000Z'),
    };
    expect(toSignUpPayload(request)).not.toHaveProperty('password');
    expect(toSignUpPayload({ ...request, password: 'abc12$' })).toMatchObject({
      password: 'abc12$',
      signupTicket: 't-signup',
    });
    const { server, client } = await serve(() => ({
      kind: 'json',
      status: 200,
      body: { resCode: 200, dataRes: { token: 'tok' } },
    }));
    await register(client, request);
    expect(server.received[0]?.payload).toMatchObject({ signupTicket: 't-signup' });
    // Without a ticket the payload is as before, password included.
    const { signupTicket: _unused, ...plain } = request;
    void _unused;
    expect(toSignUpPayload(plain)).toHaveProperty('password', '');
  });

  it('posts the link ticket with the token', async () => {
    const { server, client } = await serve(
      () => ({ kind: 'json', status: 200, body: { resCode: 200, dataRes: {} } }),
      { token: 'tok-1' },
    );
    expect(await socialLink(client, 't-link')).toEqual({
      resCode: 200,
      message: null,
      messageEn: null,
    });
    expect(server.received[0]?.path).toBe('/user/socialLink');
    expect(server.received[0]?.headers.auth).toBe('tok-1');
    expect(server.received[0]?.payload).toEqual({ linkTicket: 't-link' });
  });
});
