/** The words and helper the account calls' route definitions (`/user/*`) share. */
import type { RouteDoc, RouteDocAt } from './define';

export const PROFILE_RESULT: [string, string] = [
  '회원 정보 (userLevel, id, email, name, nickname, userUuid, userProfile, mobileNumber, birth, gender, paymentMethod)',
  'The member profile (userLevel, id, email, name, nickname, userUuid, userProfile, mobileNumber, birth, gender, paymentMethod)',
];

export const LOGIN_RESULT: [string, string] = [
  'token(로그인 토큰)과 회원 정보',
  'token (the login token) and the member profile',
];

/** An account call (`/user/*`): plain JSON or a `data` form field, anyone, a plain answer. */
export function userDoc<P extends string>(
  method: RouteDoc['method'],
  path: P,
  ko: string,
  en: string,
  rest: Partial<Omit<RouteDoc, 'method' | 'path'>> = {},
): RouteDocAt<`/${P}`> {
  return {
    method,
    path: `/${path}`,
    tag: 'user',
    summaryKo: ko,
    summaryEn: en,
    body: 'account',
    caller: 'anyone',
    reply: 'plain',
    ...rest,
  };
}

/** A call only a signed-in member may make. */
export const MEMBER_CALL: Partial<RouteDoc> = {
  caller: 'member',
  errors: ['LOGIN_REQUIRED', 'TOKEN_INVALID'],
};
