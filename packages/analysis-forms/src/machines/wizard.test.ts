import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { descriptiveDefinition } from '../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../definitions/types';
import { descriptiveResultFixture, surveyDataset, uploadedDatasets } from '../fixtures/descriptive';
import type { DatasetDetail, DatasetListItem, Interpretation } from '../types';
import {
  createWizardMachine,
  wizardBusyWith,
  wizardStepOf,
  type InterpretInput,
  type RunAnalysisInput,
  type RunAnalysisOutput,
  type UploadInput,
  type WizardInput,
} from './wizard';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;
const serverError = {
  code: 'ANALYSIS_FAILED',
  message: '분석 중 오류가 발생했습니다.',
  messageEn: 'The analysis failed.',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Calls {
  upload: UploadInput[];
  list: number;
  remove: string[];
  load: string[];
  run: RunAnalysisInput[];
  interpret: InterpretInput[];
  signals: AbortSignal[];
}

interface Fixtures {
  upload?: (input: UploadInput) => Promise<DatasetDetail>;
  list?: () => Promise<DatasetListItem[]>;
  remove?: (uuid: string) => Promise<unknown>;
  load?: (uuid: string) => Promise<DatasetDetail>;
  run?: (input: RunAnalysisInput) => Promise<RunAnalysisOutput>;
  interpret?: (input: InterpretInput) => Promise<Interpretation | null>;
}

function start(fixtures: Fixtures = {}, input: WizardInput = {}, provideInterpret = true) {
  const calls: Calls = {
    upload: [],
    list: 0,
    remove: [],
    load: [],
    run: [],
    interpret: [],
    signals: [],
  };
  const actors = {
    uploadDataset: fromPromise<DatasetDetail, UploadInput>(async ({ input }) => {
      calls.upload.push(input);
      return (fixtures.upload ?? (async () => surveyDataset))(input);
    }),
    listDatasets: fromPromise<DatasetListItem[], void>(async () => {
      calls.list += 1;
      return (fixtures.list ?? (async () => uploadedDatasets))();
    }),
    removeDataset: fromPromise<unknown, { uuid: string }>(async ({ input }) => {
      calls.remove.push(input.uuid);
      return (fixtures.remove ?? (async (uuid: string) => ({ uuid })))(input.uuid);
    }),
    loadDataset: fromPromise<DatasetDetail, { uuid: string }>(async ({ input }) => {
      calls.load.push(input.uuid);
      return (fixtures.load ?? (async () => surveyDataset))(input.uuid);
    }),
    runAnalysis: fromPromise<RunAnalysisOutput, RunAnalysisInput>(async ({ input, signal }) => {
      calls.run.push(input);
      calls.signals.push(signal);
      return (
        fixtures.run ?? (async () => ({ result: descriptiveResultFixture, analysisId: 'a-1' }))
      )(input);
    }),
    ...(provideInterpret
      ? {
          interpret: fromPromise<Interpretation | null, InterpretInput>(async ({ input }) => {
            calls.interpret.push(input);
            return (fixtures.interpret ?? (async () => null))(input);
          }),
        }
      : {}),
  };
  const machine = createWizardMachine(definition).provide({ actors });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls };
}

const file = new File(['나이,만족도\n23,3.5\n'], '설문.csv', { type: 'text/csv' });
const upload = {
  type: 'UPLOAD',
  file,
  title: '설문',
  firstRowAsNames: true,
  encoding: 'auto',
} as const;
const validValues = { variables: ['나이', '만족도'], dispersion: ['std', 'min', 'max', 'seMean'] };

async function toEditing(fixtures: Fixtures = {}) {
  const started = start(fixtures);
  await waitFor(started.actor, (s) => s.matches({ intro: 'idle' }));
  started.actor.send(upload);
  await waitFor(started.actor, (s) => s.matches({ setting: 'editing' }));
  return started;
}

