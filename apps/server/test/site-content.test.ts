import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './accounts-helpers';
import { adminCall, getContent, newAdmin } from './content-helpers';
import { expectError, GUEST_A, startTestServer, type TestServer } from './helpers';
import { seedSiteContent } from '../src/content/content-seed';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-01T00:00:00.000Z');

type Item = Record<string, unknown>;

/** Public content of the main page and the company pages, over real HTTP, on the seed content. */
describe('site content (public calls of /boards)', () => {
  let server: TestServer;
  const clock = manualClock(START);
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
    expect((await seedSiteContent(server.db, START)).length).toBeGreaterThan(0);
  });
  afterAll(() => server.close());

  it('answers without a credential, with a guest id and with an unknown token alike', async () => {
    for (const credential of [null, GUEST_A, 'x'.repeat(43)]) {
      const reply = await getContent(server, '/boards/banners/main_top', credential);
      expect(reply.status).toBe(200);
      expect(reply.body.resCode).toBe(200);
    }
  });

  it('get_announcement: the newest published ones, at most `limit`', async () => {
    const all = await getContent(server, '/boards/get_announcement');
    const list = all.data.announcements as Item[];
    expect(list.map((item) => item.title)).toEqual([
      '서비스 점검 안내 (매월 첫째 주 일요일 02:00~04:00)',
      '요인분석 결과표 내보내기 기능이 추가되었습니다',
      '개인정보처리방침 개정 안내',
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'content',
      'createdAt',
      'id',
      'linkUrl',
      'title',
    ]);
    const two = await getContent(server, '/boards/get_announcement?limit=2');
    expect((two.data.announcements as Item[]).map((item) => item.id)).toEqual(
      list.slice(0, 2).map((item) => item.id),
    );
    // An unpublished one is not shown.
    await server.db
      .updateTable('site_announcements')
      .set({ is_published: 0 })
      .where('id', '=', String(list[0]!.id))
      .execute();
    const after = await getContent(server, '/boards/get_announcement?limit=2');
    expect((after.data.announcements as Item[]).map((item) => item.id)).toEqual(
      list.slice(1, 3).map((item) => item.id),
    );
    await server.db
      .updateTable('site_announcements')
      .set({ is_published: 1 })
      .where('id', '=', String(list[0]!.id))
      .execute();
    for (const bad of ['0', '-1', 'abc', '51', '1.5', '99999999999999999999']) {
      const reply = await getContent(server, `/boards/get_announcement?limit=${bad}`);
      expect(expectError(reply, 400, 'VALIDATION_FAILED').details).toEqual({ field: 'limit' });
    }
  });

  it('main top banners and recommended items, in their order, by GET and POST', async () => {
    const get = await getContent(server, '/boards/banners/main_top', GUEST_A);
    const banners = get.data.mainTopBanners as Item[];
    expect(banners.map((item) => [item.title, item.sortOrder])).toEqual([
      ['설문 데이터를 올리면 기술통계부터 회귀분석까지 한 번에', 1],
      ['논문용 APA 결과표와 해석을 자동으로 만들어 드립니다', 2],
    ]);
    expect(Object.keys(banners[0]!).sort()).toEqual([
      'id',
      'imageUrl',
      'linkUrl',
      'sortOrder',
      'title',
    ]);
    const post = await fetch(`${server.url}/boards/banners/main_top`, { method: 'POST' });
    expect(post.status).toBe(200);
    expect(((await post.json()) as { dataRes: Item }).dataRes.mainTopBanners).toEqual(banners);
    const recommended = await getContent(server, '/boards/main_recommended');
    expect((recommended.data.recommendedItems as Item[]).map((item) => item.sortOrder)).toEqual([
      1, 2, 3,
    ]);
  });

  it('event popups: only published ones within their period (start inclusive, end exclusive)', async () => {
    const admin = await newAdmin(server);
    const at = (days: number) => new Date(START.getTime() + days * DAY).toISOString();
    const future = await adminCall(
      server,
      '/popups/create',
      {
        title: '다음 주 이벤트',
        imageUrl: '/images/popups/next.png',
        startsAt: at(7),
        endsAt: at(14),
      },
      admin.token,
    );
    expect(future.status).toBe(200);
    const hidden = await adminCall(
      server,
      '/popups/create',
      {
        title: '숨긴 팝업',
        imageUrl: 'https://cdn.example.com/hidden.png',
        startsAt: at(-1),
        endsAt: at(14),
        isPublished: false,
      },
      admin.token,
    );
    expect(hidden.status).toBe(200);
    const titles = async () => {
      const reply = await getContent(server, '/boards/event_popups');
      expect(reply.status).toBe(200);
      const post = await fetch(`${server.url}/boards/event_popups`, { method: 'POST' });
      const posted = ((await post.json()) as { dataRes: Item }).dataRes.mainEventPopups;
      expect(posted).toEqual(reply.data.mainEventPopups);
      return (reply.data.mainEventPopups as Item[]).map((item) => item.title);
    };
    const seeded = '신규 가입 이벤트: 첫 달 프리미엄 분석 무료';
    expect(await titles()).toEqual([seeded]);
    clock.advance(7 * DAY); // exactly the future popup's start
    // Same sort order: the later start first.
    expect(await titles()).toEqual(['다음 주 이벤트', seeded]);
    clock.advance(7 * DAY); // exactly its end
    expect(await titles()).toEqual([seeded]);
    clock.advance(20 * DAY); // past the seeded popup's end (30 days)
    expect(await titles()).toEqual([]);
    clock.advance(-34 * DAY);
    const one = (await getContent(server, '/boards/event_popups')).data.mainEventPopups as Item[];
    expect(Object.keys(one[0]!).sort()).toEqual([
      'endsAt',
      'id',
      'imageUrl',
      'linkUrl',
      'sortOrder',
      'startsAt',
      'title',
    ]);
  });

  it('certificates and patents, about us, directions, sales agent and standalone pages', async () => {
    const certificates = await getContent(server, '/boards/certificates_and_patents');
    expect((certificates.data.certificates as Item[]).map((item) => item.title)).toEqual([
      '벤처기업 확인서',
      '기업부설연구소 인정서',
      'ISO/IEC 27001 정보보호경영시스템 인증',
    ]);
    expect((certificates.data.patents as Item[]).map((item) => item.number)).toEqual([
      '10-2345678',
      '10-2456789',
    ]);
    expect((certificates.data.patents as Item[])[0]).toMatchObject({
      kind: 'patent',
      issuer: '특허청',
      issuedOn: '2022-11-08',
    });
    for (const [path, title] of [
      ['/boards/about-us', '회사 소개'],
      ['/boards/direction', '오시는 길'],
      ['/boards/sales_agent', '판매 대리점 안내'],
      ['/boards/standalone/guide-t-test', 't-검정 따라 하기'],
      ['/boards/standalone/about-us', '회사 소개'],
    ] as const) {
      const reply = await getContent(server, path);
      expect(reply.status, path).toBe(200);
      const content = reply.data.content as Item;
      expect(content.title).toBe(title);
      expect(String(content.content)).toMatch(/^<h2>/);
      expect(Object.keys(content).sort()).toEqual(['content', 'id', 'title', 'updatedAt']);
    }
    const missing = await getContent(server, '/boards/standalone/no-such-page');
    expect(expectError(missing, 404, 'CONTENT_NOT_FOUND').details).toEqual({
      entity: 'page no-such-page',
    });
    expectError(await getContent(server, `/boards/standalone/${'a'.repeat(101)}`), 400);
  });

  it('terms, privacy and subscription terms: version lists and each version', async () => {
    for (const [path, versions] of [
      ['term_of_services', [2, 1]],
      ['privacy_policy', [2, 1]],
      ['term_of_services_subs', [1]],
    ] as const) {
      const list = await getContent(server, `/boards/version_${path}`);
      const items = list.data.versions as Item[];
      expect(items.map((item) => item.version)).toEqual(versions);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(['created_at', 'version']);
        expect(String(item.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
      const latest = await getContent(server, `/boards/${path}`);
      expect(latest.data).toMatchObject({ version: versions[0], created_at: items[0]!.created_at });
      const first = await getContent(server, `/boards/${path}?version=1`);
      expect(first.data.version).toBe(1);
      expect(Object.keys(first.data).sort()).toEqual(['content', 'created_at', 'version']);
      if (versions.length > 1) expect(first.data.content).not.toBe(latest.data.content);
      expectError(await getContent(server, `/boards/${path}?version=9`), 404, 'CONTENT_NOT_FOUND');
      for (const bad of ['0', 'abc', '-2'])
        expectError(await getContent(server, `/boards/${path}?version=${bad}`), 400);
    }
    const privacy = await getContent(server, '/boards/privacy_policy');
    expect(String(privacy.data.content)).toContain('소셜 로그인 식별자');
  });

  it('company news: pages of the newest first with totals, and each item', async () => {
    const first = await getContent(server, '/boards/news?page=1&size=4');
    expect(first.data).toMatchObject({ totalCount: 6, totalPage: 2, currentPage: 1, pageSize: 4 });
    const firstItems = first.data.items as Item[];
    expect(firstItems[0]!.title).toBe('통계 서비스, 2025 대한민국 교육 서비스 대상 수상');
    const second = await getContent(server, '/boards/news?page=2&size=4');
    const secondItems = second.data.items as Item[];
    expect(secondItems.map((item) => item.title)).toEqual([
      '기업부설연구소 설립',
      '통계 서비스 정식 출시',
    ]);
    const dates = [...firstItems, ...secondItems].map((item) => String(item.publishedAt));
    expect(dates).toEqual([...dates].sort().reverse());
    const beyond = await getContent(server, '/boards/news?page=3&size=4');
    expect(beyond.data).toMatchObject({ items: [], totalCount: 6, currentPage: 3 });
    const defaults = await getContent(server, '/boards/news');
    expect(defaults.data).toMatchObject({ currentPage: 1, pageSize: 10, totalPage: 1 });

    const detail = await getContent(server, `/boards/news/detail/${String(firstItems[0]!.id)}`);
    expect(detail.data.news).toMatchObject({
      id: firstItems[0]!.id,
      title: firstItems[0]!.title,
      summary: '연구 지원 부문에서 대상을 받았습니다.',
    });
    expect(String((detail.data.news as Item).content)).toContain('<p>');
    expectError(await getContent(server, '/boards/news/detail/nope'), 404, 'CONTENT_NOT_FOUND');

    // A news item scheduled for later is neither listed nor readable yet.
    await server.db
      .updateTable('site_news')
      .set({ published_at: new Date(clock.now().getTime() + 1).toISOString() })
      .where('id', '=', String(firstItems[0]!.id))
      .execute();
    expect((await getContent(server, '/boards/news')).data.totalCount).toBe(5);
    expectError(
      await getContent(server, `/boards/news/detail/${String(firstItems[0]!.id)}`),
      404,
      'CONTENT_NOT_FOUND',
    );
  });

  it('paging out of range (negative, zero, huge, text, fractions) is a clear 400', async () => {
    for (const query of [
      'page=-1',
      'page=0',
      'page=abc',
      'page=100001',
      'page=99999999999999999999',
      'page=1.5',
      'size=0',
      'size=101',
      'size=-5',
      'size=ten',
    ]) {
      const reply = await getContent(server, `/boards/news?${query}`);
      const body = expectError(reply, 400, 'PAGING_INVALID');
      expect(body.details?.field).toBe(query.split('=')[0]);
      expect(body.message).toContain('100000');
    }
  });

  it('courier companies with their tracking page patterns', async () => {
    const reply = await getContent(server, '/boards/courier_companies');
    const couriers = reply.data.couriers as Item[];
    expect(couriers.map((item) => item.name)).toEqual([
      'CJ대한통운',
      '롯데택배',
      '한진택배',
      '우체국택배',
      '로젠택배',
    ]);
    for (const courier of couriers) {
      expect(String(courier.trackingUrl)).toMatch(/^https:\/\/[^ ]+\{invoice\}/);
      expect(Object.keys(courier).sort()).toEqual(['code', 'id', 'name', 'trackingUrl']);
    }
    expect(couriers[0]!.trackingUrl).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo={invoice}',
    );
  });
});
