import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../src/content/site-content';
import { newMember, plainPost } from './accounts-helpers';
import { get, makeAdmin, sealedPost, tickingClock } from './community-helpers';
import { expectError, GUEST_A, type Reply, startTestServer, type TestServer } from './helpers';

/**
 * Paging parameters out of range (negative, text, huge) get a clear 400
 * `PAGING_INVALID` on every paged list of the service centre and the content administration.
 * Each route is first called with valid paging, so the 400 below is the paging check and not a
 * missing route, identity or other parameter.
 */
type Paging = Record<string, string | number>;
interface Context {
  server: TestServer;
  member: string;
  admin: string;
  noticeId: string;
}
interface Route {
  name: string;
  call: (ctx: Context, paging: Paging) => Promise<Reply>;
}

const OUT_OF_RANGE: Paging[] = [{ page: -1 }, { page: 'abc' }, { size: 99999 }];

function query(paging: Paging): string {
  return Object.entries(paging)
    .map(([name, value]) => `&${name}=${encodeURIComponent(String(value))}`)
    .join('');
}

const ROUTES: Route[] = [
  {
    name: 'GET /boards/faq/:category',
    call: (ctx, paging) => get(ctx.server, `/boards/faq/all?x=1${query(paging)}`, GUEST_A),
  },
  {
    name: 'GET /boards/faq-search',
    call: (ctx, paging) => get(ctx.server, `/boards/faq-search?keyword=a${query(paging)}`, GUEST_A),
  },
  {
    name: 'GET /nest/customer/faq/',
    call: (ctx, paging) => get(ctx.server, `/nest/customer/faq/?x=1${query(paging)}`, GUEST_A),
  },
  {
    name: 'GET /boards/qna-mine',
    call: (ctx, paging) => get(ctx.server, `/boards/qna-mine?x=1${query(paging)}`, ctx.member),
  },
  {
    name: 'GET /boards/notice-comments',
    call: (ctx, paging) =>
      get(ctx.server, `/boards/notice-comments?board_id=${ctx.noticeId}${query(paging)}`, GUEST_A),
  },
  ...ENTITY_NAMES.map((entity): Route => ({
    name: `POST /admin/content/${entity}/list`,
    call: (ctx, paging) =>
      plainPost(ctx.server, `/admin/content/${entity}/list`, paging, ctx.admin),
  })),
  {
    name: 'POST /admin/content/policies/list',
    call: (ctx, paging) =>
      plainPost(
        ctx.server,
        '/admin/content/policies/list',
        { kind: 'terms', ...paging },
        ctx.admin,
      ),
  },
];

describe('paging out of range on the content lists', () => {
  const ctx = {} as Context;

  beforeAll(async () => {
    ctx.server = await startTestServer({ now: tickingClock() });
    ctx.member = (await newMember(ctx.server, { user_name: '김페이지' })).token;
    ctx.admin = (await makeAdmin(ctx.server)).token;
    expect(
      (
        await sealedPost(
          ctx.server,
          '/admin/service/notice-categories/create',
          { id: 'service', name: '서비스', nameEn: 'Service' },
          ctx.admin,
        )
      ).status,
    ).toBe(200);
    const notice = await sealedPost<{ notice: { id: string } }>(
      ctx.server,
      '/admin/service/notices/create',
      { categoryId: 'service', title: '공지', content: '<p>공지</p>' },
      ctx.admin,
    );
    expect(notice.status).toBe(200);
    ctx.noticeId = notice.data.notice.id;
  });
  afterAll(() => ctx.server.close());

  it('covers every administration content list', () => {
    expect(ENTITY_NAMES.length).toBeGreaterThan(0);
    expect(ROUTES).toHaveLength(ENTITY_NAMES.length + 6);
  });

  it.each(ROUTES)('$name: valid paging 200; page -1, page abc, size 99999 → 400', async (route) => {
    const valid = await route.call(ctx, { page: 1, size: 10 });
    expect(valid.status, route.name).toBe(200);
    for (const paging of OUT_OF_RANGE) {
      const body = expectError(await route.call(ctx, paging), 400, 'PAGING_INVALID');
      expect(body.details?.field, `${route.name} ${JSON.stringify(paging)}`).toBe(
        Object.keys(paging)[0],
      );
    }
  });
});
