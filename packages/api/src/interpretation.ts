import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';

/** Path prefixes of the analyses; each answers `{prefix}/interpretation`. */
export const INTERPRETATION_PREFIXES = {
  descriptive: '/description',
  frequencies: '/frequencies',
  'multiple-responses': '/multiple-responses',
  't/one': '/t/one',
  't/paired': '/t/paired',
  't/independent': '/t/independent',
  anova: '/anova',
  chi: '/chi',
  factor: '/factor',
  reliability: '/reliability',
  correlation: '/correlation',
  linear: '/linear',
  moderation: '/moderation',
  mediation: '/mediation',
  'nonparametric/mann-whitney': '/nonparametric/mann-whitney',
  'nonparametric/wilcoxon': '/nonparametric/wilcoxon',
  'nonparametric/sign': '/nonparametric/sign',
  'nonparametric/kruskal-wallis': '/nonparametric/kruskal-wallis',
  'nonparametric/friedman': '/nonparametric/friedman',
  'nonparametric/chi-square': '/nonparametric/chi-square',
  'nonparametric/binomial': '/nonparametric/binomial',
  'anova/repeated': '/anova/repeated',
  logistic: '/logistic',
  multinomial: '/multinomial',
} as const;

export type InterpretedAnalysis = keyof typeof INTERPRETATION_PREFIXES;

/**
 * The contract's interpretation request: the result itself (`dataToAnalyze`), or the id of one
 * of the caller's own analysis history records. Korean unless `language` says otherwise.
 */
export type InterpretationRequest = {
  uuid?: string;
  statsType?: string;
  language?: 'ko' | 'en';
} & (
  { dataToAnalyze: unknown; analysisId?: never } | { analysisId: string; dataToAnalyze?: never }
);

export const interpretationResponseSchema = z.looseObject({
  uuid: z.string().nullable(),
  statsType: z.string(),
  /** A short plain-language paragraph: what was tested, the decision, the effect in words. */
  interpret: z.string(),
  /** The APA-style report, the checks of assumptions and the caveats. */
  interpretDetail: z.string(),
});

export type InterpretationResponse = z.infer<typeof interpretationResponseSchema>;

/** `POST {prefix}/interpretation` of `analysis`. */
export function interpretAnalysis(
  client: ApiClient,
  analysis: InterpretedAnalysis,
  request: InterpretationRequest,
  options?: CallOptions,
): Promise<InterpretationResponse> {
  return client.post(
    `${INTERPRETATION_PREFIXES[analysis]}/interpretation`,
    request,
    interpretationResponseSchema,
    options,
  );
}
