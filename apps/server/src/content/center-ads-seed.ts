import type { Database } from '../db/database';
import { SEED_LINKS } from './content-seed';

/**
 * Seed ads of the main page's `main_center` slot. Loaded once, with a marker
 * of their own (the site content's marker predates the slot), so an ad an administrator removes
 * is not brought back by the next start. The pictures are drawn by `scripts/make-seed-images.ts`
 * into `apps/site/public/images/ads/`.
 */
export const CENTER_ADS_MARKER = 'site-center-ads-v1';

const DAY = 24 * 60 * 60 * 1000;

/** Fixed ids, recognisable like the rest of the seed content (group 09). */
export function centerAdSeedId(n: number): string {
  return `00000000-0000-4000-8000-0000000c09${String(n).padStart(2, '0')}`;
}

export const CENTER_AD_SEED = [
  {
    titleKo: '논문·보고서 통계 분석 대행, 무료 견적 받기',
    titleEn: 'Statistics for your thesis or report, done for you: get a free quote',
    altKo: '통계 분석 대행 광고: 무료 견적 받기, 결과표와 해석 보고서까지',
    altEn: 'Ad for our statistics service: a free quote, with results tables and a written report',
    image: '/images/ads/estimate.png',
    // The analysis service's request, not the store's packaging quotation (`/estimate`).
    link: SEED_LINKS.analysisRequest,
    days: null,
  },
  {
    titleKo: '신규 회원 쿠폰 3종, 지금 받아 가세요',
    titleEn: 'Three coupons for new members: claim them now',
    altKo: '쿠폰 광고: 신규 회원 쿠폰 3종 증정',
    altEn: 'Coupon ad: three coupons for new members',
    image: '/images/ads/coupons.png',
    link: '/coupon-offers',
    days: 60,
  },
] as const;

/** The size both seed pictures are drawn at. */
export const CENTER_AD_SIZE = { width: 960, height: 240 } as const;

/** Adds the seed ads once; returns what it added (empty when they were there already). */
export async function seedCenterAds(db: Database, now: Date): Promise<string[]> {
  const stamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('seed_markers')
      .select('name')
      .where('name', '=', CENTER_ADS_MARKER)
      .executeTakeFirst();
    if (marker) return [];
    for (const [i, ad] of CENTER_AD_SEED.entries()) {
      await trx
        .insertInto('site_center_ads')
        .values({
          id: centerAdSeedId(i + 1),
          title_ko: ad.titleKo,
          title_en: ad.titleEn,
          alt_ko: ad.altKo,
          alt_en: ad.altEn,
          image_url: ad.image,
          image_width: CENTER_AD_SIZE.width,
          image_height: CENTER_AD_SIZE.height,
          link_url: ad.link,
          starts_at: new Date(now.getTime() - DAY).toISOString(),
          ends_at: ad.days === null ? null : new Date(now.getTime() + ad.days * DAY).toISOString(),
          sort_order: i + 1,
          is_published: 1,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
    await trx
      .insertInto('seed_markers')
      .values({ name: CENTER_ADS_MARKER, applied_at: stamp })
      .execute();
    return [`main centre ads ${CENTER_AD_SEED.length}`];
  });
}
