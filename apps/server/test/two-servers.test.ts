import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpPayload } from './accounts-helpers';
import { identityHeaders } from './helpers';
import { startS3Double, type S3Double } from './s3-double';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

const KEY = 'two-servers-envelope-key';

async function call<T>(url: string, path: string, payload: unknown, token: string) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...identityHeaders(token) },
    body: JSON.stringify({ encryptedData: sealEnvelope(payload, KEY) }),
  });
  const body = (await response.json()) as { dataRes?: { encryptData?: string } };
  return {
    status: response.status,
    data: body.dataRes?.encryptData ? openEnvelope<T>(body.dataRes.encryptData, KEY) : undefined,
  };
}

/*
 * Several server machines behind one load balancer: each with a DATA_DIR of its own, sharing
 * one PostgreSQL and one S3-protocol store. What one process stores, the other serves.
 */
describe.skipIf(!onPostgres)('two server processes on one PostgreSQL and one object store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-two-servers-'));
  let database: TestDatabase | undefined;
  let s3: S3Double | undefined;
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.dispose();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a dataset uploaded on one is analysed and downloaded on the other, an image served by it', async () => {
    database = await createTestDatabase(dir);
    s3 = await startS3Double();
    const envOf = (name: string) => ({
      DATA_DIR: join(dir, name),
      SITE_DIR: join(dir, 'no-site'),
      ENVELOPE_KEY: KEY,
      DATABASE_URL: database!.url,
      STORAGE_URL: s3!.storageUrl('shared'),
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      ANALYSIS_WORKERS: '1',
    });
    // A profile image an older version kept on A's disk: A moves it into the store at its start.
    const keptPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(16, 3),
    ]);
    const keptName = 'kept-profile-image-000.png';
    mkdirSync(join(dir, 'a', 'profile-images'), { recursive: true });
    writeFileSync(join(dir, 'a', 'profile-images', keptName), keptPng);
    // One after the other: the second finds the migrations done.
    const a = await startServerProcess(envOf('a'));
    running.push(a);
    const b = await startServerProcess(envOf('b'));
    running.push(b);

    const signUp = await fetch(`${a.url}/user/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ encryptedData: sealEnvelope(signUpPayload(), KEY) }),
    });
    const token = String(((await signUp.json()) as { dataRes: { token: string } }).dataRes.token);

    const csv = '점수,집단\n3,가\n5,나\n4,가\n8,나\n6,가\n';
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode(csv)]), '설문.csv');
    const uploaded = await fetch(`${a.url}/dataset/upload`, {
      method: 'POST',
      headers: identityHeaders(token),
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const body = (await uploaded.json()) as { dataRes: { encryptData: string } };
    const { uuid } = openEnvelope<{ result: { uuid: string } }>(
      body.dataRes.encryptData,
      KEY,
    ).result;

    const request = { uuid, variables: ['점수'], testValue: 4 };
    const onB = await call<{ oneSampleResult: unknown }>(b.url, '/t/one/analysis', request, token);
    expect(onB.status).toBe(200);
    const onA = await call<{ oneSampleResult: unknown }>(a.url, '/t/one/analysis', request, token);
    expect(onB.data!.oneSampleResult).toEqual(onA.data!.oneSampleResult);

    const download = await fetch(`${b.url}/user/downloadFiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...identityHeaders(token) },
      body: JSON.stringify({ encryptedData: sealEnvelope({ uuid }, KEY) }),
    });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(csv);

    // A post image uploaded on one is served by the other.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(24, 7),
    ]);
    const imageForm = new FormData();
    imageForm.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '그림.png');
    const image = await fetch(`${a.url}/boards/image`, {
      method: 'POST',
      headers: identityHeaders(token),
      body: imageForm,
    });
    expect(image.status).toBe(200);
    const imageUrl = String(((await image.json()) as { url: string }).url);
    const served = await fetch(b.url + imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    // A profile picture uploaded on one is served by the other, and replaced there.
    const profileForm = new FormData();
    profileForm.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '나.png');
    const profile = await fetch(`${a.url}/user/profileImageUpdate`, {
      method: 'POST',
      headers: identityHeaders(token),
      body: profileForm,
    });
    expect(profile.status).toBe(200);
    const profileUrl = String(
      ((await profile.json()) as { dataRes: { result: { url: string } } }).dataRes.result.url,
    );
    const profileOnB = await fetch(b.url + profileUrl);
    expect(profileOnB.status).toBe(200);
    expect(profileOnB.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await profileOnB.arrayBuffer()).equals(png)).toBe(true);
    const replacedForm = new FormData();
    replacedForm.append(
      'file',
      new Blob([new Uint8Array(keptPng)], { type: 'image/png' }),
      'b.png',
    );
    const replaced = await fetch(`${b.url}/user/profileImageUpdate`, {
      method: 'POST',
      headers: identityHeaders(token),
      body: replacedForm,
    });
    expect(replaced.status).toBe(200);
    // The earlier picture left the shared store: neither process serves it any more.
    expect((await fetch(a.url + profileUrl)).status).toBe(404);

    // The picture A found on its disk at the start is in the store: B serves it.
    const kept = await fetch(`${b.url}/user/profile-image/${keptName}`);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(keptPng)).toBe(true);
    expect(existsSync(join(dir, 'a', 'profile-images'))).toBe(false);

    // Nothing of the dataset or the images on either machine's disk: they live in the shared store.
    for (const name of ['a', 'b']) {
      expect(existsSync(join(dir, name, 'datasets'))).toBe(false);
      expect(existsSync(join(dir, name, 'board-images'))).toBe(false);
      expect(existsSync(join(dir, name, 'store-files'))).toBe(false);
    }
  }, 120_000); // two server starts under tsx on a shared machine: a ceiling, not a timing claim
});
