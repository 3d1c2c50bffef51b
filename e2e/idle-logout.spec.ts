import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { newMember as newAccount, PASSWORD, stored } from './accounts';

/**
 * Idle logout with a shortened timeout configured for the test: a second server, on
 * a port and a database of its own, serves the same build with `SITE_IDLE_TIMEOUT_MS`, which it
 * puts in every page (apps/server/src/site.ts); the site reads it on start (siteConfig.ts). The
 * server starts only when this spec runs, so the rest of the suite pays nothing for it. Real
 * time, no fake clock: the site's own timers run as they would for a visitor.
 */

const IDLE_MS = 4000;
const port = Number(process.env.E2E_PORT ?? 4310) + 2000;
const origin = `http://127.0.0.1:${port}`;
const dataDir = resolve(`test-results/e2e-data-idle-${port}`);

let server: ChildProcess | undefined;
let serverLog = '';

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  // `pnpm --filter @tonggye/server start` (seed, then the server) as one process to stop.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
    cwd: resolve('apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_IDLE_TIMEOUT_MS: String(IDLE_MS),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (part: Buffer) => (serverLog += part.toString()));
  const exited = new Promise<never>((_, fail) =>
    server?.once('exit', (code) => fail(new Error(`idle server exited (${code}):\n${serverLog}`))),
  );
  const healthy = (async () => {
    for (;;) {
      const answer = await fetch(`${origin}/health`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((done) => setTimeout(done, 250));
    }
  })();
  await Promise.race([healthy, exited]);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new member of the idle server, created over HTTP with the site's own API client. */
async function newMember(): Promise<string> {
  return (await newAccount({ prefix: 'idle', name: '유휴 테스트', origin })).email;
}

interface Moments {
  /** When the page stored the token (the session became the member's, its idle timer starts). */
  tokenStored?: number;
  /** When the page removed it again. */
  tokenRemoved?: number;
  /** The last mouse move or key press the page saw. */
  activity?: number;
}

/**
 * Notes, by the page's own clock, when the token is stored and removed and when the visitor was
 * last active: on a busy machine the test's polling may notice each a second late. Storage
 * itself is untouched (the calls go through).
 */
async function watchMoments(page: Page) {
  await page.addInitScript(() => {
    const moments: Record<string, number> = {};
    (window as unknown as { idleMoments: Record<string, number> }).idleMoments = moments;
    const { setItem, removeItem } = Storage.prototype;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'token') moments.tokenStored = Date.now();
      setItem.call(this, key, value);
    };
    Storage.prototype.removeItem = function (key: string) {
      if (key === 'token' && this.getItem(key) !== null) moments.tokenRemoved = Date.now();
      removeItem.call(this, key);
    };
    for (const type of ['mousemove', 'keydown'])
      window.addEventListener(type, () => (moments.activity = Date.now()), { capture: true });
  });
}

const moments = (page: Page) =>
  page.evaluate(() => (window as unknown as { idleMoments: Moments }).idleMoments);

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await expect(page.locator(`meta[name="tonggye-idle-timeout-ms"]`)).toHaveAttribute(
    'content',
    String(IDLE_MS),
  );
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect((await moments(page)).tokenStored).toBeDefined();
}

async function expectLoggedOutToNewGuest(page: Page, guestBefore: string | null) {
  await expect(page.getByText('한 시간 동안 활동이 없어 자동으로 로그아웃되었습니다.')).toBeVisible(
    { timeout: IDLE_MS * 3 },
  );
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await expect.poll(() => stored(page, 'nonMemberSession')).toMatch(/^guest-\d{10}$/);
  expect(await stored(page, 'nonMemberSession')).not.toBe(guestBefore);
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'userLevel')).toBeNull();
}

test('no mouse or keyboard for the configured time logs the member out to a new guest', async ({
  page,
}) => {
  const email = await newMember();
  await watchMoments(page);
  await page.goto('/');
  const guestBefore = await stored(page, 'nonMemberSession');
  await signIn(page, email);
  // Nothing is done on the page from here.
  await expectLoggedOutToNewGuest(page, guestBefore);
  const { tokenStored = NaN, tokenRemoved = NaN } = await moments(page);
  // Not before the timeout, and soon after it (the logout call and a new guest id in between).
  expect(tokenRemoved - tokenStored).toBeGreaterThanOrEqual(IDLE_MS);
  expect(tokenRemoved - tokenStored).toBeLessThan(IDLE_MS + 3000);
});

test('mouse moves and key presses keep the member signed in past the timeout', async ({ page }) => {
  const email = await newMember();
  await watchMoments(page);
  await signIn(page, email);
  const guestBefore = await stored(page, 'nonMemberSession');

  // Twice the timeout of mouse moves only, then twice of key presses only.
  for (let i = 0; i < (2 * IDLE_MS) / 500; i++) {
    await page.mouse.move(100 + (i % 2) * 50, 200);
    await page.waitForTimeout(500);
  }
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  for (let i = 0; i < (2 * IDLE_MS) / 500; i++) {
    await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
  }
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await stored(page, 'token')).toBeTruthy();
  const during = await moments(page);
  expect(during.tokenRemoved).toBeUndefined();
  expect((during.activity ?? 0) - (during.tokenStored ?? NaN)).toBeGreaterThan(3 * IDLE_MS);

  // Left alone, the same session ends the timeout after the last activity (which the site
  // passes on at most once a second).
  await expectLoggedOutToNewGuest(page, guestBefore);
  const { activity = NaN, tokenRemoved = NaN } = await moments(page);
  expect(tokenRemoved - activity).toBeGreaterThanOrEqual(IDLE_MS - 1000);
  expect(tokenRemoved - activity).toBeLessThan(IDLE_MS + 3000);
});
