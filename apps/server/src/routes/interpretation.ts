import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppConfig } from '../config';
import { z } from 'zod';
import { findOwnAnalysis } from '../analysis-history';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import { interpretResult, languages } from '../interpretation';
import { rewriteWithLlm } from '../interpretation/llm';
import { readPayload, sendResult } from '../protocol';

/**
 * The contract's interpretation request: `{ uuid, statsType, dataToAnalyze, language }`, where
 * `dataToAnalyze` is the analysis result; or `{ analysisId }` naming one of the caller's own
 * history records, whose stored result is interpreted instead.
 */
export const interpretationSchema = z
  .object({
    uuid: z.string().trim().min(1).max(100).optional(),
    statsType: z.string().trim().min(1).max(100).optional(),
    dataToAnalyze: z.unknown().optional(),
    analysisId: z.string().trim().min(1).max(100).optional(),
    language: z.enum(languages).default('ko'),
    // Sent by the site's client with every analysis call; ownership comes from the identity headers instead.
    fileName: z.string().nullish(),
    account: z.unknown().optional(),
    userUuid: z.unknown().optional(),
  })
  .loose()
  .refine((value) => value.dataToAnalyze != null || value.analysisId !== undefined, {
    path: ['dataToAnalyze'],
    message: 'dataToAnalyze or analysisId is required',
  });

/**
 * A result sent back to be interpreted can be far larger than an analysis request (descriptive
 * Q-Q points, factor scores): it may be as large as an upload.
 */
export function interpretationBodyLimit(config: AppConfig) {
  return bodyLimit({
    maxSize: Math.max(config.jsonLimitBytes, config.uploadLimitBytes),
    onError: () => {
      throw new ApiError('BODY_TOO_LARGE');
    },
  });
}

/** What `/…/interpretation` answers (the raw response the site reads, unsealed). */
export interface InterpretationResponse {
  uuid: string | null;
  statsType: string;
  interpret: string;
  interpretDetail: string;
}

/**
 * `POST {prefix}/interpretation` of analysis `id`: the built-in writer's text, rewritten by an
 * LLM when `INTERPRETER=llm` (falling back to the built-in text on any failure).
 */
export function interpretationHandler(id: string, { db, config, logger }: RouteDeps) {
  const key = config.envelopeKey;
  return async (c: Context<AppEnv>) => {
    const payload = await readPayload(c, interpretationSchema, key);
    let result: unknown = payload.dataToAnalyze;
    let uuid = payload.uuid ?? null;
    if (payload.analysisId !== undefined) {
      // Another visitor's record is answered exactly like an unknown one.
      const stored = await findOwnAnalysis(db, c.get('identity').owner, payload.analysisId);
      if (stored.analysis !== id)
        throw new ApiError('RESULT_INVALID', { analysis: id, field: 'analysisId' });
      result = stored.result;
      uuid ??= stored.datasetUuid;
    }
    const builtin = interpretResult(id, result, payload.language);
    const text = await rewriteWithLlm(
      config.interpreter,
      { analysis: id, language: payload.language, result, builtin },
      logger,
    );
    const answer: InterpretationResponse = {
      uuid,
      statsType: payload.statsType ?? id,
      interpret: text.interpret,
      interpretDetail: text.interpretDetail,
    };
    return sendResult(c, answer, key);
  };
}
