import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import { clientError } from './errors';

/** Account paths of spec point 7. */
export const ACCOUNT_PATHS = {
  login: '/user/login',
  register: '/user/reg',
  existEmail: '/user/existEmail',
  checkToken: '/user/checktoken',
  logout: '/user/logout',
  userInfo: '/user/userInfo',
} as const;

/** `utm_id` sent at login when none is stored. */
export const NO_UTM_ID = '*';

const text = z.string().nullish();
/** Ids and levels arrive as text or numbers depending on the column; the site keeps text. */
const textOrNumber = z.union([z.string(), z.number()]).nullish();

/** `dataRes` of a login or sign-up answer (spec point 3, "Login"). */
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
export const accountResponseSchema = z.looseObject({
  resCode: z.number(),
  dataRes: z.unknown().optional(),
  message: z.string().optional(),
  messageEn: z.string().optional(),
});

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
function readData(client: ApiClient, dataRes: unknown): z.infer<typeof accountDataSchema> {
  let data = dataRes;
  const sealed = z.looseObject({ encryptData: z.string().min(1) }).safeParse(dataRes);
  if (sealed.success) {
    try {
      data = client.open(sealed.data.encryptData);
    } catch (error) {
      throw clientError('INVALID_RESPONSE', error);
    }
  }
  const parsed = accountDataSchema.safeParse(data ?? {});
  // A failure answer may carry anything (or nothing) in dataRes: read no fields from it then.
  return parsed.success ? parsed.data : {};
}

function toAnswer(client: ApiClient, body: z.infer<typeof accountResponseSchema>): AccountAnswer {
  const data = readData(client, body.dataRes);
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
}

/** The sign-up payload of spec point 3. */
export function toSignUpPayload(request: SignUpRequest) {
  const at = (request.now ?? new Date()).toISOString();
  return {
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
}

/** `POST /user/reg` with `{ encryptedData }`; answers like a login. */
export async function register(
  client: ApiClient,
  request: SignUpRequest,
  options?: CallOptions,
): Promise<AccountAnswer> {
  const body = await client.plain(
    ACCOUNT_PATHS.register,
    { method: 'POST', body: { encryptedData: client.seal(toSignUpPayload(request)) } },
    accountResponseSchema,
    options,
  );
  return toAnswer(client, body);
}

const existsSchema = z.looseObject({
  exist: z.boolean().optional(),
  exists: z.boolean().optional(),
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
  const answer = toAnswer(client, body);
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
