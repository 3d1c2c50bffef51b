import { descriptive, parseDescriptiveRequest } from './analyses/descriptive';
import type { DescriptiveResult } from './analyses/descriptive/types';
import { correlation, parseCorrelationRequest } from './analyses/correlation';
import type { CorrelationResult } from './analyses/correlation/types';
import { frequencies, parseFrequenciesRequest } from './analyses/frequencies';
import type { FrequenciesResult } from './analyses/frequencies/types';
import { independentT, parseIndependentTRequest } from './analyses/t-independent';
import type { IndependentTResult } from './analyses/t-independent/types';
import { pairedT, parsePairedTRequest } from './analyses/t-paired';
import type { PairedTResult } from './analyses/t-paired/types';
import { oneSampleT, parseOneSampleTRequest } from './analyses/t-one';
import type { OneSampleTResult } from './analyses/t-one/types';
import { anova, parseAnovaRequest } from './analyses/anova';
import type { AnovaResult } from './analyses/anova/types';
import { linear, parseLinearRequest } from './analyses/linear';
import type { LinearResult } from './analyses/linear/types';
import { reliability, parseReliabilityRequest } from './analyses/reliability';
import type { ReliabilityResult } from './analyses/reliability/types';
import { multipleResponses, parseMultipleResponsesRequest } from './analyses/multiple-responses';
import type { MultipleResponsesResult } from './analyses/multiple-responses/types';
import { chi, parseChiRequest } from './analyses/chi';
import type { ChiResult } from './analyses/chi/types';
import { factor, parseFactorRequest } from './analyses/factor';
import type { FactorResult } from './analyses/factor/types';
import { mediation, parseMediationRequest } from './analyses/mediation';
import type { MediationResult } from './analyses/mediation/types';
import { moderation, parseModerationRequest } from './analyses/moderation';
import type { ModerationResult } from './analyses/moderation/types';
import { StatsInputError } from './errors';
import type { DataTable } from './types';

/** Analyses the engine runs today; the contract lists more to come. */
export const analysisIds = [
  'descriptive',
  't/one',
  't/paired',
  't/independent',
  'frequencies',
  'correlation',
  'anova',
  'linear',
  'reliability',
  'multiple-responses',
  'chi',
  'factor',
  'mediation',
  'moderation',
] as const;
export type AnalysisId = (typeof analysisIds)[number];
export type AnalysisResult =
  | DescriptiveResult
  | OneSampleTResult
  | PairedTResult
  | IndependentTResult
  | FrequenciesResult
  | CorrelationResult
  | AnovaResult
  | LinearResult
  | ChiResult
  | ReliabilityResult
  | MultipleResponsesResult
  | FactorResult
  | MediationResult
  | ModerationResult;

/**
 * One door for every analysis (library, server and command line): checks the
 * request's shape, then runs the analysis named by `request.analysis`.
 */
export function analyze(table: DataTable, request: unknown): AnalysisResult {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new StatsInputError(
      'INVALID_REQUEST',
      '분석 요청은 JSON 객체여야 합니다.',
      'The analysis request must be a JSON object.',
    );
  }
  const raw = request as Record<string, unknown>;
  const id = raw.analysis;
  if (typeof id !== 'string' || id === '') {
    throw new StatsInputError(
      'INVALID_REQUEST',
      `분석 요청에 'analysis' 항목(분석 종류)이 없습니다.`,
      `The request has no 'analysis' field (which analysis to run).`,
      { field: 'analysis' },
    );
  }
  switch (id as AnalysisId) {
    case 'descriptive':
      return descriptive(table, parseDescriptiveRequest(raw));
    case 't/one':
      return oneSampleT(table, parseOneSampleTRequest(raw));
    case 't/paired':
      return pairedT(table, parsePairedTRequest(raw));
    case 't/independent':
      return independentT(table, parseIndependentTRequest(raw));
    case 'frequencies':
      return frequencies(table, parseFrequenciesRequest(raw));
    case 'correlation':
      return correlation(table, parseCorrelationRequest(raw));
    case 'anova':
      return anova(table, parseAnovaRequest(raw));
    case 'linear':
      return linear(table, parseLinearRequest(raw));
    case 'chi':
      return chi(table, parseChiRequest(raw));
    case 'reliability':
      return reliability(table, parseReliabilityRequest(raw));
    case 'multiple-responses':
      return multipleResponses(table, parseMultipleResponsesRequest(raw));
    case 'factor':
      return factor(table, parseFactorRequest(raw));
    case 'mediation':
      return mediation(table, parseMediationRequest(raw));
    case 'moderation':
      return moderation(table, parseModerationRequest(raw));
    default:
      throw new StatsInputError(
        'UNKNOWN_ANALYSIS',
        `'${id}'은(는) 알 수 없는 분석입니다(가능: ${analysisIds.join(', ')}).`,
        `Unknown analysis '${id}' (available: ${analysisIds.join(', ')}).`,
        { value: id },
      );
  }
}
