import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { descriptiveDefinition } from '../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../definitions/types';
import { descriptiveResultFixture, surveyDataset } from '../fixtures/descriptive';
import { createWizardMachine, type WizardEvent } from './wizard';
import { leafValues, valueKey } from './statePaths.testkit';
import { failure, wizardEvents } from './wizardPaths.testkit';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;
const machine = createWizardMachine(definition);
// The same wizard whose definition comes in its own chunk, fetched when first needed.
const lazyMachine = createWizardMachine({ id: definition.id, load: async () => definition });

const events = wizardEvents({
  dataset: surveyDataset,
  valid: { variables: ['나이'] },
  invalid: { variables: [] },
  result: descriptiveResultFixture,
  request: { variables: ['나이'] },
  interpretation: null,
});

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
