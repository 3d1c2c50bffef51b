import { expect, test, type Page } from './fixtures';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { move, opened, referenceJson, run, upload, uploadStepReady } from './analysis-steps';

// Reference values computed by R (packages/stats/test/fixtures/make-descriptive.R).
const reference =
  referenceJson<Record<string, { mean: number; std: number; skewness: number }>>(
    'descriptive-cp949.json',
  );
const score = reference['점수'];
if (!score) throw new Error('fixture has no 점수 column');

/** The number as the result table shows it: three decimals, SPSS style. */
function shown(value: number, decimals = 3): string {
  return value.toFixed(decimals);
}

async function guestIdOf(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nonMemberSession')))
    .toMatch(/^guest-\d{10}$/);
  return (await page.evaluate(() => localStorage.getItem('nonMemberSession'))) as string;
}

const uploadFixture = (page: Page) =>
  upload(page, '/services/desc/stats/descriptive', 'descriptive-cp949.csv');

test('a guest uploads a CP949 CSV with Korean headers and gets R-exact descriptive statistics', async ({
  page,
}) => {
  await uploadFixture(page);
  await guestIdOf(page);

  // Korean headers decoded from CP949 appear as variables.
  const available = page.getByRole('listbox', { name: '변수 목록' });
  await expect(available.getByRole('option', { name: /점수/ })).toBeVisible();
  await expect(available.getByRole('option', { name: /만족도/ })).toBeVisible();

  await move(page, '점수', '분석 변수');
  await page.getByRole('checkbox', { name: '왜도' }).check();

  const response = await run(page, '/description');
  await expect(page).toHaveURL(/\/descriptive\/analysis\?dataset=/);

  // The numbers on screen match R to the shown decimals...
  const table = page.getByRole('table').first();
  const row = table.getByRole('row', { name: /점수/ });
  await expect(row).toContainText(shown(score.mean));
  await expect(row).toContainText(shown(score.std));
  await expect(row).toContainText(shown(score.skewness));

  // ...and the full-precision numbers that reached the browser match R to 10+ significant digits.
  const payload = await opened<{
    result: { variables: { variable: string; mean: number; std: number; skewness: number }[] };
  }>(response);
  const computed = payload.result.variables.find((variable) => variable.variable === '점수');
  expect(computed).toBeDefined();
  for (const key of ['mean', 'std', 'skewness'] as const) {
    const relative = Math.abs((computed![key] - score[key]) / score[key]);
    expect(relative, key).toBeLessThan(1e-10);
  }

  // Reload keeps the step (it lives in the URL).
  await page.reload();
  await expect(page).toHaveURL(/\/descriptive\/(analysis|setting)\?dataset=/);
});

test("a second guest can neither list nor read the first guest's dataset", async ({
  browser,
  request,
}) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await uploadFixture(firstPage);
  const datasetUuid = new URL(firstPage.url()).searchParams.get('dataset');
  expect(datasetUuid).toBeTruthy();
  const firstGuest = await guestIdOf(firstPage);

  // The first guest sees it in the list of earlier uploads (back from the setting step: a
  // returning visitor's working dataset is opened at once, the `service` slice).
  await firstPage.goto('/services/desc/stats/descriptive');
  await expect(firstPage).toHaveURL(new RegExp(`/descriptive/setting\\?dataset=${datasetUuid}$`));
  await firstPage.goBack();
  await expect(firstPage.getByText('descriptive-cp949.csv').first()).toBeVisible();

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto('/services/desc/stats/descriptive');
  await expect(secondPage.getByText('아직 올린 데이터가 없습니다.')).toBeVisible();
  const secondGuest = await guestIdOf(secondPage);
  expect(secondGuest).not.toBe(firstGuest);

  // Opening the first guest's dataset by its id gets the same answer as an unknown id.
  const headers = { authorization: secondGuest, auth: secondGuest };
  const read = await request.post('/description/get', {
    headers,
    data: { encryptedData: sealEnvelope({ uuid: datasetUuid }, DEVELOPMENT_ENVELOPE_KEY) },
  });
  expect(read.status()).toBe(404);
  const readBody = (await read.json()) as { code: string; message: string };
  expect(readBody.code).toBe('DATASET_NOT_FOUND');
  expect(readBody.message).toMatch(/[가-힣]/);

  const list = await request.post('/dataset/uploadedData', {
    headers,
    data: { encryptedData: sealEnvelope({}, DEVELOPMENT_ENVELOPE_KEY) },
  });
  expect(list.status()).toBe(200);
  const listed = openEnvelope<{ result: { uuid: string }[] }>(
    ((await list.json()) as { dataRes: { encryptData: string } }).dataRes.encryptData,
    DEVELOPMENT_ENVELOPE_KEY,
  );
  expect(listed.result.map((item) => item.uuid)).not.toContain(datasetUuid);

  // In the browser too: the setting page of someone else's dataset shows an error, not the data.
  await secondPage.goto(`/services/desc/stats/descriptive/setting?dataset=${datasetUuid}`);
  await expect(secondPage.getByRole('alert').first()).toBeVisible();
  await expect(secondPage.getByRole('option', { name: /점수/ })).toHaveCount(0);

  await first.close();
  await second.close();
});

test('a broken file gets a clear Korean message and nothing is stored', async ({ page }) => {
  await page.goto('/services/desc/stats/descriptive');
  await uploadStepReady(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'garbage.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x80, 0x81, 0x00, 0xfe]),
  });
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page.getByRole('alert').first()).toContainText(/[가-힣]/);
  await expect(page).toHaveURL(/\/services\/desc\/stats\/descriptive$/);
  await expect(page.getByText('아직 올린 데이터가 없습니다.')).toBeVisible();
});

test('the layout has the six-entry top menu and unknown paths get the 404 page', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  for (const name of [
    '서비스 소개',
    '통계처리',
    '데이터 분석',
    '커뮤니티',
    '문의하기',
    'Open API',
  ]) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await page.goto('/no/such/page');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
});

test('a visitor without data can try the bundled sample survey', async ({ page }) => {
  await page.goto('/services/desc/stats/descriptive');
  await page.getByRole('button', { name: '예제 데이터로 해 보기' }).click();
  await expect(page).toHaveURL(/\/descriptive\/setting\?dataset=/);
  const available = page.getByRole('listbox', { name: '변수 목록' });
  await expect(available.getByRole('option', { name: /시험점수/ })).toBeVisible();
  // The copy carries the sample's title, which the file-in-use line names.
  await expect(page.getByRole('region', { name: '사용 중인 파일' })).toContainText(
    '예제 설문 데이터',
  );
});
