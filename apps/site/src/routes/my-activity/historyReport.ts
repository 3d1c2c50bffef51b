import {
  formatDate,
  reportSection,
  type AnalysisLanguage,
  type AnalysisResult,
  type ReportSection,
} from '@tonggye/analysis-forms';
import {
  analysisResultSchema,
  type AnalysisHistoryDetail,
  type AnalysisHistoryItem,
} from '@tonggye/api';
import { definitionOf } from './analysisNames';

/**
 * The chosen runs of the history as sections of one Word report, in the order the person
 * sees them (newest first): each stored result's tables, notes and SPSS syntax. Runs of an
 * analysis this site no longer knows are left out rather than failing the whole report.
 */
export async function historyReportSections(
  items: readonly AnalysisHistoryItem[],
  {
    detail,
    language,
    analysisName,
  }: {
    /** The stored run (`/analysis-history/detail`). */
    detail: (analysisId: string) => Promise<AnalysisHistoryDetail>;
    language: AnalysisLanguage;
    analysisName: (analysis: string) => string;
  },
): Promise<ReportSection[]> {
  const stored = await Promise.all(items.map((item) => detail(item.analysisId)));
  return stored.flatMap((run, index) => {
    const item = items[index]!;
    const definition = definitionOf(run.analysis);
    if (!definition) return [];
    const result = analysisResultSchema.parse(run.result) as unknown as AnalysisResult;
    return [
      reportSection(definition, result, {
        title: analysisName(run.analysis),
        subtitle: `${item.fileName} · ${formatDate(run.createdAt)}`,
        language,
        syntax: run.syntax ?? null,
      }),
    ];
  });
}
