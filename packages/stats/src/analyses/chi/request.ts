import { invalidRequest, readChoiceList, readStringList } from '../../request';
import { chiCounts, chiPercentages, chiStatistics, type ChiRequest } from './types';

function readName(raw: Record<string, unknown>, field: string): string {
  const value = raw[field];
  if (typeof value !== 'string' || value === '') {
    throw invalidRequest(
      field,
      '변수 이름(문자열)이어야 합니다.',
      'expected a variable name.',
      value,
    );
  }
  return value;
}

/** Checks a `chi` request; SPSS CROSSTABS' defaults (observed counts only). */
export function parseChiRequest(raw: Record<string, unknown>): ChiRequest {
  const chiSquareTest = raw.chiSquareTest ?? false;
  if (typeof chiSquareTest !== 'boolean') {
    throw invalidRequest(
      'chiSquareTest',
      'true 또는 false여야 합니다.',
      'expected true or false.',
      chiSquareTest,
    );
  }
  return {
    analysis: 'chi',
    rows: readName(raw, 'rows'),
    columns: readName(raw, 'columns'),
    layers: readStringList(raw, 'layers', { required: false }),
    counts: readChoiceList(raw, 'counts', chiCounts, ['observed']),
    percentages: readChoiceList(raw, 'percentages', chiPercentages, []),
    chiSquareTest,
    statistics: readChoiceList(raw, 'statistics', chiStatistics, []),
  };
}
