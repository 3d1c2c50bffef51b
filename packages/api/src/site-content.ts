import { z } from 'zod';
import { accountResponseSchema } from './accounts';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';

/**
 * Main page and company content (spec point 7, "Content GETs"; the server's
 * `content/content-docs.ts`): announcements, event popups, the top banners of the `main_top`
 * slot, the ads of the `main_center` slot, recommended items, fixed pages (about us,
 * directions, sales agent), certificates and patents, versioned policies, company news,
 * courier companies; and the server's OpenAPI document. Plain JSON answers `{ resCode: 200, dataRes }`; a failure throws an `ApiError` in
 * the server's words.
 */
export const SITE_CONTENT_PATHS = {
  announcements: '/boards/get_announcement',
  eventPopups: '/boards/event_popups',
  topBanners: '/boards/banners/main_top',
  centerAds: '/boards/banners/main_center',
  recommended: '/boards/main_recommended',
  certificates: '/boards/certificates_and_patents',
  aboutUs: '/boards/about-us',
  direction: '/boards/direction',
  salesAgent: '/boards/sales_agent',
  standalone: (id: string) => `/boards/standalone/${encodeURIComponent(id)}`,
  news: '/boards/news',
  newsDetail: (id: string) => `/boards/news/detail/${encodeURIComponent(id)}`,
  couriers: '/boards/courier_companies',
  openApi: '/openapi.json',
} as const;

/** Policy kind → its content path and version-list path (query `version` picks one). */
export const POLICY_PATHS = {
  terms: { content: '/boards/term_of_services', versions: '/boards/version_term_of_services' },
  privacy: { content: '/boards/privacy_policy', versions: '/boards/version_privacy_policy' },
  subscription: {
    content: '/boards/term_of_services_subs',
    versions: '/boards/version_term_of_services_subs',
  },
} as const;
export type PolicyKind = keyof typeof POLICY_PATHS;

/** The ad and popup slots registered at start (spec point 4) and the call that fills each. */
export const AD_SLOT_PATHS = {
  main_top: SITE_CONTENT_PATHS.topBanners,
  main_center: SITE_CONTENT_PATHS.centerAds,
  main_popup: SITE_CONTENT_PATHS.eventPopups,
} as const;

const text = z.string().nullish();

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
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  linkUrl: text,
  startsAt: z.string(),
  endsAt: text,
  sortOrder: z.number(),
});
export type CenterAd = z.infer<typeof centerAdSchema>;

const contentPageSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

const certificateSchema = z.looseObject({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  issuer: z.string(),
  number: text,
  issuedOn: z.string(),
  imageUrl: text,
});
export type Certificate = z.infer<typeof certificateSchema>;
const certificatesSchema = z.looseObject({
  certificates: z.array(certificateSchema),
  patents: z.array(certificateSchema),
});
export type CertificatesAndPatents = z.infer<typeof certificatesSchema>;

const versionItemSchema = z.looseObject({
  version: z.number(),
  created_at: z.string(),
});
export type PolicyVersionItem = z.infer<typeof versionItemSchema>;
const policySchema = versionItemSchema.extend({ content: z.string() });
export type PolicyContent = z.infer<typeof policySchema>;

const newsItemSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  thumbnailUrl: text,
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
const newsPageSchema = z.looseObject({
  items: z.array(newsItemSchema),
  totalPage: z.number(),
  totalCount: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;
const newsDetailSchema = newsItemSchema.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

const courierSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** `{invoice}` stands for the tracking number. */
  trackingUrl: z.string(),
});
export type CourierCompany = z.infer<typeof courierSchema>;

/** What the site reads of the OpenAPI document; the rest passes through untouched. */
export const openApiOperationSchema = z.looseObject({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  requestBody: z.unknown().optional(),
  parameters: z.array(z.unknown()).optional(),
});
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()).optional() }).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

async function read<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  schema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  const body = await client.plain(path, { method: 'GET' }, accountResponseSchema, options);
  if (body.resCode !== 200) {
    const fallback = clientError('SERVER_ERROR', body, body.resCode);
    throw new ApiError({
      status: body.resCode,
      code: typeof body.code === 'string' ? body.code : String(body.resCode),
      message: body.message ?? fallback.message,
      messageEn: body.messageEn ?? body.message ?? fallback.messageEn,
    });
  }
  const parsed = schema.safeParse(body.dataRes ?? {});
  if (!parsed.success) throw clientError('INVALID_RESPONSE', parsed.error, body.resCode);
  return parsed.data;
}