async function toResult(fixtures: Fixtures = {}) {
  const started = await toEditing(fixtures);
  started.actor.send({ type: 'SUBMIT', values: validValues });
  await waitFor(started.actor, (s) => s.matches({ analysis: 'done' }));
  return started;
}

describe('intro', () => {
  it('loads the uploaded datasets on start', async () => {
    const { actor, calls } = start();
    expect(wizardBusyWith(actor.getSnapshot())).toBe('datasets');
    const snapshot = await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    expect(snapshot.context.datasets).toEqual(uploadedDatasets);
    expect(calls.list).toBe(1);
    expect(wizardStepOf(snapshot)).toBe('intro');
    expect(wizardBusyWith(snapshot)).toBeNull();
  });

  it('keeps a failed list load as a readable error and retries it', async () => {
    let fail = true;
    const { actor, calls } = start({
      list: async () => {
        if (fail) throw serverError;
        return uploadedDatasets;
      },
    });
    let snapshot = await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    expect(snapshot.context.error).toEqual(serverError);
    fail = false;
    actor.send({ type: 'RETRY' });
    snapshot = await waitFor(
      actor,
      (s) => s.matches({ intro: 'idle' }) && s.context.datasets.length > 0,
    );
    expect(snapshot.context.error).toBeNull();
    expect(calls.list).toBe(2);
  });

  it('uploads, then opens the setting step with the new dataset first in the list', async () => {
    const { actor, calls } = await toEditing({ list: async () => uploadedDatasets.slice(1) });
    const { context } = actor.getSnapshot();
    expect(calls.upload).toEqual([
      { file, title: '설문', firstRowAsNames: true, encoding: 'auto' },
    ]);
    expect(context.dataset).toEqual(surveyDataset);
    expect(context.datasetUuid).toBe(surveyDataset.uuid);
    expect(context.datasets.map((item) => item.uuid)).toEqual([
      surveyDataset.uuid,
      uploadedDatasets[1]?.uuid,
    ]);
    expect(calls.load).toEqual([]); // the upload answer already holds the dataset
  });

  it('stays on the intro with the error when an upload fails', async () => {
    const { actor } = start({ upload: async () => Promise.reject(serverError) });
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    actor.send(upload);
    expect(actor.getSnapshot().matches({ intro: 'uploading' })).toBe(true);
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ intro: 'idle' }) && s.context.error !== null,
    );
    expect(snapshot.context.error).toEqual(serverError);
    expect(snapshot.context.dataset).toBeNull();
  });

  it('uploads a file sent before the list of datasets came', async () => {
    const list = deferred<DatasetListItem[]>();
    const { actor, calls } = start({ list: () => list.promise });
    expect(actor.getSnapshot().matches({ intro: 'loadingDatasets' })).toBe(true);
    actor.send(upload);
    const snapshot = await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    expect(calls.upload).toHaveLength(1);
    expect(snapshot.context.datasets.map((item) => item.uuid)).toEqual([surveyDataset.uuid]);
    list.resolve(uploadedDatasets);
  });

  it('asks for the list again, keeping the error, when such an upload fails', async () => {
    const list = deferred<DatasetListItem[]>();
    let listed = 0;
    const { actor } = start({
      list: () => (listed++ === 0 ? list.promise : Promise.resolve(uploadedDatasets)),
      upload: async () => Promise.reject(serverError),
    });
    actor.send(upload);
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ intro: 'idle' }) && s.context.datasets.length > 0,
    );
    expect(snapshot.context.datasets).toEqual(uploadedDatasets);
    expect(snapshot.context.error).toEqual(serverError);
    list.resolve([]);
  });

  it('shows a catalogue message for an error without localized text', async () => {
    // The placeholder actor throws "not provided": a plain Error.
    const machine = createWizardMachine(definition);
    const actor = createActor(machine, { input: {} }).start();
    const snapshot = await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    expect(snapshot.context.error).toEqual({ messageKey: 'errors.unknown' });
  });

  it('removes a dataset from the list, and keeps the list when removal fails', async () => {
    let fail = false;
    const { actor, calls } = start({
      remove: async (uuid) => {
        if (fail) throw serverError;
        return { uuid };
      },
    });
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    const [first, second] = uploadedDatasets;
    actor.send({ type: 'REMOVE_DATASET', uuid: first!.uuid });
    let snapshot = await waitFor(
      actor,
      (s) => s.matches({ intro: 'idle' }) && s.context.datasets.length === 1,
    );
    expect(snapshot.context.datasets).toEqual([second]);
    fail = true;
    actor.send({ type: 'REMOVE_DATASET', uuid: second!.uuid });
    snapshot = await waitFor(
      actor,
      (s) => s.matches({ intro: 'idle' }) && s.context.error !== null,
    );
    expect(snapshot.context.datasets).toEqual([second]);
    expect(snapshot.context.removingUuid).toBeNull();
    expect(calls.remove).toEqual([first!.uuid, second!.uuid]);
  });

  it('forgets the open dataset when it is removed', async () => {
    const { actor } = await toEditing();
    actor.send({ type: 'BACK' });
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    actor.send({ type: 'REMOVE_DATASET', uuid: surveyDataset.uuid });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ intro: 'idle' }) && s.context.datasetUuid === null,
    );
    expect(snapshot.context.dataset).toBeNull();
    actor.send({ type: 'GO_TO', step: 'setting' });
    expect(actor.getSnapshot().matches('intro')).toBe(true);
  });
});

