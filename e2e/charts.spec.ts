import { expect, test, type Locator, type Page } from './fixtures';
import { move, run, upload } from './analysis-steps';

/*
 * Every analysis group that draws charts, run in Chromium on the built site against the real
 * server with all of its charts ticked: each ticked chart appears once per variable it is drawn
 * for, under its own title, and is really drawn (an SVG of visible size with marks in it), not an
 * empty frame. The numbers themselves are checked against R by the groups' own specs.
 */

/** The marks a chart draws: bars, boxes, points, lines and paths of non-zero size. */
async function drawnMarks(chart: Locator): Promise<number> {
  return chart.evaluate((svg) => {
    const marks = svg.querySelectorAll('rect, circle, path, line, polyline, polygon');
    return [...marks].filter((mark) => {
      const box = (mark as SVGGraphicsElement).getBBox();
      return box.width > 0 || box.height > 0;
    }).length;
  });
}

/** The figure titled `name` is shown, with an SVG image of visible size holding `minMarks`. */
async function expectDrawn(page: Page, name: RegExp, minMarks: number) {
  const chart = page.getByRole('img', { name });
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width ?? 0, `${name} width`).toBeGreaterThan(100);
  expect(box?.height ?? 0, `${name} height`).toBeGreaterThan(100);
  expect(await drawnMarks(chart), `${name} marks`).toBeGreaterThanOrEqual(minMarks);
}

test('descriptive statistics: histogram and Q-Q plot of each variable, one box plot', async ({
  page,
}) => {
  await upload(page, '/services/desc/stats/descriptive', 'survey.csv');
  for (const variable of ['사전', '사후']) await move(page, variable, '분석 변수');
  for (const chart of ['히스토그램', '상자도표', '정규 Q-Q 도표'])
    await page.getByRole('checkbox', { name: chart }).check();
  await run(page, '/description');
  await expect(page.getByRole('figure')).toHaveCount(5);
  for (const variable of ['사전', '사후']) {
    await expectDrawn(page, new RegExp(`^${variable}의 히스토그램`), 3);
    await expectDrawn(page, new RegExp(`^${variable}의 정규 Q-Q 도표`), 10);
  }
  await expectDrawn(page, /^상자도표/, 2);
});

test('frequencies: a bar chart of each variable with few categories', async ({ page }) => {
  await upload(page, '/services/desc/stats/frequencies', 'survey.csv');
  for (const variable of ['만족도', '집단']) await move(page, variable, '분석 변수');
  await run(page, '/frequencies');
  await expect(page.getByRole('figure')).toHaveCount(2);
  for (const variable of ['만족도', '집단']) await expectDrawn(page, new RegExp(variable), 2);
});

test('one-way ANOVA: the means plot of each dependent', async ({ page }) => {
  await upload(page, '/services/anal/average/anova', 'anova.csv');
  await move(page, '점수', '종속변수');
  await move(page, '학과', '요인');
  await page.getByRole('checkbox', { name: '평균 도표' }).check();
  await run(page, '/anova');
  await expect(page.getByRole('figure')).toHaveCount(1);
  await expectDrawn(page, /점수의 평균 도표/, 3);
});

test('factor analysis: the scree plot and the loading plot', async ({ page }) => {
  await upload(page, '/services/anal/cause/factor', 'factor.csv');
  for (const item of ['서비스1', '서비스2', '서비스3', '가격1', '가격2', '가격3', '품질1', '품질2'])
    await move(page, item, '분석 변수');
  await page.getByRole('radio', { name: '베리멕스' }).check();
  await page.getByRole('checkbox', { name: '스크리 도표' }).check();
  await page.getByRole('checkbox', { name: /요인적재량 도표/ }).check();
  await run(page, '/factor');
  await expect(page.getByRole('figure')).toHaveCount(2);
  await expectDrawn(page, /스크리 도표/, 8);
  // Principal components (the default extraction) plot component loadings, as SPSS names them.
  await expectDrawn(page, /성분적재량 도표/, 8);
});

test('moderation: the conditional-effect plot', async ({ page }) => {
  await upload(page, '/services/anal/regression/moderation', 'moderation.csv');
  await move(page, '성과', '종속변수(Y)');
  await move(page, '스트레스', '독립변수(X)');
  await move(page, '지지', '조절변수(W, Z)');
  await run(page, '/moderation');
  await expect(page.getByRole('figure')).toHaveCount(1);
  await expectDrawn(page, /X의 조건부 효과/, 1);
});

test('mediation: the path diagram', async ({ page }) => {
  await upload(page, '/services/anal/regression/mediation', 'mediation.csv');
  await move(page, '직무만족', '종속변수(Y)');
  await move(page, '교육시간', '독립변수(X)');
  await move(page, '자기효능감', '매개변수(M)');
  await run(page, '/mediation');
  await expect(page.getByRole('figure')).toHaveCount(1);
  await expectDrawn(page, /경로 도표/, 3);
});
