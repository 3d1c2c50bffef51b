import { Hono } from 'hono';
import { z } from 'zod';
import { findOwnAnalysis, listOwnAnalyses, removeOwnAnalysis } from '../analysis-history';
import { historyVersionOf } from '../dataset-transforms';
import type { AppEnv, RouteDeps } from '../env';
import { readPayload, sendResult } from '../protocol';
import { jsonBodyLimit } from './limits';
import { sealedDoc } from './sealed-docs';
import { defineRoute } from './define';

export const historyPageSchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(10),
  })
  .loose();
export const analysisIdSchema = z.object({ analysisId: z.string().trim().min(1).max(100) }).loose();

/**
 * The visitor's analysis history (`/my-activity/analysis-info`), in the style of the site's other calls:
 * `/analysis-history/list` (paged, newest first), `/detail` (reopen: request and result) and
 * `/remove`. Guests and members alike see only their own runs.
 */
export function historyRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  defineRoute(
    routes,
    sealedDoc(
      '/list',
      'analysis-history',
      '분석 기록 목록 (최신순, 페이지)',
      'Analysis history, newest first (paged)',
      historyPageSchema,
      'items, totalCount, totalPage, currentPage, pageSize',
      'items, totalCount, totalPage, currentPage, pageSize',
    ),
    jsonBodyLimit(config),
    async (c) => {
      const { page, size } = await readPayload(c, historyPageSchema, key);
      return sendResult(c, await listOwnAnalyses(db, c.get('identity').owner, page, size), key);
    },
  );

  defineRoute(
    routes,
    sealedDoc(
      '/detail',
      'analysis-history',
      '분석 기록 다시 열기 (요청과 결과)',
      'Reopen a record (request and result)',
      analysisIdSchema,
      'result: 요청과 결과',
      'result: the request and the result',
      ['ANALYSIS_NOT_FOUND'],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const { analysisId } = await readPayload(c, analysisIdSchema, key);
      const owner = c.get('identity').owner;
      const detail = await findOwnAnalysis(db, owner, analysisId);
      // The version it ran on, with its transforms, and the syntax that reproduces the run.
      const version = await historyVersionOf(
        deps,
        owner,
        analysisId,
        detail.request,
        detail.analysis,
      );
      return sendResult(c, { result: { ...detail, ...version } }, key);
    },
  );

  defineRoute(
    routes,
    sealedDoc(
      '/remove',
      'analysis-history',
      '분석 기록 삭제',
      'Remove a record',
      analysisIdSchema,
      'result: { analysisId }',
      'result: { analysisId }',
      ['ANALYSIS_NOT_FOUND'],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const { analysisId } = await readPayload(c, analysisIdSchema, key);
      await removeOwnAnalysis(db, c.get('identity').owner, analysisId);
      return sendResult(c, { result: { analysisId } }, key);
    },
  );

  return routes;
}
