import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { FIXTURES, opened, run, upload } from './analysis-steps';

/*
 * Binary logistic regression, ANCOVA and hierarchical regression run by a guest in Chromium on
 * the built site against the real server, on the engine's R-checked data: each wizard's setting
 * form filled as a person would, the key number on screen and at full precision against R
 * (packages/stats/test/fixtures/make-logistic.R, make-ancova.R, make-linear-blocks.R).
 */
const json = <T>(file: string) => JSON.parse(readFileSync(resolve(FIXTURES, file), 'utf8')) as T;

const logistic = json<{
  cases: { step: { summary: { minus2LogLikelihood: number; nagelkerkeRSquared: number } } }[];
}>('logistic.json').cases[0]!.step.summary;
const ancova = json<{
  cases: {
    estimatedMarginalMeans: { means: { level: string; mean: number }[] }[];
    slopes: { f?: number }[];
  }[];
}>('ancova.json').cases[0]!;
const blocks = json<{
  cases: { models: { summary: { rSquaredChange: number } }[] }[];
}>('linear-blocks.json').cases[0]!.models;

/** Moves a variable from a picker's list (the form's own, or a block's) into a target. */
async function move(page: Page, variable: string, target: string, list = '변수 목록') {
  const available = page.getByRole('listbox', { name: list, exact: true });
  await available.getByRole('option', { name: new RegExp(`^${variable}`) }).click();
  await page.getByRole('button', { name: `${target} 칸으로 이동`, exact: true }).click();
}

/** Runs the analysis, lands on its result page and opens the answer. */
async function runOpened<T>(page: Page, prefix: string, path: string): Promise<T> {
  const response = await run(page, prefix);
  await expect(page).toHaveURL(new RegExp(`${path}/analysis\\?dataset=`));
  return opened<T>(response);
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual / expected - 1)).toBeLessThan(1e-10);

test('logistic regression: covariates and categorical covariates match R, with its interpretation', async ({
  page,
}) => {
  const path = '/services/anal/regression/logistic';
  await upload(page, path, 'logistic.csv');
  await move(page, '합격', '종속변수');
  for (const covariate of ['공부시간', '나이', '잡음']) await move(page, covariate, '공변량');
  for (const categorical of ['성별', '학년']) await move(page, categorical, '범주형 공변량');
  const { result } = await runOpened<{
    result: { steps: { summary: { minus2LogLikelihood: number; nagelkerkeRSquared: number } }[] };
  }>(page, '/logistic', path);
  const summary = result.steps.at(-1)!.summary;
  close(summary.minus2LogLikelihood, logistic.minus2LogLikelihood);
  close(summary.nagelkerkeRSquared, logistic.nagelkerkeRSquared);
  await expect(page.getByRole('table', { name: /^모형 요약/ })).toContainText(
    logistic.minus2LogLikelihood.toFixed(3),
  );
  await expect(
    page.getByRole('table', { name: 'Hosmer와 Lemeshow 검정', exact: true }),
  ).toBeVisible();
  // Block 0's classification and the model's, as SPSS prints them.
  await expect(page.getByRole('table', { name: '분류표', exact: true })).toHaveCount(1);
  await expect(page.getByRole('table', { name: '분류표 (0블록)', exact: true })).toHaveCount(1);

  const interpretation = page.waitForResponse('**/logistic/interpretation');
  await page.getByRole('button', { name: '결과 해석 보기' }).click();
  expect((await interpretation).status()).toBe(200);
  const { interpret } = await opened<{ interpret: string }>(await interpretation);
  await expect(page.getByText(interpret)).toBeVisible();
});

test('ANCOVA: a covariate and the slopes test in the ANOVA wizard, adjusted means as R', async ({
  page,
}) => {
  const path = '/services/anal/average/anova';
  await upload(page, path, 'anova.csv');
  await move(page, '점수', '종속변수');
  await move(page, '학과', '요인');
  await move(page, '공부시간', '공변량(선택)');
  await page.getByRole('checkbox', { name: /회귀 기울기의 동질성 검정/ }).check();
  await page.getByRole('radio', { name: 'Bonferroni' }).check();
  const { anovaResult } = await runOpened<{
    anovaResult: {
      factorial: {
        estimatedMarginalMeans: { means: { level: string; mean: number }[] }[];
        slopes: { f: number | null }[];
      }[];
    };
  }>(page, '/anova', path);
  const [first] = ancova.estimatedMarginalMeans[0]!.means;
  const means = anovaResult.factorial[0]!.estimatedMarginalMeans[0]!.means;
  expect(means[0]!.level).toBe(first!.level);
  close(means[0]!.mean, first!.mean);
  close(anovaResult.factorial[0]!.slopes[0]!.f!, ancova.slopes[0]!.f!);
  await expect(page.getByRole('table', { name: /^추정값: 점수, 학과/ })).toContainText(
    first!.mean.toFixed(3),
  );
  await expect(page.getByRole('table', { name: /^회귀 기울기의 동질성 검정/ })).toContainText(
    ancova.slopes[0]!.f!.toFixed(3),
  );
});

test('hierarchical regression: a second block with "다음 블록", its R² change as R', async ({
  page,
}) => {
  const path = '/services/anal/regression/linear';
  await upload(page, path, 'linear.csv');
  await move(page, '만족도', '종속변수');
  await move(page, '나이', '독립변수');
  await page.getByRole('button', { name: '다음 블록' }).click();
  for (const variable of ['소득', '근속'])
    await move(page, variable, '블록 2 독립변수', '블록 2 변수 목록');
  const { linearResult } = await runOpened<{
    linearResult: { models: { summary: { rSquaredChange: number } }[] };
  }>(page, '/linear', path);
  expect(linearResult.models).toHaveLength(blocks.length);
  linearResult.models.forEach((model, k) =>
    close(model.summary.rSquaredChange, blocks[k]!.summary.rSquaredChange),
  );
  await expect(page.getByRole('table', { name: /^모형 요약/ })).toContainText(
    blocks[1]!.summary.rSquaredChange.toFixed(3),
  );
});
