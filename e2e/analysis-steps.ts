import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import { openEnvelope } from '@tonggye/api/envelope';
import type { Locator } from '@playwright/test';
import { expect, type Page, type Response } from './fixtures';

/** The engine's R-checked fixture files: every analysis spec runs on them. */
export const FIXTURES = resolve('packages/stats/test/fixtures');

/** A reference file the fixtures' R scripts wrote (a name in FIXTURES, e.g. 'factor.json'). */
export function referenceJson<T>(file: string): T {
  return JSON.parse(readFileSync(resolve(FIXTURES, file), 'utf8')) as T;
}

/**
 * Waits until the app has the upload step. The build prerenders it, so its form is on screen
 * before the app: its fields wait, disabled, and a file set on its input then would never reach
 * the app (Playwright's `setInputFiles`, unlike a click, does not wait for a field enabled).
 */
export async function uploadStepReady(page: Page) {
  // Generous: the first visit loads the lazy analysis chunk on a busy machine.
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: '파일 선택', exact: true })).toBeEnabled({
    timeout: 20_000,
  });
}

/** Opens an analysis, uploads a fixture (a name in FIXTURES, or a path) and reaches its setting step. */
export async function upload(page: Page, path: string, file: string) {
  await page.goto(path);
  await uploadStepReady(page);
  await page.locator('input[type="file"]').setInputFiles(resolve(FIXTURES, file));
  await page.getByRole('button', { name: '올리고 분석 설정으로' }).click();
  // The upload is parsed and stored by the server first: give a busy machine time.
  await expect(page).toHaveURL(new RegExp(`${path}/setting\\?dataset=`), { timeout: 30_000 });
}

/** Moves one variable from the list into a target of the variable picker. */
export async function move(page: Page, variable: string, target: string) {
  const available = page.getByRole('listbox', { name: '변수 목록' });
  await available.getByRole('option', { name: new RegExp(`^${variable}`) }).click();
  await page.getByRole('button', { name: `${target} 칸으로 이동` }).click();
}

/** Moves variables, in order, from the list into one target of the variable picker. */
export async function assign(page: Page, target: string, variables: string[]) {
  for (const variable of variables) await move(page, variable, target);
}

/** Submits the setting form; the answer of `{prefix}/analysis`, which must be a success. */
export async function run(page: Page, prefix: string): Promise<Response> {
  const responsePromise = page.waitForResponse(`**${prefix}/analysis`, { timeout: 60_000 });
  await page.getByRole('button', { name: '분석 실행' }).click();
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  return response;
}

/** The opened `encryptedData` envelope of an answer. */
export async function opened<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { dataRes: { encryptData: string } };
  return openEnvelope<T>(body.dataRes.encryptData, DEVELOPMENT_ENVELOPE_KEY);
}

/** A number as the result tables show it: Korean grouping, fixed decimals (three by default). */
export function shown(value: number, decimals = 3): string {
  return new Intl.NumberFormat('ko-KR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A p value as the result tables show it: three decimals without the leading zero, as SPSS. */
export function shownP(p: number): string {
  const text = p.toFixed(3);
  return text.startsWith('0.') ? text.slice(1) : text;
}

/**
 * Expects a result table's body, row by row: each row's header, then its last cells (the
 * number columns; a row-group header before them is not compared).
 */
export async function expectTableRows(table: Locator, rows: [string, ...string[]][]) {
  const body = table.locator('tbody tr');
  await expect(body).toHaveCount(rows.length);
  for (const [index, [label, ...cells]] of rows.entries()) {
    const row = body.nth(index);
    await expect(row.locator('th[scope="row"]')).toHaveText(label);
    const all = row.locator('td');
    const count = await all.count();
    expect(count).toBeGreaterThanOrEqual(cells.length);
    for (const [k, cell] of cells.entries())
      await expect(all.nth(count - cells.length + k)).toHaveText(cell);
  }
}
