import { ko as storeServices } from './storeServices';
import { ko as storeOrders } from './storeOrders';
import { ko as storeCatalogue } from './storeCatalogue';

/**
 * The `store` namespace in Korean: the store's pages' strings (catalogue and cart, orders,
 * regular deliveries, made-to-order requests, quotations). Loaded with those pages and "my activity"
 * (`loadCatalogue`), not with the Korean site catalogue every page's first download carries.
 */
export const storeKo = { storeServices, storeOrders, storeCatalogue };

export type StoreCatalogue = typeof storeKo;
