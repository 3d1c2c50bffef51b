import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page, type Response } from './fixtures';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import { openEnvelope } from '@tonggye/api/envelope';

/*
 * Mixed-design repeated-measures ANOVA run by a guest in Chromium on the built site against the
 * real server: the within factor defined in the setting form, one measure per level, a between
 * factor; the within effect's F compared with R (packages/stats/test/fixtures/make-repeated.R)
 * on screen and at full precision, the profile plot drawn, and the server's interpretation shown.
 */
const fixtures = resolve('packages/stats/test/fixtures');
const mixed = (
  JSON.parse(readFileSync(resolve(fixtures, 'repeated.json'), 'utf8')) as {
    mixed: { within: Record<string, { effects: { term: string; f: number }[] }> };
  }
).mixed.within['시점']!.effects[0]!;

const path = '/services/anal/average/repeated';

async function move(page: Page, variable: string, target: string) {
  const available = page.getByRole('listbox', { name: '변수 목록' });
  await available.getByRole('option', { name: new RegExp(`^${variable}`) }).click();
  await page.getByRole('button', { name: `${target} 칸으로 이동` }).click();
}

async function opened<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { dataRes: { encryptData: string } };
  return openEnvelope<T>(body.dataRes.encryptData, DEVELOPMENT_ENVELOPE_KEY);
}

test('repeated measures: 시점 (3 levels) by 집단 matches R, with its profile plot and interpretation', async ({
  page,
}) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible({
    timeout: 20_000,
  });
  await page.locator('input[type="file"]').setInputFiles(resolve(fixtures, 'repeated.csv'));
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/setting\\?dataset=`), { timeout: 20_000 });

  await page.getByRole('textbox', { name: '개체내 요인 이름' }).fill('시점');
  await page.getByRole('spinbutton', { name: '수준 수' }).fill('3');
  for (const measure of ['시점1', '시점2', '시점3']) await move(page, measure, '수준별 측정 변수');
  await move(page, '집단', '개체간 요인(선택)');

  const responsePromise = page.waitForResponse('**/anova/repeated/analysis');
  await page.getByRole('button', { name: '분석 실행' }).click();
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${path}/analysis\\?dataset=`));
  await expect(page.getByRole('table', { name: /^개체내 효과 검정/ })).toContainText(
    mixed.f.toFixed(3),
  );
  await expect(page.getByRole('img', { name: '프로파일 도표' })).toBeVisible();
  const { result } = await opened<{
    result: { within: { effects: { term: string; f: number }[] }[] };
  }>(response);
  expect(result.within[0]!.effects[0]!.term).toBe(mixed.term);
  expect(Math.abs(result.within[0]!.effects[0]!.f / mixed.f - 1)).toBeLessThan(1e-10);

  const interpretation = page.waitForResponse('**/anova/repeated/interpretation');
  await page.getByRole('button', { name: '결과 해석 보기' }).click();
  expect((await interpretation).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${path}/interpretation\\?dataset=`));
  const { interpret } = await opened<{ interpret: string }>(await interpretation);
  expect(interpret).toContain(`F(2, 46) = ${mixed.f.toFixed(2)}`);
  expect(interpret).toContain('구형성 가정');
  await expect(page.getByText(interpret)).toBeVisible();
});
