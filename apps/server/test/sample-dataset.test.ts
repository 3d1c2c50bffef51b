import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset, UploadedDatasetListItem } from '../src/datasets';
import { up as reassignSample } from '../src/db/migrations/0023_sample_dataset_unowned';
import { purgeGuestData } from '../src/guest-purge';
import { SAMPLE_DATASET_ID, SAMPLE_OWNER, sampleSurveyCsv, seed } from '../src/seed';
import { objectStoreFor } from '../src/storage/object-store';
import { newMember } from './accounts-helpers';
import {
  countRows,
  expectError,
  GUEST_A,
  GUEST_B,
  startTestServer,
  type TestServer,
} from './helpers';

/** The sample's exam scores, read from the seed's own CSV (the 17th is missing). */
function sampleScores(): number[] {
  const [header, ...lines] = sampleSurveyCsv().trim().split('\n');
  const column = header!.split(',').indexOf('시험점수');
  return lines
    .map((line) => line.split(',')[column]!)
    .filter((v) => v !== '')
    .map(Number);
}

const descriptive = {
  fileName: 'sample-survey.csv',
  account: null,
  userUuid: null,
  variables: ['시험점수'],
  centralTendency: ['mean'],
  dispersion: ['min', 'max'],
  distribution: [],
  confidenceInterval: 95,
};

