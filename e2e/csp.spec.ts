import { newMember, signIn, stored } from './accounts';
import { expect, test, type Page } from './fixtures';

/**
 * The site under its Content-Security-Policy (apps/server/src/security-headers.ts): scripts only
 * from the site itself or, inline, by hash (the prerendered pages' own), no 'unsafe-inline' for
 * scripts. Every page is loaded with a listener for the browser's CSP violation reports; none may
 * come, and the app must still work (the prerendered sign-in page is taken over and signs in, an
 * analysis intro page renders, a guest gets its key).
 */

/** Collects the page's CSP violations (the DOM event) and the console's CSP refusals. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

const pages = [
  { path: '/', heading: '데이터를 올리면, 통계는 저희가 계산합니다' },
  { path: '/login', heading: '로그인' },
  { path: '/notice', heading: '공지사항' },
  { path: '/services/desc/stats/descriptive', heading: '데이터 올리기' },
];

for (const { path, heading } of pages) {
  test(`${path} runs under a strict CSP with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    const csp = String(response?.headers()['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')*$/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // The app took the page over (the prerendered fields wait, disabled, until then).
    await expect(page.locator('[data-until-app]')).toHaveCount(0);
    // On the analysis page the guest lists its datasets: it holds the key issued for its id.
    if (path.startsWith('/services/'))
      await expect.poll(() => stored(page, 'nonMemberKey')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await violations()).toEqual([]);
  });
}

test('the sign-in page is interactive under the CSP and signs a member in', async ({ page }) => {
  const member = await newMember({ prefix: 'csp' });
  const violations = await watchViolations(page);
  await signIn(page, member.email);
  expect(await stored(page, 'token')).toBeTruthy();
  // A member holds no guest key.
  expect(await stored(page, 'nonMemberKey')).toBeNull();
  expect(await violations()).toEqual([]);
});
