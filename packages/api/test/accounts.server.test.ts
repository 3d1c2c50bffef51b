import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerProcess,
  type TestServerProcess,
} from '../../../apps/server/test/server-process';
import {
  checkToken,
  createApiClient,
  createMemoryStorage,
  emailExists,
  getUserInfo,
  login,
  logout,
  register,
  type ApiClient,
  type SignUpRequest,
} from '../src';

/**
 * The account calls against the real server, started as its own process (this package
 * cannot import the server: the server imports this package).
 */
const KEY = 'account-test-envelope-key';
let server: TestServerProcess | undefined;
let baseURL = '';

beforeAll(async () => {
  server = await startTestServerProcess({ name: 'api-accounts', env: { ENVELOPE_KEY: KEY } });
  baseURL = server.url;
}, 30_000);

afterAll(() => server?.stop());

function newClient(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  return createApiClient({ baseURL, envelopeKey: KEY, storage });
}

let counter = 0;
function signUp(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  counter += 1;
  return {
    name: '홍길동',
    email: `member${Date.now()}${counter}@example.com`,
    password: 'abc12$',
    mobile: '01012345678',
    birth: '1990-01-31',
    gender: 'female',
    level: 'member',
    ...overrides,
  };
}

/** Signs up and stores the token as the site would, so the next calls carry it. */
async function signedUp(client: ApiClient, request = signUp()) {
  const answer = await register(client, request);
  if (answer.token) client.session.saveLogin(answer.token, answer.level, request.email);
  return { answer, request };
}

describe('account calls against the server', () => {
  it('signs up with a token, level and profile, and the e-mail then exists', async () => {
    const client = newClient({ nonMemberSession: 'guest-0000000001' });
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
    const client = newClient();
    const { request } = await signedUp(client);
    const again = await register(newClient(), signUp({ email: request.email }));
    expect(again.resCode).toBe(409);
    expect(again.token).toBeNull();
    expect(again.message).toMatch(/이미 가입된 이메일/);
  });

  it('signs in with the right password only', async () => {
    const { request } = await signedUp(newClient());
    const accepted = await login(newClient(), { email: request.email, password: request.password });
    expect(accepted.resCode).toBe(200);
    expect(accepted.token).toEqual(expect.any(String));
    expect(accepted.user.name).toBe('홍길동');
    const refused = await login(newClient(), { email: request.email, password: 'wrong1$' });
    expect(refused.resCode).toBe(401);
    expect(refused.token).toBeNull();
    expect(refused.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it('checks the token and reads the profile; after logout the token is refused', async () => {
    const client = newClient();
    const { request } = await signedUp(client);
    expect(await checkToken(client)).toEqual({ resCode: 200 });
    const info = await getUserInfo(client);
    expect(info.resCode).toBe(200);
    expect(info.user).toMatchObject({ name: '홍길동', id: request.email });
    expect(await logout(client)).toEqual({ resCode: 200 });
    expect((await checkToken(client)).resCode).toBe(401);
  });

  it('refuses the token check of a guest', async () => {
    const client = newClient({ token: 'null', nonMemberSession: 'guest-0000000002' });
    expect((await checkToken(client)).resCode).toBe(401);
  });
});
