import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { frequenciesDefinition } from '../definitions/frequencies';
import { multipleResponsesDefinition } from '../definitions/multipleResponses';
import { tIndependentDefinition } from '../definitions/tIndependent';
import { tOneDefinition } from '../definitions/tOne';
import { tPairedDefinition } from '../definitions/tPaired';
import { variablesFitDataset, type AnyAnalysisDefinition } from '../definitions/types';
import { uploadedDatasets } from '../fixtures/descriptive';
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
import type { AnalysisResult, DatasetDetail } from '../types';
import { createWizardMachine, type WizardEvent } from './wizard';

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

const cases: {
  definition: AnyAnalysisDefinition;
  dataset: DatasetDetail;
  result: AnalysisResult;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
}[] = [
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

const failure = { code: 'X', message: '실패', messageEn: 'failed' };
const file = new File(['a\n1\n'], 'a.csv');

function leafValues(
  node: { key: string; states: Record<string, unknown> },
  prefix: string[] = [],
): string[] {
  const children = Object.values(node.states) as { key: string; states: Record<string, unknown> }[];
  if (children.length === 0) return [prefix.join('.')];
  return children.flatMap((child) => leafValues(child, [...prefix, child.key]));
}

function valueKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? [];
  return `${key}.${valueKey(inner)}`;
}

describe.each(cases)('wizard of $definition.id (xstate/graph paths)', (scenario) => {
  const { definition, dataset, result, valid, invalid } = scenario;
  const machine = createWizardMachine(definition);
  const events = [
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
    // A stored analysis of the history, reopened: the request `valid` would have sent.
    {
      type: 'xstate.done.actor.loadAnalysis',
      output: {
        analysisId: 'a-1',
        dataset,
        request: definition.toRequest(definition.optionsSchema.parse(valid)),
        result,
      },
    },
    {
      type: 'xstate.done.actor.interpret',
      output: { interpret: '해석', interpretDetail: '자세한 해석' },
    },
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

  // From a fresh start, and from a stored analysis reopened (`?analysisId=` of the history).
  const paths = [{}, { analysisId: 'a-1' }].flatMap((input) =>
    getShortestPaths(machine, {
      events,
      input,
      serializeState: (snapshot) =>
        valueKey(snapshot.value) +
        (snapshot.context.result ? '+result' : '') +
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
      const { dataset: held, values } = path.state.context;
      expect(held).not.toBeNull();
      const parsed = definition.optionsSchema.safeParse(values);
      expect(parsed.success).toBe(true);
      expect(variablesFitDataset(definition, parsed.data!, held!)).toBe(true);
      // The request sent is the contract's.
      expect(definition.requestSchema.safeParse(definition.toRequest(parsed.data!)).success).toBe(
        true,
      );
    }
    expect(running).toBeGreaterThan(0);
  });

  it('reaches the interpretation only through a result', () => {
    for (const path of paths)
      if (valueKey(path.state.value).startsWith('interpretation'))
        expect(path.state.context.result).not.toBeNull();
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
