import { invalidRequest, readChoice, readConfidence, readStringList } from '../../request';
import { readBoundedNumber, readOneDependent } from '../common/regression-request';
import type { MultinomialRequest } from './types';

/** Checks a `multinomial` request; SPSS NOMREG's defaults (BASE=LAST, MXITER 100, MXSTEP 5, PCONVERGE 1e-6, CIN 95). */
export function parseMultinomialRequest(raw: Record<string, unknown>): MultinomialRequest {
  const dependent = readOneDependent(raw);
  const factors = [...new Set(readStringList(raw, 'factors', { required: false }))];
  const covariates = [...new Set(readStringList(raw, 'covariates', { required: false }))];
  if (factors.length + covariates.length === 0) {
    throw invalidRequest(
      'factors',
      '요인이나 공변량을 하나 이상 골라야 합니다.',
      'choose at least one factor or covariate.',
    );
  }
  for (const name of factors) {
    if (covariates.includes(name)) {
      throw invalidRequest(
        'covariates',
        `'${name}' 변수가 요인과 공변량에 함께 들어 있습니다.`,
        `'${name}' is both a factor and a covariate.`,
        name,
      );
    }
  }
  const referenceCategory = readChoice(
    raw,
    'referenceCategory',
    ['last', 'first', 'custom'] as const,
    'last',
  );
  const rawValue = raw.referenceValue;
  let referenceValue: string | null = null;
  if (referenceCategory === 'custom') {
    if ((typeof rawValue !== 'string' && typeof rawValue !== 'number') || rawValue === '') {
      throw invalidRequest(
        'referenceValue',
        '사용자 지정 참조범주의 값을 적어야 합니다.',
        'give the value of the custom reference category.',
        rawValue,
      );
    }
    referenceValue = String(rawValue).trim();
  }
  return {
    analysis: 'multinomial',
    dependents: [dependent],
    factors,
    covariates,
    referenceCategory,
    referenceValue,
    maxIterations: readBoundedNumber(raw, 'maxIterations', 100, 1, 1000, true),
    maxStepHalving: readBoundedNumber(raw, 'maxStepHalving', 5, 0, 50, true),
    parameterChange: readBoundedNumber(raw, 'parameterChange', 1e-6, 0, 1, false),
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
  };
}
