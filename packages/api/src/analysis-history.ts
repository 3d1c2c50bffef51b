import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import { datasetVersionSchema } from './schemas';

/**
 * The visitor's analysis history (`/my-activity/analysis-info`): `/analysis-history/list`
 * (paged, newest first), `/detail` (what was asked and the result, to reopen) and `/remove`.
 * Sealed in the envelope like every analysis call; guests and members see only their own runs.
 */
export const ANALYSIS_HISTORY_PATHS = {
  list: '/analysis-history/list',
  detail: '/analysis-history/detail',
  remove: '/analysis-history/remove',
} as const;

const historyItemSchema = z.looseObject({
  analysisId: z.string(),
  /** The contract's analysis id (`descriptive`, `t/one`, …). */
  analysis: z.string(),
  datasetUuid: z.string(),
  fileName: z.string(),
  title: z.string().nullish(),
  createdAt: z.string(),
  /** How many transforms the dataset version had when the analysis ran (0: the upload as is). */
  transformCount: z.number().int().nonnegative().optional(),
});
export type AnalysisHistoryItem = z.infer<typeof historyItemSchema>;

const historyPageSchema = z.looseObject({
  items: z.array(historyItemSchema),
  totalCount: z.number(),
  totalPage: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type AnalysisHistoryPage = z.infer<typeof historyPageSchema>;

const historyDetailSchema = z.looseObject({
  result: z.looseObject({
    analysisId: z.string(),
    analysis: z.string(),
    datasetUuid: z.string(),
    createdAt: z.string(),
    request: z.record(z.string(), z.unknown()),
    result: z.unknown(),
    /** The dataset version the analysis ran on, with its transforms. */
    version: datasetVersionSchema.optional(),
    /** SPSS syntax reproducing the run. */
    syntax: z.string().optional(),
  }),
});
export type AnalysisHistoryDetail = z.infer<typeof historyDetailSchema>['result'];

export function listAnalysisHistory(
  client: ApiClient,
  request: { page: number; size: number },
  options?: CallOptions,
): Promise<AnalysisHistoryPage> {
  return client.post(ANALYSIS_HISTORY_PATHS.list, request, historyPageSchema, options);
}

export async function getAnalysisHistory(
  client: ApiClient,
  analysisId: string,
  options?: CallOptions,
): Promise<AnalysisHistoryDetail> {
  const body = await client.post(
    ANALYSIS_HISTORY_PATHS.detail,
    { analysisId },
    historyDetailSchema,
    options,
  );
  return body.result;
}

export async function removeAnalysisHistory(
  client: ApiClient,
  analysisId: string,
  options?: CallOptions,
): Promise<void> {
  await client.post(
    ANALYSIS_HISTORY_PATHS.remove,
    { analysisId },
    z.looseObject({ result: z.looseObject({ analysisId: z.string() }) }),
    options,
  );
}
