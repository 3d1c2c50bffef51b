import { invalidRequest, readChoiceList, readStringList } from '../../request';
import { frequencyStatistics, type FactorGroup, type FrequenciesRequest } from './types';

function readFactorGroups(raw: Record<string, unknown>): FactorGroup[] {
  const field = 'factorGroups';
  const value = raw[field];
  if (value === undefined || value === null) return [];
  const bad = () =>
    invalidRequest(
      field,
      '{ variable, groups: [{ label, values: [...] }] } 의 목록이어야 합니다.',
      'expected a list of { variable, groups: [{ label, values: [...] }] }.',
      value,
    );
  if (!Array.isArray(value)) throw bad();
  return value.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) throw bad();
    const { variable, groups } = entry as Record<string, unknown>;
    if (typeof variable !== 'string' || !Array.isArray(groups)) throw bad();
    return {
      variable,
      groups: groups.map((g: unknown) => {
        if (typeof g !== 'object' || g === null) throw bad();
        const { label, values } = g as Record<string, unknown>;
        if (
          typeof label !== 'string' ||
          label === '' ||
          !Array.isArray(values) ||
          !values.every((v) => typeof v === 'string' || typeof v === 'number')
        ) {
          throw bad();
        }
        return { label, values: values as (number | string)[] };
      }),
    };
  });
}

/** Checks a `frequencies` request; no statistics unless asked, as SPSS with /FORMAT only. */
export function parseFrequenciesRequest(raw: Record<string, unknown>): FrequenciesRequest {
  return {
    analysis: 'frequencies',
    variables: readStringList(raw, 'variables', { required: true }),
    statistics: readChoiceList(raw, 'statistics', frequencyStatistics, []),
    factorGroups: readFactorGroups(raw),
  };
}
