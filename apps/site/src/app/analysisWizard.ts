import {
  analysisResultSchema,
  getAnalysisHistory,
  getDataset,
  listDatasets,
  removeDataset,
  runAnalysis,
  runDescriptiveAnalysis,
  interpretAnalysis,
  INTERPRETATION_PREFIXES,
  type InterpretedAnalysis,
  ANALYSIS_ENDPOINTS,
  type RoutedAnalysisId,
  uploadDataset,
  type ApiClient,
  type CallOptions,
} from '@tonggye/api';
import { createWizardMachine } from '@tonggye/analysis-forms/wizard-intro';
import {
  type AnyAnalysisDefinition,
  type AnalysisResult,
  type InterpretInput,
  type Interpretation,
  type LoadAnalysisInput,
  type StoredAnalysis,
  type RunAnalysisInput,
  type RunAnalysisOutput,
  type WizardAnalysis,
} from '@tonggye/analysis-forms';
import { fromPromise } from 'xstate';
import { apiClient } from './apiClient';

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

/** Analyses at `{prefix}/analysis` (spec point 7) share one call: identity fields plus the request. */
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

export interface AnalysisWizardOptions {
  /** The language the interpretation is written in, read when it is asked for. */
  language?: () => 'ko' | 'en';
}

/**
 * `POST {prefix}/interpretation` with the result itself (the contract's `dataToAnalyze`), in
 * the visitor's language; `interpret` and `interpretDetail` are what the page shows.
 */
function interpretation(client: ApiClient, language: () => 'ko' | 'en') {
  return fromPromise<Interpretation | null, InterpretInput>(async ({ input, signal }) => {
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
  });
}

/**
 * One of the visitor's stored analyses (`/analysis-history/detail`) with its dataset, to reopen
 * from the history. An unknown id, or another visitor's, is the server's bilingual 404.
 */
function storedAnalysis(client: ApiClient, definition: Pick<AnyAnalysisDefinition, 'id'>) {
  return fromPromise<StoredAnalysis, LoadAnalysisInput>(async ({ input, signal }) => {
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
  });
}

/** The generic wizard of one analysis, with the server calls injected (machines know no HTTP). */
export function createAnalysisWizard(
  definition: WizardAnalysis,
  client: ApiClient = apiClient,
  { language = () => 'ko' }: AnalysisWizardOptions = {},
) {
  const runner = runners[definition.id] ?? routedRunner(definition.id);
  if (!runner) throw new Error(`no server call for analysis ${definition.id}`);
  return createWizardMachine(definition).provide({
    actors: {
      uploadDataset: fromPromise(({ input, signal }) =>
        uploadDataset(
          client,
          {
            file: input.file,
            title: input.title,
            firstRowAsNames: input.firstRowAsNames,
            encoding: input.encoding,
          },
          { signal },
        ),
      ),
      listDatasets: fromPromise(({ signal }) => listDatasets(client, { signal })),
      removeDataset: fromPromise(({ input, signal }) =>
        removeDataset(client, input.uuid, { signal }),
      ),
      loadDataset: fromPromise(({ input, signal }) => getDataset(client, input.uuid, { signal })),
      runAnalysis: fromPromise(({ input, signal }) => runner(client, input, { signal })),
      loadAnalysis: storedAnalysis(client, definition),
      interpret: interpretation(client, language),
    },
  });
}
