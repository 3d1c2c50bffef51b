import { Hono } from 'hono';
import { analysisIds, tableFromJSON, type AnalysisId } from '@tonggye/stats';
import { z } from 'zod';
import { recordAnalysis } from '../analysis-history';
import { findOwnDataset, toUploadedDataset } from '../datasets';
import type { AppEnv, RouteDeps } from '../env';
import { readPayload, sendResult } from '../protocol';
import { interpretationBodyLimit, interpretationHandler } from './interpretation';
import { jsonBodyLimit } from './limits';
import { uuidSchema } from './schemas';

/**
 * Where each analysis of the contract answers (spec point 7): its path prefix and the name of the
 * result in the response. `descriptive` has its own routes (`/description/*`). Analyses the
 * engine does not register yet get no routes, so a client sees 404 rather than a broken call.
 */
export const ANALYSIS_ROUTES = {
  frequencies: { prefix: '/frequencies', resultKey: 'result' },
  'multiple-responses': { prefix: '/multiple-responses', resultKey: 'result' },
  't/one': { prefix: '/t/one', resultKey: 'oneSampleResult' },
  't/paired': { prefix: '/t/paired', resultKey: 'pairedSampleResult' },
  't/independent': { prefix: '/t/independent', resultKey: 'independentSampleResult' },
  anova: { prefix: '/anova', resultKey: 'anovaResult' },
  chi: { prefix: '/chi', resultKey: 'result' },
  factor: { prefix: '/factor', resultKey: 'factorResult' },
  reliability: { prefix: '/reliability', resultKey: 'reliabilityResult' },
  correlation: { prefix: '/correlation', resultKey: 'correlationResult' },
  linear: { prefix: '/linear', resultKey: 'linearResult' },
  moderation: { prefix: '/moderation', resultKey: 'result' },
  mediation: { prefix: '/mediation', resultKey: 'result' },
} as const satisfies Record<string, { prefix: string; resultKey: string }>;

type RoutedAnalysis = keyof typeof ANALYSIS_ROUTES;

/** The fields every analysis request shares (spec point 3); the rest is the engine's request. */
export const analysisPayloadSchema = z
  .object({
    uuid: z.string().trim().min(1).max(100),
    fileName: z.string().nullish(),
    account: z.unknown().optional(),
    userUuid: z.unknown().optional(),
  })
  .loose();

/** Analyses that the engine runs and that have a path: the routes to register. */
export function routedAnalyses(): RoutedAnalysis[] {
  return (analysisIds as readonly AnalysisId[]).filter(
    (id): id is AnalysisId & RoutedAnalysis => id in ANALYSIS_ROUTES,
  );
}

/**
 * `{prefix}/insertion` (the dataset for the setting page) and `{prefix}/analysis` (run, record
 * in the history, answer under the analysis's result name) for one analysis. The request is
 * checked by the engine itself — one definition per analysis — and its input errors come back as
 * 400 with both messages.
 */
export function analysisRoutes(id: RoutedAnalysis, deps: RouteDeps): Hono<AppEnv> {
  const { db, config, engine } = deps;
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const { resultKey } = ANALYSIS_ROUTES[id];

  routes.post('/insertion', jsonBodyLimit(config), async (c) => {
    const { uuid } = await readPayload(c, uuidSchema, key);
    const row = await findOwnDataset(db, c.get('identity').owner, uuid);
    return sendResult(c, { result: toUploadedDataset(row, tableFromJSON(row.table_json)) }, key);
  });

  routes.post('/analysis', jsonBodyLimit(config), async (c) => {
    const payload = await readPayload(c, analysisPayloadSchema, key);
    const owner = c.get('identity').owner;
    const row = await findOwnDataset(db, owner, payload.uuid);
    const {
      uuid: _uuid,
      fileName: _fileName,
      account: _account,
      userUuid: _userUuid,
      ...fields
    } = payload;
    const request = { ...fields, analysis: id };
    const result = await engine.run(row.table_json, request);
    const analysisId = await recordAnalysis(db, {
      owner,
      datasetId: row.id,
      analysis: id,
      request,
      result,
    });
    return sendResult(c, { [resultKey]: result, analysisId }, key);
  });

  routes.post('/interpretation', interpretationBodyLimit(config), interpretationHandler(id, deps));

  return routes;
}
