/**
 * The server-side entry of the build's prerender step (`vite-prerender.ts`): renders one path
 * of the site as a fresh Korean visitor sees it before any data arrives (no token, no guest
 * id yet, empty local storage), waiting for its lazy route and catalogues, so the served HTML
 * paints at once and the browser hydrates it (main.tsx) instead of starting from a blank page.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from '@tonggye/analysis-forms';
import { Router } from 'wouter';
import { App } from './app/App';
import { createSiteI18n } from './i18n/bundled';

/** The storage of a first visit: empty, and writes go nowhere (effects never run here). */
class EmptyStorage implements Storage {
  get length() {
    return 0;
  }
  clear() {}
  getItem() {
    return null;
  }
  key() {
    return null;
  }
  removeItem() {}
  setItem() {}
}

export async function renderPage(path: string): Promise<string> {
  globalThis.localStorage ??= new EmptyStorage();
  globalThis.sessionStorage ??= new EmptyStorage();
  const i18n = createSiteI18n('ko');
  // React renders a part that throws on the server as its Suspense fallback and lets the
  // browser try again: a build would ship a page without that part, and say nothing.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Router ssrPath={path} ssrSearch="">
          <App prerendered />
        </Router>
      </I18nProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0)
    throw new Error(`prerender: ${path} failed to render`, { cause: errors[0] });
  return Buffer.concat(chunks).toString('utf8');
}
