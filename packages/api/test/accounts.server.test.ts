import { describe, expect, it } from 'vitest';
import {
  checkToken,
  emailExists,
  getUserInfo,
  login,
  logout,
  register,
  type ApiClient,
} from '../src';
import { signUpRequest, testServer } from './server-client';

/**
 * The account calls against the real server, started as its own process (this package
 * cannot import the server: the server imports this package).
 */
const server = testServer({ name: 'api-accounts', envelopeKey: 'account-test-envelope-key' });

/** Signs up and stores the token as the site would, so the next calls carry it. */
async function signedUp(client: ApiClient, request = signUpRequest()) {
  const answer = await register(client, request);
  if (answer.token) client.session.saveLogin(answer.token, answer.level, request.email);
  return { answer, request };
}

describe('account calls against the server', () => {
  it('signs up with a token, level and profile, and the e-mail then exists', async () => {
    const client = server.client({ nonMemberSession: 'guest-0000000001' });
    const { answer, request } = await signedUp(client);
    expect(answer.resCode).toBe(200);
    expect(answer.token).toEqual(expect.any(String));
    expect(answer.level).toBe('member');
    expect(answer.user).toMatchObject({ name: '홍길동', id: request.email });
    expect(answer.user.userUuid).toEqual(expect.any(String));
    expect(await emailExists(client, request.email)).toBe(true);
    expect(await emailExists(client, `nobody${Date.now()}@example.com`)).toBe(false);
  });

  it('refuses a second sign-up with the same e-mail', async () => {
    const client = server.client();
    const { request } = await signedUp(client);
    const again = await register(server.client(), signUpRequest({ email: request.email }));
    expect(again.resCode).toBe(409);
    expect(again.token).toBeNull();
    expect(again.message).toMatch(/이미 가입된 이메일/);
  });

  it('signs in with the right password only', async () => {
    const { request } = await signedUp(server.client());
    const accepted = await login(server.client(), {
      email: request.email,
      password: request.password,
    });
    expect(accepted.resCode).toBe(200);
    expect(accepted.token).toEqual(expect.any(String));
    expect(accepted.user.name).toBe('홍길동');
    const refused = await login(server.client(), { email: request.email, password: 'wrong1$' });
    expect(refused.resCode).toBe(401);
    expect(refused.token).toBeNull();
    expect(refused.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it('checks the token and reads the profile; after logout the token is refused', async () => {
    const client = server.client();
    const { request } = await signedUp(client);
    expect(await checkToken(client)).toEqual({ resCode: 200 });
    const info = await getUserInfo(client);
    expect(info.resCode).toBe(200);
    expect(info.user).toMatchObject({ name: '홍길동', id: request.email });
    expect(await logout(client)).toEqual({ resCode: 200 });
    expect((await checkToken(client)).resCode).toBe(401);
  });

  it('refuses the token check of a guest', async () => {
    const client = server.client({ token: 'null', nonMemberSession: 'guest-0000000002' });
    expect((await checkToken(client)).resCode).toBe(401);
  });
});
