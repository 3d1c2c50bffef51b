import {
  analysisResultSchema,
  getAnalysisHistory,
  getDataset,
  runAnalysis,
  runDescriptiveAnalysis,
  interpretAnalysis,
  INTERPRETATION_PREFIXES,
  type InterpretedAnalysis,
  ANALYSIS_ENDPOINTS,
  type RoutedAnalysisId,
  type ApiClient,
  type CallOptions,
} from '@tonggye/api';
import type {
  AnyAnalysisDefinition,
  AnalysisResult,
  InterpretInput,
  Interpretation,
  LoadAnalysisInput,
  StoredAnalysis,
  RunAnalysisInput,
  RunAnalysisOutput,
} from '@tonggye/analysis-forms';

/**
 * The analysis wizard's server calls after the upload step (the run, a stored analysis, the
 * interpretation, the dataset's own calls), with their zod answers: loaded when the wizard or
 * the analysis page first makes one of them (analysisWizard.ts, AnalysisPage.tsx), not with
 * the upload step.
 */
export {
  applyDatasetTransforms,
  copySampleDataset,
  getAnovaMulti,
  getDataset,
  getReliabilityRedirection,
  previewDatasetTransforms,
  removeDataset,
  saveFactorGroups,
  updateDataset,
  uploadDataset,
} from '@tonggye/api';

type Runner = (
  client: ApiClient,
  input: RunAnalysisInput,
  options: CallOptions,
) => Promise<RunAnalysisOutput>;

/** The server call behind each analysis definition (analysis-contract.md, "One request, three doors"). */
const runners: Record<string, Runner> = {
  descriptive: (client, input, options) =>
    runDescriptiveAnalysis(
      client,
      {
        uuid: input.dataset.uuid,
        fileName: input.dataset.fileName,
        account: client.session.getEmail() ?? client.session.getCredential() ?? '',
        userUuid: client.session.getCredential() ?? '',
        ...(input.request as Omit<
          Parameters<typeof runDescriptiveAnalysis>[1],
          'uuid' | 'fileName' | 'account' | 'userUuid'
        >),
      },
      options,
    ),
};

/** Analyses at `{prefix}/analysis` share one call: identity fields plus the request. */
function routedRunner(id: string): Runner | undefined {
  if (!(id in ANALYSIS_ENDPOINTS)) return undefined;
  return (client, input, options) =>
    runAnalysis(
      client,
      id as RoutedAnalysisId,
      {
        uuid: input.dataset.uuid,
        fileName: input.dataset.fileName,
        account: client.session.getEmail() ?? client.session.getCredential() ?? '',
        userUuid: client.session.getCredential() ?? '',
        ...input.request,
      },
      options,
    );
}

/**
 * `POST {prefix}/interpretation` with the result itself (the contract's `dataToAnalyze`), in
 * the visitor's language; `interpret` and `interpretDetail` are what the page shows.
 */
export async function interpretation(
  client: ApiClient,
  language: () => 'ko' | 'en',
  input: InterpretInput,
  { signal }: CallOptions,
): Promise<Interpretation | null> {
  if (!(input.analysis in INTERPRETATION_PREFIXES))
    throw new Error(`no interpretation call for analysis ${input.analysis}`);
  const asked = language();
  const answer = await interpretAnalysis(
    client,
    input.analysis as InterpretedAnalysis,
    {
      uuid: input.datasetUuid,
      statsType: input.analysis,
      // A result the server stored (every run, and a reopened one) is named by its id.
      ...(input.analysisId !== null
        ? { analysisId: input.analysisId }
        : { dataToAnalyze: input.result }),
      language: asked,
    },
    { signal },
  );
  // The language goes with the text: the printed report includes it only in the reader's.
  return {
    interpret: answer.interpret,
    interpretDetail: answer.interpretDetail,
    language: asked,
  };
}

/**
 * One of the visitor's stored analyses (`/analysis-history/detail`) with its dataset, to reopen
 * from the history. An unknown id, or another visitor's, is the server's bilingual 404.
 */
export async function storedAnalysis(
  client: ApiClient,
  definition: Pick<AnyAnalysisDefinition, 'id'>,
  input: LoadAnalysisInput,
  { signal }: CallOptions,
): Promise<StoredAnalysis> {
  const stored = await getAnalysisHistory(client, input.analysisId, { signal });
  // Only a hand-edited URL gets here; the wizard shows its catalogue's general failure.
  if (stored.analysis !== definition.id)
    throw Object.assign(new Error(`analysis ${input.analysisId} is not ${definition.id}`), {
      code: 'ANALYSIS_NOT_FOUND',
    });
  const dataset = await getDataset(client, stored.datasetUuid, { signal });
  return {
    analysisId: stored.analysisId,
    dataset,
    request: stored.request,
    result: analysisResultSchema.parse(stored.result) as unknown as AnalysisResult,
    // A reopened run shows the same SPSS syntax panel as a fresh one.
    ...(stored.syntax !== undefined ? { syntax: stored.syntax } : {}),
  };
}

/** The server call that runs this analysis. */
export function runnerFor(id: string): Runner {
  const runner = runners[id] ?? routedRunner(id);
  if (!runner) throw new Error(`no server call for analysis ${id}`);
  return runner;
}
