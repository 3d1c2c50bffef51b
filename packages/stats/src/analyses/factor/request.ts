import { invalidRequest, readChoice, readChoiceList, readStringList } from '../../request';
import {
  factorAnalysisOptions,
  factorChartTypes,
  factorExtracts,
  factorMatrices,
  factorMethods,
  factorMissingOptions,
  factorRotations,
  factorScoreMethods,
  factorSortOptions,
  type FactorRequest,
} from './types';

function readNumber(
  raw: Record<string, unknown>,
  field: string,
  fallback: number | null,
  check: (v: number) => boolean,
  ko: string,
  en: string,
): number | null {
  const value = raw[field];
  if (value === undefined || value === null) return fallback;
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed) || !check(parsed)) {
    throw invalidRequest(field, ko, en, value);
  }
  return parsed;
}

const positiveInteger = (v: number) => Number.isInteger(v) && v >= 1;

/**
 * Checks a `factor` request. Defaults as SPSS FACTOR: principal components on the
 * correlation matrix, eigenvalues over 1, 25 iterations for extraction and rotation,
 * no rotation, delta 0, kappa 4, listwise deletion.
 */
export function parseFactorRequest(raw: Record<string, unknown>): FactorRequest {
  const variables = readStringList(raw, 'factorVariables', { required: true });
  if (variables.length < 2) {
    throw invalidRequest(
      'factorVariables',
      '변수를 두 개 이상 골라야 합니다.',
      'choose at least two variables.',
      variables,
    );
  }
  if (new Set(variables).size !== variables.length) {
    throw invalidRequest(
      'factorVariables',
      '같은 변수를 두 번 고를 수 없습니다.',
      'a variable is listed twice.',
      variables,
    );
  }
  const selectedExtract = readChoice(raw, 'selectedExtract', factorExtracts, 'eigenvalue');
  const factorsToExtract = readNumber(
    raw,
    'factorsToExtract',
    null,
    (v) => positiveInteger(v) && v <= variables.length,
    `1부터 변수 개수(${variables.length}) 사이의 정수여야 합니다.`,
    `expected a whole number from 1 to the number of variables (${variables.length}).`,
  );
  if (selectedExtract === 'fixed' && factorsToExtract === null) {
    throw invalidRequest(
      'factorsToExtract',
      "'fixed' 추출에는 추출할 요인 수가 필요합니다.",
      "extraction 'fixed' needs the number of factors.",
    );
  }
  const iterations = (field: string) =>
    readNumber(
      raw,
      field,
      25,
      positiveInteger,
      '1 이상의 정수여야 합니다.',
      'expected a whole number of at least 1.',
    )!;
  const suppress = readNumber(
    raw,
    'suppressABS',
    null,
    (v) => v >= 0 && v <= 1,
    '0에서 1 사이의 값이어야 합니다.',
    'expected a value from 0 to 1.',
  );
  return {
    analysis: 'factor',
    factorVariables: variables,
    selectedMethod: readChoice(raw, 'selectedMethod', factorMethods, 'pca'),
    selectedRotationMethod: readChoice(raw, 'selectedRotationMethod', factorRotations, 'none'),
    selectedMatrix: readChoice(raw, 'selectedMatrix', factorMatrices, 'correlation'),
    selectedExtract,
    eigenvaluesGreaterThan: readNumber(
      raw,
      'eigenvaluesGreaterThan',
      1,
      (v) => v >= 0,
      '0 이상의 값이어야 합니다.',
      'expected a value of at least 0.',
    )!,
    factorsToExtract,
    extractIteration: iterations('extractIteration'),
    rotationIteration: iterations('rotationIteration'),
    delta: readNumber(
      raw,
      'delta',
      0,
      (v) => v <= 0.8,
      'SPSS와 같이 0.8 이하여야 합니다.',
      'must be at most 0.8, as in SPSS.',
    )!,
    kappa: readNumber(
      raw,
      'kappa',
      4,
      (v) => v > 1,
      'SPSS와 같이 1보다 커야 합니다.',
      'must be greater than 1, as in SPSS.',
    )!,
    selectedSortOptions: readChoice(raw, 'selectedSortOptions', factorSortOptions, 'none'),
    suppressABS: suppress,
    selectedScoreMethod: readChoice(raw, 'selectedScoreMethod', factorScoreMethods, 'none'),
    selectedMissingValueControlMethod: readChoice(
      raw,
      'selectedMissingValueControlMethod',
      factorMissingOptions,
      'listwise',
    ),
    selectedAnalysisOptions: readChoiceList(raw, 'selectedAnalysisOptions', factorAnalysisOptions, [
      'initial',
      'kmoBartlett',
    ]),
    selectedChartType: readChoiceList(raw, 'selectedChartType', factorChartTypes, []),
    communalitiesCleanningValue: readNumber(
      raw,
      'communalitiesCleanningValue',
      null,
      (v) => v >= 0 && v <= 1,
      '0에서 1 사이의 값이어야 합니다.',
      'expected a value from 0 to 1.',
    ),
  };
}
