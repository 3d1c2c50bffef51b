import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { requestToValues } from '../definitions/fromRequest';
import {
  variablesFitDataset,
  type AnalysisId,
  type AnyAnalysisDefinition,
  type AnalysisRequestFields,
} from '../definitions/types';
import type {
  AnalysisResult,
  DatasetDetail,
  DatasetListItem,
  FileEncoding,
  Interpretation,
  VariableType,
} from '../types';
import { toWizardError, type WizardError } from './errors';

export const wizardSteps = ['intro', 'setting', 'analysis', 'interpretation'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export type AnalysisValues = Record<string, unknown>;

export interface UploadInput {
  file: File;
  title: string;
  firstRowAsNames: boolean;
  encoding: FileEncoding;
}

export interface RunAnalysisInput {
  analysis: AnyAnalysisDefinition['id'];
  dataset: DatasetDetail;
  values: AnalysisValues;
  /** Contract fields from `definition.toRequest`; the site adds uuid, fileName, account, userUuid. */
  request: AnalysisRequestFields;
}

export interface RunAnalysisOutput {
  result: AnalysisResult;
  analysisId: string;
  /** SPSS syntax reproducing the run, when the server sends it. */
  syntax?: string;
}

export interface InterpretInput {
  analysis: AnyAnalysisDefinition['id'];
  analysisId: string | null;
  datasetUuid: string;
  result: AnalysisResult;
}

/** Which stored analysis to reopen (the member's analysis history). */
export interface LoadAnalysisInput {
  analysisId: string;
  datasetUuid: string | null;
}

/** A stored analysis: its dataset, the request as sent (contract fields) and its result. */
export interface StoredAnalysis {
  analysisId: string;
  dataset: DatasetDetail;
  request: AnalysisRequestFields;
  result: AnalysisResult;
  /** SPSS syntax reproducing the run, when the server kept it. */
  syntax?: string;
}

export interface WizardInput {
  initialStep?: WizardStep;
  datasetUuid?: string | null;
  /**
   * A stored analysis to reopen (`?analysisId=` from the member's history): the wizard loads
   * it, shows its result and fills the setting form with the request's values.
   */
  analysisId?: string | null;
  /**
   * Form values the setting step starts from, handed over by another analysis (factor groups →
   * reliability). They are only a starting point: SUBMIT still validates what is sent.
   */
  initialValues?: AnalysisValues | null;
}

/**
 * An analysis whose definition (options schema, setting layout, result tables) comes in a chunk
 * of its own: the wizard starts on its upload step without it and fetches it when a step needs
 * it (the setting step, a stored analysis reopened).
 */
export interface LazyAnalysis {
  id: AnalysisId;
  load(): Promise<AnyAnalysisDefinition>;
}

/** What a wizard is made for: an analysis's definition, or one fetched when first needed. */
export type WizardAnalysis = AnyAnalysisDefinition | LazyAnalysis;

function isLazy(analysis: WizardAnalysis): analysis is LazyAnalysis {
  return typeof (analysis as Partial<LazyAnalysis>).load === 'function';
}

export interface WizardContext {
  /**
   * The analysis's definition once in (at once for a wizard made with it). Views take the
   * definition as a prop; a snapshot drawn by hand (stories) may leave this out.
   */
  definition?: AnyAnalysisDefinition | null;
  datasetUuid: string | null;
  dataset: DatasetDetail | null;
  datasets: DatasetListItem[];
  /** The dataset being removed while in intro.removing. */
  removingUuid: string | null;
  /** Values of the last valid SUBMIT (with schema defaults filled in). */
  values: AnalysisValues | null;
  result: AnalysisResult | null;
  /** SPSS syntax of the result's run (null or absent: none sent). */
  syntax?: string | null;
  analysisId: string | null;
  interpretation: Interpretation | null;
  error: WizardError | null;
}

export type WizardEvent =
  | ({ type: 'UPLOAD' } & UploadInput)
  | { type: 'OPEN_DATASET'; uuid: string }
  /** "Choose another file": back to the upload step and the list of uploaded datasets. */
  | { type: 'CHOOSE_DATASET' }
  | { type: 'REMOVE_DATASET'; uuid: string }
  | { type: 'SUBMIT'; values: AnalysisValues }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'RESET' }
  | { type: 'INTERPRET' }
  | { type: 'GO_TO'; step: WizardStep }
  /** The data step: the person corrects a detected variable type (numeric ↔ categorical). */
  | { type: 'SET_VARIABLE_TYPE'; name: string; variableType: VariableType }
  /** The dataset as the server stores it after `/dataset/update` (e.g. new value labels). */
  | { type: 'DATASET_UPDATED'; dataset: DatasetDetail };

