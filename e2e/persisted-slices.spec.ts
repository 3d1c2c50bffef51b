import { resolve } from 'node:path';
import { expect as baseExpect, test, type Page } from './fixtures';
import { newMember, signIn, signOut } from './accounts';
import { uploadStepReady } from './analysis-steps';

/**
 * The `service` and `userWishes` slices of the persisted, encrypted local state
 * in Chromium against the real server: a guest's working dataset chosen again
 * when an analysis opens (reload, another analysis, the services root's offer to continue),
 * forgotten silently once the server no longer has it; a member's wishes shown on a product
 * page before the server's list answers, and dropped at sign-out. Neither is readable in
 * local storage.
 */

const fixtureCsv = resolve('packages/stats/test/fixtures/descriptive-cp949.csv');
const DATASET_TITLE = '만족도 조사 2026';

/** This shared machine is slow to load a page's chunks: give each look a little longer. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The raw `persist:root` entry: slice name → ciphertext. */
async function persistedEntry(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('persist:root'))) ?? '';
}

async function sliceNames(page: Page): Promise<string[]> {
  const entry = await persistedEntry(page);
  return entry === '' ? [] : Object.keys(JSON.parse(entry) as object);
}

test("a guest's working dataset is chosen again on reload, in another analysis and from the services root", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/services/desc/stats/descriptive');
  await uploadStepReady(page);
  await page.locator('input[type="file"]').setInputFiles(fixtureCsv);
  await page.getByLabel(/^제목/).fill(DATASET_TITLE);
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page).toHaveURL(/\/descriptive\/setting\?dataset=/);
  const uuid = new URL(page.url()).searchParams.get('dataset')!;

  // The slices are encrypted: neither the name, the file nor the id is readable.
  await expect.poll(() => sliceNames(page)).toContain('service');
  const entry = await persistedEntry(page);
  for (const plain of [DATASET_TITLE, 'descriptive-cp949', uuid, 'descriptive'])
    expect(entry).not.toContain(plain);

  // Back at the bare intro after a reload: the dataset is chosen again.
  await page.goto('/services/desc/stats/descriptive');
  await expect(page).toHaveURL(new RegExp(`/descriptive/setting\\?dataset=${uuid}$`));
  await expect(page.getByRole('listbox', { name: '변수 목록' })).toBeVisible();
  // Back goes to the intro, which then stays (the choice is made once per page).
  await page.goBack();
  await expect(page).toHaveURL(/\/descriptive$/);
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${DATASET_TITLE} 열기` })).toBeVisible();
  await expect(page).toHaveURL(/\/descriptive$/);

  // Another analysis, in a new tab (a new document): the same dataset, no upload.
  const tab = await page.context().newPage();
  await tab.goto('/services/anal/average/t/one');
  await expect(tab).toHaveURL(new RegExp(`/t/one/setting\\?dataset=${uuid}$`));
  await expect(tab.getByRole('listbox', { name: '변수 목록' })).toBeVisible();
  // The reuse is visible, and another file can be chosen instead.
  const inUse = tab.getByRole('region', { name: '사용 중인 파일' });
  await expect(inUse).toContainText(`${DATASET_TITLE} (descriptive-cp949.csv)`);
  await expect(inUse).toContainText(/\d+행 × \d+열/);
  await inUse.getByRole('button', { name: '다른 파일 선택' }).click();
  await expect(tab).toHaveURL(/\/t\/one$/);
  await expect(tab.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible();
  await expect(tab.getByRole('button', { name: `${DATASET_TITLE} 열기` })).toBeVisible();
  await tab.close();

  // The services root offers the last analysis, naming the dataset.
  await page.goto('/services');
  const offer = page.getByRole('link', { name: /이어서 하기$/ });
  await expect(offer).toHaveText('일표본 t 검정 이어서 하기');
  await expect(page.getByText(`작업 중인 데이터: ${DATASET_TITLE}`)).toBeVisible();
  await offer.click();
  await expect(page).toHaveURL(new RegExp(`/t/one/setting\\?dataset=${uuid}$`));

  // Removed in the intro: forgotten, and the next analysis opens at its intro without an error.
  await page.getByRole('button', { name: '이전 단계' }).click();
  await expect(page).toHaveURL(/\/t\/one$/);
  await page.getByRole('button', { name: `${DATASET_TITLE} 삭제` }).click();
  await expect(page.getByText('아직 올린 데이터가 없습니다.')).toBeVisible();
  await page.goto('/services/anal/cause/correlation');
  await uploadStepReady(page);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/correlation$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/services');
  await expect(page.getByRole('link', { name: /이어서 하기$/ })).toBeVisible();
  await expect(page.getByText(/작업 중인 데이터/)).toHaveCount(0);
});

test("a dataset the server no longer gives this visitor is dropped silently, and a damaged slice doesn't stop the page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/services/desc/stats/descriptive');
  await uploadStepReady(page);
  await page.locator('input[type="file"]').setInputFiles(fixtureCsv);
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page).toHaveURL(/\/descriptive\/setting\?dataset=/);
  await expect.poll(() => sliceNames(page)).toContain('service');

  // A new guest in this browser (the stored guest id replaced): the dataset is someone else's.
  await page.evaluate(() => localStorage.setItem('nonMemberSession', 'guest-1999999999'));
  await page.goto('/services/anal/average/t/one');
  await expect(page.getByText('아직 올린 데이터가 없습니다.')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/t\/one$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/services');
  await expect(page.getByRole('link', { name: /이어서 하기$/ })).toBeVisible();
  await expect(page.getByText(/작업 중인 데이터/)).toHaveCount(0);

  // A damaged slice is logged and dropped: the analysis opens at its intro.
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.evaluate(() => {
    const entry = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<
      string,
      unknown
    >;
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ ...entry, service: 'U2FsdGVkX1-damaged', userWishes: 42 }),
    );
  });
  await page.goto('/services/desc/stats/frequencies');
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible();
  await expect.poll(() => logged.join('\n')).toContain('service discarded (decryptionFailed)');
  await expect.poll(() => logged.join('\n')).toContain('userWishes discarded (notString)');
  expect(await sliceNames(page)).not.toContain('userWishes');
});

test("a member's wishes show on a product page before the server's list answers, and go at sign-out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await newMember({ prefix: 'slicewish' });
  await signIn(page, member.email);
  await page.goto('/products?lCate=01');
  await page.getByRole('link', { name: '택배박스 A형 (골판지 3겹)' }).first().click();
  await expect(page).toHaveURL(/\/product-detail\//);
  const productUrl = page.url();
  await page.getByRole('button', { name: /찜하기/ }).click();
  await expect(page.getByRole('button', { name: /찜한 상품/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => sliceNames(page)).toContain('userWishes');

  // The server's list held back: the heart is there, and can be pressed, from the slice alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  let asked = false;
  await page.route('**/shop/wishes/list', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(productUrl);
  const wished = page.getByRole('button', { name: /찜한 상품/ });
  await expect(wished).toHaveAttribute('aria-pressed', 'true');
  await expect(wished).toBeEnabled();
  expect(asked).toBe(true);
  const answered = page.waitForResponse('**/shop/wishes/list');
  release();
  await answered;
  await expect(wished).toHaveAttribute('aria-pressed', 'true');
  await page.unroute('**/shop/wishes/list');

  // Unwished in my activity: the product page knows it at once too.
  await page.goto('/my-activity/favourite-items');
  await page.getByRole('button', { name: '찜 해제' }).click();
  await expect(page.getByText('찜한 상품이 없습니다.')).toBeVisible();
  const slow = new Promise<void>(() => undefined);
  await page.route('**/shop/wishes/list', async () => slow);
  await page.goto(productUrl);
  await expect(page.getByRole('button', { name: /찜하기/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('button', { name: /찜하기/ })).toBeEnabled();
  await page.unroute('**/shop/wishes/list');

  // A member's slice: gone at sign-out.
  await page.goto(productUrl);
  await page.getByRole('button', { name: /찜하기/ }).click();
  await expect(page.getByRole('button', { name: /찜한 상품/ })).toBeVisible();
  await signOut(page);
  await expect.poll(() => sliceNames(page)).not.toContain('userWishes');
});
