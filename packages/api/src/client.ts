import { ofetch, type FetchResponse } from 'ofetch';
import type * as Envelope from './envelope';
import { ApiError, clientError } from './errors';
import { validate, type Schema } from './schema';
import { createSessionStore, type SessionStore, type StorageLike } from './session-storage';

/** Request timeout: 200 s, the service's fixed limit for every call. */
export const REQUEST_TIMEOUT_MS = 200_000;

export interface ApiClientOptions {
  baseURL: string;
  /** Key of the `encryptedData` envelope; the same as the server's `ENVELOPE_KEY`. */
  envelopeKey: string;
  /** Where token, guest id and saved e-mail live; `localStorage` in the browser. */
  storage?: StorageLike;
  fetch?: typeof globalThis.fetch;
  /** Defaults to 200000 ms; tests shorten it. */
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly session: SessionStore;
  /** POST `{ encryptedData }` and return the opened, validated `dataRes.encryptData`. */
  post<T>(path: string, payload: unknown, schema: Schema<T>, options?: CallOptions): Promise<T>;
  /** POST multipart: `file` plus `encryptedData` sealed from `payload`. */
  postFile<T>(
    path: string,
    file: Blob,
    fileName: string,
    payload: unknown,
    schema: Schema<T>,
    options?: CallOptions,
  ): Promise<T>;
  /**
   * A call outside the envelope (the account calls): plain JSON or form body
   * out, the validated JSON body back whatever the HTTP status, because these answers carry
   * their own `resCode` and the caller decides what counts as success.
   */
  plain<T>(
    path: string,
    request: PlainRequest,
    schema: Schema<T>,
    options?: CallOptions,
  ): Promise<T>;
  /** Seal a payload with this client's envelope key (for bodies that mix plain and sealed). */
  seal(payload: unknown): Promise<string>;
  /** Open text sealed with this client's envelope key (an `EnvelopeError` when it cannot). */
  open(sealed: unknown): Promise<unknown>;
}

export interface PlainRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** A JSON body, form fields sent `application/x-www-form-urlencoded`, or multipart (a file). */
  body?: Record<string, unknown> | URLSearchParams | FormData;
}

/*
 * The envelope's own answer shapes are checked by hand rather than with zod: the client is in
 * the site's first download, and zod then loads only with the screens whose calls bring their
 * own schemas (any Standard Schema, `schema.ts`).
 */

/** `{ resCode: 200, dataRes: { encryptData: '…' } }`: the sealed text, else null. */
function sealedAnswer(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { resCode, dataRes } = data as { resCode?: unknown; dataRes?: unknown };
  if (resCode !== 200 || typeof dataRes !== 'object' || dataRes === null) return null;
  const { encryptData } = dataRes as { encryptData?: unknown };
  return typeof encryptData === 'string' && encryptData.length > 0 ? encryptData : null;
}

interface ErrorBody {
  resCode?: number;
  code?: string;
  message?: string;
  messageEn?: string;
}

/** An error answer's fields when each present one has its type (a number, strings), else null. */
function errorAnswer(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null) return null;
  const body = data as Record<keyof ErrorBody, unknown>;
  const optional = (value: unknown, type: 'number' | 'string') =>
    value === undefined || typeof value === type;
  if (
    !optional(body.resCode, 'number') ||
    !optional(body.code, 'string') ||
    !optional(body.message, 'string') ||
    !optional(body.messageEn, 'string')
  )
    return null;
  return body as ErrorBody;
}

/**
 * The envelope's cipher (crypto-js), loaded with the first sealed call: the main page makes
 * none, and does not download it.
 */
let envelopeModule: Promise<typeof Envelope> | null = null;
function loadEnvelope() {
  envelopeModule ??= import('./envelope');
  return envelopeModule;
}

/** The header the guest key travels in, both ways (see `STORAGE_KEYS.guestKey`). */
export const GUEST_KEY_HEADER = 'guestkey';

