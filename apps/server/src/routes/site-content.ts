import { Hono, type Context } from 'hono';
import {
  announcements,
  centerAds,
  certificates,
  couriers,
  currentPopups,
  FIXED_PAGES,
  imageLinks,
  newsDetail,
  newsPage,
  page,
  policy,
  policyVersions,
} from '../content/site-content';
import { readPaging } from '../content/common';
import type { PolicyKind } from '../db/schema';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import { jsonBodyLimit } from './limits';
import { ok } from './user';
import { defineRoute, type RouteDoc, type RouteDocAt } from './define';

/** The terms and privacy calls: content path → version-list path → kind. */
const POLICY_PATHS: [string, string, PolicyKind][] = [
  ['term_of_services', 'version_term_of_services', 'terms'],
  ['privacy_policy', 'version_privacy_policy', 'privacy'],
  ['term_of_services_subs', 'version_term_of_services_subs', 'subscription'],
];

/** The policies' names in the document's summaries, Korean and English. */
const POLICY_NAMES = {
  terms: ['이용약관', 'terms of service'],
  privacy: ['개인정보처리방침', 'privacy policy'],
  subscription: ['정기결제 약관', 'subscription terms'],
} as const;

/** A public content call: no body, anyone, a plain answer. */
function publicDoc<P extends string>(
  method: RouteDoc['method'],
  path: P,
  ko: string,
  en: string,
  resultKo: string,
  resultEn: string,
  extra: Pick<RouteDoc, 'errors'> = {},
): RouteDocAt<P> {
  return {
    method,
    path,
    tag: 'site-content',
    summaryKo: ko,
    summaryEn: en,
    body: 'none',
    caller: 'anyone',
    reply: 'plain',
    resultKo,
    resultEn,
    ...extra,
  };
}

const NOT_FOUND: Pick<RouteDoc, 'errors'> = { errors: ['CONTENT_NOT_FOUND'] };

export const ANNOUNCEMENT_LIMIT = { default: 5, max: 50 };

/**
 * Public site content (the main page's and company pages' reads), under `/boards`. Anyone may read it, with
 * or without a credential; nothing here reads the identity. Answers are plain JSON,
 * `{ resCode: 200, dataRes: {...} }`; failures the usual error body with a clear `resCode`.
 */
