import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDataset } from '../src/datasets';
import {
  cancelDeletion,
  runDeletions,
  scheduleDeletion,
  sweepDeletions,
  UPLOAD_LEASE_MS,
} from '../src/storage/deletions';
import {
  localObjectStore,
  parseStorageUrl,
  s3ObjectStore,
  StoredObjectMissing,
  type ObjectStore,
} from '../src/storage/object-store';
import { newMember } from './accounts-helpers';
import { expectError, identityHeaders, startTestServer, type TestServer } from './helpers';
import { startS3Double, type S3Double } from './s3-double';

let s3: S3Double;
let localDir: string;
beforeAll(async () => {
  s3 = await startS3Double();
  localDir = mkdtempSync(join(tmpdir(), 'tonggye-store-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(localDir, { recursive: true, force: true });
});

async function text(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each([
  ['local folder', () => localObjectStore(localDir)],
  ['S3-compatible store', () => s3ObjectStore(s3.storageUrl('round-trip'))],
])('object store: %s', (_name, open: () => ObjectStore) => {
  it('puts, gets as bytes and as a stream, tells existence and deletes', async () => {
    const store = open();
    // Bytes of every value, several megabytes: nothing is re-encoded or framed on the way.
    const body = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17));
    expect(await store.exists('a/b/one.bin')).toBe(false);
    await store.put('a/b/one.bin', body);
    expect(await store.exists('a/b/one.bin')).toBe(true);
    expect(Buffer.from(await store.getBytes('a/b/one.bin')).equals(Buffer.from(body))).toBe(true);
    const { stream, size } = await store.getStream('a/b/one.bin');
    expect(size).toBe(body.byteLength);
    expect((await text(stream)).equals(Buffer.from(body))).toBe(true);
    await store.delete('a/b/one.bin');
    expect(await store.exists('a/b/one.bin')).toBe(false);
    // A second delete of the same key is fine.
    await store.delete('a/b/one.bin');
  });

  it('answers StoredObjectMissing for a missing object', async () => {
    const store = open();
    await expect(store.getBytes('nothing/here.bin')).rejects.toBeInstanceOf(StoredObjectMissing);
    await expect(store.getStream('nothing/here.bin')).rejects.toBeInstanceOf(StoredObjectMissing);
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    const store = open();
    const one = new TextEncoder().encode('1');
    await store.put('tables/d1/v1/c0.arrow', one);
    await store.put('tables/d1/v1/c1.arrow', one);
    await store.put('tables/d1/v10/c0.arrow', one);
    await store.deletePrefix('tables/d1/v1/');
    expect(await store.exists('tables/d1/v1/c0.arrow')).toBe(false);
    expect(await store.exists('tables/d1/v1/c1.arrow')).toBe(false);
    expect(await store.exists('tables/d1/v10/c0.arrow')).toBe(true);
    await store.deletePrefix('tables/d1/');
    expect(await store.exists('tables/d1/v10/c0.arrow')).toBe(false);
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    const store = open();
    const one = new Uint8Array([1]);
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'x.partial', ''])
      await expect(store.put(key, one)).rejects.toThrow(/invalid storage key/);
  });
});

