import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  changeEmail,
  changePassword,
  changeProfileField,
  createQna,
  getQnaCategories,
  listMyQna,
  deleteAccount,
  findEmail,
  getAnalysisHistory,
  getLoginHistory,
  getMemberProfile,
  listAnalysisHistory,
  login,
  removeAnalysisHistory,
  resetPassword,
  runDescriptiveAnalysis,
  sendEmailCode,
  updateProfileImage,
  uploadDataset,
} from '../src';
import { PNG, refusal, testServer } from './server-client';

/**
 * The account helpers and the analysis history against the real server, started as its own
 * process (this package cannot import the server: the server imports this package). Codes
 * are read from the mail the server writes to `DATA_DIR/outbox` without SMTP.
 */
const server = testServer({
  name: 'api-my-account',
  envelopeKey: 'my-account-test-envelope-key',
});

/** The newest code mailed to `email` (the outbox's .eml files, quoted-printable text). */
async function mailedCode(email: string): Promise<string> {
  const folder = join(server.process.dataDir, 'outbox');
  const names = (await readdir(folder)).sort().reverse();
  for (const name of names) {
    const text = (await readFile(join(folder, name), 'utf8')).replace(/=\r?\n/g, '');
    if (!text.includes(`To: ${email}`)) continue;
    const match = /code: (\d{6})/.exec(text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no code mailed to ${email}`);
}

describe('profile', () => {
  it('reads the whole profile and changes one field at a time', async () => {
    const { client, email } = await server.member();
    const profile = await getMemberProfile(client);
    expect(profile).toMatchObject({ email, name: '홍길동', birth: '1990-01-31', gender: 'female' });
    const changed = await changeProfileField(client, 'nickname', '길동이');
    expect(changed.nickname).toBe('길동이');
    await changeProfileField(client, 'gender', 'male');
    expect(await getMemberProfile(client)).toMatchObject({ nickname: '길동이', gender: 'male' });
    const bad = await refusal(changeProfileField(client, 'name', 'user1'));
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/이름/);
  });

  it('stores a profile image and serves it from the answered path', async () => {
    const { client } = await server.member();
    const { url, profile } = await updateProfileImage(client, new Blob([PNG]), 'me.png');
    expect(url).toMatch(/^\/user\/profile-image\/.+\.png$/);
    expect(profile.profileImage).toBe(url);
    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const notImage = await refusal(
      updateProfileImage(client, new Blob(['not an image']), 'me.png'),
    );
    expect(notImage.status).toBe(400);
  });
});

describe('e-mail change', () => {
  it('changes the address with the code mailed to the new one', async () => {
    const { client, email } = await server.member();
    const next = `new${email}`;
    await sendEmailCode(client, next, 'verify');
    const code = await mailedCode(next);
    const wrong = await refusal(
      changeEmail(client, { email: next, code: code === '000000' ? '000001' : '000000' }),
    );
    expect(wrong.message).toMatch(/인증번호/);
    const profile = await changeEmail(client, { email: next, code });
    expect(profile.email).toBe(next);
    expect((await login(server.client(), { email: next, password: 'abc12$' })).resCode).toBe(200);
    expect((await login(server.client(), { email, password: 'abc12$' })).resCode).toBe(401);
  });
});

describe('password', () => {
  it('changes the password with the current one only', async () => {
    const { client, email } = await server.member();
    const wrong = await refusal(
      changePassword(client, { oldPassword: 'wrong1$', newPassword: 'new12$' }),
    );
    expect(wrong.message).toBe('현재 비밀번호가 올바르지 않습니다.');
    await changePassword(client, { oldPassword: 'abc12$', newPassword: 'new12$' });
    expect((await login(server.client(), { email, password: 'abc12$' })).resCode).toBe(401);
    expect((await login(server.client(), { email, password: 'new12$' })).resCode).toBe(200);
  });

  it('resets a forgotten password with the mailed code', async () => {
    const { email } = await server.member();
    const guest = server.client({ nonMemberSession: 'guest-0000000009' });
    await sendEmailCode(guest, email, 'reset');
    const code = await mailedCode(email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const refused = await refusal(
      resetPassword(guest, { email, password: 'reset1$', code: wrongCode }),
    );
    expect(refused.message).toMatch(/인증번호/);
    await resetPassword(guest, { email, password: 'reset1$', code });
    expect((await login(server.client(), { email, password: 'reset1$' })).resCode).toBe(200);
    // The code is used up.
    await refusal(resetPassword(guest, { email, password: 'again1$', code }));
  });

  it('finds the e-mail from name and mobile number, masked', async () => {
    const { client, email } = await server.member();
    const mobile = (await getMemberProfile(client)).mobile;
    const found = await findEmail(server.client(), { name: '홍길동', mobile });
    expect(found).toEqual([`${email.slice(0, 2)}***@example.com`]);
    expect(await findEmail(server.client(), { name: '없는사람', mobile })).toEqual([]);
  });
});

describe('login history and deletion', () => {
  it('lists successful and failed sign-ins, newest first', async () => {
    const { client, email } = await server.member();
    await login(server.client(), { email, password: 'wrong1$' });
    const page = await getLoginHistory(client, { page: 1, size: 10 });
    expect(page.totalCount).toBe(2);
    expect(page.items.map((item) => item.success)).toEqual([false, true]);
  });

  it('deletes the account with the password; the address can sign in no more', async () => {
    const { client, email } = await server.member();
    await refusal(deleteAccount(client, 'wrong1$'));
    await deleteAccount(client, 'abc12$');
    expect((await login(server.client(), { email, password: 'abc12$' })).resCode).toBe(401);
  });
});

describe('analysis history', () => {
  it('lists a run, reopens it with its result, and removes it', async () => {
    const { client } = await server.member();
    const file = new Blob(['점수,반\n1,A\n2,A\n4,B\n8,B\n'], { type: 'text/csv' });
    const dataset = await uploadDataset(client, { file, fileName: 'scores.csv' });
    await runDescriptiveAnalysis(client, {
      uuid: dataset.uuid,
      fileName: 'scores.csv',
      account: '',
      userUuid: '',
      variables: ['점수'],
      centralTendency: ['mean'],
      dispersion: ['std'],
      distribution: [],
      confidenceInterval: null,
      significance: [],
      visualize: [],
      fillMethod: 'exclude',
    });
    const page = await listAnalysisHistory(client, { page: 1, size: 10 });
    expect(page.totalCount).toBe(1);
    const [item] = page.items;
    expect(item).toMatchObject({ analysis: 'descriptive', datasetUuid: dataset.uuid });
    const detail = await getAnalysisHistory(client, item?.analysisId ?? '');
    expect(detail.request).toMatchObject({ variables: ['점수'] });
    // Mean of 1, 2, 4, 8 is 3.75.
    expect(JSON.stringify(detail.result)).toContain('3.75');
    // Another visitor cannot read it.
    const stranger = server.client({ nonMemberSession: 'guest-0000000077' });
    const other = await refusal(getAnalysisHistory(stranger, item?.analysisId ?? ''));
    expect(other.status).toBe(404);
    await removeAnalysisHistory(client, item?.analysisId ?? '');
    expect((await listAnalysisHistory(client, { page: 1, size: 10 })).totalCount).toBe(0);
  });
});

describe('one-to-one questions', () => {
  it("reads the kinds of question and the member's own (empty) list; refuses an unknown kind", async () => {
    const { client } = await server.member();
    expect(Array.isArray(await getQnaCategories(client))).toBe(true);
    const page = await listMyQna(client, { page: 1, size: 10 });
    expect(page).toMatchObject({ items: [], totalCount: 0, currentPage: 1 });
    const refused = await refusal(
      createQna(client, { categoryId: 'no-such-kind', title: '질문', contents: '내용' }),
    );
    expect(refused.status).toBe(404);
    expect(refused.messageEn).not.toBe('');
    // A guest may not ask: questions are read back under the member's name.
    const guest = server.client({ nonMemberSession: 'guest-0000000055' });
    expect((await refusal(listMyQna(guest, { page: 1, size: 10 }))).status).toBe(401);
  });
});
