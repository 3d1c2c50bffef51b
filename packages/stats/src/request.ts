import { StatsInputError } from './errors';
import { josa } from './korean';

/** Helpers that check a request field by field and name the field that is wrong. */

export function invalidRequest(
  field: string,
  ko: string,
  en: string,
  value?: unknown,
): StatsInputError {
  return new StatsInputError(
    'INVALID_REQUEST',
    `요청의 '${field}' 항목이 잘못되었습니다: ${ko}`,
    `Request field '${field}' is invalid: ${en}`,
    {
      field,
      ...(value !== undefined ? { value: safeText(value) } : {}),
    },
  );
}

function safeText(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}

export function readStringList(
  raw: Record<string, unknown>,
  field: string,
  { required }: { required: boolean },
): string[] {
  const value = raw[field];
  if (value === undefined && !required) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw invalidRequest(field, '문자열 목록이어야 합니다.', 'expected a list of strings.', value);
  }
  if (required && value.length === 0) {
    throw invalidRequest(field, '변수를 하나 이상 골라야 합니다.', 'choose at least one variable.');
  }
  return value as string[];
}

export function readChoiceList<T extends string>(
  raw: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
  fallback: T[],
): T[] {
  const value = raw[field];
  if (value === undefined) return fallback;
  if (!Array.isArray(value))
    throw invalidRequest(field, '목록이어야 합니다.', 'expected a list.', value);
  for (const v of value) {
    if (!allowed.includes(v as T)) {
      throw invalidRequest(
        field,
        `${josa(`'${safeText(v)}'`, '은')} 없는 선택지입니다(가능: ${allowed.join(', ')}).`,
        `'${safeText(v)}' is not one of ${allowed.join(', ')}.`,
        v,
      );
    }
  }
  return [...new Set(value as T[])];
}

export function readChoice<T extends string>(
  raw: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = raw[field];
  if (value === undefined || value === null) return fallback;
  if (!allowed.includes(value as T)) {
    throw invalidRequest(
      field,
      `${josa(`'${safeText(value)}'`, '은')} 없는 선택지입니다(가능: ${allowed.join(', ')}).`,
      `'${safeText(value)}' is not one of ${allowed.join(', ')}.`,
      value,
    );
  }
  return value as T;
}

/** A confidence level in percent, 50–99.9, or null. */
export function readConfidence(
  raw: Record<string, unknown>,
  field: string,
  fallback: number | null,
): number | null {
  const value = raw[field];
  if (value === undefined) return fallback;
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 50 || value > 99.9) {
    throw invalidRequest(
      field,
      '50에서 99.9 사이의 백분율이어야 합니다.',
      'expected a percentage from 50 to 99.9.',
      value,
    );
  }
  return value;
}

/**
 * A request's optional top-level `transforms` (applied to the data before the analysis) and
 * the analysis request without them. The list is checked when it is applied.
 */
export function splitTransforms(request: unknown): {
  transforms: unknown;
  analysisRequest: unknown;
} {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return { transforms: undefined, analysisRequest: request };
  const { transforms, ...rest } = request as Record<string, unknown>;
  return { transforms, analysisRequest: transforms === undefined ? request : rest };
}
