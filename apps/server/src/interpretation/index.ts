import type { AnalysisId, AnalysisResult } from '@tonggye/stats';
import type { z } from 'zod';
import { ApiError } from '../errors';
import { engineWarnings } from './common';
import { anyResultSchema, RESULT_SCHEMAS } from './schemas';
import { compose, draft, phrase, type Interpretation, type Language } from './text';
import { writeAnova } from './writers/anova';
import { writeChi } from './writers/chi';
import { writeCorrelation } from './writers/correlation';
import { writeDescriptive } from './writers/descriptive';
import { writeFactor } from './writers/factor';
import { writeFrequencies } from './writers/frequencies';
import { writeLinear } from './writers/linear';
import { writeLogistic } from './writers/logistic';
import { writeMultinomial } from './writers/multinomial';
import { writeMediation } from './writers/mediation';
import { writeModeration } from './writers/moderation';
import { writeMultipleResponses } from './writers/multiple-responses';
import { writeReliability } from './writers/reliability';
import { writeRepeated } from './writers/repeated';
import { writeIndependentT } from './writers/t-independent';
import { writePairedT } from './writers/t-paired';
import { writeOneSampleT } from './writers/t-one';
import { NONPARAMETRIC_SCHEMAS } from './nonparametric/schemas';
import {
  writeBinomial,
  writeChiSquareGoodness,
  writeFriedman,
  writeKruskalWallis,
  writeMannWhitney,
  writeSign,
  writeWilcoxon,
} from './writers/nonparametric';

export { languages, type Interpretation, type Language } from './text';

type ResultOf<K extends AnalysisId> = Extract<AnalysisResult, { analysis: K }>;

/** One analysis's writer and the check of what it reads. */
interface WriterEntry<K extends AnalysisId> {
  schema: z.ZodType;
  write: (result: ResultOf<K>, language: Language) => Interpretation;
}

/**
 * The built-in writers, keyed by the engine's analysis ids. An analysis the engine gains gets
 * its writer here: a module under `writers/`, a schema in `schemas.ts`, phrases in
 * `phrases.ts`. Until then it is answered by `writeGeneric`, and
 * test/interpretation-writers.test.ts fails to say the entry is missing.
 */
export const WRITERS: { [K in AnalysisId]?: WriterEntry<K> } = {
  descriptive: { schema: RESULT_SCHEMAS.descriptive, write: writeDescriptive },
  frequencies: { schema: RESULT_SCHEMAS.frequencies, write: writeFrequencies },
  'multiple-responses': {
    schema: RESULT_SCHEMAS['multiple-responses'],
    write: writeMultipleResponses,
  },
  't/one': { schema: RESULT_SCHEMAS['t/one'], write: writeOneSampleT },
  't/paired': { schema: RESULT_SCHEMAS['t/paired'], write: writePairedT },
  't/independent': { schema: RESULT_SCHEMAS['t/independent'], write: writeIndependentT },
  anova: { schema: RESULT_SCHEMAS.anova, write: writeAnova },
  chi: { schema: RESULT_SCHEMAS.chi, write: writeChi },
  correlation: { schema: RESULT_SCHEMAS.correlation, write: writeCorrelation },
  linear: { schema: RESULT_SCHEMAS.linear, write: writeLinear },
  logistic: { schema: RESULT_SCHEMAS.logistic, write: writeLogistic },
  multinomial: { schema: RESULT_SCHEMAS.multinomial, write: writeMultinomial },
  reliability: { schema: RESULT_SCHEMAS.reliability, write: writeReliability },
  factor: { schema: RESULT_SCHEMAS.factor, write: writeFactor },
  moderation: { schema: RESULT_SCHEMAS.moderation, write: writeModeration },
  mediation: { schema: RESULT_SCHEMAS.mediation, write: writeMediation },
  'nonparametric/mann-whitney': {
    schema: NONPARAMETRIC_SCHEMAS['nonparametric/mann-whitney'],
    write: writeMannWhitney,
  },
  'nonparametric/wilcoxon': {
    schema: NONPARAMETRIC_SCHEMAS['nonparametric/wilcoxon'],
    write: writeWilcoxon,
  },
  'nonparametric/sign': { schema: NONPARAMETRIC_SCHEMAS['nonparametric/sign'], write: writeSign },
  'nonparametric/kruskal-wallis': {
    schema: NONPARAMETRIC_SCHEMAS['nonparametric/kruskal-wallis'],
    write: writeKruskalWallis,
  },
  'nonparametric/friedman': {
    schema: NONPARAMETRIC_SCHEMAS['nonparametric/friedman'],
    write: writeFriedman,
  },
  'nonparametric/chi-square': {
    schema: NONPARAMETRIC_SCHEMAS['nonparametric/chi-square'],
    write: writeChiSquareGoodness,
  },
  'nonparametric/binomial': {
    schema: NONPARAMETRIC_SCHEMAS['nonparametric/binomial'],
    write: writeBinomial,
  },
  'anova/repeated': { schema: RESULT_SCHEMAS['anova/repeated'], write: writeRepeated },
};

/** An analysis without a writer of its own: says so, with the engine's warnings. */
function writeGeneric(
  analysis: string,
  result: { warnings?: string[]; warningsEn?: string[] },
  language: Language,
): Interpretation {
  const parts = draft();
  parts.summary.push(phrase(language, 'GENERIC_SUMMARY', { analysis }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}

function invalid(analysis: string, field: string): ApiError {
  return new ApiError('RESULT_INVALID', { analysis, field });
}

/**
 * The built-in interpretation of `result`, which must be a result of `analysis`: checked
 * first, so a malformed result is a 400 naming the field, never a crash.
 */
export function interpretResult(
  analysis: string,
  result: unknown,
  language: Language,
): Interpretation {
  const base = anyResultSchema.safeParse(result);
  if (!base.success) throw invalid(analysis, 'analysis');
  if (base.data.analysis !== analysis) throw invalid(analysis, 'analysis');
  const entry = WRITERS[analysis as AnalysisId] as WriterEntry<AnalysisId> | undefined;
  if (entry === undefined) return writeGeneric(analysis, base.data, language);
  const parsed = entry.schema.safeParse(result);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(
      analysis,
      issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(result)',
    );
  }
  try {
    // The schema checked every field the writer reads; the rest is the engine's shape.
    return entry.write(parsed.data as ResultOf<AnalysisId>, language);
  } catch (error) {
    // A combination the schema let through but the writer cannot read is still bad input.
    if (error instanceof TypeError || error instanceof RangeError)
      throw invalid(analysis, '(result)');
    throw error;
  }
}
