/**
 * The address of each analysis wizard (`definition.path` in @tonggye/analysis-forms), kept
 * here so the entry chunk routes to them without loading the definitions (their zod schemas,
 * layouts and tables): the definitions come with the analysis route's own chunk.
 * `analysisPaths.test.ts` keeps this list equal to the definitions.
 */
export const analysisPaths = [
  '/services/desc/stats/descriptive',
  '/services/desc/stats/frequencies',
  '/services/anal/multiple/responses',
  '/services/anal/average/t/one',
  '/services/anal/average/t/paired',
  '/services/anal/average/t/independent',
  '/services/anal/average/anova',
  '/services/anal/average/repeated',
  '/services/anal/association/chi-sqaure',
  '/services/anal/cause/correlation',
  '/services/anal/cause/reliability',
  '/services/anal/cause/factor',
  '/services/anal/regression/linear',
  '/services/anal/regression/logistic',
  '/services/anal/regression/multinomial',
  '/services/anal/regression/moderation',
  '/services/anal/regression/mediation',
  '/services/anal/nonparametric/mann-whitney',
  '/services/anal/nonparametric/wilcoxon',
  '/services/anal/nonparametric/sign',
  '/services/anal/nonparametric/kruskal-wallis',
  '/services/anal/nonparametric/friedman',
  '/services/anal/nonparametric/chi-square',
  '/services/anal/nonparametric/binomial',
] as const;

/**
 * The page a location belongs to: an analysis's steps are one page (the wizard stays
 * mounted while its step changes the URL), every other path is its own page.
 */
export function pageOf(location: string): string {
  return (
    analysisPaths.find((path) => location === path || location.startsWith(`${path}/`)) ?? location
  );
}
