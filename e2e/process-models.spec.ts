import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import {
  FIXTURES,
  expectTableRows,
  move,
  opened,
  run,
  shown,
  shownP,
  upload,
} from './analysis-steps';

/*
 * PROCESS models 6, 7, 8, 14 and 58 run by a guest in Chromium on the built site against the
 * real server, on the engine's R-checked data: the mediation wizard filled as a person would,
 * with the reference's seed and number of resamples, so the bootstrap draws the very resamples
 * R refitted (packages/stats/test/fixtures/make-process.R). Every indirect effect, its
 * bootstrap SE and interval are checked on screen to the digits shown, and at full precision.
 */
interface Boot {
  effect: number;
  bootSe: number;
  bootLower: number;
  bootUpper: number;
}
interface Expected {
  indirectEffects?: (Boot & { label: string; path: string[] })[];
  completelyStandardizedIndirectEffects?: (Boot & { label: string })[];
  partiallyStandardizedIndirectEffects?: (Boot & { label: string })[];
  totalEffect?: { effect: number; partiallyStandardized: number; completelyStandardized: number };
  conditionalIndirectEffects?: (Boot & { mediator: string; moderatorValue: number })[];
  indexOfModeratedMediation?: (Boot & { mediator: string })[];
  conditionalDirectEffects?: {
    moderatorValue: number;
    effect: number;
    se: number;
    tValue: number;
    pValue: number;
    lowerConf: number;
    upperConf: number;
  }[];
  directEffect?: {
    effect: number;
    partiallyStandardized?: number;
    completelyStandardized?: number;
  };
}
interface Case {
  request: {
    modelNumber: number;
    dependents: string[];
    independents: string[];
    mediators: string[];
    moderators: string[];
    covariates: string[];
    numberOfBootstrapSamples: number;
    seed: number;
    selectedConfidence: number;
  };
  expected: Expected;
}
const cases = (
  JSON.parse(readFileSync(resolve(FIXTURES, 'process.json'), 'utf8')) as { cases: Case[] }
).cases;
const caseOf = (model: number) => cases.find((c) => c.request.modelNumber === model)!;

const path = '/services/anal/regression/mediation';
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1e-9 * Math.max(1, Math.abs(expected)));
const bootCells = (e: Boot) => [e.effect, e.bootSe, e.bootLower, e.bootUpper].map((v) => shown(v));
const closeBoot = (actual: Boot, expected: Boot) => {
  close(actual.effect, expected.effect);
  close(actual.bootSe, expected.bootSe);
  close(actual.bootLower, expected.bootLower);
  close(actual.bootUpper, expected.bootUpper);
};

/** Fills the wizard as the reference request says: roles, model, resamples, seed and level. */
async function runCase(page: Page, c: Case): Promise<Expected> {
  const r = c.request;
  await upload(page, path, 'process.csv');
  await move(page, r.dependents[0]!, '종속변수(Y)');
  await move(page, r.independents[0]!, '독립변수(X)');
  for (const m of r.mediators) await move(page, m, '매개변수(M)');
  for (const w of r.moderators) await move(page, w, '조절변수(W)');
  for (const covariate of r.covariates) await move(page, covariate, '공변량(선택)');
  await page.getByRole('radio', { name: new RegExp(`^모형 ${r.modelNumber}:`) }).check();
  await page
    .getByRole('spinbutton', { name: '부트스트랩 표본 수' })
    .fill(String(r.numberOfBootstrapSamples));
  await page.getByRole('spinbutton', { name: '난수 시드' }).fill(String(r.seed));
  await page
    .getByRole('spinbutton', { name: '신뢰구간 수준(%)' })
    .fill(String(r.selectedConfidence));
  const response = await run(page, '/mediation');
  await expect(page).toHaveURL(new RegExp(`${path}/analysis\\?dataset=`));
  const { result } = await opened<{ result: Expected & { modelNumber: number } }>(response);
  expect(result.modelNumber).toBe(r.modelNumber);
  return result;
}

const table = (page: Page, title: string) =>
  page.getByRole('table', { name: new RegExp(`^${title}`) });

/** The conditional indirect effects, each mediator's rows at W's values, on screen and in full. */
async function checkConditional(page: Page, got: Expected, expected: Expected) {
  const rows = expected.conditionalIndirectEffects!;
  got.conditionalIndirectEffects!.forEach((e, k) => {
    expect(e.mediator).toBe(rows[k]!.mediator);
    close(e.moderatorValue, rows[k]!.moderatorValue);
    closeBoot(e, rows[k]!);
  });
  expect(got.conditionalIndirectEffects).toHaveLength(rows.length);
  await expectTableRows(
    table(page, '조절변수의 값에 따른 X의 조건부 간접효과'),
    rows.map((e, k) => [
      String(rows.slice(0, k).filter((o) => o.mediator === e.mediator).length + 1),
      shown(e.moderatorValue),
      ...bootCells(e),
    ]),
  );
}

/** The index of moderated mediation of each mediator, on screen and in full. */
async function checkIndex(page: Page, got: Expected, expected: Expected) {
  const rows = expected.indexOfModeratedMediation!;
  expect(got.indexOfModeratedMediation).toHaveLength(rows.length);
  got.indexOfModeratedMediation!.forEach((e, k) => closeBoot(e, rows[k]!));
  await expectTableRows(
    table(page, '조절된 매개지수'),
    rows.map((e) => [e.mediator, ...bootCells(e)]),
  );
}

