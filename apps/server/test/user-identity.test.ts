import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadedDataset, UploadedDatasetListItem } from '../src/datasets';
import { login, newMember, signUp, signUpPayload } from './accounts-helpers';
import { expectError, GUEST_A, GUEST_B, startTestServer, type TestServer } from './helpers';

const csv = '점수\n1\n2\n3\n';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

async function listNames(credential: string): Promise<string[]> {
  const reply = await server.call<{ result: UploadedDatasetListItem[] }>(
    '/dataset/uploadedData',
    {},
    credential,
  );
  expect(reply.status).toBe(200);
  return reply.data.result.map((d) => d.fileName).sort();
}

async function uploadAs(credential: string, name: string): Promise<UploadedDataset> {
  const reply = await server.upload<{ result: UploadedDataset }>(csv, name, {}, credential);
  expect(reply.status).toBe(200);
  return reply.data.result;
}

async function addAnalysis(owner: string, datasetId: string): Promise<void> {
  await server.db
    .insertInto('analyses')
    .values({
      id: `analysis-${owner}-${datasetId}`,
      owner,
      dataset_id: datasetId,
      analysis: 'descriptive',
      request_json: '{}',
      result_json: '{}',
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function ownersOf(table: 'datasets' | 'analyses'): Promise<string[]> {
  const rows = await server.db.selectFrom(table).select('owner').execute();
  return rows.map((row) => row.owner).sort();
}

describe('members and their data', () => {
  it('a member token resolves to the member: uploads are owned by the user uuid', async () => {
    const member = await newMember(server);
    await uploadAs(member.token, 'mine.csv');
    expect(await ownersOf('datasets')).toEqual([member.userUuid]);
    expect(await listNames(member.token)).toEqual(['mine.csv']);
  });

  it('sign-up moves what the guest owned (datasets and analyses) to the new member', async () => {
    const a = await uploadAs(GUEST_A, 'guest-a.csv');
    await addAnalysis(GUEST_A, a.uuid);
    const b = await uploadAs(GUEST_B, 'guest-b.csv');
    await addAnalysis(GUEST_B, b.uuid);

    const reply = await signUp(server, signUpPayload(), GUEST_A);
    expect(reply.status).toBe(200);
    const token = String(reply.data.token);
    const userUuid = String(reply.data.userUuid);

    expect(await listNames(token)).toEqual(['guest-a.csv']);
    expect(await listNames(GUEST_A)).toEqual([]);
    expect(await listNames(GUEST_B)).toEqual(['guest-b.csv']);
    expect(await ownersOf('analyses')).toEqual([GUEST_B, userUuid].sort());
  });

  it('login moves the guest data too', async () => {
    const member = await newMember(server);
    await uploadAs(member.token, 'before.csv');
    const a = await uploadAs(GUEST_A, 'as-guest.csv');
    await addAnalysis(GUEST_A, a.uuid);
    const reply = await login(server, member.email, member.password, GUEST_A);
    expect(reply.status).toBe(200);
    expect(await listNames(String(reply.data.token))).toEqual(['as-guest.csv', 'before.csv']);
    expect(await ownersOf('analyses')).toEqual([member.userUuid]);
  });

  it('a failed login moves nothing', async () => {
    const member = await newMember(server);
    await uploadAs(GUEST_A, 'kept.csv');
    expectError(await login(server, member.email, 'wrong1!x', GUEST_A), 401, 'LOGIN_FAILED');
    expect(await listNames(GUEST_A)).toEqual(['kept.csv']);
  });

  it("another member's token never reaches this member's data", async () => {
    const one = await newMember(server);
    const two = await newMember(server);
    const own = await uploadAs(one.token, 'one.csv');
    await uploadAs(two.token, 'two.csv');

    expect(await listNames(one.token)).toEqual(['one.csv']);
    expect(await listNames(two.token)).toEqual(['two.csv']);
    // Not even by uuid.
    expectError(
      await server.call('/dataset/removeData', { uuid: own.uuid }, two.token),
      404,
      'DATASET_NOT_FOUND',
    );
    expect(await listNames(one.token)).toEqual(['one.csv']);
    // The member's uuid used as a guest id is not an identity.
    expectError(await server.call('/dataset/uploadedData', {}, one.userUuid), 401);
  });

  it('an unknown token in authorization is the token error, not a guest', async () => {
    const reply = await server.post(
      '/dataset/uploadedData',
      JSON.stringify({ encryptedData: 'x' }),
      { authorization: 'C'.repeat(43) },
    );
    expectError(reply, 401, 'TOKEN_INVALID');
  });
});
