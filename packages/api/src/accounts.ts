import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from './client';
import { clientError } from './errors';
import { accountResponseSchema, type AccountResponse } from './plain';
import type { SocialProvider } from './social-providers';

/** Account paths. */
export const ACCOUNT_PATHS = {
  login: '/user/login',
  register: '/user/reg',
  existEmail: '/user/existEmail',
  checkToken: '/user/checktoken',
  logout: '/user/logout',
  userInfo: '/user/userInfo',
  socialLogin: '/user/socialLogin',
  socialLink: '/user/socialLink',
} as const;

/** `utm_id` sent at login when none is stored. */
export const NO_UTM_ID = '*';

const text = z.nullish(z.string());
/** Ids and levels arrive as text or numbers depending on the column; the site keeps text. */
const textOrNumber = z.nullish(z.union([z.string(), z.number()]));

/** `dataRes` of a login or sign-up answer (the signed-in person and the token). */
export const accountDataSchema = z.looseObject({
  token: text,
  userLevel: textOrNumber,
  id: textOrNumber,
  name: text,
  nickname: text,
  userUuid: text,
  userProfile: text,
});

/** A plain account answer: its own `resCode`, an optional `dataRes` and messages. */
export { accountResponseSchema, type AccountResponse };

export interface AccountProfile {
  name: string | null;
  nickname: string | null;
  id: string | null;
  userUuid: string | null;
  userProfile: string | null;
}

/**
 * What a login or sign-up answered. Success is `resCode` 200 with a token; the session
 * machine decides, so failures come back as answers, not as thrown errors.
 */
export interface AccountAnswer {
  resCode: number;
  token: string | null;
  level: string | null;
  user: AccountProfile;
  /** The server's own words on a failure, Korean and English, when it sent them. */
  message: string | null;
  messageEn: string | null;
}

const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** `dataRes` as sent, or opened when the server sealed it in `dataRes.encryptData`. */
async function readData(
  client: ApiClient,
  dataRes: unknown,
): Promise<z.infer<typeof accountDataSchema>> {
  let data = dataRes;
  const sealed = z
    .looseObject({ encryptData: z.string().check(z.minLength(1)) })
    .safeParse(dataRes);
  if (sealed.success) {
    try {
      data = await client.open(sealed.data.encryptData);
    } catch (error) {
      throw clientError('INVALID_RESPONSE', error);
    }
  }
  const parsed = accountDataSchema.safeParse(data ?? {});
  // A failure answer may carry anything (or nothing) in dataRes: read no fields from it then.
  return parsed.success ? parsed.data : {};
}

async function toAnswer(client: ApiClient, body: AccountResponse): Promise<AccountAnswer> {
  const data = await readData(client, body.dataRes);
  return {
    resCode: body.resCode,
    token: asText(data.token),
    level: asText(data.userLevel),
    user: {
      name: asText(data.name),
      nickname: asText(data.nickname),
      id: asText(data.id),
      userUuid: asText(data.userUuid),
      userProfile: asText(data.userProfile),
    },
    message: body.message ?? null,
    messageEn: body.messageEn ?? body.message ?? null,
  };
}

export interface LoginRequest {
  email: string;
  password: string;
  /** The visitor's address when the site knows it (`/user/user-net-info`); empty otherwise. */
  ip?: string;
}

/** `POST /user/login` with plain JSON `{ email, password, utm_id, ip }`. */
export async function login(
  client: ApiClient,
  request: LoginRequest,
  options?: CallOptions,
): Promise<AccountAnswer> {
  const body = await client.plain(
    ACCOUNT_PATHS.login,
    {
      method: 'POST',
      body: {
        email: request.email.trim(),
        password: request.password,
        utm_id: client.session.getUtmId() ?? NO_UTM_ID,
        ip: request.ip ?? '',
      },
    },
    accountResponseSchema,
    options,
  );
  return toAnswer(client, body);
}

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  mobile: string;
  /** YYYY-MM-DD or empty. */
  birth: string;
  /** 'male', 'female' or empty. */
  gender: string;
  /** The member level to create; the `{type}` of `/register/{type}`. */
  level: string;
  ip?: string;
  /** When the sign-up happens (tests fix it). */
  now?: Date;
  /**
   * The `signupTicket` of a social sign-in that answered count 0: the account is created
   * linked to that social account, and an empty password is left out.
   */
  signupTicket?: string;
}

