import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@tonggye/analysis-forms';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  createApiClient,
  createMemoryStorage,
  DEVELOPMENT_ENVELOPE_KEY,
  getCenterAds,
  login,
  type CenterAd,
} from '@tonggye/api';
import {
  startTestServerProcess,
  type TestServerProcess,
} from '../../../../../apps/server/test/server-process';
import { createSiteI18n, type Language } from '../../i18n';
import { UiStateProvider } from '../../app/UiStateContext';
// Only its type here: the module itself is loaded once the server's address is known.
import type { AdSlotView as AdSlotViewType } from './HomeSections';

// Set by Vite's `define` in the build; the site's client module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

/**
 * The main page's `main_center` slot as the site renders it, against the real server started
 * the way the quick start does (the seed, then the server): the seeded ads in the visitor's
 * language, markup in a title shown as text, and nothing at all once the ads are gone.
 */
let server: TestServerProcess | undefined;
let baseURL = '';
let adminToken = '';
let AdSlotView: typeof AdSlotViewType;
/** Every answer of the slot's call, to know when the page has had it. */
const answers: Promise<Response>[] = [];

beforeAll(async () => {
  server = await startTestServerProcess({
    entry: 'start',
    name: 'site-center-ads',
    env: { ENVELOPE_KEY: DEVELOPMENT_ENVELOPE_KEY },
  });
  baseURL = server.url;
  // The site's client reads its base address when its module loads: the page's module is
  // loaded after the address is set.
  vi.stubEnv('VITE_API_BASE_URL', baseURL);
  ({ AdSlotView } = await import('./HomeSections'));
  const password = /password: (\S+)/.exec(server.stdout() + server.stderr())?.[1] ?? '';
  const signedIn = await login(client(), { email: 'admin@tonggye.kr', password });
  adminToken = signedIn.token ?? '';
  expect(adminToken).not.toBe('');
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const answer = realFetch(input, init);
    if (String(input instanceof Request ? input.url : input).includes('/banners/main_center'))
      answers.push(answer);
    return answer;
  });
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await server?.stop();
});

function client() {
  return createApiClient({
    baseURL,
    envelopeKey: DEVELOPMENT_ENVELOPE_KEY,
    storage: createMemoryStorage(),
  });
}

async function admin(path: string, body: unknown) {
  const response = await fetch(`${baseURL}/admin/content/center-ads/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: adminToken, auth: adminToken },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { dataRes: { item?: CenterAd } }).dataRes;
}

/** The element's text, with runs of white space as one space, contains `text`. */
function expectText(element: Element, text: string) {
  expect(element.textContent?.replace(/\s+/g, ' ')).toContain(text);
}

function expectAttribute(element: Element, name: string, value: string) {
  expect(element.getAttribute(name), name).toBe(value);
}

function renderSlot(language: Language) {
  const memory = memoryLocation({ path: '/' });
  return render(
    <I18nProvider i18n={createSiteI18n(language)}>
      <Router hook={memory.hook}>
        <UiStateProvider>
          <AdSlotView slot="main_center" />
        </UiStateProvider>
      </Router>
    </I18nProvider>,
  );
}

describe('the main_center ad slot', () => {
  it('shows the seeded ads in their order: lazy pictures at their size, Korean alt and title, linked', async () => {
    const ads = await getCenterAds(client());
    expect(ads).toHaveLength(2);
    renderSlot('ko');
    const region = await screen.findByRole('region', { name: '광고' }, { timeout: 10_000 });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ads.map((ad) => ad.linkUrl));
    for (const [i, ad] of ads.entries()) {
      const link = links[i]!;
      expectText(link, `광고 ${ad.titleKo}`);
      const image = within(link).getByRole('img');
      expectAttribute(image, 'alt', ad.altKo);
      expectAttribute(image, 'src', ad.imageUrl);
      expectAttribute(image, 'width', String(ad.imageWidth));
      expectAttribute(image, 'height', String(ad.imageHeight));
      expectAttribute(image, 'loading', 'lazy');
      // The link's accessible name carries the picture's alt text and the title.
      expect(within(region).getByRole('link', { name: `${ad.altKo} 광고 ${ad.titleKo}` })).toBe(
        link,
      );
    }
  });

  it('speaks English to an English visitor', async () => {
    const ads = await getCenterAds(client());
    renderSlot('en');
    const region = await screen.findByRole(
      'region',
      { name: 'Advertisements' },
      { timeout: 10_000 },
    );
    const images = within(region).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(ads.map((ad) => ad.altEn));
    expectText(region, `Ad ${ads[0]!.titleEn}`);
    expect(region.textContent).not.toMatch(/[가-힣]/);
  });

  it('shows markup in a title as text, never as elements', async () => {
    const title = '<img src=x onerror="window.hit=1"><b>굵게</b>';
    const { item } = await admin('create', {
      titleKo: title,
      titleEn: 'Markup',
      altKo: '<script>alert(1)</script>',
      altEn: 'Markup',
      imageUrl: '/images/ads/coupons.png',
      imageWidth: 960,
      imageHeight: 240,
      linkUrl: 'https://example.com/ad',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      sortOrder: -1,
    });
    renderSlot('ko');
    const region = await screen.findByRole('region', { name: '광고' }, { timeout: 10_000 });
    const first = within(region).getAllByRole('link')[0]!;
    expectText(first, `광고 ${title}`);
    expect(first.querySelectorAll('img, b, script')).toHaveLength(1);
    expectAttribute(within(first).getByRole('img'), 'alt', '<script>alert(1)</script>');
    // Another site's ad opens in a new tab, marked as sponsored.
    expectAttribute(first, 'target', '_blank');
    expectAttribute(first, 'rel', 'noopener noreferrer sponsored');
    await admin('delete', { id: item!.id });
  });

  it('renders nothing at all, not an empty box, when the server has no ad', async () => {
    for (const ad of await getCenterAds(client())) await admin('delete', { id: ad.id });
    expect(await getCenterAds(client())).toEqual([]);
    const before = answers.length;
    const { container } = renderSlot('ko');
    await waitFor(() => expect(answers.length).toBeGreaterThan(before));
    await Promise.all(answers.slice(before));
    // The answer has been read and the slot has settled on nothing.
    await new Promise((done) => setTimeout(done, 50));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
