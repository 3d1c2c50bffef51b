import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialProvider } from '../src/db/schema';

/**
 * Local doubles of the social providers: a real HTTP server on 127.0.0.1 per provider that
 * speaks that provider's token and profile protocol as documented, strictly enough that a
 * client getting any of it wrong is refused:
 * - Kakao: token `POST /oauth/token` (form; `client_id` and `client_secret` in the body,
 *   `redirect_uri`, `code`, PKCE `code_verifier`), errors HTTP 400/401 `{error, error_code}`;
 *   profile `GET /v2/user/me`; `GET /v1/user/access_token_info`.
 * - Naver: token `POST /oauth2.0/token` (form; `client_id`, `client_secret`, `code`, `state`),
 *   errors as HTTP 200 `{error, error_description}`; profile `GET /v1/nid/me`
 *   `{resultcode, message, response}`.
 * - Google: token `POST /token` (form; HTTP Basic client authentication, `redirect_uri`, `code`,
 *   PKCE `code_verifier`), errors HTTP 400/401 `{error, error_description}`; OpenID userinfo
 *   `GET /v1/userinfo`; `GET /tokeninfo?access_token=`.
 * Profile endpoints need `Authorization: Bearer <access token>`.
 */

/** A person with an account at the provider. */
export interface ProviderUser {
  id: string;
  email?: string | null;
  name?: string | null;
  /** Kakao `is_email_verified`, Google `email_verified`; true unless said. */
  emailVerified?: boolean;
}

interface IssuedCode {
  user: ProviderUser;
  redirectUri: string;
  challenge: string | null;
  state: string;
  used: boolean;
}

export interface ProviderDouble {
  provider: SocialProvider;
  url: string;
  clientId: string;
  clientSecret: string;
  /** Kakao's numeric app id the double issues tokens for. */
  appId: string;
  /** The environment that points the server at this double. */
  env(): Record<string, string>;
  /**
   * The person signs in at the provider: the authorization URL the server answered is checked
   * like the provider would, and the code and state of the redirect back come out.
   */
  authorize(authorizationUrl: string, user: ProviderUser): { code: string; state: string };
  /** An access token as if the client had done the exchange itself (`audience`: another app). */
  issueAccessToken(user: ProviderUser, audience?: string): string;
  /** Every request the double received (method, path, and the token call's form). */
  requests: { method: string; path: string; form?: Record<string, string> }[];
  close(): Promise<void>;
}

