import { descriptiveDefinition } from './descriptive';
import type { AnalysisId, AnyAnalysisDefinition } from './types';

/** Every analysis the wizard can run, by contract id. */
export const analysisDefinitions = {
  descriptive: descriptiveDefinition as unknown as AnyAnalysisDefinition,
} satisfies Record<AnalysisId, AnyAnalysisDefinition>;

export function findDefinitionByPath(path: string): AnyAnalysisDefinition | undefined {
  return Object.values(analysisDefinitions).find(
    (definition) => path === definition.path || path.startsWith(`${definition.path}/`),
  );
}
