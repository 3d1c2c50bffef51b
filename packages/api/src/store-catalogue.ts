import { z } from 'zod';
import { accountResponseSchema } from './accounts';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';

/**
 * The store's catalogue and cart (issue 11; the server's `store/routes.ts` under `/shop`):
 * categories, product lists (category `lCate`, the today-shipping preset `filterOther=2`,
 * keyword, price range, sort, paging), product detail by id or alias (`sample_box`) with its
 * options, stock and quantity tiers, reviews, collections, box-tape types, the main page's
 * recommended products; the cart of the caller's identity (a member token or a guest id;
 * `cart/list {mergeGuestId}` moves a guest's cart into the member's); wishes, recently viewed
 * products and restock requests. Plain JSON answers `{ resCode: 200, dataRes }`; a failure
 * throws an `ApiError` with the server's code (e.g. `PRODUCT_NOT_FOUND`) and both messages.
 */
export const STORE_CATALOGUE_PATHS = {
  categories: '/shop/categories',
  products: '/shop/products',
  product: (id: string) => `/shop/products/${encodeURIComponent(id)}`,
  reviews: (id: string) => `/shop/products/${encodeURIComponent(id)}/reviews`,
  collections: '/shop/collections',
  collection: (id: string) => `/shop/collections/${encodeURIComponent(id)}`,
  boxtapeTypes: '/shop/boxtape-types',
  recommended: '/shop/recommended',
  cartList: '/shop/cart/list',
  cartMergeTicket: '/shop/cart/merge-ticket',
  cartAdd: '/shop/cart/add',
  cartUpdate: '/shop/cart/update',
  cartRemove: '/shop/cart/remove',
  wishList: '/shop/wishes/list',
  wishToggle: '/shop/wishes/toggle',
  recentAdd: '/shop/recent/add',
  recentList: '/shop/recent/list',
  restockRequest: '/shop/restock/request',
  restockMine: '/shop/restock/mine',
} as const;

/** `filterOther=2`: the today-shipping preset of a category (spec point 2). */
export const FILTER_TODAY_SHIPPING = '2';
/** The orders a product list can take; `newest` when none is given. */
export const PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const text = z.string().nullish();

const categorySchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** The exclusive category (lCate=16). */
  exclusive: z.boolean(),
});
export type StoreCategory = z.infer<typeof categorySchema>;

const productCardSchema = z.looseObject({
  id: z.string(),
  alias: text,
  categoryCode: z.string(),
  name: z.string(),
  nameEn: z.string(),
  summary: z.string(),
  /** The lowest unit price over the product's tiers, in won (VAT included). */
  listPrice: z.number(),
  todayShipping: z.boolean(),
  isSample: z.boolean(),
  soldCount: z.number(),
  /** A server path (`/shop/images/…`). */
  imageUrl: z.string(),
  createdAt: z.string(),
});
export type ProductCardData = z.infer<typeof productCardSchema>;

const pageFields = {
  totalCount: z.number(),
  totalPage: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
};

const namedSchema = z.looseObject({ code: z.string(), name: z.string(), nameEn: z.string() });

const productPageSchema = z.looseObject({
  /** The category asked for by `lCate`, null without one. */
  category: namedSchema.nullable(),
  items: z.array(productCardSchema),
  ...pageFields,
});
export type ProductPage = z.infer<typeof productPageSchema>;

const priceTierSchema = z.looseObject({ minQuantity: z.number(), unitPrice: z.number() });
export type PriceTier = z.infer<typeof priceTierSchema>;

const productOptionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  widthMm: z.number().nullable(),
  lengthMm: z.number().nullable(),
  heightMm: z.number().nullable(),
  minQuantity: z.number(),
  quantityStep: z.number(),
  stock: z.number(),
  soldOut: z.boolean(),
  printAvailable: z.boolean(),
  printUnitPrice: z.number().nullable(),
  /** Ascending by `minQuantity`; the first starts at the option's minimum. */
  priceTiers: z.array(priceTierSchema),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  category: namedSchema,
  images: z.array(z.string()),
  options: z.array(productOptionSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const reviewSchema = z.looseObject({
  id: z.string(),
  rating: z.number(),
  content: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
});
export type ProductReview = z.infer<typeof reviewSchema>;

const reviewPageSchema = z.looseObject({
  /** One decimal; null without reviews. */
  averageRating: z.number().nullable(),
  items: z.array(reviewSchema),
  ...pageFields,
});
export type ProductReviewPage = z.infer<typeof reviewPageSchema>;

const collectionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
});
export type StoreCollection = z.infer<typeof collectionSchema>;

const collectionPageSchema = z.looseObject({
  collection: collectionSchema,
  items: z.array(productCardSchema),
  ...pageFields,
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;

const boxtapeTypeSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  widthMm: z.number(),
  color: z.string(),
  /** The product selling this tape, when there is one. */
  productId: z.string().nullable(),
});
export type BoxtapeType = z.infer<typeof boxtapeTypeSchema>;

const recommendedPageSchema = z.looseObject({ items: z.array(productCardSchema), ...pageFields });
export type RecommendedPage = z.infer<typeof recommendedPageSchema>;