/** The sign-up payload. */
export function toSignUpPayload(request: SignUpRequest) {
  const at = (request.now ?? new Date()).toISOString();
  const payload = {
    user_name: request.name.trim(),
    user_level: request.level,
    email: request.email.trim(),
    password: request.password,
    mobile_number: request.mobile,
    ip: request.ip ?? '',
    user_birth: request.birth,
    user_gender: request.gender,
    is_active: 'true',
    signed_up: at,
    signed_in: at,
  };
  if (request.signupTicket === undefined) return payload;
  const { password, ...rest } = payload;
  return { ...rest, ...(password === '' ? {} : { password }), signupTicket: request.signupTicket };
}

/** `POST /user/reg` with `{ encryptedData }`; answers like a login. */
export async function register(
  client: ApiClient,
  request: SignUpRequest,
  options?: CallOptions,
): Promise<AccountAnswer> {
  const body = await client.plain(
    ACCOUNT_PATHS.register,
    { method: 'POST', body: { encryptedData: await client.seal(toSignUpPayload(request)) } },
    accountResponseSchema,
    options,
  );
  return toAnswer(client, body);
}

const existsSchema = z.looseObject({
  exist: z.optional(z.boolean()),
  exists: z.optional(z.boolean()),
});

/** `POST /user/existEmail {email}`: whether an account already uses the address. */
export async function emailExists(
  client: ApiClient,
  email: string,
  options?: CallOptions,
): Promise<boolean> {
  const body = await client.plain(
    ACCOUNT_PATHS.existEmail,
    { method: 'POST', body: { email: email.trim() } },
    accountResponseSchema,
    options,
  );
  const data = existsSchema.safeParse(body.dataRes ?? {});
  const flag = data.success ? (data.data.exists ?? data.data.exist) : undefined;
  if (flag === undefined) throw clientError('INVALID_RESPONSE', body);
  return flag;
}

/** `GET /user/checktoken`: the stored token travels in the auth headers; resCode 200 keeps it. */
export async function checkToken(
  client: ApiClient,
  options?: CallOptions,
): Promise<{ resCode: number }> {
  const body = await client.plain(
    ACCOUNT_PATHS.checkToken,
    { method: 'GET' },
    accountResponseSchema,
    options,
  );
  return { resCode: body.resCode };
}

/** `POST /user/userInfo`: the signed-in member's profile. */
export async function getUserInfo(
  client: ApiClient,
  options?: CallOptions,
): Promise<{ resCode: number; user: AccountProfile; level: string | null }> {
  const body = await client.plain(
    ACCOUNT_PATHS.userInfo,
    { method: 'POST', body: {} },
    accountResponseSchema,
    options,
  );
  const answer = await toAnswer(client, body);
  return { resCode: answer.resCode, user: answer.user, level: answer.level };
}

/** `POST /user/logout`: ends the server-side session of the token in the auth headers. */
export async function logout(
  client: ApiClient,
  options?: CallOptions,
): Promise<{ resCode: number }> {
  const body = await client.plain(
    ACCOUNT_PATHS.logout,
    { method: 'POST', body: {} },
    accountResponseSchema,
    options,
  );
  return { resCode: body.resCode };
}

export { SOCIAL_PROVIDERS, type SocialProvider } from './social-providers';

/** `GET /user/social/{provider}/start`. */
export function socialStartPath(provider: SocialProvider): string {
  return `/user/social/${provider}/start`;
}

const socialStartSchema = z.looseObject({
  url: z.string().check(z.minLength(1)),
  state: z.string().check(z.minLength(1)),
  redirectUri: text,
  expiresAt: text,
});

export interface SocialStartAnswer {
  resCode: number;
  /** The provider's authorization URL to send the browser to; null on a refusal. */
  url: string | null;
  state: string | null;
  redirectUri: string | null;
  message: string | null;
  messageEn: string | null;
}

/**
 * `GET /user/social/{provider}/start`: the provider's authorization URL. The server binds the
 * sign-in to the guest id or token in the auth headers, so the same client (the same stored
 * guest id) must send the `socialLogin` that finishes it.
 */
