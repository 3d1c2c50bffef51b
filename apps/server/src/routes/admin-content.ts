import { Hono } from 'hono';
import { requireAdmin } from '../admin';
import {
  auditLog,
  auditLogSchema,
  createEntity,
  createPolicyVersion,
  deleteEntity,
  deleteSchema,
  deletePolicyVersion,
  listEntity,
  listPolicyVersions,
  policyCreateSchema,
  policyListSchema,
  updateEntity,
  updateSchema,
} from '../content/admin-content';
import { readPaging } from '../content/common';
import { ENTITIES, ENTITY_NAMES } from '../content/site-content';
import type { AppEnv, RouteDeps } from '../env';
import { validate } from '../protocol';
import { jsonBodyLimit } from './limits';
import { ok, readBody } from './user';
import { defineRoute, type RouteDoc } from './define';

const ADMIN_ERRORS: RouteDoc['errors'] = [
  'UNAUTHENTICATED',
  'TOKEN_INVALID',
  'LOGIN_REQUIRED',
  'ADMIN_REQUIRED',
];

/** An administration call: POST, an administrator's account body, a plain answer. */
function adminDoc(path: string, ko: string, en: string, rest: Partial<RouteDoc>): RouteDoc {
  return {
    method: 'post',
    path,
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

/**
 * Administration of the site content, under `/admin/content` (every call POST, like the rest of
 * the site's calls): `/{entity}/list|create|update|delete` for announcements, popups, banners,
 * recommended, pages, news, certificates and couriers; `/policies/list|create|delete` for the
 * terms, privacy and subscription-terms versions; `/audit-log` (paged). Bodies are plain JSON or
 * `{ encryptedData }`; answers plain `{ resCode: 200, dataRes }`. Guests get 401, members 403.
 */
export function adminContentRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);

  for (const name of ENTITY_NAMES) {
    const [ko, en] = ENTITIES[name].label;
    const periodError = name === 'center-ads' ? 'AD_PERIOD_INVALID' : 'POPUP_PERIOD_INVALID';
    defineRoute(
      routes,
      adminDoc(`/${name}/list`, `${ko} 관리 목록 (page, size)`, `All ${en} rows (page, size)`, {
        resultKo: 'items, totalPage, totalCount, currentPage, pageSize',
        resultEn: 'items, totalPage, totalCount, currentPage, pageSize',
        errors: ['PAGING_INVALID'],
      }),
      limit,
      async (c) => {
        requireAdmin(c.get('identity'));
        const body = (await readBody(c, key, true)) as Record<string, unknown>;
        return ok(c, await listEntity(db, name, readPaging(body ?? {})));
      },
    );
    defineRoute(
      routes,
      adminDoc(`/${name}/create`, `${ko} 만들기`, `Create a ${en}`, {
        schema: ENTITIES[name].create,
        resultKo: 'item: 만든 항목',
        resultEn: 'item: the created row',
        errors: ['CONTENT_ID_TAKEN', periodError],
      }),
      limit,
      async (c) => {
        const admin = requireAdmin(c.get('identity'));
        const body = await readBody(c, key);
        return ok(c, { item: await createEntity(db, admin, name, body, config.now()) });
      },
    );
    defineRoute(
      routes,
      adminDoc(`/${name}/update`, `${ko} 고치기`, `Update a ${en}`, {
        schema: updateSchema(name),
        resultKo: 'item: 고친 항목',
        resultEn: 'item: the updated row',
        errors: ['CONTENT_NOT_FOUND', 'CONTENT_ID_TAKEN', periodError],
      }),
      limit,
      async (c) => {
        const admin = requireAdmin(c.get('identity'));
        const body = await readBody(c, key);
        return ok(c, { item: await updateEntity(db, admin, name, body, config.now()) });
      },
    );
    defineRoute(
      routes,
      adminDoc(`/${name}/delete`, `${ko} 삭제`, `Delete a ${en}`, {
        schema: deleteSchema,
        resultKo: '{ id }',
        resultEn: '{ id }',
        errors: ['CONTENT_NOT_FOUND'],
      }),
      limit,
      async (c) => {
        const admin = requireAdmin(c.get('identity'));
        const body = await readBody(c, key);
        return ok(c, await deleteEntity(db, admin, name, body, config.now()));
      },
    );
  }

  defineRoute(
    routes,
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
    limit,
    async (c) => {
      requireAdmin(c.get('identity'));
      const body = (await readBody(c, key, true)) as Record<string, unknown>;
      const { kind } = validate(policyListSchema, body);
      return ok(c, await listPolicyVersions(db, kind, readPaging(body)));
    },
  );
  defineRoute(
    routes,
    adminDoc('/policies/create', '약관 새 버전 게시', 'Publish a new policy version', {
      schema: policyCreateSchema,
      resultKo: 'item: { id, kind, version, created_at, content } (이전 버전은 그대로)',
      resultEn:
        'item: { id, kind, version, created_at, content } (older versions stay as they are)',
    }),
    limit,
    async (c) => {
      const admin = requireAdmin(c.get('identity'));
      const body = await readBody(c, key);
      return ok(c, { item: await createPolicyVersion(db, admin, body, config.now()) });
    },
  );
  defineRoute(
    routes,
    adminDoc('/policies/delete', '약관 버전 삭제', 'Delete a policy version', {
      schema: deleteSchema,
      resultKo: '{ id }',
      resultEn: '{ id }',
      errors: ['CONTENT_NOT_FOUND'],
    }),
    limit,
    async (c) => {
      const admin = requireAdmin(c.get('identity'));
      const body = await readBody(c, key);
      return ok(c, await deletePolicyVersion(db, admin, body, config.now()));
    },
  );

  defineRoute(
    routes,
    adminDoc('/audit-log', '관리자 변경 기록 (page, size, entity)', 'Audit log of admin changes', {
      schema: auditLogSchema,
      resultKo:
        'items: [{ id, actorId, actorEmail, actorName, action, entity, entityId, detail, createdAt }], totalPage, totalCount, currentPage, pageSize',
      resultEn:
        'items: [{ id, actorId, actorEmail, actorName, action, entity, entityId, detail, createdAt }], totalPage, totalCount, currentPage, pageSize',
      errors: ['PAGING_INVALID'],
    }),
    limit,
    async (c) => {
      requireAdmin(c.get('identity'));
      const body = (await readBody(c, key, true)) as Record<string, unknown>;
      const { entity } = validate(auditLogSchema, body);
      return ok(c, await auditLog(db, entity, readPaging(body, 20)));
    },
  );

  return routes;
}
