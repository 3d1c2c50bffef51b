import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { assign, FIXTURES, opened, referenceJson, run, upload } from './analysis-steps';

/**
 * Group C's analyses on the built site and the real server: factor, linear regression,
 * moderation and mediation, each on the CSV whose R script (packages/stats/test/fixtures/
 * make-<name>.R) made the reference values; then factor → factor groups → reliability.
 */

/** Relative difference, for the full-precision numbers that reached the browser. */
const relative = (actual: number, expected: number) =>
  Math.abs(actual - expected) / Math.max(1, Math.abs(expected));

/** Cronbach's alpha of items of factor.csv over the rows where all of them are present. */
function cronbachAlpha(items: string[]): number {
  const [header, ...lines] = readFileSync(resolve(FIXTURES, 'factor.csv'), 'utf8')
    .trim()
    .split(/\r?\n/);
  const names = header!.split(',');
  const rows = lines
    .map((line) => line.split(','))
    .map((cells) => items.map((item) => cells[names.indexOf(item)]?.trim() ?? ''))
    .filter((cells) => cells.every((cell) => cell !== ''))
    .map((cells) => cells.map(Number));
  const variance = (values: number[]) => {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  };
  const k = items.length;
  const itemVariances = items.map((_, j) => variance(rows.map((row) => row[j]!)));
  const total = variance(rows.map((row) => row.reduce((a, b) => a + b, 0)));
  return (k / (k - 1)) * (1 - itemVariances.reduce((a, b) => a + b, 0) / total);
}

const factorItems = [
  '서비스1',
  '서비스2',
  '서비스3',
  '서비스4',
  '가격1',
  '가격2',
  '가격3',
  '품질1',
  '품질2',
  '품질3',
];

async function runFactor(page: Page) {
  await upload(page, '/services/anal/cause/factor', 'factor.csv');
  await assign(page, '분석 변수', factorItems);
  await page.getByRole('radio', { name: '베리멕스' }).check();
  await page.getByRole('checkbox', { name: '스크리 도표' }).check();
  return opened<{ factorResult: { kmo: number; eigenvalues: number[]; factorCount: number } }>(
    await run(page, '/factor'),
  );
}

test('factor analysis: KMO and eigenvalues match R, with the scree plot', async ({ page }) => {
  const r = referenceJson<{ listwise: { kmo: number; pca: { eigenvalues: number[] } } }>(
    'factor.json',
  );
  const payload = await runFactor(page);
  await expect(page).toHaveURL(/\/factor\/analysis\?dataset=/);
  const kmo = page.getByRole('table', { name: /KMO와 Bartlett의 검정/ });
  await expect(kmo).toContainText(r.listwise.kmo.toFixed(3));
  await expect(page.getByRole('img', { name: /스크리 도표/ })).toBeVisible();
  expect(relative(payload.factorResult.kmo, r.listwise.kmo)).toBeLessThan(1e-10);
  r.listwise.pca.eigenvalues.forEach((value, index) =>
    expect(relative(payload.factorResult.eigenvalues[index]!, value)).toBeLessThan(1e-10),
  );
});

test('linear regression: R² and Durbin-Watson match R', async ({ page }) => {
  const r = referenceJson<{
    cases: { model: { summary: { rSquared: number; durbinWatson: number } } }[];
  }>('linear.json');
  const expected = r.cases[0]!.model.summary;
  await upload(page, '/services/anal/regression/linear', 'linear.csv');
  await assign(page, '종속변수', ['만족도']);
  await assign(page, '독립변수', ['나이', '소득', '근속']);
  await page.getByRole('checkbox', { name: 'Durbin-Watson' }).check();
  const payload = await opened<{
    linearResult: { models: { summary: { rSquared: number; durbinWatson: number } }[] };
  }>(await run(page, '/linear'));
  const summary = page.getByRole('table', { name: /^모형 요약/ });
  await expect(summary).toContainText(expected.rSquared.toFixed(3));
  const got = payload.linearResult.models[0]!.summary;
  expect(relative(got.rSquared, expected.rSquared)).toBeLessThan(1e-10);
  expect(relative(got.durbinWatson, expected.durbinWatson)).toBeLessThan(1e-10);
});

