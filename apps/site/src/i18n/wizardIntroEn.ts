import { wizardIntroCatalogueEn } from '@tonggye/analysis-forms';

/**
 * The upload step's English catalogue, in a chunk of its own (see vite.config.ts), loaded by
 * `loadCatalogue` in ./index.ts when an analysis page first shows its upload step in English.
 */
export const wizardIntroEn = wizardIntroCatalogueEn;
