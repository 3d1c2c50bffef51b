import { invalidRequest, readConfidence, readStringList } from '../../request';
import { readTTestMissing } from '../common/missing';
import type { GroupingSpec, IndependentTRequest } from './types';

const field = 'independentGroupingVariable';

function readGrouping(raw: Record<string, unknown>): GroupingSpec {
  const value = raw[field];
  const bad = () =>
    invalidRequest(
      field,
      '{ variable, groups: [값1, 값2] } 또는 { variable, cutPoint: 숫자 } 형식이어야 합니다.',
      'expected { variable, groups: [value1, value2] } or { variable, cutPoint: number }.',
      value,
    );
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad();
  const spec = value as Record<string, unknown>;
  if (typeof spec.variable !== 'string' || spec.variable === '') throw bad();
  if (spec.cutPoint !== undefined && spec.cutPoint !== null) {
    if (typeof spec.cutPoint !== 'number' || !Number.isFinite(spec.cutPoint)) throw bad();
    return { variable: spec.variable, cutPoint: spec.cutPoint };
  }
  const groups = spec.groups;
  if (
    !Array.isArray(groups) ||
    groups.length !== 2 ||
    !groups.every((g) => typeof g === 'string' || (typeof g === 'number' && Number.isFinite(g)))
  ) {
    throw bad();
  }
  if (String(groups[0]).trim() === String(groups[1]).trim()) {
    throw invalidRequest(
      field,
      '두 집단의 값이 같습니다.',
      'the two group values are the same.',
      value,
    );
  }
  return { variable: spec.variable, groups: groups as [number | string, number | string] };
}

/** Checks a `t/independent` request; 95% confidence by default. */
export function parseIndependentTRequest(raw: Record<string, unknown>): IndependentTRequest {
  return {
    analysis: 't/independent',
    independentSampleTestValue: readStringList(raw, 'independentSampleTestValue', {
      required: true,
    }),
    independentGroupingVariable: readGrouping(raw),
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    selectedMissingValueControlMethod: readTTestMissing(raw),
  };
}
