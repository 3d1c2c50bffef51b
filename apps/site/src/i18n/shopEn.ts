import { en as storeCatalogue } from './storeCatalogue';

/**
 * The `shop` namespace in English: the store catalogue and cart's texts (`storeCatalogue.…`),
 * loaded by `loadCatalogue` with the pages that show products.
 */
export const shopEn = { storeCatalogue };
