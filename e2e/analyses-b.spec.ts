import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { upload, move, run, opened } from './analysis-steps';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import { openEnvelope } from '@tonggye/api/envelope';

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

test('factorial ANOVA: the cell structure (anova/multi) before running, and a custom model', async ({
  page,
}) => {
  await upload(page, '/services/anal/average/anova', 'anova-factorial.csv');
  await move(page, '반응', '종속변수');
  await move(page, '성별', '요인');
  await move(page, '처치', '요인');

  // SPSS's Custom model: the main effects only.
  await page.getByRole('radio', { name: '사용자 정의' }).check();
  await page.getByRole('checkbox', { name: '성별', exact: true }).check();
  await page.getByRole('checkbox', { name: '처치', exact: true }).check();

  // The cell structure from the server, before the analysis runs.
  const multi = page.waitForResponse('**/anova/multi');
  await page.getByRole('button', { name: '셀 구조 확인' }).click();
  const multiResponse = await multi;
  expect(multiResponse.status()).toBe(200);
  const cells = await opened<{
    preResult: { dependents: { cellCount: number; n: number; emptyCellCount: number }[] };
  }>(multiResponse);
  expect(cells.preResult.dependents[0]).toMatchObject({ cellCount: 6, emptyCellCount: 0 });
  await expect(page.getByRole('table', { name: /반응의 셀별 사례 수/ })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`셀 6개 · 사용 사례 ${cells.preResult.dependents[0]!.n}개`)),
  ).toBeVisible();

  // The chosen terms reach the engine: no interaction in the model.
  const response = await run(page, '/anova');
  const sent = openEnvelope<{ selectedEffect?: string[]; anovaAnalysisType: string }>(
    (response.request().postDataJSON() as { encryptedData: string }).encryptedData,
    DEVELOPMENT_ENVELOPE_KEY,
  );
  expect(sent).toMatchObject({ anovaAnalysisType: 'factorial', selectedEffect: ['성별', '처치'] });
  const effects = page.getByRole('table', { name: /개체-간 효과 검정/ }).first();
  await expect(effects).toContainText('처치');
  await expect(effects).not.toContainText('성별 * 처치');

  // Results are usable: decimal places, APA style, all tables as XLSX.
  await page.getByLabel('소수점 자리').selectOption('5');
  await page.getByRole('switch', { name: /APA 형식/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '모든 표 XLSX로 받기' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // The printable report: the tables without the site's frame and the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(effects).toBeVisible();
  await expect(page.getByRole('button', { name: '모든 표 XLSX로 받기' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});

test('value labels: edited in the data step, stored by the server, shown in frequencies', async ({
  page,
}) => {
  await upload(page, '/services/desc/stats/frequencies', 'anova-factorial.csv');
  await page.getByRole('tab', { name: '변수 보기' }).click();
  await page.getByRole('button', { name: '지역 값 설명 편집' }).click();
  await page.getByRole('textbox', { name: '지역의 값 설명' }).fill('1 = 서울\n2 = 부산\n3 = 대구');
  const update = page.waitForResponse('**/dataset/update');
  await page.getByRole('button', { name: '저장' }).click();
  expect((await update).status()).toBe(200);
  await expect(page.getByText('1 = 서울, 2 = 부산, 3 = 대구')).toBeVisible();

  // A reload reads the dataset again from the server: the labels are stored.
  await page.reload();
  await page.getByRole('tab', { name: '변수 보기' }).click({ timeout: 20_000 });
  await expect(page.getByText('1 = 서울, 2 = 부산, 3 = 대구')).toBeVisible({ timeout: 20_000 });
  await move(page, '지역', '분석 변수');
  await run(page, '/frequencies');
  const table = page.getByRole('table', { name: /지역/ }).first();
  // The engine labels each value as SPSS does ("label (value)"); 지역 holds 1 and 2 only.
  await expect(table).toContainText('서울 (1)');
  await expect(table).toContainText('부산 (2)');
});

test('/services lists every analysis by group, and the t-test chooser leads to three', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: '통계처리 서비스' })).toBeVisible({
    timeout: 20_000,
  });
  // The seven groups of the analysis routes and the nonparametric tests.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(page.getByRole('heading', { level: 2, name: '비모수 검정' })).toBeVisible();
  await page.getByRole('link', { name: 't 검정 시작하기' }).click();
  await expect(page).toHaveURL(/\/services\/anal\/average\/t$/);
  await page.getByRole('link', { name: '대응표본 t 검정 시작하기' }).click();
  await expect(page).toHaveURL(/\/services\/anal\/average\/t\/paired$/);
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible({
    timeout: 20_000,
  });
});
