import { describe, expect, it } from 'vitest';
import {
  AD_SLOT_PATHS,
  getAdSlot,
  getAnnouncements,
  getCenterAds,
  getCertificatesAndPatents,
  getCompanyNews,
  getContentPage,
  getCourierCompanies,
  getEventPopups,
  getOpenApiDocument,
  getPolicy,
  getPolicyVersions,
  getRecommendedItems,
  getStandalonePage,
  getTopBanners,
  listCompanyNews,
  openApiOperationSchema,
} from '../src';
import { refusal, testServer } from './server-client';

/**
 * The main page and company content calls against the real server, started the way the quick
 * start does (`src/start.ts`: the seed, then the server), so the seeded content is there.
 */
const server = testServer({
  name: 'api-site-content',
  envelopeKey: 'site-content-test-envelope-key',
  entry: 'start',
});

describe('main page content', () => {
  it('reads the newest announcements, as many as asked for', async () => {
    const client = server.client();
    const all = await getAnnouncements(client);
    expect(all.map((item) => item.title)).toEqual([
      '서비스 점검 안내 (매월 첫째 주 일요일 02:00~04:00)',
      '요인분석 결과표 내보내기 기능이 추가되었습니다',
      '개인정보처리방침 개정 안내',
    ]);
    expect(all[0]?.content).toContain('<p>');
    const one = await getAnnouncements(client, { limit: 1 });
    expect(one).toHaveLength(1);
    expect(one[0]?.id).toBe(all[0]?.id);
  });

  it('answers a bad limit with the bilingual validation error', async () => {
    const error = await refusal(getAnnouncements(server.client(), { limit: 51 }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).not.toBe(error.messageEn);
  });

  it('fills the main_popup, main_top and main_center slots', async () => {
    const client = server.client();
    const popups = await getEventPopups(client);
    expect(popups.map((popup) => popup.title)).toEqual([
      '신규 가입 이벤트: 첫 달 프리미엄 분석 무료',
    ]);
    expect(Date.parse(popups[0]!.startsAt)).toBeLessThan(Date.now());
    expect(Date.parse(popups[0]!.endsAt)).toBeGreaterThan(Date.now());
    const banners = await getTopBanners(client);
    expect(banners.map((banner) => banner.sortOrder)).toEqual([1, 2]);
    expect(banners[1]?.linkUrl).toBe('/about-us');
    expect(await getAdSlot(client, 'main_top')).toEqual(banners);
    const ads = await getCenterAds(client);
    expect(ads.map((ad) => [ad.sortOrder, ad.linkUrl])).toEqual([
      [1, '/qna?category=consulting'],
      [2, '/coupon-offers'],
    ]);
    for (const ad of ads) {
      expect(ad.titleKo).toMatch(/[가-힣]/);
      expect(ad.altKo).toMatch(/[가-힣]/);
      expect(ad.titleEn).toMatch(/^[\x20-\x7e]+$/);
      expect(ad.altEn).toMatch(/^[\x20-\x7e]+$/);
      expect([ad.imageWidth, ad.imageHeight]).toEqual([960, 240]);
      expect(ad.imageUrl).toMatch(/^\/images\/ads\/[a-z-]+\.png$/);
      expect(Date.parse(ad.startsAt)).toBeLessThan(Date.now());
    }
    expect(ads[0]?.endsAt).toBeNull();
    expect(Date.parse(ads[1]!.endsAt!)).toBeGreaterThan(Date.now());
    expect(await getAdSlot(client, 'main_center')).toEqual(ads);
    expect(AD_SLOT_PATHS.main_center).toBe('/boards/banners/main_center');
  });

  it('reads the recommended items in their order', async () => {
    const items = await getRecommendedItems(server.client());
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.sortOrder)).toEqual([1, 2, 3]);
    expect(items[0]?.linkUrl).toBe('/standalone/guide-t-test');
  });
});

describe('company content', () => {
  it('reads the fixed pages and a standalone page', async () => {
    const client = server.client();
    const about = await getContentPage(client, 'aboutUs');
    expect(about.title).toBe('회사 소개');
    expect(about.content).toContain('통계 분석');
    expect((await getContentPage(client, 'direction')).content).toContain('월드컵북로 396');
    expect((await getContentPage(client, 'salesAgent')).title).toBe('판매 대리점 안내');
    expect((await getStandalonePage(client, 'guide-t-test')).title).toBe('t-검정 따라 하기');
    const missing = await refusal(getStandalonePage(client, 'no-such-page'));
    expect(missing.status).toBe(404);
    expect(missing.code).toBe('CONTENT_NOT_FOUND');
  });

  it('splits certificates from patents', async () => {
    const { certificates, patents } = await getCertificatesAndPatents(server.client());
    expect(certificates).toHaveLength(3);
    expect(patents).toHaveLength(2);
    expect(patents.every((item) => item.kind === 'patent')).toBe(true);
    expect(patents[0]?.number).toBe('10-2345678');
  });

  it('lists policy versions newest first and reads each version', async () => {
    const client = server.client();
    for (const kind of ['terms', 'privacy'] as const) {
      const versions = await getPolicyVersions(client, kind);
      expect(versions.map((item) => item.version)).toEqual([2, 1]);
      expect(Date.parse(versions[0]!.created_at)).toBeGreaterThan(
        Date.parse(versions[1]!.created_at),
      );
      const newest = await getPolicy(client, kind);
      expect(newest.version).toBe(2);
      const first = await getPolicy(client, kind, { version: 1 });
      expect(first.version).toBe(1);
      expect(first.created_at).toBe(versions[1]?.created_at);
      expect(first.content).not.toBe(newest.content);
    }
    expect(await getPolicyVersions(client, 'subscription')).toHaveLength(1);
    expect((await getPolicy(client, 'terms', { version: 2 })).content).toContain('제3조');
    const missing = await refusal(getPolicy(client, 'terms', { version: 9 }));
    expect(missing.status).toBe(404);
  });

  it('pages the company news from page 1 and reads one item', async () => {
    const client = server.client();
    const first = await listCompanyNews(client, { page: 1, size: 4 });
    expect(first).toMatchObject({ totalCount: 6, totalPage: 2, currentPage: 1, pageSize: 4 });
    expect(first.items).toHaveLength(4);
    const second = await listCompanyNews(client, { page: first.currentPage + 1, size: 4 });
    expect(second.currentPage).toBe(2);
    expect(second.items.map((item) => item.title)).toEqual([
      '기업부설연구소 설립',
      '통계 서비스 정식 출시',
    ]);
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(6);
    const detail = await getCompanyNews(client, first.items[0]!.id);
    expect(detail.title).toBe(first.items[0]?.title);
    expect(detail.content).toContain(first.items[0]!.summary);
    const bad = await refusal(listCompanyNews(client, { page: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('PAGING_INVALID');
  });

  it('lists the active courier companies with their tracking address', async () => {
    const couriers = await getCourierCompanies(server.client());
    expect(couriers.map((item) => item.code)).toEqual(['cj', 'lotte', 'hanjin', 'epost', 'logen']);
    expect(couriers.every((item) => item.trackingUrl.includes('{invoice}'))).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('documents the content calls with bilingual summaries', async () => {
    const document = await getOpenApiDocument(server.client());
    expect(document.openapi).toMatch(/^3\.1/);
    const news = openApiOperationSchema.parse(document.paths['/boards/news']?.get);
    expect(news.tags).toEqual(['site-content']);
    expect(news.summary).toContain(' / Company news');
    expect(document.paths['/user/login']?.post).toBeDefined();
  });
});
