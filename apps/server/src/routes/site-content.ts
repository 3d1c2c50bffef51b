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

/** The policy calls of spec point 7: content path → version-list path → kind. */
export const POLICY_PATHS: [string, string, PolicyKind][] = [
  ['term_of_services', 'version_term_of_services', 'terms'],
  ['privacy_policy', 'version_privacy_policy', 'privacy'],
  ['term_of_services_subs', 'version_term_of_services_subs', 'subscription'],
];

/** Calls that answer both GET and POST (spec point 7 has the popup and banner lists as POST). */
export const GET_AND_POST = ['/event_popups', '/banners/main_top', '/banners/main_center'];

export const ANNOUNCEMENT_LIMIT = { default: 5, max: 50 };

/**
 * Public site content (spec point 7, "Content GETs"), under `/boards`. Anyone may read it, with
 * or without a credential; nothing here reads the identity. Answers are plain JSON,
 * `{ resCode: 200, dataRes: {...} }`; failures the usual error body with a clear `resCode`.
 */
export function siteContentRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/get_announcement', async (c) => {
    const limit = wholeNumber(c, 'limit', 1, ANNOUNCEMENT_LIMIT.max) ?? ANNOUNCEMENT_LIMIT.default;
    return ok(c, { announcements: await announcements(db, limit) });
  });

  // The POST forms take no body, yet a declared one must not be read without a limit.
  const limit = jsonBodyLimit(config);
  for (const method of ['get', 'post'] as const) {
    routes[method]('/event_popups', limit, async (c) =>
      ok(c, { mainEventPopups: await currentPopups(db, config.now()) }),
    );
    routes[method]('/banners/main_top', limit, async (c) =>
      ok(c, { mainTopBanners: await imageLinks(db, 'site_banners') }),
    );
    routes[method]('/banners/main_center', limit, async (c) =>
      ok(c, { mainCenterAds: await centerAds(db, config.now()) }),
    );
  }
  routes.get('/main_recommended', async (c) =>
    ok(c, { recommendedItems: await imageLinks(db, 'site_recommended_items') }),
  );

  routes.get('/certificates_and_patents', async (c) => ok(c, await certificates(db)));
  routes.get('/about-us', async (c) => ok(c, { content: await page(db, FIXED_PAGES.aboutUs) }));
  routes.get('/direction', async (c) => ok(c, { content: await page(db, FIXED_PAGES.direction) }));
  routes.get('/sales_agent', async (c) =>
    ok(c, { content: await page(db, FIXED_PAGES.salesAgent) }),
  );
  routes.get('/standalone/:id', async (c) => {
    const id = c.req.param('id');
    if (id.length > 100) throw new ApiError('VALIDATION_FAILED', { field: 'id' });
    return ok(c, { content: await page(db, id) });
  });

  for (const [contentPath, versionsPath, kind] of POLICY_PATHS) {
    routes.get(`/${contentPath}`, async (c) => {
      const version = wholeNumber(c, 'version', 1, 1_000_000);
      return ok(c, await policy(db, kind, version));
    });
    routes.get(`/${versionsPath}`, async (c) =>
      ok(c, { versions: await policyVersions(db, kind) }),
    );
  }

  routes.get('/news', async (c) => {
    const paging = readPaging({ page: c.req.query('page'), size: c.req.query('size') });
    return ok(c, await newsPage(db, paging, config.now()));
  });
  routes.get('/news/detail/:id', async (c) => {
    const id = c.req.param('id');
    if (id.length > 100) throw new ApiError('VALIDATION_FAILED', { field: 'id' });
    return ok(c, { news: await newsDetail(db, id, config.now()) });
  });

  routes.get('/courier_companies', async (c) => ok(c, { couriers: await couriers(db) }));

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
