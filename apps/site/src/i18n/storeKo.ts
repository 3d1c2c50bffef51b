import { ko as storeServices } from './storeServices';
import { ko as storeOrders } from './storeOrders';

/**
 * The `store` namespace in Korean: the order and the service pages' strings (orders, regular
 * deliveries, made-to-order requests, quotations). Loaded with those pages and "my activity"
 * (`loadCatalogue`), not with the Korean site catalogue every page's first download carries.
 */
export const storeKo = { storeServices, storeOrders };

export type StoreCatalogue = typeof storeKo;
