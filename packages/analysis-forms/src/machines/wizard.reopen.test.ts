import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { descriptiveDefinition } from '../definitions/descriptive';
import { tIndependentDefinition } from '../definitions/tIndependent';
import type { AnyAnalysisDefinition } from '../definitions/types';
import { descriptiveResultFixture, surveyDataset, uploadedDatasets } from '../fixtures/descriptive';
import type { AnalysisResult, DatasetDetail, DatasetListItem, Interpretation } from '../types';
import {
  createWizardMachine,
  wizardBusyWith,
  wizardStepOf,
  type InterpretInput,
  type LoadAnalysisInput,
  type RunAnalysisInput,
  type RunAnalysisOutput,
  type StoredAnalysis,
} from './wizard';

const descriptive = descriptiveDefinition as unknown as AnyAnalysisDefinition;
const notFound = {
  code: 'ANALYSIS_NOT_FOUND',
  message: '분석 기록을 찾을 수 없습니다.',
  messageEn: 'The analysis record was not found.',
};
const result = descriptiveResultFixture as unknown as AnalysisResult;

/** What the server stored: the identity fields the site adds, then the contract's fields. */
function storedAnalysis(definition: AnyAnalysisDefinition, values: Record<string, unknown>) {
  const request = definition.toRequest(definition.optionsSchema.parse(values));
  return {
    analysisId: 'stored-7',
    dataset: surveyDataset,
    request: { uuid: surveyDataset.uuid, fileName: surveyDataset.fileName, ...request },
    result,
  } satisfies StoredAnalysis;
}

function start(
  definition: AnyAnalysisDefinition,
  load: (input: LoadAnalysisInput) => Promise<StoredAnalysis>,
) {
  const calls = {
    load: [] as LoadAnalysisInput[],
    run: [] as RunAnalysisInput[],
    interpret: [] as InterpretInput[],
  };
  const machine = createWizardMachine(definition).provide({
    actors: {
      listDatasets: fromPromise<DatasetListItem[], void>(async () => uploadedDatasets),
      loadDataset: fromPromise<DatasetDetail, { uuid: string }>(async () => surveyDataset),
      loadAnalysis: fromPromise<StoredAnalysis, LoadAnalysisInput>(async ({ input }) => {
        calls.load.push(input);
        return load(input);
      }),
      runAnalysis: fromPromise<RunAnalysisOutput, RunAnalysisInput>(async ({ input }) => {
        calls.run.push(input);
        return { result, analysisId: 'new-8' };
      }),
      interpret: fromPromise<Interpretation | null, InterpretInput>(async ({ input }) => {
        calls.interpret.push(input);
        return { interpret: '해석', interpretDetail: '자세히' };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { initialStep: 'analysis', datasetUuid: surveyDataset.uuid, analysisId: 'stored-7' },
  });
  actor.start();
  return { actor, calls };
}

describe('wizard: reopening a stored analysis', () => {
  it('loads it, shows its result and fills the setting form with its values', async () => {
    const stored = storedAnalysis(descriptive, {
      variables: ['나이', '만족도'],
      centralTendency: ['mean', 'median'],
    });
    const { actor, calls } = start(descriptive, async () => stored);
    expect(actor.getSnapshot().matches({ analysis: 'reopening' })).toBe(true);
    expect(wizardStepOf(actor.getSnapshot())).toBe('analysis');
    expect(wizardBusyWith(actor.getSnapshot())).toBe('analysis');

    const done = await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    expect(calls.load).toEqual([{ analysisId: 'stored-7', datasetUuid: surveyDataset.uuid }]);
    expect(done.context.result).toBe(result);
    expect(done.context.analysisId).toBe('stored-7');
    expect(done.context.dataset).toBe(surveyDataset);
    expect(done.context.values).toMatchObject({
      variables: ['나이', '만족도'],
      centralTendency: ['mean', 'median'],
    });
    expect(calls.run).toEqual([]);

    // The interpretation names the stored analysis.
    actor.send({ type: 'INTERPRET' });
    await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }));
    expect(calls.interpret[0]).toMatchObject({
      analysisId: 'stored-7',
      datasetUuid: surveyDataset.uuid,
      result,
    });
    actor.stop();
  });

  it('sends the stored request again when the reopened form is submitted unchanged', async () => {
    const definition = tIndependentDefinition as unknown as AnyAnalysisDefinition;
    const stored = storedAnalysis(definition, {
      independentSampleTestValue: ['만족도'],
      groupingVariable: ['나이'],
      groupMode: 'cutPoint',
      cutPoint: 30,
      selectedConfidence: 90,
    });
    const { actor, calls } = start(definition, async () => stored);
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    actor.send({ type: 'BACK' });
    const editing = actor.getSnapshot();
    expect(editing.matches({ setting: 'editing' })).toBe(true);
    expect(editing.context.values).toMatchObject({
      groupingVariable: ['나이'],
      groupMode: 'cutPoint',
      cutPoint: 30,
      selectedConfidence: 90,
    });
    actor.send({ type: 'SUBMIT', values: editing.context.values! });
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    const { uuid: _uuid, fileName: _fileName, ...contract } = stored.request;
    expect(calls.run[0]?.request).toEqual(contract);
    // A new run is a new record.
    expect(actor.getSnapshot().context.analysisId).toBe('new-8');
    actor.stop();
  });

  it("shows the server's error for an unknown id, retries, and leads back to the intro", async () => {
    const stored = storedAnalysis(descriptive, { variables: ['나이'] });
    let attempts = 0;
    const { actor, calls } = start(descriptive, async () => {
      attempts += 1;
      if (attempts === 1) throw notFound;
      return stored;
    });
    const failed = await waitFor(actor, (s) => s.matches({ analysis: 'reopenFailed' }));
    expect(failed.context.error).toMatchObject({
      code: 'ANALYSIS_NOT_FOUND',
      message: notFound.message,
      messageEn: notFound.messageEn,
    });
    expect(wizardStepOf(failed)).toBe('analysis');
    expect(wizardBusyWith(failed)).toBeNull();

    actor.send({ type: 'RETRY' });
    const done = await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    expect(done.context.error).toBeNull();
    expect(done.context.result).toBe(result);
    expect(calls.load).toHaveLength(2);
    actor.stop();

    const again = start(descriptive, async () => {
      throw notFound;
    });
    await waitFor(again.actor, (s) => s.matches({ analysis: 'reopenFailed' }));
    again.actor.send({ type: 'BACK' });
    const intro = await waitFor(again.actor, (s) => s.matches({ intro: 'idle' }));
    expect(intro.context.error).toBeNull();
    expect(intro.context.analysisId).toBeNull();
    expect(intro.context.datasets).toEqual(uploadedDatasets);
    again.actor.stop();
  });

  it('keeps the shown result when the interpretation of a reopened analysis fails', async () => {
    const stored = storedAnalysis(descriptive, { variables: ['나이'] });
    const machine = createWizardMachine(descriptive).provide({
      actors: {
        loadAnalysis: fromPromise<StoredAnalysis, LoadAnalysisInput>(async () => stored),
        interpret: fromPromise<Interpretation | null, InterpretInput>(async () => {
          throw notFound;
        }),
      },
    });
    const actor = createActor(machine, { input: { analysisId: 'stored-7' } });
    actor.start();
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    actor.send({ type: 'INTERPRET' });
    const failed = await waitFor(actor, (s) => s.matches({ interpretation: 'failed' }));
    expect(failed.context.result).toBe(result);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ analysis: 'done' })).toBe(true);
    expect(actor.getSnapshot().context.result).toBe(result);
    actor.stop();
  });
});
