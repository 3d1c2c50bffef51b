import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { josa } from '@tonggye/stats';

/**
 * Every error the server itself answers with: a stable code, the HTTP status and
 * the message a person reads (Korean first, English as the alternative).
 * `{field}` in a message is filled from the error's details.
 *
 * Input errors of the engine (`StatsInputError`) are not listed here: they carry
 * their own code and messages and are passed through unchanged with status 400.
 */
export const ERRORS = {
  BAD_JSON: {
    status: 400,
    ko: '요청 본문이 올바른 JSON이 아닙니다.',
    en: 'The request body is not valid JSON.',
  },
  BAD_REQUEST: {
    status: 400,
    ko: '요청을 처리할 수 없습니다.',
    en: 'The request cannot be processed.',
  },
  BAD_ENVELOPE: {
    status: 400,
    ko: '암호화된 요청(encryptedData)을 열 수 없습니다.',
    en: 'The encrypted request (encryptedData) cannot be opened.',
  },
  VALIDATION_FAILED: {
    status: 400,
    ko: '요청 값이 올바르지 않습니다 (항목: {field}).',
    en: 'A request value is invalid (field: {field}).',
  },
  RESULT_INVALID: {
    status: 400,
    ko: '해석할 결과가 올바른 {analysis} 분석 결과가 아닙니다 (항목: {field}). 분석을 다시 실행한 결과를 보내 주세요.',
    en: 'The result to interpret is not a valid {analysis} result (field: {field}). Send the result of a fresh analysis.',
  },
  BAD_MULTIPART: {
    status: 400,
    ko: '업로드 요청을 읽을 수 없습니다. multipart/form-data 형식으로 보내 주세요.',
    en: 'The upload request cannot be read; send it as multipart/form-data.',
  },
  UPLOAD_FILE_MISSING: {
    status: 400,
    ko: '업로드할 파일이 없습니다. file 항목에 데이터 파일을 넣어 주세요.',
    en: 'No file was uploaded; put the data file in the "file" field.',
  },
  IMAGE_FILE_MISSING: {
    status: 400,
    ko: '업로드할 이미지가 없습니다. file 항목에 이미지를 넣어 주세요.',
    en: 'No image was uploaded; put the image in the "file" field.',
  },
  IMAGE_TYPE_INVALID: {
    status: 400,
    ko: 'PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.',
    en: 'Only PNG, JPEG, WebP and GIF images can be uploaded.',
  },
  EMPTY_DATASET: {
    status: 400,
    ko: '파일에 분석할 데이터 행이 없습니다.',
    en: 'The file holds no data rows to analyse.',
  },
  PASSWORD_RULE: {
    status: 400,
    ko: '비밀번호는 6~15자이며 영문, 숫자, 특수문자($ @ ! % ^ & * # ? = + ( ) . -)를 각각 하나 이상 포함해야 하고 그 밖의 문자는 쓸 수 없습니다.',
    en: 'The password must be 6 to 15 characters with at least one letter, one digit and one special character ($ @ ! % ^ & * # ? = + ( ) . -), and no other characters.',
  },
  EMAIL_INVALID: {
    status: 400,
    ko: '이메일 주소 형식이 올바르지 않습니다 (예: name@example.com).',
    en: 'The e-mail address is not valid (e.g. name@example.com).',
  },
  NAME_INVALID: {
    status: 400,
    ko: '이름은 한글, 영문, 공백만 사용할 수 있습니다 (최대 50자).',
    en: 'The name may contain only Korean letters, Latin letters and spaces (at most 50).',
  },
  MOBILE_INVALID: {
    status: 400,
    ko: '휴대폰 번호는 숫자만 입력해 주세요 (최대 20자리).',
    en: 'Enter the mobile number as digits only (at most 20).',
  },
  BIRTH_INVALID: {
    status: 400,
    ko: '생년월일은 YYYY-MM-DD 형식으로 입력해 주세요.',
    en: 'Enter the date of birth as YYYY-MM-DD.',
  },
  GENDER_INVALID: {
    status: 400,
    ko: '성별 값이 올바르지 않습니다 (male, female 또는 빈 값).',
    en: 'The gender is invalid (male, female or empty).',
  },
  CODE_INVALID: {
    status: 400,
    ko: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
    en: 'The verification code is wrong or has expired. Please request a new code.',
  },
  CURRENT_PASSWORD_WRONG: {
    status: 400,
    ko: '현재 비밀번호가 올바르지 않습니다.',
    en: 'The current password is not correct.',
  },
  LOGIN_FAILED: {
    status: 401,
    ko: '이메일 또는 비밀번호가 올바르지 않습니다.',
    en: 'The e-mail or password is not correct.',
  },
  TOKEN_INVALID: {
    status: 401,
    ko: '로그인이 만료되었거나 유효하지 않습니다. 다시 로그인해 주세요.',
    en: 'The login has expired or is not valid. Please sign in again.',
  },
  LOGIN_REQUIRED: {
    status: 401,
    ko: '로그인이 필요합니다.',
    en: 'You need to sign in.',
  },
  EMAIL_TAKEN: {
    status: 409,
    ko: '이미 가입된 이메일입니다. 로그인하거나 다른 이메일을 사용해 주세요.',
    en: 'This e-mail is already registered. Sign in or use another e-mail.',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    ko: '요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
    en: 'Too many attempts. Please try again in {seconds} seconds.',
  },
  UNAUTHENTICATED: {
    status: 401,
    ko: '로그인 정보 또는 비회원 세션이 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
    en: 'No login or guest session was sent. Reload the page and try again.',
  },
  SOCIAL_STATE_INVALID: {
    status: 400,
    ko: '소셜 로그인 요청이 만료되었거나 이미 사용되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
    en: 'The social sign-in request has expired, was already used or is unknown. Please start again.',
  },
  SOCIAL_CODE_INVALID: {
    status: 400,
    ko: '{provider} 로그인 인증 코드가 받아들여지지 않았습니다. 다시 로그인해 주세요.',
    en: '{provider} did not accept the sign-in code. Please sign in again.',
  },
  SOCIAL_TICKET_INVALID: {
    status: 400,
    ko: '소셜 가입·연결 정보가 만료되었거나 이미 사용되었습니다. 소셜 로그인을 다시 해 주세요.',
    en: 'The social sign-up or link ticket has expired or was already used. Please sign in with the provider again.',
  },
  SOCIAL_TOKEN_INVALID: {
    status: 401,
    ko: '{provider} 접근 토큰이 유효하지 않거나 이 서비스에 발급된 것이 아닙니다. 다시 로그인해 주세요.',
    en: 'The {provider} access token is not valid or was not issued to this service. Please sign in again.',
  },
  SOCIAL_ALREADY_LINKED: {
    status: 409,
    ko: '이 소셜 계정은 이미 다른 회원과 연결되어 있습니다.',
    en: 'This social account is already linked to another member.',
  },
  SOCIAL_PROVIDER_FAILED: {
    status: 502,
    ko: '{provider} 로그인 서버의 응답을 받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The {provider} sign-in server did not answer as expected. Please try again shortly.',
  },
  SOCIAL_NOT_CONFIGURED: {
    status: 503,
    ko: '{provider} 로그인은 이 서버에 설정되어 있지 않습니다.',
    en: 'Sign-in with {provider} is not configured on this server.',
  },
  DATASET_NOT_FOUND: {
    status: 404,
    ko: '데이터를 찾을 수 없습니다. 삭제되었거나 접근 권한이 없습니다.',
    en: 'The dataset was not found; it was removed or is not yours.',
  },
  SAMPLE_DATASET_MISSING: {
    status: 503,
    ko: '샘플 데이터가 아직 준비되지 않았습니다. 잠시 후 다시 시도하거나 파일을 직접 올려 주세요.',
    en: 'The sample dataset is not available yet. Please try again shortly or upload a file of your own.',
  },
  DATASET_FILE_MISSING: {
    status: 404,
    ko: '이 데이터의 원본 파일이 보관되어 있지 않습니다.',
    en: 'The original file of this dataset is not kept.',
  },
  DATASET_TABLE_UNREADABLE: {
    status: 500,
    ko: "저장된 데이터 '{title}'의 표를 읽을 수 없습니다. 파일이 없어졌거나 손상되었습니다. 원본 파일을 다시 올려 주세요.",
    en: "The stored table of dataset '{title}' cannot be read: it is missing or damaged. Please upload the original file again.",
  },
  DATASET_TOO_LARGE: {
    status: 413,
    ko: '데이터가 너무 큽니다. {rows}행 × {columns}열의 표는 서버의 데이터 메모리 한도({limit})를 넘습니다. 행이나 열을 줄여서 올려 주세요.',
    en: 'The dataset is too large: a table of {rows} rows × {columns} columns exceeds the server’s data memory budget ({limit}). Please upload fewer rows or columns.',
  },
  FACTOR_GROUPS_NOT_FOUND: {
    status: 404,
    ko: '이 데이터에 저장된 요인 묶음이 없습니다. 요인분석 결과에서 요인 묶음을 먼저 저장해 주세요.',
    en: 'No factor groups are stored for this dataset. Save the factor groups from the factor analysis first.',
  },
  ANALYSIS_NOT_FOUND: {
    status: 404,
    ko: '분석 기록을 찾을 수 없습니다. 삭제되었거나 접근 권한이 없습니다.',
    en: 'The analysis record was not found; it was removed or is not yours.',
  },
  FORBIDDEN: {
    status: 403,
    ko: '이 작업을 할 권한이 없습니다.',
    en: 'You are not allowed to do this.',
  },
  ADMIN_REQUIRED: {
    status: 403,
    ko: '관리자만 할 수 있는 작업입니다.',
    en: 'Only an administrator can do this.',
  },
  CONTENT_NOT_FOUND: {
    status: 404,
    ko: '요청한 콘텐츠를 찾을 수 없습니다 ({entity}). 삭제되었거나 아직 게시되지 않았습니다.',
    en: 'The requested content was not found ({entity}); it was removed or is not published yet.',
  },
  PAGING_INVALID: {
    status: 400,
    ko: '페이지 값이 올바르지 않습니다 ({field}). page는 1~{maxPage}, size는 1~{maxSize} 사이의 정수여야 합니다.',
    en: 'The paging value is invalid ({field}): page must be a whole number from 1 to {maxPage} and size from 1 to {maxSize}.',
  },
  POPUP_PERIOD_INVALID: {
    status: 400,
    ko: '팝업 종료 시각은 시작 시각보다 뒤여야 합니다.',
    en: 'The popup must end after it starts.',
  },
  AD_PERIOD_INVALID: {
    status: 400,
    ko: '광고 종료 시각은 시작 시각보다 뒤여야 합니다.',
    en: 'The ad must end after it starts.',
  },
  CONTENT_ID_TAKEN: {
    status: 409,
    ko: '이미 사용 중인 id입니다 ({id}). 다른 id를 입력해 주세요.',
    en: 'The id is already in use ({id}); choose another.',
  },
  NOT_FOUND: {
    status: 404,
    ko: '요청한 주소를 찾을 수 없습니다.',
    en: 'The requested address does not exist.',
  },
  UPLOAD_TOO_LARGE: {
    status: 413,
    ko: '파일이 너무 큽니다. 최대 {limit}까지 업로드할 수 있습니다.',
    en: 'The file is too large; the maximum upload size is {limit}.',
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    ko: '이미지가 너무 큽니다. 최대 {limit}까지 올릴 수 있습니다.',
    en: 'The image is too large; the maximum is {limit}.',
  },
  BODY_TOO_LARGE: {
    status: 413,
    ko: '요청 본문이 너무 큽니다.',
    en: 'The request body is too large.',
  },
  MAIL_FAILED: {
    status: 503,
    ko: '메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The e-mail could not be sent. Please try again shortly.',
  },
  SERVER_BUSY: {
    status: 503,
    ko: '지금 분석 요청이 많아 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many analyses are waiting right now. Please try again shortly.',
  },
  ANALYSIS_TIMEOUT: {
    status: 503,
    ko: '분석 시간이 너무 오래 걸려 중단했습니다. 변수나 옵션을 줄여 다시 시도해 주세요.',
    en: 'The analysis took too long and was stopped. Try again with fewer variables or options.',
  },
  UPLOAD_TIMEOUT: {
    status: 503,
    ko: '파일을 읽는 시간이 너무 오래 걸려 중단했습니다. 더 작은 파일로 다시 시도해 주세요.',
    en: 'Reading the file took too long and was stopped. Try again with a smaller file.',
  },
  POST_NOT_FOUND: {
    status: 404,
    ko: '게시글을 찾을 수 없습니다. 삭제되었거나 숨겨진 글입니다.',
    en: 'The post was not found; it was removed or hidden.',
  },
  REPLY_NOT_FOUND: {
    status: 404,
    ko: '댓글을 찾을 수 없습니다. 삭제되었거나 숨겨진 댓글입니다.',
    en: 'The reply was not found; it was removed or hidden.',
  },
  COMMENT_NOT_FOUND: {
    status: 404,
    ko: '댓글을 찾을 수 없습니다. 삭제되었거나 내가 쓴 댓글이 아닙니다.',
    en: 'The comment was not found; it was removed or is not yours.',
  },
  NOTICE_NOT_FOUND: {
    status: 404,
    ko: '공지사항을 찾을 수 없습니다.',
    en: 'The notice was not found.',
  },
  FAQ_NOT_FOUND: {
    status: 404,
    ko: '자주 묻는 질문을 찾을 수 없습니다.',
    en: 'The FAQ entry was not found.',
  },
  CATEGORY_NOT_FOUND: {
    status: 404,
    ko: '분류를 찾을 수 없습니다 ({category}).',
    en: 'The category was not found ({category}).',
  },
  CATEGORY_IN_USE: {
    status: 409,
    ko: '이 분류에 속한 글이 있어 삭제할 수 없습니다. 글을 먼저 옮기거나 삭제해 주세요.',
    en: 'The category still holds entries; move or delete them first.',
  },
  QNA_NOT_FOUND: {
    status: 404,
    ko: '문의를 찾을 수 없습니다. 삭제되었거나 내가 쓴 문의가 아닙니다.',
    en: 'The inquiry was not found; it was removed or is not yours.',
  },
  QNA_ANSWERED: {
    status: 409,
    ko: '답변이 달린 문의는 수정할 수 없습니다. 더 묻고 싶은 내용은 새 문의로 남겨 주세요.',
    en: 'An answered inquiry cannot be edited; ask anything further in a new inquiry.',
  },
  ATTACHMENT_NOT_FOUND: {
    status: 404,
    ko: '첨부 파일을 찾을 수 없습니다.',
    en: 'The attachment was not found.',
  },
  GUEST_AUTHOR_REQUIRED: {
    status: 400,
    ko: '비회원은 닉네임(1~20자)과 비밀번호(4~30자)를 입력해야 글을 쓸 수 있습니다.',
    en: 'A guest must give a nickname (1 to 20 characters) and a password (4 to 30 characters) to write.',
  },
  POST_PASSWORD_WRONG: {
    status: 403,
    ko: '글 비밀번호가 올바르지 않습니다.',
    en: 'The password of the post is not correct.',
  },
  NOT_AUTHOR: {
    status: 403,
    ko: '작성자 또는 관리자만 수정하거나 삭제할 수 있습니다.',
    en: 'Only the author or an administrator can change or delete this.',
  },
  MARKUP_NOT_ALLOWED: {
    status: 400,
    ko: '{field}에는 < 또는 > 문자를 쓸 수 없습니다.',
    en: 'The {field} may not contain < or >.',
  },
  CONTENT_EMPTY: {
    status: 400,
    ko: '내용을 입력해 주세요 ({field}). 허용되지 않는 서식만 있는 내용은 저장되지 않습니다.',
    en: 'Enter the {field}; content made only of disallowed markup is not stored.',
  },
  TEXT_TOO_LONG: {
    status: 400,
    ko: '{field|이} 너무 깁니다. 최대 {max}자까지 입력할 수 있습니다.',
    en: 'The {field} is too long; at most {max} characters.',
  },
  ATTACHMENT_TYPE_INVALID: {
    status: 400,
    ko: '첨부할 수 없는 파일입니다 ({file}). PNG, JPEG, GIF, WebP, PDF, XLSX, DOCX, CSV, TXT 파일만 첨부할 수 있습니다.',
    en: 'The file cannot be attached ({file}); only PNG, JPEG, GIF, WebP, PDF, XLSX, DOCX, CSV and TXT files can.',
  },
  ATTACHMENT_TOO_LARGE: {
    status: 413,
    ko: '첨부 파일이 너무 큽니다. 파일 하나는 최대 {limit}, 모두 {count}개까지 첨부할 수 있습니다.',
    en: 'The attachments are too large; each file may be at most {limit}, and at most {count} files.',
  },
  INTERNAL_ERROR: {
    status: 500,
    ko: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도하거나 고객센터에 문의해 주세요.',
    en: 'Something went wrong on the server. Please try again later or contact support.',
  },
} as const satisfies Record<string, { status: ContentfulStatusCode; ko: string; en: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Body of every failed call: `resCode` equals the HTTP status. */
export interface ErrorBody {
  resCode: number;
  code: string;
  message: string;
  messageEn: string;
  /** Where the problem is (the field of a request, or the variable/row/value of a file). */
  details?: Record<string, string | number>;
}

type Details = Record<string, string | number>;

/** Fills `{name}` and `{name|particle}` (a Korean particle fitted to the value). */
function fill(template: string, details: Details): string {
  return template.replace(/\{(\w+)(?:\|([^}]+))?\}/g, (whole, key: string, particle?: string) => {
    const value = details[key];
    if (value === undefined) return whole;
    return particle === undefined ? String(value) : josa(String(value), particle);
  });
}

/** An error the server answers with as is; thrown from routes and middleware. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly details: Details;

  constructor(code: ErrorCode, details: Details = {}) {
    super(fill(ERRORS[code].en, details));
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = details;
  }

  toBody(): ErrorBody {
    return errorBody(
      this.status,
      this.code,
      fill(ERRORS[this.code].ko, this.details),
      this.message,
      this.details,
    );
  }
}

export function errorBody(
  status: number,
  code: string,
  message: string,
  messageEn: string,
  details: Details = {},
): ErrorBody {
  const body: ErrorBody = { resCode: status, code, message, messageEn };
  if (Object.keys(details).length > 0) body.details = details;
  return body;
}

/** "50 MB" style size for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
