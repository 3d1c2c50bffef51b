import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { BrowserContext, Page, Response, Route } from '@playwright/test';

/**
 * The country look-up of the landing language (`IPINFO_URL`; https://ipinfo.io/json unless
 * the build sets another, see apps/site/vite.config.ts).
 */
export const IPINFO = /^https:\/\/ipinfo\.io\//;
const CORS = { 'access-control-allow-origin': '*' };

/**
 * Playwright's `test` for every e2e spec: nothing leaves the machine. An automatic fixture
 * answers the country look-up as a visitor in Korea and aborts any other request to a host
 * that is not the server under test. A spec's own `context.route`/`page.route` handlers are
 * registered later and so win over these (Playwright runs the newest matching handler
 * first): a test that needs another country, or a social-provider double, routes it itself.
 */
export const test = base.extend<{
  localOnly: void;
  showEventPopups: boolean;
  eventPopupsHidden: void;
}>({
  /** Whether the home page's event popups show; off so specs that land on `/` can use it. */
  showEventPopups: [false, { option: true }],
  /**
   * Hides the seeded event popups as a visitor who chose "don't show again" would (the site's
   * own memory, `eventPopups.hidden` in local storage), unless a spec opts in with
   * `test.use({ showEventPopups: true })`. A test that changes the memory itself keeps it.
   */
  eventPopupsHidden: [
    async ({ context, request, baseURL, showEventPopups }, use) => {
      if (!showEventPopups && baseURL) {
        const answer = await request.get(`${baseURL}/boards/event_popups`);
        const body = (await answer.json()) as {
          dataRes?: { mainEventPopups?: { id: unknown }[] };
        };
        const popups = body.dataRes?.mainEventPopups ?? [];
        if (popups.length === 0)
          throw new Error('no seeded event popup to hide: has the answer changed?');
        const hidden = Object.fromEntries(popups.map((popup) => [String(popup.id), 'never']));
        await context.addInitScript((memory) => {
          if (window.localStorage.getItem('eventPopups.hidden') === null)
            window.localStorage.setItem('eventPopups.hidden', memory);
        }, JSON.stringify(hidden));
      }
      await use();
    },
    { auto: true },
  ],
  localOnly: [
    async ({ context, baseURL }, use) => {
      const origin = baseURL ? new URL(baseURL).origin : null;
      await context.route(
        (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => route.abort('internetdisconnected'),
      );
      await context.route(IPINFO, (route) =>
        route.fulfill({ json: { ip: '203.0.113.7', country: 'KR' }, headers: CORS }),
      );
      await use();
    },
    { auto: true },
  ],
});
