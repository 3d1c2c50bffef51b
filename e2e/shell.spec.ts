import { DatabaseSync } from 'node:sqlite';
import { resolve } from 'node:path';
import { expect as baseExpect, test, type BrowserContext, type Page } from './fixtures';
import { newMember as newAccount, signIn as signInOnScreen, signOut, stored } from './accounts';

/** The shared two-core machine is slow: a screen's chunk and answer may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The site shell against the built site and the real server: guard, idle logout,
 * a token revoked on the server, language, 404/500, the error screen, persisted state.
 *
 * Nothing leaves the machine: every request to another host is aborted, and the country
 * look-up (`IPINFO_URL`, https://ipinfo.io/json unless the build sets another) is answered by
 * Playwright's `page.route` with the country each test needs.
 */

const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
/** The build's idle timeout: `VITE_IDLE_TIMEOUT_MS` (build and test with the same value). */
const idleMs = Number(process.env.VITE_IDLE_TIMEOUT_MS) || 3_600_000;
/** How long before the end the idle test moves the mouse: a minute, or a fifth of a short timeout. */
const idleMargin = Math.min(60_000, Math.floor(idleMs / 5));
const IPINFO = /^https:\/\/ipinfo\.io\//;

async function answerCountry(context: BrowserContext, country: string | null) {
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
  await context.route(IPINFO, (route) =>
    country === null
      ? route.abort('failed')
      : route.fulfill({ json: { ip: '203.0.113.7', country }, headers: cors }),
  );
}
const cors = { 'access-control-allow-origin': '*' };

test.beforeEach(async ({ context }) => {
  await answerCountry(context, 'KR');
});

/** A new member, created over HTTP with the site's own API client. */
async function newMember(): Promise<string> {
  return (await newAccount({ prefix: 'shell', name: '셸 테스트' })).email;
}

/**
 * Makes a member an administrator the way an operator would: in the server's own database
 * (the e2e server's SQLite file under DATA_DIR, see playwright.config.ts).
 */
