import type { Language } from './i18n';

/**
 * Whether the page's prerendered HTML (the build's prerender step, `vite-prerender.ts`) may be
 * hydrated: it was made for this path without a query, as a fresh Korean visitor sees it (no
 * token). Any other visit renders from scratch, so a member or an English reader never sees
 * another visitor's page first.
 */
export function canHydrate({
  container,
  location,
  language,
  storage,
}: {
  container: HTMLElement;
  location: Pick<Location, 'pathname' | 'search'>;
  language: Language;
  storage: Pick<Storage, 'getItem'>;
}): boolean {
  const path = container.dataset.prerendered;
  if (path === undefined || path !== location.pathname || location.search !== '') return false;
  if (language !== 'ko') return false;
  const token = storage.getItem('token');
  return token === null || token === '' || token === 'null';
}
