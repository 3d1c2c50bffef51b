import { Hono } from 'hono';
import { requireAdmin } from '../admin';
import {
  auditLog,
  auditLogSchema,
  createEntity,
  createPolicyVersion,
  deleteEntity,
  deletePolicyVersion,
  listEntity,
  listPolicyVersions,
  policyListSchema,
  updateEntity,
} from '../content/admin-content';
import { readPaging } from '../content/common';
import { ENTITY_NAMES } from '../content/site-content';
import type { AppEnv, RouteDeps } from '../env';
import { validate } from '../protocol';
import { jsonBodyLimit } from './limits';
import { ok, readBody } from './user';

/**
 * Administration of the site content, under `/admin/content` (every call POST, like the rest of
 * spec point 7): `/{entity}/list|create|update|delete` for announcements, popups, banners,
 * recommended, pages, news, certificates and couriers; `/policies/list|create|delete` for the
 * terms, privacy and subscription-terms versions; `/audit-log` (paged). Bodies are plain JSON or
 * `{ encryptedData }`; answers plain `{ resCode: 200, dataRes }`. Guests get 401, members 403.
 */
export function adminContentRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);

  for (const name of ENTITY_NAMES) {
    routes.post(`/${name}/list`, limit, async (c) => {
      requireAdmin(c.get('identity'));
      const body = (await readBody(c, key, true)) as Record<string, unknown>;
      return ok(c, await listEntity(db, name, readPaging(body ?? {})));
    });
    routes.post(`/${name}/create`, limit, async (c) => {
      const admin = requireAdmin(c.get('identity'));
      const body = await readBody(c, key);
      return ok(c, { item: await createEntity(db, admin, name, body, config.now()) });
    });
    routes.post(`/${name}/update`, limit, async (c) => {
      const admin = requireAdmin(c.get('identity'));
      const body = await readBody(c, key);
      return ok(c, { item: await updateEntity(db, admin, name, body, config.now()) });
    });
    routes.post(`/${name}/delete`, limit, async (c) => {
      const admin = requireAdmin(c.get('identity'));
      const body = await readBody(c, key);
      return ok(c, await deleteEntity(db, admin, name, body, config.now()));
    });
  }

  routes.post('/policies/list', limit, async (c) => {
    requireAdmin(c.get('identity'));
    const body = (await readBody(c, key, true)) as Record<string, unknown>;
    const { kind } = validate(policyListSchema, body);
    return ok(c, await listPolicyVersions(db, kind, readPaging(body)));
  });
  routes.post('/policies/create', limit, async (c) => {
    const admin = requireAdmin(c.get('identity'));
    const body = await readBody(c, key);
    return ok(c, { item: await createPolicyVersion(db, admin, body, config.now()) });
  });
  routes.post('/policies/delete', limit, async (c) => {
    const admin = requireAdmin(c.get('identity'));
    const body = await readBody(c, key);
    return ok(c, await deletePolicyVersion(db, admin, body, config.now()));
  });

  routes.post('/audit-log', limit, async (c) => {
    requireAdmin(c.get('identity'));
    const body = (await readBody(c, key, true)) as Record<string, unknown>;
    const { entity } = validate(auditLogSchema, body);
    return ok(c, await auditLog(db, entity, readPaging(body, 20)));
  });

  return routes;
}
