import { invalidRequest, readConfidence, readStringList } from '../../request';
import { readTTestMissing } from '../common/missing';
import type { OneSampleTRequest } from './types';

/** Reads a number field, or the fallback when it is absent. */
export function readNumber(raw: Record<string, unknown>, field: string, fallback: number): number {
  const value = raw[field];
  if (value === undefined || value === null) return fallback;
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) {
    throw invalidRequest(field, '숫자여야 합니다.', 'expected a number.', value);
  }
  return parsed;
}

/** Checks a `t/one` request; test value 0 and 95% confidence by default, as SPSS. */
export function parseOneSampleTRequest(raw: Record<string, unknown>): OneSampleTRequest {
  return {
    analysis: 't/one',
    variables: readStringList(raw, 'variables', { required: true }),
    populationMean: readNumber(raw, 'populationMean', 0),
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    selectedMissingValueControlMethod: readTTestMissing(raw),
  };
}
