import { analysisCatalogueEn } from '@tonggye/analysis-forms';

/**
 * The analysis forms' English catalogue, in the chunk of the catalogue itself (see
 * vite.config.ts), loaded by `loadCatalogue` in ./index.ts when a screen first needs the
 * `analysis` namespace in English.
 */
export const analysisEn = analysisCatalogueEn;
