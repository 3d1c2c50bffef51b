import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect as baseExpect, test, type Page } from './fixtures';
import { adminToken } from './admin';
import { newMember as newAccount, signedInClient, signIn } from './accounts';
import { DEVELOPMENT_ENVELOPE_KEY, listMyQna } from '../packages/api/src/index';
import { openEnvelope, sealEnvelope } from '../packages/api/src/envelope';

/**
 * "My activity" sections the account-screens spec does not reach, in Chromium
 * against the real server: the home with the latest analyses, every profile field shown and
 * changed, the one-on-one inquiry and its history with the company's answer.
 */

const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
/** The shared machine is slow: a screen's chunk and data may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });
const envelopeKey = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;
const fixtureCsv = resolve('packages/stats/test/fixtures/descriptive-cp949.csv');

/** A new member with every profile field filled in, created over HTTP. */
function newMember(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return newAccount({
    prefix: tag,
    name: '김활동',
    mobile: `010${stamp.slice(-8)}`,
    birth: '1990-05-17',
    gender: 'female',
  });
}

/** Uploads the fixture and runs a descriptive analysis as the signed-in member. */
async function runDescriptive(page: Page) {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const headers = { authorization: token, auth: token };
  const upload = await page.request.post('/dataset/upload', {
    headers,
    multipart: {
      file: {
        name: 'descriptive-cp949.csv',
        mimeType: 'text/csv',
        buffer: await readFile(fixtureCsv),
      },
      encryptedData: sealEnvelope({}, envelopeKey),
    },
  });
  expect(upload.status()).toBe(200);
  const { uuid, fileName } = openEnvelope<{ result: { uuid: string; fileName: string } }>(
    ((await upload.json()) as { dataRes: { encryptData: string } }).dataRes.encryptData,
    envelopeKey,
  ).result;
  const run = await page.request.post('/description/analysis', {
    headers,
    data: {
      encryptedData: sealEnvelope(
        {
          uuid,
          fileName,
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
        },
        envelopeKey,
      ),
    },
  });
  expect(run.status()).toBe(200);
  return uuid;
}

