/**
 * What one analysis hands to another (factor groups → reliability): in the history entry, and
 * for factor groups on the server too. Shared by the analysis page, which reads a hand-over when
 * its wizard starts, and its later steps (AnalysisWizardSteps.tsx), which make one.
 */
export interface HandOverState {
  handOver: { to: string; datasetUuid: string; values: Record<string, unknown> };
}

/**
 * `?factorGroups=1`: the setting step opens on the factor groups the server stored for the
 * dataset (`factor/factorGroups` → `reliability/redirection`), so a reload or a link keeps them.
 */
export const FACTOR_GROUPS_PARAM = 'factorGroups';

/** Values handed over by another analysis for this one and this dataset, if the history entry has them. */
export function handedOverValues(
  id: string,
  datasetUuid: string | null,
): Record<string, unknown> | null {
  // A hand-over always names its dataset: without one (an upload step, as the build
  // prerenders it without a window) there is nothing to read.
  if (datasetUuid === null) return null;
  const state = (window.history.state ?? null) as Partial<HandOverState> | null;
  const handOver = state?.handOver;
  return handOver && handOver.to === id && handOver.datasetUuid === datasetUuid
    ? handOver.values
    : null;
}
