import { afterAll, beforeAll } from 'vitest';
import {
  startTestServerProcess,
  type TestServerProcess,
} from '../../../apps/server/test/server-process';
import {
  createApiClient,
  createMemoryStorage,
  isApiError,
  login,
  register,
  type ApiClient,
  type SignUpRequest,
} from '../src';

/** The administrator the seed creates (entry 'start'); its one-time password is printed. */
export const ADMIN_EMAIL = 'admin@tonggye.kr';

/** The smallest PNG (1x1), recognised by its signature. */
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

let counter = 0;
/** A number for e-mails, mobiles and guest ids, new on every call within a test file. */
const next = () => (counter += 1);

/** A valid sign-up with a new e-mail and mobile; `overrides` for the fields a test cares about. */
export function signUpRequest(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  const n = next();
  return {
    name: '홍길동',
    email: `member${Date.now()}${n}@example.com`,
    password: 'abc12$',
    mobile: `010${String(Date.now()).slice(-6)}${String(n % 100).padStart(2, '0')}`,
    birth: '1990-01-31',
    gender: 'female',
    level: 'member',
    ...overrides,
  };
}

/** What `promise` was refused with; fails the test when it resolves or throws anything else. */
export async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

export interface ServerUnderTest {
  /** The running process (after `beforeAll`). */
  readonly process: TestServerProcess;
  readonly url: string;
  /** The seeded administrator's one-time password (entry 'start'); '' without the seed. */
  readonly adminPassword: string;
  /** A client with storage of its own, starting from `initial` (e.g. a guest id). */
  client(initial?: Record<string, string>): ApiClient;
  /** A client with a guest id of its own. */
  guest(): ApiClient;
  /** A new member, signed up and signed in on `client` (a new client by default). */
  member(
    overrides?: Partial<SignUpRequest>,
    client?: ApiClient,
  ): Promise<{ client: ApiClient; email: string }>;
  /** The seeded administrator, signed in. */
  admin(): Promise<ApiClient>;
  /** A POST of JSON to an administration path with the administrator's token (no client call). */
  adminPost(path: string, body: unknown): Promise<Response>;
}

/**
 * The real server for this file's tests, started as its own process before them and stopped after
 * (this package cannot import the server: the server imports this package), and the clients the
 * tests call it with.
 */
export function testServer({
  name,
  envelopeKey,
  entry = 'main',
  env = {},
}: {
  name: string;
  envelopeKey: string;
  entry?: 'main' | 'start';
  env?: Record<string, string>;
}): ServerUnderTest {
  let started: TestServerProcess | undefined;
  let adminPassword = '';
  beforeAll(
    async () => {
      started = await startTestServerProcess({
        entry,
        name,
        env: { ENVELOPE_KEY: envelopeKey, ...env },
      });
      // The seed prints the administrator's one-time password before the server starts.
      adminPassword = /password: (\S+)/.exec(started.stdout() + started.stderr())?.[1] ?? '';
    },
    entry === 'start' ? 45_000 : 30_000,
  );
  afterAll(() => started?.stop());

  const running = () => {
    if (started === undefined) throw new Error('the test server is not running (beforeAll)');
    return started;
  };
  const client = (initial: Record<string, string> = {}) =>
    createApiClient({
      baseURL: running().url,
      envelopeKey,
      storage: createMemoryStorage(initial),
    });
  const admin = async () => {
    const signed = client();
    const signedIn = await login(signed, { email: ADMIN_EMAIL, password: adminPassword });
    if (!signedIn.token) throw new Error(`admin sign-in refused: ${signedIn.message}`);
    signed.session.saveLogin(signedIn.token, signedIn.level, ADMIN_EMAIL);
    return signed;
  };
  return {
    get process() {
      return running();
    },
    get url() {
      return running().url;
    },
    get adminPassword() {
      return adminPassword;
    },
    client,
    guest: () => client({ nonMemberSession: `guest-${String(Date.now() + next()).slice(-10)}` }),
    async member(overrides = {}, on = client()) {
      const request = signUpRequest(overrides);
      const answer = await register(on, request);
      if (!answer.token) throw new Error(`sign-up refused: ${answer.message}`);
      on.session.saveLogin(answer.token, answer.level, request.email);
      return { client: on, email: request.email };
    },
    admin,
    async adminPost(path, body) {
      const token = (await admin()).session.getToken() ?? '';
      return fetch(`${running().url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token, auth: token },
        body: JSON.stringify(body),
      });
    },
  };
}