function withQuery(path: string, query: Record<string, number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** `GET /boards/get_announcement?limit=`: the newest announcements (limit 1…50, default 5). */
export async function getAnnouncements(
  client: ApiClient,
  request: { limit?: number } = {},
  options?: CallOptions,
): Promise<Announcement[]> {
  const data = await read(
    client,
    withQuery(SITE_CONTENT_PATHS.announcements, { limit: request.limit }),
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
  const data = await read(
    client,
    SITE_CONTENT_PATHS.eventPopups,
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
  const data = await read(
    client,
    SITE_CONTENT_PATHS.topBanners,
    z.looseObject({ mainTopBanners: z.array(imageLinkSchema) }),
    options,
  );
  return data.mainTopBanners;
}

/** The `main_center` slot: the ads in their period now, in their order. */
export async function getCenterAds(client: ApiClient, options?: CallOptions): Promise<CenterAd[]> {
  const data = await read(
    client,
    SITE_CONTENT_PATHS.centerAds,
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
  const data = await read(
    client,
    SITE_CONTENT_PATHS.recommended,
    z.looseObject({ recommendedItems: z.array(imageLinkSchema) }),
    options,
  );
  return data.recommendedItems;
}

/** A fixed content page: about us, directions, sales agent, or a standalone page by id. */
export type ContentPageName = 'aboutUs' | 'direction' | 'salesAgent';

export async function getContentPage(
  client: ApiClient,
  name: ContentPageName,
  options?: CallOptions,
): Promise<ContentPage> {
  const data = await read(
    client,
    SITE_CONTENT_PATHS[name],
    z.looseObject({ content: contentPageSchema }),
    options,
  );
  return data.content;
}

export async function getStandalonePage(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<ContentPage> {
  const data = await read(
    client,
    SITE_CONTENT_PATHS.standalone(id),
    z.looseObject({ content: contentPageSchema }),
    options,
  );
  return data.content;
}

export async function getCertificatesAndPatents(
  client: ApiClient,
  options?: CallOptions,
): Promise<CertificatesAndPatents> {
  return read(client, SITE_CONTENT_PATHS.certificates, certificatesSchema, options);
}

/** Every published version of a policy, newest first (`{ version, created_at }`). */
export async function getPolicyVersions(
  client: ApiClient,
  kind: PolicyKind,
  options?: CallOptions,
): Promise<PolicyVersionItem[]> {
  const data = await read(
    client,
    POLICY_PATHS[kind].versions,
    z.looseObject({ versions: z.array(versionItemSchema) }),
    options,
  );
  return data.versions;
}

/** One version of a policy with its text; the newest without `version`. */
export async function getPolicy(
  client: ApiClient,
  kind: PolicyKind,
  request: { version?: number } = {},
  options?: CallOptions,
): Promise<PolicyContent> {
  return read(
    client,
    withQuery(POLICY_PATHS[kind].content, { version: request.version }),
    policySchema,
    options,
  );
}

/** `GET /boards/news?page=&size=`: one page of company news, newest first (page from 1). */
export async function listCompanyNews(
  client: ApiClient,
  request: { page: number; size?: number },
  options?: CallOptions,
): Promise<NewsPage> {
  return read(
    client,
    withQuery(SITE_CONTENT_PATHS.news, { page: request.page, size: request.size }),
    newsPageSchema,
    options,
  );
}

export async function getCompanyNews(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<NewsDetail> {
  const data = await read(
    client,
    SITE_CONTENT_PATHS.newsDetail(id),
    z.looseObject({ news: newsDetailSchema }),
    options,
  );
  return data.news;
}

export async function getCourierCompanies(
  client: ApiClient,
  options?: CallOptions,
): Promise<CourierCompany[]> {
  const data = await read(
    client,
    SITE_CONTENT_PATHS.couriers,
    z.looseObject({ couriers: z.array(courierSchema) }),
    options,
  );
  return data.couriers;
}

/** The server's OpenAPI 3.1 document (`GET /openapi.json`), answered as is. */
export async function getOpenApiDocument(
  client: ApiClient,
  options?: CallOptions,
): Promise<OpenApiDocument> {
  return client.plain(
    SITE_CONTENT_PATHS.openApi,
    { method: 'GET' },
    openApiDocumentSchema,
    options,
  );
}
