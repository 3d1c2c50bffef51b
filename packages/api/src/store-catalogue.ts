import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import {
  HOME_PATHS,
  pageFields as pageShapes,
  productCardSchema as productCardShape,
  type ProductCardData,
} from './home';
import { readPlain, withQuery } from './plain';
import { zodFields, zodOf } from './schema-zod';

/** The product card and paging fields of `home.ts`, for this module's zod schemas. */
const productCardSchema = zodOf(productCardShape);
const pageFields = zodFields(pageShapes);

export { listRecommendedProducts } from './home';
export type { ProductCardData, RecommendedPage } from './home';

/**
 * The store's catalogue and cart (the server's `store/routes.ts` under `/shop`):
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
  recommended: HOME_PATHS.recommendedProducts,
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
  reviewCreate: '/shop/reviews/create',
  reviewsMine: '/shop/reviews/mine',
  reviewUpdate: '/shop/reviews/update',
  reviewDelete: '/shop/reviews/delete',
} as const;

/** `filterOther=2`: the today-shipping preset of a category (the store menu's today-shipping entry). */
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

const productDetailSchema = productCardSchema.and(
  z.looseObject({
    description: z.string(),
    category: namedSchema,
    images: z.array(z.string()),
    options: z.array(productOptionSchema),
  }),
);
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A review photo: a server path (`/shop/files/…`) anyone may fetch. */
const reviewPhotoSchema = z.looseObject({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

const reviewSchema = z.looseObject({
  id: z.string(),
  rating: z.number(),
  content: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
  photos: z.array(reviewPhotoSchema).default([]),
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
  const data = await readPlain(
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
  return readPlain(client, path, null, productPageSchema, options);
}

/** A product by id or alias (`sample_box`); `PRODUCT_NOT_FOUND` (404) otherwise. */
export async function getProduct(
  client: ApiClient,
  idOrAlias: string,
  options?: CallOptions,
): Promise<ProductDetail> {
  const data = await readPlain(
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
  return readPlain(client, path, null, reviewPageSchema, options);
}

export async function listCollections(
  client: ApiClient,
  options?: CallOptions,
): Promise<StoreCollection[]> {
  const data = await readPlain(
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
  return readPlain(client, path, null, collectionPageSchema, options);
}

export async function listBoxtapeTypes(
  client: ApiClient,
  options?: CallOptions,
): Promise<BoxtapeType[]> {
  const data = await readPlain(
    client,
    STORE_CATALOGUE_PATHS.boxtapeTypes,
    null,
    z.looseObject({ types: z.array(boxtapeTypeSchema) }),
    options,
  );
  return data.types;
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
  return readPlain(client, STORE_CATALOGUE_PATHS.cartList, body, cartSchema, options);
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
  return readPlain(client, STORE_CATALOGUE_PATHS.cartMergeTicket, {}, mergeTicketSchema, options);
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
  return readPlain(
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
  return readPlain(client, STORE_CATALOGUE_PATHS.cartUpdate, { ...request }, cartSchema, options);
}

export function removeCartItems(
  client: ApiClient,
  itemIds: readonly string[],
  options?: CallOptions,
): Promise<Cart> {
  return readPlain(
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
  const data = await readPlain(
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
  const data = await readPlain(
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
  const data = await readPlain(
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
  const data = await readPlain(
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
  const data = await readPlain(
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
  const data = await readPlain(
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

/** The server's review rules (`/shop/reviews/create`): 1–5 stars, text, up to five photos. */
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_PHOTO_MAX_FILES = 5;
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The photo types the server takes (told by the content there). */
export const REVIEW_PHOTO_ACCEPT = ['.png', '.jpg', '.jpeg', '.gif', '.webp'] as const;

export interface ReviewCreateRequest {
  /** The line of the member's own delivered order (`StoreOrder.items[].itemId`). */
  orderItemId: string;
  rating: number;
  content: string;
  photos?: readonly File[];
}

const reviewCreatedSchema = z.looseObject({
  reviewId: z.string(),
  photos: z.array(reviewPhotoSchema).default([]),
});
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

/**
 * Writes a review of a delivered order line with its photos in one multipart call: the server
 * keeps the review and every photo, or nothing (REVIEW_NOT_ALLOWED 403, REVIEW_EXISTS 409,
 * REVIEW_PHOTO_LIMIT / FILE_TYPE_NOT_ALLOWED 400, ATTACHMENT_TOO_LARGE 413).
 */
export function createProductReview(
  client: ApiClient,
  request: ReviewCreateRequest,
  options?: CallOptions,
): Promise<ReviewCreated> {
  const form = new FormData();
  form.set('orderItemId', request.orderItemId);
  form.set('rating', String(request.rating));
  form.set('content', request.content);
  for (const photo of request.photos ?? []) form.append('files', photo, photo.name);
  return readPlain(client, STORE_CATALOGUE_PATHS.reviewCreate, form, reviewCreatedSchema, options);
}

const myReviewSchema = z.looseObject({
  reviewId: z.string(),
  orderItemId: z.string(),
  orderNo: z.string(),
  productId: z.string(),
  productName: z.string(),
  optionName: z.string(),
  rating: z.number(),
  content: z.string(),
  /** Hidden by the shop: not shown on the product page. */
  hidden: z.boolean(),
  createdAt: z.string(),
  /** When the member last edited it; null as first written. */
  updatedAt: z.string().nullish(),
  photos: z.array(reviewPhotoSchema),
});
export type MyReview = z.infer<typeof myReviewSchema>;

const myReviewPageSchema = z.looseObject({ items: z.array(myReviewSchema), ...pageFields });
export type MyReviewPage = z.infer<typeof myReviewPageSchema>;

/** The member's reviews, newest first; with `orderNo`, only those of that order's lines. */
export function listMyReviews(
  client: ApiClient,
  request: CataloguePageRequest & { orderNo?: string } = {},
  options?: CallOptions,
): Promise<MyReviewPage> {
  return readPlain(
    client,
    STORE_CATALOGUE_PATHS.reviewsMine,
    { ...request },
    myReviewPageSchema,
    options,
  );
}

export interface ReviewUpdateRequest {
  reviewId: string;
  rating: number;
  content: string;
  /** The existing photos to keep (`ReviewPhoto.fileId`); those left out are deleted. */
  keepPhotoIds: readonly string[];
  /** New photos, at most five together with those kept. */
  photos?: readonly File[];
}

const reviewUpdatedSchema = z.looseObject({
  reviewId: z.string(),
  rating: z.number(),
  content: z.string(),
  updatedAt: z.string(),
  photos: z.array(reviewPhotoSchema).default([]),
});
export type ReviewUpdated = z.infer<typeof reviewUpdatedSchema>;

/**
 * Edits the member's own review: rating, text, the photos kept and new ones, in one multipart
 * call the server applies all or nothing (REVIEW_NOT_FOUND 404 also for someone else's review,
 * REVIEW_PHOTO_LIMIT / REVIEW_PHOTO_UNKNOWN / FILE_TYPE_NOT_ALLOWED 400, ATTACHMENT_TOO_LARGE 413).
 */
export function updateReview(
  client: ApiClient,
  request: ReviewUpdateRequest,
  options?: CallOptions,
): Promise<ReviewUpdated> {
  const form = new FormData();
  form.set('reviewId', request.reviewId);
  form.set('rating', String(request.rating));
  form.set('content', request.content);
  // One field, comma-separated: sent empty it keeps no photo.
  form.set('keepPhotoIds', request.keepPhotoIds.join(','));
  for (const photo of request.photos ?? []) form.append('files', photo, photo.name);
  return readPlain(client, STORE_CATALOGUE_PATHS.reviewUpdate, form, reviewUpdatedSchema, options);
}

/** Deletes the member's own review and its photos (REVIEW_NOT_FOUND 404 otherwise). */
export async function deleteReview(
  client: ApiClient,
  reviewId: string,
  options?: CallOptions,
): Promise<void> {
  await readPlain(
    client,
    STORE_CATALOGUE_PATHS.reviewDelete,
    { reviewId },
    z.looseObject({ deleted: z.literal(true) }),
    options,
  );
}
