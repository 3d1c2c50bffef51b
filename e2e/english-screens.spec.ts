import { expect as baseExpect, test, type Page } from './fixtures';
import { newMember, signIn } from './accounts';

/**
 * Every string of the shell, account and my-activity screens comes from the i18n catalogue:
 * with English chosen, none of these screens shows a Korean letter anywhere
 * in the page body (text a person reads, and the accessible names of its controls), against
 * the built site and the real server in Chromium.
 */

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
/** The shared machine is slow: a section's chunk and data may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The page's readable text and control names, minus the language options (each in its own tongue). */
async function koreanOn(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const hangul = new RegExp(pattern);
    const found: string[] = [];
    const root = document.body.cloneNode(true) as HTMLElement;
    root.querySelectorAll('option, script, style').forEach((node) => node.remove());
    for (const line of root.innerText.split('\n')) if (hangul.test(line)) found.push(line.trim());
    root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]').forEach((element) => {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value && hangul.test(value)) found.push(`${name}=${value}`);
      }
    });
    return found;
  }, HANGUL.source);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('the account and shell screens speak English only', async ({ page }) => {
  for (const [path, heading] of [
    ['/login', 'Sign in'],
    ['/register/email', 'Sign up'],
    ['/findid', null],
    ['/forgot-password', null],
    ['/term', 'Terms of service'],
    ['/no/such/page', null],
    ['/500', null],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect({ path, korean: await koreanOn(page) }).toEqual({ path, korean: [] });
  }
});

test('every my-activity section speaks English only', async ({ page }) => {
  const { email } = await newMember({
    prefix: 'english',
    name: 'Alex Kim',
    birth: '1991-02-03',
    gender: 'male',
  });
  await signIn(page, email, { language: 'en' });

  for (const [path, heading] of [
    ['/my-activity', 'My page home'],
    ['/my-activity/profile', 'Edit profile'],
    ['/my-activity/analysis-info', 'Analysis history'],
    ['/my-activity/login-info', 'Sign-in history'],
    ['/my-activity/inquiry', 'Ask a question'],
    ['/my-activity/one-on-one-inquiry-history', 'My questions'],
    ['/my-activity/pwd-change', 'Change password'],
    ['/my-activity/delete-account', 'Delete account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Let the section's own data arrive before reading it.
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect({ path, korean: await koreanOn(page) }).toEqual({ path, korean: [] });
  }
});
