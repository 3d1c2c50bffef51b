import { groupingLoadings, type FactorResultLike } from './factor';
import { analysisDefinitions } from './registry';
import type { AnalysisHandOver, AnyAnalysisDefinition } from './types';

/** A named group of items: one scale for the reliability analysis (`factorGroups`). */
export interface FactorGroup {
  name: string;
  variables: string[];
}

/**
 * The first grouping (`factor/factorGroups`): every item with the factor it loads on most
 * (absolute value) in the rotated matrix (orthogonal), the pattern matrix (oblique) or the
 * unrotated one.
 */
export function initialFactorGroups(
  result: FactorResultLike,
  name: (factorNumber: number) => string,
): FactorGroup[] {
  const loadings = groupingLoadings(result);
  const groups = Array.from({ length: result.factorCount }, (_, index) => ({
    name: name(index + 1),
    variables: [] as string[],
  }));
  result.variables.forEach((variable, row) => {
    const values = loadings[row] ?? [];
    let best = -1;
    values.forEach((value, column) => {
      if (best < 0 || Math.abs(value) > Math.abs(values[best] ?? 0)) best = column;
    });
    groups[best]?.variables.push(variable);
  });
  return groups;
}

/** Groups a reliability analysis can take: named, with two items or more. */
export function reliabilityReadyGroups(groups: readonly FactorGroup[]): FactorGroup[] {
  return groups
    .map((group) => ({ name: group.name.trim(), variables: [...new Set(group.variables)] }))
    .filter((group) => group.variables.length >= 2);
}

/** The reliability definition, looked up in the registry (absent until it is registered). */
export function reliabilityTarget(): AnyAnalysisDefinition | undefined {
  return (analysisDefinitions as Partial<Record<string, AnyAnalysisDefinition>>).reliability;
}

/**
 * The hand-over of `reliability/redirection`: the reliability setting step starts from its own
 * defaults with one scale per group (`factorGroups`).
 */
export function reliabilityHandOver(groups: readonly FactorGroup[]): AnalysisHandOver | null {
  const target = reliabilityTarget();
  if (!target) return null;
  return {
    to: target.id,
    values: {
      ...(target.defaultValues as Record<string, unknown>),
      factorGroups: groups.map((group) => ({ name: group.name, variables: [...group.variables] })),
    },
  };
}
