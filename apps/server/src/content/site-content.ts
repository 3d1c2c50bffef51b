import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema, PolicyKind } from '../db/schema';
import { ApiError } from '../errors';
import { paged, type Paging } from './common';
import { sanitizePostHtml } from './sanitize';

/**
 * Site content: the main page (announcements, event popups, top
 * banners, recommended entries) and company content (pages, certificates and patents, policy
 * versions, news, couriers). One description per entity drives both the public reads
 * (`routes/site-content.ts`) and the administration (`content/admin-content.ts`).
 */

export type ContentDb = Kysely<DatabaseSchema>;
type Cell = string | number | null;
export type ContentRow = Record<string, Cell>;
/** The same database seen with table and column names chosen at run time. */
type LooseDb = Kysely<Record<string, ContentRow>>;

export function loose(db: ContentDb): LooseDb {
  return db as unknown as LooseDb;
}

// ---------------------------------------------------------------------------------------------
// Field schemas

/** http(s) or a path on this site (never `javascript:`, `data:` or `//host`). */
const SAFE_URL = /^(?:https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;

const text = (max: number) => z.string().trim().min(1).max(max);
const url = z.string().trim().max(2000).regex(SAFE_URL);
const optionalUrl = z
  .union([url, z.literal(''), z.null()])
  .transform((value) => (value === '' ? null : value));
/** Rich text of the editor; sanitised before it is stored. */
const html = z
  .string()
  .max(200_000)
  .transform((value) => sanitizePostHtml(value).html);
const time = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());
const day = z.iso.date();
const sortOrder = z.number().int().min(-1_000_000).max(1_000_000);
const flag = z.boolean().transform((value) => (value ? 1 : 0));
/** A picture's width or height in CSS pixels, so the site keeps its place before it loads. */
const imageSide = z.number().int().min(1).max(4000);

