import { analysisFormsResources, ANALYSIS_NAMESPACE } from '@tonggye/analysis-forms';

/**
 * The analysis forms' catalogue of one language, in the chunk of the catalogue itself (see
 * vite.config.ts), loaded by `loadCatalogue` in ./index.ts when a screen first needs the
 * `analysis` namespace. Read when called, never while the chunk is evaluated: the build puts
 * this module beside the catalogue, not after the package's i18n module.
 */
export function analysisCatalogue(language: string) {
  return analysisFormsResources[language === 'en' ? 'en' : 'ko'][ANALYSIS_NAMESPACE];
}
