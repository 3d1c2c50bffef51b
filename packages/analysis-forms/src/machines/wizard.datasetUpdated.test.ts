import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { descriptiveDefinition } from '../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../definitions/types';
import { surveyDataset } from '../fixtures/descriptive';
import { createWizardMachine, type WizardContext } from './wizard';

const machine = createWizardMachine(descriptiveDefinition as unknown as AnyAnalysisDefinition);

function editing(context: Partial<WizardContext> = {}) {
  const snapshot = machine.resolveState({
    value: { setting: 'editing' },
    context: {
      datasetUuid: surveyDataset.uuid,
      dataset: surveyDataset,
      datasets: [],
      removingUuid: null,
      values: null,
      result: null,
      analysisId: null,
      interpretation: null,
      error: null,
      ...context,
    },
  });
  return createActor(machine, { snapshot, input: {} }).start();
}

describe('DATASET_UPDATED (value labels stored by /dataset/update)', () => {
  it('takes the stored dataset, keeping the types changed on the page', () => {
    const actor = editing();
    const [first, second] = surveyDataset.columns;
    const retyped = first!.type === 'numeric' ? 'categorical' : 'numeric';
    actor.send({ type: 'SET_VARIABLE_TYPE', name: first!.name, variableType: retyped });
    actor.send({
      type: 'DATASET_UPDATED',
      dataset: {
        ...surveyDataset,
        columns: surveyDataset.columns.map((column) =>
          column.name === second!.name ? { ...column, valueLabels: { '1': '남' } } : column,
        ),
      },
    });
    const { dataset } = actor.getSnapshot().context;
    expect(dataset?.columns.find((c) => c.name === second!.name)?.valueLabels).toEqual({
      '1': '남',
    });
    expect(dataset?.columns.find((c) => c.name === first!.name)?.type).toBe(retyped);
    expect(actor.getSnapshot().matches({ setting: 'editing' })).toBe(true);
  });

  it('ignores another dataset', () => {
    const actor = editing();
    actor.send({
      type: 'DATASET_UPDATED',
      dataset: { ...surveyDataset, uuid: 'other', title: 'x' },
    });
    expect(actor.getSnapshot().context.dataset).toBe(surveyDataset);
  });
});