/** Longest a guest's call waits for the key its first call is fetching. */
const GUEST_KEY_WAIT_MS = 5_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const session = createSessionStore(options.storage);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  /** The guest id each call went out as, and the call that is fetching that guest's key. */
  const sentAsGuest = new WeakMap<object, string>();
  let firstGuestCall: {
    guestId: string;
    options: object;
    done: Promise<void>;
    end(): void;
  } | null = null;
  const endFirstGuestCall = (request: object) => {
    if (firstGuestCall?.options !== request) return;
    firstGuestCall.end();
    firstGuestCall = null;
  };
  /**
   * A guest without a key yet sends one call alone: the server answers it with the new guest's
   * key, which the other calls then carry. Calls at once would each be made a guest of its own.
   */
  async function awaitGuestKey(guestId: string, request: object): Promise<void> {
    if (session.getGuestKey() !== null) return;
    if (firstGuestCall === null || firstGuestCall.guestId !== guestId) {
      let end = () => {};
      const done = new Promise<void>((resolve) => (end = resolve));
      firstGuestCall = { guestId, options: request, done, end };
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      firstGuestCall.done,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, GUEST_KEY_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      method: 'POST',
      // Analyses and uploads are not idempotent: never repeat them behind the person's back.
      retry: false,
      ignoreResponseError: true,
      async onRequest({ options: request }) {
        // Read fresh before every request: login or logout may have happened since the last one.
        const guestId = session.getToken() === null ? session.getGuestId() : null;
        if (guestId !== null) {
          await awaitGuestKey(guestId, request);
          sentAsGuest.set(request, guestId);
        }
        const credential = session.getCredential();
        if (credential !== null) {
          request.headers.set('authorization', credential);
          request.headers.set('auth', credential);
        }
        const guestKey = guestId === null ? null : session.getGuestKey();
        if (guestKey !== null) request.headers.set(GUEST_KEY_HEADER, guestKey);
        const email = session.getEmail();
        if (email !== null) request.headers.set('useremail', email);
      },
      onResponse({ options: request, response }) {
        // A new guest's key (the first call of a guest id, or one whose key did not fit).
        const guestId = sentAsGuest.get(request);
        const issued = response.headers.get(GUEST_KEY_HEADER);
        if (guestId !== undefined && issued !== null && issued !== '')
          session.setGuestKey(guestId, issued);
        endFirstGuestCall(request);
      },
      onRequestError({ options: request }) {
        endFirstGuestCall(request);
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  async function fetchRaw(
    path: string,
    init: { method: 'GET' | 'POST' | 'DELETE'; body?: BodyInit | Record<string, unknown> },
    call: CallOptions,
  ): Promise<FetchResponse<unknown>> {
    // ofetch ignores `timeout` when a signal is given, so combine both signals here.
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    try {
      return await $fetch.raw<unknown>(path, { ...init, signal, responseType: 'json' });
    } catch (error) {
      if (call.signal?.aborted) throw clientError('ABORTED', error);
      if (timeout.aborted) throw clientError('TIMEOUT', error);
      // A body that is not JSON ends up here too, as does a refused connection.
      const status = (error as { response?: Response }).response?.status ?? 0;
      throw clientError(status === 0 ? 'NETWORK' : 'INVALID_RESPONSE', error, status);
    }
  }

  async function send<T>(
    path: string,
    body: BodyInit | Record<string, unknown>,
    schema: Schema<T>,
    call: CallOptions,
  ) {
    const response = await fetchRaw(path, { method: 'POST', body }, call);
    return readResponse(response, schema, options.envelopeKey);
  }

  const seal = async (payload: unknown) =>
    (await loadEnvelope()).sealEnvelope(payload, options.envelopeKey);
  return {
    session,
    post: async (path, payload, schema, call = {}) =>
      send(path, { encryptedData: await seal(payload) }, schema, call),
    postFile: async (path, file, fileName, payload, schema, call = {}) => {
      const form = new FormData();
      form.append('file', file, fileName);
      form.append('encryptedData', await seal(payload));
      return send(path, form, schema, call);
    },
    seal,
    open: async (sealed) => (await loadEnvelope()).openEnvelope(sealed, options.envelopeKey),
    plain: async (path, request, schema, call = {}) => {
      const response = await fetchRaw(path, request, call);
      const parsed = await validate(schema, response._data);
      if (parsed.ok) return parsed.value;
      throw clientError(
        response.ok ? 'INVALID_RESPONSE' : 'SERVER_ERROR',
        parsed.error,
        response.status,
      );
    },
  };
}

async function readResponse<T>(
  response: FetchResponse<unknown>,
  schema: Schema<T>,
  key: string,
): Promise<T> {
  const data = response._data;
  const sealed = sealedAnswer(data);
  if (response.ok && sealed !== null) {
    let opened: unknown;
    try {
      opened = (await loadEnvelope()).openEnvelope(sealed, key);
    } catch (error) {
      throw clientError('INVALID_RESPONSE', error, response.status);
    }
    const parsed = await validate(schema, opened);
    if (!parsed.ok) throw clientError('INVALID_RESPONSE', parsed.error, response.status);
    return parsed.value;
  }
  const failure = errorAnswer(data);
  if (failure !== null && (failure.message || failure.code)) {
    const fallback = clientError('INVALID_RESPONSE');
    throw new ApiError({
      // A 200 carrying a failing resCode is still a failure; report the resCode then.
      status: response.ok ? (failure.resCode ?? response.status) : response.status,
      code: failure.code ?? String(failure.resCode ?? response.status),
      message: failure.message ?? fallback.message,
      messageEn: failure.messageEn ?? failure.message ?? fallback.messageEn,
    });
  }
  throw clientError(response.ok ? 'INVALID_RESPONSE' : 'SERVER_ERROR', data, response.status);
}
