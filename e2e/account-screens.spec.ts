import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect as baseExpect, test, type Page } from './fixtures';
import { signIn, signOut, stored } from './accounts';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';

/** The shared two-core machine is slow: a screen's chunk and answer may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The account screens and "my activity" in Chromium against the real
 * server: one member's whole life, from sign-up to deletion. Codes are read from the mail the
 * server writes to `DATA_DIR/outbox` when no SMTP server is configured (playwright.config.ts
 * gives each port its own `DATA_DIR`).
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const outbox = resolve(`test-results/e2e-data-${port}`, 'outbox');

const fixtureCsv = resolve('packages/stats/test/fixtures/descriptive-cp949.csv');

/** The smallest PNG (1x1). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The newest code mailed to `email` (quoted-printable text: soft line breaks removed). */
async function mailedCode(email: string): Promise<string> {
  const names = (await readdir(outbox)).sort().reverse();
  for (const name of names) {
    const text = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '');
    if (!text.includes(`To: ${email}`)) continue;
    const match = /code: (\d{6})/.exec(text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no code mailed to ${email}`);
}

/** Runs a descriptive analysis as the signed-in member, over HTTP with the member's token. */
async function runDescriptive(page: Page): Promise<string> {
  const token = (await stored(page, 'token')) ?? '';
  const headers = { authorization: token, auth: token };
  const upload = await page.request.post('/dataset/upload', {
    headers,
    multipart: {
      file: {
        name: 'descriptive-cp949.csv',
        mimeType: 'text/csv',
        buffer: await readFile(fixtureCsv),
      },
      encryptedData: sealEnvelope({}, DEVELOPMENT_ENVELOPE_KEY),
    },
  });
  expect(upload.status()).toBe(200);
  const uploaded = openEnvelope<{ result: { uuid: string; fileName: string } }>(
    ((await upload.json()) as { dataRes: { encryptData: string } }).dataRes.encryptData,
    DEVELOPMENT_ENVELOPE_KEY,
  ).result;
  const run = await page.request.post('/description/analysis', {
    headers,
    data: {
      encryptedData: sealEnvelope(
        {
          uuid: uploaded.uuid,
          fileName: uploaded.fileName,
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
        DEVELOPMENT_ENVELOPE_KEY,
      ),
    },
  });
  expect(run.status()).toBe(200);
  return uploaded.uuid;
}

test('a member signs up, signs in with a remembered e-mail, and manages the account', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `screens${stamp}@example.com`;
  const mobile = `010${String(stamp).slice(-8)}`;
  let password = 'abc12$';

  // Sign-up, checked live: leaving a field shows its rule before anything is sent.
  await page.goto('/register/email');
  await page.getByLabel(/^이메일/).fill('screens@');
  await page.getByLabel(/^비밀번호(?! 확인)/).focus();
  await expect(page.getByText('이메일 형식이 올바르지 않습니다.')).toBeVisible();
  await page.getByLabel(/^이메일/).fill(email);
  await expect(page.getByText('이메일 형식이 올바르지 않습니다.')).toBeHidden();
  await page.getByLabel(/^비밀번호(?! 확인)/).fill(password);
  await page.getByLabel(/^비밀번호 확인/).fill(password);
  await page.getByLabel(/^이름/).fill('홍길동');
  await page.getByLabel(/^휴대폰 번호/).fill(mobile);
  await page.getByRole('checkbox', { name: /이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/registercomplete$/);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  // Log out, then sign in with "remember e-mail": the next visit finds it filled in.
  await signOut(page);
  await signIn(page, email, { password, remember: true });
  await expect(page).toHaveURL(/\/$/);
  expect(await stored(page, 'savedEmail')).toBe(email);
  await signOut(page);
  await page.goto('/login');
  await expect(page.getByLabel(/^이메일/)).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: '아이디(이메일) 저장' })).toBeChecked();
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  // Analysis history: a run made before is listed and reopens on the analysis page.
  const datasetUuid = await runDescriptive(page);
  await page.goto('/my-activity/analysis-info');
  await expect(page.getByRole('heading', { level: 1, name: '분석 내역' })).toBeVisible();
  await expect(page.getByText(/데이터 파일: descriptive-cp949\.csv/)).toBeVisible();
  // Each run can be ticked for one Word report of several.
  await expect(
    page.getByRole('checkbox', { name: /descriptive-cp949\.csv.*보고서에 넣기/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: /descriptive-cp949\.csv.*다시 열기/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/services/desc/stats/descriptive/(analysis|setting)\\?dataset=${datasetUuid}`),
  );
  // The stored result itself (reopened, not run again).
  await expect(page.getByRole('table').first().getByRole('row', { name: /점수/ })).toBeVisible();

  // …and is deleted after the confirmation.
  await page.goto('/my-activity/analysis-info');
  await page.getByRole('button', { name: /descriptive-cp949\.csv.*삭제/ }).click();
  await page
    .getByRole('alertdialog', { name: '분석 기록을 삭제할까요?' })
    .getByRole('button', { name: '삭제' })
    .click();
  await expect(page.getByText('아직 분석 기록이 없습니다.')).toBeVisible();

  // Login history lists the sign-ins.
  await page.goto('/my-activity/login-info');
  await expect(page.getByText('성공').first()).toBeVisible();

  // Password change: the wrong current password is refused in the server's words.
  await page.goto('/my-activity/pwd-change');
  await page.getByLabel(/^현재 비밀번호/).fill('wrong1$');
  await page.getByLabel(/^새 비밀번호(?! 확인)/).fill('new12$');
  await page.getByLabel(/^새 비밀번호 확인/).fill('new12$');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('alert')).toContainText('현재 비밀번호가 올바르지 않습니다.');
  await page.getByLabel(/^현재 비밀번호/).fill(password);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호를 바꿨습니다')).toBeVisible();
  password = 'new12$';
  await signOut(page);
  await signIn(page, email, { password });

  // Profile: the picture is stored and shown from the server, also after a reload; the
  // nickname reaches the header.
  await page.goto('/my-activity/profile');
  await expect(page.getByText('등록된 사진이 없습니다.')).toBeVisible();
  await page.getByLabel(/^사진 바꾸기/).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const picture = page.getByRole('img', { name: '프로필 사진' });
  await expect(picture).toHaveAttribute('src', /^\/user\/profile-image\/.+\.png$/);
  await page.reload();
  await expect(picture).toHaveAttribute('src', /^\/user\/profile-image\/.+\.png$/);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await page.getByLabel(/^닉네임/).fill('길동이');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('회원정보가 바뀌었습니다.')).toBeVisible();
  await expect(page.getByText('길동이 님')).toBeVisible();

  // Find e-mail and reset password: one screen, two tabs.
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: '이메일 찾기' }).click();
  await expect(page).toHaveURL(/\/findid$/);
  await page.getByLabel(/^이름/).fill('홍길동');
  await page.getByLabel(/^휴대폰 번호/).fill(mobile);
  await page.getByRole('button', { name: '이메일 찾기' }).click();
  await expect(page.getByRole('list', { name: '가입된 이메일' })).toHaveText(
    `${email.slice(0, 2)}***@example.com`,
  );

  await page.getByRole('tab', { name: '비밀번호 재설정' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText(/인증번호를 보냈습니다/)).toBeVisible();
  const code = await mailedCode(email);
  await page.getByLabel(/^인증번호/).fill(code === '000000' ? '000001' : '000000');
  await page.getByLabel(/^새 비밀번호(?! 확인)/).fill('reset1$');
  await page.getByLabel(/^새 비밀번호 확인/).fill('reset1$');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('alert')).toContainText('인증번호가 올바르지 않거나');
  await page.getByLabel(/^인증번호/).fill(code);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('새 비밀번호로 로그인해 주세요.')).toBeVisible();
  password = 'reset1$';
  await signIn(page, email, { password });

  // Account deletion asks first; afterwards the address signs in no more.
  await page.goto('/my-activity/delete-account');
  await page.getByLabel(/^비밀번호\s*\*?$/).fill(password);
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await page
    .getByRole('alertdialog', { name: '정말 탈퇴하시겠습니까?' })
    .getByRole('button', { name: '탈퇴하기' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await expect.poll(() => stored(page, 'token')).toBeNull();
  await page.goto('/login');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
});
