import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  createGuestId,
  createMemoryStorage,
  createSessionStore,
  getDataset,
  GUEST_ID_PATTERN,
  listDatasets,
  removeDataset,
  runDescriptiveAnalysis,
  STORAGE_KEYS,
  uploadDataset,
  type UploadedDataset,
} from '../src';
import { sealEnvelope } from '../src/envelope';
import { startProtocolServer, type Handler } from './protocol-server';

const KEY = 'test-envelope-key';
const servers: { close(): Promise<void> }[] = [];

async function serve(handler: Handler) {
  const server = await startProtocolServer(KEY, handler);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const dataset: UploadedDataset = {
  uuid: 'd-1',
  fileName: '설문.csv',
  title: '만족도 조사',
  createdAt: '2025-03-01T09:00:00.000Z',
  rowCount: 3,
  columns: [
    { name: '나이', type: 'numeric', validCount: 3, missingCount: 0 },
    { name: '성별', type: 'categorical', validCount: 2, missingCount: 1 },
  ],
  info: { format: 'csv', encoding: 'utf-8', delimiter: ',' },
  preview: {
    columns: ['나이', '성별'],
    rows: [
      [31, '남'],
      [45, null],
      [27, '여'],
    ],
  },
};

async function expectApiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('auth headers', () => {
  it('send the token as is in authorization and auth, and the saved e-mail as useremail', async () => {
    const server = await serve(() => ({ kind: 'sealed', body: { result: [] } }));
    const storage = createMemoryStorage({
      token: 'tok-123',
      nonMemberSession: 'guest-0000000001',
      savedEmail: 'a@b.kr',
    });
    const client = createApiClient({ baseURL: server.baseURL, envelopeKey: KEY, storage });
    await listDatasets(client);
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/dataset/uploadedData');
    expect(request?.headers.authorization).toBe('tok-123');
    expect(request?.headers.auth).toBe('tok-123');
    expect(request?.headers.useremail).toBe('a@b.kr');
  });

  it('fall back to the guest id when the token is missing or the text "null"', async () => {
    const server = await serve(() => ({ kind: 'sealed', body: { result: [] } }));
    const storage = createMemoryStorage({
      token: 'null',
      nonMemberSession: 'guest-1234567890',
      savedEmail: 'null',
    });
    const client = createApiClient({ baseURL: server.baseURL, envelopeKey: KEY, storage });
    await listDatasets(client);
    storage.removeItem('token');
    await listDatasets(client);
    for (const request of server.received) {
      expect(request.headers.authorization).toBe('guest-1234567890');
      expect(request.headers.auth).toBe('guest-1234567890');
      expect(request.headers.useremail).toBeUndefined();
    }
    expect(server.received).toHaveLength(2);
  });

  it('are read fresh before every request', async () => {
    const server = await serve(() => ({ kind: 'sealed', body: { result: [] } }));
    const storage = createMemoryStorage({ nonMemberSession: 'guest-1111111111' });
    const client = createApiClient({ baseURL: server.baseURL, envelopeKey: KEY, storage });
    await listDatasets(client);
    client.session.saveLogin('member-token', 'admin');
    await listDatasets(client);
    client.session.clearMember(9_876_543_210_123);
    await listDatasets(client);
    expect(server.received.map((request) => request.headers.auth)).toEqual([
      'guest-1111111111',
      'member-token',
      'guest-6543210123',
    ]);
  });
});

describe('guest key', () => {
  /** A server that issues a new key to every guest call without one, as the real server does. */
  async function keyServer() {
    const received: { auth?: string; key?: string }[] = [];
    let issued = 0;
    let answerDelayMs = 50;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const key = req.headers.guestkey as string | undefined;
        received.push({ auth: req.headers.auth as string | undefined, key });
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        const guest = String(req.headers.auth).startsWith('guest-');
        if (guest && (key === undefined || key === 'revoked'))
          headers.guestkey = `key-${(issued += 1)}`;
        setTimeout(() => {
          res.writeHead(200, headers);
          res.end(
            JSON.stringify({
              resCode: 200,
              dataRes: { encryptData: sealEnvelope({ result: [] }, KEY) },
            }),
          );
        }, answerDelayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    servers.push({ close: () => new Promise<void>((done) => server.close(() => done())) });
    return {
      baseURL: `http://127.0.0.1:${port}`,
      received,
      setDelay: (ms: number) => void (answerDelayMs = ms),
    };
  }

  it('sends a new guest’s first call alone and the others with the key it brought back', async () => {
    const server = await keyServer();
    const storage = createMemoryStorage({ nonMemberSession: 'guest-1000000001' });
    const client = createApiClient({ baseURL: server.baseURL, envelopeKey: KEY, storage });
    await Promise.all([listDatasets(client), listDatasets(client), listDatasets(client)]);
    expect(server.received).toEqual([
      { auth: 'guest-1000000001', key: undefined },
      { auth: 'guest-1000000001', key: 'key-1' },
      { auth: 'guest-1000000001', key: 'key-1' },
    ]);
    // Kept in storage: a reload (a new client on the same storage) carries it.
    expect(storage.getItem(STORAGE_KEYS.guestKey)).toBe('key-1');
    const reloaded = createApiClient({ baseURL: server.baseURL, envelopeKey: KEY, storage });
    await listDatasets(reloaded);
    expect(server.received.at(-1)).toEqual({ auth: 'guest-1000000001', key: 'key-1' });
  });

  it('takes a new key the server answers, and drops it with the guest id', async () => {
    const server = await keyServer();
    server.setDelay(0);
    const storage = createMemoryStorage({
      nonMemberSession: 'guest-1000000002',
      nonMemberKey: 'revoked',
    });
    const client = createApiClient({ baseURL: server.baseURL, envelopeKey: KEY, storage });
    await listDatasets(client);
    expect(storage.getItem(STORAGE_KEYS.guestKey)).toBe('key-1');
    // A member sends no guest key.
    client.session.saveLogin('member-token');
    expect(storage.getItem(STORAGE_KEYS.guestKey)).toBeNull();
    await listDatasets(client);
    expect(server.received.at(-1)).toEqual({ auth: 'member-token', key: undefined });
    // Signing out starts a new guest id, whose first call gets a key of its own.
    const guest = client.session.clearMember(1_700_000_000_123);
    await listDatasets(client);
    expect(server.received.at(-1)).toEqual({ auth: guest, key: undefined });
    expect(storage.getItem(STORAGE_KEYS.guestKey)).toBe('key-2');
  });
});

describe('envelope both ways', () => {
  it('seals the request payload and opens, validates and returns the response', async () => {
    const server = await serve((request) => {
      if (request.path === '/description/get') return { kind: 'sealed', body: { result: dataset } };
      if (request.path === '/dataset/removeData')
        return { kind: 'sealed', body: { result: request.payload } };
      return {
        kind: 'json',
        status: 404,
        body: { resCode: 404, code: 'NOT_FOUND', message: '없음', messageEn: 'none' },
      };
    });
    const client = createApiClient({
      baseURL: server.baseURL,
      envelopeKey: KEY,
      storage: createMemoryStorage(),
    });
    expect(await getDataset(client, 'd-1')).toEqual(dataset);
    expect(await removeDataset(client, 'd-9')).toEqual({ uuid: 'd-9' });
    expect(server.received.map((request) => request.payload)).toEqual([
      { uuid: 'd-1' },
      { uuid: 'd-9' },
    ]);
    // No credential at all: no auth headers rather than a made-up one.
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the descriptive request fields and returns result and analysisId', async () => {
    const result = {
      analysis: 'descriptive',
      variables: [{ variable: '나이', n: 3, missing: 0, mean: 34.333333333333336 }],
      tables: [
        {
          id: 'descriptives',
          title: { ko: '기술통계량', en: 'Descriptive Statistics' },
          columns: [
            { key: 'mean', label: { ko: '평균', en: 'Mean' }, format: 'number', decimals: 2 },
          ],
          rows: [{ label: '나이', cells: { mean: 34.333333333333336 } }],
        },
      ],
      warnings: [],
      warningsEn: [],
    };
    const server = await serve(() => ({ kind: 'sealed', body: { result, analysisId: 'a-1' } }));
    const client = createApiClient({
      baseURL: server.baseURL,
      envelopeKey: KEY,
      storage: createMemoryStorage(),
    });
    const request = {
      uuid: 'd-1',
      fileName: '설문.csv',
      account: 'guest-1234567890',
      userUuid: 'guest-1234567890',
      variables: ['나이'],
      centralTendency: ['mean'] as const,
      dispersion: ['std', 'min', 'max'] as const,
      distribution: [],
      confidenceInterval: null,
      significance: [],
      visualize: [],
      fillMethod: 'exclude' as const,
    };
    const response = await runDescriptiveAnalysis(client, {
      ...request,
      centralTendency: [...request.centralTendency],
      dispersion: [...request.dispersion],
    });
    expect(response.analysisId).toBe('a-1');
    expect(response.result.tables[0]?.rows[0]?.cells.mean).toBe(34.333333333333336);
    expect(server.received[0]?.path).toBe('/description/analysis');
    expect(server.received[0]?.payload).toEqual(request);
  });

  it('uploads the file as multipart with the sealed options beside it', async () => {
    const server = await serve(() => ({ kind: 'sealed', body: { result: dataset } }));
    const client = createApiClient({
      baseURL: server.baseURL,
      envelopeKey: KEY,
      storage: createMemoryStorage({ token: 'tok' }),
    });
    const file = new File(['나이,성별\n31,남\n'], '설문.csv', { type: 'text/csv' });
    const uploaded = await uploadDataset(client, {
      file,
      title: '만족도 조사',
      firstRowAsNames: false,
      encoding: 'cp949',
    });
    expect(uploaded.uuid).toBe('d-1');
    const [request] = server.received;
    expect(request?.path).toBe('/dataset/upload');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.auth).toBe('tok');
    expect(request?.file).toEqual({
      name: '설문.csv',
      text: '나이,성별\n31,남\n',
      type: 'text/csv',
    });
    expect(request?.payload).toEqual({
      title: '만족도 조사',
      firstRowAsNames: false,
      encoding: 'cp949',
    });
  });
});

describe('errors', () => {
  const client = (baseURL: string, timeoutMs?: number) =>
    createApiClient({
      baseURL,
      envelopeKey: KEY,
      storage: createMemoryStorage(),
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('maps an error body to ApiError with status, code and both messages', async () => {
    const server = await serve(() => ({
      kind: 'json',
      status: 404,
      body: {
        resCode: 404,
        code: 'DATASET_NOT_FOUND',
        message: '데이터를 찾을 수 없습니다.',
        messageEn: 'Dataset not found.',
      },
    }));
    const error = await expectApiError(getDataset(client(server.baseURL), 'nope'));
    expect(error).toMatchObject({
      status: 404,
      code: 'DATASET_NOT_FOUND',
      message: '데이터를 찾을 수 없습니다.',
      messageEn: 'Dataset not found.',
    });
  });

  it('treats a 200 whose resCode is not 200 as a failure', async () => {
    const server = await serve(() => ({
      kind: 'json',
      status: 200,
      body: {
        resCode: 401,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요합니다.',
        messageEn: 'Sign-in required.',
      },
    }));
    const error = await expectApiError(listDatasets(client(server.baseURL)));
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: '로그인이 필요합니다.',
    });
  });

  it('gives a Korean server-error message for a body that is not the protocol', async () => {
    const server = await serve(() => ({
      kind: 'raw',
      status: 502,
      body: '<html>Bad gateway</html>',
    }));
    const error = await expectApiError(listDatasets(client(server.baseURL)));
    expect(error).toMatchObject({ status: 502, code: 'SERVER_ERROR' });
    expect(error.message).toMatch(/서버에서 오류가 발생했습니다/);
  });

  it('rejects a response that fails the schema or was sealed with another key', async () => {
    const server = await serve((request) =>
      request.path === '/dataset/uploadedData'
        ? { kind: 'sealed', body: { result: [{ uuid: 'x' }] } }
        : {
            kind: 'json',
            status: 200,
            body: {
              resCode: 200,
              dataRes: { encryptData: sealEnvelope({ result: dataset }, 'other-key') },
            },
          },
    );
    const shape = await expectApiError(listDatasets(client(server.baseURL)));
    expect(shape).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    const foreign = await expectApiError(getDataset(client(server.baseURL), 'd-1'));
    expect(foreign).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(foreign.message).toMatch(/해석할 수 없습니다/);
  });

  it('maps a refused connection to a Korean network error', async () => {
    // Take a free port and close it again so nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const error = await expectApiError(listDatasets(client(`http://127.0.0.1:${port}`)));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(error.message).toMatch(/서버에 연결할 수 없습니다/);
  });

  it('times out with a Korean message', async () => {
    const server = await serve(() => ({ kind: 'hang' }));
    const started = Date.now();
    const error = await expectApiError(listDatasets(client(server.baseURL, 150)));
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(error.message).toMatch(/시간이 초과/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('passes the signal through so a request can be cancelled', async () => {
    const server = await serve(() => ({ kind: 'hang' }));
    const controller = new AbortController();
    const pending = listDatasets(client(server.baseURL), { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const error = await expectApiError(pending);
    expect(error.code).toBe('ABORTED');
    expect(server.received).toHaveLength(1);
  });
});

describe('session storage', () => {
  it('creates guest ids of guest- and ten digits from the timestamp', () => {
    expect(createGuestId(1_712_345_678_901)).toBe('guest-2345678901');
    expect(createGuestId(42)).toBe('guest-0000000042');
    expect(createGuestId()).toMatch(GUEST_ID_PATTERN);
    expect(createGuestId(1_712_345_678_901)).not.toBe(createGuestId(1_712_345_678_902));
  });

  it('counts a missing value, empty text and the text "null" as absent', () => {
    const storage = createMemoryStorage({
      token: 'null',
      nonMemberSession: '',
      userLevel: 'undefined',
    });
    const session = createSessionStore(storage);
    expect(session.getToken()).toBeNull();
    expect(session.getGuestId()).toBeNull();
    expect(session.getLevel()).toBeNull();
    expect(session.getIdentity()).toEqual({ kind: 'none' });
    const created = session.ensureGuestId(1_700_000_000_123);
    expect(created).toBe('guest-0000000123');
    expect(session.ensureGuestId(1_800_000_000_000)).toBe(created);
    expect(session.getIdentity()).toEqual({ kind: 'guest', guestId: created });
  });

  it('stores a login and clears it back to a new guest session', () => {
    const storage = createMemoryStorage({ nonMemberSession: 'guest-0000000001' });
    const session = createSessionStore(storage);
    session.saveLogin('tok', 'admin');
    expect(storage.snapshot()).toEqual({
      [STORAGE_KEYS.token]: 'tok',
      [STORAGE_KEYS.level]: 'admin',
    });
    expect(session.getIdentity()).toEqual({ kind: 'member', token: 'tok', level: 'admin' });
    const guest = session.clearMember(1_700_000_000_555);
    expect(storage.snapshot()).toEqual({ [STORAGE_KEYS.guestId]: guest });
    expect(guest).toBe('guest-0000000555');
  });
});

describe('response schemas', () => {
  it('let unknown fields through', async () => {
    const server = await serve(() => ({
      kind: 'sealed',
      body: {
        result: [
          {
            uuid: 'd',
            fileName: 'f.csv',
            title: '',
            createdAt: 'x',
            rowCount: 1,
            columnCount: 2,
            extra: true,
          },
        ],
      },
    }));
    const client = createApiClient({
      baseURL: server.baseURL,
      envelopeKey: KEY,
      storage: createMemoryStorage(),
    });
    const [item] = await listDatasets(client);
    expect(z.object({ extra: z.literal(true) }).safeParse(item).success).toBe(true);
  });
});