describe('setting', () => {
  it('opens an earlier dataset by loading it', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    actor.send({ type: 'OPEN_DATASET', uuid: surveyDataset.uuid });
    expect(wizardBusyWith(actor.getSnapshot())).toBe('dataset');
    const snapshot = await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    expect(calls.load).toEqual([surveyDataset.uuid]);
    expect(snapshot.context.dataset?.uuid).toBe(surveyDataset.uuid);
  });

  it('returns to the intro with the reason when the dataset cannot be loaded', async () => {
    const gone = {
      code: 'DATASET_NOT_FOUND',
      message: '데이터를 찾을 수 없습니다.',
      messageEn: 'Dataset not found.',
    };
    const { actor } = start({ load: async () => Promise.reject(gone) });
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    actor.send({ type: 'OPEN_DATASET', uuid: 'missing' });
    const snapshot = await waitFor(actor, (s) => s.matches('intro') && s.context.error !== null);
    expect(snapshot.context.error).toEqual(gone);
    expect(snapshot.context.datasetUuid).toBeNull();
  });

  it('drops the result of a dataset that can no longer be loaded (found by the path test)', async () => {
    let loadFails = false;
    const { actor } = await toResult({
      load: async () => {
        if (loadFails) throw serverError;
        return surveyDataset;
      },
    });
    actor.send({ type: 'GO_TO', step: 'intro' });
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    loadFails = true;
    actor.send({ type: 'OPEN_DATASET', uuid: surveyDataset.uuid });
    const snapshot = await waitFor(actor, (s) => s.matches('intro') && s.context.error !== null);
    expect(snapshot.context).toMatchObject({ datasetUuid: null, result: null, analysisId: null });
    actor.send({ type: 'GO_TO', step: 'analysis' });
    expect(actor.getSnapshot().matches('intro')).toBe(true);
  });

  it('resumes a reload on /setting?dataset=… at the setting step', async () => {
    const { actor, calls } = start({}, { initialStep: 'setting', datasetUuid: surveyDataset.uuid });
    expect(actor.getSnapshot().matches({ setting: 'loadingDataset' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    expect(calls.load).toEqual([surveyDataset.uuid]);
    expect(calls.list).toBe(0);
  });

  it('refuses values the schema rejects, without calling the server', async () => {
    const { actor, calls } = await toEditing();
    actor.send({ type: 'SUBMIT', values: { variables: [] } });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ setting: 'editing' })).toBe(true);
    expect(snapshot.context.error).toEqual({ messageKey: 'errors.invalidOptions' });
    actor.send({ type: 'SUBMIT', values: { variables: ['나이'], confidenceInterval: 120 } });
    expect(actor.getSnapshot().matches({ setting: 'editing' })).toBe(true);
    // A categorical or unknown variable passes the schema but not the dataset check.
    actor.send({ type: 'SUBMIT', values: { variables: ['성별'] } });
    actor.send({ type: 'SUBMIT', values: { variables: ['키'] } });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches({ setting: 'editing' })).toBe(true);
    expect(calls.run).toEqual([]);
  });

  it('goes back to the intro', async () => {
    const { actor } = await toEditing();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('intro')).toBe(true);
  });
});

