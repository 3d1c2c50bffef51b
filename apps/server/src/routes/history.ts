import { Hono } from 'hono';
import { z } from 'zod';
import { findOwnAnalysis, listOwnAnalyses, removeOwnAnalysis } from '../analysis-history';
import type { AppEnv, RouteDeps } from '../env';
import { readPayload, sendResult } from '../protocol';
import { jsonBodyLimit } from './limits';

export const historyPageSchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(10),
  })
  .loose();
export const analysisIdSchema = z.object({ analysisId: z.string().trim().min(1).max(100) }).loose();

/**
 * The visitor's analysis history (`/my-activity/analysis-info`), in the style of spec point 7:
 * `/analysis-history/list` (paged, newest first), `/detail` (reopen: request and result) and
 * `/remove`. Guests and members alike see only their own runs.
 */
export function historyRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  routes.post('/list', jsonBodyLimit(config), async (c) => {
    const { page, size } = await readPayload(c, historyPageSchema, key);
    return sendResult(c, await listOwnAnalyses(db, c.get('identity').owner, page, size), key);
  });

  routes.post('/detail', jsonBodyLimit(config), async (c) => {
    const { analysisId } = await readPayload(c, analysisIdSchema, key);
    return sendResult(
      c,
      { result: await findOwnAnalysis(db, c.get('identity').owner, analysisId) },
      key,
    );
  });

  routes.post('/remove', jsonBodyLimit(config), async (c) => {
    const { analysisId } = await readPayload(c, analysisIdSchema, key);
    await removeOwnAnalysis(db, c.get('identity').owner, analysisId);
    return sendResult(c, { result: { analysisId } }, key);
  });

  return routes;
}
