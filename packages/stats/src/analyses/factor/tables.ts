import type { ResultTableModel } from '../../types';
import type { FactorRequest, FactorResult } from './types';
export function factorTables(_r: FactorResult, _q: FactorRequest): ResultTableModel[] {
  return [];
}
