import { invalidRequest, readChoice, readStringList } from '../../request';
import {
  multipleResponseTypes,
  type MultipleResponseSetRequest,
  type MultipleResponsesRequest,
} from './types';

function readSet(value: unknown, i: number): MultipleResponseSetRequest {
  const field = `sets[${i}]`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest(
      field,
      '{ name, label, type, variables, countedValue? } 객체여야 합니다.',
      'expected { name, label, type, variables, countedValue? }.',
      value,
    );
  }
  const raw = value as Record<string, unknown>;
  const name = raw.name === undefined || raw.name === null ? `${i + 1}` : raw.name;
  if (typeof name !== 'string' || name === '') {
    throw invalidRequest(
      `${field}.name`,
      '비어 있지 않은 문자열이어야 합니다.',
      'expected a non-empty string.',
      name,
    );
  }
  const label = raw.label === undefined || raw.label === null ? name : raw.label;
  if (typeof label !== 'string') {
    throw invalidRequest(`${field}.label`, '문자열이어야 합니다.', 'expected a string.', label);
  }
  const type = readChoice(raw, 'type', multipleResponseTypes, 'dichotomies');
  const variables = readStringList(raw, 'variables', { required: true });
  if (variables.length < 2 || new Set(variables).size !== variables.length) {
    throw invalidRequest(
      `${field}.variables`,
      '서로 다른 변수를 두 개 이상 골라야 합니다.',
      'choose at least two different variables.',
      variables,
    );
  }
  const set: MultipleResponseSetRequest = { name, label, type, variables };
  if (type === 'dichotomies') {
    const counted = raw.countedValue ?? 1;
    if (
      !(typeof counted === 'number' && Number.isFinite(counted)) &&
      !(typeof counted === 'string' && counted.trim() !== '')
    ) {
      throw invalidRequest(
        `${field}.countedValue`,
        '셀 값(숫자 또는 문자열)이어야 합니다.',
        'expected a cell value (a number or a string).',
        counted,
      );
    }
    set.countedValue = typeof counted === 'string' ? counted.trim() : counted;
  }
  return set;
}

/** Checks a `multiple-responses` request: one or more sets of at least two variables. */
export function parseMultipleResponsesRequest(
  raw: Record<string, unknown>,
): MultipleResponsesRequest {
  const sets = raw.sets;
  if (!Array.isArray(sets) || sets.length === 0) {
    throw invalidRequest(
      'sets',
      '다중응답 세트를 하나 이상 정의해야 합니다.',
      'define at least one multiple response set.',
      sets,
    );
  }
  return { analysis: 'multiple-responses', sets: sets.map(readSet) };
}
