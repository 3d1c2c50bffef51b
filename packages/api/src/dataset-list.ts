import type { ApiClient, CallOptions } from './client';
import { columnSummaryShape } from './column-summary';
import { array, count, nonEmptyString, object, optional, string, type Infer } from './schema';

/**
 * The visitor's uploaded datasets (`/dataset/uploadedData`), checked with the small builders of
 * `schema.ts`: an analysis's upload step lists them at once, and its first download then
 * carries no zod. A column's summary is the one the dataset's other answers check.
 */
export const datasetListItemSchema = object({
  uuid: nonEmptyString,
  fileName: string,
  title: string,
  createdAt: string,
  rowCount: count,
  columnCount: count,
  columns: optional(array(columnSummaryShape)),
});

export const datasetListResponseSchema = object({ result: array(datasetListItemSchema) });

export type DatasetListItem = Infer<typeof datasetListItemSchema>;
export type DatasetListResponse = Infer<typeof datasetListResponseSchema>;

export const UPLOADED_DATA_PATH = '/dataset/uploadedData';

export async function listDatasets(
  client: ApiClient,
  options?: CallOptions,
): Promise<DatasetListItem[]> {
  const body = await client.post(UPLOADED_DATA_PATH, {}, datasetListResponseSchema, options);
  return body.result;
}
