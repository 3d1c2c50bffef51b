import { z } from 'zod';
import { columnSummaryShape } from './column-summary';
import { zodOf } from './schema-zod';

/**
 * Shapes of decrypted responses. Objects are loose (unknown keys pass through) so the
 * server can add fields without breaking older clients; what the UI reads is checked.
 */

const cellValue = z.union([z.number(), z.string(), z.null()]);
const count = z.number().int().nonnegative();

/** A column's summary, written once for the zod-free upload step (`column-summary.ts`). */
export const columnSummarySchema = zodOf(columnSummaryShape);

export const readInfoSchema = z.looseObject({
  format: z.enum(['csv', 'xlsx', 'sav']),
  encoding: z.enum(['utf-8', 'cp949']).optional(),
  delimiter: z.string().optional(),
  sheet: z.string().optional(),
});

/** A dataset version: the transforms applied to the original upload, and the cases they keep. */
export const datasetVersionSchema = z.looseObject({
  versionId: z.string().min(1),
  /** Transforms as the engine reads them (`{ type: 'compute', target, expression }`, …). */
  transforms: z.array(z.looseObject({ type: z.string().min(1) })),
  /** Cases a filter or random sample keeps; equal to `rowCount` when neither applies. */
  selectedCount: count,
  /** SPSS syntax (COMPUTE, RECODE, SELECT IF, …) that reproduces the transforms. */
  syntax: z.string(),
});

export const uploadedDatasetSchema = z.looseObject({
  uuid: z.string().min(1),
  fileName: z.string(),
  title: z.string(),
  createdAt: z.string(),
  rowCount: count,
  columns: z.array(columnSummarySchema),
  info: readInfoSchema,
  preview: z.looseObject({ columns: z.array(z.string()), rows: z.array(z.array(cellValue)) }),
  /** The current version: its transforms, selected cases and their SPSS syntax. */
  version: datasetVersionSchema.optional(),
});

export const localizedTextSchema = z.looseObject({ ko: z.string(), en: z.string() });

export const resultTableSchema = z.looseObject({
  id: z.string(),
  title: localizedTextSchema,
  columnGroups: z
    .array(z.looseObject({ label: localizedTextSchema, span: z.number().int().positive() }))
    .optional(),
  columns: z.array(
    z.looseObject({
      key: z.string(),
      label: localizedTextSchema,
      // The engine's ResultCellFormat: `df` is whole degrees of freedom without decimals.
      format: z.enum(['text', 'integer', 'number', 'percent', 'pValue', 'df']),
      decimals: z.number().int().nonnegative().optional(),
    }),
  ),
  rows: z.array(
    z.looseObject({
      label: z.string(),
      group: z.string().optional(),
      cells: z.record(z.string(), cellValue),
      footnoteRefs: z.array(z.number().int().nonnegative()).optional(),
    }),
  ),
  footnotes: z.array(localizedTextSchema).optional(),
});

/** `DescriptiveResult` of the stats package, checked where the UI reads it. */
export const descriptiveResultSchema = z.looseObject({
  analysis: z.literal('descriptive'),
  variables: z.array(z.looseObject({ variable: z.string(), n: count, missing: count })),
  tables: z.array(resultTableSchema),
  warnings: z.array(z.string()),
  warningsEn: z.array(z.string()).optional(),
});

export const uploadResponseSchema = z.looseObject({ result: uploadedDatasetSchema });
export const datasetResponseSchema = uploadResponseSchema;
export const removeDatasetResponseSchema = z.looseObject({
  result: z.looseObject({ uuid: z.string().min(1) }),
});
export const descriptiveAnalysisResponseSchema = z.looseObject({
  result: descriptiveResultSchema,
  analysisId: z.string().min(1),
});

export type ColumnSummary = z.infer<typeof columnSummarySchema>;
export type ReadInfo = z.infer<typeof readInfoSchema>;
export type DatasetVersion = z.infer<typeof datasetVersionSchema>;
export type UploadedDataset = z.infer<typeof uploadedDatasetSchema>;
export type LocalizedText = z.infer<typeof localizedTextSchema>;
export type ResultTable = z.infer<typeof resultTableSchema>;
export type DescriptiveResult = z.infer<typeof descriptiveResultSchema>;
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
export type RemoveDatasetResponse = z.infer<typeof removeDatasetResponseSchema>;
export type DescriptiveAnalysisResponse = z.infer<typeof descriptiveAnalysisResponseSchema>;
