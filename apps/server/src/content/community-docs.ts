/**
 * Words and helpers the route definitions of the community board, the service centre and its
 * administration share (`routes/community.ts`, `routes/service-centre.ts`, `routes/service-admin.ts`).
 */
import type { ErrorCode } from '../errors';
import type { RouteDoc } from '../routes/define';

export const PAGE_KO = 'items, totalCount, totalPage, currentPage, pageSize';
export const POST_KO =
  'post: { id, title, contentHtml(정제된 HTML), nickname, isGuest, isMine, canEdit, viewCount, hidden, createdAt, updatedAt, replies }';
export const POST_EN =
  'post: { id, title, contentHtml (sanitised HTML), nickname, isGuest, isMine, canEdit, viewCount, hidden, createdAt, updatedAt, replies }';
const BOARD_REPLY_KO = '`{ resCode: 200, encryptData }` (봉인된 결과) — ';
const BOARD_REPLY_EN = '`{ resCode: 200, encryptData }` (the sealed result) — ';
export const WRITER: ErrorCode[] = ['UNAUTHENTICATED', 'TOKEN_INVALID', 'TOO_MANY_REQUESTS'];
export const TEXT_ERRORS: ErrorCode[] = ['CONTENT_EMPTY', 'TEXT_TOO_LONG', 'MARKUP_NOT_ALLOWED'];
export const MEMBER: ErrorCode[] = ['LOGIN_REQUIRED', 'TOKEN_INVALID'];
export const PAGING: ErrorCode[] = ['PAGING_INVALID'];

export function board(
  path: string,
  ko: string,
  en: string,
  schema: RouteDoc['schema'],
  resultKo: string,
  resultEn: string,
  errors: ErrorCode[],
): RouteDoc {
  return {
    method: 'post',
    path: `/${path}`,
    tag: 'community',
    summaryKo: ko,
    summaryEn: en,
    body: 'envelope',
    schema,
    caller: 'anyone',
    reply: 'board',
    resultKo: BOARD_REPLY_KO + resultKo,
    resultEn: BOARD_REPLY_EN + resultEn,
    errors: ['BAD_ENVELOPE', 'VALIDATION_FAILED', ...errors],
  };
}

export function plain(
  method: RouteDoc['method'],
  path: string,
  tag: string,
  ko: string,
  en: string,
  resultKo: string,
  resultEn: string,
  rest: Partial<RouteDoc> = {},
): RouteDoc {
  return {
    method,
    path,
    tag,
    summaryKo: ko,
    summaryEn: en,
    body: 'none',
    caller: 'anyone',
    reply: 'plain',
    resultKo,
    resultEn,
    ...rest,
  };
}

export const GUEST_NOTE: [string, string] = [
  '비회원(guest id)은 nickname(1~20자)과 password(4~30자)를 함께 보냅니다. 비밀번호는 argon2id로 저장되고 수정·삭제 때 확인합니다. 회원은 자기 닉네임(없으면 가린 이름)으로 씁니다. 본문 HTML은 허용 목록(p, br, strong/b, em/i, u, s, h2, h3, ul/ol/li, blockquote, code/pre, a[http/https/mailto], img[https 또는 /boards/image/])만 남기고 정제됩니다.',
  'A guest (guest id) sends nickname (1 to 20) and password (4 to 30); the password is stored with argon2id and checked on edit and delete. A member writes under their nickname (or masked name). The HTML is sanitised to the allow-list (p, br, strong/b, em/i, u, s, h2, h3, ul/ol/li, blockquote, code/pre, a[http/https/mailto], img[https or /boards/image/]).',
];

export const SERVICE_CENTRE_TAG = 'service-centre';

/** A service-centre read whose query string `schema` checks. */
export function queryDoc(schema: RouteDoc['schema'], errors: ErrorCode[] = []): Partial<RouteDoc> {
  return { schema, errors: ['TOKEN_INVALID', ...errors] };
}

/** A call only a member may make. */
export const MEMBER_CALL: Partial<RouteDoc> = { caller: 'member', errors: MEMBER };

/** An administration call of the service centre: POST, an administrator's body, a plain answer. */
export function serviceAdminDoc(
  path: string,
  ko: string,
  en: string,
  schema: RouteDoc['schema'],
  errors: ErrorCode[] = [],
): RouteDoc {
  return {
    method: 'post',
    path,
    tag: 'service-admin',
    summaryKo: ko,
    summaryEn: en,
    body: 'account',
    schema,
    caller: 'member',
    reply: 'plain',
    resultKo: '바뀐 항목',
    resultEn: 'The changed entry',
    errors: ['LOGIN_REQUIRED', 'ADMIN_REQUIRED', 'UNAUTHENTICATED', 'TOKEN_INVALID', ...errors],
  };
}

/** The community board, the service centre and their administration, for `/openapi.json`. */
