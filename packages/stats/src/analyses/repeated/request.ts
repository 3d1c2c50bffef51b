import { invalidRequest, readChoice, readConfidence, readStringList } from '../../request';
import type { RepeatedRequest, RepeatedWithinFactor } from './types';

const PAIRWISE = ['lsd', 'bonferroni', 'sidak'] as const;

/** Checks an `anova/repeated` request: its within factors, their measures and the between factors. */
export function parseRepeatedRequest(raw: Record<string, unknown>): RepeatedRequest {
  const factors = raw.withinFactors;
  const ok =
    Array.isArray(factors) &&
    factors.length >= 1 &&
    factors.length <= 2 &&
    factors.every(
      (f) =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as RepeatedWithinFactor).name === 'string' &&
        (f as RepeatedWithinFactor).name.trim() !== '' &&
        Number.isInteger((f as RepeatedWithinFactor).levels) &&
        (f as RepeatedWithinFactor).levels >= 2,
    );
  if (!ok) {
    throw invalidRequest(
      'withinFactors',
      '개체내 요인은 1개 또는 2개이며, 각각 이름과 2 이상의 수준 수가 있어야 합니다.',
      'expected one or two within-subject factors, each with a name and at least 2 levels.',
      factors,
    );
  }
  const withinFactors = (factors as RepeatedWithinFactor[]).map((f) => ({
    name: f.name.trim(),
    levels: f.levels,
  }));
  if (withinFactors.length === 2 && withinFactors[0]!.name === withinFactors[1]!.name) {
    throw invalidRequest(
      'withinFactors',
      '두 개체내 요인의 이름이 같습니다.',
      'the two within-subject factors have the same name.',
    );
  }
  const measures = readStringList(raw, 'measures', { required: true });
  const cells = withinFactors.reduce((product, f) => product * f.levels, 1);
  if (measures.length !== cells) {
    throw invalidRequest(
      'measures',
      `개체내 수준 조합 ${cells}개에 변수를 하나씩 골라야 하는데 ${measures.length}개를 골랐습니다.`,
      `expected one variable for each of the ${cells} combinations of within-subject levels, got ${measures.length}.`,
    );
  }
  if (new Set(measures).size !== measures.length) {
    throw invalidRequest(
      'measures',
      '같은 변수를 두 수준에 고를 수 없습니다.',
      'the same variable cannot stand for two levels.',
    );
  }
  const betweenFactors = readStringList(raw, 'betweenFactors', { required: false });
  return {
    analysis: 'anova/repeated',
    withinFactors,
    measures,
    betweenFactors,
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    pairwiseComparisons: readChoice(raw, 'pairwiseComparisons', PAIRWISE, 'bonferroni'),
  };
}
