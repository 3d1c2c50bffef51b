import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page, type Response } from './fixtures';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import { openEnvelope } from '@tonggye/api/envelope';

/*
 * Two nonparametric tests run by a guest in Chromium on the built site against the real server,
 * on the engine's R-checked data (packages/stats/test/fixtures/make-nonparametric.R): the key
 * numbers on screen and at full precision.
 */
const fixtures = resolve('packages/stats/test/fixtures');
const csv = resolve(fixtures, 'nonparametric.csv');
interface Case {
  request: { analysis: string; groups?: unknown };
  expected: { variables: Record<string, number | null | string>[] };
}
const cases = (
  JSON.parse(readFileSync(resolve(fixtures, 'nonparametric.json'), 'utf8')) as { cases: Case[] }
).cases;

async function upload(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible({
    timeout: 20_000,
  });
  await page.locator('input[type="file"]').setInputFiles(csv);
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/setting\\?dataset=`), { timeout: 20_000 });
}

async function move(page: Page, variable: string, target: string) {
  const available = page.getByRole('listbox', { name: '변수 목록' });
  await available.getByRole('option', { name: new RegExp(`^${variable}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${target}.*이동$`) }).click();
}

async function run(page: Page, prefix: string): Promise<Record<string, unknown>> {
  const responsePromise = page.waitForResponse(`**${prefix}/analysis`);
  await page.getByRole('button', { name: '분석 실행' }).click();
  const response: Response = await responsePromise;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { dataRes: { encryptData: string } };
  return openEnvelope<{ result: Record<string, unknown> }>(
    body.dataRes.encryptData,
    DEVELOPMENT_ENVELOPE_KEY,
  ).result;
}

const closeTo = (actual: number, expected: number) =>
  expect(Math.abs((actual - expected) / expected)).toBeLessThan(1e-9);

test('Mann-Whitney U: 정밀점수 by 집단 1 and 2 matches R, exact p included', async ({ page }) => {
  const reference = cases.find((c) => c.request.analysis === 'nonparametric/mann-whitney')!.expected
    .variables[1]!;
  await upload(page, '/services/anal/nonparametric/mann-whitney');
  await move(page, '정밀점수', '검정 변수');
  await move(page, '집단', '집단변수');
  const result = await run(page, '/nonparametric/mann-whitney');
  await expect(page).toHaveURL(/\/mann-whitney\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /검정 통계량/ })).toContainText(
    (reference.z as number).toFixed(3),
  );
  const v = (result.variables as Record<string, number>[])[0]!;
  closeTo(v.u!, reference.u as number);
  closeTo(v.z!, reference.z as number);
  closeTo(v.exactPValue!, reference.exactPValue as number);
});

test('Kruskal-Wallis: 점수 by 집단 matches R, with Dunn pairs', async ({ page }) => {
  const reference = cases.find(
    (c) => c.request.analysis === 'nonparametric/kruskal-wallis' && !c.request.groups,
  )!.expected.variables[0]!;
  await upload(page, '/services/anal/nonparametric/kruskal-wallis');
  await move(page, '점수', '검정 변수');
  await move(page, '집단', '집단변수');
  const result = await run(page, '/nonparametric/kruskal-wallis');
  await expect(page.getByRole('table', { name: /검정 통계량/ })).toContainText(
    (reference.h as number).toFixed(3),
  );
  await expect(page.getByRole('table', { name: /대응별 비교/ })).toBeVisible();
  closeTo((result.variables as Record<string, number>[])[0]!.h!, reference.h as number);
});
