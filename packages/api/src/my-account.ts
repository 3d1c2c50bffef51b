import { z } from 'zod';
import { accountResponseSchema, type AccountResponse } from './accounts';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';

/**
 * The account calls that the account screens and "my activity" use:
 * codes by e-mail, find e-mail, reset and change password, profile fields and image, the
 * e-mail change, the login history and account deletion. Unlike login and sign-up (whose
 * answers the session machine judges), these throw an `ApiError` carrying the server's
 * Korean and English words whenever `resCode` is not 200.
 */
export const MY_ACCOUNT_PATHS = {
  emailSend: '/user/emailSend',
  userVerification: '/user/userVerification',
  resetPassword: '/user/reset-password',
  findEmail: '/user/find-email',
  userInfo: '/user/userInfo',
  changePassword: '/user/changePassword',
  deleteAccount: '/user/deleteAccount',
  profileImageUpdate: '/user/profileImageUpdate',
  changeEmail: '/user/changeEmail',
  loginHistory: '/user/loginHistory',
} as const;

/** The per-field profile calls (`POST /user/changeName`, …) and the field each one sends. */
export const PROFILE_FIELD_CALLS = {
  name: { path: '/user/changeName', field: 'user_name' },
  nickname: { path: '/user/changeNickname', field: 'nickname' },
  mobile: { path: '/user/changeMobile', field: 'mobile_number' },
  birth: { path: '/user/changeBirth', field: 'user_birth' },
  gender: { path: '/user/changeGender', field: 'user_gender' },
} as const;
export type ProfileField = keyof typeof PROFILE_FIELD_CALLS;

type AccountBody = AccountResponse;

const errorWords = z.looseObject({ code: z.string().optional() });

/** The body when `resCode` is 200; otherwise an `ApiError` in the server's own words. */
function expectOk(body: AccountBody): AccountBody {
  if (body.resCode === 200) return body;
  const fallback = clientError('SERVER_ERROR', body, body.resCode);
  const code = errorWords.safeParse(body);
  throw new ApiError({
    status: body.resCode,
    code: (code.success ? code.data.code : undefined) ?? String(body.resCode),
    message: body.message ?? fallback.message,
    messageEn: body.messageEn ?? body.message ?? fallback.messageEn,
  });
}

async function call(
  client: ApiClient,
  path: string,
  body: Record<string, unknown> | URLSearchParams,
  options?: CallOptions,
): Promise<AccountBody> {
  return expectOk(
    await client.plain(path, { method: 'POST', body }, accountResponseSchema, options),
  );
}

function readData<S extends z.ZodType>(schema: S, body: AccountBody): z.output<S> {
  const parsed = schema.safeParse(body.dataRes ?? {});
  if (!parsed.success) throw clientError('INVALID_RESPONSE', parsed.error, body.resCode);
  return parsed.data;
}

/** What a code is for: confirming an address (sign-up, e-mail change) or resetting a password. */
export type CodePurpose = 'verify' | 'reset';

/** `POST /user/emailSend {email, purpose}`: the server writes and sends the six-digit code. */
export async function sendEmailCode(
  client: ApiClient,
  email: string,
  purpose: CodePurpose,
  options?: CallOptions,
): Promise<void> {
  await call(client, MY_ACCOUNT_PATHS.emailSend, { email: email.trim(), purpose }, options);
}

/** `POST /user/userVerification {email, code, purpose}`: throws `CODE_INVALID` on a wrong code. */
export async function verifyEmailCode(
  client: ApiClient,
  request: { email: string; code: string; purpose: CodePurpose },
  options?: CallOptions,
): Promise<void> {
  await call(
    client,
    MY_ACCOUNT_PATHS.userVerification,
    { email: request.email.trim(), code: request.code.trim(), purpose: request.purpose },
    options,
  );
}

/** `POST /user/reset-password {email, password, code, ip}` with the code mailed for `reset`. */
export async function resetPassword(
  client: ApiClient,
  request: { email: string; password: string; code: string; ip?: string },
  options?: CallOptions,
): Promise<void> {
  await call(
    client,
    MY_ACCOUNT_PATHS.resetPassword,
    {
      email: request.email.trim(),
      password: request.password,
      code: request.code.trim(),
      ip: request.ip ?? '',
    },
    options,
  );
}

const foundEmailsSchema = z.looseObject({ emails: z.array(z.string()) });

/**
 * `POST /user/find-email {confirmData}` with the name and mobile number given at sign-up,
 * sealed in the envelope; answers the matching addresses, masked (`ab***@example.com`).
 */
export async function findEmail(
  client: ApiClient,
  request: { name: string; mobile: string },
  options?: CallOptions,
): Promise<string[]> {
  const body = await call(
    client,
    MY_ACCOUNT_PATHS.findEmail,
    {
      confirmData: await client.seal({
        user_name: request.name.trim(),
        mobile_number: request.mobile.trim(),
      }),
    },
    options,
  );
  return readData(foundEmailsSchema, body).emails;
}

