import { invalidRequest, readStringList } from '../../request';
import { readTTestMissing } from '../common/missing';
import type {
  BinomialRequest,
  ChiSquareGoodnessRequest,
  FriedmanRequest,
  KruskalWallisRequest,
  MannWhitneyRequest,
  SignRequest,
  WilcoxonRequest,
} from './types';

const isValue = (v: unknown): v is number | string =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

function readTwoValues(field: string, value: unknown): [number | string, number | string] {
  if (!Array.isArray(value) || value.length !== 2 || !value.every(isValue)) {
    throw invalidRequest(
      field,
      '두 집단의 값 [값1, 값2]여야 합니다.',
      'expected the two group values [value1, value2].',
      value,
    );
  }
  if (String(value[0]).trim() === String(value[1]).trim()) {
    throw invalidRequest(
      field,
      '두 집단의 값이 같습니다.',
      'the two group values are the same.',
      value,
    );
  }
  return [value[0] as number | string, value[1] as number | string];
}

function readVariableName(raw: Record<string, unknown>, field: string): string {
  const value = raw[field];
  if (typeof value !== 'string' || value === '') {
    throw invalidRequest(field, '변수 이름이어야 합니다.', 'expected a variable name.', value);
  }
  return value;
}

function readPairs(raw: Record<string, unknown>): [string, string][] {
  const value = raw.pairs;
  const ok =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (p) =>
        Array.isArray(p) &&
        p.length === 2 &&
        p.every((v) => typeof v === 'string' && v !== '') &&
        p[0] !== p[1],
    );
  if (!ok) {
    throw invalidRequest(
      'pairs',
      '서로 다른 두 변수의 쌍 [[변수1, 변수2], …]이 하나 이상 있어야 합니다.',
      'expected one or more pairs of two different variables [[first, second], …].',
      value,
    );
  }
  return value as [string, string][];
}

export function parseMannWhitneyRequest(raw: Record<string, unknown>): MannWhitneyRequest {
  const spec = raw.groupingVariable;
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
    throw invalidRequest(
      'groupingVariable',
      '{ variable, groups: [값1, 값2] } 형식이어야 합니다.',
      'expected { variable, groups: [value1, value2] }.',
      spec,
    );
  }
  const grouping = spec as Record<string, unknown>;
  return {
    analysis: 'nonparametric/mann-whitney',
    testVariables: readStringList(raw, 'testVariables', { required: true }),
    groupingVariable: {
      variable: readVariableName(grouping, 'variable'),
      groups: readTwoValues('groupingVariable.groups', grouping.groups),
    },
    selectedMissingValueControlMethod: readTTestMissing(raw),
  };
}

export const parseWilcoxonRequest = (raw: Record<string, unknown>): WilcoxonRequest => ({
  analysis: 'nonparametric/wilcoxon',
  pairs: readPairs(raw),
  selectedMissingValueControlMethod: readTTestMissing(raw),
});

export const parseSignRequest = (raw: Record<string, unknown>): SignRequest => ({
  analysis: 'nonparametric/sign',
  pairs: readPairs(raw),
  selectedMissingValueControlMethod: readTTestMissing(raw),
});

export function parseKruskalWallisRequest(raw: Record<string, unknown>): KruskalWallisRequest {
  const groups = raw.groups;
  if (
    groups !== undefined &&
    groups !== null &&
    (!Array.isArray(groups) ||
      groups.length < 2 ||
      !groups.every(isValue) ||
      new Set(groups.map((g) => String(g).trim())).size !== groups.length)
  ) {
    throw invalidRequest(
      'groups',
      '서로 다른 집단 값이 2개 이상인 목록이어야 합니다.',
      'expected a list of two or more different group values.',
      groups,
    );
  }
  const pairwise = raw.pairwise;
  if (pairwise !== undefined && typeof pairwise !== 'boolean') {
    throw invalidRequest(
      'pairwise',
      'true 또는 false여야 합니다.',
      'expected true or false.',
      pairwise,
    );
  }
  return {
    analysis: 'nonparametric/kruskal-wallis',
    testVariables: readStringList(raw, 'testVariables', { required: true }),
    groupingVariable: readVariableName(raw, 'groupingVariable'),
    groups: Array.isArray(groups) ? (groups as (number | string)[]) : null,
    pairwise: pairwise ?? true,
    selectedMissingValueControlMethod: readTTestMissing(raw),
  };
}

export function parseFriedmanRequest(raw: Record<string, unknown>): FriedmanRequest {
  const variables = readStringList(raw, 'variables', { required: true });
  if (variables.length < 2 || new Set(variables).size !== variables.length) {
    throw invalidRequest(
      'variables',
      '서로 다른 변수를 2개 이상 골라야 합니다.',
      'choose two or more different variables.',
      variables,
    );
  }
  return { analysis: 'nonparametric/friedman', variables };
}

export function parseChiSquareGoodnessRequest(
  raw: Record<string, unknown>,
): ChiSquareGoodnessRequest {
  const expected = raw.expected ?? 'equal';
  if (
    expected !== 'equal' &&
    !(
      Array.isArray(expected) &&
      expected.length >= 2 &&
      expected.every((v) => typeof v === 'number' && Number.isFinite(v) && v > 0)
    )
  ) {
    throw invalidRequest(
      'expected',
      `'equal' 또는 범주마다 하나씩인 양수 목록이어야 합니다.`,
      `expected 'equal' or a list of positive numbers, one per category.`,
      expected,
    );
  }
  return {
    analysis: 'nonparametric/chi-square',
    testVariables: readStringList(raw, 'testVariables', { required: true }),
    expected: expected as 'equal' | number[],
    selectedMissingValueControlMethod: readTTestMissing(raw),
  };
}

export function parseBinomialRequest(raw: Record<string, unknown>): BinomialRequest {
  const p = raw.testProportion ?? 0.5;
  if (typeof p !== 'number' || !(p > 0 && p < 1)) {
    throw invalidRequest(
      'testProportion',
      '0보다 크고 1보다 작은 비율이어야 합니다.',
      'expected a proportion between 0 and 1 (exclusive).',
      p,
    );
  }
  const cut = raw.cutPoint;
  if (cut !== undefined && cut !== null && (typeof cut !== 'number' || !Number.isFinite(cut))) {
    throw invalidRequest('cutPoint', '숫자여야 합니다.', 'expected a number.', cut);
  }
  const groups =
    raw.groups === undefined || raw.groups === null ? null : readTwoValues('groups', raw.groups);
  if (groups !== null && typeof cut === 'number') {
    throw invalidRequest(
      'cutPoint',
      `'groups'와 함께 쓸 수 없습니다(둘 중 하나만).`,
      `cannot be combined with 'groups' (give one of them).`,
      cut,
    );
  }
  return {
    analysis: 'nonparametric/binomial',
    testVariables: readStringList(raw, 'testVariables', { required: true }),
    testProportion: p,
    cutPoint: typeof cut === 'number' ? cut : null,
    groups,
    selectedMissingValueControlMethod: readTTestMissing(raw),
  };
}