export async function socialLoginStart(
  client: ApiClient,
  provider: SocialProvider,
  options?: CallOptions,
): Promise<SocialStartAnswer> {
  const body = await client.plain(
    socialStartPath(provider),
    { method: 'GET' },
    accountResponseSchema,
    options,
  );
  const data = body.resCode === 200 ? socialStartSchema.safeParse(body.dataRes) : undefined;
  if (data !== undefined && !data.success) throw clientError('INVALID_RESPONSE', body);
  return {
    resCode: body.resCode,
    url: data?.data?.url ?? null,
    state: data?.data?.state ?? null,
    redirectUri: data?.data?.redirectUri ?? null,
    message: body.message ?? null,
    messageEn: body.messageEn ?? body.message ?? null,
  };
}

export type SocialLoginRequest =
  /** What the provider sent back to `/auth/{social}`. */
  | { socialName: SocialProvider; code: string; state: string }
  /** A provider access token of a client that did the exchange itself. */
  | { socialName: SocialProvider; accessToken: string };

/** What the provider says about the person (for the sign-up form). */
export interface SnsInfo {
  provider: string;
  providerId: string;
  email: string | null;
  name: string | null;
}

const socialDataSchema = z.extend(accountDataSchema, {
  count: z.nullish(z.number()),
  access_token: text,
  snsInfo: z.nullish(
    z.looseObject({
      provider: z.string(),
      providerId: z.string(),
      email: text,
      name: text,
    }),
  ),
  signupTicket: text,
  linkTicket: text,
});

export interface SocialLoginAnswer extends AccountAnswer {
  /** 1 (above 0): signed in; -99: a member has this e-mail; 0: sign-up needed; null: refused. */
  count: number | null;
  /** Easy sign-in's outcome: -99 for count -99, 2 (sign-up needed) for any other count not above 0. */
  needSignup: -99 | 2 | null;
  snsInfo: SnsInfo | null;
  /** For `register` (count 0). */
  signupTicket: string | null;
  /** For `socialLink` once signed in (count -99). */
  linkTicket: string | null;
}

/**
 * `POST /user/socialLogin`, form-encoded with a `data` field holding the JSON:
 * `{ socialName, code, state, utm_id }` or `{ socialName, access_token, utm_id }`.
 */
export async function socialLogin(
  client: ApiClient,
  request: SocialLoginRequest,
  options?: CallOptions,
): Promise<SocialLoginAnswer> {
  const payload =
    'code' in request
      ? { socialName: request.socialName, code: request.code, state: request.state }
      : { socialName: request.socialName, access_token: request.accessToken };
  const body = await client.plain(
    ACCOUNT_PATHS.socialLogin,
    {
      method: 'POST',
      body: new URLSearchParams({
        data: JSON.stringify({ ...payload, utm_id: client.session.getUtmId() ?? NO_UTM_ID }),
      }),
    },
    accountResponseSchema,
    options,
  );
  const answer = await toAnswer(client, body);
  const parsed = body.resCode === 200 ? socialDataSchema.safeParse(body.dataRes ?? {}) : undefined;
  if (parsed !== undefined && !parsed.success) throw clientError('INVALID_RESPONSE', body);
  const data = parsed?.data;
  const count = data?.count ?? null;
  const signedIn = count !== null && count > 0;
  return {
    ...answer,
    token: signedIn ? (asText(data?.access_token) ?? answer.token) : null,
    count,
    needSignup: count === null || signedIn ? null : count === -99 ? -99 : 2,
    snsInfo: data?.snsInfo
      ? {
          provider: data.snsInfo.provider,
          providerId: data.snsInfo.providerId,
          email: asText(data.snsInfo.email),
          name: asText(data.snsInfo.name),
        }
      : null,
    signupTicket: asText(data?.signupTicket),
    linkTicket: asText(data?.linkTicket),
  };
}

/** `POST /user/socialLink {linkTicket}`: links the social account of a -99 answer (signed in). */
export async function socialLink(
  client: ApiClient,
  linkTicket: string,
  options?: CallOptions,
): Promise<{ resCode: number; message: string | null; messageEn: string | null }> {
  const body = await client.plain(
    ACCOUNT_PATHS.socialLink,
    { method: 'POST', body: { linkTicket } },
    accountResponseSchema,
    options,
  );
  return {
    resCode: body.resCode,
    message: body.message ?? null,
    messageEn: body.messageEn ?? body.message ?? null,
  };
}
