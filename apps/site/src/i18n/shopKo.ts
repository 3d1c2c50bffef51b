import { ko as storeCatalogue } from './storeCatalogue';

/**
 * The `shop` namespace in Korean: the store catalogue and cart's texts (`storeCatalogue.…`),
 * loaded by `loadCatalogue` with the pages that show products.
 */
export const shopKo = { storeCatalogue };
