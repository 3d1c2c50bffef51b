import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { frequenciesDefinition } from '../definitions/frequencies';
import { multipleResponsesDefinition } from '../definitions/multipleResponses';
import { tIndependentDefinition } from '../definitions/tIndependent';
import { tOneDefinition } from '../definitions/tOne';
import { tPairedDefinition } from '../definitions/tPaired';
import type { AnyAnalysisDefinition } from '../definitions/types';
import { frequenciesResultFixture } from '../fixtures/frequencies';
import {
  mediaSurveyDataset,
  multipleResponsesResultFixture,
  multipleResponsesSetsResultFixture,
} from '../fixtures/multipleResponses';
import {
  surveyTestDataset,
  tIndependentResultFixture,
  tOneResultFixture,
  tPairedResultFixture,
} from '../fixtures/tTests';
import type { DatasetDetail } from '../types';
import { createWizardMachine } from './wizard';
import { describeWizardPaths, type WizardPathCase } from './wizardPaths.testkit';

/**
 * Model-based paths (xstate/graph) over the wizard of each analysis of group A, with the
 * server's answers played by engine fixtures: every state is reached, and an analysis never
 * starts from values its definition or the dataset refuses.
 */
const mediaSet = {
  name: '매체',
  label: '이용 매체',
  type: 'dichotomies',
  variables: ['매체1', '매체2', '매체3', '매체4'],
  countedValue: '1',
};

const cases: Omit<WizardPathCase, 'name'>[] = [
  {
    definition: frequenciesDefinition as unknown as AnyAnalysisDefinition,
    dataset: surveyTestDataset,
    result: frequenciesResultFixture,
    valid: { variables: ['만족도', '성별'], statistics: ['mean'] },
    // A grouping of a variable that is not analysed.
    invalid: {
      variables: ['만족도'],
      factorGroups: [{ variable: '성별', groups: [{ label: '남성', values: ['남'] }] }],
    },
  },
  {
    definition: multipleResponsesDefinition as unknown as AnyAnalysisDefinition,
    dataset: mediaSurveyDataset,
    result: multipleResponsesResultFixture,
    valid: { setVariables: ['매체1', '매체2'], setName: '매체' },
    invalid: { setVariables: ['매체1'], setName: '매체' },
  },
  {
    // Several sets: one in the list, one in the editor; a second set of the same name is refused.
    definition: multipleResponsesDefinition as unknown as AnyAnalysisDefinition,
    dataset: mediaSurveyDataset,
    result: multipleResponsesSetsResultFixture,
    valid: {
      sets: [mediaSet],
      setVariables: ['선호1', '선호2', '선호3'],
      setName: '선호',
      setType: 'categories',
    },
    invalid: { sets: [mediaSet], setVariables: ['매체3', '매체4'], setName: '매체' },
  },
  {
    definition: tOneDefinition as unknown as AnyAnalysisDefinition,
    dataset: surveyTestDataset,
    result: tOneResultFixture,
    valid: { variables: ['사전'], populationMean: 60 },
    // A categorical variable: the schema accepts it, the dataset check does not.
    invalid: { variables: ['성별'], populationMean: 60 },
  },
  {
    definition: tPairedDefinition as unknown as AnyAnalysisDefinition,
    dataset: surveyTestDataset,
    result: tPairedResultFixture,
    valid: { pairedSampleTestValue: [['사전', '사후']] },
    invalid: { pairedSampleTestValue: [['사전', '사전']] },
  },
  {
    definition: tIndependentDefinition as unknown as AnyAnalysisDefinition,
    dataset: surveyTestDataset,
    result: tIndependentResultFixture,
    valid: { independentSampleTestValue: ['사전'], groupingVariable: ['집단'] },
    invalid: {
      independentSampleTestValue: ['사전'],
      groupingVariable: ['집단'],
      group1: '1',
      group2: '1',
    },
  },
];

describeWizardPaths(cases.map((c) => ({ ...c, name: c.definition.id })));

describe('the data step inside the setting step', () => {
  it('changes a variable type in the held dataset, and the setting guard follows it', async () => {
    const machine = createWizardMachine(tOneDefinition as unknown as AnyAnalysisDefinition);
    const actor = createActor(
      machine.provide({
        actors: {
          loadDataset: fromPromise<DatasetDetail, { uuid: string }>(async () => surveyTestDataset),
        },
      }),
      { input: { datasetUuid: surveyTestDataset.uuid } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ setting: 'editing' }));
    actor.send({ type: 'SET_VARIABLE_TYPE', name: '사전', variableType: 'categorical' });
    const column = actor.getSnapshot().context.dataset?.columns.find((c) => c.name === '사전');
    expect(column?.type).toBe('categorical');
    // A t-test variable must be numeric: refused now, accepted once turned back.
    actor.send({ type: 'SUBMIT', values: { variables: ['사전'] } });
    expect(actor.getSnapshot().matches({ setting: 'editing' })).toBe(true);
    actor.send({ type: 'SET_VARIABLE_TYPE', name: '사전', variableType: 'numeric' });
    actor.send({ type: 'SUBMIT', values: { variables: ['사전'] } });
    expect(actor.getSnapshot().matches({ analysis: 'running' })).toBe(true);
    actor.stop();
  });
});
