import { expect, test, type Page } from './fixtures';

/**
 * The prerendered pages (apps/site/vite-prerender.ts) against the built site and the real
 * server: `/`, `/login`, `/notice`, the t-test chooser and every analysis's upload step arrive as
 * HTML that shows the page before any script runs; the app then takes the page over without a hydration error; a click or a form sent
 * before that is held and done by the app, never by the browser.
 */

const pages = [
  { path: '/', heading: '데이터를 올리면, 통계는 저희가 계산합니다', level: 1 },
  { path: '/login', heading: '로그인', level: 1 },
  { path: '/notice', heading: '공지사항', level: 1 },
  { path: '/services/anal/average/t', heading: '어떤 t 검정을 할까요?', level: 1 },
  // An analysis's upload step: the wizard's stepper, then the upload form's heading.
  { path: '/services/anal/average/t/independent', heading: '데이터 올리기', level: 2 },
  { path: '/services/anal/cause/factor', heading: '데이터 올리기', level: 2 },
];

/** React's hydration failures (minified in the build: errors #418, #423, #425). */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const note = (text: string) => {
    if (/hydrat|#418|#423|#425/i.test(text)) errors.push(text);
  };
  page.on('console', (message) => note(message.text()));
  page.on('pageerror', (error) => note(error.message));
  return errors;
}

for (const { path, heading, level } of pages) {
  test(`${path} arrives prerendered and is taken over by the app without a hydration error`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(`<h${level}`);
    expect(html).toContain(heading);

    const errors = watchHydrationErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level, name: heading }).first()).toBeVisible();
    // The app is in charge: a link in the header navigates without reloading the page.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole('link', { name: '회원가입' }).first().click();
    await expect(page).toHaveURL(/\/register\/email$/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('before the app is there the form waits disabled and a click is held; then both work in the app', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const email = page.getByRole('textbox', { name: '이메일' });
  // Nothing can be typed into a form the app has not taken over, nor sent as the browser's GET.
  await expect(email).toBeDisabled();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeDisabled();
  // A link clicked meanwhile is held, not followed by the browser.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('link', { name: '이메일 찾기' }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/login');

  release();
  // The app follows the held link itself: the same document, another screen.
  await expect(page).toHaveURL(/\/findid$/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await expect(email).toBeEnabled();
  await email.fill('nobody@example.com');
  await page.getByLabel('비밀번호').fill('wrong-pass1!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // The app signs in with what was typed: the server refuses the unknown account.
  await expect(page.getByRole('alert')).toBeVisible();
  expect(page.url()).not.toContain('password');
});

test('a member does not get the prerendered visitor page: the app renders the page anew', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('token', 'not-a-real-token'));
  const errors = watchHydrationErrors(page);
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  expect(errors).toEqual([]);
});

const uploadStep = '/services/anal/average/t/independent';
const csv = {
  name: 'scores.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from('group,score\n1,3\n1,4\n2,5\n2,6\n'),
};

test('the upload step: its earlier uploads wait unseen in the HTML, and an upload works once the app is there', async ({
  page,
  request,
}) => {
  const html = await (await request.get(uploadStep, { headers: { accept: 'text/html' } })).text();
  // The visitor's uploads are not known at build time: their section keeps its room, busy.
  expect(html).toMatch(/<div aria-busy="true" data-listing="">/);
  const errors = watchHydrationErrors(page);
  await page.goto(uploadStep);
  // The list arrives (a first visit has none) in the room kept for it.
  await expect(page.getByText('아직 올린 데이터가 없습니다.')).toBeVisible();
  await expect(page.locator('[data-listing]')).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles(csv);
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page).toHaveURL(new RegExp(`${uploadStep}/setting\\?dataset=`), {
    timeout: 30_000,
  });
  expect(errors).toEqual([]);
});

test('the upload step before the app: a file dropped is held, then taken by the app and uploaded', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(uploadStep, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible();
  await expect(page.getByRole('button', { name: '파일 선택', exact: true })).toBeDisabled();
  const zone = page.getByRole('group', { name: '데이터 파일' });
  const dataTransfer = await page.evaluateHandle(
    (file) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([file.text], file.name, { type: file.mimeType }));
      return transfer;
    },
    { name: csv.name, mimeType: csv.mimeType, text: csv.buffer.toString('utf8') },
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await page.waitForTimeout(300);
  // Held: the browser did not open the file in place of the page.
  expect(new URL(page.url()).pathname).toBe(uploadStep);

  release();
  // The app drops it again on its own drop zone: the file is chosen, and it uploads.
  await expect(page.getByText(csv.name)).toBeVisible();
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page).toHaveURL(new RegExp(`${uploadStep}/setting\\?dataset=`), {
    timeout: 30_000,
  });
});

test('the upload step before the app: a link clicked is held, then followed by the app', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(uploadStep, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('link', { name: '로그인' }).first().click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe(uploadStep);
  release();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});
