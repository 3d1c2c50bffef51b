import {
  createApiClient,
  DEVELOPMENT_ENVELOPE_KEY,
  getDataset,
  listDatasets,
  removeDataset,
  runDescriptiveAnalysis,
  uploadDataset,
  type ApiClient,
  type CallOptions,
} from '@tonggye/api';
import {
  createWizardMachine,
  sessionMachine,
  type AnyAnalysisDefinition,
  type RunAnalysisInput,
  type RunAnalysisOutput,
} from '@tonggye/analysis-forms';
import { fromPromise } from 'xstate';

/** One client for the whole site: same origin, headers read from localStorage before each call. */
export const apiClient: ApiClient = createApiClient({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  envelopeKey: __ENVELOPE_KEY__ || DEVELOPMENT_ENVELOPE_KEY,
});

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

/** The generic wizard of one analysis, with the server calls injected (machines know no HTTP). */
export function createAnalysisWizard(
  definition: AnyAnalysisDefinition,
  client: ApiClient = apiClient,
) {
  const runner = runners[definition.id];
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
    },
  });
}

/** The session lifecycle with browser storage injected. */
export const siteSessionMachine = sessionMachine.provide({
  actors: {
    readSession: fromPromise(async () => ({
      token: apiClient.session.getToken(),
      guestId: apiClient.session.getGuestId(),
      level: apiClient.session.getLevel(),
    })),
    startGuestSession: fromPromise(async () => apiClient.session.ensureGuestId()),
  },
});
