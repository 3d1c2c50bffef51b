/**
 * The pages the build prerenders (vite-prerender.ts) and the browser hydrates (main.tsx): the
 * first pages most visitors open, measured by `pnpm bench:site`. They need no identity and show
 * public data. `route` is the page's lazy module (its CSS goes into the page's head), `chunks`
 * the named chunks it needs at once, `namespaces` the catalogues beyond the site's own.
 */
export const PRERENDERED_PAGES = {
  '/': { route: 'src/routes/HomePage.tsx', chunks: [], namespaces: [] },
  // The sign-in form's words are in the account forms' catalogue (a chunk per language).
  '/login': {
    route: 'src/routes/LoginPage.tsx',
    chunks: ['_account-forms-catalogue-ko-'],
    namespaces: ['accountForms'],
  },
  '/notice': { route: 'src/routes/service-centre/NoticeListPage.tsx', chunks: [], namespaces: [] },
  // The t-test chooser: three links, named in the analysis forms' catalogue.
  '/services/anal/average/t': {
    route: 'src/routes/ServicesPage.tsx',
    chunks: ['_analysis-catalogue-ko-'],
    namespaces: ['analysis'],
  },
} as const satisfies Record<
  string,
  { route: string; chunks: readonly string[]; namespaces: readonly string[] }
>;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return Object.hasOwn(PRERENDERED_PAGES, path);
}
