import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import { HOME_PATHS } from './home';
import { readPlain, withQuery } from './plain';

export {
  AD_SLOT_PATHS,
  getAdSlot,
  getAnnouncements,
  getCenterAds,
  getEventPopups,
  getRecommendedItems,
  getTopBanners,
} from './home';
export type {
  AdSlot,
  AdSlotItems,
  Announcement,
  CenterAd,
  EventPopupItem,
  ImageLink,
} from './home';

/**
 * Main page and company content (the public content reads; the server's
 * `routes/site-content.ts`): announcements, event popups, the top banners of the `main_top`
 * slot, the ads of the `main_center` slot, recommended items, fixed pages (about us,
 * directions, sales agent), certificates and patents, versioned policies, company news,
 * courier companies; and the server's OpenAPI document. Plain JSON answers `{ resCode: 200, dataRes }`; a failure throws an `ApiError` in
 * the server's words.
 */
export const SITE_CONTENT_PATHS = {
  announcements: HOME_PATHS.announcements,
  eventPopups: HOME_PATHS.eventPopups,
  topBanners: HOME_PATHS.topBanners,
  centerAds: HOME_PATHS.centerAds,
  recommended: HOME_PATHS.recommended,
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

const text = z.string().nullish();

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

/** A fixed content page: about us, directions, sales agent, or a standalone page by id. */
export type ContentPageName = 'aboutUs' | 'direction' | 'salesAgent';

export async function getContentPage(
  client: ApiClient,
  name: ContentPageName,
  options?: CallOptions,
): Promise<ContentPage> {
  const data = await readPlain(
    client,
    SITE_CONTENT_PATHS[name],
    null,
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
  const data = await readPlain(
    client,
    SITE_CONTENT_PATHS.standalone(id),
    null,
    z.looseObject({ content: contentPageSchema }),
    options,
  );
  return data.content;
}

export async function getCertificatesAndPatents(
  client: ApiClient,
  options?: CallOptions,
): Promise<CertificatesAndPatents> {
  return readPlain(client, SITE_CONTENT_PATHS.certificates, null, certificatesSchema, options);
}

/** Every published version of a policy, newest first (`{ version, created_at }`). */
export async function getPolicyVersions(
  client: ApiClient,
  kind: PolicyKind,
  options?: CallOptions,
): Promise<PolicyVersionItem[]> {
  const data = await readPlain(
    client,
    POLICY_PATHS[kind].versions,
    null,
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
  return readPlain(
    client,
    withQuery(POLICY_PATHS[kind].content, { version: request.version }),
    null,
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
  return readPlain(
    client,
    withQuery(SITE_CONTENT_PATHS.news, { page: request.page, size: request.size }),
    null,
    newsPageSchema,
    options,
  );
}

export async function getCompanyNews(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<NewsDetail> {
  const data = await readPlain(
    client,
    SITE_CONTENT_PATHS.newsDetail(id),
    null,
    z.looseObject({ news: newsDetailSchema }),
    options,
  );
  return data.news;
}

export async function getCourierCompanies(
  client: ApiClient,
  options?: CallOptions,
): Promise<CourierCompany[]> {
  const data = await readPlain(
    client,
    SITE_CONTENT_PATHS.couriers,
    null,
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
