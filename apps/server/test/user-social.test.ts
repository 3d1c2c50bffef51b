import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSocialConfig, type AppConfig } from '../src/config';
import type { SocialProvider } from '../src/db/schema';
import {
  checkToken,
  formPost,
  login,
  manualClock,
  newMember,
  plainPost,
  signUpPayload,
  uniqueEmail,
} from './accounts-helpers';
import {
  expectError,
  GUEST_A,
  GUEST_B,
  identityHeaders,
  startTestServer,
  type TestServer,
} from './helpers';
import { startProviderDouble, type ProviderDouble, type ProviderUser } from './social-doubles';

const SITE = 'http://site.test';
const PROVIDERS: SocialProvider[] = ['kakao', 'naver', 'google'];

const doubles = {} as Record<SocialProvider, ProviderDouble>;
beforeAll(async () => {
  for (const provider of PROVIDERS) doubles[provider] = await startProviderDouble(provider);
});
afterAll(async () => {
  await Promise.all(PROVIDERS.map((provider) => doubles[provider]?.close()));
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server whose providers are the doubles (only `providers`, when given). */
async function start(
  overrides: Partial<AppConfig> = {},
  providers: SocialProvider[] = PROVIDERS,
  extraEnv: Record<string, string> = {},
): Promise<TestServer> {
  const env: Record<string, string> = { SOCIAL_REDIRECT_BASE: SITE, ...extraEnv };
  for (const provider of providers) Object.assign(env, doubles[provider].env());
  server = await startTestServer({ social: loadSocialConfig(env), ...overrides });
  return server;
}

let counter = 0;
function person(provider: SocialProvider, overrides: Partial<ProviderUser> = {}): ProviderUser {
  counter += 1;
  // Kakao's user ids are numbers.
  const id = provider === 'kakao' ? String(3_000_000_000 + counter) : `${provider}-${counter}-id`;
  return { id, email: uniqueEmail(provider), name: '김소셜', ...overrides };
}

async function startSignIn(s: TestServer, provider: string, credential: string | null = GUEST_A) {
  const response = await fetch(`${s.url}/user/social/${provider}/start`, {
    headers: identityHeaders(credential),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status,
    headers: response.headers,
    body,
    data: (body.dataRes ?? {}) as Record<string, string>,
  };
}

/** `POST /user/socialLogin`, form-encoded with a `data` field, as the site's easy sign-in sends it. */
function socialLogin(s: TestServer, data: Record<string, unknown>, credential: string | null) {
  return formPost(s, '/user/socialLogin', JSON.stringify({ utm_id: '*', ...data }), credential);
}

/** The whole round: start, the person signs in at the provider, the site posts code and state. */
async function signInWith(
  s: TestServer,
  provider: SocialProvider,
  user: ProviderUser,
  credential: string = GUEST_A,
) {
  const started = await startSignIn(s, provider, credential);
  expect(started.status).toBe(200);
  const { code, state } = doubles[provider].authorize(started.data.url!, user);
  return socialLogin(s, { socialName: provider, code, state }, credential);
}

async function countOf(
  s: TestServer,
  table: 'users' | 'sessions' | 'login_history' | 'social_accounts' | 'social_tickets',
): Promise<number> {
  const row = await s.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function accountRows(s: TestServer) {
  return {
    users: await countOf(s, 'users'),
    sessions: await countOf(s, 'sessions'),
    login_history: await countOf(s, 'login_history'),
    social_accounts: await countOf(s, 'social_accounts'),
    social_tickets: await countOf(s, 'social_tickets'),
  };
}

describe.each(PROVIDERS)('%s sign-in', (provider) => {
  it('starts with an authorization URL carrying state (and PKCE), bound to the caller', async () => {
    const s = await start();
    const started = await startSignIn(s, provider);
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({
      provider,
      redirectUri: `${SITE}/auth/${provider}`,
    });
    const url = new URL(started.data.url!);
    expect(url.searchParams.get('client_id')).toBe(doubles[provider].clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/auth/${provider}`);
    expect(url.searchParams.get('state')).toBe(started.data.state);
    expect(started.data.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.has('code_challenge')).toBe(provider !== 'naver');
    // Only hashes of the state are kept; the verifier is needed as is for the exchange.
    const row = await s.db.selectFrom('oauth_states').selectAll().executeTakeFirstOrThrow();
    expect(row.state_hash).not.toBe(started.data.state);
    expect(row.provider).toBe(provider);
    expect(row.code_verifier === null).toBe(provider === 'naver');
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60 * 1000);
  });

  it('new person: count 0 with snsInfo and a ticket; /user/reg with it; then count 1', async () => {
    const s = await start();
    const user = person(provider);
    const first = await signInWith(s, provider, user);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      count: 0,
      access_token: null,
      id: null,
      name: null,
      snsInfo: { provider, providerId: user.id, email: user.email, name: '김소셜' },
    });
    expect(first.data.signupTicket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await countOf(s, 'users')).toBe(0);

    // The exchange spoke each provider's protocol (the double refuses anything else).
    const tokenCall = doubles[provider].requests.findLast((r) => r.form !== undefined);
    expect(tokenCall?.form?.grant_type).toBe('authorization_code');
    if (provider === 'google') expect(tokenCall?.form?.client_secret).toBeUndefined();
    else expect(tokenCall?.form?.client_secret).toBe(doubles[provider].clientSecret);

    // The site's sign-up form, prefilled from snsInfo, without a password.
    const payload = signUpPayload({
      email: user.email,
      user_name: '김소셜',
      signupTicket: first.data.signupTicket,
    });
    delete payload.password;
    const reg = await plainPost(
      s,
      '/user/reg',
      { encryptedData: sealEnvelope(payload, s.config.envelopeKey) },
      GUEST_A,
    );
    expect(reg.status).toBe(200);
    expect(reg.data).toMatchObject({
      id: user.email,
      name: '김소셜',
      linked: { provider, providerId: user.id },
    });
    expect((await checkToken(s, String(reg.data.token))).status).toBe(200);
    const link = await s.db.selectFrom('social_accounts').selectAll().executeTakeFirstOrThrow();
    expect(link).toMatchObject({
      provider,
      provider_user_id: user.id,
      user_id: reg.data.userUuid,
    });

    // The ticket served once.
    const again = await plainPost(
      s,
      '/user/reg',
      {
        encryptedData: sealEnvelope({ ...payload, email: uniqueEmail() }, s.config.envelopeKey),
      },
      GUEST_A,
    );
    expectError(again, 400, 'SOCIAL_TICKET_INVALID');
    expect(await countOf(s, 'users')).toBe(1);

    // Later, from another browser: signed in at once.
    const later = await signInWith(s, provider, user, GUEST_B);
    expect(later.status).toBe(200);
    expect(later.data).toMatchObject({
      count: 1,
      id: user.email,
      name: '김소셜',
      userUuid: reg.data.userUuid,
      userLevel: 'member',
      snsInfo: { provider, providerId: user.id },
    });
    const token = String(later.data.access_token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(later.data.token).toBe(token);
    const checked = await checkToken(s, token);
    expect(checked.status).toBe(200);
    expect(checked.data.userUuid).toBe(reg.data.userUuid);
    const history = await plainPost(s, '/user/loginHistory', {}, token);
    expect(history.data.totalCount).toBe(2);
    // No password was chosen: the stored one is random, so password sign-in fails.
    expectError(await login(s, String(user.email), 'abc123!'), 401, 'LOGIN_FAILED');
  });

  it('answers -99 for the e-mail of a member not yet linked; the member links after signing in', async () => {
    const s = await start();
    const member = await newMember(s, { user_name: '이메일회원' });
    const user = person(provider, { email: member.email.toUpperCase() });
    const reply = await signInWith(s, provider, user);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      count: -99,
      access_token: null,
      id: member.email,
      name: null,
      snsInfo: { provider, providerId: user.id, email: member.email },
    });
    expect(reply.data.signupTicket).toBeUndefined();
    const linkTicket = String(reply.data.linkTicket);
    expect(await countOf(s, 'social_accounts')).toBe(0);

    // Another member cannot use the ticket; the member can, once signed in.
    const other = await newMember(s);
    expectError(
      await plainPost(s, '/user/socialLink', { linkTicket }, other.token),
      400,
      'SOCIAL_TICKET_INVALID',
    );
    expectError(await plainPost(s, '/user/socialLink', { linkTicket }, null), 401);
    const signedIn = await login(s, member.email, member.password);
    const linked = await plainPost(
      s,
      '/user/socialLink',
      { linkTicket },
      String(signedIn.data.token),
    );
    expect(linked.status).toBe(200);
    expect(linked.data).toMatchObject({
      linked: { provider, providerId: user.id },
      userUuid: member.userUuid,
    });
    expectError(
      await plainPost(s, '/user/socialLink', { linkTicket }, String(signedIn.data.token)),
      400,
      'SOCIAL_TICKET_INVALID',
    );

    const next = await signInWith(s, provider, user);
    expect(next.data).toMatchObject({ count: 1, userUuid: member.userUuid, id: member.email });
  });

  it('refuses a wrong code at the provider clearly, writing no rows', async () => {
    const s = await start();
    const started = await startSignIn(s, provider);
    const { state } = doubles[provider].authorize(started.data.url!, person(provider));
    const before = await accountRows(s);
    const reply = await socialLogin(
      s,
      { socialName: provider, code: 'not-a-code-the-provider-issued', state },
      GUEST_A,
    );
    const body = expectError(reply, 400, 'SOCIAL_CODE_INVALID');
    expect(body.details).toEqual({ provider });
    expect(body.messageEn).toContain(provider);
    expect(await accountRows(s)).toEqual(before);
    expect(before).toMatchObject({ users: 0, sessions: 0, login_history: 0, social_tickets: 0 });
  });

  it('takes an access token of a client that did the exchange itself', async () => {
    const s = await start();
    const user = person(provider);
    const reply = await socialLogin(
      s,
      { socialName: provider, access_token: doubles[provider].issueAccessToken(user) },
      GUEST_A,
    );
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ count: 0, snsInfo: { provider, providerId: user.id } });
    expectError(
      await socialLogin(s, { socialName: provider, access_token: 'forged-token' }, GUEST_A),
      401,
      'SOCIAL_TOKEN_INVALID',
    );
  });
});

describe('state', () => {
  it('is refused when unknown, reused, expired, of another caller or of another provider', async () => {
    const clock = manualClock();
    const s = await start({ now: clock.now });
    const user = person('kakao');
    const before = await accountRows(s);

    const unknown = await socialLogin(
      s,
      { socialName: 'kakao', code: 'x', state: 'never-issued' },
      GUEST_A,
    );
    const body = expectError(unknown, 400, 'SOCIAL_STATE_INVALID');
    expect(body.message).toContain('다시 시도해 주세요');

    // Another browser (guest id) than the one that started it: a link sent to a victim fails.
    let started = await startSignIn(s, 'kakao', GUEST_A);
    let redirect = doubles.kakao.authorize(started.data.url!, user);
    expectError(
      await socialLogin(s, { socialName: 'kakao', ...redirect }, GUEST_B),
      400,
      'SOCIAL_STATE_INVALID',
    );
    expectError(
      await socialLogin(s, { socialName: 'kakao', ...redirect }, null),
      400,
      'SOCIAL_STATE_INVALID',
    );
    // Another provider's name.
    expectError(
      await socialLogin(s, { socialName: 'naver', ...redirect }, GUEST_A),
      400,
      'SOCIAL_STATE_INVALID',
    );
    // The right caller: accepted once, refused the second time.
    expect((await socialLogin(s, { socialName: 'kakao', ...redirect }, GUEST_A)).status).toBe(200);
    expectError(
      await socialLogin(s, { socialName: 'kakao', ...redirect }, GUEST_A),
      400,
      'SOCIAL_STATE_INVALID',
    );

    // Ten minutes to come back.
    started = await startSignIn(s, 'kakao', GUEST_A);
    redirect = doubles.kakao.authorize(started.data.url!, user);
    clock.advance(10 * 60 * 1000);
    expectError(
      await socialLogin(s, { socialName: 'kakao', ...redirect }, GUEST_A),
      400,
      'SOCIAL_STATE_INVALID',
    );
    // Only the one good round wrote anything (its sign-up ticket).
    expect(await accountRows(s)).toEqual({ ...before, social_tickets: 1 });
  });

  it('needs a state with a code, and a code or an access token', async () => {
    const s = await start();
    const noState = expectError(
      await socialLogin(s, { socialName: 'google', code: 'abc' }, GUEST_A),
      400,
      'VALIDATION_FAILED',
    );
    expect(noState.details).toEqual({ field: 'state' });
    const nothing = expectError(
      await socialLogin(s, { socialName: 'google' }, GUEST_A),
      400,
      'VALIDATION_FAILED',
    );
    expect(nothing.details).toEqual({ field: 'code' });
    const provider = expectError(
      await socialLogin(s, { socialName: 'facebook', code: 'a', state: 'b' }, GUEST_A),
      400,
      'VALIDATION_FAILED',
    );
    expect(provider.details).toEqual({ field: 'socialName' });
  });

  it('the start needs a guest id or token to bind the state to', async () => {
    const s = await start();
    expectError(await startSignIn(s, 'kakao', null), 401, 'UNAUTHENTICATED');
    expect((await startSignIn(s, 'KAKAO', GUEST_A)).status).toBe(200);
    const unknown = expectError(await startSignIn(s, 'facebook'), 400, 'VALIDATION_FAILED');
    expect(unknown.details).toEqual({ field: 'provider' });
  });
});

describe('configuration', () => {
  it('answers 503 SOCIAL_NOT_CONFIGURED for a provider without a client id', async () => {
    const s = await start({}, ['kakao']);
    const started = expectError(await startSignIn(s, 'naver'), 503, 'SOCIAL_NOT_CONFIGURED');
    expect(started.details).toEqual({ provider: 'naver' });
    expect(started.message).toContain('naver 로그인은 이 서버에 설정되어 있지 않습니다');
    expectError(
      await socialLogin(s, { socialName: 'google', code: 'a', state: 'b' }, GUEST_A),
      503,
      'SOCIAL_NOT_CONFIGURED',
    );
    expect((await startSignIn(s, 'kakao')).status).toBe(200);
    // With no configuration at all (the default), every provider is off.
    await s.close();
    server = await startTestServer();
    expectError(await startSignIn(server, 'kakao'), 503, 'SOCIAL_NOT_CONFIGURED');
  });

  it('reads client ids, secrets and endpoints from the environment, refusing half a setup', () => {
    const social = loadSocialConfig({
      SOCIAL_REDIRECT_BASE: 'https://tonggye.example/',
      KAKAO_CLIENT_ID: 'kakao-rest-key',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
    });
    expect(social.redirectBase).toBe('https://tonggye.example');
    expect(social.providers.kakao).toMatchObject({
      clientId: 'kakao-rest-key',
      clientSecret: null,
      authUrl: 'https://kauth.kakao.com/oauth/authorize',
      tokenUrl: 'https://kauth.kakao.com/oauth/token',
      profileUrl: 'https://kapi.kakao.com/v2/user/me',
      tokenInfoUrl: null,
    });
    expect(social.providers.google).toMatchObject({
      tokenUrl: 'https://oauth2.googleapis.com/token',
      profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(social.providers.naver).toBeUndefined();
    expect(loadSocialConfig({}).providers).toEqual({});
    expect(() => loadSocialConfig({ SOCIAL_REDIRECT_BASE: SITE, NAVER_CLIENT_ID: 'n' })).toThrow(
      /NAVER_CLIENT_SECRET/,
    );
    expect(() => loadSocialConfig({ KAKAO_CLIENT_ID: 'k' })).toThrow(/SOCIAL_REDIRECT_BASE/);
    expect(() =>
      loadSocialConfig({ SOCIAL_REDIRECT_BASE: SITE, KAKAO_CLIENT_ID: 'k', KAKAO_TOKEN_URL: 'x' }),
    ).toThrow(/KAKAO_TOKEN_URL/);
  });

  it('answers 502 SOCIAL_PROVIDER_FAILED when the provider cannot be reached, and logs why', async () => {
    const down = await startProviderDouble('google');
    const env = { SOCIAL_REDIRECT_BASE: SITE, ...down.env() };
    await down.close();
    server = await startTestServer({ social: loadSocialConfig(env) });
    const started = await startSignIn(server, 'google');
    const reply = await socialLogin(
      server,
      { socialName: 'google', code: 'abc', state: started.data.state },
      GUEST_A,
    );
    expectError(reply, 502, 'SOCIAL_PROVIDER_FAILED');
    const logged = server.logger.records.find((r) => r.msg === 'social provider failed');
    expect(logged).toMatchObject({ provider: 'google' });
  });
});

describe('access tokens of other apps', () => {
  it('refuses a Google token issued to another client id (tokeninfo aud)', async () => {
    const s = await start();
    const token = doubles.google.issueAccessToken(person('google'), 'someone-elses-app');
    expectError(
      await socialLogin(s, { socialName: 'google', access_token: token }, GUEST_A),
      401,
      'SOCIAL_TOKEN_INVALID',
    );
  });

  it('refuses a Kakao token of another app when KAKAO_APP_ID is set', async () => {
    const s = await start({}, ['kakao'], { KAKAO_APP_ID: doubles.kakao.appId });
    const user = person('kakao');
    const foreign = doubles.kakao.issueAccessToken(user, '999');
    expectError(
      await socialLogin(s, { socialName: 'kakao', access_token: foreign }, GUEST_A),
      401,
      'SOCIAL_TOKEN_INVALID',
    );
    const own = doubles.kakao.issueAccessToken(user);
    expect(
      (await socialLogin(s, { socialName: 'kakao', access_token: own }, GUEST_A)).data.count,
    ).toBe(0);
  });
});

describe('guests and accounts', () => {
  it("moves the guest's datasets to the member on social sign-in", async () => {
    const s = await start();
    const user = person('naver');
    const first = await signInWith(s, 'naver', user, GUEST_A);
    const payload = signUpPayload({ email: user.email, signupTicket: first.data.signupTicket });
    delete payload.password;
    const reg = await plainPost(s, '/user/reg', {
      encryptedData: sealEnvelope(payload, s.config.envelopeKey),
    });
    expect(reg.status).toBe(200);

    const uploaded = await s.upload<{ result: { uuid: string } }>(
      'a,b\n1,2\n3,4\n',
      'guest.csv',
      undefined,
      GUEST_B,
    );
    expect(uploaded.status).toBe(200);
    const reply = await signInWith(s, 'naver', user, GUEST_B);
    expect(reply.data.count).toBe(1);
    const token = String(reply.data.access_token);
    const mine = await s.call<{ result: { uuid: string }[] }>('/dataset/uploadedData', {}, token);
    expect(mine.data.result.map((d) => d.uuid)).toContain(uploaded.data.result.uuid);
    const guest = await s.call<{ result: unknown[] }>('/dataset/uploadedData', {}, GUEST_B);
    expect(guest.data.result).toEqual([]);
  });

  it('sign-up with a ticket may still set a password; without a ticket one is required', async () => {
    const s = await start();
    const user = person('google');
    const first = await signInWith(s, 'google', user);
    const payload = signUpPayload({ email: user.email });
    const noPassword = { ...payload };
    delete noPassword.password;
    expectError(
      await plainPost(s, '/user/reg', {
        encryptedData: sealEnvelope(noPassword, s.config.envelopeKey),
      }),
      400,
      'PASSWORD_RULE',
    );
    const withTicket = { ...payload, signupTicket: first.data.signupTicket };
    const reg = await plainPost(s, '/user/reg', {
      encryptedData: sealEnvelope(withTicket, s.config.envelopeKey),
    });
    expect(reg.status).toBe(200);
    expect((await login(s, String(user.email), String(payload.password))).status).toBe(200);
    expectError(
      await plainPost(s, '/user/reg', {
        encryptedData: sealEnvelope(
          { ...signUpPayload(), signupTicket: 'made-up' },
          s.config.envelopeKey,
        ),
      }),
      400,
      'SOCIAL_TICKET_INVALID',
    );
  });

  it('a deleted account frees its social link', async () => {
    const s = await start();
    const member = await newMember(s);
    const user = person('kakao', { email: member.email });
    const reply = await signInWith(s, 'kakao', user);
    const signedIn = await login(s, member.email, member.password);
    const token = String(signedIn.data.token);
    await plainPost(s, '/user/socialLink', { linkTicket: reply.data.linkTicket }, token);
    expect((await signInWith(s, 'kakao', user)).data.count).toBe(1);
    const deleted = await plainPost(s, '/user/deleteAccount', { password: member.password }, token);
    expect(deleted.status).toBe(200);
    expect(await countOf(s, 'social_accounts')).toBe(0);
    expect((await signInWith(s, 'kakao', user)).data.count).toBe(0);
  });

  it('an unverified provider e-mail is neither matched nor offered', async () => {
    const s = await start();
    const member = await newMember(s);
    const user = person('google', { email: member.email, emailVerified: false });
    const reply = await signInWith(s, 'google', user);
    expect(reply.data).toMatchObject({ count: 0, snsInfo: { email: null } });
  });
});

describe('limits and logs', () => {
  it('rate-limits socialLogin per address like login (ten times LOGIN_RATE_LIMIT)', async () => {
    const s = await start({ loginRateLimit: 1, rateWindowMs: 60_000 });
    for (let i = 0; i < 10; i++)
      expectError(
        await socialLogin(s, { socialName: 'kakao', code: 'c', state: `s${i}` }, GUEST_A),
        400,
        'SOCIAL_STATE_INVALID',
      );
    const blocked = await socialLogin(s, { socialName: 'kakao', code: 'c', state: 's' }, GUEST_A);
    expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('accepts plain JSON too, and never logs codes, tokens or tickets', async () => {
    const s = await start();
    const started = await startSignIn(s, 'kakao');
    const redirect = doubles.kakao.authorize(started.data.url!, person('kakao'));
    const reply = await plainPost(
      s,
      '/user/socialLogin',
      { socialName: 'kakao', ...redirect, utm_id: '*' },
      GUEST_A,
    );
    expect(reply.status).toBe(200);
    const logged = JSON.stringify(s.logger.records);
    expect(logged).not.toContain(redirect.code);
    expect(logged).not.toContain(redirect.state);
    expect(logged).not.toContain(String(reply.data.signupTicket));
  });
});
