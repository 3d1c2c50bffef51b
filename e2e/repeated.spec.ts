import { expect, test } from './fixtures';
import { assign, move, opened, referenceJson, run, upload } from './analysis-steps';

/*
 * Mixed-design repeated-measures ANOVA run by a guest in Chromium on the built site against the
 * real server: the within factor defined in the setting form, one measure per level, a between
 * factor; the within effect's F compared with R (packages/stats/test/fixtures/make-repeated.R)
 * on screen and at full precision, the profile plot drawn, and the server's interpretation shown.
 */
const mixed = referenceJson<{
  mixed: { within: Record<string, { effects: { term: string; f: number }[] }> };
}>('repeated.json').mixed.within['시점']!.effects[0]!;

const path = '/services/anal/average/repeated';

test('repeated measures: 시점 (3 levels) by 집단 matches R, with its profile plot and interpretation', async ({
  page,
}) => {
  await upload(page, path, 'repeated.csv');

  await page.getByRole('textbox', { name: '개체내 요인 이름' }).fill('시점');
  await page.getByRole('spinbutton', { name: '수준 수' }).fill('3');
  await assign(page, '수준별 측정 변수', ['시점1', '시점2', '시점3']);
  await move(page, '집단', '개체간 요인(선택)');

  const response = await run(page, '/anova/repeated');
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
