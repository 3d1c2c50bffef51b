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
import { processMediation, parseMediationRequest } from './analyses/mediation';
import type { ConditionalProcessResult, MediationResult } from './analyses/mediation/types';
import { moderation, parseModerationRequest } from './analyses/moderation';
import type { ModerationResult } from './analyses/moderation/types';
import { logistic, parseLogisticRequest } from './analyses/logistic';
import type { LogisticResult } from './analyses/logistic/types';
import { multinomial, parseMultinomialRequest } from './analyses/multinomial';
import type { MultinomialResult } from './analyses/multinomial/types';
import * as nonparametric from './analyses/nonparametric';
import type { NonparametricResult } from './analyses/nonparametric/types';
import { repeatedMeasures, parseRepeatedRequest } from './analyses/repeated';
import type { RepeatedResult } from './analyses/repeated/types';
import { requestedAnalysis } from './analysis-ids';
import { splitTransforms } from './request';
import { prepareForAnalysis } from './transforms/prepare';
import type { DataTable } from './types';

export { analysisIds, type AnalysisId } from './analysis-ids';
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
  | ConditionalProcessResult
  | ModerationResult
  | LogisticResult
  | MultinomialResult
  | NonparametricResult
  | RepeatedResult;

/**
 * One door for every analysis (library, server and command line): applies the request's
 * optional `transforms` (the analysis then runs on the selected cases, and the result says so in
 * `dataPreparation`), checks the request's shape, then runs the analysis named by `request.analysis`.
 */
export function analyze(table: DataTable, request: unknown): AnalysisResult {
  const { transforms, analysisRequest } = splitTransforms(request);
  if (transforms === undefined) return analyzeCases(table, request);
  const { cases, summary } = prepareForAnalysis(table, transforms);
  return Object.assign(analyzeCases(cases, analysisRequest), { dataPreparation: summary });
}

function analyzeCases(table: DataTable, request: unknown): AnalysisResult {
  const { id, raw } = requestedAnalysis(request);
  switch (id) {
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
      return processMediation(table, parseMediationRequest(raw));
    case 'moderation':
      return moderation(table, parseModerationRequest(raw));
    case 'logistic':
      return logistic(table, parseLogisticRequest(raw));
    case 'multinomial':
      return multinomial(table, parseMultinomialRequest(raw));
    case 'nonparametric/mann-whitney':
      return nonparametric.mannWhitney(table, nonparametric.parseMannWhitneyRequest(raw));
    case 'nonparametric/wilcoxon':
      return nonparametric.wilcoxon(table, nonparametric.parseWilcoxonRequest(raw));
    case 'nonparametric/sign':
      return nonparametric.signTest(table, nonparametric.parseSignRequest(raw));
    case 'nonparametric/kruskal-wallis':
      return nonparametric.kruskalWallis(table, nonparametric.parseKruskalWallisRequest(raw));
    case 'nonparametric/friedman':
      return nonparametric.friedman(table, nonparametric.parseFriedmanRequest(raw));
    case 'nonparametric/chi-square':
      return nonparametric.chiSquareGoodness(
        table,
        nonparametric.parseChiSquareGoodnessRequest(raw),
      );
    case 'nonparametric/binomial':
      return nonparametric.binomialTest(table, nonparametric.parseBinomialRequest(raw));
    case 'anova/repeated':
      return repeatedMeasures(table, parseRepeatedRequest(raw));
  }
}
