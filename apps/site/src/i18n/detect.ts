import type { I18n } from '@tonggye/analysis-forms';
import { chosenLanguage, type Language } from './index';

/** The public IP-information service that picks the landing language (ipinfo.io answers `{ country: 'KR' }`). */
export const DEFAULT_IPINFO_URL = 'https://ipinfo.io/json';
/** A slow look-up must not change the language long after the page is read. */
export const IPINFO_TIMEOUT_MS = 5000;

/** Korean for a visitor in Korea, English elsewhere; throws when the answer names no country. */
export async function lookUpLanguage(
  url: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<Language> {
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`IP look-up answered HTTP ${response.status}`);
  const body = (await response.json()) as { country?: unknown; countryCode?: unknown } | null;
  const country = body?.country ?? body?.countryCode;
  if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country))
    throw new Error('IP look-up named no country');
  return country.toUpperCase() === 'KR' ? 'ko' : 'en';
}

/**
 * The landing language follows the visitor's country unless the visitor
 * chose one with the header switch (that choice is remembered and wins). A failed look-up is
 * only logged. An empty `url` turns the look-up off.
 */
export async function applyDetectedLanguage({
  i18n,
  url,
  storage = localStorage,
  fetchImpl = fetch,
  timeoutMs = IPINFO_TIMEOUT_MS,
  log = (message, error) => console.warn(message, error),
}: {
  i18n: Pick<I18n, 'language' | 'changeLanguage'>;
  url: string;
  storage?: Pick<Storage, 'getItem'>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  log?: (message: string, error: unknown) => void;
}): Promise<Language | null> {
  if (url === '' || chosenLanguage(storage) !== null) return null;
  let language: Language;
  try {
    language = await lookUpLanguage(url, fetchImpl, AbortSignal.timeout(timeoutMs));
  } catch (error) {
    log('language look-up failed; the page stays in its language', error);
    return null;
  }
  // The visitor may have switched while the look-up ran: the switch wins.
  if (chosenLanguage(storage) !== null) return null;
  if (i18n.language !== language) {
    await i18n.changeLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  }
  return language;
}