test('moderation (PROCESS model 1): R² and conditional effects match R, with the plot', async ({
  page,
}) => {
  const r = referenceJson<{
    cases: { summary: { rSquared: number }; conditionalEffects: { effect: number }[] }[];
  }>('moderation.json');
  const expected = r.cases[0]!;
  await upload(page, '/services/anal/regression/moderation', 'moderation.csv');
  await assign(page, '종속변수(Y)', ['성과']);
  await assign(page, '독립변수(X)', ['스트레스']);
  await assign(page, '조절변수(W, Z)', ['지지']);
  await assign(page, '공변량(선택)', ['나이', 'income']);
  await page.getByRole('checkbox', { name: 'Johnson-Neyman 유의 영역' }).check();
  const payload = await opened<{
    result: { summary: { rSquared: number }; conditionalEffects: { effect: number }[] };
  }>(await run(page, '/moderation'));
  await expect(page.getByRole('table', { name: /^모형 요약/ })).toContainText(
    expected.summary.rSquared.toFixed(3),
  );
  await expect(page.getByRole('img', { name: /X의 조건부 효과/ })).toBeVisible();
  expect(relative(payload.result.summary.rSquared, expected.summary.rSquared)).toBeLessThan(1e-10);
  payload.result.conditionalEffects.forEach((effect, index) =>
    expect(relative(effect.effect, expected.conditionalEffects[index]!.effect)).toBeLessThan(1e-10),
  );
});

test('mediation (PROCESS model 4): indirect effects match R, with the path diagram', async ({
  page,
}) => {
  const r = referenceJson<{
    cases: { expected: { indirectEffects: { label: string; effect: number }[] } }[];
  }>('mediation.json');
  const expected = r.cases[0]!.expected.indirectEffects;
  await upload(page, '/services/anal/regression/mediation', 'mediation.csv');
  await assign(page, '종속변수(Y)', ['직무만족']);
  await assign(page, '독립변수(X)', ['교육시간']);
  await assign(page, '매개변수(M)', ['자기효능감', '직무몰입']);
  await assign(page, '공변량(선택)', ['경력']);
  const payload = await opened<{
    result: { indirectEffects: { label: string; effect: number; bootLower: number | null }[] };
  }>(await run(page, '/mediation'));
  const total = expected.find((effect) => effect.label === 'TOTAL')!;
  await expect(page.getByRole('img', { name: /경로 도표/ })).toBeVisible();
  await expect(page.getByText(total.effect.toFixed(3)).first()).toBeVisible();
  for (const effect of expected) {
    const got = payload.result.indirectEffects.find((item) => item.label === effect.label);
    expect(relative(got!.effect, effect.effect)).toBeLessThan(1e-10);
    expect(got!.bootLower).not.toBeNull();
  }
});

test('factor → factor groups → reliability of each group', async ({ page }) => {
  const payload = await runFactor(page);
  expect(payload.factorResult.factorCount).toBe(3);
  const datasetUuid = new URL(page.url()).searchParams.get('dataset');

  // The groups step: items grouped by their largest loading; rename the first group.
  await expect(page.getByRole('heading', { name: '요인별 문항 묶기' })).toBeVisible();
  const name = page.getByRole('textbox', { name: '요인 1 이름' });
  await name.fill('첫째 묶음');
  await page.getByRole('button', { name: '묶음별 신뢰도 분석' }).click();

  // Reliability opens on the same dataset with the groups filled in.
  await expect(page).toHaveURL(
    new RegExp(`/services/anal/cause/reliability/setting\\?dataset=${datasetUuid}`),
  );
  await expect(page.getByText('첫째 묶음').first()).toBeVisible();
  await expect(page).toHaveURL(/factorGroups=1/);

  // The server holds the groups (factor/factorGroups → reliability/redirection): the same
  // address in a new tab, with no history entry to carry them, opens on them too.
  const fresh = await page.context().newPage();
  const redirection = fresh.waitForResponse('**/reliability/redirection');
  await fresh.goto(page.url());
  expect((await redirection).status()).toBe(200);
  await expect(fresh.getByText('첫째 묶음').first()).toBeVisible();
  await page.close();
  const reliability = await opened<{
    reliabilityResult: {
      scales?: { name: string; variables: string[]; reliability: { alpha: number } }[];
    };
  }>(await run(fresh, '/reliability'));
  const scales = reliability.reliabilityResult.scales ?? [];
  expect(scales.map((scale) => scale.name)).toEqual(['첫째 묶음', '요인 2', '요인 3']);
  expect(scales.flatMap((scale) => scale.variables).sort()).toEqual([...factorItems].sort());
  // Cronbach's alpha of each group, computed here from the CSV (listwise, sample variances).
  for (const scale of scales)
    expect(relative(scale.reliability.alpha, cronbachAlpha(scale.variables))).toBeLessThan(1e-10);
  await expect(fresh).toHaveURL(/\/reliability\/analysis\?dataset=/);
});
