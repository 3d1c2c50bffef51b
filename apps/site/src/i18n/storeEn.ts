import { en as storeServices } from './storeServices';
import { en as storeOrders } from './storeOrders';
import type { StoreCatalogue } from './storeKo';

/** The `store` namespace in English (see `storeKo.ts`). */
export const storeEn: StoreCatalogue = { storeServices, storeOrders };
