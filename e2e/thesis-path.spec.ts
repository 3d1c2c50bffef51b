import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIXTURES, move, opened, run, upload } from './analysis-steps';
import { expect, test, type Page } from './fixtures';

/**
 * A thesis in the browser: a survey with negatively worded items is reverse-coded, factor
 * analysed, checked for reliability, scored as scale means and put into a mediation model,
 * all on one dataset whose versions carry the transforms. Every number is compared with
 * packages/stats/test/fixtures/make-thesis.R (which also wrote thesis.csv).
 */
interface Reference {
  n: number;
  reversed: string[];
  kmo: number;
  alpha: { 지원: number; 몰입: number };
  scaleMeans: Record<'지원평균' | '몰입평균', { head: number[]; mean: number }>;
  factorScores: Record<'FAC1_1' | 'FAC2_1', number[]>;
  mediation: { a: number; b: number; cPrime: number; c: number; indirect: number };
}
const r = JSON.parse(readFileSync(resolve(FIXTURES, 'thesis.json'), 'utf8')) as Reference;

const supportItems = ['지원1', '지원2', '지원3', '지원4'];
const engagementItems = ['몰입1', '몰입2', '몰입3', '몰입4', '몰입5'];

/** Relative difference, for the full-precision numbers that reached the browser. */
const relative = (actual: number, expected: number) =>
  Math.abs(actual - expected) / Math.max(1, Math.abs(expected));

/** Opens the data step's preparation tab and chooses the kind of transform. */
async function newTransform(page: Page, kind: string) {
  await page.getByRole('tab', { name: '데이터 준비' }).click();
  await page.getByRole('combobox', { name: '변환 종류' }).selectOption(kind);
}

/** Applies the open transform form and waits for the applied list to name it. */
async function apply(page: Page, described: string | RegExp) {
  const stored = page.waitForResponse('**/dataset/transforms', { timeout: 30_000 });
  await page.getByRole('button', { name: '적용', exact: true }).click();
  expect((await stored).status()).toBe(200);
  await expect(
    page.getByRole('region', { name: '적용한 변환' }).getByText(described),
  ).toBeVisible();
}

interface Coefficient {
  term: string;
  coeff: number;
}
interface MediationAnswer {
  result: {
    n: number;
    models: { role: string; outcome: string; coefficients: Coefficient[] }[];
    totalEffect: { effect: number };
    directEffect: { effect: number };
    indirectEffects: { label: string; effect: number }[];
  };
}