describe('analysis', () => {
  it('runs the contract request built from the values with defaults filled in', async () => {
    const { actor, calls } = await toResult();
    const snapshot = actor.getSnapshot();
    expect(calls.run).toHaveLength(1);
    expect(calls.run[0]).toEqual({
      analysis: 'descriptive',
      dataset: surveyDataset,
      values: definition.optionsSchema.parse(validValues),
      request: {
        variables: ['나이', '만족도'],
        centralTendency: ['mean'],
        dispersion: ['std', 'min', 'max', 'seMean'],
        distribution: [],
        confidenceInterval: null,
        significance: [],
        visualize: [],
        fillMethod: 'exclude',
      },
    });
    expect(snapshot.context.result).toEqual(descriptiveResultFixture);
    expect(snapshot.context.analysisId).toBe('a-1');
    expect(wizardStepOf(snapshot)).toBe('analysis');
  });

  it('clears the earlier result when a new analysis starts', async () => {
    const second = deferred<RunAnalysisOutput>();
    let runs = 0;
    const { actor } = await toResult({
      run: async () => {
        runs += 1;
        return runs === 1
          ? { result: descriptiveResultFixture, analysisId: 'a-1' }
          : second.promise;
      },
    });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ setting: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.result).not.toBeNull();
    actor.send({ type: 'SUBMIT', values: { variables: ['만족도'] } });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ analysis: 'running' })).toBe(true);
    expect(wizardBusyWith(snapshot)).toBe('analysis');
    expect(snapshot.context.result).toBeNull();
    expect(snapshot.context.analysisId).toBeNull();
    const next = { ...descriptiveResultFixture, warnings: [] };
    second.resolve({ result: next, analysisId: 'a-2' });
    snapshot = await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    expect(snapshot.context.result).toEqual(next);
    expect(snapshot.context.analysisId).toBe('a-2');
  });

  it('stores a readable error on failure, keeps the values, and retries', async () => {
    let fail = true;
    const { actor, calls } = await toEditing({
      run: async () => {
        if (fail) throw serverError;
        return { result: descriptiveResultFixture, analysisId: 'a-9' };
      },
    });
    actor.send({ type: 'SUBMIT', values: validValues });
    let snapshot = await waitFor(actor, (s) => s.matches({ analysis: 'failed' }));
    expect(snapshot.context.error).toEqual(serverError);
    expect(snapshot.context.values).toEqual(definition.optionsSchema.parse(validValues));
    expect(snapshot.context.dataset).toEqual(surveyDataset);
    fail = false;
    actor.send({ type: 'RETRY' });
    snapshot = await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    expect(snapshot.context.error).toBeNull();
    expect(calls.run.map((call) => call.request)).toEqual([
      calls.run[0]?.request,
      calls.run[0]?.request,
    ]);
  });

  it('goes back to the setting from a failure', async () => {
    const { actor } = await toEditing({ run: async () => Promise.reject(serverError) });
    actor.send({ type: 'SUBMIT', values: validValues });
    await waitFor(actor, (s) => s.matches({ analysis: 'failed' }));
    actor.send({ type: 'BACK' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ setting: 'editing' })).toBe(true);
    expect(snapshot.context.error).toBeNull();
  });

  it('cancels the running request on RESET', async () => {
    const never = deferred<RunAnalysisOutput>();
    const { actor, calls } = await toEditing({ run: () => never.promise });
    actor.send({ type: 'SUBMIT', values: validValues });
    expect(calls.signals[0]?.aborted).toBe(false);
    actor.send({ type: 'RESET' });
    const snapshot = actor.getSnapshot();
    expect(calls.signals[0]?.aborted).toBe(true);
    expect(snapshot.matches('intro')).toBe(true);
    expect(snapshot.context).toMatchObject({
      dataset: null,
      datasetUuid: null,
      values: null,
      result: null,
      error: null,
    });
  });
});

