import { readChoice, readChoiceList, readConfidence, readStringList } from '../../request';
import {
  centralTendencyOptions,
  dispersionOptions,
  distributionOptions,
  fillMethods,
  significanceOptions,
  visualizeOptions,
  type DescriptiveRequest,
} from './types';

/**
 * Checks a `descriptive` request and fills what is left out with SPSS
 * DESCRIPTIVES' defaults (mean, standard deviation, minimum, maximum).
 */
export function parseDescriptiveRequest(raw: Record<string, unknown>): DescriptiveRequest {
  return {
    analysis: 'descriptive',
    variables: readStringList(raw, 'variables', { required: true }),
    centralTendency: readChoiceList(raw, 'centralTendency', centralTendencyOptions, ['mean']),
    dispersion: readChoiceList(raw, 'dispersion', dispersionOptions, ['std', 'min', 'max']),
    distribution: readChoiceList(raw, 'distribution', distributionOptions, []),
    confidenceInterval: readConfidence(raw, 'confidenceInterval', null),
    significance: readChoiceList(raw, 'significance', significanceOptions, []),
    visualize: readChoiceList(raw, 'visualize', visualizeOptions, []),
    fillMethod: readChoice(raw, 'fillMethod', fillMethods, 'exclude'),
  };
}
