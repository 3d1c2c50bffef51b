import { sealEnvelope } from '@tonggye/api/envelope';
import type { Reply, TestServer } from './helpers';
import { identityHeaders } from './helpers';

/** A clock tests move by hand (`config.now`). */
export function manualClock(start = new Date('2026-01-01T00:00:00.000Z')) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

let counter = 0;

/** A unique, valid e-mail for one test. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}${Date.now()}${counter}@example.com`;
}

export const VALID_PASSWORD = 'abc123!';

/** The sign-up payload as the site sends it, valid unless overridden. */
export function signUpPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const at = new Date().toISOString();
  return {
    user_name: '홍길동',
    user_level: 'member',
    email: uniqueEmail(),
    password: VALID_PASSWORD,
    mobile_number: '01012345678',
    ip: '',
    user_birth: '1990-01-31',
    user_gender: 'male',
    is_active: 'true',
    signed_up: at,
    signed_in: at,
    ...overrides,
  };
}

async function toPlainReply(response: Response): Promise<Reply<Record<string, unknown>>> {
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  const data = (body.dataRes ?? {}) as Record<string, unknown>;
  return { status: response.status, headers: response.headers, body, data };
}

/** A plain (not sealed) JSON POST, as the account calls of the site's client send. */
export async function plainPost(
  server: TestServer,
  path: string,
  body: unknown,
  credential: string | null = null,
  extraHeaders: Record<string, string> = {},
): Promise<Reply<Record<string, unknown>>> {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...identityHeaders(credential),
      ...extraHeaders,
    },
    body: JSON.stringify(body),
  });
  return toPlainReply(response);
}

/** A form-encoded POST with a `data` field (as some account calls take it, e.g. changePaymentMethod). */
export async function formPost(
  server: TestServer,
  path: string,
  data: string,
  credential: string | null,
): Promise<Reply<Record<string, unknown>>> {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...identityHeaders(credential),
    },
    body: new URLSearchParams({ data }),
  });
  return toPlainReply(response);
}

/** `POST /user/reg {encryptedData}`; `credential` is the guest id (or null). */
export async function signUp(
  server: TestServer,
  payload: Record<string, unknown> = signUpPayload(),
  credential: string | null = null,
): Promise<Reply<Record<string, unknown>>> {
  return plainPost(
    server,
    '/user/reg',
    { encryptedData: sealEnvelope(payload, server.config.envelopeKey) },
    credential,
  );
}

export async function login(
  server: TestServer,
  email: string,
  password: string,
  credential: string | null = null,
): Promise<Reply<Record<string, unknown>>> {
  return plainPost(server, '/user/login', { email, password, utm_id: '*', ip: '' }, credential);
}

/** Signs a new member up and answers the e-mail, password and token. */
export async function newMember(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string; token: string; userUuid: string }> {
  const payload = signUpPayload(overrides);
  const reply = await signUp(server, payload);
  if (reply.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(reply.body)}`);
  return {
    email: String(payload.email).toLowerCase(),
    password: String(payload.password),
    token: String(reply.data.token),
    userUuid: String(reply.data.userUuid),
  };
}

export async function checkToken(
  server: TestServer,
  credential: string | null,
): Promise<Reply<Record<string, unknown>>> {
  const response = await fetch(server.url + '/user/checktoken', {
    headers: identityHeaders(credential),
  });
  return toPlainReply(response);
}

export async function countTable(
  server: TestServer,
  table: 'users' | 'sessions' | 'login_history' | 'datasets' | 'analyses',
): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