const cartItemSchema = z.looseObject({
  itemId: z.string(),
  optionId: z.string(),
  quantity: z.number(),
  print: z.boolean(),
  /** False when the line can no longer be ordered as it is; `problem` says why (a store code). */
  available: z.boolean(),
  problem: z.string().nullable(),
  productId: z.string().optional(),
  productName: z.string().optional(),
  productNameEn: z.string().optional(),
  optionName: z.string().optional(),
  optionNameEn: z.string().optional(),
  unitPrice: z.number().optional(),
  printUnitPrice: z.number().optional(),
  lineTotal: z.number().optional(),
  stock: z.number().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const cartSchema = z.looseObject({
  items: z.array(cartItemSchema),
  /** The available lines only, priced by the server. */
  itemsTotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  /** The shipping rule behind `shippingFee`: `fee` below `freeFrom` won of items, else free. */
  shippingRule: z.looseObject({ fee: z.number(), freeFrom: z.number() }).optional(),
  /** Lines moved in from a guest cart by this call (`cart/list` with `mergeGuestId`). */
  merged: z.number().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

const restockRequestSchema = z.looseObject({
  optionId: z.string(),
  productId: z.string(),
  productName: z.string(),
  optionName: z.string(),
  stock: z.number(),
  requestedAt: z.string(),
  notifiedAt: text,
});
export type RestockRequest = z.infer<typeof restockRequestSchema>;

/** A store answer `{ resCode, dataRes }` read with `schema`; a failing `resCode` throws. */
async function readStore<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  body: Record<string, unknown> | null,
  schema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  const answer = await client.plain(
    path,
    body === null ? { method: 'GET' } : { method: 'POST', body },
    accountResponseSchema,
    options,
  );
  if (answer.resCode !== 200) {
    const fallback = clientError('SERVER_ERROR', answer, answer.resCode);
    throw new ApiError({
      status: answer.resCode,
      code: typeof answer.code === 'string' ? answer.code : String(answer.resCode),
      message: answer.message ?? fallback.message,
      messageEn: answer.messageEn ?? answer.message ?? fallback.messageEn,
    });
  }
  const parsed = schema.safeParse(answer.dataRes ?? {});
  if (!parsed.success) throw clientError('INVALID_RESPONSE', parsed.error, answer.resCode);
  return parsed.data;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

export interface CataloguePageRequest {
  page?: number;
  size?: number;
}

export interface ProductListRequest extends CataloguePageRequest {
  /** Two-digit category code. */
  lCate?: string;
  /** '2' = today shipping. */
  filterOther?: string;
  keyword?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
}

export async function getStoreCategories(
  client: ApiClient,
  options?: CallOptions,
): Promise<StoreCategory[]> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.categories,
    null,
    z.looseObject({ categories: z.array(categorySchema) }),
    options,
  );
  return data.categories;
}

/** A page of products (20 a page unless `size` says otherwise). */
export function listProducts(
  client: ApiClient,
  request: ProductListRequest = {},
  options?: CallOptions,
): Promise<ProductPage> {
  const path = withQuery(STORE_CATALOGUE_PATHS.products, { ...request });
  return readStore(client, path, null, productPageSchema, options);
}

/** A product by id or alias (`sample_box`); `PRODUCT_NOT_FOUND` (404) otherwise. */
export async function getProduct(
  client: ApiClient,
  idOrAlias: string,
  options?: CallOptions,
): Promise<ProductDetail> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.product(idOrAlias),
    null,
    z.looseObject({ product: productDetailSchema }),
    options,
  );
  return data.product;
}

export function listProductReviews(
  client: ApiClient,
  productId: string,
  request: CataloguePageRequest = {},
  options?: CallOptions,
): Promise<ProductReviewPage> {
  const path = withQuery(STORE_CATALOGUE_PATHS.reviews(productId), { ...request });
  return readStore(client, path, null, reviewPageSchema, options);
}

export async function listCollections(
  client: ApiClient,
  options?: CallOptions,
): Promise<StoreCollection[]> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.collections,
    null,
    z.looseObject({ collections: z.array(collectionSchema) }),
    options,
  );
  return data.collections;
}

export function getCollection(
  client: ApiClient,
  id: string,
  request: CataloguePageRequest = {},
  options?: CallOptions,
): Promise<CollectionPage> {
  const path = withQuery(STORE_CATALOGUE_PATHS.collection(id), { ...request });
  return readStore(client, path, null, collectionPageSchema, options);
}

export async function listBoxtapeTypes(
  client: ApiClient,
  options?: CallOptions,
): Promise<BoxtapeType[]> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.boxtapeTypes,
    null,
    z.looseObject({ types: z.array(boxtapeTypeSchema) }),
    options,
  );
  return data.types;
}

/** The main page's recommended products, paged from 1 (8 a page by default). */
export function listRecommendedProducts(
  client: ApiClient,
  request: CataloguePageRequest = {},
  options?: CallOptions,
): Promise<RecommendedPage> {
  const path = withQuery(STORE_CATALOGUE_PATHS.recommended, { ...request });
  return readStore(client, path, null, recommendedPageSchema, options);
}

