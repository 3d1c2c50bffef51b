import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from './client';
import { readPlain, withQuery } from './plain';

/**
 * What the main page reads (issue 10): announcements, event popups, the `main_top` and
 * `main_center` slots, recommended items and the store's recommended products. Written with
 * `zod/mini`, so the main page's first download carries zod's small core and not its whole
 * chained API; `site-content.ts` and `store-catalogue.ts` re-export all of it.
 */
export const HOME_PATHS = {
  announcements: '/boards/get_announcement',
  eventPopups: '/boards/event_popups',
  topBanners: '/boards/banners/main_top',
  centerAds: '/boards/banners/main_center',
  recommended: '/boards/main_recommended',
  recommendedProducts: '/shop/recommended',
} as const;

/** The ad and popup slots registered at start (spec point 4) and the call that fills each. */
export const AD_SLOT_PATHS = {
  main_top: HOME_PATHS.topBanners,
  main_center: HOME_PATHS.centerAds,
  main_popup: HOME_PATHS.eventPopups,
} as const;

const text = z.nullish(z.string());
const positiveInteger = z.number().check(z.int(), z.positive());

const announcementSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  linkUrl: text,
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

const eventPopupSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: text,
  startsAt: z.string(),
  endsAt: z.string(),
  sortOrder: z.number(),
});
export type EventPopupItem = z.infer<typeof eventPopupSchema>;

const imageLinkSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: text,
  sortOrder: z.number(),
});
/** A top banner or a recommended item. */
export type ImageLink = z.infer<typeof imageLinkSchema>;

/**
 * An ad of the `main_center` slot: a picture of a known size (so its place is kept while it
 * loads), a title and alt text in Korean and English (plain text, never markup), a link, and
 * the period it runs (`endsAt` null: no end).
 */
const centerAdSchema = z.looseObject({
  id: z.string(),
  titleKo: z.string(),
  titleEn: z.string(),
  altKo: z.string(),
  altEn: z.string(),
  imageUrl: z.string(),
  imageWidth: positiveInteger,
  imageHeight: positiveInteger,
  linkUrl: text,
  startsAt: z.string(),
  endsAt: text,
  sortOrder: z.number(),
});
export type CenterAd = z.infer<typeof centerAdSchema>;

/** A product as a list shows it (the store's catalogue pages use it too). */
export const productCardSchema = z.looseObject({
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

/** The paging fields of every store list. */
export const pageFields = {
  totalCount: z.number(),
  totalPage: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
};

const recommendedPageSchema = z.looseObject({ items: z.array(productCardSchema), ...pageFields });
export type RecommendedPage = z.infer<typeof recommendedPageSchema>;

/** `GET /boards/get_announcement?limit=`: the newest announcements (limit 1…50, default 5). */
export async function getAnnouncements(
  client: ApiClient,
  request: { limit?: number } = {},
  options?: CallOptions,
): Promise<Announcement[]> {
  const data = await readPlain(
    client,
    withQuery(HOME_PATHS.announcements, { limit: request.limit }),
    null,
    z.looseObject({ announcements: z.array(announcementSchema) }),
    options,
  );
  return data.announcements;
}

/** The `main_popup` slot: event popups in their period now. */
export async function getEventPopups(
  client: ApiClient,
  options?: CallOptions,
): Promise<EventPopupItem[]> {
  const data = await readPlain(
    client,
    HOME_PATHS.eventPopups,
    null,
    z.looseObject({ mainEventPopups: z.array(eventPopupSchema) }),
    options,
  );
  return data.mainEventPopups;
}

/** The `main_top` slot: the main page's top banners. */
export async function getTopBanners(
  client: ApiClient,
  options?: CallOptions,
): Promise<ImageLink[]> {
  const data = await readPlain(
    client,
    HOME_PATHS.topBanners,
    null,
    z.looseObject({ mainTopBanners: z.array(imageLinkSchema) }),
    options,
  );
  return data.mainTopBanners;
}

/** The `main_center` slot: the ads in their period now, in their order. */
export async function getCenterAds(client: ApiClient, options?: CallOptions): Promise<CenterAd[]> {
  const data = await readPlain(
    client,
    HOME_PATHS.centerAds,
    null,
    z.looseObject({ mainCenterAds: z.array(centerAdSchema) }),
    options,
  );
  return data.mainCenterAds;
}

export type AdSlot = keyof typeof AD_SLOT_PATHS;

/** What each image ad slot holds: top banners in `main_top`, ad cards in `main_center`. */
export interface AdSlotItems {
  main_top: ImageLink;
  main_center: CenterAd;
}

/** What the server has for an image ad slot (the popup slot has `getEventPopups`). */
export async function getAdSlot<S extends keyof AdSlotItems>(
  client: ApiClient,
  slot: S,
  options?: CallOptions,
): Promise<AdSlotItems[S][]> {
  const items =
    slot === 'main_center' ? getCenterAds(client, options) : getTopBanners(client, options);
  return (await items) as AdSlotItems[S][];
}

export async function getRecommendedItems(
  client: ApiClient,
  options?: CallOptions,
): Promise<ImageLink[]> {
  const data = await readPlain(
    client,
    HOME_PATHS.recommended,
    null,
    z.looseObject({ recommendedItems: z.array(imageLinkSchema) }),
    options,
  );
  return data.recommendedItems;
}

/** The main page's recommended products, paged from 1 (8 a page by default). */
export function listRecommendedProducts(
  client: ApiClient,
  request: { page?: number; size?: number } = {},
  options?: CallOptions,
): Promise<RecommendedPage> {
  const path = withQuery(HOME_PATHS.recommendedProducts, { ...request });
  return readPlain(client, path, null, recommendedPageSchema, options);
}
