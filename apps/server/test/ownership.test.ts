import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset, UploadedDatasetListItem } from '../src/datasets';
import {
  countRows,
  expectError,
  GUEST_A,
  GUEST_B,
  startTestServer,
  type TestServer,
} from './helpers';

const csv = '점수\n1\n2\n3\n4\n';

describe('a guest sees only their own datasets', () => {
  let server: TestServer;
  let ofA: UploadedDataset;

  beforeAll(async () => {
    server = await startTestServer();
    ofA = (await server.upload<{ result: UploadedDataset }>(csv, 'a.csv', {}, GUEST_A)).data.result;
    await server.upload(csv, 'b.csv', {}, GUEST_B);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists nothing of another guest', async () => {
    const a = await server.call<{ result: UploadedDatasetListItem[] }>(
      '/dataset/uploadedData',
      {},
      GUEST_A,
    );
    const b = await server.call<{ result: UploadedDatasetListItem[] }>(
      '/dataset/uploadedData',
      {},
      GUEST_B,
    );
    expect(a.data.result.map((d) => d.fileName)).toEqual(['a.csv']);
    expect(b.data.result.map((d) => d.fileName)).toEqual(['b.csv']);
  });

  it('cannot get, analyse or remove another guest’s dataset, and gets the same answer as for an unknown one', async () => {
    const unknown = await server.call(
      '/description/get',
      { uuid: '6f1c1f4e-0000-4000-8000-000000000000' },
      GUEST_B,
    );
    const foreignGet = await server.call('/description/get', { uuid: ofA.uuid }, GUEST_B);
    const foreignAnalysis = await server.call(
      '/description/analysis',
      { uuid: ofA.uuid, variables: ['점수'], centralTendency: ['mean'] },
      GUEST_B,
    );
    const foreignRemove = await server.call('/dataset/removeData', { uuid: ofA.uuid }, GUEST_B);
    const unknownRemove = await server.call(
      '/dataset/removeData',
      { uuid: 'no-such-dataset' },
      GUEST_B,
    );
    for (const reply of [unknown, foreignGet, foreignAnalysis, foreignRemove, unknownRemove]) {
      expectError(reply, 404, 'DATASET_NOT_FOUND');
      expect(reply.body).toEqual(unknown.body);
    }
    expect(await countRows(server.db, 'analyses')).toBe(0);
    // Still there for its owner.
    const own = await server.call<{ result: UploadedDataset }>(
      '/description/get',
      { uuid: ofA.uuid },
      GUEST_A,
    );
    expect(own.status).toBe(200);
    expect(own.data.result.uuid).toBe(ofA.uuid);
  });
});
