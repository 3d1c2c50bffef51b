import type { ApiClient, CallOptions } from './client';
import { UPLOADED_DATA_PATH } from './dataset-list';
import {
  datasetResponseSchema,
  descriptiveAnalysisResponseSchema,
  removeDatasetResponseSchema,
  uploadResponseSchema,
  type DescriptiveAnalysisResponse,
  type UploadedDataset,
} from './schemas';

/** Paths used by the descriptive slice. */
export const API_PATHS = {
  upload: '/dataset/upload',
  uploadedData: UPLOADED_DATA_PATH,
  removeData: '/dataset/removeData',
  getDescription: '/description/get',
  descriptiveAnalysis: '/description/analysis',
} as const;

export interface UploadDatasetInput {
  file: Blob;
  /** Defaults to the file's own name when it is a File. */
  fileName?: string;
  title?: string;
  firstRowAsNames?: boolean;
  encoding?: 'auto' | 'utf-8' | 'cp949';
}

export async function uploadDataset(
  client: ApiClient,
  input: UploadDatasetInput,
  options?: CallOptions,
): Promise<UploadedDataset> {
  const fileName = input.fileName ?? (input.file instanceof File ? input.file.name : 'upload');
  const payload: Record<string, unknown> = {};
  if (input.title !== undefined) payload.title = input.title;
  if (input.firstRowAsNames !== undefined) payload.firstRowAsNames = input.firstRowAsNames;
  if (input.encoding !== undefined) payload.encoding = input.encoding;
  const body = await client.postFile(
    API_PATHS.upload,
    input.file,
    fileName,
    payload,
    uploadResponseSchema,
    options,
  );
  return body.result;
}

export async function removeDataset(
  client: ApiClient,
  uuid: string,
  options?: CallOptions,
): Promise<{ uuid: string }> {
  const body = await client.post(
    API_PATHS.removeData,
    { uuid },
    removeDatasetResponseSchema,
    options,
  );
  return body.result;
}

export async function getDataset(
  client: ApiClient,
  uuid: string,
  options?: CallOptions,
): Promise<UploadedDataset> {
  const body = await client.post(
    API_PATHS.getDescription,
    { uuid },
    datasetResponseSchema,
    options,
  );
  return body.result;
}

/** Fields every analysis request shares: the dataset's id and file name, and who asks. */
export interface AnalysisIdentity {
  uuid: string;
  fileName: string;
  account: string;
  userUuid: string;
}

/** `descriptive` fields of analysis-contract.md. */
export interface DescriptiveOptions {
  variables: string[];
  centralTendency: ('mean' | 'median' | 'mode' | 'sum')[];
  dispersion: ('std' | 'variance' | 'range' | 'min' | 'max' | 'seMean' | 'iqr')[];
  distribution: ('skewness' | 'kurtosis')[];
  confidenceInterval: number | null;
  significance: ('shapiroWilk' | 'kolmogorovSmirnov')[];
  visualize: ('histogram' | 'boxplot' | 'qq')[];
  fillMethod: 'exclude' | 'mean' | 'median';
}

export type DescriptiveAnalysisRequest = AnalysisIdentity & DescriptiveOptions;

export function runDescriptiveAnalysis(
  client: ApiClient,
  request: DescriptiveAnalysisRequest,
  options?: CallOptions,
): Promise<DescriptiveAnalysisResponse> {
  return client.post(
    API_PATHS.descriptiveAnalysis,
    request,
    descriptiveAnalysisResponseSchema,
    options,
  );
}
