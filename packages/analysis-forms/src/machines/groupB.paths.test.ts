import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { anovaDefinition } from '../definitions/anova';
import { chiDefinition } from '../definitions/chi';
import { correlationDefinition } from '../definitions/correlation';
import { reliabilityHandOver } from '../definitions/factorGroups';
import { reliabilityDefinition, reliabilityInitialValues } from '../definitions/reliability';
import { variablesFitDataset, type AnyAnalysisDefinition } from '../definitions/types';
import {
  anovaDataset,
  anovaFactorialDataset,
  anovaFactorialResultFixture,
  anovaOnewayResultFixture,
} from '../fixtures/anova';
import { chiDataset, chiResultFixture } from '../fixtures/chi';
import { correlationDataset, correlationResultFixture } from '../fixtures/correlation';
import { uploadedDatasets } from '../fixtures/descriptive';
import {
  reliabilityDataset,
  reliabilityGroupsResultFixture,
  reliabilityResultFixture,
} from '../fixtures/reliability';
import type { AnalysisResult, DatasetDetail, Interpretation } from '../types';
import {
  createWizardMachine,
  type InterpretInput,
  type RunAnalysisInput,
  type RunAnalysisOutput,
  type WizardEvent,
} from './wizard';

/**
 * Model-based paths (xstate/graph) over the wizard of each analysis of group B (anova,
 * chi, correlation, reliability), with the server's answers played by engine fixtures.
 */
const cases: {
  name: string;
  definition: AnyAnalysisDefinition;
  dataset: DatasetDetail;
  result: AnalysisResult;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
}[] = [
  {
    name: 'anova (one-way)',
    definition: anovaDefinition as unknown as AnyAnalysisDefinition,
    dataset: anovaDataset,
    result: anovaOnewayResultFixture,
    valid: { dependents: ['점수'], factors: ['학과'], postHoc: ['tukey'] },
    // A categorical dependent: the schema accepts the name, the dataset check does not.
    invalid: { dependents: ['학과'], factors: ['학년'] },
  },
  {
    name: 'anova (factorial)',
    definition: anovaDefinition as unknown as AnyAnalysisDefinition,
    dataset: anovaFactorialDataset,
    result: anovaFactorialResultFixture,
    valid: { dependents: ['반응'], factors: ['성별', '처치'], pairwiseComparisons: 'bonferroni' },
    invalid: { dependents: ['반응'], factors: [] },
  },
  {
    name: 'chi',
    definition: chiDefinition as unknown as AnyAnalysisDefinition,
    dataset: chiDataset,
    result: chiResultFixture,
    valid: { rows: ['성별'], columns: ['흡연'], percentages: ['row'] },
    invalid: { rows: ['성별', '흡연'], columns: ['학년'] },
  },
  {
    name: 'correlation',
    definition: correlationDefinition as unknown as AnyAnalysisDefinition,
    dataset: correlationDataset,
    result: correlationResultFixture,
    valid: { correlationVariables: ['사전', '사후'], selectedCoefficientOptions: ['spearman'] },
    invalid: { correlationVariables: ['사전', '성별'] },
  },
  {
    name: 'reliability',
    definition: reliabilityDefinition as unknown as AnyAnalysisDefinition,
    dataset: reliabilityDataset,
    result: reliabilityResultFixture,
    valid: { reliabilityVariables: ['문항1', '문항2', '문항3'] },
    invalid: { reliabilityVariables: ['문항1', '문항1'] },
  },
  {
    name: 'reliability (factor groups)',
    definition: reliabilityDefinition as unknown as AnyAnalysisDefinition,
    dataset: reliabilityDataset,
    result: reliabilityGroupsResultFixture,
    valid: reliabilityInitialValues([
      { name: '요인 1', variables: ['문항1', '문항2', '문항3'] },
      { name: '요인 2', variables: ['문항4', '문항5', '문항6'] },
    ]),
    invalid: reliabilityInitialValues([{ name: '요인 1', variables: ['문항1', '없는문항'] }]),
  },
];

const failure = { code: 'X', message: '실패', messageEn: 'failed' };
const file = new File(['a\n1\n'], 'a.csv');
const interpretation: Interpretation = { interpret: '해석', interpretDetail: '자세한 해석' };

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

describe.each(cases)('wizard of $name (xstate/graph paths)', (scenario) => {
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
    { type: 'xstate.done.actor.interpret', output: interpretation },
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
      // Spec point 4: starting an analysis clears the earlier result and its interpretation.
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
      // Spec point 4: starting an interpretation clears the earlier one.
      if (state === 'interpretation.loading') expect(path.state.context.interpretation).toBeNull();
      if (state === 'interpretation.failed') {
        failed++;
        expect(path.state.context.result).toEqual(result);
        expect(path.state.context.error).not.toBeNull();
      }
    }
    expect(failed).toBeGreaterThan(0);
  });
});

/** The wizard with the server's answers played by functions the test controls. */
function controlled(
  definition: AnyAnalysisDefinition,
  dataset: DatasetDetail,
  answers: {
    run: (input: RunAnalysisInput) => Promise<RunAnalysisOutput>;
    interpret: (input: InterpretInput) => Promise<Interpretation | null>;
  },
  input: Record<string, unknown> = {},
) {
  const machine = createWizardMachine(definition).provide({
    actors: {
      loadDataset: fromPromise<DatasetDetail, { uuid: string }>(async () => dataset),
      runAnalysis: fromPromise<RunAnalysisOutput, RunAnalysisInput>(({ input: request }) =>
        answers.run(request),
      ),
      interpret: fromPromise<Interpretation | null, InterpretInput>(({ input: request }) =>
        answers.interpret(request),
      ),
    },
  });
  return createActor(machine, { input: { datasetUuid: dataset.uuid, ...input } }).start();
}

