import { ANALYSIS_NAMESPACE, analysisDefinitions, useTranslation } from '@tonggye/analysis-forms';
import type { AnalysisHistoryItem } from '@tonggye/api';

/** The analysis definition of a history line, by its contract id (`descriptive`, `t/one`, …). */
export function definitionOf(analysis: string) {
  return Object.values(analysisDefinitions).find((definition) => definition.id === analysis);
}

/** The name an analysis is shown by, in the reader's language. */
export function useAnalysisName() {
  // Both namespaces named, so the screen waits for the analysis catalogue (loaded on demand)
  // instead of showing its keys.
  const { t } = useTranslation(['site', ANALYSIS_NAMESPACE]);
  return (analysis: string): string => {
    const definition = definitionOf(analysis);
    return definition
      ? t(definition.titleKey, { ns: ANALYSIS_NAMESPACE })
      : t('accountScreens.myActivity.analysisInfo.unknownAnalysis');
  };
}

/**
 * Where a past run reopens: the analysis page's own address (`{path}/analysis?dataset=…`,
 * as it reads it) plus the run's `analysisId` for the stored result.
 */
export function reopenPath(item: AnalysisHistoryItem): string | null {
  const definition = definitionOf(item.analysis);
  if (!definition) return null;
  const query = new URLSearchParams({ dataset: item.datasetUuid, analysisId: item.analysisId });
  return `${definition.path}/analysis?${query.toString()}`;
}
