import {
  invalidRequest,
  readChoice,
  readChoiceList,
  readConfidence,
  readStringList,
} from '../../request';
import {
  readBoundedNumber,
  readIncludeConstant,
  readOneDependent,
} from '../common/regression-request';
import { logisticMethods, logisticOptions, type LogisticRequest } from './types';

/** Checks a `logistic` request; SPSS LOGISTIC REGRESSION's defaults (enter, PIN .05, POUT .10, CUT .5, 20 iterations, BCON .001, 95%). */
export function parseLogisticRequest(raw: Record<string, unknown>): LogisticRequest {
  const dependent = readOneDependent(raw);
  const includeConstant = readIncludeConstant(raw);
  const independents = [...new Set(readStringList(raw, 'independents', { required: true }))];
  const categoricalVariables = [
    ...new Set(readStringList(raw, 'categoricalVariables', { required: false })),
  ];
  for (const name of categoricalVariables) {
    if (!independents.includes(name)) {
      throw invalidRequest(
        'categoricalVariables',
        `'${name}' 변수는 독립변수 목록에 없습니다.`,
        `'${name}' is not among the independent variables.`,
        name,
      );
    }
  }
  const maxIterations = readBoundedNumber(raw, 'maxIterations', 20, 1, 1000);
  if (!Number.isInteger(maxIterations)) {
    throw invalidRequest(
      'maxIterations',
      '정수여야 합니다.',
      'expected an integer.',
      maxIterations,
    );
  }
  const request: LogisticRequest = {
    analysis: 'logistic',
    dependents: [dependent],
    independents,
    categoricalVariables,
    referenceCategory: readChoice(raw, 'referenceCategory', ['last', 'first'] as const, 'last'),
    selectedMethod: readChoice(raw, 'selectedMethod', logisticMethods, 'enter'),
    entryValue: readBoundedNumber(raw, 'entryValue', 0.05, 0, 1),
    removalValue: readBoundedNumber(raw, 'removalValue', 0.1, 0, 1),
    cutValue: readBoundedNumber(raw, 'cutValue', 0.5, 0.01, 0.99),
    maxIterations,
    parameterChange: readBoundedNumber(raw, 'parameterChange', 0.001, 0, 1),
    includeConstant,
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    selectedLogisticOptions: readChoiceList(raw, 'selectedLogisticOptions', logisticOptions, [
      'hosmerLemeshow',
      'confidenceIntervals',
    ]),
  };
  if (request.entryValue >= request.removalValue) {
    throw invalidRequest(
      'entryValue',
      `진입 확률(${request.entryValue})은 제거 확률(${request.removalValue})보다 작아야 합니다.`,
      `the probability to enter (${request.entryValue}) must be smaller than the probability to remove (${request.removalValue}).`,
      request.entryValue,
    );
  }
  return request;
}
