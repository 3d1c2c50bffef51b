import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { DEVELOPMENT_ENVELOPE_KEY, openEnvelope } from '@tonggye/api/envelope';

/*
 * ANOVA, chi-square, correlation and reliability, each run by a guest in Chromium on the built
 * site against the real server, on the R-checked fixture files of the engine. The key number of
 * each is compared with R (packages/stats/test/fixtures/make-anova.R, make-chi.R,
 * make-correlation.R, make-reliability.R) on screen and at full precision; ANOVA goes on to
 * the interpretation page, whose text the server writes.
 */
const fixtures = resolve('packages/stats/test/fixtures');
const json = <T>(name: string) => JSON.parse(readFileSync(resolve(fixtures, name), 'utf8')) as T;

const anova = json<{
  cases: { dependents: { dependent: string; anova: { between: { f: number } } }[] }[];
}>('anova.json').cases[0]!.dependents.find((entry) => entry.dependent === '점수')!;
const chi = json<{ cases: { expected: { tests: { pearson: { value: number } } } }[] }>('chi.json')
  .cases[0]!.expected;
const correlation = json<{
  variables: string[];
  pairwise: { pearson: { coefficient: number[][] } };
}>('correlation.json');
const reliability = json<{
  scales: { variables: string[]; reliability: { alpha: number } }[];
}>('reliability.json').scales.find((scale) => scale.variables.length === 6)!;

async function upload(page: Page, path: string, file: string) {
  await page.goto(path);
  // Generous: the first visit loads the lazy analysis chunk on a busy machine.
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible({
    timeout: 20_000,
  });
  await page.locator('input[type="file"]').setInputFiles(resolve(fixtures, file));
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/setting\\?dataset=`), { timeout: 20_000 });
}

async function move(page: Page, variable: string, target: string) {
  const available = page.getByRole('listbox', { name: '변수 목록' });
  await available.getByRole('option', { name: new RegExp(`^${variable}`) }).click();
  await page.getByRole('button', { name: `${target}(으)로 이동` }).click();
}

async function run(page: Page, prefix: string): Promise<Response> {
  const responsePromise = page.waitForResponse(`**${prefix}/analysis`);
  await page.getByRole('button', { name: '분석 실행' }).click();
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  return response;
}

async function opened<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { dataRes: { encryptData: string } };
  return openEnvelope<T>(body.dataRes.encryptData, DEVELOPMENT_ENVELOPE_KEY);
}

const closeTo = (actual: number, expected: number) =>
  expect(Math.abs((actual - expected) / expected)).toBeLessThan(1e-10);

test('one-way ANOVA: F of 점수 by 학과 matches R, and the server interprets it', async ({
  page,
}) => {
  await upload(page, '/services/anal/average/anova', 'anova.csv');
  await move(page, '점수', '종속변수');
  await move(page, '학과', '요인');
  await page.getByRole('checkbox', { name: '평균 도표' }).check();
  const response = await run(page, '/anova');
  await expect(page).toHaveURL(/\/anova\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /^분산분석/ }).first()).toContainText(
    anova.anova.between.f.toFixed(3),
  );
  await expect(page.getByRole('img', { name: /점수의 평균 도표/ })).toBeVisible();
  const { anovaResult } = await opened<{
    anovaResult: { dependents: { anova: { between: { f: number } } }[] };
  }>(response);
  closeTo(anovaResult.dependents[0]!.anova.between.f, anova.anova.between.f);

  // The interpretation page: the server's plain-language summary and APA report, in Korean.
  const interpretation = page.waitForResponse('**/anova/interpretation');
  await page.getByRole('button', { name: '결과 해석 보기' }).click();
  expect((await interpretation).status()).toBe(200);
  await expect(page).toHaveURL(/\/anova\/interpretation\?dataset=/);
  const { interpret, interpretDetail } = await opened<{
    interpret: string;
    interpretDetail: string;
  }>(await interpretation);
  await expect(page.getByText(interpret)).toBeVisible();
  expect(interpretDetail).toContain(`F(3, 33) = ${anova.anova.between.f.toFixed(2)}`);
  await expect(page.getByText(/F\(3, 33\) = 2\.76/).first()).toBeVisible();

  // Switching the language asks again, in English, and shows the new text.
  const english = page.waitForResponse('**/anova/interpretation');
  await page.getByLabel('언어').selectOption('en');
  const englishResponse = await english;
  const asked = openEnvelope<{ language: string; statsType: string }>(
    (englishResponse.request().postDataJSON() as { encryptedData: string }).encryptedData,
    DEVELOPMENT_ENVELOPE_KEY,
  );
  expect(asked).toMatchObject({ language: 'en', statsType: 'anova' });
  const inEnglish = await opened<{ interpret: string }>(englishResponse);
  expect(inEnglish.interpret).toMatch(/one-way/i);
  await expect(page.getByText(inEnglish.interpret)).toBeVisible();

  // Back to the result keeps it.
  await page.getByRole('button', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(/\/anova\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /^ANOVA/ }).first()).toContainText(
    anova.anova.between.f.toFixed(3),
  );
});

test('chi-square: Pearson chi-square of 성별 × 흡연 matches R', async ({ page }) => {
  await upload(page, '/services/anal/association/chi-sqaure', 'chi.csv');
  await move(page, '성별', '행');
  await move(page, '흡연', '열');
  const response = await run(page, '/chi');
  await expect(page).toHaveURL(/\/chi-sqaure\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /카이제곱 검정/ })).toContainText(
    chi.tests.pearson.value.toFixed(3),
  );
  const { result } = await opened<{ result: { tests: { pearson: { value: number } } } }>(response);
  closeTo(result.tests.pearson.value, chi.tests.pearson.value);
});

test('correlation: Pearson r of 사전 and 사후 matches R', async ({ page }) => {
  const expected =
    correlation.pairwise.pearson.coefficient[correlation.variables.indexOf('사전')]![
      correlation.variables.indexOf('사후')
    ]!;
  await upload(page, '/services/anal/cause/correlation', 'survey.csv');
  await move(page, '사전', '변수');
  await move(page, '사후', '변수');
  const response = await run(page, '/correlation');
  await expect(page).toHaveURL(/\/correlation\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /상관관계/ })).toContainText(
    expected.toFixed(3).replace(/^0/, ''),
  );
  const { correlationResult } = await opened<{
    correlationResult: { pearson: { coefficient: number[][] } };
  }>(response);
  closeTo(correlationResult.pearson.coefficient[0]![1]!, expected);
});

test("reliability: Cronbach's alpha of 문항1–문항6 matches R", async ({ page }) => {
  await upload(page, '/services/anal/cause/reliability', 'reliability.csv');
  for (const item of reliability.variables) await move(page, item, '문항');
  const response = await run(page, '/reliability');
  await expect(page).toHaveURL(/\/reliability\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /신뢰도 통계량/ })).toContainText(
    reliability.reliability.alpha.toFixed(3).replace(/^0/, ''),
  );
  const { reliabilityResult } = await opened<{
    reliabilityResult: { scales: { reliability: { alpha: number } }[] };
  }>(response);
  closeTo(reliabilityResult.scales[0]!.reliability.alpha, reliability.reliability.alpha);
});