test('my-activity home greets the member and lists the latest analyses, which reopen', async ({
  page,
}) => {
  const member = await newMember('home');
  await signIn(page, member.email);
  await page.goto('/my-activity');
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지 홈' })).toBeVisible();
  await expect(page.getByText('김활동 님, 반갑습니다.')).toBeVisible();
  await expect(page.getByText('아직 분석 기록이 없습니다.')).toBeVisible();
  // The menu names every section of my activity.
  const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
  for (const name of [
    '회원정보 수정',
    '분석 내역',
    '로그인 기록',
    '1:1 문의하기',
    '1:1 문의 내역',
    '비밀번호 변경',
    '회원 탈퇴',
  ])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();

  const dataset = await runDescriptive(page);
  await page.reload();
  const recent = page.getByRole('region').filter({ hasText: 'descriptive-cp949.csv' });
  await expect(recent).toHaveCount(1);
  await recent.getByRole('link', { name: '다시 열기' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/services/desc/stats/descriptive/(analysis|setting)\\?dataset=${dataset}`),
  );
  // The reopened result names its analysis in the address; that replaces the entry, so one Back
  // leaves the analysis page for my activity.
  await expect(page).toHaveURL(/analysisId=/);
  await page.goBack();
  await page.getByRole('link', { name: '분석 내역 모두 보기' }).click();
  await expect(page).toHaveURL(`${origin}/my-activity/analysis-info`);
  await expect(page.getByRole('heading', { level: 1, name: '분석 내역' })).toBeVisible();
});

test('profile shows name, nickname, e-mail, phone, birth and gender, and keeps each change', async ({
  page,
}) => {
  const member = await newMember('profile');
  await signIn(page, member.email);
  await page.goto('/my-activity/profile');
  await expect(page.getByRole('heading', { level: 1, name: '회원정보 수정' })).toBeVisible();
  await expect(page.getByText(member.email, { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^이름/)).toHaveValue(member.name);
  await expect(page.getByLabel(/^닉네임/)).toHaveValue('');
  await expect(page.getByLabel(/^휴대폰 번호/)).toHaveValue(member.mobile);
  await expect(page.getByLabel(/^생년월일/)).toHaveValue(member.birth);
  await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();

  // A mobile number with a dash is refused before anything is sent.
  await page.getByLabel(/^휴대폰 번호/).fill('010-1234');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByLabel(/^휴대폰 번호/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^휴대폰 번호/).fill('01099998888');

  await page.getByLabel(/^이름/).fill('김바뀜');
  await page.getByLabel(/^생년월일/).fill('1985-12-01');
  await page.getByRole('radio', { name: '남성' }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('회원정보가 바뀌었습니다.')).toBeVisible();
  // With no nickname, the header names the member by the new name.
  await expect(page.getByText('김바뀜 님', { exact: true })).toBeVisible();

  // Stored on the server: a reload reads them back.
  await page.reload();
  await expect(page.getByLabel(/^이름/)).toHaveValue('김바뀜');
  await expect(page.getByLabel(/^휴대폰 번호/)).toHaveValue('01099998888');
  await expect(page.getByLabel(/^생년월일/)).toHaveValue('1985-12-01');
  await expect(page.getByRole('radio', { name: '남성' })).toBeChecked();
});

test('a one-on-one inquiry is sent, listed in the history, and shows the answer once given', async ({
  page,
  request,
}) => {
  const member = await newMember('inquiry');
  await signIn(page, member.email);
  const title = `정산 문의 ${Date.now()}`;

  await page.goto('/my-activity/one-on-one-inquiry-history');
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의 내역' })).toBeVisible();
  await expect(page.getByText('아직 남긴 문의가 없습니다.')).toBeVisible();

  await page.goto('/my-activity/inquiry');
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의하기' })).toBeVisible();
  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByText('문의 유형을 골라 주세요.')).toBeVisible();
  const kind = page.getByLabel(/^문의 유형/);
  const firstKind = await kind.locator('option').nth(1).getAttribute('value');
  await kind.selectOption(firstKind ?? '');
  await page.getByLabel(/^제목/).fill(title);
  await page.getByLabel(/^문의 내용/).fill('결제 영수증을 다시 받을 수 있나요?');
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByText('문의를 등록했습니다')).toBeVisible();

  // The link under the form (the menu beside it has one too).
  await page.getByRole('main').getByRole('link', { name: '1:1 문의 내역' }).last().click();
  await expect(page).toHaveURL(`${origin}/my-activity/one-on-one-inquiry-history`);
  const question = page.getByRole('region', { name: title });
  await expect(question).toContainText('답변 대기');
  await question.getByRole('button', { name: '내용 보기' }).click();
  await expect(question).toContainText('결제 영수증을 다시 받을 수 있나요?');
  await expect(question).toContainText('아직 답변이 없습니다.');

  // The company answers (the seeded administrator, over the real API).
  const mine = await signedInClient(member.email);
  const listed = await listMyQna(mine, { page: 1, size: 10 });
  const id = listed.items.find((item) => item.title === title)?.id;
  expect(id).toBeTruthy();
  const token = await adminToken(request, origin);
  const answered = await request.post('/admin/service/qna/answer', {
    headers: { authorization: token, auth: token },
    data: { id, answer: '<p>영수증을 메일로 다시 보내 드렸습니다.</p>' },
  });
  expect(answered.status()).toBe(200);

  await page.reload();
  const after = page.getByRole('region', { name: title });
  await expect(after).toContainText('답변 완료');
  await after.getByRole('button', { name: '내용 보기' }).click();
  await expect(after).toContainText('영수증을 메일로 다시 보내 드렸습니다.');
  await after.getByRole('button', { name: '접기' }).click();
  await expect(after).not.toContainText('영수증을 메일로 다시 보내 드렸습니다.');
});