export function siteContentRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  defineRoute(
    routes,
    publicDoc(
      'get',
      '/get_announcement',
      '메인 공지 알림 (쿼리 limit 1~50, 기본 5)',
      'Main page announcements (query limit 1 to 50, default 5)',
      'announcements: [{ id, title, content, linkUrl, createdAt }] (최신순)',
      'announcements: [{ id, title, content, linkUrl, createdAt }] (newest first)',
      { errors: ['VALIDATION_FAILED'] },
    ),
    async (c) => {
      const limit =
        wholeNumber(c, 'limit', 1, ANNOUNCEMENT_LIMIT.max) ?? ANNOUNCEMENT_LIMIT.default;
      return ok(c, { announcements: await announcements(db, limit) });
    },
  );

  // The POST forms take no body, yet a declared one must not be read without a limit.
  const limit = jsonBodyLimit(config);
  // These answer both GET and POST (the site asks for the popup and banner lists by POST).
  for (const method of ['get', 'post'] as const) {
    defineRoute(
      routes,
      publicDoc(
        method,
        '/event_popups',
        '지금 게시 중인 이벤트 팝업',
        'Event popups in their period now',
        'mainEventPopups: [{ id, title, imageUrl, linkUrl, startsAt, endsAt, sortOrder }]',
        'mainEventPopups: [{ id, title, imageUrl, linkUrl, startsAt, endsAt, sortOrder }]',
      ),
      limit,
      async (c) => ok(c, { mainEventPopups: await currentPopups(db, config.now()) }),
    );
    defineRoute(
      routes,
      publicDoc(
        method,
        '/banners/main_top',
        '메인 상단 배너',
        'Main top banners',
        'mainTopBanners: [{ id, title, imageUrl, linkUrl, sortOrder }]',
        'mainTopBanners: [{ id, title, imageUrl, linkUrl, sortOrder }]',
      ),
      limit,
      async (c) => ok(c, { mainTopBanners: await imageLinks(db, 'site_banners') }),
    );
    defineRoute(
      routes,
      publicDoc(
        method,
        '/banners/main_center',
        '메인 중앙 광고 (지금 게시 기간인 것, 순서대로; 제목·대체 텍스트는 글자 그대로)',
        'Main centre ads (those in their period now, in order; titles and alt texts are plain text)',
        'mainCenterAds: [{ id, titleKo, titleEn, altKo, altEn, imageUrl, imageWidth, imageHeight, linkUrl, startsAt, endsAt, sortOrder }]',
        'mainCenterAds: [{ id, titleKo, titleEn, altKo, altEn, imageUrl, imageWidth, imageHeight, linkUrl, startsAt, endsAt, sortOrder }]',
      ),
      limit,
      async (c) => ok(c, { mainCenterAds: await centerAds(db, config.now()) }),
    );
  }
  defineRoute(
    routes,
    publicDoc(
      'get',
      '/main_recommended',
      '메인 추천 항목',
      'Recommended items of the main page',
      'recommendedItems: [{ id, title, imageUrl, linkUrl, sortOrder }]',
      'recommendedItems: [{ id, title, imageUrl, linkUrl, sortOrder }]',
    ),
    async (c) => ok(c, { recommendedItems: await imageLinks(db, 'site_recommended_items') }),
  );

  defineRoute(
    routes,
    publicDoc(
      'get',
      '/certificates_and_patents',
      '인증서와 특허',
      'Certificates and patents',
      'certificates, patents: [{ id, kind, title, issuer, number, issuedOn, imageUrl }]',
      'certificates, patents: [{ id, kind, title, issuer, number, issuedOn, imageUrl }]',
    ),
    async (c) => ok(c, await certificates(db)),
  );
  defineRoute(
    routes,
    publicDoc(
      'get',
      '/about-us',
      '회사 소개',
      'About us',
      'content: { id, title, content, updatedAt }',
      'content: { id, title, content, updatedAt }',
      NOT_FOUND,
    ),
    async (c) => ok(c, { content: await page(db, FIXED_PAGES.aboutUs) }),
  );
  defineRoute(
    routes,
    publicDoc(
      'get',
      '/direction',
      '오시는 길',
      'Directions',
      'content: { id, title, content, updatedAt }',
      'content: { id, title, content, updatedAt }',
      NOT_FOUND,
    ),
    async (c) => ok(c, { content: await page(db, FIXED_PAGES.direction) }),
  );
  defineRoute(
    routes,
    publicDoc(
      'get',
      '/sales_agent',
      '판매 대리점 안내',
      'Sales agent',
      'content: { id, title, content, updatedAt }',
      'content: { id, title, content, updatedAt }',
      NOT_FOUND,
    ),
    async (c) => ok(c, { content: await page(db, FIXED_PAGES.salesAgent) }),
  );
  defineRoute(
    routes,
    publicDoc(
      'get',
      '/standalone/:id',
      '단독 콘텐츠 페이지',
      'A standalone content page',
      'content: { id, title, content, updatedAt }',
      'content: { id, title, content, updatedAt }',
      { errors: ['CONTENT_NOT_FOUND', 'VALIDATION_FAILED'] },
    ),
    async (c) => {
      const id = c.req.param('id');
      if (id.length > 100) throw new ApiError('VALIDATION_FAILED', { field: 'id' });
      return ok(c, { content: await page(db, id) });
    },
  );

  for (const [contentPath, versionsPath, kind] of POLICY_PATHS) {
    const [ko, en] = POLICY_NAMES[kind];
    defineRoute(
      routes,
      publicDoc(
        'get',
        `/${contentPath}`,
        `${ko} (쿼리 version, 없으면 최신)`,
        `The ${en} (query version; the newest without it)`,
        '{ version, created_at, content }',
        '{ version, created_at, content }',
        { errors: ['CONTENT_NOT_FOUND', 'VALIDATION_FAILED'] },
      ),
      async (c) => {
        const version = wholeNumber(c, 'version', 1, 1_000_000);
        return ok(c, await policy(db, kind, version));
      },
    );
    defineRoute(
      routes,
      publicDoc(
        'get',
        `/${versionsPath}`,
        `${ko} 버전 목록`,
        `Versions of the ${en}`,
        'versions: [{ version, created_at }] (최신순)',
        'versions: [{ version, created_at }] (newest first)',
      ),
      async (c) => ok(c, { versions: await policyVersions(db, kind) }),
    );
  }

  defineRoute(
    routes,
    publicDoc(
      'get',
      '/news',
      '회사 소식 목록 (쿼리 page 1~100000, size 1~100)',
      'Company news (query page 1 to 100000, size 1 to 100)',
      'items, totalPage, totalCount, currentPage, pageSize',
      'items, totalPage, totalCount, currentPage, pageSize',
      { errors: ['PAGING_INVALID'] },
    ),
    async (c) => {
      const paging = readPaging({ page: c.req.query('page'), size: c.req.query('size') });
      return ok(c, await newsPage(db, paging, config.now()));
    },
  );
  defineRoute(
    routes,
    publicDoc(
      'get',
      '/news/detail/:id',
      '회사 소식 상세',
      'A company news item',
      'news: { id, title, summary, content, thumbnailUrl, publishedAt }',
      'news: { id, title, summary, content, thumbnailUrl, publishedAt }',
      { errors: ['CONTENT_NOT_FOUND', 'VALIDATION_FAILED'] },
    ),
    async (c) => {
      const id = c.req.param('id');
      if (id.length > 100) throw new ApiError('VALIDATION_FAILED', { field: 'id' });
      return ok(c, { news: await newsDetail(db, id, config.now()) });
    },
  );

  defineRoute(
    routes,
    publicDoc(
      'get',
      '/courier_companies',
      '택배사 목록',
      'Courier companies',
      'couriers: [{ id, name, code, trackingUrl }] (trackingUrl의 {invoice}에 송장 번호)',
      'couriers: [{ id, name, code, trackingUrl }] (the tracking number goes into {invoice})',
    ),
    async (c) => ok(c, { couriers: await couriers(db) }),
  );

  return routes;
}

/** A whole-number query parameter within [min, max]; undefined when absent. */
function wholeNumber(c: Context, name: string, min: number, max: number): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new ApiError('VALIDATION_FAILED', { field: name });
  return value;
}