function makeAdmin(email: string) {
  const db = new DatabaseSync(resolve(`test-results/e2e-data-${port}/app.sqlite`));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const result = db.prepare("UPDATE users SET level = 'admin' WHERE email = ?").run(email);
    expect(result.changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Signs in on the login form the page shows. */
const signIn = (page: Page, email: string) => signInOnScreen(page, email, { goto: false });

test('guard: a guest is sent to /login (history replaced) and comes back after signing in', async ({
  page,
}) => {
  const email = await newMember();
  await page.goto('/');
  await page.goto('/qna?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fqna%3Fpage%3D2$/);
  // The guarded page is not in the history: Back leaves the login for the page before.
  await page.goBack();
  await expect(page).toHaveURL(`${origin}/`);
  await page.goForward();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/qna\?page=2$/);
  expect(await stored(page, 'token')).toBeTruthy();

  // Community and notice pages are open to guests; Q&A is not.
  await signOut(page);
  for (const path of ['/qaiclink', '/notice']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${origin}${path}`);
  }
  await page.goto('/my-activity');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-activity$/);
});

test("idle logout: the build's idle time (an hour unless shortened) without mouse or keyboard ends the session", async ({
  page,
}) => {
  const email = await newMember();
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  // Activity just before the hour restarts it.
  await page.clock.fastForward(idleMs - idleMargin);
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  await page.clock.fastForward(idleMs - idleMargin);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await stored(page, 'token')).toBeTruthy();

  await page.clock.fastForward(idleMargin + 1000);
  await expect(
    page.getByText('한 시간 동안 활동이 없어 자동으로 로그아웃되었습니다.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  // The header turns as the session leaves; storage is cleared by the step after.
  await expect.poll(() => stored(page, 'nonMemberSession')).toMatch(/^guest-\d{10}$/);
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'userLevel')).toBeNull();
});

test('a token revoked on the server turns the visitor into a new guest', async ({
  page,
  request,
}) => {
  const email = await newMember();
  await page.goto('/login');
  const firstGuest = await stored(page, 'nonMemberSession');
  await signIn(page, email);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  const token = await stored(page, 'token');
  expect(token).toBeTruthy();

  // The session ends elsewhere (another tab's logout): the server revokes the token.
  const revoked = await request.post('/user/logout', {
    headers: { authorization: token ?? '', auth: token ?? '' },
    data: {},
  });
  expect(revoked.ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await expect.poll(() => stored(page, 'token')).toBeNull();
  await expect.poll(() => stored(page, 'nonMemberSession')).not.toBeNull();
  const guest = await stored(page, 'nonMemberSession');
  expect(guest).toMatch(/^guest-\d{10}$/);
  expect(guest).not.toBe(firstGuest);
  // And its profile is gone from the persisted state.
  const persisted = JSON.parse((await stored(page, 'persist:root')) ?? '{}') as object;
  expect(persisted).not.toHaveProperty('user');
});

test('language: English outside Korea, the header switch wins and is remembered', async ({
  page,
  context,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // A failed look-up is only logged: the page stays Korean.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await answerCountry(context, null);
  await page.goto('/');
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await expect
    .poll(() => warnings.some((text) => text.includes('language look-up failed')))
    .toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

  // A visitor from the United States reads English.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await answerCountry(context, 'US');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The switch wins over the look-up and survives a reload.
  await page.getByLabel('Language').selectOption('ko');
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
  expect(await stored(page, 'language')).toBe('ko');
});

test('404 for an unknown path and the 500 route', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
  await page.goto('/500');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Oops! Something went wrong.');
  await expect(alert).toContainText('페이지를 불러오는 중 오류가 발생했습니다.');
  await expect(alert.locator('pre')).toHaveCount(0);
  await page.getByRole('button', { name: '홈으로' }).click();
  await expect(page).toHaveURL(`${origin}/`);
});

test('an error in a route shows the error screen, with technical details for an admin only', async ({
  page,
}) => {
  // The route's code cannot be loaded (a deployment replaced it, the network dropped it).
  await page.route(/\/assets\/ServicesPage-[^/]*\.js$/, (route) => route.abort('failed'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/services');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Oops! Something went wrong.');
  await expect(alert).toContainText('페이지를 불러오는 중 오류가 발생했습니다.');
  await expect(alert.locator('pre')).toHaveCount(0);
  expect(errors.some((text) => text.startsWith('render error'))).toBe(true);

  // Another page still works: the error screen belongs to the failed route.
  await page.goto('/no/such/page');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();

  // A member sees no details either.
  const email = await newMember();
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await page.goto('/services');
  await expect(page.getByRole('alert')).toContainText('Oops! Something went wrong.');
  await expect(page.getByRole('alert').locator('pre')).toHaveCount(0);

  // The same member made an administrator signs in again and sees what went wrong.
  await page.goto('/');
  await signOut(page);
  makeAdmin(email);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await stored(page, 'userLevel')).toBe('admin');
  await page.goto('/services');
  const details = page.getByRole('alert').locator('pre');
  await expect(details).toBeVisible();
  await expect(details).toContainText(
    /dynamically imported module|Importing a module script failed/,
  );
});

test('a corrupted persisted slice is logged and ignored; the site works and keeps it anew', async ({
  page,
}) => {
  const email = await newMember();
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  const good = JSON.parse((await stored(page, 'persist:root')) ?? '{}') as Record<string, string>;
  expect(good.user).toMatch(/^U2FsdGVkX1/);

  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.evaluate(() =>
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: 'U2FsdGVkX1-tampered', community: 42 }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page.getByText('셸 테스트 님')).toBeVisible();
  expect(logged.some((text) => text.includes('user discarded (decryptionFailed)'))).toBe(true);
  // The session wrote a fresh, readable slice; the broken one is gone.
  await expect
    .poll(async () => JSON.parse((await stored(page, 'persist:root')) ?? '{}') as object)
    .toEqual({ user: expect.stringMatching(/^U2FsdGVkX1/) });

  // A whole entry that is not JSON is dropped as well.
  await page.evaluate(() => localStorage.setItem('persist:root', '{not json'));
  await page.reload();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(logged.some((text) => text.includes('all slices discarded (parseFailed)'))).toBe(true);
});
