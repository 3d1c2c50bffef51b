/** Request fields the regression analyses read alike: one dependent, the constant, bounded settings. */
import { invalidRequest, readStringList } from '../../request';

/** The one dependent variable of a regression: SPSS's dialogs take exactly one. */
export function readOneDependent(raw: Record<string, unknown>): string {
  const dependents = readStringList(raw, 'dependents', { required: true });
  if (dependents.length !== 1) {
    throw invalidRequest(
      'dependents',
      '종속변수는 하나여야 합니다.',
      'expected exactly one dependent variable.',
      dependents,
    );
  }
  return dependents[0]!;
}

/** Whether the model has a constant; SPSS includes it unless told otherwise. */
export function readIncludeConstant(raw: Record<string, unknown>): boolean {
  const includeConstant = raw.includeConstant ?? true;
  if (typeof includeConstant !== 'boolean') {
    throw invalidRequest(
      'includeConstant',
      'true 또는 false여야 합니다.',
      'expected true or false.',
      includeConstant,
    );
  }
  return includeConstant;
}

/** A setting such as a probability or an iteration limit: a number in [min, max], or its default when left out. */
export function readBoundedNumber(
  raw: Record<string, unknown>,
  field: string,
  fallback: number,
  min: number,
  max: number,
  integer = false,
): number {
  const value = raw[field];
  if (value === undefined || value === null) return fallback;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (integer && !Number.isInteger(value))
  ) {
    const kind = integer ? '정수' : '숫자';
    throw invalidRequest(
      field,
      `${min}에서 ${max} 사이의 ${kind}여야 합니다.`,
      `expected ${integer ? 'an integer' : 'a number'} from ${min} to ${max}.`,
      value,
    );
  }
  return value;
}
