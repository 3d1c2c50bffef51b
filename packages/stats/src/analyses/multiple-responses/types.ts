import type { ResultTableModel } from '../../types';

export const multipleResponseTypes = ['dichotomies', 'categories'] as const;
export type MultipleResponseType = (typeof multipleResponseTypes)[number];

export interface MultipleResponseSetRequest {
  name: string;
  label: string;
  type: MultipleResponseType;
  variables: string[];
  /** Dichotomies: the value that means "yes" (default 1). */
  countedValue?: number | string;
}

/** `multiple-responses` of analysis-contract.md (SPSS MULT RESPONSE /FREQUENCIES). */
export interface MultipleResponsesRequest {
  analysis: 'multiple-responses';
  sets: MultipleResponseSetRequest[];
}

export interface MultipleResponse {
  /** Dichotomies: the variable's name; categories: the value as in the data. */
  value: number | string;
  /** Dichotomies: the variable label (or name); categories: the value label (or the value). */
  label: string;
  count: number;
  /** Percent of all responses in the set. */
  percentOfResponses: number | null;
  /** Percent of the valid cases. */
  percentOfCases: number | null;
}

/**
 * One set's frequencies. A case is valid when it has at least one response in the set
 * (dichotomies: a variable equal to the counted value; categories: a non-missing value),
 * SPSS's default; the other cases are missing.
 */
export interface MultipleResponseSet {
  name: string;
  label: string;
  type: MultipleResponseType;
  variables: string[];
  countedValue?: number | string;
  responses: MultipleResponse[];
  totalResponses: number;
  /** Responses per valid case, in percent (the "Total" row of percent of cases). */
  percentOfCasesTotal: number | null;
  validCases: number;
  missingCases: number;
  totalCases: number;
  validPercent: number | null;
  missingPercent: number | null;
}

export interface MultipleResponsesResult {
  analysis: 'multiple-responses';
  sets: MultipleResponseSet[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
