import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ArcticFetchError,
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { SocialConfig, SocialProviderConfig } from '../config';
import type { Database } from '../db/database';
import type { DatabaseSchema, SocialProvider, UserRow } from '../db/schema';
import { ApiError } from '../errors';
import { emailSchema } from './schemas';

/**
 * Social sign-in with Kakao, Naver and Google: the authorization-code flow.
 *
 * Authorization URLs are built with arctic's generic `OAuth2Client` (arctic's `Kakao`, `Naver`
 * and `Google` classes hard-code the providers' endpoints, which the tests replace with local
 * doubles). The code is exchanged
 * - for Google with arctic's `OAuth2Client` (`client_secret_basic`, PKCE), exactly what arctic's
 *   `Google` class does, only with the token endpoint from the configuration;
 * - for Kakao and Naver with `fetch` against their documented protocol, because arctic cannot
 *   speak it with a configurable endpoint: both take `client_id` and `client_secret` in the form
 *   body (arctic's `OAuth2Client` sends HTTP Basic), Kakao takes the PKCE `code_verifier` (arctic
 *   3.7's `Kakao` has no PKCE), Naver wants the `state` again and answers errors with HTTP 200
 *   (arctic would take such an answer for tokens).
 */
export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'google'] as const satisfies SocialProvider[];

/** How long a started sign-in may take before `state` dies. */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** How long a sign-up or link ticket lives (the sign-up form is filled in meanwhile). */
export const TICKET_TTL_MS = 30 * 60 * 1000;

/** Google's scopes; Kakao and Naver ask for the consent items set in their consoles. */
const GOOGLE_SCOPES = ['openid', 'email', 'profile'];

