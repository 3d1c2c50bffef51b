import {
  invalidRequest,
  readChoice,
  readChoiceList,
  readConfidence,
  readStringList,
} from '../../request';
import { linearMethods, linearMissingOptions, linearOptions, type LinearRequest } from './types';

function readNumber(
  raw: Record<string, unknown>,
  field: string,
  fallback: number,
  min: number,
): number {
  const value = raw[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min) {
    throw invalidRequest(
      field,
      `${min} 이상의 숫자여야 합니다.`,
      `expected a number of at least ${min}.`,
      value,
    );
  }
  return value;
}

/** Checks a `linear` request; SPSS REGRESSION's defaults (enter, estimates and model fit, 95%). */
export function parseLinearRequest(raw: Record<string, unknown>): LinearRequest {
  const dependents = readStringList(raw, 'dependents', { required: true });
  if (dependents.length !== 1) {
    throw invalidRequest(
      'dependents',
      '종속변수는 하나여야 합니다.',
      'expected exactly one dependent variable.',
      dependents,
    );
  }
  const includeConstant = raw.includeConstant ?? true;
  if (typeof includeConstant !== 'boolean') {
    throw invalidRequest(
      'includeConstant',
      'true 또는 false여야 합니다.',
      'expected true or false.',
      includeConstant,
    );
  }
  return {
    analysis: 'linear',
    dependents: [dependents[0]!],
    independents: readStringList(raw, 'independents', { required: true }),
    selectedMethod: readChoice(raw, 'selectedMethod', linearMethods, 'enter'),
    selectedStepping: readChoice(
      raw,
      'selectedStepping',
      ['probability', 'fValue'] as const,
      'probability',
    ),
    entryValue: readNumber(raw, 'entryValue', 0.05, 0),
    removalValue: readNumber(raw, 'removalValue', 0.1, 0),
    selectedLinearOptions: readChoiceList(raw, 'selectedLinearOptions', linearOptions, [
      'estimates',
      'modelFit',
    ]),
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    includeConstant,
    selectedMissingValueControlMethod: readChoice(
      raw,
      'selectedMissingValueControlMethod',
      linearMissingOptions,
      'listwise',
    ),
    tolerance: readNumber(raw, 'tolerance', 0.0001, 0),
  };
}