test('PROCESS model 6: every serial path, the total and their standardized forms as R', async ({
  page,
}) => {
  const { expected } = caseOf(6);
  const got = await runCase(page, caseOf(6));
  const paths = expected.indirectEffects!;
  expect(got.indirectEffects!.map((e) => e.label)).toEqual(paths.map((e) => e.label));
  got.indirectEffects!.forEach((e, k) => closeBoot(e, paths[k]!));
  // PROCESS lists the total first, then each path; the standardized tables likewise.
  const ordered = <T extends { label: string }>(effects: T[]) => [
    ...effects.filter((e) => e.label === 'TOTAL'),
    ...effects.filter((e) => e.label !== 'TOTAL'),
  ];
  const label = (e: { label: string }) => (e.label === 'TOTAL' ? '전체 (TOTAL)' : e.label);
  await expectTableRows(
    table(page, 'X가 Y에 미치는 간접효과'),
    ordered(paths).map((e) => [label(e), ...bootCells(e)]),
  );
  for (const [key, title] of [
    ['partiallyStandardizedIndirectEffects', 'X가 Y에 미치는 부분 표준화 간접효과'],
    ['completelyStandardizedIndirectEffects', 'X가 Y에 미치는 완전 표준화 간접효과'],
  ] as const) {
    const standardized = expected[key]!;
    expect(got[key]).toHaveLength(standardized.length);
    got[key]!.forEach((e, k) => closeBoot(e, standardized[k]!));
    await expectTableRows(
      table(page, title),
      ordered(standardized).map((e) => [label(e), ...bootCells(e)]),
    );
  }
  // The total and direct effects with their standardized forms (c_ps, c_cs) last.
  for (const [key, title, row] of [
    ['totalEffect', 'X가 Y에 미치는 총효과', '총효과 (Total effect)'],
    ['directEffect', 'X가 Y에 미치는 직접효과', '직접효과 (Direct effect)'],
  ] as const) {
    const e = expected[key]!;
    close(got[key]!.completelyStandardized!, e.completelyStandardized!);
    await expectTableRows(table(page, title), [
      [row, shown(e.partiallyStandardized!), shown(e.completelyStandardized!)],
    ]);
  }
  // Each path is spelled out under the table, in the mediators' order.
  await expect(page.getByText('Ind4: 지원 -> 효능감 -> 몰입 -> 만족감 -> 성과')).toBeVisible();

  const interpretation = page.waitForResponse('**/mediation/interpretation');
  await page.getByRole('button', { name: '결과 해석 보기' }).click();
  expect((await interpretation).status()).toBe(200);
  const { interpret } = await opened<{ interpret: string }>(await interpretation);
  await expect(page.getByText(interpret)).toBeVisible();
});

test('PROCESS model 7: conditional indirect effects and the index of moderated mediation as R', async ({
  page,
}) => {
  const { expected } = caseOf(7);
  const got = await runCase(page, caseOf(7));
  await checkConditional(page, got, expected);
  await checkIndex(page, got, expected);
  close(got.directEffect!.effect, expected.directEffect!.effect);
});

test('PROCESS model 8: the direct effect at each value of W, and the indirect effects, as R', async ({
  page,
}) => {
  const { expected } = caseOf(8);
  const got = await runCase(page, caseOf(8));
  await checkConditional(page, got, expected);
  await checkIndex(page, got, expected);
  const direct = expected.conditionalDirectEffects!;
  got.conditionalDirectEffects!.forEach((e, k) => {
    close(e.effect, direct[k]!.effect);
    close(e.se, direct[k]!.se);
    close(e.pValue, direct[k]!.pValue);
  });
  await expectTableRows(
    table(page, '조절변수의 값에 따른 X의 조건부 직접효과'),
    direct.map((e, k) => [
      String(k + 1),
      shown(e.moderatorValue),
      shown(e.effect),
      shown(e.se),
      shown(e.tValue),
      shownP(e.pValue),
      shown(e.lowerConf),
      shown(e.upperConf),
    ]),
  );
});

test('PROCESS model 14: a two-valued moderator on the second stage, as R', async ({ page }) => {
  const { expected } = caseOf(14);
  const got = await runCase(page, caseOf(14));
  // A W with two values is probed at those values, not at percentiles.
  expect(expected.conditionalIndirectEffects!.map((e) => e.moderatorValue)).toEqual([0, 1, 0, 1]);
  await checkConditional(page, got, expected);
  await checkIndex(page, got, expected);
  await expect(page.getByText("'성별'은 두 값만 가지므로 그 두 값에서 구했습니다.")).toBeVisible();
});

test('PROCESS model 58: both stages moderated at 90%, no index (not linear in W), as R', async ({
  page,
}) => {
  const { expected } = caseOf(58);
  const got = await runCase(page, caseOf(58));
  await checkConditional(page, got, expected);
  expect(got.indexOfModeratedMediation).toEqual([]);
  await expect(table(page, '조절된 매개지수')).toHaveCount(0);
  await expect(
    page.getByText('90% 백분위수 부트스트랩 신뢰구간, 부트스트랩 표본 200개, 시드 4242.').first(),
  ).toBeVisible();
});
