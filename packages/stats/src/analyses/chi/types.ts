import type { DirectionalMeasure } from '../../math/contingency';
import type { ResultTableModel } from '../../types';

export const chiCounts = ['observed', 'expected'] as const;
export const chiPercentages = ['row', 'column', 'total'] as const;
export const chiStatistics = ['phiCramer', 'contingency', 'lambda', 'gamma'] as const;

/** `chi` of analysis-contract.md (two-way crosstab, optionally by layers). */
export interface ChiRequest {
  analysis: 'chi';
  rows: string;
  columns: string;
  layers: string[];
  counts: (typeof chiCounts)[number][];
  percentages: (typeof chiPercentages)[number][];
  chiSquareTest: boolean;
  statistics: (typeof chiStatistics)[number][];
}

export interface ChiTest {
  value: number | null;
  df: number;
  pValue: number | null;
}

export interface ChiResult {
  analysis: 'chi';
  rowVariable: string;
  columnVariable: string;
  rowCategories: string[];
  columnCategories: string[];
  /** observed[i][j]: count of row category i and column category j. */
  observed: number[][];
  expected: number[][];
  rowTotals: number[];
  columnTotals: number[];
  /** N of valid cases, and cases missing on either variable. */
  n: number;
  missing: number;
  /** Percentages (0–100) within row, within column and of the total, as asked. */
  percentages: { row?: number[][]; column?: number[][]; total?: number[][] };
  tests?: {
    pearson: ChiTest;
    /** Yates' continuity correction, 2×2 tables only (null otherwise). */
    continuityCorrection: ChiTest | null;
    likelihoodRatio: ChiTest;
    /** Fisher's exact test, 2×2 tables only (null otherwise). */
    fisher: { pValueTwoSided: number; pValueOneSided: number } | null;
    /** Fisher–Freeman–Halton exact p (two-sided) for larger tables, null when 2×2 or not feasible. */
    fisherRxC: number | null;
    linearByLinear: ChiTest;
  };
  /** Cells with expected count below 5 (SPSS's footnote). */
  expectedBelow5: { count: number; percent: number; minimumExpected: number };
  measures?: {
    /** Signed (ad − bc)/√(…) for 2×2 tables, √(χ²/N) otherwise, as SPSS. */
    phi: number | null;
    cramersV: number | null;
    contingencyCoefficient: number | null;
    /** Approximate significance of these measures: Pearson's p. */
    pValue: number | null;
  };
  /** Goodman and Kruskal's gamma (ordinal by ordinal), with SPSS's ASE₁, approximate T and p. */
  gamma?: { value: number | null; ase: number | null; t: number | null; pValue: number | null };
  /**
   * SPSS's Directional Measures (with `lambda`): Goodman and Kruskal's lambda, symmetric and
   * with each variable dependent, and Goodman and Kruskal's tau with each variable dependent.
   */
  directional?: {
    lambda: {
      symmetric: DirectionalMeasure;
      rowDependent: DirectionalMeasure;
      columnDependent: DirectionalMeasure;
    };
    tau: { rowDependent: DirectionalMeasure; columnDependent: DirectionalMeasure };
  };
  /**
   * With `layers`: one crosstab per combination of layer values (the top-level fields are
   * then the pooled "Total" table over cases valid on every layer variable).
   */
  layers?: {
    layer: Record<string, string>;
    result: Omit<ChiResult, 'tables' | 'warnings' | 'warningsEn' | 'layers'>;
  }[];
  tables: ResultTableModel[];
  warnings: string[];
  warningsEn: string[];
}
