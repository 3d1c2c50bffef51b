/**
 * The definitions of the calls that take a sealed envelope and answer a sealed result: datasets,
 * descriptive statistics, analysis history and the analyses.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { RouteDoc } from './define';
import { interpretationSchema } from './interpretation';

/** A sealed call, its words given as Korean and English pairs. */
export const sealed = (
  path: string,
  tag: string,
  [summaryKo, summaryEn]: [string, string],
  schema: RouteDoc['schema'],
  [resultKo, resultEn]: [string, string],
  errors: RouteDoc['errors'],
  description?: [string, string],
): RouteDoc => ({
  method: 'post',
  path,
  tag,
  summaryKo,
  summaryEn,
  body: 'envelope',
  schema,
  caller: 'identity',
  reply: 'sealed',
  resultKo,
  resultEn,
  errors,
  ...(description !== undefined ? { description } : {}),
});

/** A sealed call, its words given one by one. */
export function sealedDoc(
  path: string,
  tag: string,
  ko: string,
  en: string,
  schema: z.ZodType,
  resultKo: string,
  resultEn: string,
  errors: ErrorCode[] = [],
): RouteDoc {
  return {
    method: 'post',
    path,
    tag,
    summaryKo: ko,
    summaryEn: en,
    body: 'envelope',
    schema,
    caller: 'identity',
    reply: 'sealed',
    resultKo,
    resultEn,
    errors,
  };
}

/** `{prefix}/interpretation`: the result (or a history record) in words. */
export function interpretationDoc(path: string, tag: string, id: string): RouteDoc {
  return sealedDoc(
    path,
    tag,
    `${id} 결과 해석 (dataToAnalyze: 분석 결과, 또는 analysisId: 내 분석 기록)`,
    `Interpret a ${id} result (dataToAnalyze: the result, or analysisId: an own history record)`,
    interpretationSchema,
    'uuid, statsType, interpret(요약 해석), interpretDetail(APA 형식 보고와 가정 점검)',
    'uuid, statsType, interpret (a short interpretation), interpretDetail (the APA-style report and assumption checks)',
    ['RESULT_INVALID', 'ANALYSIS_NOT_FOUND'],
  );
}
