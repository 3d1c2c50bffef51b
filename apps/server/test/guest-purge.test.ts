import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, loadConfig } from '../src/config';
import { datasetFolder, type UploadedDataset } from '../src/datasets';
import { purgeGuestData } from '../src/guest-purge';
import { objectStoreFor } from '../src/storage/object-store';
import { GUEST_A, GUEST_B, startTestServer, type TestServer } from './helpers';

const csv = '점수,반\n1,가\n2,나\n3,가\n4,나\n5,가\n';
const MEMBER = '00000000-0000-4000-8000-000000000001';

describe('purging old guest data', () => {
  let server: TestServer;
  const ids: Record<'a' | 'b' | 'member', string> = { a: '', b: '', member: '' };

  beforeAll(async () => {
    server = await startTestServer();
    const upload = async (identity: string) => {
      const reply = await server.upload<{ result: UploadedDataset }>(
        csv,
        '점수.csv',
        { title: '', firstRowAsNames: true, encoding: 'auto' },
        identity,
      );
      expect(reply.status).toBe(200);
      return reply.data.result.uuid;
    };
    ids.a = await upload(GUEST_A);
    ids.b = await upload(GUEST_B);
    ids.member = await upload('guest-1700000009');
    // Stands for a member's dataset: the owner a sign-up would have moved it to.
    await server.db
      .updateTable('datasets')
      .set({ owner: MEMBER })
      .where('id', '=', ids.member)
      .execute();
    const analysis = await server.call(
      '/description/analysis',
      {
        uuid: ids.b,
        fileName: '점수.csv',
        account: null,
        userUuid: null,
        variables: ['점수'],
        centralTendency: ['mean'],
        dispersion: [],
        distribution: [],
        confidenceInterval: 95,
        significance: [],
        visualize: [],
        fillMethod: 'exclude',
      },
      GUEST_B,
    );
    expect(analysis.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
  });

  async function remaining(): Promise<string[]> {
    const rows = await server.db.selectFrom('datasets').select('id').execute();
    return rows.map((row) => row.id);
  }

  async function storedFile(id: string): Promise<string> {
    const row = await server.db
      .selectFrom('datasets')
      .select('stored_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.stored_name).not.toBeNull();
    return join(datasetFolder(server.config)(), row.stored_name ?? '');
  }

  it('keeps everything younger than the limit, and everything when the limit is 0', async () => {
    const folder = objectStoreFor(server.config);
    expect(await purgeGuestData(server.db, folder, new Date(), 30)).toBe(0);
    expect(await purgeGuestData(server.db, folder, new Date(Date.now() + 400 * DAY_MS), 0)).toBe(0);
    expect((await remaining()).sort()).toEqual([ids.a, ids.b, ids.member].sort());
  });

  it('removes an old guest dataset with its file; a recent analysis keeps the other; members stay', async () => {
    const folder = objectStoreFor(server.config);
    const later = new Date(Date.now() + 31 * DAY_MS);
    // Guest B used their dataset two days before `later`: it counts as recent.
    await server.db
      .updateTable('analyses')
      .set({ created_at: new Date(later.getTime() - 2 * DAY_MS).toISOString() })
      .where('owner', '=', GUEST_B)
      .execute();
    const fileA = await storedFile(ids.a);
    expect(existsSync(fileA)).toBe(true);

    expect(await purgeGuestData(server.db, folder, later, 30)).toBe(1);
    expect((await remaining()).sort()).toEqual([ids.b, ids.member].sort());
    expect(existsSync(fileA)).toBe(false);
    const gone = await server.call('/description/get', { uuid: ids.a }, GUEST_A);
    expect(gone.status).toBe(404);

    // Much later, B's dataset and its analysis go too; the member's never does.
    const muchLater = new Date(later.getTime() + 60 * DAY_MS);
    expect(await purgeGuestData(server.db, folder, muchLater, 30)).toBe(1);
    expect(await remaining()).toEqual([ids.member]);
    const analyses = await server.db.selectFrom('analyses').select('id').execute();
    expect(analyses).toEqual([]);
  });

  it('reads GUEST_DATA_MAX_AGE_DAYS: 30 by default, 0 allowed, a negative refused', () => {
    expect(loadConfig({}, '/tmp').guestDataMaxAgeDays).toBe(30);
    expect(loadConfig({ GUEST_DATA_MAX_AGE_DAYS: '0' }, '/tmp').guestDataMaxAgeDays).toBe(0);
    expect(() => loadConfig({ GUEST_DATA_MAX_AGE_DAYS: '-1' }, '/tmp')).toThrow(
      /GUEST_DATA_MAX_AGE_DAYS/,
    );
  });
});