describe('object store: local folder writes', () => {
  it('never shows a half-written object: a failed copy leaves no object and no partial file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-store-'));
    const store = localObjectStore(dir);
    await expect(store.putFile('x/original.csv', join(dir, 'no-such-file'))).rejects.toThrow();
    expect(await store.exists('x/original.csv')).toBe(false);
    expect(readdirSync(join(dir, 'x'))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a spent file without copying it, and keeps it when the file is then removed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-store-'));
    const store = localObjectStore(join(dir, 'store'));
    const spool = join(dir, 'upload');
    writeFileSync(spool, 'x\n1\n');
    await store.putFile('x/original.csv', spool, true);
    // One file with two names: the store's is a link to the spool's bytes, not a copy of them.
    expect(statSync(spool).nlink).toBe(2);
    rmSync(spool);
    expect(Buffer.from(await store.getBytes('x/original.csv')).toString()).toBe('x\n1\n');
    expect(readdirSync(join(dir, 'store', 'x'))).toEqual(['original.csv']);
    // A file the caller still needs is copied.
    writeFileSync(spool, 'y\n');
    await store.putFile('x/kept.csv', spool);
    expect(statSync(spool).nlink).toBe(1);
    expect(Buffer.from(await store.getBytes('x/kept.csv')).toString()).toBe('y\n');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('STORAGE_URL', () => {
  it('reads bucket, prefix, endpoint, path style and region', () => {
    expect(
      parseStorageUrl(
        's3://bucket/some/prefix?endpoint=http%3A%2F%2Fminio%3A9000&forcePathStyle=true&region=ap-northeast-2',
      ),
    ).toEqual({
      bucket: 'bucket',
      prefix: 'some/prefix/',
      endpoint: 'http://minio:9000',
      region: 'ap-northeast-2',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://bucket')).toMatchObject({ prefix: '', forcePathStyle: false });
    expect(() => parseStorageUrl('http://bucket/x')).toThrow(/STORAGE_URL/);
  });
});

describe('removal records', () => {
  let server: TestServer;
  let store: ObjectStore;
  beforeAll(async () => {
    server = await startTestServer();
    store = localObjectStore(join(server.dir, 'objects'));
  });
  afterAll(() => server.close());

  const one = new Uint8Array([1, 2, 3]);
  const records = async () =>
    (await server.db.selectFrom('storage_deletions').selectAll().orderBy('key').execute()).map(
      (row) => ({ key: row.key, attempts: Number(row.attempts) }),
    );

  it('a removal recorded in a transaction that rolls back never happens', async () => {
    await store.put('rolled/back.bin', one);
    await expect(
      server.db.transaction().execute(async (trx) => {
        await scheduleDeletion(trx, ['rolled/back.bin'], new Date());
        throw new Error('the row change failed');
      }),
    ).rejects.toThrow('the row change failed');
    expect(await records()).toEqual([]);
    expect(await sweepDeletions(server.db, store, new Date())).toBe(0);
    expect(await store.exists('rolled/back.bin')).toBe(true);
  });

  it('an upload cut off before its row is removed once its lease is over, not before', async () => {
    const now = new Date();
    await scheduleDeletion(server.db, ['lease/orphan.csv'], now, UPLOAD_LEASE_MS);
    await store.put('lease/orphan.csv', one);
    // A finished upload takes its lease back with its row.
    await scheduleDeletion(server.db, ['lease/kept.csv'], now, UPLOAD_LEASE_MS);
    await store.put('lease/kept.csv', one);
    await cancelDeletion(server.db, ['lease/kept.csv']);

    expect(await sweepDeletions(server.db, store, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await store.exists('lease/orphan.csv')).toBe(true);
    expect(await sweepDeletions(server.db, store, new Date(now.getTime() + UPLOAD_LEASE_MS))).toBe(
      1,
    );
    expect(await store.exists('lease/orphan.csv')).toBe(false);
    expect(await store.exists('lease/kept.csv')).toBe(true);
    expect(await records()).toEqual([]);
  });

  it('a failed removal stays recorded and the sweep finishes it', async () => {
    await store.put('flaky/one.bin', one);
    let failures = 1;
    const flaky: ObjectStore = {
      ...store,
      spec: store.spec,
      location: store.location,
      delete: async (key) => {
        if (failures-- > 0) throw new Error('store unreachable');
        await store.delete(key);
      },
    };
    await scheduleDeletion(server.db, ['flaky/one.bin'], new Date());
    expect(await runDeletions(server.db, flaky, ['flaky/one.bin'])).toBe(0);
    expect(await records()).toEqual([{ key: 'flaky/one.bin', attempts: 1 }]);
    expect(await store.exists('flaky/one.bin')).toBe(true);
    expect(await sweepDeletions(server.db, flaky, new Date())).toBe(1);
    expect(await store.exists('flaky/one.bin')).toBe(false);
    expect(await records()).toEqual([]);
  });
});

describe('datasets on an S3-compatible store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ storageUrl: s3.storageUrl('server') });
  });
  afterAll(() => server.close());

  it('keeps the original in the bucket (not on disk): download, then removal after the commit', async () => {
    const member = await newMember(server);
    const csv = 'x,g\n1,a\n2,b\n3,a\n';
    const upload = await server.upload<{ result: UploadedDataset }>(
      csv,
      '설문.csv',
      undefined,
      member.token,
    );
    expect(upload.status).toBe(200);
    const uuid = upload.data.result.uuid;
    const storage = s3ObjectStore(s3.storageUrl('server'));
    expect(await storage.exists(`${uuid}.csv`)).toBe(true);
    expect(readdirSync(server.dir)).not.toContain('datasets');

    const download = async () =>
      fetch(`${server.url}/user/downloadFiles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...identityHeaders(member.token) },
        body: JSON.stringify({ encryptedData: sealEnvelope({ uuid }, server.config.envelopeKey) }),
      });
    const answer = await download();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(String(csv.length));
    expect(await answer.text()).toBe(csv);

    const removed = await server.call('/user/deleteFiles', { uuids: [uuid] }, member.token);
    expect(removed.status).toBe(200);
    expect(await storage.exists(`${uuid}.csv`)).toBe(false);
    expect(await server.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);
    const gone = await download();
    expect(gone.status).toBe(404);
  });

  it('a file missing from the bucket answers DATASET_FILE_MISSING, bilingual', async () => {
    const member = await newMember(server);
    const upload = await server.upload<{ result: UploadedDataset }>(
      'x\n1\n2\n',
      'a.csv',
      undefined,
      member.token,
    );
    const uuid = upload.data.result.uuid;
    await s3ObjectStore(s3.storageUrl('server')).delete(`${uuid}.csv`);
    const reply = await server.call('/user/downloadFiles', { uuid }, member.token);
    expectError(reply, 404, 'DATASET_FILE_MISSING');
  });
});
