import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMUNITY_CONTENT_MARKER,
  seedCommunityAndServiceCentre,
} from '../src/content/community-seed';
import { seedSiteContent } from '../src/content/content-seed';
import {
  countOf,
  expectInert,
  get,
  jsonRequest,
  makeAdmin,
  sealedPost,
  type CommunityTable,
} from './community-helpers';
import { startTestServer, type TestServer } from './helpers';

const TABLES: CommunityTable[] = [
  'notice_categories',
  'notices',
  'faq_categories',
  'faqs',
  'qna_categories',
  'board_posts',
  'board_replies',
];

describe('seedCommunityAndServiceCentre', () => {
  let server: TestServer;
  let adminId: string;
  const now = new Date('2026-02-01T09:00:00.000Z');

  beforeAll(async () => {
    server = await startTestServer();
    adminId = (await makeAdmin(server)).userUuid;
  });
  afterAll(() => server.close());

  it('adds Korean sample content once; a second run adds nothing', async () => {
    const first = await seedCommunityAndServiceCentre(server.db, { id: adminId }, now);
    const counts = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await countOf(server, table)])),
    );
    expect(counts).toEqual({
      notice_categories: 3,
      notices: 8,
      faq_categories: 4,
      faqs: 12,
      qna_categories: 6,
      board_posts: 6,
      board_replies: 7,
    });
    expect(first).toHaveLength(46);
    expect(first).toContain('notice seed-notice-01');
    expect(first).toContain('board_reply seed-post-01-reply-2');

    const second = await seedCommunityAndServiceCentre(server.db, { id: adminId }, new Date());
    expect(second).toEqual([]);
    for (const table of TABLES) expect(await countOf(server, table)).toBe(counts[table]);
  });

  it('shows through the public calls: pinned notice first, newest posts first, FAQ by category', async () => {
    const notices = await get<{ requestData: { items: { id: string; title: string }[] } }>(
      server,
      '/boards/notices/all?size=3',
    );
    expect(notices.data.requestData.items.map((item) => item.id)).toEqual([
      'seed-notice-01',
      'seed-notice-08',
      'seed-notice-07',
    ]);
    const notice = await get<{ noticeData: { contentHtml: string; title: string } }>(
      server,
      '/boards/notice/seed-notice-01',
    );
    expect(notice.data.noticeData.title).toBe('통계 분석 서비스 이용 안내');
    expectInert(notice.data.noticeData.contentHtml);
    const posts = await sealedPost<{
      items: { id: string; replyCount: number }[];
      totalCount: number;
    }>(server, '/boards/community', { size: 10 }, null);
    expect(posts.data.totalCount).toBe(6);
    expect(posts.data.items[0]).toMatchObject({ id: 'seed-post-06', replyCount: 0 });
    expect(posts.data.items.at(-1)).toMatchObject({ id: 'seed-post-01', replyCount: 2 });
    const faqs = await get<{ requestData: { totalCount: number } }>(server, '/boards/faq/payment');
    expect(faqs.data.requestData.totalCount).toBe(3);
    const types = await get<{ qnaCategories: { name: string }[] }>(server, '/boards/qna-types');
    expect(types.data.qnaCategories.map((type) => type.name)).toEqual([
      '이용 문의',
      '분석 결과 문의',
      '결제/환불 문의',
      '회원 정보 문의',
      '기타',
      '통계 분석 대행·견적',
    ]);
  });

  it('follows the site content’s marker rule: a sample an administrator deleted stays deleted', async () => {
    const marker = await server.db
      .selectFrom('seed_markers')
      .selectAll()
      .where('name', '=', COMMUNITY_CONTENT_MARKER)
      .executeTakeFirst();
    expect(marker).toBeDefined();
    // The administrator removes a sample FAQ through the admin route, as on the site.
    const admin = await makeAdmin(server);
    const removed = await jsonRequest(
      server,
      'POST',
      '/admin/service/faqs/delete',
      { id: 'seed-faq-12' },
      admin.token,
    );
    expect(removed.status).toBe(200);
    const faqs = await countOf(server, 'faqs');
    expect(await seedCommunityAndServiceCentre(server.db, { id: adminId }, now)).toEqual([]);
    expect(await countOf(server, 'faqs')).toBe(faqs);
    // The site content seeder keeps the same rule under its own marker.
    expect(await seedSiteContent(server.db, now)).not.toEqual([]);
    expect(await seedSiteContent(server.db, now)).toEqual([]);
  });

  it('a database seeded before the marker existed gets the marker, and nothing back', async () => {
    await server.db
      .deleteFrom('seed_markers')
      .where('name', '=', COMMUNITY_CONTENT_MARKER)
      .execute();
    await server.db.deleteFrom('faqs').where('id', '=', 'seed-faq-11').execute();
    const faqs = await countOf(server, 'faqs');
    expect(await seedCommunityAndServiceCentre(server.db, { id: adminId }, now)).toEqual([]);
    expect(await countOf(server, 'faqs')).toBe(faqs);
    const marker = await server.db
      .selectFrom('seed_markers')
      .select('name')
      .where('name', '=', COMMUNITY_CONTENT_MARKER)
      .executeTakeFirst();
    expect(marker?.name).toBe(COMMUNITY_CONTENT_MARKER);
  });
});