describe('interpretation', () => {
  it('has no text by default (the interpret actor resolves to null)', async () => {
    const started = start({}, {}, false);
    await waitFor(started.actor, (s) => s.matches({ intro: 'idle' }));
    started.actor.send(upload);
    await waitFor(started.actor, (s) => s.matches({ setting: 'editing' }));
    started.actor.send({ type: 'SUBMIT', values: validValues });
    await waitFor(started.actor, (s) => s.matches({ analysis: 'done' }));
    started.actor.send({ type: 'INTERPRET' });
    const snapshot = await waitFor(started.actor, (s) => s.matches({ interpretation: 'ready' }));
    expect(snapshot.context.interpretation).toBeNull();
    expect(wizardStepOf(snapshot)).toBe('interpretation');
  });

  it('passes the result to an injected interpreter and keeps its text', async () => {
    const text = {
      interpret: '평균 나이는 35.6세입니다.',
      interpretDetail: 'M = 35.56, SD = 9.30',
    };
    const { actor, calls } = await toResult({ interpret: async () => text });
    actor.send({ type: 'INTERPRET' });
    const snapshot = await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }));
    expect(snapshot.context.interpretation).toEqual(text);
    expect(calls.interpret).toEqual([
      {
        analysis: 'descriptive',
        analysisId: 'a-1',
        datasetUuid: surveyDataset.uuid,
        result: descriptiveResultFixture,
      },
    ]);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ analysis: 'done' })).toBe(true);
  });

  it('keeps the result when interpretation fails, and retries', async () => {
    let fail = true;
    const { actor } = await toResult({
      interpret: async () => {
        if (fail) throw serverError;
        return { interpret: '요약', interpretDetail: '상세' };
      },
    });
    actor.send({ type: 'INTERPRET' });
    let snapshot = await waitFor(actor, (s) => s.matches({ interpretation: 'failed' }));
    expect(snapshot.context.error).toEqual(serverError);
    expect(snapshot.context.result).toEqual(descriptiveResultFixture);
    fail = false;
    actor.send({ type: 'RETRY' });
    snapshot = await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }));
    expect(snapshot.context.interpretation?.interpret).toBe('요약');
    expect(snapshot.context.error).toBeNull();
  });
});

