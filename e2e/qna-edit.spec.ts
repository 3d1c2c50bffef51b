import { expect as baseExpect, test, type Page } from './fixtures';
import { adminToken } from './admin';
import {
  createApiClient,
  createMemoryStorage,
  createQna,
  DEVELOPMENT_ENVELOPE_KEY,
  login,
  register,
} from '../packages/api/src/index';

/**
 * Editing and deleting an own one-to-one question in Chromium against the
 * built site and the real server: the member asks with an attachment, edits the title and text
 * and swaps the file, sees the change in the detail and the list; once the company has answered
 * (the seeded administrator over the real API) the edit button is gone; a second question is
 * deleted after a confirmation and leaves the list; another member opening the first id gets
 * the not-found screen.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
/** The shared machine is slow: a screen's chunk and data may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });
const envelopeKey = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;
const password = 'abc12$';

const apiClient = () =>
  createApiClient({ baseURL: origin, envelopeKey, storage: createMemoryStorage() });

let counter = 0;
/** A new member, created over HTTP with the site's own API client; returns the e-mail. */
async function newMember(prefix: string): Promise<string> {
  counter += 1;
  const email = `${prefix}${Date.now()}${counter}@example.com`;
  const answer = await register(apiClient(), {
    name: '문의 회원',
    email,
    password,
    mobile: '01012345678',
    birth: '',
    gender: '',
    level: 'member',
  });
  expect(answer.resCode).toBe(200);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

/** The smallest PNG (1x1). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a member edits an unanswered question and swaps its file, deletes another; answered ones stay closed, and nobody else sees them', async ({
  page,
  request,
}) => {
  const email = await newMember('qna-editor');
  await page.goto('/qna');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fqna$/);
  await signIn(page, email);
  await expect(page).toHaveURL(`${origin}/qna`);

  // Ask with an attachment.
  const stamp = Date.now();
  const title = `처음 제목 ${stamp}`;
  await page.getByLabel(/^문의 유형/).selectOption({ label: '이용 문의' });
  await page.getByLabel(/^제목/).fill(title);
  await page.getByLabel(/^문의 내용/).fill('처음 내용입니다.\n둘째 줄');
  await page
    .getByLabel('첨부 파일 파일 선택')
    .setInputFiles({ name: '화면.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByText('문의를 등록했습니다.')).toBeVisible();
  await page.getByRole('link', { name: '등록한 문의 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const firstPath = new URL(page.url()).pathname;
  expect(firstPath).toMatch(/^\/qna\/[\w-]+$/);

  // 수정 opens the same form, filled with the question and its file.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  const form = page.getByRole('region', { name: '문의 수정' });
  await expect(form.getByLabel(/^문의 유형/)).toHaveValue('usage');
  await expect(form.getByLabel(/^제목/)).toHaveValue(title);
  await expect(form.getByLabel(/^문의 내용/)).toHaveValue('처음 내용입니다.\n둘째 줄');
  const kept = form.getByRole('list', { name: '첨부된 파일' });
  await expect(kept).toContainText('화면.png');

  // Change title and text, remove the picture, add a text file.
  const edited = `고친 제목 ${stamp}`;
  await form.getByLabel(/^제목/).fill(edited);
  await form.getByLabel(/^문의 내용/).fill('고친 내용입니다.');
  await form.getByRole('button', { name: '화면.png 빼기' }).click();
  await expect(kept).toHaveCount(0);
  await form.getByLabel('새 첨부 파일 파일 선택').setInputFiles({
    name: '로그.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('오류 로그\n'),
  });
  await expect(form.getByRole('list', { name: '새 첨부 파일' })).toContainText('로그.txt');
  await form.getByRole('button', { name: '수정 완료' }).click();

  // The detail shows the change and the new file only.
  await expect(page.getByText('문의를 수정했습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  const question = page.getByRole('region', { name: '문의 내용' });
  await expect(question).toContainText('고친 내용입니다.');
  await expect(question).not.toContainText('처음 내용입니다.');
  const files = page.getByRole('region', { name: '첨부 파일' });
  await expect(files).toContainText('로그.txt');
  await expect(files).not.toContainText('화면.png');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '로그.txt 내려받기' }).click();
  expect((await download).suggestedFilename()).toBe('로그.txt');

  // ... and so does the list.
  await page.getByRole('link', { name: '문의 목록으로' }).click();
  const list = page.getByRole('list', { name: '내 문의 목록' });
  await expect(list).toContainText(edited);
  await expect(list).not.toContainText(title);

  // The company answers: the question can no longer be edited or deleted.
  const token = await adminToken(request, origin);
  const firstId = firstPath.split('/').pop() ?? '';
  const answered = await request.post('/admin/service/qna/answer', {
    headers: { authorization: token, auth: token },
    data: { id: firstId, answer: '<p>로그를 확인했습니다.</p>' },
  });
  expect(answered.status()).toBe(200);
  await list.getByRole('link', { name: edited }).click();
  await expect(page.getByRole('region', { name: '답변' })).toContainText('로그를 확인했습니다.');
  await expect(
    page.getByText('답변이 달린 문의는 수정하거나 삭제할 수 없습니다.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByText(/An answered question can no longer be edited/)).toBeVisible();
  await page.getByLabel('Language').selectOption('ko');
  await expect(page.getByRole('link', { name: '문의 목록으로' })).toBeVisible();

  // A second question is deleted after the confirmation and leaves the list.
  const member = apiClient();
  const signedIn = await login(member, { email, password });
  member.session.saveLogin(signedIn.token ?? '', signedIn.level, email);
  const doomedTitle = `지울 문의 ${stamp}`;
  const doomed = await createQna(member, {
    categoryId: 'etc',
    title: doomedTitle,
    contents: '곧 지웁니다.',
    files: [new File([png], 'a.png', { type: 'image/png' })],
  });
  await page.goto(`/qna/${doomed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: doomedTitle })).toBeVisible();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '문의를 삭제할까요?' });
  await expect(dialog).toBeVisible();
  // 취소 keeps it.
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}/qna/${doomed.id}`);
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(page).toHaveURL(`${origin}/qna`);
  const after = page.getByRole('list', { name: '내 문의 목록' });
  await expect(after).toContainText(edited);
  await expect(after).not.toContainText(doomedTitle);

  // Another member opening the first question gets the not-found screen.
  const stranger = await newMember('qna-stranger');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toHaveCount(0);
  await page.goto(firstPath);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, stranger);
  await expect(page).toHaveURL(`${origin}${firstPath}`);
  await expect(page.getByText('문의를 찾을 수 없습니다')).toBeVisible();
  await expect(page.getByText('삭제되었거나 내가 남긴 문의가 아닙니다.')).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);
});
