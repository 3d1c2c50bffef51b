import { wizardIntroCatalogueKo } from '@tonggye/analysis-forms';

/**
 * The upload step's Korean catalogue, in a chunk of its own (see vite.config.ts), loaded by
 * `loadCatalogue` in ./index.ts when an analysis page first shows its upload step in Korean.
 */
export const wizardIntroKo = wizardIntroCatalogueKo;
