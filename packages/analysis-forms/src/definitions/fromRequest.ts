import type { AnalysisRequestFields, AnyAnalysisDefinition } from './types';

/**
 * Form values of the setting step for a stored request (reopening an analysis from the
 * history): the definition's own `fromRequest` when it has one, otherwise the generic
 * inverse of a `toRequest` that copies form fields: the defaults, overwritten by every request
 * field the form knows, a single variable name (`rows: 'a'`) put back into its target's list.
 * A stored `null` keeps a non-null default (a field sent as null when it does not apply).
 */
export function requestToValues(
  definition: AnyAnalysisDefinition,
  request: AnalysisRequestFields,
): Record<string, unknown> {
  if (definition.fromRequest) return definition.fromRequest(request);
  const values: Record<string, unknown> = { ...(definition.defaultValues as object) };
  const known = new Set(Object.keys(values));
  for (const section of definition.layout.sections) {
    if (section.kind === 'variables') for (const target of section.targets) known.add(target.id);
    else known.add(section.field);
  }
  for (const [field, value] of Object.entries(request)) {
    if (!known.has(field) || value === undefined) continue;
    if (value === null && values[field] !== undefined && values[field] !== null) continue;
    values[field] = value;
  }
  for (const section of definition.layout.sections) {
    if (section.kind !== 'variables') continue;
    for (const target of section.targets) {
      const chosen = values[target.id];
      if (typeof chosen === 'string') values[target.id] = chosen === '' ? [] : [chosen];
    }
  }
  return values;
}
