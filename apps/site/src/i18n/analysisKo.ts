import { analysisCatalogueKo } from '@tonggye/analysis-forms';

/**
 * The analysis forms' Korean catalogue, in the chunk of the catalogue itself (see
 * vite.config.ts), loaded by `loadCatalogue` in ./index.ts when a screen first needs the
 * `analysis` namespace in Korean.
 */
export const analysisKo = analysisCatalogueKo;
