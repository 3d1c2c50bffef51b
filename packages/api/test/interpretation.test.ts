import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, createMemoryStorage, interpretAnalysis } from '../src';
import { startProtocolServer } from './protocol-server';

const KEY = 'test-envelope-key';
const servers: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('interpretAnalysis', () => {
  it('posts the sealed request to {prefix}/interpretation and reads the raw response', async () => {
    const answer = {
      uuid: 'd-1',
      statsType: 't/paired',
      interpret: '대응표본 t 검정 결과 …',
      interpretDetail: '[APA 형식 보고] …',
    };
    const server = await startProtocolServer(KEY, () => ({ kind: 'sealed', body: answer }));
    servers.push(server);
    const storage = createMemoryStorage();
    storage.setItem('nonMemberSession', 'guest-1700000001');
    const client = createApiClient({ baseURL: server.baseURL, envelopeKey: KEY, storage });
    const reply = await interpretAnalysis(client, 't/paired', {
      uuid: 'd-1',
      dataToAnalyze: { analysis: 't/paired' },
      language: 'ko',
    });
    expect(reply).toEqual(answer);
    const [request] = server.received;
    expect(request?.path).toBe('/t/paired/interpretation');
    expect(request?.enveloped).toBe(true);
    expect(request?.payload).toEqual({
      uuid: 'd-1',
      dataToAnalyze: { analysis: 't/paired' },
      language: 'ko',
    });

    await interpretAnalysis(client, 'descriptive', { analysisId: 'a-1' });
    expect(server.received[1]?.path).toBe('/description/interpretation');
  });
});
