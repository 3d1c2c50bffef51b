import type { ApiClient, CallOptions } from './client';
import { pageFields, readPlain, withQuery } from './plain';

export { pageFields };
import {
  array,
  boolean,
  nullish,
  number,
  object,
  positiveInteger,
  string,
  type Infer,
} from './schema';

/**
 * What the main page reads: announcements, event popups, the `main_top` and
 * `main_center` slots, recommended items and the store's recommended products. Checked with
 * the small builders of `schema.ts`, so the main page's first download carries no zod;
 * `site-content.ts` and `store-catalogue.ts` re-export all of it.
 */
export const HOME_PATHS = {
  announcements: '/boards/get_announcement',
  eventPopups: '/boards/event_popups',
  topBanners: '/boards/banners/main_top',
  centerAds: '/boards/banners/main_center',
  recommended: '/boards/main_recommended',
  recommendedProducts: '/shop/recommended',
} as const;

/** The ad and popup slots registered at start and the call that fills each. */
export const AD_SLOT_PATHS = {
  main_top: HOME_PATHS.topBanners,
  main_center: HOME_PATHS.centerAds,
  main_popup: HOME_PATHS.eventPopups,
} as const;

const text = nullish(string);

const announcementSchema = object({
  id: string,
  title: string,
  /** Sanitised HTML. */
  content: string,
  linkUrl: text,
  createdAt: string,
});
export type Announcement = Infer<typeof announcementSchema>;

const eventPopupSchema = object({
  id: string,
  title: string,
  imageUrl: string,
  linkUrl: text,
  startsAt: string,
  endsAt: string,
  sortOrder: number,
});
export type EventPopupItem = Infer<typeof eventPopupSchema>;

const imageLinkSchema = object({
  id: string,
  title: string,
  imageUrl: string,
  linkUrl: text,
  sortOrder: number,
});
/** A top banner or a recommended item. */
export type ImageLink = Infer<typeof imageLinkSchema>;

/**
 * An ad of the `main_center` slot: a picture of a known size (so its place is kept while it
 * loads), a title and alt text in Korean and English (plain text, never markup), a link, and
 * the period it runs (`endsAt` null: no end).
 */
const centerAdSchema = object({
  id: string,
  titleKo: string,
  titleEn: string,
  altKo: string,
  altEn: string,
  imageUrl: string,
  imageWidth: positiveInteger,
  imageHeight: positiveInteger,
  linkUrl: text,
  startsAt: string,
  endsAt: text,
  sortOrder: number,
});
export type CenterAd = Infer<typeof centerAdSchema>;

/** A product as a list shows it (the store's catalogue pages use it too). */
export const productCardSchema = object({
  id: string,
  alias: text,
  categoryCode: string,
  name: string,
  nameEn: string,
  summary: string,
  /** The lowest unit price over the product's tiers, in won (VAT included). */
  listPrice: number,
  todayShipping: boolean,
  isSample: boolean,
  soldCount: number,
  /** A server path (`/shop/images/…`). */
  imageUrl: string,
  createdAt: string,
});
export type ProductCardData = Infer<typeof productCardSchema>;

const recommendedPageSchema = object({ items: array(productCardSchema), ...pageFields });
export type RecommendedPage = Infer<typeof recommendedPageSchema>;

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
    object({ announcements: array(announcementSchema) }),
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
    object({ mainEventPopups: array(eventPopupSchema) }),
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
    object({ mainTopBanners: array(imageLinkSchema) }),
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
    object({ mainCenterAds: array(centerAdSchema) }),
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
    object({ recommendedItems: array(imageLinkSchema) }),
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
