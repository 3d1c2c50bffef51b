import type { DataTable, LocalizedText } from '../types';
import { applyTransforms, selectedCases } from './apply';

/** What a result says about the data preparation it ran on: shown wherever the result is. */
export interface DataPreparationSummary {
  /** Cases in the data. */
  rowCount: number;
  /** Cases the analysis used before its own missing-value handling (after filters and samples). */
  selectedCount: number;
  newVariables: string[];
  warnings: LocalizedText[];
}

/** Applies a request's transforms and gives the selected cases, as every door of `analyze` does. */
export function prepareForAnalysis(
  table: DataTable,
  transforms: unknown,
): { cases: DataTable; summary: DataPreparationSummary } {
  const prepared = applyTransforms(table, transforms);
  return {
    cases: selectedCases(prepared),
    summary: {
      rowCount: prepared.table.rowCount,
      selectedCount: prepared.selectedCount,
      newVariables: prepared.newVariables,
      warnings: prepared.warnings,
    },
  };
}
