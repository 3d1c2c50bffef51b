/**
 * The store's order and service pages' namespace (`storeKo.ts`): their screens ask for it with
 * the site's (`useTranslation(['site', STORE_NS])`), so its keys read as before
 * (`storeOrders.…`, `storeServices.…`) and the Korean entry does not carry them.
 */
export const STORE_NS = 'store';

/** What a store screen asks `useTranslation` for: the site's namespace, then the store's. */
export const STORE_TEXTS = ['site', STORE_NS] as const;
