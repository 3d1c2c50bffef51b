/**
 * Whether the page's prerendered HTML (the build's prerender step, `vite-prerender.ts`) is for
 * this visit and may be hydrated: it was made for this path without a query, as a fresh Korean
 * visitor sees it (no token, English not chosen). Any other visit renders from scratch, so a
 * member or an English reader never sees another visitor's page first.
 *
 * The one rule of both sides: main.tsx calls it, and the prerendered page runs its very source
 * inline before its first paint (`String(isPrerenderedVisit)`), to show nothing of a page that
 * is about to be replaced. So it stays self-contained: no imports, no outside names, plain
 * syntax a browser runs as it is. Storage that cannot be read counts as a fresh visitor's.
 */
export function isPrerenderedVisit(
  prerenderedPath: string | undefined,
  location: { pathname: string; search: string },
  storage: { getItem(key: string): string | null },
): boolean {
  if (prerenderedPath === undefined || prerenderedPath !== location.pathname) return false;
  if (location.search !== '') return false;
  let token: string | null;
  let language: string | null;
  try {
    token = storage.getItem('token');
    language = storage.getItem('language');
  } catch {
    return true;
  }
  // A missing token, the literal text 'null' or an empty text all count as not logged in.
  return language !== 'en' && (token === null || token === '' || token === 'null');
}
