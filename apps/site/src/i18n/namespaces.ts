/**
 * The store's order and service pages' namespace (`storeKo.ts`): their screens ask for it with
 * the site's (`useTranslation(['site', STORE_NS])`), so its keys read as before
 * (`storeOrders.…`, `storeServices.…`) and the Korean entry does not carry them.
 */
export const STORE_NS = 'store';

/** What a store screen asks `useTranslation` for: the site's namespace, then the store's. */
export const STORE_TEXTS = ['site', STORE_NS] as const;

/**
 * The store catalogue and cart's namespace (`shopKo.ts`): its product texts come with the store
 * pages and with the main page's recommended products, not with every page's first download,
 * and not with the order and service texts of the store namespace.
 */
export const SHOP_NS = 'shop';

/** What a store catalogue screen asks `useTranslation` for: the site's, then the shop's. */
export const SHOP_TEXTS = ['site', SHOP_NS] as const;
