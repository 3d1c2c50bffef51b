// Under the DOM project: the real site catalogue loads the analysis forms' resources.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteI18n, rememberLanguage, storedLanguage } from './index';
import { applyDetectedLanguage, lookUpLanguage } from './detect';

const URL_ = 'http://ipinfo.test/json';

/** The IP-information service (a third party) answered here. */
function service(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

afterEach(() => localStorage.clear());

describe('lookUpLanguage', () => {
  it.each([
    ['KR', 'ko'],
    ['kr', 'ko'],
    ['US', 'en'],
    ['JP', 'en'],
  ])('maps country %s to %s', async (country, language) => {
    expect(await lookUpLanguage(URL_, service(200, { ip: '1.2.3.4', country }))).toBe(language);
  });

  it('throws on an answer without a country and on an HTTP error', async () => {
    await expect(lookUpLanguage(URL_, service(200, { ip: '1.2.3.4' }))).rejects.toThrow(
      /no country/,
    );
    await expect(lookUpLanguage(URL_, service(429, { error: 'rate' }))).rejects.toThrow(/429/);
  });
});

describe('applyDetectedLanguage', () => {
  it('is Korean by default and switches to English for a visitor outside Korea', async () => {
    const i18n = createSiteI18n(storedLanguage());
    expect(i18n.language).toBe('ko');
    expect(i18n.t('account.login')).toBe('로그인');
    const fetchImpl = service(200, { country: 'US' });
    expect(await applyDetectedLanguage({ i18n, url: URL_, fetchImpl })).toBe('en');
    expect(fetchImpl).toHaveBeenCalledWith(URL_, expect.objectContaining({}));
    expect(i18n.language).toBe('en');
    expect(i18n.t('account.login')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
    // Detection is not a choice: nothing is remembered.
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('stays Korean for a visitor in Korea', async () => {
    const i18n = createSiteI18n('ko');
    expect(
      await applyDetectedLanguage({ i18n, url: URL_, fetchImpl: service(200, { country: 'KR' }) }),
    ).toBe('ko');
    expect(i18n.language).toBe('ko');
  });

  it("lets the visitor's remembered choice win without asking the service", async () => {
    rememberLanguage('ko');
    const i18n = createSiteI18n(storedLanguage());
    const fetchImpl = service(200, { country: 'US' });
    expect(await applyDetectedLanguage({ i18n, url: URL_, fetchImpl })).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(i18n.language).toBe('ko');
  });

  it('lets a switch made while the look-up runs win', async () => {
    const i18n = createSiteI18n('ko');
    const fetchImpl = vi.fn(async () => {
      rememberLanguage('ko');
      return new Response(JSON.stringify({ country: 'US' }));
    });
    expect(await applyDetectedLanguage({ i18n, url: URL_, fetchImpl })).toBeNull();
    expect(i18n.language).toBe('ko');
  });

  it.each([
    ['an HTTP error', service(500, {})],
    [
      'a network failure',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ],
    ['an answer that is not JSON', vi.fn(async () => new Response('<html>', { status: 200 }))],
  ])('only logs %s and keeps the language', async (_, fetchImpl) => {
    const i18n = createSiteI18n('ko');
    const log = vi.fn();
    expect(await applyDetectedLanguage({ i18n, url: URL_, fetchImpl, log })).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('ko');
  });

  it('does nothing when the look-up is turned off (empty IPINFO_URL)', async () => {
    const i18n = createSiteI18n('ko');
    const fetchImpl = service(200, { country: 'US' });
    expect(await applyDetectedLanguage({ i18n, url: '', fetchImpl })).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
