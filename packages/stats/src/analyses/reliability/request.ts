import { invalidRequest, readChoice, readChoiceList, readStringList } from '../../request';
import {
  reliabilityAnalysisOptions,
  reliabilityModels,
  type ReliabilityRequest,
  type ReliabilityScaleRequest,
} from './types';

function checkItems(field: string, variables: string[]): void {
  if (variables.length < 2) {
    throw invalidRequest(
      field,
      '척도에는 문항(변수)이 두 개 이상 있어야 합니다.',
      'a scale needs at least two items (variables).',
      variables,
    );
  }
  const seen = new Set<string>();
  for (const v of variables) {
    if (seen.has(v)) {
      throw invalidRequest(
        field,
        `'${v}' 문항이 척도에 두 번 들어 있습니다.`,
        `item '${v}' appears twice in the scale.`,
        v,
      );
    }
    seen.add(v);
  }
}

function readGroups(raw: Record<string, unknown>): ReliabilityScaleRequest[] {
  const value = raw.factorGroups;
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidRequest(
      'factorGroups',
      '{ name, variables } 목록이어야 합니다.',
      'expected a list of { name, variables }.',
      value,
    );
  }
  return value.map((group, i) => {
    const field = `factorGroups[${i}]`;
    if (typeof group !== 'object' || group === null || Array.isArray(group)) {
      throw invalidRequest(
        field,
        '{ name, variables } 객체여야 합니다.',
        'expected { name, variables }.',
        group,
      );
    }
    const g = group as Record<string, unknown>;
    const name = g.name === undefined || g.name === null ? `${i + 1}` : g.name;
    if (typeof name !== 'string') {
      throw invalidRequest(`${field}.name`, '문자열이어야 합니다.', 'expected a string.', name);
    }
    const variables = g.variables;
    if (!Array.isArray(variables) || variables.some((v) => typeof v !== 'string')) {
      throw invalidRequest(
        `${field}.variables`,
        '문자열 목록이어야 합니다.',
        'expected a list of strings.',
        variables,
      );
    }
    checkItems(`${field}.variables`, variables as string[]);
    return { name, variables: variables as string[] };
  });
}

/**
 * Checks a `reliability` request: `reliabilityVariables` (one scale) or `factorGroups`
 * (one scale per group); model alpha by default, as SPSS.
 */
export function parseReliabilityRequest(raw: Record<string, unknown>): ReliabilityRequest {
  let scales: ReliabilityScaleRequest[];
  if (raw.reliabilityVariables === undefined && raw.factorGroups !== undefined) {
    scales = readGroups(raw);
  } else {
    const variables = readStringList(raw, 'reliabilityVariables', { required: true });
    checkItems('reliabilityVariables', variables);
    scales = [{ name: null, variables }];
  }
  return {
    analysis: 'reliability',
    scales,
    model: readChoice(raw, 'model', reliabilityModels, 'alpha'),
    selectedAnalysisOptions: readChoiceList(
      raw,
      'selectedAnalysisOptions',
      reliabilityAnalysisOptions,
      [],
    ),
  };
}
