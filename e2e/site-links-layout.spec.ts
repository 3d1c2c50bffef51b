import { expect as baseExpect, test, type Page } from './fixtures';
import { newMember, signIn } from './accounts';

/**
 * The site without loose ends, in Chromium against the built site and the seeded server: the
 * main page's links lead to pages, the service-centre pages keep their margins at 1280 px, the
 * English header fits on one row, contacts need no sign-in, a completion page without its id
 * and an unknown standalone page say so plainly.
 */

/** The shared machine is slow: a page's chunk and data may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });
const NOT_FOUND = '페이지를 찾을 수 없습니다';

async function opensAPage(page: Page, href: string) {
  // From a blank page: the page before may still be finishing a navigation of its own.
  await page.goto('about:blank');
  await page.goto(href);
  await expect(page.getByRole('main').getByRole('heading').first(), href).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(NOT_FOUND), href).toHaveCount(0);
}

test('every link of the main page’s banner, popup, cards and ads opens a page', async ({
  page,
}) => {
  // Some twenty pages, each a fresh load, on a shared machine.
  test.setTimeout(300_000);
  await page.goto('/');
  const banner = page.getByRole('region', { name: '알림 배너' });
  await expect(banner.getByRole('link', { name: '자세히 보기' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(
    page.getByRole('link', { name: '신뢰도 분석(Cronbach α) 보고하는 법' }),
  ).toHaveAttribute('href', '/standalone/guide-reliability');
  const ads = page.getByRole('region', { name: '광고', exact: true }).getByRole('link');
  await expect(ads).toHaveCount(2);
  const hrefs = new Set<string>();
  for (const link of await page.locator('main a[href^="/"]').all()) {
    const href = (await link.getAttribute('href'))!;
    // Pages only: a file (a sample to download) is no route.
    if (!/\.[a-z0-9]+$/i.test(href.split('?')[0]!)) hrefs.add(href);
  }
  expect(hrefs.size).toBeGreaterThan(10);
  expect([...hrefs]).not.toContain('/analysis');
  expect([...hrefs]).not.toContain('/service-centre/qna');
  for (const href of hrefs) {
    // Guarded pages send a guest to sign in, which is a page too.
    await opensAPage(page, href);
  }
  // The reliability card opens its own guide, not the company news.
  await page.goto('/standalone/guide-reliability');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '신뢰도 분석(Cronbach α) 보고하는 법',
  );
});

test('the analysis-service ad opens the analysis request (a consulting Q&A) once signed in', async ({
  page,
}) => {
  const member = await newMember({ prefix: 'consult' });
  await signIn(page, member.email);
  await page.goto('/');
  const ad = page.getByRole('region', { name: '광고', exact: true }).getByRole('link').first();
  await expect(ad).toContainText('통계 분석 대행');
  await ad.click();
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^문의 유형/ })).toHaveValue('consulting');
});

test('the service-centre pages keep the page margins at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await newMember({ prefix: 'margins' });
  await signIn(page, member.email);
  for (const path of ['/notice', '/faq', '/service-center', '/qna']) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const box = (await heading.boundingBox())!;
    // The site's container: 1200 px wide at most, centred, with its own padding.
    expect(box.x, path).toBeGreaterThanOrEqual(40);
  }
});

test('guests see the customer service contacts; completion pages without an id say so', async ({
  page,
}) => {
  await page.goto('/customerService');
  await expect(page.getByRole('heading', { level: 1, name: '고객 상담 안내' })).toBeVisible();
  await expect(page.getByText('1588-0000')).toBeVisible();
  await expect(page).toHaveURL(/\/customerService$/);

  await page.goto('/standalone/nope');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByText(/page nope/)).toHaveCount(0);

  const member = await newMember({ prefix: 'complete' });
  await signIn(page, member.email);
  for (const path of [
    '/subsComplete',
    '/ordermadeComplete',
    '/orderCompleteFromOrderMade',
    '/subsCompleteFromOrderMade',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: '확인할 신청이 없습니다' }),
      path,
    ).toBeVisible();
    await expect(page.getByText(/요청 값이 올바르지 않습니다/)).toHaveCount(0);
  }
});

test('the English header fits on one row at 1280 px, for a guest and for a member', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const oneRow = async (account: string) => {
    await expect(header.getByRole('link', { name: account })).toBeVisible();
    const first = (await nav.getByRole('link').first().boundingBox())!;
    const parts = [
      await nav.getByRole('link').last().boundingBox(),
      await header.getByRole('link', { name: account }).boundingBox(),
      await header.getByRole('combobox').boundingBox(),
    ];
    // One row: the last menu entry, the account links and the language choice sit on the line
    // of the first menu entry.
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    for (const box of parts) expect(Math.abs(middle(box!) - middle(first))).toBeLessThan(20);
    // And nothing runs past the window's edge.
    for (const box of parts) expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  };
  await page.goto('/notice');
  await oneRow('Sign up');
  const member = await newMember({ prefix: 'header', nickname: 'Researcher' });
  await signIn(page, member.email, { language: 'en' });
  await page.goto('/notice');
  await oneRow('My page');
});
