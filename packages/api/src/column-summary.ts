import { array, count, object, oneOf, optional, record, string } from './schema';

/**
 * A column's summary as every dataset answer gives it (the list of uploads, an upload, a
 * version). Written with the small builders of `schema.ts` so that the upload step, which lists
 * the visitor's datasets at once, loads no zod; the zod schemas of the other answers take it in
 * through `zodOf` (`columnSummarySchema`).
 */
export const columnSummaryShape = object({
  name: string,
  label: optional(string),
  type: oneOf(['numeric', 'categorical'] as const),
  validCount: count,
  missingCount: count,
  /** SPSS value labels (from a SAV file or `/dataset/update`), keyed by the value as text. */
  valueLabels: optional(record(string)),
  /** The distinct values as text, in category order, when there are few of them. */
  levels: optional(array(string)),
});