function notProvided(name: string) {
  return fromPromise<never, unknown>(async () => {
    throw new Error(
      `${name} not provided: inject it with machine.provide({ actors: { ${name} } })`,
    );
  });
}

const emptyContext = (
  input: WizardInput,
  definition: AnyAnalysisDefinition | null,
): WizardContext => ({
  definition,
  datasetUuid: input.datasetUuid ?? null,
  dataset: null,
  datasets: [],
  removingUuid: null,
  values: input.initialValues ?? null,
  result: null,
  syntax: null,
  analysisId: input.analysisId ?? null,
  interpretation: null,
  error: null,
});

/**
 * The four-step wizard of one analysis: intro → setting → analysis → interpretation.
 * The site injects the server calls with `machine.provide({ actors })`; the machine
 * never imports HTTP code.
 */
export function createWizardMachine(analysis: WizardAnalysis) {
  const machineId = `wizard-${analysis.id}`;
  const given = isLazy(analysis) ? null : analysis;
  const load = isLazy(analysis) ? analysis.load : () => Promise.resolve(analysis);
  const at = (path: string) => `#${machineId}.${path}`;
  return setup({
    types: {
      context: {} as WizardContext,
      events: {} as WizardEvent,
      input: {} as WizardInput,
    },
    actors: {
      uploadDataset: notProvided('uploadDataset') as unknown as ReturnType<
        typeof fromPromise<DatasetDetail, UploadInput>
      >,
      listDatasets: notProvided('listDatasets') as unknown as ReturnType<
        typeof fromPromise<DatasetListItem[], void>
      >,
      removeDataset: notProvided('removeDataset') as unknown as ReturnType<
        typeof fromPromise<unknown, { uuid: string }>
      >,
      loadDataset: notProvided('loadDataset') as unknown as ReturnType<
        typeof fromPromise<DatasetDetail, { uuid: string }>
      >,
      runAnalysis: notProvided('runAnalysis') as unknown as ReturnType<
        typeof fromPromise<RunAnalysisOutput, RunAnalysisInput>
      >,
      loadAnalysis: notProvided('loadAnalysis') as unknown as ReturnType<
        typeof fromPromise<StoredAnalysis, LoadAnalysisInput>
      >,
      // The site injects the server's interpretation; without one there is no text.
      interpret: fromPromise<Interpretation | null, InterpretInput>(async () => null),
      // The definition the wizard holds, or its chunk fetched.
      loadDefinition: fromPromise<AnyAnalysisDefinition, AnyAnalysisDefinition | null>(
        async ({ input }) => input ?? load(),
      ),
    },
    guards: {
      isValidSubmission: ({ context, event }) => {
        const { definition } = context;
        if (event.type !== 'SUBMIT' || context.dataset === null || !definition) return false;
        const parsed = definition.optionsSchema.safeParse(event.values);
        return parsed.success && variablesFitDataset(definition, parsed.data, context.dataset);
      },
      hasValues: ({ context }) => context.values !== null && context.dataset !== null,
    },
    actions: {
      clearError: assign({ error: null }),
      storeError: assign({ error: (_, params: { error: unknown }) => toWizardError(params.error) }),
      refuseValues: assign({
        error: { messageKey: 'errors.invalidOptions' } satisfies WizardError,
      }),
      storeValues: assign({
        values: ({ context, event }) =>
          event.type === 'SUBMIT' && context.definition
            ? context.definition.optionsSchema.parse(event.values)
            : null,
      }),
      // Starting an analysis clears the earlier result (and its interpretation): no stale numbers show.
      clearResult: assign({ result: null, syntax: null, analysisId: null, interpretation: null }),
      clearAll: assign(({ context }) => ({
        ...emptyContext({}, context.definition ?? null),
        datasets: context.datasets,
      })),
    },
  }).createMachine({
    id: machineId,
    // Input is optional: a wizard started without one begins at the intro.
    context: ({ input }) => emptyContext((input as WizardInput | undefined) ?? {}, given),
    initial: 'boot',
    on: {
      RESET: { target: '.intro', actions: 'clearAll' },
      // URL sync: the site keeps the step in the URL and sends GO_TO on navigation.
      // A step that cannot be shown yet is ignored; the site then rewrites the URL.
      GO_TO: [
        { guard: ({ event }) => event.step === 'intro', target: '.intro' },
        {
          guard: ({ context, event }) => event.step === 'setting' && context.dataset !== null,
          target: '.setting.editing',
        },
        {
          guard: ({ context, event }) => event.step === 'setting' && context.datasetUuid !== null,
          target: '.setting.loadingDataset',
        },
        {
          guard: ({ context, event }) => event.step === 'analysis' && context.result !== null,
          target: '.analysis.done',
        },
        {
          guard: ({ context, event }) => event.step === 'interpretation' && context.result !== null,
          target: '.interpretation',
        },
      ],
    },
    states: {
      boot: {
        // A reload on /setting?dataset=… resumes at the setting step; ?analysisId=… reopens.
        always: [
          {
            guard: ({ context }) => context.analysisId !== null && !context.definition,
            target: 'analysis.loadingDefinition',
          },
          { guard: ({ context }) => context.analysisId !== null, target: 'analysis.reopening' },
          {
            guard: ({ context }) => context.datasetUuid !== null,
            target: 'setting.loadingDataset',
          },
          { target: 'intro' },
        ],
      },
      intro: {
        initial: 'loadingDatasets',
        states: {
          loadingDatasets: {
            invoke: {
              id: 'listDatasets',
              src: 'listDatasets',
              onDone: {
                target: 'idle',
                actions: assign({ datasets: ({ event }) => event.output }),
              },
              // The earlier list stays; the error is shown beside it.
              onError: {
                target: 'idle',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            },
            // The upload form is there before the visitor's list is (a page that opens on it
            // shows it at once): a file sent meanwhile is uploaded, not ignored.
            on: { UPLOAD: { target: 'uploading', actions: 'clearError' } },
          },
          idle: {
            on: {
              UPLOAD: { target: 'uploading', actions: 'clearError' },
              OPEN_DATASET: {
                target: at('setting.loadingDataset'),
                actions: [
                  'clearError',
                  assign(({ context, event }) =>
                    context.datasetUuid === event.uuid
                      ? { datasetUuid: event.uuid }
                      : {
                          datasetUuid: event.uuid,
                          dataset: null,
                          values: null,
                          result: null,
                          analysisId: null,
                          interpretation: null,
                        },
                  ),
                ],
              },
              REMOVE_DATASET: {
                target: 'removing',
                actions: ['clearError', assign({ removingUuid: ({ event }) => event.uuid })],
              },
              RETRY: { target: 'loadingDatasets', actions: 'clearError' },
            },
          },
          uploading: {
            invoke: {
              id: 'uploadDataset',
              src: 'uploadDataset',
              input: ({ event }) => {
                if (event.type !== 'UPLOAD') throw new Error('uploading is entered by UPLOAD only');
                return {
                  file: event.file,
                  title: event.title,
                  firstRowAsNames: event.firstRowAsNames,
                  encoding: event.encoding,
                };
              },
              onDone: {
                target: at('setting.editing'),
                actions: assign(({ context, event }) => ({
                  dataset: event.output,
                  datasetUuid: event.output.uuid,
                  datasets: [
                    toListItem(event.output),
                    ...context.datasets.filter((item) => item.uuid !== event.output.uuid),
                  ],
                  values: null,
                  result: null,
                  analysisId: null,
                  interpretation: null,
                })),
              },
              onError: [
                // Sent before the visitor's list came, the upload stopped its call: the list is
                // asked for again, and the upload's error shown beside it.
                {
                  guard: ({ context }) => context.datasets.length === 0,
                  target: 'loadingDatasets',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
                {
                  target: 'idle',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              ],
            },
          },
          removing: {
            invoke: {
              id: 'removeDataset',
              src: 'removeDataset',
              input: ({ context }) => ({ uuid: context.removingUuid ?? '' }),
              onDone: {
                target: 'idle',
                actions: assign(({ context }) => {
                  const removed = context.removingUuid;
                  const wasOpen = context.datasetUuid === removed;
                  return {
                    removingUuid: null,
                    datasets: context.datasets.filter((item) => item.uuid !== removed),
                    ...(wasOpen
                      ? {
                          datasetUuid: null,
                          dataset: null,
                          values: null,
                          result: null,
                          analysisId: null,
                          interpretation: null,
                        }
                      : {}),
                  };
                }),
              },
              onError: {
                target: 'idle',
                actions: [
                  { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                  assign({ removingUuid: null }),
                ],
              },
            },
          },
        },
      },
      setting: {
        initial: 'editing',
        // The setting form is the definition's: fetched on the way in (at once when held).
        invoke: {
          id: 'loadDefinition',
          src: 'loadDefinition',
          input: ({ context }) => context.definition ?? null,
          onDone: { actions: assign({ definition: ({ event }) => event.output }) },
          onError: {
            target: at('intro'),
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        },
        states: {
          loadingDataset: {
            invoke: {
              id: 'loadDataset',
              src: 'loadDataset',
              input: ({ context }) => ({ uuid: context.datasetUuid ?? '' }),
              onDone: {
                target: 'editing',
                actions: assign({ dataset: ({ event }) => event.output, error: null }),
              },
              // The dataset may be gone (removed elsewhere): back to the intro with the reason.
              onError: {
                target: at('intro'),
                actions: [
                  { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                  // Whatever was computed from it goes too: a result must belong to a dataset.
                  assign({
                    datasetUuid: null,
                    dataset: null,
                    values: null,
                    result: null,
                    analysisId: null,
                    interpretation: null,
                  }),
                ],
              },
            },
          },
          editing: {
            on: {
              SUBMIT: [
                {
                  guard: 'isValidSubmission',
                  target: at('analysis'),
                  actions: ['clearError', 'storeValues'],
                },
                { actions: 'refuseValues' },
              ],
              BACK: { target: at('intro'), actions: 'clearError' },
              // A dataset reused from an earlier analysis is only a proposal: the person may
              // pick another one (the list is fetched again, so a new upload shows too).
              CHOOSE_DATASET: { target: at('intro'), actions: 'clearError' },
              DATASET_UPDATED: {
                guard: ({ context, event }) => context.dataset?.uuid === event.dataset.uuid,
                actions: assign({
                  // The stored dataset, keeping the types changed on this page only.
                  dataset: ({ context, event }) => ({
                    ...event.dataset,
                    columns: event.dataset.columns.map((column) => ({
                      ...column,
                      type:
                        context.dataset?.columns.find((local) => local.name === column.name)
                          ?.type ?? column.type,
                    })),
                  }),
                }),
              },
              SET_VARIABLE_TYPE: {
                actions: assign({
                  dataset: ({ context, event }) =>
                    context.dataset === null
                      ? null
                      : {
                          ...context.dataset,
                          columns: context.dataset.columns.map((column) =>
                            column.name === event.name
                              ? { ...column, type: event.variableType }
                              : column,
                          ),
                        },
                }),
              },
            },
          },
        },
      },
      analysis: {
        initial: 'running',
        states: {
          running: {
            entry: 'clearResult',
            invoke: {
              id: 'runAnalysis',
              src: 'runAnalysis',
              input: ({ context }) => {
                const { definition } = context;
                if (context.dataset === null || context.values === null || !definition)
                  throw new Error('analysis needs a dataset, values and its definition');
                return {
                  analysis: definition.id,
                  dataset: context.dataset,
                  values: context.values,
                  request: definition.toRequest(context.values),
                };
              },
              onDone: {
                target: 'done',
                actions: assign({
                  result: ({ event }) => event.output.result,
                  syntax: ({ event }) => event.output.syntax ?? null,
                  analysisId: ({ event }) => event.output.analysisId,
                }),
              },
              onError: {
                target: 'failed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          // A stored analysis opened before the definition is in: the definition first (its form
          // values are read from the stored request with it).
          loadingDefinition: {
            invoke: {
              id: 'loadDefinition',
              src: 'loadDefinition',
              input: ({ context }) => context.definition ?? null,
              onDone: {
                target: 'reopening',
                actions: assign({ definition: ({ event }) => event.output }),
              },
              onError: {
                target: 'reopenFailed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          // A stored analysis from the history: its result, its dataset and its form values.
          reopening: {
            invoke: {
              id: 'loadAnalysis',
              src: 'loadAnalysis',
              input: ({ context }) => ({
                analysisId: context.analysisId ?? '',
                datasetUuid: context.datasetUuid,
              }),
              onDone: {
                target: 'done',
                actions: assign(({ context, event }) => {
                  // Entered only with the definition in (loadingDefinition comes first).
                  const definition = context.definition!;
                  const values = requestToValues(definition, event.output.request);
                  const parsed = definition.optionsSchema.safeParse(values);
                  return {
                    dataset: event.output.dataset,
                    datasetUuid: event.output.dataset.uuid,
                    values: parsed.success ? parsed.data : values,
                    result: event.output.result,
                    syntax: event.output.syntax ?? null,
                    analysisId: event.output.analysisId,
                    interpretation: null,
                    error: null,
                  };
                }),
              },
              onError: {
                target: 'reopenFailed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          reopenFailed: {
            on: {
              RETRY: [
                {
                  guard: ({ context }) => !context.definition,
                  target: 'loadingDefinition',
                  actions: 'clearError',
                },
                { target: 'reopening', actions: 'clearError' },
              ],
              // Nothing was shown yet: the way out is the intro (upload or another dataset).
              BACK: {
                target: at('intro'),
                actions: ['clearError', assign({ analysisId: null })],
              },
            },
          },
          done: {
            on: {
              INTERPRET: { target: at('interpretation') },
              BACK: { target: at('setting.editing') },
            },
          },
          failed: {
            on: {
              RETRY: { guard: 'hasValues', target: 'running', actions: 'clearError' },
              BACK: { target: at('setting.editing'), actions: 'clearError' },
            },
          },
        },
      },
      interpretation: {
        initial: 'loading',
        states: {
          loading: {
            // Starting an interpretation clears the earlier one.
            entry: assign({ interpretation: null, error: null }),
            invoke: {
              id: 'interpret',
              src: 'interpret',
              input: ({ context }) => {
                if (context.result === null || context.datasetUuid === null)
                  throw new Error('interpretation needs a result');
                return {
                  analysis: analysis.id,
                  analysisId: context.analysisId,
                  datasetUuid: context.datasetUuid,
                  result: context.result,
                };
              },
              onDone: {
                target: 'ready',
                actions: assign({ interpretation: ({ event }) => event.output }),
              },
              onError: {
                target: 'failed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          ready: {
            on: {
              BACK: { target: at('analysis.done') },
              // Asked again (e.g. in the other language): a new request replaces the text.
              INTERPRET: { target: 'loading', reenter: true },
            },
          },
          failed: {
            on: {
              RETRY: { target: 'loading' },
              BACK: { target: at('analysis.done'), actions: 'clearError' },
            },
          },
        },
      },
    },
  });
}

function toListItem(dataset: DatasetDetail): DatasetListItem {
  return {
    uuid: dataset.uuid,
    fileName: dataset.fileName,
    title: dataset.title,
    createdAt: dataset.createdAt,
    rowCount: dataset.rowCount,
    columnCount: dataset.columns.length,
  };
}

export type WizardMachine = ReturnType<typeof createWizardMachine>;
export type WizardActorRef = ActorRefFrom<WizardMachine>;
export type WizardSnapshot = SnapshotFrom<WizardMachine>;

/** The step shown for a snapshot (`boot` resolves immediately, so it never shows). */
export function wizardStepOf(snapshot: { value: unknown }): WizardStep {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return (wizardSteps as readonly string[]).includes(top ?? '') ? (top as WizardStep) : 'intro';
}

/** Which of the wizard's requests is running, for a loading overlay; null when none. */
export type WizardBusy =
  'uploading' | 'datasets' | 'removing' | 'dataset' | 'analysis' | 'interpretation';

export function wizardBusyWith(snapshot: WizardSnapshot): WizardBusy | null {
  const matches = (value: Parameters<WizardSnapshot['matches']>[0]) => snapshot.matches(value);
  if (matches({ intro: 'uploading' })) return 'uploading';
  if (matches({ intro: 'loadingDatasets' })) return 'datasets';
  if (matches({ intro: 'removing' })) return 'removing';
  if (matches({ setting: 'loadingDataset' })) return 'dataset';
  if (
    matches({ analysis: 'running' }) ||
    matches({ analysis: 'loadingDefinition' }) ||
    matches({ analysis: 'reopening' })
  )
    return 'analysis';
  if (matches({ interpretation: 'loading' })) return 'interpretation';
  return null;
}
