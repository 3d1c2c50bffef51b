import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_A, identityHeaders, startTestServer, type TestServer } from './helpers';

interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, { required: string[]; properties: object }> };
}

/**
 * The board calls' own shape: "/boards/community, getBoardDetail, updateBoardDetail, createBoardDetail and
 * deleteBoardDetail each take encryptedData and return encryptData". What the routes answer,
 * checked against the OpenAPI document's `BoardSealedSuccess`.
 */
describe('board calls: encryptedData in, { resCode, encryptData } out, as documented', () => {
  let server: TestServer;
  let doc: OpenApi;

  beforeAll(async () => {
    server = await startTestServer();
    doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as OpenApi;
  });
  afterAll(() => server.close());

  async function call(path: string, payload: unknown) {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...identityHeaders(GUEST_A) },
      body: JSON.stringify({ encryptedData: sealEnvelope(payload, server.config.envelopeKey) }),
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it('documents the top-level encryptData shape for exactly these five calls', () => {
    const shape = doc.components.schemas.BoardSealedSuccess!;
    expect(shape.required.sort()).toEqual(['encryptData', 'resCode']);
    expect(Object.keys(shape.properties).sort()).toEqual(['encryptData', 'resCode']);
    for (const name of [
      'community',
      'getBoardDetail',
      'createBoardDetail',
      'updateBoardDetail',
      'deleteBoardDetail',
    ]) {
      const operation = doc.paths[`/boards/${name}`]!.post!;
      expect(JSON.stringify(operation.responses['200']), name).toContain('BoardSealedSuccess');
    }
  });

  it('each answers exactly { resCode: 200, encryptData } whose plaintext is the result', async () => {
    const answers: Record<string, unknown>[] = [];
    const created = await call('/boards/createBoardDetail', {
      title: '형식 확인',
      content: '<p>본문</p>',
      nickname: '손님',
      password: 'pw1234',
    });
    answers.push(created);
    const id = openEnvelope<{ post: { id: string } }>(
      created.encryptData as string,
      server.config.envelopeKey,
    ).post.id;
    answers.push(await call('/boards/community', { page: 1, size: 10 }));
    answers.push(await call('/boards/getBoardDetail', { id }));
    answers.push(
      await call('/boards/updateBoardDetail', {
        id,
        title: '형식 확인 (수정)',
        content: '<p>본문</p>',
        password: 'pw1234',
      }),
    );
    answers.push(await call('/boards/deleteBoardDetail', { id, password: 'pw1234' }));
    for (const answer of answers) {
      expect(Object.keys(answer).sort()).toEqual(['encryptData', 'resCode']);
      expect(answer.resCode).toBe(200);
      expect(typeof answer.encryptData).toBe('string');
      expect(openEnvelope(answer.encryptData as string, server.config.envelopeKey)).toBeTypeOf(
        'object',
      );
    }
  });
});
