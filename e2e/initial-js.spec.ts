import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';

/**
 * The main page's initial JavaScript stays under 150 kB gzip. `pnpm bench:site`
 * prints the figure with Lighthouse's; this test keeps it from growing unnoticed between
 * benches (a module that pulls crypto-js or zod into the first download adds 6–26 kB at once).
 * Every script the page loads until the network is quiet is counted, gzip-sized from its body.
 */
const INITIAL_JS_LIMIT = 150 * 1024;

async function scriptsOf(page: Page, path: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => void sizes.set(url.pathname, gzipSync(body).length)),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return sizes;
}

/**
 * Opens the page and checks that its scripts together stay under the limit, listing each one's
 * size when they do not. Answers the scripts' paths, for the checks of what must not be among them.
 */
async function expectInitialJsUnder(page: Page, path: string): Promise<string[]> {
  const sizes = await scriptsOf(page, path);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const listing = [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `${(size / 1024).toFixed(1)} kB ${file}`)
    .join('\n');
  expect(sizes.size, 'the page loaded its scripts').toBeGreaterThan(10);
  expect(total, `initial JavaScript ${(total / 1024).toFixed(1)} kB:\n${listing}`).toBeLessThan(
    INITIAL_JS_LIMIT,
  );
  return [...sizes.keys()];
}

test('the main page loads under 150 kB of JavaScript (gzip), without zod or crypto-js', async ({
  page,
}) => {
  const files = await expectInitialJsUnder(page, '/');
  // zod's chunks (vite.config.ts names them) and the envelope's cipher come with other pages.
  for (const file of files) {
    expect(file).not.toMatch(/\/(zod|zod-core|zod-classic|envelope)-[\w-]+\.js$/);
  }
});

/**
 * The t-test chooser only lists links: under the same 150 kB, and without zod or the analysis
 * definitions, which come with an analysis's own page.
 */
test('the t-test chooser loads under 150 kB of JavaScript (gzip), without zod or the definitions', async ({
  page,
}) => {
  const files = await expectInitialJsUnder(page, '/services/anal/average/t');
  await expect(page.getByRole('link', { name: /독립표본/ })).toBeVisible();
  for (const file of files) {
    expect(file).not.toMatch(/\/(zod|zod-core|zod-classic|registry)-[\w-]+\.js$/);
  }
});

/**
 * An analysis page first shows its upload step: under the same 150 kB, with the upload step's
 * words but without the analyses' catalogue, zod, the definitions or the later steps.
 */
test('the upload step of an analysis loads under 150 kB of JavaScript (gzip), without the analyses catalogue', async ({
  page,
}) => {
  const files = await expectInitialJsUnder(page, '/services/anal/average/t/independent');
  await expect(page.getByRole('heading', { level: 2, name: '데이터 올리기' })).toBeVisible();
  expect(files.some((file) => /\/wizard-intro-catalogue-ko-/.test(file))).toBe(true);
  for (const file of files) {
    expect(file).not.toMatch(
      /\/(zod|zod-core|zod-classic|registry|analysis-catalogue-ko|AnalysisWizardSteps)-[\w-]+\.js$/,
    );
  }
});