const PATHS = {
  kakao: { authorize: '/oauth/authorize', token: '/oauth/token', profile: '/v2/user/me' },
  naver: { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token', profile: '/v1/nid/me' },
  google: { authorize: '/o/oauth2/v2/auth', token: '/token', profile: '/v1/userinfo' },
} as const;

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function send(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startProviderDouble(provider: SocialProvider): Promise<ProviderDouble> {
  const clientId = `${provider}-client-${randomBytes(4).toString('hex')}`;
  const clientSecret = `${provider}-secret-${randomBytes(8).toString('hex')}`;
  const appId = String(100000 + Math.floor(Math.random() * 800000));
  const paths = PATHS[provider];
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { user: ProviderUser; audience: string }>();
  const requests: ProviderDouble['requests'] = [];
  let url = '';

  function issueToken(user: ProviderUser, audience: string): string {
    const token = `${provider}-at-${randomBytes(24).toString('base64url')}`;
    tokens.set(token, { user, audience });
    return token;
  }

  function bearer(req: IncomingMessage): { user: ProviderUser; audience: string } | undefined {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return match ? tokens.get(match[1]!) : undefined;
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const type = req.headers['content-type'] ?? '';
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    requests[requests.length - 1]!.form = form;
    const refuse = (status: number, error: string, description: string, extra = {}) =>
      // Naver answers every refusal with HTTP 200 and the error in the body.
      send(res, provider === 'naver' ? 200 : status, {
        error,
        error_description: description,
        ...extra,
      });
    if (req.method !== 'POST' || !type.startsWith('application/x-www-form-urlencoded'))
      return refuse(400, 'invalid_request', 'form-encoded POST required');
    if (form.grant_type !== 'authorization_code')
      return refuse(400, 'unsupported_grant_type', 'grant_type');

    // Client authentication as each provider does it.
    if (provider === 'google') {
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      const [id, secret] = basic
        ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')
        : [form.client_id, form.client_secret];
      if (id !== clientId || secret !== clientSecret)
        return refuse(401, 'invalid_client', 'Unauthorized');
    } else if (form.client_id !== clientId || form.client_secret !== clientSecret) {
      return refuse(401, 'invalid_client', 'Bad client credentials', { error_code: 'KOE010' });
    }

    const issued = form.code === undefined ? undefined : codes.get(form.code);
    if (issued === undefined || issued.used)
      return provider === 'naver'
        ? refuse(200, 'invalid_request', 'no valid data in session')
        : refuse(400, 'invalid_grant', `authorization code not found for code=${form.code}`, {
            error_code: 'KOE320',
          });
    if (provider === 'naver') {
      if (form.state !== issued.state) return refuse(200, 'invalid_request', 'invalid state');
    } else if (form.redirect_uri !== issued.redirectUri) {
      return refuse(400, 'invalid_grant', 'redirect_uri mismatch', { error_code: 'KOE303' });
    }
    if (issued.challenge !== null) {
      if (form.code_verifier === undefined || s256(form.code_verifier) !== issued.challenge)
        return refuse(400, 'invalid_grant', 'code_verifier does not match', {
          error_code: 'KOE422',
        });
    }
    issued.used = true;
    const accessToken = issueToken(issued.user, provider === 'kakao' ? appId : clientId);
    const refreshToken = randomBytes(24).toString('base64url');
    switch (provider) {
      case 'kakao':
        return send(res, 200, {
          token_type: 'bearer',
          access_token: accessToken,
          expires_in: 21599,
          refresh_token: refreshToken,
          refresh_token_expires_in: 5183999,
          scope: 'account_email profile_nickname',
        });
      case 'naver':
        // Naver sends expires_in as text.
        return send(res, 200, {
          access_token: accessToken,
          refresh_token: refreshToken,
          token_type: 'bearer',
          expires_in: '3600',
        });
      case 'google':
        return send(res, 200, {
          access_token: accessToken,
          expires_in: 3599,
          scope:
            'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
          token_type: 'Bearer',
        });
    }
  }

  function profile(req: IncomingMessage, res: ServerResponse): void {
    const found = bearer(req);
    if (found === undefined) {
      switch (provider) {
        case 'kakao':
          return send(res, 401, { msg: 'this access token does not exist', code: -401 });
        case 'naver':
          return send(res, 401, {
            resultcode: '024',
            message: 'Authentication failed / 인증에 실패했습니다.',
          });
        case 'google':
          return send(
            res,
            401,
            { error: 'invalid_request', error_description: 'Invalid Credentials' },
            {
              'www-authenticate':
                'Bearer realm="https://accounts.google.com/", error="invalid_token"',
            },
          );
      }
    }
    const { user } = found;
    const verified = user.emailVerified ?? true;
    switch (provider) {
      case 'kakao':
        return send(res, 200, {
          id: Number(user.id),
          connected_at: '2026-01-01T00:00:00Z',
          properties: { nickname: user.name ?? undefined },
          kakao_account: {
            profile_nickname_needs_agreement: false,
            profile: { nickname: user.name ?? undefined, is_default_image: true },
            has_email: user.email != null,
            email_needs_agreement: false,
            ...(user.email != null
              ? { is_email_valid: true, is_email_verified: verified, email: user.email }
              : {}),
          },
        });
      case 'naver':
        return send(res, 200, {
          resultcode: '00',
          message: 'success',
          response: {
            id: user.id,
            nickname: user.name ?? undefined,
            name: user.name ?? undefined,
            ...(user.email != null ? { email: user.email } : {}),
          },
        });
      case 'google':
        return send(res, 200, {
          sub: user.id,
          name: user.name ?? undefined,
          picture: 'https://lh3.googleusercontent.com/a/default-user',
          ...(user.email != null ? { email: user.email, email_verified: verified } : {}),
        });
    }
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://double').pathname;
    requests.push({ method: req.method ?? '', path });
    if (path === paths.token) {
      token(req, res).catch(() => send(res, 500, { error: 'server_error' }));
      return;
    }
    if (req.method === 'GET' && path === paths.profile) return profile(req, res);
    if (provider === 'kakao' && req.method === 'GET' && path === '/v1/user/access_token_info') {
      const found = bearer(req);
      if (found === undefined)
        return send(res, 401, { msg: 'this access token does not exist', code: -401 });
      return send(res, 200, {
        id: Number(found.user.id),
        expires_in: 21000,
        app_id: Number(found.audience),
      });
    }
    if (provider === 'google' && req.method === 'GET' && path === '/tokeninfo') {
      const value = new URL(req.url ?? '/', 'http://double').searchParams.get('access_token');
      const found = value === null ? undefined : tokens.get(value);
      if (found === undefined) return send(res, 400, { error_description: 'Invalid Value' });
      return send(res, 200, {
        azp: found.audience,
        aud: found.audience,
        sub: found.user.id,
        scope: 'openid email profile',
        expires_in: '3500',
        email: found.user.email ?? undefined,
        email_verified: 'true',
        access_type: 'online',
      });
    }
    send(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    provider,
    url,
    clientId,
    clientSecret,
    appId,
    requests,
    env() {
      const prefix = provider.toUpperCase();
      const env: Record<string, string> = {
        [`${prefix}_CLIENT_ID`]: clientId,
        [`${prefix}_CLIENT_SECRET`]: clientSecret,
        [`${prefix}_AUTH_URL`]: url + paths.authorize,
        [`${prefix}_TOKEN_URL`]: url + paths.token,
      };
      if (provider === 'google') {
        env.GOOGLE_USERINFO_URL = url + paths.profile;
        env.GOOGLE_TOKENINFO_URL = url + '/tokeninfo';
      } else {
        env[`${prefix}_API_URL`] = url;
      }
      return env;
    },
    authorize(authorizationUrl, user) {
      const target = new URL(authorizationUrl);
      const params = target.searchParams;
      const fail = (what: string) => {
        throw new Error(`${provider} double refuses the authorization request: ${what}`);
      };
      if (`${target.origin}${target.pathname}` !== url + paths.authorize) fail('endpoint');
      if (params.get('response_type') !== 'code') fail('response_type');
      if (params.get('client_id') !== clientId) fail('client_id');
      const redirectUri = params.get('redirect_uri');
      if (!redirectUri) fail('redirect_uri');
      const state = params.get('state');
      if (!state) fail('state');
      let challenge: string | null = null;
      if (provider !== 'naver') {
        if (params.get('code_challenge_method') !== 'S256') fail('code_challenge_method');
        challenge = params.get('code_challenge');
        if (!challenge) fail('code_challenge');
      }
      if (provider === 'google') {
        const scopes = (params.get('scope') ?? '').split(' ');
        for (const scope of ['openid', 'email', 'profile'])
          if (!scopes.includes(scope)) fail(`scope ${scope}`);
      }
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        user,
        redirectUri: redirectUri!,
        challenge,
        state: state!,
        used: false,
      });
      return { code, state: state! };
    },
    issueAccessToken(user, audience) {
      return issueToken(user, audience ?? (provider === 'kakao' ? appId : clientId));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
