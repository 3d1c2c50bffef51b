import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page, type Response } from './fixtures';
import { upload, move, run, opened } from './analysis-steps';

/*
 * Frequencies, multiple responses and the three t-tests, each run by a guest in Chromium on the
 * built site against the real server, on the R-checked fixture files of the engine. The key
 * number of each is compared with R (packages/stats/test/fixtures/make-ttests.R,
 * make-frequencies.R, make-multiple-responses.R) on screen and at full precision.
 */
const fixtures = resolve('packages/stats/test/fixtures');
const surveyCsv = resolve(fixtures, 'survey.csv');
const mediaCsv = resolve(fixtures, 'reliability.csv');
const json = <T>(name: string) => JSON.parse(readFileSync(resolve(fixtures, name), 'utf8')) as T;

interface TRow {
  variable?: string;
  first?: string;
  populationMean?: number;
  tValue: number;
  equalVariances?: { tValue: number };
  leveneF?: number;
}
const ttests = json<{ one: TRow[]; paired: TRow[]; independent: TRow[] }>('ttests.json');
const frequencies = json<{
  recoded: { rows: { value: string; frequency: number; validPercent: number }[] };
}>('frequencies.json');
const multiple = json<{
  sets: { name: string; responses: { value: string; count: number; percentOfCases: number }[] }[];
}>('multiple-responses.json');

async function resultOf<T>(response: Response, key: string): Promise<T> {
  return (await opened<Record<string, T>>(response))[key] as T;
}

/** The result table's last column lies inside the window and its scroller has nothing hidden. */
async function expectWholeTable(page: Page, name: RegExp) {
  // After a reload the stored result is fetched again: this shared machine can be slow.
  await expect(page.getByRole('table', { name })).toBeVisible({ timeout: 30_000 });
  const lastHeader = page.getByRole('table', { name }).getByRole('columnheader').last();
  await expect(lastHeader).toBeInViewport({ ratio: 1 });
  const hidden = await page
    .getByRole('region', { name })
    .evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth);
  expect(hidden).toBeLessThanOrEqual(0);
}

const shown = (value: number, decimals = 3) => value.toFixed(decimals);
const closeTo = (actual: number, expected: number) =>
  expect(Math.abs((actual - expected) / expected)).toBeLessThan(1e-10);

test('one-sample t-test: 사전 against 60 matches R', async ({ page }) => {
  const reference = ttests.one.find((row) => row.variable === '사전' && row.populationMean === 60)!;
  await upload(page, '/services/anal/average/t/one', surveyCsv);
  await move(page, '사전', '검정 변수');
  await page.getByRole('spinbutton', { name: '검정값' }).fill('60');
  const response = await run(page, '/t/one');
  await expect(page).toHaveURL(/\/t\/one\/analysis\?dataset=/);
  const table = page.getByRole('table', { name: /일표본 검정/ });
  await expect(table).toContainText(reference.tValue.toFixed(3));
  const result = await resultOf<{ variables: { tValue: number }[] }>(response, 'oneSampleResult');
  closeTo(result.variables[0]!.tValue, reference.tValue);
});

test('paired-samples t-test: 사전 − 사후 matches R', async ({ page }) => {
  const reference = ttests.paired.find((row) => row.first === '사전')!;
  await upload(page, '/services/anal/average/t/paired', surveyCsv);
  await page.getByLabel('변수 1', { exact: true }).selectOption('사전');
  await page.getByLabel('변수 2', { exact: true }).selectOption('사후');
  await page.getByRole('button', { name: '쌍 추가' }).click();
  await expect(page.getByRole('list', { name: '고른 대응 쌍' })).toContainText('사전 – 사후');
  const response = await run(page, '/t/paired');
  await expect(page).toHaveURL(/\/t\/paired\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /대응표본 검정/ })).toContainText(
    shown(reference.tValue),
  );
  const result = await resultOf<{ pairs: { tValue: number }[] }>(response, 'pairedSampleResult');
  closeTo(result.pairs[0]!.tValue, reference.tValue);
});

test('independent-samples t-test: 사전 by 집단 1 and 2 matches R, Levene included', async ({
  page,
}) => {
  const reference = ttests.independent.find(
    (row) => row.variable === '사전' && (row as { grouping?: string }).grouping === '집단',
  )!;
  await upload(page, '/services/anal/average/t/independent', surveyCsv);
  await move(page, '사전', '검정 변수');
  await move(page, '집단', '집단 변수');
  // SPSS's "Define Groups" with the values 1 and 2 (the form's defaults).
  await expect(page.getByRole('textbox', { name: '집단 1 값' })).toHaveValue('1');
  const response = await run(page, '/t/independent');
  await expect(page).toHaveURL(/\/t\/independent\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /독립표본 검정/ })).toContainText(
    shown(reference.equalVariances!.tValue),
  );
  const result = await resultOf<{
    variables: { leveneF: number; equalVariances: { tValue: number } }[];
  }>(response, 'independentSampleResult');
  closeTo(result.variables[0]!.equalVariances.tValue, reference.equalVariances!.tValue);
  closeTo(result.variables[0]!.leveneF, reference.leveneF!);
  // In a 1280 px window the whole table shows, its last column included, without scrolling,
  // in Korean and in English (whose column titles are the longest).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectWholeTable(page, /독립표본 검정/);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expectWholeTable(page, /Independent Samples Test/);
});