test('thesis path: reverse-code, factor, reliability, scale means, mediation', async ({ page }) => {
  test.setTimeout(240_000);

  // 1. Upload and reverse-code the negatively worded items (in place, 1..5).
  await upload(page, '/services/anal/cause/factor', 'thesis.csv');
  const datasetUuid = new URL(page.url()).searchParams.get('dataset')!;
  await newTransform(page, 'reverse');
  for (const item of r.reversed)
    await page.getByRole('checkbox', { name: item, exact: true }).check();
  await apply(page, `역코딩: ${r.reversed.join(', ')} (1–5)`);
  await expect(page.getByText(`선택된 케이스 ${r.n} / 전체 ${r.n}`)).toBeVisible();

  // 2. Factor analysis of the nine items (varimax).
  for (const item of [...supportItems, ...engagementItems]) await move(page, item, '분석 변수');
  await page.getByRole('radio', { name: '베리멕스' }).check();
  const factor = await opened<{ factorResult: { kmo: number; factorCount: number } }>(
    await run(page, '/factor'),
  );
  expect(factor.factorResult.factorCount).toBe(2);
  expect(relative(factor.factorResult.kmo, r.kmo)).toBeLessThan(1e-10);
  await expect(page.getByRole('table', { name: /KMO와 Bartlett의 검정/ })).toContainText(
    r.kmo.toFixed(3),
  );

  // The groups follow the scales once the negative items are reversed; name them for the scores.
  await expect(page.getByRole('heading', { name: '요인별 문항 묶기' })).toBeVisible();
  const groupOf = (item: string) =>
    page.getByRole('combobox', { name: `${item}의 묶음` }).inputValue();
  const supportGroup = await groupOf('지원1');
  for (const item of supportItems) expect(await groupOf(item)).toBe(supportGroup);
  const engagementGroup = await groupOf('몰입1');
  expect(engagementGroup).not.toBe(supportGroup);
  for (const item of engagementItems) expect(await groupOf(item)).toBe(engagementGroup);
  const nameFields = page.getByRole('textbox', { name: /^요인 \d 이름/ });
  await expect(nameFields).toHaveCount(2);
  // The group options are in the order of the name fields.
  const options = await page
    .getByRole('combobox', { name: '지원1의 묶음' })
    .locator('option')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLOptionElement).value));
  const supportIndex = options.filter((value) => value !== options.at(-1)).indexOf(supportGroup);
  const first = supportIndex === 0 ? '지원평균' : '몰입평균';
  const second = supportIndex === 0 ? '몰입평균' : '지원평균';
  await nameFields.nth(0).fill(first);
  await nameFields.nth(1).fill(second);
  await page.getByRole('button', { name: '묶음별 신뢰도 분석' }).click();

  // 3. Reliability of each scale, on the same dataset (still reverse-coded).
  await expect(page).toHaveURL(
    new RegExp(`/services/anal/cause/reliability/setting\\?dataset=${datasetUuid}`),
  );
  await expect(page.getByText('지원평균').first()).toBeVisible();

  // 4. The scale means from the factor groups, before the reliability run.
  await newTransform(page, 'scaleScore');
  await page.getByRole('button', { name: '요인 그룹 가져오기' }).click();
  await expect(page.getByRole('textbox', { name: /^척도/ })).toHaveValue(/지원평균 = 지원1/);
  await apply(page, /척도 점수\(평균\)/);

  const reliability = await opened<{
    reliabilityResult: { scales?: { name: string; reliability: { alpha: number } }[] };
  }>(await run(page, '/reliability'));
  const scales = reliability.reliabilityResult.scales ?? [];
  const alphaOf = (name: string) => scales.find((scale) => scale.name === name)!.reliability.alpha;
  expect(relative(alphaOf('지원평균'), r.alpha.지원)).toBeLessThan(1e-10);
  expect(relative(alphaOf('몰입평균'), r.alpha.몰입)).toBeLessThan(1e-10);
  await expect(page.getByText(r.alpha.지원.toFixed(3)).first()).toBeVisible();
  await expect(page.getByText(r.alpha.몰입.toFixed(3)).first()).toBeVisible();

  // 5. Mediation (PROCESS model 4) on the scale means: X = 지원평균, M = 몰입평균, Y = 만족.
  await page.goto(`/services/anal/regression/mediation/setting?dataset=${datasetUuid}`);
  await expect(page.getByText(`선택된 케이스 ${r.n} / 전체 ${r.n}`)).toBeVisible({
    timeout: 20_000,
  });
  // The data view shows the scale means as R computed them.
  const grid = page.getByRole('grid').first();
  await expect(grid).toContainText(String(r.scaleMeans.지원평균.head[0]));
  await move(page, '만족', '종속변수(Y)');
  await move(page, '지원평균', '독립변수(X)');
  await move(page, '몰입평균', '매개변수(M)');
  const mediation = await opened<MediationAnswer>(await run(page, '/mediation'));
  const { result } = mediation;
  expect(result.n).toBe(r.n);
  const coefficient = (role: string, term: string) =>
    result.models
      .find((model) => model.role === role)!
      .coefficients.find((row) => row.term === term)!.coeff;
  const a = coefficient('mediator', '지원평균');
  const b = coefficient('outcome', '몰입평균');
  const cPrime = coefficient('outcome', '지원평균');
  expect(relative(a, r.mediation.a)).toBeLessThan(1e-10);
  expect(relative(b, r.mediation.b)).toBeLessThan(1e-10);
  expect(relative(cPrime, r.mediation.cPrime)).toBeLessThan(1e-10);
  expect(relative(result.directEffect.effect, r.mediation.cPrime)).toBeLessThan(1e-10);
  expect(relative(result.totalEffect.effect, r.mediation.c)).toBeLessThan(1e-10);
  const indirect = result.indirectEffects.find((effect) => effect.label === '몰입평균')!;
  expect(relative(indirect.effect, r.mediation.indirect)).toBeLessThan(1e-10);
  // On screen, to the three decimals the tables show.
  await expect(page.getByRole('img', { name: /경로 도표/ })).toBeVisible();
  const coefficients = page.getByRole('table', { name: /^회귀계수/ });
  await expect(coefficients.first()).toContainText(r.mediation.a.toFixed(3));
  for (const value of [r.mediation.b, r.mediation.cPrime])
    await expect(coefficients.last()).toContainText(value.toFixed(3));
  await expect(page.getByRole('table', { name: /총효과와 직접효과/ }).first()).toContainText(
    r.mediation.c.toFixed(3),
  );
});

