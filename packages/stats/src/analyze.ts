import { descriptive, parseDescriptiveRequest } from './analyses/descriptive';
import type { DescriptiveResult } from './analyses/descriptive/types';
import { StatsInputError } from './errors';
import type { DataTable } from './types';

/** Analyses the engine runs today; the contract lists more to come. */
export const analysisIds = ['descriptive'] as const;
export type AnalysisId = (typeof analysisIds)[number];
export type AnalysisResult = DescriptiveResult;

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
    default:
      throw new StatsInputError(
        'UNKNOWN_ANALYSIS',
        `'${id}'은(는) 알 수 없는 분석입니다(가능: ${analysisIds.join(', ')}).`,
        `Unknown analysis '${id}' (available: ${analysisIds.join(', ')}).`,
        { value: id },
      );
  }
}