describe('interpretation in the wizard (spec point 4)', () => {
  const definition = anovaDefinition as unknown as AnyAnalysisDefinition;

  it('asks with the result and its history id, shows the answer, and keeps the result when it fails', async () => {
    const asked: InterpretInput[] = [];
    let failNext = false;
    const actor = controlled(definition, anovaDataset, {
      run: async () => ({ result: anovaOnewayResultFixture, analysisId: 'h-7' }),
      interpret: async (input) => {
        asked.push(input);
        if (failNext) throw failure;
        return { interpret: `해석 ${asked.length}`, interpretDetail: `자세히 ${asked.length}` };
      },
    });
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    actor.send({ type: 'SUBMIT', values: { dependents: ['점수'], factors: ['학과'] } });
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    actor.send({ type: 'INTERPRET' });
    expect(actor.getSnapshot().matches({ interpretation: 'loading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }));
    expect(asked[0]).toEqual({
      analysis: 'anova',
      analysisId: 'h-7',
      datasetUuid: anovaDataset.uuid,
      result: anovaOnewayResultFixture,
    });
    expect(actor.getSnapshot().context.interpretation?.interpret).toBe('해석 1');

    // Asking again (another language) clears the earlier text at the start.
    failNext = true;
    actor.send({ type: 'INTERPRET' });
    expect(actor.getSnapshot().context.interpretation).toBeNull();
    await waitFor(actor, (s) => s.matches({ interpretation: 'failed' }));
    expect(actor.getSnapshot().context.result).toBe(anovaOnewayResultFixture);
    expect(actor.getSnapshot().context.error).toMatchObject({ message: '실패' });

    // Retry after the failure; back to the result keeps it.
    failNext = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }));
    expect(actor.getSnapshot().context.interpretation?.interpretDetail).toBe('자세히 3');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ analysis: 'done' })).toBe(true);
    expect(actor.getSnapshot().context.result).toBe(anovaOnewayResultFixture);
    actor.stop();
  });

  it('clears the result and the interpretation when a new analysis starts', async () => {
    let release: (output: RunAnalysisOutput) => void = () => undefined;
    let runs = 0;
    const actor = controlled(definition, anovaDataset, {
      run: () => {
        runs++;
        if (runs === 1)
          return Promise.resolve({ result: anovaOnewayResultFixture, analysisId: 'h-1' });
        return new Promise((resolve) => (release = resolve));
      },
      interpret: async () => interpretation,
    });
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    actor.send({ type: 'SUBMIT', values: { dependents: ['점수'], factors: ['학과'] } });
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    actor.send({ type: 'INTERPRET' });
    await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }));
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SUBMIT', values: { dependents: ['공부시간'], factors: ['학과'] } });
    expect(actor.getSnapshot().matches({ analysis: 'running' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      result: null,
      analysisId: null,
      interpretation: null,
    });
    release({ result: anovaOnewayResultFixture, analysisId: 'h-2' });
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    expect(actor.getSnapshot().context.analysisId).toBe('h-2');
    actor.stop();
  });
});

describe('reliability started with items chosen elsewhere (factor → factor groups)', () => {
  it("accepts the factor page's hand-over as it comes", () => {
    const handOver = reliabilityHandOver([
      { name: '서비스', variables: ['문항1', '문항2'] },
      { name: '가격', variables: ['문항3', '문항4', '문항5'] },
    ]);
    expect(handOver?.to).toBe('reliability');
    const parsed = reliabilityDefinition.optionsSchema.safeParse(handOver!.values);
    expect(parsed.success).toBe(true);
    expect(
      variablesFitDataset(reliabilityDefinition as never, parsed.data!, reliabilityDataset),
    ).toBe(true);
    expect(reliabilityDefinition.toRequest(parsed.data!)).toEqual({
      factorGroups: [
        { name: '서비스', variables: ['문항1', '문항2'] },
        { name: '가격', variables: ['문항3', '문항4', '문항5'] },
      ],
      model: 'alpha',
      selectedAnalysisOptions: [],
    });
  });

  it('starts the setting step with the groups and runs them as given', async () => {
    const groups = [
      { name: '요인 1', variables: ['문항1', '문항2', '문항3'] },
      { name: '요인 2', variables: ['문항4', '문항5', '문항6'] },
    ];
    const sent: RunAnalysisInput[] = [];
    const actor = controlled(
      reliabilityDefinition as unknown as AnyAnalysisDefinition,
      reliabilityDataset,
      {
        run: async (input) => {
          sent.push(input);
          return { result: reliabilityGroupsResultFixture, analysisId: 'r-1' };
        },
        interpret: async () => null,
      },
      { initialStep: 'setting', initialValues: reliabilityInitialValues(groups) },
    );
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    const values = actor.getSnapshot().context.values!;
    expect(values.factorGroups).toEqual(groups);
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    expect(sent[0]!.request).toEqual({
      factorGroups: groups,
      model: 'alpha',
      selectedAnalysisOptions: [],
    });
    actor.stop();
  });
});