test('a random sample: the selected cases in every step, and the syntax of the drawn cases', async ({
  page,
}) => {
  await upload(page, '/services/anal/regression/linear', 'thesis.csv');
  await newTransform(page, 'sample');
  await page.getByRole('radio', { name: '케이스 수' }).check();
  await page.getByRole('spinbutton', { name: '크기' }).fill('100');
  await apply(page, /무작위 표본: 케이스 100개/);
  // The data step and the setting form's header both say which cases the analysis uses.
  const selected = `선택된 케이스 100 / 전체 ${r.n}`;
  await expect(page.getByRole('status').getByText(selected)).toBeVisible();
  await expect(page.getByRole('form', { name: /분석 설정/ }).getByText(selected)).toBeVisible();

  await move(page, '만족', '종속변수');
  await move(page, '지원1', '독립변수');
  const answer = await opened<{
    linearResult: { n: number };
    syntax?: string;
  }>(await run(page, '/linear'));
  expect(answer.linearResult.n).toBe(100);
  // The result's header too.
  await expect(page.getByRole('region', { name: /분석 결과/ }).getByText(selected)).toBeVisible();
  // The answer carries SPSS syntax that selects the drawn cases by row number.
  expect(answer.syntax).toMatch(/^SELECT IF RANGE\(case_number, /m);
  expect(answer.syntax).toMatch(/^REGRESSION/m);
  await page.getByRole('button', { name: 'SPSS 구문' }).click();
  await expect(page.getByLabel('SPSS 구문 내용')).toContainText('SELECT IF RANGE(case_number');
});

test('factor scores saved as variables from the data step equal R', async ({ page }) => {
  await upload(page, '/services/anal/regression/linear', 'thesis.csv');
  await newTransform(page, 'reverse');
  for (const item of r.reversed)
    await page.getByRole('checkbox', { name: item, exact: true }).check();
  await apply(page, `역코딩: ${r.reversed.join(', ')} (1–5)`);

  // Principal components, two factors, unrotated, regression scores (FACTOR /SAVE REG).
  await newTransform(page, 'factorScores');
  const form = page.getByRole('tabpanel', { name: '데이터 준비' });
  for (const item of [...supportItems, ...engagementItems])
    await form.getByRole('checkbox', { name: item, exact: true }).check();
  await form.getByRole('combobox', { name: /^회전 방법/ }).selectOption('none');
  await form.getByRole('radio', { name: '고정된 요인 수' }).check();
  await form.getByRole('spinbutton', { name: /^추출할 요인 수/ }).fill('2');
  const stored = page.waitForResponse('**/dataset/transforms', { timeout: 30_000 });
  await form.getByRole('button', { name: '적용', exact: true }).click();
  const answer = await opened<{
    result: { preview: { columns: string[]; rows: (number | string | null)[][] } };
  }>(await stored);
  await expect(
    page.getByRole('region', { name: '적용한 변환' }).getByText(/요인 점수 저장\(회귀\)/),
  ).toBeVisible();
  const { columns, rows } = answer.result.preview;
  for (const name of ['FAC1_1', 'FAC2_1'] as const) {
    const at = columns.indexOf(name);
    expect(at, `${name} among ${columns.join(', ')}`).toBeGreaterThan(0);
    r.factorScores[name].forEach((expected, row) =>
      expect(relative(rows[row]![at] as number, expected)).toBeLessThan(1e-8),
    );
  }
  // The setting form offers the new variables, under their labels as SPSS gives them.
  for (const k of [1, 2])
    await expect(
      page
        .getByRole('listbox', { name: '변수 목록' })
        .getByRole('option', { name: new RegExp(`^REGR factor score ${k} for analysis 1`) }),
    ).toBeVisible();
});
