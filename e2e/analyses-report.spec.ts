import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { upload, move, run, opened } from './analysis-steps';

/*
 * The analysis flows the other specs leave out, in Chromium on the built site against the real server:
 * value labels set on the data step show in the chi-square crosstab (numbers as R gives them,
 * packages/stats/test/fixtures/make-chi.R); the printed report holds the interpretation; a
 * member reopens a multiple-response run of two sets from /my-activity/analysis-info
 * (make-multiple-responses.R).
 */
const fixtures = resolve('packages/stats/test/fixtures');
const json = <T>(name: string) => JSON.parse(readFileSync(resolve(fixtures, name), 'utf8')) as T;
const chiGradeBySatisfaction = json<{
  cases: { expected: { observed: number[][]; tests: { pearson: { value: number } } } }[];
}>('chi.json').cases[1]!.expected;
const multiple = json<{
  sets: { name: string; responses: { count: number; percentOfCases: number }[] }[];
}>('multiple-responses.json');

const closeTo = (actual: number, expected: number) =>
  expect(Math.abs((actual - expected) / expected)).toBeLessThan(1e-10);

test('chi-square: value labels from the data step in the crosstab, and the interpretation in the printed report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await upload(page, '/services/anal/association/chi-sqaure', 'chi.csv');
  await page.getByRole('tab', { name: '변수 보기' }).click();
  await page.getByRole('button', { name: '학년 값 설명 편집' }).click();
  await page.getByRole('textbox', { name: '학년의 값 설명' }).fill('1 = 1학년\n2 = 2학년');
  const update = page.waitForResponse('**/dataset/update');
  await page.getByRole('button', { name: '저장' }).click();
  expect((await update).status()).toBe(200);
  await move(page, '학년', '행');
  await move(page, '만족', '열');
  const response = await run(page, '/chi');
  await expect(page).toHaveURL(/\/chi-sqaure\/analysis\?dataset=/);
  const crosstab = page.getByRole('table', { name: /학년 \* 만족 교차표/ });
  // Labelled values read "label (value)", the others the value (SPSS's "values and labels").
  await expect(crosstab).toContainText('학년: 1학년 (1)');
  await expect(crosstab).toContainText('학년: 2학년 (2)');
  await expect(crosstab).toContainText('학년: 3');
  const { result } = await opened<{
    result: {
      rowCategories: string[];
      observed: number[][];
      tests: { pearson: { value: number } };
    };
  }>(response);
  expect(result.rowCategories).toEqual(['1학년 (1)', '2학년 (2)', '3', '4']);
  expect(result.observed).toEqual(chiGradeBySatisfaction.observed);
  closeTo(result.tests.pearson.value, chiGradeBySatisfaction.tests.pearson.value);

  // Interpret, come back to the result: the report holds the interpretation under the tables.
  const interpretation = page.waitForResponse('**/chi/interpretation');
  await page.getByRole('button', { name: '결과 해석 보기' }).click();
  const { interpret } = await opened<{ interpret: string }>(await interpretation);
  // The first line of the text (the page keeps its line breaks).
  const firstLine = interpret.split('\n')[0]!.trim();
  await expect(page.getByText(firstLine, { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: '결과로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/chi-sqaure\/analysis\?dataset=/);
  const report = page.locator('[data-analysis-report]');
  await expect(report.getByRole('region', { name: '결과 해석' })).toContainText(firstLine);

  // As the browser prints it (print / save as PDF): no site frame or buttons, the interpretation in.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '보고서 인쇄·PDF 저장' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(crosstab).toBeVisible();
  await expect(report.getByText(firstLine, { exact: false }).first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('a member reopens a multiple-response run of two sets from the analysis history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.goto('/register/email');
  await page.getByLabel(/^이메일/).fill(`mrsets${stamp}@example.com`);
  await page.getByLabel(/^비밀번호(?! 확인)/).fill('abc12$');
  await page.getByLabel(/^비밀번호 확인/).fill('abc12$');
  await page.getByLabel(/^이름/).fill('홍길동');
  await page.getByLabel(/^휴대폰 번호/).fill(`011${String(stamp).slice(-8)}`);
  await page.getByRole('checkbox', { name: /이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/registercomplete$/);

  await upload(page, '/services/anal/multiple/responses', 'reliability.csv');
  for (const name of ['매체1', '매체2', '매체3', '매체4'])
    await move(page, name, '세트에 넣을 변수');
  await page.getByRole('textbox', { name: '세트 이름' }).fill('매체');
  await page.getByRole('button', { name: '세트 목록에 추가' }).click();
  for (const name of ['선호1', '선호2', '선호3']) await move(page, name, '세트에 넣을 변수');
  await page.getByRole('radio', { name: '범주형' }).check();
  await page.getByRole('textbox', { name: '세트 이름' }).fill('선호');
  const response = await run(page, '/multiple-responses');
  const { analysisId } = await opened<{ analysisId: string }>(response);

  await page.goto('/my-activity/analysis-info');
  await expect(page.getByRole('heading', { level: 1, name: '분석 내역' })).toBeVisible();
  await page.getByRole('link', { name: /reliability\.csv.*다시 열기/ }).click();
  await expect(page).toHaveURL(new RegExp(`analysisId=${analysisId}`));
  // The stored result: both sets' tables, R's numbers.
  const media = multiple.sets.find((set) => set.name === '매체')!.responses[0]!;
  const preference = multiple.sets.find((set) => set.name === '선호')!.responses[0]!;
  await expect(page.getByRole('table', { name: /매체 빈도/ })).toContainText(
    media.percentOfCases.toFixed(1),
  );
  await expect(page.getByRole('table', { name: /선호 빈도/ })).toContainText(
    preference.percentOfCases.toFixed(1),
  );
  // Changing the setting shows the stored sets: 매체 in the list, 선호 in the editor.
  await page.getByRole('button', { name: '설정 바꾸기' }).click();
  await expect(page.getByRole('list', { name: '정의된 다중응답 세트' })).toContainText('매체');
  await expect(page.getByRole('textbox', { name: '세트 이름' })).toHaveValue('선호');
  await expect(page.getByRole('radio', { name: '범주형' })).toBeChecked();
});
