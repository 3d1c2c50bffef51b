import { invalidRequest, readChoice, readChoiceList, readStringList } from '../../request';
import {
  correlationCoefficientOptions,
  correlationAnalysisOptions,
  correlationDisplayOptions,
  correlationMissingOptions,
  correlationSignificanceOptions,
  type CorrelationRequest,
} from './types';

/** Checks a `correlation` request; defaults as SPSS: Pearson, two-tailed, flagged, pairwise. */
export function parseCorrelationRequest(raw: Record<string, unknown>): CorrelationRequest {
  const variables = readStringList(raw, 'correlationVariables', { required: true });
  if (variables.length < 2) {
    throw invalidRequest(
      'correlationVariables',
      '변수를 두 개 이상 골라야 합니다.',
      'choose at least two variables.',
      variables,
    );
  }
  const coefficients = readChoiceList(
    raw,
    'selectedCoefficientOptions',
    correlationCoefficientOptions,
    ['pearson'],
  );
  return {
    analysis: 'correlation',
    correlationVariables: variables,
    selectedCoefficientOptions: coefficients.length > 0 ? coefficients : ['pearson'],
    selectedSignificance: readChoice(
      raw,
      'selectedSignificance',
      correlationSignificanceOptions,
      'twoTailed',
    ),
    selectedDisplayOptions: readChoiceList(
      raw,
      'selectedDisplayOptions',
      correlationDisplayOptions,
      ['flagSignificant'],
    ),
    selectedMissingValueControlMethod: readChoice(
      raw,
      'selectedMissingValueControlMethod',
      correlationMissingOptions,
      'pairwise',
    ),
    selectedAnalysisOptions: readChoiceList(
      raw,
      'selectedAnalysisOptions',
      correlationAnalysisOptions,
      [],
    ),
  };
}