/**
 * The caller's cart, priced by the server. A member right after signing in passes the guest id
 * they shopped under and the ticket `getCartMergeTicket` gave that guest: the guest's cart is
 * moved into the member's first (once; `merged` counts the lines moved). The server refuses a
 * merge without a valid ticket (CART_MERGE_REFUSED, 403).
 */
export function getCart(
  client: ApiClient,
  request: { mergeGuestId?: string | null; mergeTicket?: string | null } = {},
  options?: CallOptions,
): Promise<Cart> {
  const body =
    request.mergeGuestId && request.mergeTicket
      ? { mergeGuestId: request.mergeGuestId, mergeTicket: request.mergeTicket }
      : {};
  return readStore(client, STORE_CATALOGUE_PATHS.cartList, body, cartSchema, options);
}

const mergeTicketSchema = z.looseObject({
  guestId: z.string(),
  ticket: z.string(),
  expiresAt: z.string(),
});
export type CartMergeTicket = z.infer<typeof mergeTicketSchema>;

/**
 * Asked as the guest, just before signing in: proof that the caller holds this guest id, for
 * the merge of its cart once signed in (`getCart` with `mergeGuestId` and `mergeTicket`).
 * Guests only (CART_MERGE_GUEST_ONLY otherwise).
 */
export function getCartMergeTicket(
  client: ApiClient,
  options?: CallOptions,
): Promise<CartMergeTicket> {
  return readStore(client, STORE_CATALOGUE_PATHS.cartMergeTicket, {}, mergeTicketSchema, options);
}

export interface CartAddRequest {
  optionId: string;
  quantity: number;
  print?: boolean;
}

/** Adds a line (the same option and print add up); answers the cart. */
export function addToCart(
  client: ApiClient,
  request: CartAddRequest,
  options?: CallOptions,
): Promise<Cart> {
  return readStore(
    client,
    STORE_CATALOGUE_PATHS.cartAdd,
    { optionId: request.optionId, quantity: request.quantity, print: request.print ?? false },
    cartSchema,
    options,
  );
}

export function updateCartItem(
  client: ApiClient,
  request: { itemId: string; quantity: number },
  options?: CallOptions,
): Promise<Cart> {
  return readStore(client, STORE_CATALOGUE_PATHS.cartUpdate, { ...request }, cartSchema, options);
}

export function removeCartItems(
  client: ApiClient,
  itemIds: readonly string[],
  options?: CallOptions,
): Promise<Cart> {
  return readStore(
    client,
    STORE_CATALOGUE_PATHS.cartRemove,
    { itemIds: [...itemIds] },
    cartSchema,
    options,
  );
}

/** The member's wishes (favourite items), newest first. */
export async function listWishes(
  client: ApiClient,
  options?: CallOptions,
): Promise<ProductCardData[]> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.wishList,
    {},
    z.looseObject({ items: z.array(productCardSchema) }),
    options,
  );
  return data.items;
}

/** Adds the product to the wishes or takes it off; answers whether it is wished now. */
export async function toggleWish(
  client: ApiClient,
  productId: string,
  options?: CallOptions,
): Promise<boolean> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.wishToggle,
    { productId },
    z.looseObject({ wished: z.boolean() }),
    options,
  );
  return data.wished;
}

/** Records a product view (the latest 20 are kept); answers the recent list. */
export async function recordRecentView(
  client: ApiClient,
  productId: string,
  options?: CallOptions,
): Promise<ProductCardData[]> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.recentAdd,
    { productId },
    z.looseObject({ items: z.array(productCardSchema) }),
    options,
  );
  return data.items;
}

export async function listRecentViews(
  client: ApiClient,
  options?: CallOptions,
): Promise<ProductCardData[]> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.recentList,
    {},
    z.looseObject({ items: z.array(productCardSchema) }),
    options,
  );
  return data.items;
}

/** Asks to be told when a sold-out option is back (members); answers the member's requests. */
export async function requestRestock(
  client: ApiClient,
  optionId: string,
  options?: CallOptions,
): Promise<RestockRequest[]> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.restockRequest,
    { optionId },
    z.looseObject({ requests: z.array(restockRequestSchema) }),
    options,
  );
  return data.requests;
}

export async function listMyRestockRequests(
  client: ApiClient,
  options?: CallOptions,
): Promise<RestockRequest[]> {
  const data = await readStore(
    client,
    STORE_CATALOGUE_PATHS.restockMine,
    {},
    z.looseObject({ requests: z.array(restockRequestSchema) }),
    options,
  );
  return data.requests;
}

/**
 * The unit price of the tier with the largest minimum not above `quantity` (the server's rule,
 * for showing the price while the visitor chooses; the server prices the cart and the order
 * again). Null below the first tier.
 */
export function unitPriceForQuantity(tiers: readonly PriceTier[], quantity: number): number | null {
  let best: PriceTier | undefined;
  for (const tier of tiers)
    if (tier.minQuantity <= quantity && (best === undefined || tier.minQuantity > best.minQuantity))
      best = tier;
  return best === undefined ? null : best.unitPrice;
}
