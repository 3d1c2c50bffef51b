import type { Database } from '../db/database';
import { centerAdSeedId } from './center-ads-seed';
import {
  CONSULTING_QNA_CATEGORY,
  html,
  RELIABILITY_GUIDE,
  SEED_LINKS,
  seedId,
} from './content-seed';

export const SEED_LINKS_MARKER = 'site-links-v2';

/**
 * Databases seeded before the seed's links were corrected: each seeded banner, popup, card and ad
 * whose link still is the old, dead or misleading one gets its `SEED_LINKS` target, and the
 * reliability guide and the analysis-request Q&A type they lead to are added. Once (a marker of
 * its own): a link an administrator changed since, or a row they deleted, is left alone.
 */
export async function repairSeedLinks(db: Database, now: Date): Promise<string[]> {
  const stamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('seed_markers')
      .select('name')
      .where('name', '=', SEED_LINKS_MARKER)
      .executeTakeFirst();
    if (marker) return [];
    const done: string[] = [];
    const moves = [
      ['site_banners', seedId(3, 1), '/analysis', SEED_LINKS.analyses],
      ['site_popups', seedId(2, 1), '/register/member', SEED_LINKS.signUp],
      [
        'site_recommended_items',
        seedId(4, 2),
        '/company/company-news',
        SEED_LINKS.reliabilityGuide,
      ],
      ['site_recommended_items', seedId(4, 3), '/service-centre/qna', SEED_LINKS.analysisRequest],
      ['site_center_ads', centerAdSeedId(1), '/estimate', SEED_LINKS.analysisRequest],
    ] as const;
    for (const [table, id, from, to] of moves) {
      const result = await trx
        .updateTable(table)
        .set({ link_url: to, updated_at: stamp })
        .where('id', '=', id)
        .where('link_url', '=', from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) done.push(`${table} ${id} link ${to}`);
    }
    const [pageId, title, content] = RELIABILITY_GUIDE;
    const page = await trx
      .selectFrom('site_pages')
      .select('id')
      .where('id', '=', pageId)
      .executeTakeFirst();
    if (!page) {
      await trx
        .insertInto('site_pages')
        .values({
          id: pageId,
          title,
          content_html: html(content),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      done.push(`page ${pageId}`);
    }
    const category = await trx
      .selectFrom('qna_categories')
      .select('id')
      .where('id', '=', CONSULTING_QNA_CATEGORY.id)
      .executeTakeFirst();
    if (!category) {
      await trx
        .insertInto('qna_categories')
        .values({ ...CONSULTING_QNA_CATEGORY, created_at: stamp, updated_at: stamp })
        .execute();
      done.push(`qna_categories ${CONSULTING_QNA_CATEGORY.id}`);
    }
    await trx
      .insertInto('seed_markers')
      .values({ name: SEED_LINKS_MARKER, applied_at: stamp })
      .execute();
    return done;
  });
}
