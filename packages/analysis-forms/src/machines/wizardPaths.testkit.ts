import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { variablesFitDataset, type AnyAnalysisDefinition } from '../definitions/types';
import { uploadedDatasets } from '../fixtures/descriptive';
import type { AnalysisResult, DatasetDetail, Interpretation } from '../types';
import { leafValues, valueKey } from './statePaths.testkit';
import { createWizardMachine, type WizardEvent } from './wizard';

/** One analysis's wizard as the path tests drive it: a dataset, a result, and values to submit. */
export interface WizardPathCase {
  name: string;
  definition: AnyAnalysisDefinition;
  dataset: DatasetDetail;
  result: AnalysisResult;
  /** Values the schema and the dataset accept. */
  valid: Record<string, unknown>;
  /** Values the schema or the dataset refuses. */
  invalid: Record<string, unknown>;
}

/** An error answer of the server, for the actors' failure events. */
export const failure = { code: 'X', message: '실패', messageEn: 'failed' };
/** A file to upload; the played answers never read it. */
const file = new File(['a\n1\n'], 'a.csv');

/** An interpretation answer of the server. */
export const interpretation: Interpretation = {
  interpret: '해석',
  interpretDetail: '자세한 해석',
};

/** What a path test feeds one wizard: its dataset, values, result and a reopened request. */
export interface WizardEventValues {
  dataset: DatasetDetail;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  result: AnalysisResult;
  /** The stored request of the reopened analysis `a-1`. */
  request: unknown;
  interpretation: Interpretation | null;
}

/** Every event the wizard can receive, including its invoked requests' answers and failures. */
export function wizardEvents({
  dataset,
  valid,
  invalid,
  result,
  request,
  interpretation: interpreted,
}: WizardEventValues): WizardEvent[] {
  return [
    { type: 'UPLOAD', file, title: '', firstRowAsNames: true, encoding: 'auto' },
    { type: 'OPEN_DATASET', uuid: dataset.uuid },
    { type: 'REMOVE_DATASET', uuid: uploadedDatasets[1]!.uuid },
    { type: 'SUBMIT', values: valid },
    { type: 'SUBMIT', values: invalid },
    { type: 'BACK' },
    { type: 'RETRY' },
    { type: 'RESET' },
    { type: 'INTERPRET' },
    ...(['intro', 'setting', 'analysis', 'interpretation'] as const).map((step) => ({
      type: 'GO_TO',
      step,
    })),
    { type: 'xstate.done.actor.listDatasets', output: uploadedDatasets },
    { type: 'xstate.done.actor.uploadDataset', output: dataset },
    { type: 'xstate.done.actor.removeDataset', output: { uuid: uploadedDatasets[1]!.uuid } },
    { type: 'xstate.done.actor.loadDataset', output: dataset },
    { type: 'xstate.done.actor.runAnalysis', output: { result, analysisId: 'a-1' } },
    {
      type: 'xstate.done.actor.loadAnalysis',
      output: { analysisId: 'a-1', dataset, request, result },
    },
    { type: 'xstate.done.actor.interpret', output: interpreted },
    ...[
      'loadAnalysis',
      'listDatasets',
      'uploadDataset',
      'removeDataset',
      'loadDataset',
      'runAnalysis',
      'interpret',
    ].map((id) => ({ type: `xstate.error.actor.${id}`, error: failure })),
  ] as unknown as WizardEvent[];
}

/**
 * Model-based paths (xstate/graph) over each case's wizard, with the server's answers played by
 * the case's fixtures: every state is reached; an analysis runs only with a dataset and values
 * that pass the schema and fit the data, and only after the earlier result is cleared; the
 * interpretation comes only after a result, and a failed one keeps it; an invalid submission
 * stays on the setting step.
 */