/** Tracking pages must be https and say where the tracking number goes. */
const trackingUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https:\/\/[^\s"'<>]+$/)
  .refine((value) => value.includes('{invoice}'));

/** Ids of standalone pages: lower-case words with hyphens (`about-us`, `event-2026`). */
export const PAGE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Pages of their own call (`/boards/about-us`, `/boards/direction`, `/boards/sales_agent`). */
export const FIXED_PAGES = {
  aboutUs: 'about-us',
  direction: 'direction',
  salesAgent: 'sales-agent',
} as const;

// ---------------------------------------------------------------------------------------------
// Entities

export interface EntitySpec {
  /** Path segment of the admin calls and the audit log's `entity`. */
  name: string;
  /** Korean and English names, for documents and messages. */
  label: [string, string];
  table: keyof DatabaseSchema & `site_${string}`;
  /** The create payload, camelCase; every key maps to the column of the same name in snake_case. */
  create: z.ZodObject;
  /** Fields an update may not change. */
  fixed?: string[];
  /** Order of the admin list and the public list. */
  order: [string, 'asc' | 'desc'][];
  /** Whether the payload may name the id (pages); a UUID otherwise. */
  ownId?: boolean;
  /** Columns unique besides the id, answered with CONTENT_ID_TAKEN. */
  unique?: string[];
}

export const ENTITIES = {
  announcements: {
    name: 'announcements',
    label: ['공지 알림', 'announcement'],
    table: 'site_announcements',
    create: z.looseObject({
      title: text(200),
      contentHtml: html,
      linkUrl: optionalUrl.default(null),
      isPublished: flag.default(1),
    }),
    order: [
      ['created_at', 'desc'],
      ['id', 'asc'],
    ],
  },
  popups: {
    name: 'popups',
    label: ['이벤트 팝업', 'event popup'],
    table: 'site_popups',
    create: z.looseObject({
      title: text(200),
      imageUrl: url,
      linkUrl: optionalUrl.default(null),
      startsAt: time,
      endsAt: time,
      sortOrder: sortOrder.default(0),
      isPublished: flag.default(1),
    }),
    order: [
      ['sort_order', 'asc'],
      ['starts_at', 'desc'],
      ['id', 'asc'],
    ],
  },
  banners: {
    name: 'banners',
    label: ['메인 상단 배너', 'main top banner'],
    table: 'site_banners',
    create: z.looseObject({
      title: text(200),
      imageUrl: url,
      linkUrl: optionalUrl.default(null),
      sortOrder: sortOrder.default(0),
      isPublished: flag.default(1),
    }),
    order: [
      ['sort_order', 'asc'],
      ['created_at', 'asc'],
      ['id', 'asc'],
    ],
  },
  recommended: {
    name: 'recommended',
    label: ['메인 추천 항목', 'recommended item'],
    table: 'site_recommended_items',
    create: z.looseObject({
      title: text(200),
      imageUrl: url,
      linkUrl: optionalUrl.default(null),
      sortOrder: sortOrder.default(0),
      isPublished: flag.default(1),
    }),
    order: [
      ['sort_order', 'asc'],
      ['created_at', 'asc'],
      ['id', 'asc'],
    ],
  },
  'center-ads': {
    name: 'center-ads',
    label: ['메인 중앙 광고', 'main centre ad'],
    table: 'site_center_ads',
    create: z.looseObject({
      titleKo: text(200),
      titleEn: text(200),
      altKo: text(300),
      altEn: text(300),
      imageUrl: url,
      imageWidth: imageSide,
      imageHeight: imageSide,
      linkUrl: optionalUrl.default(null),
      startsAt: time,
      endsAt: z.union([time, z.null()]).default(null),
      sortOrder: sortOrder.default(0),
      isPublished: flag.default(1),
    }),
    order: [
      ['sort_order', 'asc'],
      ['starts_at', 'desc'],
      ['id', 'asc'],
    ],
  },
  pages: {
    name: 'pages',
    label: ['단독 페이지', 'standalone page'],
    table: 'site_pages',
    create: z.looseObject({
      id: z.string().trim().regex(PAGE_ID).optional(),
      title: text(200),
      contentHtml: html,
    }),
    fixed: ['id'],
    ownId: true,
    order: [['id', 'asc']],
  },
  news: {
    name: 'news',
    label: ['회사 소식', 'company news'],
    table: 'site_news',
    create: z.looseObject({
      title: text(200),
      summary: text(1000),
      contentHtml: html,
      thumbnailUrl: optionalUrl.default(null),
      publishedAt: time.optional(),
    }),
    order: [
      ['published_at', 'desc'],
      ['id', 'asc'],
    ],
  },
  certificates: {
    name: 'certificates',
    label: ['인증서·특허', 'certificate or patent'],
    table: 'site_certificates',
    create: z.looseObject({
      kind: z.enum(['certificate', 'patent']),
      title: text(200),
      issuer: text(200),
      number: z
        .union([text(100), z.literal(''), z.null()])
        .transform((value) => (value === '' ? null : value))
        .default(null),
      issuedOn: day,
      imageUrl: optionalUrl.default(null),
      sortOrder: sortOrder.default(0),
    }),
    order: [
      ['kind', 'asc'],
      ['sort_order', 'asc'],
      ['issued_on', 'desc'],
      ['id', 'asc'],
    ],
  },
  couriers: {
    name: 'couriers',
    label: ['택배사', 'courier company'],
    table: 'site_couriers',
    create: z.looseObject({
      name: text(100),
      code: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
      trackingUrl,
      sortOrder: sortOrder.default(0),
      isActive: flag.default(1),
    }),
    unique: ['code'],
    order: [
      ['sort_order', 'asc'],
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  },
} as const satisfies Record<string, EntitySpec>;

export type EntityName = keyof typeof ENTITIES;
export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

export const POLICY_KINDS = ['terms', 'privacy', 'subscription'] as const satisfies PolicyKind[];

// ---------------------------------------------------------------------------------------------
// Rows as the site reads them

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A row with camelCase keys, `is_*` flags as booleans and `content_html` as `content`. */
export function present(row: ContentRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'content_html') out.content = value;
    else if (column.startsWith('is_')) out[camelCase(column)] = value === 1;
    else out[camelCase(column)] = value;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Public reads

export async function announcements(db: ContentDb, limit: number) {
  const rows = await db
    .selectFrom('site_announcements')
    .select(['id', 'title', 'content_html', 'link_url', 'created_at'])
    .where('is_published', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(present);
}

/** Published popups whose period holds `now` (starts_at <= now < ends_at). */
export async function currentPopups(db: ContentDb, now: Date) {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('site_popups')
    .select(['id', 'title', 'image_url', 'link_url', 'starts_at', 'ends_at', 'sort_order'])
    .where('is_published', '=', 1)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('sort_order')
    .orderBy('starts_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(present);
}

export async function imageLinks(db: ContentDb, table: 'site_banners' | 'site_recommended_items') {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'title', 'image_url', 'link_url', 'sort_order'])
    .where('is_published', '=', 1)
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(present);
}

/**
 * The `main_center` ads: published, in their period now (starts_at <= now, and no end or
 * now < ends_at), by sort order, the newest start first.
 */
export async function centerAds(db: ContentDb, now: Date) {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('site_center_ads')
    .select([
      'id',
      'title_ko',
      'title_en',
      'alt_ko',
      'alt_en',
      'image_url',
      'image_width',
      'image_height',
      'link_url',
      'starts_at',
      'ends_at',
      'sort_order',
    ])
    .where('is_published', '=', 1)
    .where('starts_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('sort_order')
    .orderBy('starts_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(present);
}

export async function page(db: ContentDb, id: string) {
  const row = await db
    .selectFrom('site_pages')
    .select(['id', 'title', 'content_html', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError('CONTENT_NOT_FOUND', { entity: `page ${id}` });
  return present(row);
}

export async function certificates(db: ContentDb) {
  const rows = await db
    .selectFrom('site_certificates')
    .select(['id', 'kind', 'title', 'issuer', 'number', 'issued_on', 'image_url'])
    .orderBy('sort_order')
    .orderBy('issued_on', 'desc')
    .orderBy('id')
    .execute();
  return {
    certificates: rows.filter((row) => row.kind === 'certificate').map(present),
    patents: rows.filter((row) => row.kind === 'patent').map(present),
  };
}

/** `{ version, created_at }` of every version, newest first, as the terms and privacy pages list them. */
export async function policyVersions(db: ContentDb, kind: PolicyKind) {
  return db
    .selectFrom('site_policy_versions')
    .select(['version', 'created_at'])
    .where('kind', '=', kind)
    .orderBy('version', 'desc')
    .execute();
}

/** One version (the newest without `version`) with its content. */
export async function policy(db: ContentDb, kind: PolicyKind, version: number | undefined) {
  let query = db
    .selectFrom('site_policy_versions')
    .select(['version', 'created_at', 'content_html'])
    .where('kind', '=', kind);
  query =
    version === undefined
      ? query.orderBy('version', 'desc').limit(1)
      : query.where('version', '=', version);
  const row = await query.executeTakeFirst();
  if (!row)
    throw new ApiError('CONTENT_NOT_FOUND', {
      entity: version === undefined ? kind : `${kind} v${version}`,
    });
  return { version: row.version, created_at: row.created_at, content: row.content_html };
}

/** Published news (published_at <= now), newest first. */
export async function newsPage(db: ContentDb, paging: Paging, now: Date) {
  const at = now.toISOString();
  const [count, rows] = await Promise.all([
    db
      .selectFrom('site_news')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('published_at', '<=', at)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('site_news')
      .select(['id', 'title', 'summary', 'thumbnail_url', 'published_at'])
      .where('published_at', '<=', at)
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size)
      .execute(),
  ]);
  return paged(rows.map(present), Number(count.n), paging);
}

export async function newsDetail(db: ContentDb, id: string, now: Date) {
  const row = await db
    .selectFrom('site_news')
    .select(['id', 'title', 'summary', 'content_html', 'thumbnail_url', 'published_at'])
    .where('id', '=', id)
    .where('published_at', '<=', now.toISOString())
    .executeTakeFirst();
  if (!row) throw new ApiError('CONTENT_NOT_FOUND', { entity: 'news' });
  return present(row);
}

export async function couriers(db: ContentDb) {
  const rows = await db
    .selectFrom('site_couriers')
    .select(['id', 'name', 'code', 'tracking_url'])
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return rows.map(present);
}
