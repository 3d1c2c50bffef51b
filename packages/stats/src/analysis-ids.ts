import { StatsInputError } from './errors';
import { josa } from './korean';

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
  'logistic',
  'multinomial',
  'nonparametric/mann-whitney',
  'nonparametric/wilcoxon',
  'nonparametric/sign',
  'nonparametric/kruskal-wallis',
  'nonparametric/friedman',
  'nonparametric/chi-square',
  'nonparametric/binomial',
  'anova/repeated',
] as const;
export type AnalysisId = (typeof analysisIds)[number];

/**
 * The front door of `analyze` and `analyzeLazily`: the request must be a JSON object naming
 * one of the analyses. Kept apart from the analyses so that the lazy road loads none of them
 * before it knows which one it needs.
 */
export function requestedAnalysis(request: unknown): {
  id: AnalysisId;
  raw: Record<string, unknown>;
} {
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
  if (!(analysisIds as readonly string[]).includes(id)) {
    throw new StatsInputError(
      'UNKNOWN_ANALYSIS',
      `${josa(`'${id}'`, '은')} 알 수 없는 분석입니다(가능: ${analysisIds.join(', ')}).`,
      `Unknown analysis '${id}' (available: ${analysisIds.join(', ')}).`,
      { value: id },
    );
  }
  return { id: id as AnalysisId, raw };
}
