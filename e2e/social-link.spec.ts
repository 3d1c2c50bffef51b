import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from './fixtures';
import { newMember as newAccount, signIn } from './accounts';
import { startProviderDouble, type ProviderDouble } from '../apps/server/test/social-doubles';

/**
 * Linking a social account on the profile screen (`/user/socialLink`), against the built site
 * and the real server in Chromium. The provider is the local Kakao double of the server tests
 * (apps/server/test/social-doubles.ts: a real HTTP server speaking Kakao's token and profile
 * protocol); the server is pointed at it through its environment, so this spec starts its own
 * server (the shared e2e server has no provider configured). The browser's visit to the
 * provider's sign-in page is answered by the double's `authorize` (the person signs in there).
 */

const port = Number(process.env.E2E_PORT ?? 4310) + 100;
const origin = `http://127.0.0.1:${port}`;
/** The shared machine is slow: a screen may take a while to load its data. */
const expect = baseExpect.configure({ timeout: 15_000 });

let kakao: ProviderDouble;
let server: ChildProcess;
let dataDir: string;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  kakao = await startProviderDouble('kakao');
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-social-link-'));
  server = spawn('pnpm', ['--filter', '@tonggye/server', 'start'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SOCIAL_REDIRECT_BASE: origin,
      ...kakao.env(),
    },
  });
  const until = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`the server did not answer ${origin}/health`);
    await new Promise((done) => setTimeout(done, 250));
  }
});

test.afterAll(async () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await kakao?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A new member of this spec's server, created over HTTP with the site's own API client. */
async function newMember(): Promise<string> {
  return (await newAccount({ prefix: 'link', name: '연결 테스트', origin })).email;
}

/** The person signs in at Kakao (the double) as `user`, which sends them back to the site. */
async function signInAtKakao(page: Page, user: { id: string; email: string }) {
  await page.route(`${kakao.url}/**`, async (route) => {
    const { code, state } = kakao.authorize(route.request().url(), {
      ...user,
      name: '카카오 회원',
    });
    await route.fulfill({
      status: 302,
      headers: { location: `${origin}/auth/kakao?${new URLSearchParams({ code, state })}` },
    });
  });
  await page.goto('/login');
  await page.getByRole('button', { name: /카카오/ }).click();
  // The provider sends the person back to the site's callback, which finishes the sign-in.
  await page.waitForURL(/\/auth\/kakao\?/, { timeout: 20_000 });
}

test('a member links the Kakao account of a -99 sign-in on the profile screen, then signs in with it', async ({
  page,
}) => {
  const email = await newMember();
  const kakaoUser = { id: String(Date.now()), email };

  // Kakao sign-in with the member's e-mail: -99, the account is not linked yet.
  await signInAtKakao(page, kakaoUser);
  await expect(page.getByText('이미 가입된 이메일입니다')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The member signs in with the password; the profile offers the link, naming the account.
  await signIn(page, email);
  await page.goto('/my-activity/profile');
  await expect(page.getByRole('heading', { level: 2, name: '간편 로그인 연결' })).toBeVisible();
  await expect(page.getByText('카카오 계정을 연결할 수 있습니다')).toBeVisible();
  await expect(page.getByText(`이미 가입된 이메일(${email})이 확인되었습니다`)).toBeVisible();

  // In English too (the header's language switch).
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByText('You can link your Kakao account')).toBeVisible();
  await page.getByLabel('Language').selectOption('ko');

  await page.getByRole('button', { name: '카카오 계정 연결하기' }).click();
  await expect(page.getByText('카카오 계정을 연결했습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '카카오 계정 연결하기' })).toHaveCount(0);
  // The ticket is spent: nothing is offered after a reload.
  await page.reload();
  await expect(page.getByText(/간편 로그인 계정을 연결하려면/)).toBeVisible();

  // Signed out, the Kakao sign-in now signs the member in.
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await signInAtKakao(page, kakaoUser);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('a spent or unknown link ticket is refused in both languages and no longer offered', async ({
  page,
}) => {
  const email = await newMember();
  await signIn(page, email);
  // A ticket the server never issued (or one already used): as the tab would keep it.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'socialLinkPending',
      JSON.stringify({ provider: 'kakao', linkTicket: 'spent-ticket', email: null }),
    ),
  );
  await page.goto('/my-activity/profile');
  await page.getByRole('button', { name: '카카오 계정 연결하기' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('계정을 연결하지 못했습니다');
  await expect(alert).toContainText('소셜 가입·연결 정보가 만료되었거나 이미 사용되었습니다.');
  await expect(page.getByRole('button', { name: '카카오 계정 연결하기' })).toHaveCount(0);

  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByRole('alert')).toContainText('The account could not be linked');
  await expect(page.getByRole('alert')).toContainText(
    'The social sign-up or link ticket has expired or was already used.',
  );
});

test('a new Kakao account (count 0) signs up on /register/kakao, then signs in with Kakao alone', async ({
  page,
}) => {
  const stamp = Date.now();
  const kakaoUser = { id: String(stamp), email: `kakao${stamp}@example.com` };

  await signInAtKakao(page, kakaoUser);
  // No member has this account or e-mail: the social sign-up form, the provider's details in it.
  await expect(page).toHaveURL(/\/register\/kakao$/);
  await expect(page.getByRole('heading', { name: '간편 회원가입' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByLabel(/^휴대폰 번호/).fill('01055556666');
  await page.getByRole('checkbox', { name: /이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/registercomplete$/);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('nonMemberSession'))).toBeNull();

  // Signed out, the same Kakao account signs in at once (count above 0).
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await signInAtKakao(page, kakaoUser);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
