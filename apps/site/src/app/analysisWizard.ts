import { listDatasets, type ApiClient } from '@tonggye/api';
import { createWizardMachine } from '@tonggye/analysis-forms/wizard-intro';
import type { WizardAnalysis } from '@tonggye/analysis-forms';
import { fromPromise } from 'xstate';
import { apiClient } from './apiClient';

/** The wizard's calls beyond the list of datasets: their own chunk, with the answers' zod. */
const calls = () => import('./analysisCalls');

export interface AnalysisWizardOptions {
  /** The language the interpretation is written in, read when it is asked for. */
  language?: () => 'ko' | 'en';
}

/** The generic wizard of one analysis, with the server calls injected (machines know no HTTP). */
export function createAnalysisWizard(
  definition: WizardAnalysis,
  client: ApiClient = apiClient,
  { language = () => 'ko' }: AnalysisWizardOptions = {},
) {
  return createWizardMachine(definition).provide({
    actors: {
      // The upload step lists the datasets at once (a call without zod); the other calls come
      // with their chunk when first made.
      uploadDataset: fromPromise(async ({ input, signal }) =>
        (await calls()).uploadDataset(
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
      removeDataset: fromPromise(async ({ input, signal }) =>
        (await calls()).removeDataset(client, input.uuid, { signal }),
      ),
      loadDataset: fromPromise(async ({ input, signal }) =>
        (await calls()).getDataset(client, input.uuid, { signal }),
      ),
      runAnalysis: fromPromise(async ({ input, signal }) =>
        (await calls()).runnerFor(definition.id)(client, input, { signal }),
      ),
      loadAnalysis: fromPromise(async ({ input, signal }) =>
        (await calls()).storedAnalysis(client, definition, input, { signal }),
      ),
      interpret: fromPromise(async ({ input, signal }) =>
        (await calls()).interpretation(client, language, input, { signal }),
      ),
    },
  });
}