/** What a provider says about its user; `email` only when the provider vouches for it. */
export interface SocialProfile {
  provider: SocialProvider;
  providerId: string;
  email: string | null;
  name: string | null;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The configuration of `provider`, or SOCIAL_NOT_CONFIGURED. */
export function providerConfig(
  social: SocialConfig,
  provider: SocialProvider,
): { config: SocialProviderConfig; redirectUri: string } {
  const config = social.providers[provider];
  if (config === undefined || social.redirectBase === null)
    throw new ApiError('SOCIAL_NOT_CONFIGURED', { provider });
  return { config, redirectUri: `${social.redirectBase}/auth/${provider}` };
}

/** Whether the provider takes PKCE (S256): Kakao and Google do, Naver does not. */
export function usesPkce(provider: SocialProvider): boolean {
  return provider !== 'naver';
}

/**
 * Starts a sign-in: a random `state` (and PKCE verifier) stored server-side, bound to the
 * caller's credential, and the provider's authorization URL.
 */
export async function startSignIn(
  db: Database,
  social: SocialConfig,
  provider: SocialProvider,
  credential: string,
  now: Date,
): Promise<{ url: string; state: string; redirectUri: string; expiresAt: string }> {
  const { config, redirectUri } = providerConfig(social, provider);
  const state = generateState();
  const verifier = usesPkce(provider) ? generateCodeVerifier() : null;
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  const url =
    verifier === null
      ? client.createAuthorizationURL(config.authUrl, state, [])
      : client.createAuthorizationURLWithPKCE(
          config.authUrl,
          state,
          CodeChallengeMethod.S256,
          verifier,
          provider === 'google' ? GOOGLE_SCOPES : [],
        );
  const expiresAt = new Date(now.getTime() + STATE_TTL_MS).toISOString();
  // Dead states are swept here, so the table stays small without a timer.
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: sha256(state),
      provider,
      code_verifier: verifier,
      caller_hash: sha256(credential),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { url: url.toString(), state, redirectUri, expiresAt };
}

/**
 * Uses up a `state`: it must exist for `provider`, be unexpired and unused, and have been
 * started by the same credential. Answers the PKCE verifier; anything else is
 * SOCIAL_STATE_INVALID. A state is burnt by its first use, whatever the provider answers then.
 */
export async function consumeState(
  db: Database,
  provider: SocialProvider,
  state: string,
  credential: string | undefined,
  now: Date,
): Promise<string | null> {
  if (credential === undefined) throw new ApiError('SOCIAL_STATE_INVALID');
  const row = await db
    .updateTable('oauth_states')
    .set({ used_at: now.toISOString() })
    .where('state_hash', '=', sha256(state))
    .where('provider', '=', provider)
    .where('caller_hash', '=', sha256(credential))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('code_verifier')
    .executeTakeFirst();
  if (row === undefined) throw new ApiError('SOCIAL_STATE_INVALID');
  return row.code_verifier;
}

function providerFailed(provider: SocialProvider, cause: unknown): ApiError {
  const error = new ApiError('SOCIAL_PROVIDER_FAILED', { provider });
  error.cause = cause;
  return error;
}

/** Errors of a token endpoint that mean "this code is no good", not "this server is wrong". */
const CODE_ERRORS = new Set(['invalid_grant', 'invalid_request']);

function tokenError(provider: SocialProvider, code: string, description: string): ApiError {
  if (CODE_ERRORS.has(code)) return new ApiError('SOCIAL_CODE_INVALID', { provider });
  // invalid_client, unauthorized_client, …: our configuration is wrong; logged, not shown.
  return providerFailed(provider, `token endpoint error ${code}: ${description}`);
}

async function withTimeout<T>(provider: SocialProvider, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(providerFailed(provider, `no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function readJson(
  provider: SocialProvider,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw providerFailed(provider, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw providerFailed(provider, `HTTP ${response.status}, not JSON`);
  }
}

const tokenAnswer = z.looseObject({
  access_token: z.string().min(1).optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** Kakao and Naver: `client_id` and `client_secret` in the form body, as they document. */
async function postTokenForm(
  provider: 'kakao' | 'naver',
  config: SocialProviderConfig,
  form: URLSearchParams,
  timeoutMs: number,
): Promise<string> {
  const { status, body } = await readJson(
    provider,
    config.tokenUrl,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
        accept: 'application/json',
      },
      body: form,
    },
    timeoutMs,
  );
  const parsed = tokenAnswer.safeParse(body);
  if (!parsed.success) throw providerFailed(provider, `HTTP ${status}, unexpected token answer`);
  const { access_token: accessToken, error, error_description: description = '' } = parsed.data;
  // Naver answers a refused code with HTTP 200 and an `error` field.
  if (error !== undefined) throw tokenError(provider, error, description);
  if (status !== 200 || accessToken === undefined)
    throw providerFailed(provider, `HTTP ${status} from the token endpoint`);
  return accessToken;
}

/** Exchanges the authorization code for the provider's access token. */
export async function exchangeCode(
  provider: SocialProvider,
  config: SocialProviderConfig,
  redirectUri: string,
  code: string,
  state: string,
  verifier: string | null,
  timeoutMs: number,
): Promise<string> {
  if (provider === 'google') {
    const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
    try {
      const tokens = await withTimeout(
        provider,
        timeoutMs,
        client.validateAuthorizationCode(config.tokenUrl, code, verifier),
      );
      return tokens.accessToken();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof OAuth2RequestError)
        throw tokenError(provider, error.code, error.description ?? '');
      if (
        error instanceof ArcticFetchError ||
        error instanceof UnexpectedResponseError ||
        error instanceof UnexpectedErrorResponseBodyError
      )
        throw providerFailed(provider, error.message);
      // accessToken() of an answer without one.
      throw providerFailed(provider, error instanceof Error ? error.message : String(error));
    }
  }
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.clientId,
  });
  if (config.clientSecret !== null) form.set('client_secret', config.clientSecret);
  form.set('code', code);
  if (provider === 'kakao') {
    form.set('redirect_uri', redirectUri);
    if (verifier !== null) form.set('code_verifier', verifier);
  } else {
    form.set('state', state);
  }
  return postTokenForm(provider, config, form, timeoutMs);
}

const optionalText = z.string().nullish();

const kakaoProfile = z.looseObject({
  id: z.union([z.number().int(), z.string().min(1)]),
  kakao_account: z
    .looseObject({
      email: optionalText,
      is_email_valid: z.boolean().nullish(),
      is_email_verified: z.boolean().nullish(),
      name: optionalText,
      profile: z.looseObject({ nickname: optionalText }).nullish(),
    })
    .nullish(),
  properties: z.looseObject({ nickname: optionalText }).nullish(),
});

const naverProfile = z.looseObject({
  resultcode: z.string(),
  message: z.string().optional(),
  response: z
    .looseObject({
      id: z.string().min(1),
      email: optionalText,
      name: optionalText,
      nickname: optionalText,
    })
    .optional(),
});

const googleProfile = z.looseObject({
  sub: z.string().min(1),
  email: optionalText,
  email_verified: z.union([z.boolean(), z.string()]).nullish(),
  name: optionalText,
});

function cleanEmail(email: string | null | undefined): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}

function cleanName(...names: (string | null | undefined)[]): string | null {
  for (const name of names) {
    const trimmed = name?.trim();
    if (trimmed) return trimmed.slice(0, 100);
  }
  return null;
}

/** The provider's profile of the user an access token belongs to. */
export async function fetchProfile(
  provider: SocialProvider,
  config: SocialProviderConfig,
  accessToken: string,
  timeoutMs: number,
): Promise<SocialProfile> {
  const { status, body } = await readJson(
    provider,
    config.profileUrl,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    timeoutMs,
  );
  if (status === 401) throw new ApiError('SOCIAL_TOKEN_INVALID', { provider });
  if (status !== 200) throw providerFailed(provider, `HTTP ${status} from the profile endpoint`);
  switch (provider) {
    case 'kakao': {
      const parsed = kakaoProfile.safeParse(body);
      if (!parsed.success) throw providerFailed(provider, 'unexpected profile');
      const account = parsed.data.kakao_account;
      // Only an address Kakao marks valid and verified is taken as the user's.
      const trusted = account?.is_email_valid === true && account.is_email_verified === true;
      return {
        provider,
        providerId: String(parsed.data.id),
        email: trusted ? cleanEmail(account.email) : null,
        name: cleanName(
          account?.name,
          account?.profile?.nickname,
          parsed.data.properties?.nickname,
        ),
      };
    }
    case 'naver': {
      const parsed = naverProfile.safeParse(body);
      if (!parsed.success || parsed.data.resultcode !== '00' || !parsed.data.response)
        throw providerFailed(provider, `profile resultcode ${String(parsed.data?.resultcode)}`);
      const user = parsed.data.response;
      // Naver hands out the account's confirmed contact address; it has no verified flag.
      return {
        provider,
        providerId: user.id,
        email: cleanEmail(user.email),
        name: cleanName(user.name, user.nickname),
      };
    }
    case 'google': {
      const parsed = googleProfile.safeParse(body);
      if (!parsed.success) throw providerFailed(provider, 'unexpected userinfo');
      const verified = parsed.data.email_verified === true || parsed.data.email_verified === 'true';
      return {
        provider,
        providerId: parsed.data.sub,
        email: verified ? cleanEmail(parsed.data.email) : null,
        name: cleanName(parsed.data.name),
      };
    }
  }
}

const googleTokenInfo = z.looseObject({
  aud: z.string().optional(),
  azp: z.string().optional(),
});
const kakaoTokenInfo = z.looseObject({ app_id: z.union([z.number(), z.string()]) });

/**
 * A client-supplied access token must have been issued to this service, or any other app's
 * token for the same person would sign in here. Google: `tokeninfo`'s `aud`/`azp` is our client
 * id. Kakao: `access_token_info`'s `app_id` is `KAKAO_APP_ID` (checked only when it is set).
 * Naver offers no such check.
 */
export async function checkTokenAudience(
  provider: SocialProvider,
  config: SocialProviderConfig,
  accessToken: string,
  timeoutMs: number,
): Promise<void> {
  if (config.tokenInfoUrl === null) return;
  if (provider === 'google') {
    const url = new URL(config.tokenInfoUrl);
    url.searchParams.set('access_token', accessToken);
    const { status, body } = await readJson(provider, url.toString(), {}, timeoutMs);
    // tokeninfo answers 400 for a token it does not know.
    if (status === 400 || status === 401) throw new ApiError('SOCIAL_TOKEN_INVALID', { provider });
    const parsed = googleTokenInfo.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw providerFailed(provider, `tokeninfo HTTP ${status}`);
    if (parsed.data.aud !== config.clientId && parsed.data.azp !== config.clientId)
      throw new ApiError('SOCIAL_TOKEN_INVALID', { provider });
    return;
  }
  if (provider === 'kakao' && config.appId !== null) {
    const { status, body } = await readJson(
      provider,
      config.tokenInfoUrl,
      { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      timeoutMs,
    );
    if (status === 400 || status === 401) throw new ApiError('SOCIAL_TOKEN_INVALID', { provider });
    const parsed = kakaoTokenInfo.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw providerFailed(provider, `access_token_info HTTP ${status}`);
    if (String(parsed.data.app_id) !== config.appId)
      throw new ApiError('SOCIAL_TOKEN_INVALID', { provider });
  }
}

type Executor = Database | Transaction<DatabaseSchema> | Kysely<DatabaseSchema>;

/** The live, active member a provider account is linked to. */
export function linkedMember(
  db: Executor,
  provider: SocialProvider,
  providerId: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('social_accounts')
    .innerJoin('users', 'users.id', 'social_accounts.user_id')
    .selectAll('users')
    .where('social_accounts.provider', '=', provider)
    .where('social_accounts.provider_user_id', '=', providerId)
    .where('users.deleted_at', 'is', null)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
}

/** Whether the provider account is linked to anyone at all. */
export async function isLinked(
  db: Executor,
  provider: SocialProvider,
  providerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('social_accounts')
    .select('id')
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function linkAccount(
  db: Executor,
  userId: string,
  provider: SocialProvider,
  providerId: string,
  email: string | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('social_accounts')
    .values({
      id: randomUUID(),
      provider,
      provider_user_id: providerId,
      user_id: userId,
      email,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Issues a sign-up ticket (for `/user/reg`) or a link ticket (for `/user/socialLink`, bound to
 * the member `userId`): 32 random bytes, stored as a hash, single use.
 */
export async function issueTicket(
  db: Executor,
  purpose: 'signup' | 'link',
  profile: SocialProfile,
  userId: string | null,
  now: Date,
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS).toISOString();
  await db.deleteFrom('social_tickets').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('social_tickets')
    .values({
      ticket_hash: sha256(ticket),
      purpose,
      provider: profile.provider,
      provider_user_id: profile.providerId,
      email: profile.email,
      name: profile.name,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { ticket, expiresAt };
}

/**
 * Uses up a live ticket of `purpose` (a link ticket only for its own member); answers the
 * provider account it stands for, or throws SOCIAL_TICKET_INVALID. Inside a transaction, a
 * later failure gives the ticket back.
 */
export async function claimTicket(
  db: Executor,
  purpose: 'signup' | 'link',
  ticket: string,
  now: Date,
  userId?: string,
): Promise<{ provider: SocialProvider; providerId: string; email: string | null }> {
  let query = db
    .updateTable('social_tickets')
    .set({ used_at: now.toISOString() })
    .where('ticket_hash', '=', sha256(ticket))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString());
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.returning(['provider', 'provider_user_id', 'email']).executeTakeFirst();
  if (row === undefined) throw new ApiError('SOCIAL_TICKET_INVALID');
  return { provider: row.provider, providerId: row.provider_user_id, email: row.email };
}
