/** How the model-based path tests (xstate/graph) name a machine's states. */

/** Every leaf state of a machine, as dotted paths (`setting.editing`). */
export function leafValues(
  node: { key: string; states: Record<string, unknown> },
  prefix: string[] = [],
): string[] {
  const children = Object.values(node.states) as { key: string; states: Record<string, unknown> }[];
  if (children.length === 0) return [prefix.join('.')];
  return children.flatMap((child) => leafValues(child, [...prefix, child.key]));
}

/** A snapshot's state value as the same dotted path. */
export function valueKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? [];
  return `${key}.${valueKey(inner)}`;
}
