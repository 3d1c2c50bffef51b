import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { FIXTURES, move, opened, run, upload } from './analysis-steps';

/*
 * Multinomial logistic regression (SPSS NOMREG) run by a guest in Chromium on the built site
 * against the real server, on the engine's R-checked data: the setting form filled as a person
 * would, the key numbers on screen and at full precision against R
 * (packages/stats/test/fixtures/make-multinomial.R).
 */
interface Reference {
  modelFitting: { final: number; chiSquare: number };
  pseudoRSquare: { nagelkerke: number };
  parameters: { category: string; rows: { term: string; b: number }[] }[];
  /** R's classification counts: observed category by row, predicted by column. */
  classification: number[][];
  /** Cases left out for a missing value. */
  missing: number;
}
const cases = (
  JSON.parse(readFileSync(resolve(FIXTURES, 'multinomial.json'), 'utf8')) as {
    cases: Reference[];
  }
).cases;

const path = '/services/anal/regression/multinomial';
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual / expected - 1)).toBeLessThan(1e-10);

async function runOpened(page: Page): Promise<Reference> {
  const response = await run(page, '/multinomial');
  await expect(page).toHaveURL(new RegExp(`${path}/analysis\\?dataset=`));
  return (await opened<{ result: Reference }>(response)).result;
}

test('multinomial logistic regression: factors and covariates match R, with its interpretation', async ({
  page,
}) => {
  const expected = cases[0]!;
  await upload(page, path, 'multinomial.csv');
  await move(page, '진로', '종속변수');
  for (const factor of ['성별', '학년']) await move(page, factor, '요인');
  for (const covariate of ['성적', '나이']) await move(page, covariate, '공변량');
  const result = await runOpened(page);
  close(result.modelFitting.final, expected.modelFitting.final);
  close(result.modelFitting.chiSquare, expected.modelFitting.chiSquare);
  close(result.pseudoRSquare.nagelkerke, expected.pseudoRSquare.nagelkerke);
  const b = result.parameters[0]!.rows.find((r) => r.term === '성적')!.b;
  close(b, expected.parameters[0]!.rows.find((r) => r.term === '성적')!.b);
  await expect(page.getByRole('table', { name: /^모형 적합 정보/ })).toContainText(
    expected.modelFitting.final.toFixed(3),
  );
  await expect(page.getByRole('table', { name: /^우도비 검정/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^모수 추정값/ })).toContainText('[학년=1]');
  // SPSS's Overall Percentage row: each predicted category's share of the cases (from R's
  // counts) under its column, then the percent correct.
  const counts = expected.classification;
  const total = counts.flat().reduce((s, v) => s + v, 0);
  const correct = counts.reduce((s, row, k) => s + row[k]!, 0);
  const overall = page
    .getByRole('table', { name: /^분류/ })
    .locator('tbody tr')
    .filter({ hasText: '전체 퍼센트 (Overall Percentage)' });
  await expect(overall.locator('td')).toHaveText([
    ...counts[0]!.map(
      (_, j) => `${((100 * counts.reduce((s, row) => s + row[j]!, 0)) / total).toFixed(1)}%`,
    ),
    ((100 * correct) / total).toFixed(1),
  ]);
  // Rows outside the groups are named once, in the first column, as SPSS prints them.
  const missing = page
    .getByRole('table', { name: /^케이스 처리 요약/ })
    .locator('tbody tr')
    .filter({ has: page.locator('th[scope="rowgroup"]', { hasText: '결측 (Missing)' }) });
  await expect(missing.locator('td')).toHaveText([String(expected.missing), '.']);
  const visibleHeader = await missing
    .locator('th[scope="row"]')
    .evaluate((th) => [...th.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).length);
  expect(visibleHeader).toBe(0);

  const interpretation = page.waitForResponse('**/multinomial/interpretation');
  await page.getByRole('button', { name: '결과 해석 보기' }).click();
  expect((await interpretation).status()).toBe(200);
  const { interpret } = await opened<{ interpret: string }>(await interpretation);
  expect(interpret).toContain('다항 로지스틱 회귀분석');
  await expect(page.getByText(interpret)).toBeVisible();
});

test('multinomial logistic regression: a custom reference category typed in the form, as R', async ({
  page,
}) => {
  const expected = cases[2]!;
  await upload(page, path, 'multinomial.csv');
  await move(page, '전공', '종속변수');
  for (const covariate of ['성적', '나이']) await move(page, covariate, '공변량');
  await page.getByRole('radio', { name: '사용자 정의' }).check();
  await page.getByRole('textbox', { name: '참조범주 값' }).fill('공학');
  const result = await runOpened(page);
  close(result.modelFitting.final, expected.modelFitting.final);
  expect(result.parameters.map((p) => p.category)).toEqual(['경영', '인문']);
  await expect(page.getByRole('table', { name: /^모수 추정값/ })).toContainText('전공 = 인문');
  // The table's footnote names the reference category.
  await expect(page.getByText('참조범주는 공학입니다.')).toBeVisible();
});
