import type { ColumnType, DataTable } from '../types';

/** What the generator needs to know of one column of the dataset. */
export interface SyntaxColumn {
  /** Header exactly as in the product (may be invalid in SPSS; see names.ts). */
  name: string;
  type: ColumnType;
  /** A text column's widest cell in UTF-8 bytes (its SPSS A width). */
  width?: number;
  /** A text column's distinct values in ascending order (AUTORECODE codes them 1, 2, …). */
  categories?: string[];
  /** A numeric column's most decimal places (its SPSS F format). */
  decimals?: number;
  /** A numeric column's smallest and largest value (MULT RESPONSE's category range). */
  min?: number;
  max?: number;
  /** The variable label the file gives (an SPSS file's), when it has one. */
  label?: string;
  /** Value labels the file gives, keyed by the value as text (moved by in-place reverse coding). */
  valueLabels?: Record<string, string>;
}

/** The dataset as the prologue reads it. */
export interface SyntaxDataset {
  /** The file's path or name as SPSS should open it. */
  fileName: string;
  /**
   * A CSV is read by GET DATA (the default), an SPSS file by GET FILE. An Excel sheet is read
   * as the CSV it is saved as (SPSS would rename its headers by rules of its own).
   */
  format?: 'csv' | 'sav' | 'xlsx';
  /** The Excel sheet the product read. */
  sheet?: string;
  columns: SyntaxColumn[];
  encoding?: 'utf-8' | 'cp949';
  delimiter?: ',' | '\t' | ';' | '|';
  /** Whether the first row holds the variable names (then data start on row 2). */
  firstRowAsNames?: boolean;
}

/**
 * `spss` is the syntax a person copies into IBM SPSS Statistics. `pspp` is the same syntax as
 * GNU PSPP 1.6 reads it, used to prove the numbers in PSPP; the commands, variables, missing
 * values and criteria are the same. What the PSPP target changes, each at its generator:
 * no /ES (T-TEST, ONEWAY); no WELCH, BROWNFORSYTHE, /PLOT or /CRITERIA in ONEWAY; GLM with
 * /DESIGN only instead of UNIANOVA; no /MISSING, /CRITERIA, /DESCRIPTIVES, stepping statistics
 * or residual subcommands in REGRESSION; no /STATISTICS and only TOTAL in RELIABILITY's
 * /SUMMARY, with an explicit split point; FACTOR without /SAVE, DELTA or a loading plot;
 * EXAMINE's /CINTERVAL as a proportion; no INV, REPR or FSCORE in FACTOR's /PRINT; MISSING, NVALID
 * and NMISS of text variables by ANY over their missing codes (transformSyntax). What PSPP lacks
 * altogether (NONPAR CORR, UNIANOVA's post hoc and EMMEANS, stepping REGRESSION methods, FACTOR
 * extraction other than PC and PAF, ONEWAY's DUNCAN, SNK, T3 and DUNNETT, RELIABILITY models other than alpha and split-half,
 * MULT RESPONSE, RMV, FACTOR /SAVE of factor-score transforms) is written as for SPSS.
 */
export type SyntaxTarget = 'spss' | 'pspp';

export interface SyntaxOptions {
  /**
   * The data preparation placed after the data are read and before the analysis: the
   * transform list itself (the objects `applyTransforms` takes, written by `transformSyntax`,
   * and then the analysis names the variables as the list left them), or lines of already
   * generated syntax, in the order given. Without it, a request's own top-level `transforms`
   * are used, as `analyze` uses them.
   */
  transforms?: readonly unknown[];
  /**
   * The data themselves: needed only by a random sample, whose drawn cases the syntax selects
   * by their row numbers.
   */
  data?: DataTable;
  /**
   * The lines `transforms` were written as before, with the data (a dataset version keeps
   * them, made by `transformSyntax` for the same target): placed as they are, while the list
   * itself still names the variables for the analysis. So a run on a version with a random
   * sample gets the drawn cases' selection without reading the data again.
   */
  transformLines?: readonly string[];
  /** Begin with the GET DATA prologue (default true). */
  getData?: boolean;
  target?: SyntaxTarget;
}

/** What every analysis's generator gets: names already made valid, and the target. */
export interface SyntaxContext {
  /** The SPSS name of a product variable. */
  name(variable: string): string;
  /** The column of a product variable, when the dataset lists it. */
  column(variable: string): SyntaxColumn | undefined;
  /** A fresh valid name for a helper variable (AUTORECODE targets and the like). */
  newName(base: string): string;
  target: SyntaxTarget;
}
