import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { descriptiveDefinition } from '../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../definitions/types';
import { descriptiveResultFixture, surveyDataset, uploadedDatasets } from '../fixtures/descriptive';
import { createWizardMachine, type WizardEvent } from './wizard';
import { leafValues, valueKey } from './statePaths.testkit';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;
const machine = createWizardMachine(definition);
// The same wizard whose definition comes in its own chunk, fetched when first needed.
const lazyMachine = createWizardMachine({ id: definition.id, load: async () => definition });
const failure = { code: 'X', message: '실패', messageEn: 'failed' };
const file = new File(['a\n1\n'], 'a.csv');

// Every event the wizard can receive, including its invoked requests' answers.
const events = [
  { type: 'UPLOAD', file, title: '', firstRowAsNames: true, encoding: 'auto' },
  { type: 'OPEN_DATASET', uuid: surveyDataset.uuid },
  { type: 'REMOVE_DATASET', uuid: uploadedDatasets[1]!.uuid },
  { type: 'SUBMIT', values: { variables: ['나이'] } },
  { type: 'SUBMIT', values: { variables: [] } },
  { type: 'BACK' },
  { type: 'RETRY' },
  { type: 'RESET' },
  { type: 'INTERPRET' },
  ...(['intro', 'setting', 'analysis', 'interpretation'] as const).map((step) => ({
    type: 'GO_TO',
    step,
  })),
  { type: 'xstate.done.actor.listDatasets', output: uploadedDatasets },
  { type: 'xstate.done.actor.uploadDataset', output: surveyDataset },
  { type: 'xstate.done.actor.removeDataset', output: { uuid: uploadedDatasets[1]!.uuid } },
  { type: 'xstate.done.actor.loadDataset', output: surveyDataset },
  {
    type: 'xstate.done.actor.runAnalysis',
    output: { result: descriptiveResultFixture, analysisId: 'a-1' },
  },
  { type: 'xstate.done.actor.interpret', output: null },
  {
    type: 'xstate.done.actor.loadAnalysis',
    output: {
      analysisId: 'a-1',
      dataset: surveyDataset,
      request: { variables: ['나이'] },
      result: descriptiveResultFixture,
    },
  },
  ...[
    'loadAnalysis',
    'listDatasets',
    'uploadDataset',
    'removeDataset',
    'loadDataset',
    'runAnalysis',
    'interpret',
  ].map((id) => ({
    type: `xstate.error.actor.${id}`,
    error: failure,
  })),
] as unknown as WizardEvent[];

describe('wizard paths (xstate/graph)', () => {
  // Context varies with data; the state plus what it holds is what the paths must cover.
  // From a fresh start, and from a stored analysis reopened (`?analysisId=` of the history);
  // by a wizard made with its definition, and by one that fetches it.
  const lazyEvents = [
    ...events,
    { type: 'xstate.done.actor.loadDefinition', output: definition },
    { type: 'xstate.error.actor.loadDefinition', error: failure },
  ] as unknown as WizardEvent[];
  const paths = (
    [
      [machine, events],
      [lazyMachine, lazyEvents],
    ] as const
  ).flatMap(([wizard, wizardEvents]) =>
    [{}, { analysisId: 'a-1' }].flatMap((input) =>
      getShortestPaths(wizard, {
        events: wizardEvents,
        input,
        serializeState: (snapshot) =>
          valueKey(snapshot.value) +
          (snapshot.context.result ? '+result' : '') +
          (snapshot.context.dataset ? '+dataset' : '') +
          (snapshot.context.definition ? '+definition' : ''),
      }),
    ),
  );
  const reached = new Set(paths.map((path) => valueKey(path.state.value)));

  it('reaches every state of the machine except the transient boot', () => {
    const leaves = leafValues(machine.root).filter((leaf) => leaf !== 'boot');
    expect([...reached].sort()).toEqual(leaves.sort());
  });

  it('reaches the interpretation only through a result', () => {
    for (const path of paths) {
      if (valueKey(path.state.value).startsWith('interpretation'))
        expect(path.state.context.result).not.toBeNull();
    }
  });

  it('never runs an analysis without a dataset and valid values', () => {
    for (const path of paths) {
      if (valueKey(path.state.value) === 'analysis.running') {
        expect(path.state.context.dataset).not.toBeNull();
        expect(
          descriptiveDefinition.optionsSchema.safeParse(path.state.context.values).success,
        ).toBe(true);
      }
    }
  });
});
