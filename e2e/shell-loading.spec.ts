import { expect as baseExpect, test } from './fixtures';

/**
 * The shell in Chromium against the built site and the real server:
 * a lazily loaded route behind the full-screen spinner, the 0.05 s page fade, scroll to the
 * top on a path change, and what the sign-in and terms screens offer.
 */

const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
/** The shared machine is slow: a screen's chunk and data may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

test('a lazy route loads behind a full-screen spinner, then fades in over 0.05 s', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const home = page.locator('[data-transition-key]');
  await expect(home).toHaveAttribute('data-transition-key', '/');
  await home.evaluate((element) => element.setAttribute('data-audit-old', ''));

  // The sign-in screen's code arrives late (a slow network): the spinner covers the viewport.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/LoginPage-[^/]*\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  const spinner = page.getByRole('status').filter({ hasText: '불러오는 중입니다…' });
  // The main page's own sections (announcements, recommended content) say the same while their
  // data loads: they have to be done first, so that the status seen next is the route's.
  await expect(spinner).toHaveCount(0);
  await page.getByRole('link', { name: '로그인', exact: true }).click();
  await expect(spinner).toBeVisible();
  expect(requested).toBe(true);
  const viewport = page.viewportSize();
  const box = await spinner.evaluate((element) => {
    const cover = element.parentElement as HTMLElement;
    const rect = cover.getBoundingClientRect();
    return {
      position: getComputedStyle(cover).position,
      width: rect.width,
      height: rect.height,
      top: rect.top,
      left: rect.left,
    };
  });
  expect(box).toEqual({
    position: 'fixed',
    width: viewport?.width,
    height: viewport?.height,
    top: 0,
    left: 0,
  });

  release();
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expect(spinner).toHaveCount(0);
  // A new page element (the old one is gone) whose fade lasts 0.05 s.
  const login = page.locator('[data-transition-key]');
  await expect(login).toHaveAttribute('data-transition-key', '/login');
  await expect(page.locator('[data-audit-old]')).toHaveCount(0);
  const animation = await login.evaluate((element) => {
    const style = getComputedStyle(element);
    return { name: style.animationName, duration: style.animationDuration };
  });
  expect(animation.name).not.toBe('none');
  expect(animation.duration).toBe('0.05s');
});

test('a path change scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/term');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // A link at the bottom of the page (the footer), followed inside the site.
  await page
    .getByRole('navigation', { name: '사이트 정보' })
    .getByRole('link', { name: '개인정보처리방침' })
    .click();
  await expect(page).toHaveURL(`${origin}/member/privacy-statement`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the sign-in screen offers e-mail, password, remember e-mail, find links and three social sign-ins; /term shows the terms', async ({
  page,
}) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expect(main.getByLabel(/^이메일/)).toBeVisible();
  await expect(main.getByLabel(/^비밀번호/)).toHaveAttribute('type', 'password');
  await expect(main.getByRole('checkbox', { name: '아이디(이메일) 저장' })).not.toBeChecked();
  await expect(main.getByRole('link', { name: '이메일 찾기' })).toHaveAttribute('href', '/findid');
  await expect(main.getByRole('link', { name: /비밀번호 찾기/ })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  for (const provider of ['카카오', '네이버', 'Google'])
    await expect(main.getByRole('button', { name: new RegExp(provider) })).toBeVisible();

  // A refused sign-in leaves no token and starts a new guest session. The prerendered
  // fields show before the session machine has made its guest, so wait for that first.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nonMemberSession')))
    .toMatch(/^guest-\d{10}$/);
  const guest = await page.evaluate(() => localStorage.getItem('nonMemberSession'));
  await main.getByLabel(/^이메일/).fill(`nobody${Date.now()}@example.com`);
  await main.getByLabel(/^비밀번호/).fill('wrong1$');
  await main.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nonMemberSession')))
    .toMatch(/^guest-\d{10}$/);
  expect(await page.evaluate(() => localStorage.getItem('nonMemberSession'))).not.toBe(guest);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/term');
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(
    1,
  );
});
