import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import type { AnalysisIdentity } from './endpoints';
import { resultTableSchema } from './schemas';

/**
 * Where each analysis runs (spec point 7, the server's ANALYSIS_ROUTES): `{prefix}/analysis`,
 * answering the result under `resultKey` with the history record's `analysisId`.
 * `descriptive` has its own call (`runDescriptiveAnalysis`).
 */
export const ANALYSIS_ENDPOINTS = {
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

export type RoutedAnalysisId = keyof typeof ANALYSIS_ENDPOINTS;

/** What every analysis result carries (the contract's "Result rules"); the rest passes through. */
export const analysisResultSchema = z.looseObject({
  analysis: z.string(),
  tables: z.array(resultTableSchema),
  warnings: z.array(z.string()),
  warningsEn: z.array(z.string()).optional(),
});

export type AnalysisResultBody = z.infer<typeof analysisResultSchema>;

/** `POST {prefix}/analysis` of any routed analysis: the identity fields plus the contract's fields. */
export async function runAnalysis(
  client: ApiClient,
  analysis: RoutedAnalysisId,
  request: AnalysisIdentity & Record<string, unknown>,
  options?: CallOptions,
): Promise<{ result: AnalysisResultBody; analysisId: string }> {
  const { prefix, resultKey } = ANALYSIS_ENDPOINTS[analysis];
  const schema = z.looseObject({
    [resultKey]: analysisResultSchema,
    analysisId: z.string().min(1),
  });
  const body = (await client.post(`${prefix}/analysis`, request, schema, options)) as Record<
    string,
    unknown
  >;
  return {
    result: body[resultKey] as AnalysisResultBody,
    analysisId: body.analysisId as string,
  };
}
