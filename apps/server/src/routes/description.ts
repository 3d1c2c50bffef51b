import { Hono } from 'hono';
import { type DescriptiveRequest } from '@tonggye/stats';
import { z } from 'zod';
import { recordAnalysis } from '../analysis-history';
import { findOwnDatasetWithVersion, runOnVersionAsJson } from '../dataset-versions';
import { runSyntax } from '../dataset-transforms';
import type { AppEnv, RouteDeps } from '../env';
import { readPayload, runAnswerJson, sendResultJson } from '../protocol';
import { settingDatasetHandler } from './analyses';
import { interpretationBodyLimit, interpretationHandler } from './interpretation';
import { jsonBodyLimit } from './limits';
import { uuidSchema } from './schemas';
import { sealedDoc, interpretationDoc } from './sealed-docs';
import { defineRoute } from './define';

/**
 * `descriptive` of analysis-contract.md, plus the fields every analysis request shares.
 * Building the engine's `DescriptiveRequest` from it below keeps the two in step.
 */
export const descriptiveSchema = z.object({
  uuid: z.string().trim().min(1).max(100),
  // Sent by the site's client with every analysis call; ownership comes from the identity headers instead.
  fileName: z.string().nullish(),
  account: z.unknown().optional(),
  userUuid: z.unknown().optional(),
  variables: z.array(z.string().min(1)).min(1),
  centralTendency: z.array(z.enum(['mean', 'median', 'mode', 'sum'])).default([]),
  dispersion: z
    .array(z.enum(['std', 'variance', 'range', 'min', 'max', 'seMean', 'iqr']))
    .default([]),
  distribution: z.array(z.enum(['skewness', 'kurtosis'])).default([]),
  confidenceInterval: z.number().min(50).max(99.9).nullable().default(null),
  significance: z.array(z.enum(['shapiroWilk', 'kolmogorovSmirnov'])).default([]),
  visualize: z.array(z.enum(['histogram', 'boxplot', 'qq'])).default([]),
  fillMethod: z.enum(['exclude', 'mean', 'median']).default('exclude'),
});

/** `/description/*`: the descriptive statistics calls. */
export function descriptionRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  defineRoute(
    routes,
    sealedDoc(
      '/get',
      'description',
      '기술통계 설정 화면의 데이터',
      'The dataset for the descriptive setting page',
      uuidSchema,
      'result: 데이터 (변수와 요약)',
      'result: the dataset (variables and summary)',
      ['DATASET_NOT_FOUND'],
    ),
    jsonBodyLimit(config),
    settingDatasetHandler(deps),
  );

  defineRoute(
    routes,
    sealedDoc(
      '/analysis',
      'description',
      '기술통계 분석 실행',
      'Run descriptive statistics',
      descriptiveSchema,
      'result: 분석 결과, analysisId: 분석 기록 id',
      'result: the result, analysisId: the history record id',
      ['DATASET_NOT_FOUND', 'SERVER_BUSY', 'ANALYSIS_TIMEOUT'],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const payload = await readPayload(c, descriptiveSchema, key);
      const owner = c.get('identity').owner;
      const { row, version } = await findOwnDatasetWithVersion(db, owner, payload.uuid);
      const request: DescriptiveRequest = {
        analysis: 'descriptive',
        variables: payload.variables,
        centralTendency: payload.centralTendency,
        dispersion: payload.dispersion,
        distribution: payload.distribution,
        confidenceInterval: payload.confidenceInterval,
        significance: payload.significance,
        visualize: payload.visualize,
        fillMethod: payload.fillMethod,
      };
      const resultJson = await runOnVersionAsJson(deps, row, version, { ...request });
      // The answer waits for its history record's commit; the syntax is written meanwhile.
      const [analysisId, syntax] = await Promise.all([
        recordAnalysis(db, {
          owner,
          datasetId: row.id,
          versionId: version.id,
          analysis: request.analysis,
          request: { ...request },
          resultJson,
        }),
        runSyntax(deps, row, version, { ...request }),
      ]);
      return sendResultJson(c, runAnswerJson('result', resultJson, analysisId, syntax), key);
    },
  );

  defineRoute(
    routes,
    interpretationDoc('/interpretation', 'description', 'descriptive'),
    interpretationBodyLimit(config),
    interpretationHandler('descriptive', deps),
  );

  return routes;
}
