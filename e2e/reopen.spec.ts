import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { signUpOnScreen, uniqueEmail } from './accounts';
import { uploadStepReady } from './analysis-steps';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import { openEnvelope } from '@tonggye/api/envelope';

/**
 * A member's analysis is listed in
 * `/my-activity/analysis-info`, reopens on the analysis page with the same result (and the
 * setting form filled from the stored request), survives a reload and can be interpreted by
 * its id. Chromium against the real server.
 */
const fixtureCsv = resolve('packages/stats/test/fixtures/descriptive-cp949.csv');
// Reference values computed by R (packages/stats/test/fixtures/make-descriptive.R).
const reference = JSON.parse(
  readFileSync(resolve('packages/stats/test/fixtures/descriptive-cp949.json'), 'utf8'),
) as Record<string, { mean: number; std: number }>;
const score = reference['점수'];
if (!score) throw new Error('fixture has no 점수 column');
const mean = score.mean.toFixed(3);
const std = score.std.toFixed(3);

/** A new member, signed up on the site's own form (and signed in). */
const signUp = (page: Page) => signUpOnScreen(page, { email: uniqueEmail('reopen') });

function scoreRow(page: Page) {
  return page.getByRole('table').first().getByRole('row', { name: /점수/ });
}

test('a member reopens an analysis from the history, reloads it and asks for its interpretation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);

  // Run a descriptive analysis on the site (not over the API): 점수 with the defaults.
  await page.goto('/services/desc/stats/descriptive');
  await uploadStepReady(page);
  await page.locator('input[type="file"]').setInputFiles(fixtureCsv);
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  await expect(page).toHaveURL(/\/descriptive\/setting\?dataset=/);
  await page
    .getByRole('listbox', { name: '변수 목록' })
    .getByRole('option', { name: /점수/ })
    .click();
  await page.getByRole('button', { name: '분석 변수 칸으로 이동' }).click();
  const ran = page.waitForResponse('**/description/analysis');
  await page.getByRole('button', { name: '분석 실행' }).click();
  const runBody = (await (await ran).json()) as { dataRes: { encryptData: string } };
  const { analysisId } = openEnvelope<{ analysisId: string }>(
    runBody.dataRes.encryptData,
    DEVELOPMENT_ENVELOPE_KEY,
  );
  expect(analysisId).toBeTruthy();
  await expect(scoreRow(page)).toContainText(mean);
  await expect(scoreRow(page)).toContainText(std);

  // The history lists it; reopening shows the same result without running it again.
  await page.goto('/my-activity/analysis-info');
  await expect(page.getByRole('heading', { level: 1, name: '분석 내역' })).toBeVisible();
  let reruns = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/description/analysis')) reruns += 1;
  });
  const detail = page.waitForResponse('**/analysis-history/detail');
  await page.getByRole('link', { name: /descriptive-cp949\.csv.*다시 열기/ }).click();
  expect((await detail).status()).toBe(200);
  await expect(page).toHaveURL(
    new RegExp(
      `/services/desc/stats/descriptive/analysis\\?dataset=[^&]+&analysisId=${analysisId}$`,
    ),
  );
  await expect(scoreRow(page)).toContainText(mean);
  await expect(scoreRow(page)).toContainText(std);

  // A reload reopens it again (the ids are in the URL).
  await page.reload();
  await expect(scoreRow(page)).toContainText(mean);
  expect(reruns).toBe(0);

  // The interpretation is asked for by the stored analysis's id, and shown.
  const interpreted = page.waitForResponse('**/description/interpretation');
  await page.getByRole('button', { name: '결과 해석 보기' }).click();
  const answer = await interpreted;
  expect(answer.status()).toBe(200);
  const sent = openEnvelope<{ analysisId?: string; dataToAnalyze?: unknown }>(
    (answer.request().postDataJSON() as { encryptedData: string }).encryptedData,
    DEVELOPMENT_ENVELOPE_KEY,
  );
  expect(sent.analysisId).toBe(analysisId);
  expect(sent.dataToAnalyze).toBeUndefined();
  const { interpret } = openEnvelope<{ interpret: string }>(
    ((await answer.json()) as { dataRes: { encryptData: string } }).dataRes.encryptData,
    DEVELOPMENT_ENVELOPE_KEY,
  );
  const firstLine = interpret.split('\n')[0]!.trim();
  expect(firstLine).toMatch(/[가-힣]/);
  await expect(page.getByRole('heading', { level: 2, name: '결과 해석' })).toBeVisible();
  await expect(page.getByText(firstLine, { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/descriptive/interpretation\\?.*analysisId=${analysisId}`),
  );

  // Back to the result, then to the setting form: filled from the stored request.
  await page.getByRole('button', { name: '결과로 돌아가기' }).click();
  await page.getByRole('button', { name: '설정 바꾸기' }).click();
  await expect(page).toHaveURL(/\/descriptive\/setting\?dataset=/);
  // 점수 is in the analysis variables (its remove button is there), as the stored request had it.
  await expect(page.getByRole('button', { name: /점수 빼기$/ })).toBeVisible();
});

test("an unknown analysis id shows the server's error and leads back to the intro", async ({
  page,
}) => {
  await page.goto('/services/desc/stats/descriptive/analysis?analysisId=no-such-analysis');
  await expect(page.getByText(/분석 기록을 찾을 수 없습니다\./)).toBeVisible();
  await page.getByRole('button', { name: '이전 단계' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible();
  await expect(page).toHaveURL(/\/services\/desc\/stats\/descriptive$/);
});
