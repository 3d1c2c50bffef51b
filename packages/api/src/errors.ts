/** Readable failure of any API call: a server error body, a network failure, a timeout. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network, timeout, cancellation). */
  readonly status: number;
  /** Server error code, or one of the client codes below. */
  readonly code: string;
  /** English text; `message` is the Korean text people read first. */
  readonly messageEn: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    messageEn: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.messageEn = init.messageEn;
  }
}

export const CLIENT_ERROR_CODES = [
  'NETWORK',
  'TIMEOUT',
  'ABORTED',
  'SERVER_ERROR',
  'INVALID_RESPONSE',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

const clientMessages: Record<ClientErrorCode, { ko: string; en: string }> = {
  NETWORK: {
    ko: '서버에 연결할 수 없습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.',
    en: 'Cannot reach the server. Check your network connection and try again.',
  },
  TIMEOUT: {
    ko: '서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The server took too long to answer. Please try again later.',
  },
  ABORTED: { ko: '요청이 취소되었습니다.', en: 'The request was cancelled.' },
  SERVER_ERROR: {
    ko: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The server ran into an error. Please try again later.',
  },
  INVALID_RESPONSE: {
    ko: '서버 응답을 해석할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The server sent an answer that cannot be read. Please try again later.',
  },
};

export function clientError(code: ClientErrorCode, cause?: unknown, status = 0): ApiError {
  const text = clientMessages[code];
  return new ApiError({ status, code, message: text.ko, messageEn: text.en, cause });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
