import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  checkToken,
  createApiClient,
  createMemoryStorage,
  createSessionStore,
  emailExists,
  getUserInfo,
  login,
  logout,
  register,
  STORAGE_KEYS,
  type SignUpRequest,
} from '../src';
import { sealEnvelope } from '../src/envelope';
import { startProtocolServer, type Handler } from './protocol-server';

const KEY = 'test-envelope-key';
const servers: { close(): Promise<void> }[] = [];

async function serve(handler: Handler, initial: Record<string, string> = {}) {
  const server = await startProtocolServer(KEY, handler);
  servers.push(server);
  const storage = createMemoryStorage(initial);
  const client = createApiClient({ baseURL: server.baseURL, envelopeKey: KEY, storage });
  return { server, client, storage };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const member = {
  token: 'tok-1',
  userLevel: 'normal',
  id: 42,
  name: '홍길동',
  nickname: '길동',
  userUuid: 'u-42',
  userProfile: 'https://example.test/p.png',
};

describe('login', () => {
  it('posts plain JSON {email, password, utm_id, ip} with utm_id * when none is stored', async () => {
    const { server, client } = await serve(
      () => ({ kind: 'json', status: 200, body: { resCode: 200, dataRes: member } }),
      { nonMemberSession: 'guest-0000000001' },
    );
    const answer = await login(client, { email: ' hong@example.kr ', password: 'secret1!' });
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/user/login');
    expect(request?.enveloped).toBe(false);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.payload).toEqual({
      email: 'hong@example.kr',
      password: 'secret1!',
      utm_id: '*',
      ip: '',
    });
    expect(answer).toEqual({
      resCode: 200,
      token: 'tok-1',
      level: 'normal',
      user: {
        name: '홍길동',
        nickname: '길동',
        id: '42',
        userUuid: 'u-42',
        userProfile: 'https://example.test/p.png',
      },
      message: null,
      messageEn: null,
    });
  });

  it('sends the stored utm_id and the given ip', async () => {
    const { server, client } = await serve(
      () => ({ kind: 'json', status: 200, body: { resCode: 200, dataRes: member } }),
      { utm_id: 'spring-campaign' },
    );
    await login(client, { email: 'a@b.kr', password: 'x', ip: '10.0.0.7' });
    expect(server.received[0]?.payload).toMatchObject({
      utm_id: 'spring-campaign',
      ip: '10.0.0.7',
    });
  });

  it('returns a refusal as an answer (any HTTP status), with the server words', async () => {
    const { client } = await serve(() => ({
      kind: 'json',
      status: 401,
      body: { resCode: 401, message: '비밀번호가 틀렸습니다.', messageEn: 'Wrong password.' },
    }));
    const answer = await login(client, { email: 'a@b.kr', password: 'x' });
    expect(answer.resCode).toBe(401);
    expect(answer.token).toBeNull();
    expect(answer.message).toBe('비밀번호가 틀렸습니다.');
    expect(answer.messageEn).toBe('Wrong password.');
  });

  it('throws an ApiError when the body is not an account answer', async () => {
    const { client } = await serve(() => ({ kind: 'raw', status: 502, body: '<html>bad gateway' }));
    const error = await login(client, { email: 'a@b.kr', password: 'x' }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('register', () => {
  const request: SignUpRequest = {
    name: ' 새 회원 ',
    email: 'new@example.kr',
    password: 'abc12$',
    mobile: '01012345678',
    birth: '1990-05-01',
    gender: 'female',
    level: 'email',
    now: new Date('2026-11-23T02:30:00.000Z'),
  };

  it('seals the sign-up payload in encryptedData', async () => {
    const { server, client } = await serve(() => ({
      kind: 'json',
      status: 200,
      body: { resCode: 200, dataRes: { ...member, token: 'tok-new' } },
    }));
    const answer = await register(client, request);
    const [received] = server.received;
    expect(received?.path).toBe('/user/reg');
    expect(received?.enveloped).toBe(true);
    expect(received?.payload).toEqual({
      user_name: '새 회원',
      user_level: 'email',
      email: 'new@example.kr',
      password: 'abc12$',
      mobile_number: '01012345678',
      ip: '',
      user_birth: '1990-05-01',
      user_gender: 'female',
      is_active: 'true',
      signed_up: '2026-11-23T02:30:00.000Z',
      signed_in: '2026-11-23T02:30:00.000Z',
    });
    expect(answer.token).toBe('tok-new');
  });

  it('reads an answer whose dataRes is sealed in encryptData', async () => {
    const { client } = await serve(() => ({ kind: 'sealed', body: { ...member, token: 'tok-s' } }));
    const answer = await register(client, request);
    expect(answer).toMatchObject({ resCode: 200, token: 'tok-s', level: 'normal' });
    expect(answer.user.userUuid).toBe('u-42');
  });

  it('returns a refusal without a token', async () => {
    const { client } = await serve(() => ({
      kind: 'json',
      status: 409,
      body: { resCode: 409, message: '이미 가입된 이메일입니다.' },
    }));
    const answer = await register(client, request);
    expect(answer).toMatchObject({
      resCode: 409,
      token: null,
      message: '이미 가입된 이메일입니다.',
    });
  });
});

describe('token check, profile, logout, existing e-mail', () => {
  it('checks the token with GET and the token in the auth headers', async () => {
    const { server, client } = await serve(
      () => ({ kind: 'json', status: 200, body: { resCode: 200 } }),
      {
        token: 'tok-1',
      },
    );
    expect(await checkToken(client)).toEqual({ resCode: 200 });
    const [request] = server.received;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/user/checktoken');
    expect(request?.headers.authorization).toBe('tok-1');
    expect(request?.headers.auth).toBe('tok-1');
    expect(request?.payload).toBeNull();
  });

  it('returns a refused token check as its code', async () => {
    const { client } = await serve(() => ({ kind: 'json', status: 401, body: { resCode: 401 } }), {
      token: 'old',
    });
    expect(await checkToken(client)).toEqual({ resCode: 401 });
  });

  it('reads the profile from /user/userInfo', async () => {
    const { server, client } = await serve(
      () => ({ kind: 'json', status: 200, body: { resCode: 200, dataRes: member } }),
      { token: 'tok-1' },
    );
    const info = await getUserInfo(client);
    expect(server.received[0]?.path).toBe('/user/userInfo');
    expect(info).toEqual({
      resCode: 200,
      level: 'normal',
      user: {
        name: '홍길동',
        nickname: '길동',
        id: '42',
        userUuid: 'u-42',
        userProfile: 'https://example.test/p.png',
      },
    });
  });

  it('logs out with the token in the auth headers', async () => {
    const { server, client } = await serve(
      () => ({ kind: 'json', status: 200, body: { resCode: 200 } }),
      {
        token: 'tok-1',
      },
    );
    expect(await logout(client)).toEqual({ resCode: 200 });
    expect(server.received[0]?.path).toBe('/user/logout');
    expect(server.received[0]?.headers.auth).toBe('tok-1');
  });

  it.each([true, false])('says whether the e-mail exists (%s)', async (exists) => {
    const { server, client } = await serve(() => ({
      kind: 'json',
      status: 200,
      body: { resCode: 200, dataRes: { exists } },
    }));
    expect(await emailExists(client, 'a@b.kr')).toBe(exists);
    expect(server.received[0]?.payload).toEqual({ email: 'a@b.kr' });
  });

  it('refuses an existEmail answer that does not say', async () => {
    const { client } = await serve(() => ({ kind: 'json', status: 200, body: { resCode: 200 } }));
    await expect(emailExists(client, 'a@b.kr')).rejects.toBeInstanceOf(ApiError);
  });

  it('opens sealed answers with the client key only', async () => {
    const client = createApiClient({ baseURL: 'http://x', envelopeKey: KEY });
    await expect(client.open(sealEnvelope({ a: 1 }, KEY))).resolves.toEqual({ a: 1 });
    await expect(client.open(sealEnvelope({ a: 1 }, 'other'))).rejects.toThrow();
    // And seals what it opens.
    await expect(client.open(await client.seal({ b: 2 }))).resolves.toEqual({ b: 2 });
  });
});

describe('session storage for accounts', () => {
  it('keeps the account with a login; logout removes token, account and level', () => {
    const storage = createMemoryStorage({ nonMemberSession: 'guest-0000000001' });
    const session = createSessionStore(storage);
    session.saveLogin('tok', 'normal', 'hong@example.kr');
    expect(storage.snapshot()).toEqual({
      [STORAGE_KEYS.token]: 'tok',
      [STORAGE_KEYS.level]: 'normal',
      [STORAGE_KEYS.account]: 'hong@example.kr',
    });
    expect(session.getAccount()).toBe('hong@example.kr');
    const guest = session.clearMember(1_700_000_000_555);
    expect(storage.snapshot()).toEqual({ [STORAGE_KEYS.guestId]: guest });
  });

  it('a failed login or token check removes only the token', () => {
    const storage = createMemoryStorage({ token: 'tok', userLevel: 'normal', account: 'a@b.kr' });
    const session = createSessionStore(storage);
    const guest = session.clearMember(1_700_000_000_555, { removeAccount: false });
    expect(guest).toBe('guest-0000000555');
    expect(storage.snapshot()).toEqual({
      [STORAGE_KEYS.level]: 'normal',
      [STORAGE_KEYS.account]: 'a@b.kr',
      [STORAGE_KEYS.guestId]: guest,
    });
  });

  it('reads utm_id, counting the text "null" as none', () => {
    expect(createSessionStore(createMemoryStorage({ utm_id: 'null' })).getUtmId()).toBeNull();
    expect(createSessionStore(createMemoryStorage({ utm_id: 'x' })).getUtmId()).toBe('x');
  });
});