describe('the sample dataset is nobody’s; visitors work on copies', () => {
  let server: TestServer;
  let copyOfA: UploadedDataset;
  beforeAll(async () => {
    server = await startTestServer();
    await seed(server.db, { dataDir: server.dir, storage: objectStoreFor(server.config) });
  }, 60_000);
  afterAll(() => server.close());

  it('stores the seeded sample under no identity', async () => {
    const row = await server.db
      .selectFrom('datasets')
      .select('owner')
      .where('id', '=', SAMPLE_DATASET_ID)
      .executeTakeFirstOrThrow();
    expect(row.owner).toBe(SAMPLE_OWNER);
  });

  it('copies the sample into a guest’s own datasets, and the copy is analysed', async () => {
    const versions = async () =>
      (await server.db.selectFrom('dataset_versions').select('id').execute()).length;
    const versionsBefore = await versions();
    const reply = await server.call<{ result: UploadedDataset }>('/dataset/sample', {}, GUEST_A);
    expect(reply.status).toBe(200);
    copyOfA = reply.data.result;
    expect(copyOfA.uuid).not.toBe(SAMPLE_DATASET_ID);
    expect(copyOfA.rowCount).toBe(40);
    expect(copyOfA.columns.map((c) => c.name)).toEqual([
      '번호',
      '성별',
      '학년',
      '공부시간',
      '만족도',
      '시험점수',
    ]);
    expect(copyOfA.preview.rows).toHaveLength(40);
    expect(await versions()).toBe(versionsBefore + 1);
    // Its own columns, under its own prefix: deleting the copy never touches the sample's.
    const version = await server.db
      .selectFrom('dataset_versions')
      .select(['table_prefix', 'columns_json'])
      .where('dataset_id', '=', copyOfA.uuid)
      .executeTakeFirstOrThrow();
    expect(version.table_prefix).toContain(copyOfA.uuid);
    for (const column of JSON.parse(version.columns_json) as { key: string }[])
      expect(column.key.startsWith(version.table_prefix)).toBe(true);

    const list = await server.call<{ result: UploadedDatasetListItem[] }>(
      '/dataset/uploadedData',
      {},
      GUEST_A,
    );
    expect(list.data.result.map((d) => d.uuid)).toEqual([copyOfA.uuid]);

    const run = await server.call<{
      result: { variables: { mean: number; min: number; max: number; n?: number }[] };
    }>('/description/analysis', { uuid: copyOfA.uuid, ...descriptive }, GUEST_A);
    expect(run.status).toBe(200);
    const scores = sampleScores();
    expect(scores).toHaveLength(39);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const stats = run.data.result.variables[0]!;
    expect(stats.mean).toBeCloseTo(mean, 10);
    expect(stats.min).toBe(Math.min(...scores));
    expect(stats.max).toBe(Math.max(...scores));
  });

  it('gives every visitor a copy of their own, which no other guest reaches', async () => {
    const copyOfB = await server.call<{ result: UploadedDataset }>('/dataset/sample', {}, GUEST_B);
    expect(copyOfB.status).toBe(200);
    expect(copyOfB.data.result.uuid).not.toBe(copyOfA.uuid);
    const listOfB = await server.call<{ result: UploadedDatasetListItem[] }>(
      '/dataset/uploadedData',
      {},
      GUEST_B,
    );
    expect(listOfB.data.result.map((d) => d.uuid)).toEqual([copyOfB.data.result.uuid]);
    const uuid = copyOfA.uuid;
    expectError(
      await server.call('/description/analysis', { uuid, ...descriptive }, GUEST_B),
      404,
      'DATASET_NOT_FOUND',
    );
    expectError(
      await server.call('/dataset/update', { uuid, title: 'mine' }, GUEST_B),
      404,
      'DATASET_NOT_FOUND',
    );
    expectError(
      await server.call('/dataset/removeData', { uuid }, GUEST_B),
      404,
      'DATASET_NOT_FOUND',
    );

    // GUEST_A's id without its key is a new, empty guest: nothing of A's copy.
    const stolen = await fetch(`${server.url}/dataset/uploadedData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth: GUEST_A, authorization: GUEST_A },
      body: JSON.stringify({ encryptedData: '' }),
    });
    expect(await stolen.text()).not.toContain(uuid);
  });

  it('lets a member copy it too, and the copy is theirs to delete', async () => {
    const member = await newMember(server);
    const copy = await server.call<{ result: UploadedDataset }>(
      '/dataset/sample',
      {},
      member.token,
    );
    expect(copy.status).toBe(200);
    const removed = await server.call(
      '/user/deleteFiles',
      { uuids: [copy.data.result.uuid] },
      member.token,
    );
    expect(removed.status).toBe(200);
    // The sample and its table are still there for the next visitor.
    const again = await server.call<{ result: UploadedDataset }>(
      '/dataset/sample',
      {},
      member.token,
    );
    expect(again.status).toBe(200);
    expect(again.data.result.rowCount).toBe(40);
  });

  it('lets nobody list, rename, analyse or delete the original', async () => {
    const member = await newMember(server);
    const uuid = SAMPLE_DATASET_ID;
    for (const identity of [GUEST_A, GUEST_B, 'guest-0000000000', member.token]) {
      const list = await server.call<{ result: UploadedDatasetListItem[] }>(
        '/dataset/uploadedData',
        {},
        identity,
      );
      expect(list.status).toBe(200);
      expect(list.data.result.map((d) => d.uuid)).not.toContain(uuid);
      expectError(
        await server.call('/dataset/update', { uuid, title: 'taken' }, identity),
        404,
        'DATASET_NOT_FOUND',
      );
      expectError(
        await server.call('/description/analysis', { uuid, ...descriptive }, identity),
        404,
        'DATASET_NOT_FOUND',
      );
      expectError(
        await server.call('/dataset/removeData', { uuid }, identity),
        404,
        'DATASET_NOT_FOUND',
      );
    }
    expectError(
      await server.call('/user/deleteFiles', { uuids: [uuid] }, member.token),
      404,
      'DATASET_NOT_FOUND',
    );
    const row = await server.db
      .selectFrom('datasets')
      .select(['owner', 'title'])
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner: SAMPLE_OWNER, title: '샘플 설문 데이터' });
  });

  it('is never removed by the purge of stale guest data', async () => {
    const later = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    await purgeGuestData(server.db, objectStoreFor(server.config), later, 1);
    const copy = await server.call<{ result: UploadedDataset }>('/dataset/sample', {}, GUEST_B);
    expect(copy.status).toBe(200);
  });

  it('reassigns a sample seeded under the well-known guest to no one, keeping its table', async () => {
    await server.db
      .updateTable('datasets')
      .set({ owner: 'guest-0000000000' })
      .where('id', '=', SAMPLE_DATASET_ID)
      .execute();
    expect((await server.call('/dataset/sample', {}, GUEST_A)).status).toBe(503);
    await reassignSample(server.db as never);
    const row = await server.db
      .selectFrom('datasets')
      .select('owner')
      .where('id', '=', SAMPLE_DATASET_ID)
      .executeTakeFirstOrThrow();
    expect(row.owner).toBe(SAMPLE_OWNER);
    const copy = await server.call<{ result: UploadedDataset }>('/dataset/sample', {}, GUEST_A);
    expect(copy.status).toBe(200);
    expect(copy.data.result.rowCount).toBe(40);
  });
});

describe('without a seeded sample', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.close());

  it('answers 503 in both languages and stores nothing', async () => {
    const before = await countRows(server.db, 'datasets');
    const reply = await server.call('/dataset/sample', {}, GUEST_A);
    expectError(reply, 503, 'SAMPLE_DATASET_MISSING');
    expect(String(reply.body.message)).toMatch(/샘플 데이터/);
    expect(await countRows(server.db, 'datasets')).toBe(before);
  });
});
