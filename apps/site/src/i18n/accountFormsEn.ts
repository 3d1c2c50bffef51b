import { accountFormsCatalogueEn } from '@tonggye/analysis-forms';

/**
 * The account forms' English catalogue, in a chunk of its own (see vite.config.ts), loaded by
 * `loadCatalogue` in ./index.ts when a screen first needs the `accountForms` namespace in English.
 */
export const accountFormsEn = accountFormsCatalogueEn;
