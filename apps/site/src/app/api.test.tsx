// Under the DOM project: the site's modules load the design system's styles (vanilla-extract).
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient, createMemoryStorage, openEnvelope } from '@tonggye/api';
import { createSiteSessionMachine, MEMBER_LEVEL } from './api';
// What the sign-in and sign-up screens load: the machine's check of LOGIN and REGISTER values.
import './accountRuleSchemas';

// Set by Vite's `define` in the build; this module's client reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

const KEY = 'site-test-key';
const profile = {
  userLevel: 'member',
  id: 'hong@example.kr',
  name: '홍길동',
  nickname: null,
  userUuid: 'u-1',
  userProfile: null,
};

interface Seen {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

/** The site's session machine over a client whose server is a table of answers. */
function start(initial: Record<string, string>, answers: Record<string, [number, unknown]>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    seen.push({
      method: request.method,
      path,
      auth: request.headers.get('auth'),
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    const [status, body] = answers[path] ?? [404, { resCode: 404, message: '없음' }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const storage = createMemoryStorage(initial);
  const client = createApiClient({ baseURL: 'http://api.test', envelopeKey: KEY, storage, fetch });
  const actor = createActor(createSiteSessionMachine(client)).start();
  return { actor, storage, seen };
}

describe('the site session over the account API', () => {
  it('checks a stored token and reads the profile', async () => {
    const { actor, seen } = start(
      { token: 'tok' },
      {
        '/user/checktoken': [200, { resCode: 200, dataRes: profile }],
        '/user/userInfo': [200, { resCode: 200, dataRes: { ...profile, nickname: '길동' } }],
      },
    );
    const snapshot = await waitFor(actor, (s) => s.matches({ member: 'active' }));
    expect(snapshot.context.user).toMatchObject({ accessToken: 'tok', nickname: '길동' });
    expect(seen.map((r) => `${r.method} ${r.path} ${r.auth}`)).toEqual([
      'GET /user/checktoken tok',
      'POST /user/userInfo tok',
    ]);
  });

  it('drops a refused token only: level and account stay, a new guest session starts', async () => {
    const { actor, storage } = start(
      { token: 'old', userLevel: 'member', account: 'hong@example.kr' },
      { '/user/checktoken': [401, { resCode: 401, code: 'TOKEN_INVALID', message: '만료' }] },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    const kept = storage.snapshot();
    expect(kept.token).toBeUndefined();
    expect(kept.userLevel).toBe('member');
    expect(kept.account).toBe('hong@example.kr');
    expect(kept.nonMemberSession).toMatch(/^guest-\d{10}$/);
  });

  it('signs in: stores token, level and account, removes the guest session', async () => {
    const { actor, storage, seen } = start(
      { nonMemberSession: 'guest-0000000001' },
      { '/user/login': [200, { resCode: 200, dataRes: { ...profile, token: 'tok-new' } }] },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN', values: { email: 'hong@example.kr', password: 'x' } });
    await waitFor(actor, (s) => s.matches({ member: 'active' }));
    expect(storage.snapshot()).toEqual({
      token: 'tok-new',
      userLevel: 'member',
      account: 'hong@example.kr',
    });
    expect(seen[0]?.body).toEqual({
      email: 'hong@example.kr',
      password: 'x',
      utm_id: '*',
      ip: '',
    });
  });

  it('signs up with the form values and the member level', async () => {
    const { actor, seen } = start(
      { nonMemberSession: 'guest-0000000001' },
      { '/user/reg': [200, { resCode: 200, dataRes: { ...profile, token: 'tok-reg' } }] },
    );
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({
      type: 'REGISTER',
      values: {
        email: 'new@example.kr',
        password: 'abc12$',
        passwordConfirm: 'abc12$',
        name: '새 회원',
        mobile: '01012345678',
        birth: '1990-01-31',
        gender: 'male',
        agreeTerms: true,
        agreePrivacy: true,
      },
    });
    await waitFor(actor, (s) => s.matches({ member: 'active' }));
    const sealed = (seen[0]?.body as { encryptedData: string }).encryptedData;
    expect(openEnvelope(sealed, KEY)).toMatchObject({
      user_name: '새 회원',
      user_level: MEMBER_LEVEL,
      email: 'new@example.kr',
      mobile_number: '01012345678',
      user_birth: '1990-01-31',
      user_gender: 'male',
      is_active: 'true',
    });
  });

  it('logs out: tells the server, removes token, account and level', async () => {
    const { actor, storage, seen } = start(
      { token: 'tok', userLevel: 'member', account: 'hong@example.kr' },
      {
        '/user/checktoken': [200, { resCode: 200, dataRes: profile }],
        '/user/userInfo': [200, { resCode: 200, dataRes: profile }],
        '/user/logout': [200, { resCode: 200, dataRes: {} }],
      },
    );
    await waitFor(actor, (s) => s.matches({ member: 'active' }));
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/user/logout', auth: 'tok' });
    expect(Object.keys(storage.snapshot())).toEqual(['nonMemberSession']);
  });
});