export function describeWizardPaths(cases: WizardPathCase[]): void {
  describe.each(cases)('wizard of $name (xstate/graph paths)', (scenario) => {
    const { definition, dataset, result, valid, invalid } = scenario;
    const machine = createWizardMachine(definition);
    const events = wizardEvents({
      dataset,
      valid,
      invalid,
      result,
      // A stored analysis of the history, reopened: the request `valid` would have sent.
      request: definition.toRequest(definition.optionsSchema.parse(valid)),
      interpretation,
    });

    // From a fresh start, and from a stored analysis reopened (`?analysisId=` of the history).
    const paths = [{}, { analysisId: 'a-1' }].flatMap((input) =>
      getShortestPaths(machine, {
        events,
        input,
        serializeState: (snapshot) =>
          valueKey(snapshot.value) +
          (snapshot.context.result ? '+result' : '') +
          (snapshot.context.interpretation ? '+interpretation' : '') +
          (snapshot.context.dataset ? '+dataset' : ''),
      }),
    );
    const reached = new Set(paths.map((path) => valueKey(path.state.value)));

    it('has fixture values that its schema and the dataset accept, and refuses the invalid ones', () => {
      const parsed = definition.optionsSchema.safeParse(valid);
      expect(parsed.success).toBe(true);
      expect(variablesFitDataset(definition, parsed.data!, dataset)).toBe(true);
      const refused = definition.optionsSchema.safeParse(invalid);
      expect(refused.success && variablesFitDataset(definition, refused.data, dataset)).toBe(false);
    });

    // A wizard made with its definition never waits for it (wizard.paths.test.ts covers that).
    it('reaches every state of the machine except the transient boot', () => {
      const leaves = leafValues(machine.root).filter(
        (leaf) => leaf !== 'boot' && leaf !== 'analysis.loadingDefinition',
      );
      expect([...reached].sort()).toEqual(leaves.sort());
    });

    it('runs an analysis only with a dataset and values that pass the schema and fit the data', () => {
      let running = 0;
      for (const path of paths) {
        if (valueKey(path.state.value) !== 'analysis.running') continue;
        running++;
        const { dataset: held, values, result: shown, interpretation: read } = path.state.context;
        expect(held).not.toBeNull();
        // Starting an analysis clears the earlier result and its interpretation.
        expect(shown).toBeNull();
        expect(read).toBeNull();
        const parsed = definition.optionsSchema.safeParse(values);
        expect(parsed.success).toBe(true);
        expect(variablesFitDataset(definition, parsed.data!, held!)).toBe(true);
        expect(definition.requestSchema.safeParse(definition.toRequest(parsed.data!)).success).toBe(
          true,
        );
      }
      expect(running).toBeGreaterThan(0);
    });

    it('reaches the interpretation only through a result, and a failed one keeps the result', () => {
      let failed = 0;
      for (const path of paths) {
        const state = valueKey(path.state.value);
        if (state.startsWith('interpretation')) expect(path.state.context.result).not.toBeNull();
        // Starting an interpretation clears the earlier one.
        if (state === 'interpretation.loading')
          expect(path.state.context.interpretation).toBeNull();
        if (state === 'interpretation.failed') {
          failed++;
          expect(path.state.context.result).toEqual(result);
          expect(path.state.context.error).not.toBeNull();
        }
      }
      expect(failed).toBeGreaterThan(0);
    });
    it('refuses the invalid submission without leaving the setting step', async () => {
      const actor = createActor(
        machine.provide({
          actors: {
            loadDataset: fromPromise<DatasetDetail, { uuid: string }>(async () => dataset),
          },
        }),
        { input: { datasetUuid: dataset.uuid } },
      ).start();
      await waitFor(actor, (snapshot) => snapshot.matches({ setting: 'editing' }));
      actor.send({ type: 'SUBMIT', values: invalid });
      expect(actor.getSnapshot().matches({ setting: 'editing' })).toBe(true);
      expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.invalidOptions' });
      expect(actor.getSnapshot().context.values).toBeNull();
      actor.stop();
    });
  });
}