test('frequencies with categories grouped in the setting step match R', async ({ page }) => {
  await upload(page, '/services/desc/stats/frequencies', surveyCsv);
  await move(page, '만족도', '분석 변수');
  for (const [label, values] of [
    ['불만족', '1, 2'],
    ['보통', '3'],
    ['만족', '4, 5'],
  ] as const) {
    await page.getByLabel('묶을 변수', { exact: true }).selectOption('만족도');
    await page.getByRole('textbox', { name: '범주 이름' }).fill(label);
    await page.getByRole('textbox', { name: '묶을 값(쉼표로 구분)' }).fill(values);
    await page.getByRole('button', { name: '범주 추가' }).click();
  }
  await expect(page.getByRole('list', { name: '묶은 범주' }).getByRole('listitem')).toHaveCount(3);
  const response = await run(page, '/frequencies');
  await expect(page).toHaveURL(/\/frequencies\/analysis\?dataset=/);
  // The bar chart of the grouped categories comes with the tables.
  await expect(page.getByRole('img', { name: /만족도 막대도표/ })).toBeVisible();
  const expected = frequencies.recoded.rows.find((row) => row.value === '불만족')!;
  const table = page.getByRole('table', { name: '만족도', exact: true });
  await expect(table.getByRole('row', { name: /불만족/ })).toContainText(
    expected.validPercent.toFixed(1),
  );
  const result = await resultOf<{
    variables: { rows: { value: string; frequency: number; validPercent: number }[] }[];
  }>(response, 'result');
  const row = result.variables[0]!.rows.find((r) => r.value === '불만족')!;
  expect(row.frequency).toBe(expected.frequency);
  closeTo(row.validPercent, expected.validPercent);
});

test('multiple responses: the 매체 set shows its result on the setting page and matches R', async ({
  page,
}) => {
  const reference = multiple.sets.find((set) => set.name === '매체')!;
  await upload(page, '/services/anal/multiple/responses', mediaCsv);
  for (const name of ['매체1', '매체2', '매체3', '매체4'])
    await move(page, name, '세트에 넣을 변수');
  await page.getByRole('textbox', { name: '세트 이름' }).fill('매체');
  const response = await run(page, '/multiple-responses');
  // Multiple responses has intro and setting only, so the URL stays on the setting step.
  await expect(page).toHaveURL(/\/multiple\/responses\/setting\?dataset=/);
  const first = reference.responses[0]!;
  await expect(page.getByRole('table').last()).toContainText(first.percentOfCases.toFixed(1));
  const result = await resultOf<{
    sets: { responses: { count: number; percentOfCases: number }[] }[];
  }>(response, 'result');
  expect(result.sets[0]!.responses[0]!.count).toBe(first.count);
  closeTo(result.sets[0]!.responses[0]!.percentOfCases, first.percentOfCases);
});

test('multiple responses: two sets (매체 added to the list, 선호 in the editor) in one run match R', async ({
  page,
}) => {
  await upload(page, '/services/anal/multiple/responses', mediaCsv);
  for (const name of ['매체1', '매체2', '매체3', '매체4'])
    await move(page, name, '세트에 넣을 변수');
  await page.getByRole('textbox', { name: '세트 이름' }).fill('매체');
  await page.getByRole('button', { name: '세트 목록에 추가' }).click();
  await expect(page.getByRole('list', { name: '정의된 다중응답 세트' })).toContainText('매체');
  for (const name of ['선호1', '선호2', '선호3']) await move(page, name, '세트에 넣을 변수');
  await page.getByRole('radio', { name: '범주형' }).check();
  await page.getByRole('textbox', { name: '세트 이름' }).fill('선호');
  const response = await run(page, '/multiple-responses');
  // One table pair per set, in the order defined.
  await expect(page.getByRole('table', { name: /매체 빈도/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /선호 빈도/ })).toBeVisible();
  const result = await resultOf<{
    sets: {
      name: string;
      responses: { value: unknown; count: number; percentOfCases: number }[];
    }[];
  }>(response, 'result');
  expect(result.sets.map((set) => set.name)).toEqual(['매체', '선호']);
  for (const set of result.sets) {
    const reference = multiple.sets.find((r) => r.name === set.name)!;
    expect(set.responses.map((r) => r.value)).toEqual(reference.responses.map((r) => r.value));
    set.responses.forEach((r, i) => {
      expect(r.count).toBe(reference.responses[i]!.count);
      closeTo(r.percentOfCases, reference.responses[i]!.percentOfCases);
    });
  }
  const preference = multiple.sets.find((r) => r.name === '선호')!.responses[0]!;
  await expect(page.getByRole('table', { name: /선호 빈도/ })).toContainText(
    preference.percentOfCases.toFixed(1),
  );
});
