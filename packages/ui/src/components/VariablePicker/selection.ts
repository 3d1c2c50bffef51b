/** Pure rules of the variable picker, kept apart from React so they read and test plainly. */

export const variableTypes = ['numeric', 'categorical'] as const;
export type VariableType = (typeof variableTypes)[number];

export interface PickerVariable {
  name: string;
  label?: string;
  type: VariableType;
}

export interface PickerTarget {
  id: string;
  label: string;
  accepts?: readonly VariableType[];
  max?: number;
}

export type Assignment = Record<string, string[]>;

/** Variables not placed in any target, in their original order. */
export function availableVariables(
  variables: readonly PickerVariable[],
  value: Assignment,
): PickerVariable[] {
  const used = new Set(Object.values(value).flat());
  return variables.filter((variable) => !used.has(variable.name));
}

/** Which of the chosen variables the target would take: type-accepted ones, up to its free places. */
export function movableInto(
  target: PickerTarget,
  chosen: readonly PickerVariable[],
  value: Assignment,
): PickerVariable[] {
  const accepted = chosen.filter(
    (variable) => !target.accepts || target.accepts.includes(variable.type),
  );
  const free =
    target.max === undefined ? Infinity : Math.max(0, target.max - (value[target.id]?.length ?? 0));
  return accepted.slice(0, free);
}

export function moveInto(
  target: PickerTarget,
  chosen: readonly PickerVariable[],
  value: Assignment,
): Assignment {
  const moving = movableInto(target, chosen, value).map((variable) => variable.name);
  if (moving.length === 0) return value;
  return { ...value, [target.id]: [...(value[target.id] ?? []), ...moving] };
}

export function removeFrom(targetId: string, name: string, value: Assignment): Assignment {
  return { ...value, [targetId]: (value[targetId] ?? []).filter((item) => item !== name) };
}

/** Indexes between two positions, inclusive, in ascending order. */
export function range(from: number, to: number): number[] {
  const [start, end] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
