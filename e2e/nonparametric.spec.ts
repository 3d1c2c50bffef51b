import { expect, test, type Page } from './fixtures';
import { move, opened, referenceJson, run as runStep, upload } from './analysis-steps';

/*
 * Two nonparametric tests run by a guest in Chromium on the built site against the real server,
 * on the engine's R-checked data (packages/stats/test/fixtures/make-nonparametric.R): the key
 * numbers on screen and at full precision.
 */
interface Case {
  request: { analysis: string; groups?: unknown };
  expected: { variables: Record<string, number | null | string>[] };
}
const cases = referenceJson<{ cases: Case[] }>('nonparametric.json').cases;

/** Runs the test and opens its result. */
async function run(page: Page, prefix: string): Promise<Record<string, unknown>> {
  return (await opened<{ result: Record<string, unknown> }>(await runStep(page, prefix))).result;
}

const closeTo = (actual: number, expected: number) =>
  expect(Math.abs((actual - expected) / expected)).toBeLessThan(1e-9);

test('Mann-Whitney U: 정밀점수 by 집단 1 and 2 matches R, exact p included', async ({ page }) => {
  const reference = cases.find((c) => c.request.analysis === 'nonparametric/mann-whitney')!.expected
    .variables[1]!;
  await upload(page, '/services/anal/nonparametric/mann-whitney', 'nonparametric.csv');
  await move(page, '정밀점수', '검정 변수');
  await move(page, '집단', '집단변수');
  const result = await run(page, '/nonparametric/mann-whitney');
  await expect(page).toHaveURL(/\/mann-whitney\/analysis\?dataset=/);
  await expect(page.getByRole('table', { name: /검정 통계량/ })).toContainText(
    (reference.z as number).toFixed(3),
  );
  const v = (result.variables as Record<string, number>[])[0]!;
  closeTo(v.u!, reference.u as number);
  closeTo(v.z!, reference.z as number);
  closeTo(v.exactPValue!, reference.exactPValue as number);
});

test('Kruskal-Wallis: 점수 by 집단 matches R, with Dunn pairs', async ({ page }) => {
  const reference = cases.find(
    (c) => c.request.analysis === 'nonparametric/kruskal-wallis' && !c.request.groups,
  )!.expected.variables[0]!;
  await upload(page, '/services/anal/nonparametric/kruskal-wallis', 'nonparametric.csv');
  await move(page, '점수', '검정 변수');
  await move(page, '집단', '집단변수');
  const result = await run(page, '/nonparametric/kruskal-wallis');
  await expect(page.getByRole('table', { name: /검정 통계량/ })).toContainText(
    (reference.h as number).toFixed(3),
  );
  await expect(page.getByRole('table', { name: /대응별 비교/ })).toBeVisible();
  closeTo((result.variables as Record<string, number>[])[0]!.h!, reference.h as number);
});