describe('GO_TO (URL sync)', () => {
  it('ignores steps that cannot be shown yet', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    for (const step of ['setting', 'analysis', 'interpretation'] as const) {
      actor.send({ type: 'GO_TO', step });
      expect(actor.getSnapshot().matches({ intro: 'idle' })).toBe(true);
    }
  });

  it('moves between steps that have what they need', async () => {
    const { actor, calls } = await toResult();
    actor.send({ type: 'GO_TO', step: 'setting' });
    expect(actor.getSnapshot().matches({ setting: 'editing' })).toBe(true);
    actor.send({ type: 'GO_TO', step: 'analysis' });
    expect(actor.getSnapshot().matches({ analysis: 'done' })).toBe(true);
    actor.send({ type: 'GO_TO', step: 'interpretation' });
    await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }));
    actor.send({ type: 'GO_TO', step: 'intro' });
    expect(actor.getSnapshot().matches('intro')).toBe(true);
    // The result and dataset survive a visit to the intro.
    actor.send({ type: 'GO_TO', step: 'analysis' });
    expect(actor.getSnapshot().matches({ analysis: 'done' })).toBe(true);
    expect(calls.run).toHaveLength(1);
  });

  it('reloads the dataset for the setting step when only its uuid is known', async () => {
    const gone = deferred<DatasetDetail>();
    let loads = 0;
    const { actor } = start(
      { load: () => (++loads === 1 ? gone.promise : Promise.resolve(surveyDataset)) },
      {
        datasetUuid: surveyDataset.uuid,
        initialStep: 'setting',
      },
    );
    actor.send({ type: 'GO_TO', step: 'intro' });
    expect(actor.getSnapshot().matches('intro')).toBe(true);
    actor.send({ type: 'GO_TO', step: 'setting' });
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    expect(loads).toBe(2);
  });
});

describe('a definition fetched when first needed', () => {
  function startLazy(load: () => Promise<AnyAnalysisDefinition>, input: WizardInput = {}) {
    const loads: number[] = [];
    const machine = createWizardMachine({
      id: definition.id,
      load: () => {
        loads.push(1);
        return load();
      },
    }).provide({
      actors: {
        listDatasets: fromPromise<DatasetListItem[], void>(async () => uploadedDatasets),
        uploadDataset: fromPromise<DatasetDetail, UploadInput>(async () => surveyDataset),
        loadDataset: fromPromise<DatasetDetail, { uuid: string }>(async () => surveyDataset),
        runAnalysis: fromPromise<RunAnalysisOutput, RunAnalysisInput>(async () => ({
          result: descriptiveResultFixture,
          analysisId: 'a-1',
        })),
      },
    });
    const actor = createActor(machine, { input });
    actor.start();
    return { actor, loads };
  }

  it('shows the upload step without it, and fetches it once the setting step is entered', async () => {
    const pending = deferred<AnyAnalysisDefinition>();
    const { actor, loads } = startLazy(() => pending.promise);
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    expect(loads).toHaveLength(0);
    expect(actor.getSnapshot().context.definition).toBeNull();
    actor.send(upload);
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    expect(loads).toHaveLength(1);
    // Sent before the definition is in, values are refused (the form needs it to show anyway).
    actor.send({ type: 'SUBMIT', values: validValues });
    expect(actor.getSnapshot().matches({ setting: 'editing' })).toBe(true);
    pending.resolve(definition);
    await waitFor(actor, (s) => s.context.definition === definition);
    actor.send({ type: 'SUBMIT', values: validValues });
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    // Back to the setting: the definition held is used, not fetched again.
    actor.send({ type: 'BACK' });
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    expect(loads).toHaveLength(1);
  });

  it('goes back to the upload step with the reason when it cannot be fetched', async () => {
    const { actor } = startLazy(async () => {
      throw Object.assign(new Error('offline'), serverError);
    });
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }));
    actor.send(upload);
    await waitFor(actor, (s) => s.matches({ intro: 'idle' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ message: serverError.message });
  });

  it('fetches it before a stored analysis is reopened, and again on retry after a failure', async () => {
    let attempt = 0;
    const { actor, loads } = startLazy(
      async () => {
        attempt += 1;
        if (attempt === 1) throw Object.assign(new Error('offline'), serverError);
        return definition;
      },
      { analysisId: 'a-1' },
    );
    expect(wizardBusyWith(actor.getSnapshot())).toBe('analysis');
    await waitFor(actor, (s) => s.matches({ analysis: 'reopenFailed' }));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ analysis: 'reopening' }));
    expect(loads).toHaveLength(2);
    expect(actor.getSnapshot().context.definition).toBe(definition);
  });
});
