import { analysisPaths } from './app/analysisPaths';

/**
 * An analysis page's upload step (the analysis's address without a step): the wizard's frame
 * and the upload form, in the upload step's own catalogue. The visitor's earlier uploads are
 * not known at build time; the step shows a placeholder for them until the list arrives.
 */
const analysisUploadStep = {
  route: 'src/app/AnalysisRoute.tsx',
  chunks: ['_wizard-intro-catalogue-ko-'],
  namespaces: ['wizardIntro'],
} as const;

type AnalysisPath = (typeof analysisPaths)[number];

/**
 * The pages the build prerenders (vite-prerender.ts) and the browser hydrates (main.tsx): the
 * first pages most visitors open, measured by `pnpm bench:site`, and every analysis's upload
 * step. They need no identity and show public data. `route` is the page's lazy module (its CSS
 * goes into the page's head), `chunks` the named chunks it needs at once, `namespaces` the
 * catalogues beyond the site's own.
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
  ...(Object.fromEntries(analysisPaths.map((path) => [path, analysisUploadStep])) as Record<
    AnalysisPath,
    typeof analysisUploadStep
  >),
} as const satisfies Record<
  string,
  { route: string; chunks: readonly string[]; namespaces: readonly string[] }
>;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return Object.hasOwn(PRERENDERED_PAGES, path);
}

/** Whether a prerendered path is an analysis's upload step (rendered by the analysis route). */
export function isAnalysisUploadStep(path: PrerenderedPath): path is AnalysisPath {
  return PRERENDERED_PAGES[path].route === analysisUploadStep.route;
}
