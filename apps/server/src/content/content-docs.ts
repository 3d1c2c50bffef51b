import type { RouteDoc } from '../openapi';
import { GET_AND_POST, POLICY_PATHS } from '../routes/site-content';
import {
  auditLogSchema,
  deleteSchema,
  policyCreateSchema,
  policyListSchema,
  updateSchema,
} from './admin-content';
import { ENTITIES, ENTITY_NAMES } from './site-content';

const POLICY_NAMES = {
  terms: ['이용약관', 'terms of service'],
  privacy: ['개인정보처리방침', 'privacy policy'],
  subscription: ['정기결제 약관', 'subscription terms'],
} as const;

function publicDoc(
  method: RouteDoc['method'],
  path: string,
  ko: string,
  en: string,
  resultKo: string,
  resultEn: string,
  extra: Partial<RouteDoc> = {},
): RouteDoc {
  return {
    method,
    path: `/boards${path}`,
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

const NOT_FOUND: Partial<RouteDoc> = { errors: ['CONTENT_NOT_FOUND'] };

/** The public content calls of `routes/site-content.ts`. */
function publicDocs(): RouteDoc[] {
  const docs: RouteDoc[] = [
    publicDoc(
      'get',
      '/get_announcement',
      '메인 공지 알림 (쿼리 limit 1~50, 기본 5)',
      'Main page announcements (query limit 1 to 50, default 5)',
      'announcements: [{ id, title, content, linkUrl, createdAt }] (최신순)',
      'announcements: [{ id, title, content, linkUrl, createdAt }] (newest first)',
      { errors: ['VALIDATION_FAILED'] },
    ),
    publicDoc(
      'get',
      '/main_recommended',
      '메인 추천 항목',
      'Recommended items of the main page',
      'recommendedItems: [{ id, title, imageUrl, linkUrl, sortOrder }]',
      'recommendedItems: [{ id, title, imageUrl, linkUrl, sortOrder }]',
    ),
    publicDoc(
      'get',
      '/certificates_and_patents',
      '인증서와 특허',
      'Certificates and patents',
      'certificates, patents: [{ id, kind, title, issuer, number, issuedOn, imageUrl }]',
      'certificates, patents: [{ id, kind, title, issuer, number, issuedOn, imageUrl }]',
    ),
    publicDoc(
      'get',
      '/about-us',
      '회사 소개',
      'About us',
      'content: { id, title, content, updatedAt }',
      'content: { id, title, content, updatedAt }',
      NOT_FOUND,
    ),
    publicDoc(
      'get',
      '/direction',
      '오시는 길',
      'Directions',
      'content: { id, title, content, updatedAt }',
      'content: { id, title, content, updatedAt }',
      NOT_FOUND,
    ),
    publicDoc(
      'get',
      '/sales_agent',
      '판매 대리점 안내',
      'Sales agent',
      'content: { id, title, content, updatedAt }',
      'content: { id, title, content, updatedAt }',
      NOT_FOUND,
    ),
    publicDoc(
      'get',
      '/standalone/:id',
      '단독 콘텐츠 페이지',
      'A standalone content page',
      'content: { id, title, content, updatedAt }',
      'content: { id, title, content, updatedAt }',
      { errors: ['CONTENT_NOT_FOUND', 'VALIDATION_FAILED'] },
    ),
    publicDoc(
      'get',
      '/news',
      '회사 소식 목록 (쿼리 page 1~100000, size 1~100)',
      'Company news (query page 1 to 100000, size 1 to 100)',
      'items, totalPage, totalCount, currentPage, pageSize',
      'items, totalPage, totalCount, currentPage, pageSize',
      { errors: ['PAGING_INVALID'] },
    ),
    publicDoc(
      'get',
      '/news/detail/:id',
      '회사 소식 상세',
      'A company news item',
      'news: { id, title, summary, content, thumbnailUrl, publishedAt }',
      'news: { id, title, summary, content, thumbnailUrl, publishedAt }',
      { errors: ['CONTENT_NOT_FOUND', 'VALIDATION_FAILED'] },
    ),
    publicDoc(
      'get',
      '/courier_companies',
      '택배사 목록',
      'Courier companies',
      'couriers: [{ id, name, code, trackingUrl }] (trackingUrl의 {invoice}에 송장 번호)',
      'couriers: [{ id, name, code, trackingUrl }] (the tracking number goes into {invoice})',
    ),
  ];
  const listed: Record<string, [string, string, string]> = {
    '/event_popups': [
      '지금 게시 중인 이벤트 팝업',
      'Event popups in their period now',
      'mainEventPopups: [{ id, title, imageUrl, linkUrl, startsAt, endsAt, sortOrder }]',
    ],
    '/banners/main_top': [
      '메인 상단 배너',
      'Main top banners',
      'mainTopBanners: [{ id, title, imageUrl, linkUrl, sortOrder }]',
    ],
    '/banners/main_center': [
      '메인 중앙 광고 (지금 게시 기간인 것, 순서대로; 제목·대체 텍스트는 글자 그대로)',
      'Main centre ads (those in their period now, in order; titles and alt texts are plain text)',
      'mainCenterAds: [{ id, titleKo, titleEn, altKo, altEn, imageUrl, imageWidth, imageHeight, linkUrl, startsAt, endsAt, sortOrder }]',
    ],
  };
  for (const method of ['get', 'post'] as const) {
    for (const path of GET_AND_POST) {
      const [ko, en, result] = listed[path]!;
      docs.push(publicDoc(method, path, ko, en, result, result));
    }
  }
  for (const [contentPath, versionsPath, kind] of POLICY_PATHS) {
    const [ko, en] = POLICY_NAMES[kind];
    docs.push(
      publicDoc(
        'get',
        `/${contentPath}`,
        `${ko} (쿼리 version, 없으면 최신)`,
        `The ${en} (query version; the newest without it)`,
        '{ version, created_at, content }',
        '{ version, created_at, content }',
        { errors: ['CONTENT_NOT_FOUND', 'VALIDATION_FAILED'] },
      ),
      publicDoc(
        'get',
        `/${versionsPath}`,
        `${ko} 버전 목록`,
        `Versions of the ${en}`,
        'versions: [{ version, created_at }] (최신순)',
        'versions: [{ version, created_at }] (newest first)',
      ),
    );
  }
  return docs;
}

const ADMIN_ERRORS: RouteDoc['errors'] = [
  'UNAUTHENTICATED',
  'TOKEN_INVALID',
  'LOGIN_REQUIRED',
  'ADMIN_REQUIRED',
];

function adminDoc(path: string, ko: string, en: string, rest: Partial<RouteDoc>): RouteDoc {
  return {
    method: 'post',
    path: `/admin/content${path}`,
    tag: 'admin-content',
    summaryKo: ko,
    summaryEn: en,
    body: 'account',
    caller: 'member',
    reply: 'plain',
    ...rest,
    errors: [...(ADMIN_ERRORS ?? []), ...(rest.errors ?? [])],
  };
}

/** The administration calls of `routes/admin-content.ts`. */
function adminDocs(): RouteDoc[] {
  const docs: RouteDoc[] = [];
  for (const name of ENTITY_NAMES) {
    const [ko, en] = ENTITIES[name].label;
    const periodError = name === 'center-ads' ? 'AD_PERIOD_INVALID' : 'POPUP_PERIOD_INVALID';
    docs.push(
      adminDoc(`/${name}/list`, `${ko} 관리 목록 (page, size)`, `All ${en} rows (page, size)`, {
        resultKo: 'items, totalPage, totalCount, currentPage, pageSize',
        resultEn: 'items, totalPage, totalCount, currentPage, pageSize',
        errors: ['PAGING_INVALID'],
      }),
      adminDoc(`/${name}/create`, `${ko} 만들기`, `Create a ${en}`, {
        schema: ENTITIES[name].create,
        resultKo: 'item: 만든 항목',
        resultEn: 'item: the created row',
        errors: ['CONTENT_ID_TAKEN', periodError],
      }),
      adminDoc(`/${name}/update`, `${ko} 고치기`, `Update a ${en}`, {
        schema: updateSchema(name),
        resultKo: 'item: 고친 항목',
        resultEn: 'item: the updated row',
        errors: ['CONTENT_NOT_FOUND', 'CONTENT_ID_TAKEN', periodError],
      }),
      adminDoc(`/${name}/delete`, `${ko} 삭제`, `Delete a ${en}`, {
        schema: deleteSchema,
        resultKo: '{ id }',
        resultEn: '{ id }',
        errors: ['CONTENT_NOT_FOUND'],
      }),
    );
  }
  docs.push(
    adminDoc(
      '/policies/list',
      '약관·개인정보처리방침 버전 관리 목록',
      'All terms, privacy and subscription-terms versions',
      {
        schema: policyListSchema,
        resultKo: 'items, totalPage, totalCount, currentPage, pageSize',
        resultEn: 'items, totalPage, totalCount, currentPage, pageSize',
        errors: ['PAGING_INVALID'],
      },
    ),
    adminDoc('/policies/create', '약관 새 버전 게시', 'Publish a new policy version', {
      schema: policyCreateSchema,
      resultKo: 'item: { id, kind, version, created_at, content } (이전 버전은 그대로)',
      resultEn:
        'item: { id, kind, version, created_at, content } (older versions stay as they are)',
    }),
    adminDoc('/policies/delete', '약관 버전 삭제', 'Delete a policy version', {
      schema: deleteSchema,
      resultKo: '{ id }',
      resultEn: '{ id }',
      errors: ['CONTENT_NOT_FOUND'],
    }),
    adminDoc('/audit-log', '관리자 변경 기록 (page, size, entity)', 'Audit log of admin changes', {
      schema: auditLogSchema,
      resultKo:
        'items: [{ id, actorId, actorEmail, actorName, action, entity, entityId, detail, createdAt }], totalPage, totalCount, currentPage, pageSize',
      resultEn:
        'items: [{ id, actorId, actorEmail, actorName, action, entity, entityId, detail, createdAt }], totalPage, totalCount, currentPage, pageSize',
      errors: ['PAGING_INVALID'],
    }),
  );
  return docs;
}

/** Every route of the site content and its administration, for `openapi.ts`. */
export function siteContentDocs(): RouteDoc[] {
  return [...publicDocs(), ...adminDocs()];
}