const nullableText = z.string().nullish();

/** `dataRes` of `/user/userInfo` and of every profile change. */
export const memberProfileSchema = z.looseObject({
  email: nullableText,
  name: nullableText,
  nickname: nullableText,
  userUuid: nullableText,
  userProfile: nullableText,
  mobileNumber: nullableText,
  birth: nullableText,
  gender: nullableText,
});

/** Everything the profile screen shows; absent values are ''. */
export interface MemberProfile {
  email: string;
  name: string;
  nickname: string;
  userUuid: string;
  /** Path of the profile image on the server, or null. */
  profileImage: string | null;
  mobile: string;
  /** YYYY-MM-DD or ''. */
  birth: string;
  /** 'male', 'female' or ''. */
  gender: string;
}

function toProfile(data: z.infer<typeof memberProfileSchema>): MemberProfile {
  return {
    email: data.email ?? '',
    name: data.name ?? '',
    nickname: data.nickname ?? '',
    userUuid: data.userUuid ?? '',
    profileImage: data.userProfile ?? null,
    mobile: data.mobileNumber ?? '',
    birth: data.birth ?? '',
    gender: data.gender ?? '',
  };
}

/** `POST /user/userInfo`: the whole profile of the signed-in member. */
export async function getMemberProfile(
  client: ApiClient,
  options?: CallOptions,
): Promise<MemberProfile> {
  const body = await call(client, MY_ACCOUNT_PATHS.userInfo, {}, options);
  return toProfile(readData(memberProfileSchema, body));
}

/** `POST /user/change{Name,Nickname,Mobile,Birth,Gender}`: one field; answers the new profile. */
export async function changeProfileField(
  client: ApiClient,
  field: ProfileField,
  value: string,
  options?: CallOptions,
): Promise<MemberProfile> {
  const target = PROFILE_FIELD_CALLS[field];
  const body = await call(client, target.path, { [target.field]: value }, options);
  return toProfile(readData(memberProfileSchema, body));
}

/**
 * `POST /user/changeEmail`, form-encoded with a `data` field: the new address
 * and the code `sendEmailCode(…, 'verify')` mailed to it.
 */
export async function changeEmail(
  client: ApiClient,
  request: { email: string; code: string },
  options?: CallOptions,
): Promise<MemberProfile> {
  const body = await call(
    client,
    MY_ACCOUNT_PATHS.changeEmail,
    new URLSearchParams({
      data: JSON.stringify({ email: request.email.trim(), code: request.code.trim() }),
    }),
    options,
  );
  return toProfile(readData(memberProfileSchema, body));
}

const imageAnswerSchema = memberProfileSchema.extend({
  result: z.looseObject({ url: z.string().min(1) }),
});

/**
 * `POST /user/profileImageUpdate` (multipart `file`): answers `dataRes.result.url`, the
 * path the new picture is served from.
 */
export async function updateProfileImage(
  client: ApiClient,
  file: Blob,
  fileName: string,
  options?: CallOptions,
): Promise<{ url: string; profile: MemberProfile }> {
  const form = new FormData();
  form.append('file', file, fileName);
  const body = await client.plain(
    MY_ACCOUNT_PATHS.profileImageUpdate,
    { method: 'POST', body: form },
    accountResponseSchema,
    options,
  );
  const data = readData(imageAnswerSchema, expectOk(body));
  return { url: data.result.url, profile: toProfile(data) };
}

/** `POST /user/changePassword {oldPassword, newPassword}`; other devices are signed out. */
export async function changePassword(
  client: ApiClient,
  request: { oldPassword: string; newPassword: string },
  options?: CallOptions,
): Promise<void> {
  await call(client, MY_ACCOUNT_PATHS.changePassword, request, options);
}

/** `POST /user/deleteAccount {password}`: the account and every session end. */
export async function deleteAccount(
  client: ApiClient,
  password: string,
  options?: CallOptions,
): Promise<void> {
  await call(client, MY_ACCOUNT_PATHS.deleteAccount, { password }, options);
}

const loginHistorySchema = z.looseObject({
  items: z.array(
    z.looseObject({
      time: z.string(),
      ip: nullableText,
      userAgent: nullableText,
      success: z.boolean(),
    }),
  ),
  totalCount: z.number(),
  totalPage: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type LoginHistoryPage = z.infer<typeof loginHistorySchema>;

/** `POST /user/loginHistory {page, size}`: the member's sign-ins, newest first. */
export async function getLoginHistory(
  client: ApiClient,
  request: { page: number; size: number },
  options?: CallOptions,
): Promise<LoginHistoryPage> {
  const body = await call(client, MY_ACCOUNT_PATHS.loginHistory, request, options);
  return readData(loginHistorySchema, body);
}
