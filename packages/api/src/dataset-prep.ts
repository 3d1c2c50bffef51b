import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import {
  columnSummarySchema,
  uploadResponseSchema,
  type DatasetVersion,
  type UploadedDataset,
} from './schemas';

/**
 * Data preparation: a dataset version is the uploaded original plus an ordered list of
 * transforms (compute, reverse-code, recode, scale scores, standardize, filter, …) held as data.
 * The engine's zod schemas in `packages/stats` are the one definition of a transform; here a
 * step is only an object with a `type`, and the server answers a bilingual error naming the step
 * and the variable or position when a step is wrong. Nothing is stored when any step fails.
 */
export const DATASET_PREP_PATHS = {
  /** Replace the dataset's transform list; the answer is the dataset on its new current version. */
  applyTransforms: '/dataset/transforms',
  /** Apply a list to the current original without storing anything; the first rows come back. */
  previewTransforms: '/dataset/transforms/preview',
  /** Copy the shared sample dataset into the caller's own datasets. */
  copySample: '/dataset/sample',
} as const;

/** One transform as the engine reads it (`{ type: 'compute', target, expression }`, …). */
export type TransformStep = DatasetVersion['transforms'][number];

const count = z.number().int().nonnegative();
const cellValue = z.union([z.number(), z.string(), z.null()]);

export const transformPreviewSchema = z.looseObject({
  rowCount: count,
  selectedCount: count,
  columns: z.array(columnSummarySchema),
  preview: z.looseObject({ columns: z.array(z.string()), rows: z.array(z.array(cellValue)) }),
  syntax: z.string(),
});
export type TransformPreview = z.infer<typeof transformPreviewSchema>;

export interface TransformListInput {
  uuid: string;
  transforms: TransformStep[];
}

/** Store `transforms` as the dataset's list (undo and reorder send the changed list). */
export async function applyDatasetTransforms(
  client: ApiClient,
  input: TransformListInput,
  options?: CallOptions,
): Promise<UploadedDataset> {
  const body = await client.post(
    DATASET_PREP_PATHS.applyTransforms,
    input,
    uploadResponseSchema,
    options,
  );
  return body.result;
}

/** The first `rows` rows (default 20) after `transforms`, nothing stored. */
export async function previewDatasetTransforms(
  client: ApiClient,
  input: TransformListInput & { rows?: number },
  options?: CallOptions,
): Promise<TransformPreview> {
  const body = await client.post(
    DATASET_PREP_PATHS.previewTransforms,
    input,
    z.looseObject({ result: transformPreviewSchema }),
    options,
  );
  return body.result;
}

/** "Try it with sample data": the caller's own copy of the sample dataset. */
export async function copySampleDataset(
  client: ApiClient,
  options?: CallOptions,
): Promise<UploadedDataset> {
  const body = await client.post(DATASET_PREP_PATHS.copySample, {}, uploadResponseSchema, options);
  return body.result;
}
