import { invalidRequest, readConfidence } from '../../request';
import { readTTestMissing } from '../common/missing';
import type { PairedTRequest } from './types';

/** Checks a `t/paired` request: a non-empty list of [string, string] pairs. */
export function parsePairedTRequest(raw: Record<string, unknown>): PairedTRequest {
  const field = 'pairedSampleTestValue';
  const value = raw[field];
  const ok =
    Array.isArray(value) &&
    value.every((p) => Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'string'));
  if (!ok) {
    throw invalidRequest(
      field,
      '[변수1, 변수2] 쌍의 목록이어야 합니다.',
      'expected a list of [variable1, variable2] pairs.',
      value,
    );
  }
  if ((value as unknown[]).length === 0) {
    throw invalidRequest(field, '대응 쌍을 하나 이상 골라야 합니다.', 'choose at least one pair.');
  }
  return {
    analysis: 't/paired',
    pairedSampleTestValue: value as [string, string][],
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    selectedMissingValueControlMethod: readTTestMissing(raw),
  };
}
