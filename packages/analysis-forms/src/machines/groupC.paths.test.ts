import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { initialFactorGroups, reliabilityHandOver } from '../definitions/factorGroups';
import { factorDefinition, isFactorResult } from '../definitions/factor';
import { linearDefinition } from '../definitions/linear';
import { mediationDefinition } from '../definitions/mediation';
import { moderationDefinition } from '../definitions/moderation';
import { analysisDefinitions } from '../definitions/registry';
import { variablesFitDataset, type AnyAnalysisDefinition } from '../definitions/types';
import { uploadedDatasets } from '../fixtures/descriptive';
import { factorDataset, factorResultFixture, factorValues } from '../fixtures/factor';
import { linearDataset, linearResultFixture, linearValues } from '../fixtures/linear';
import { mediationDataset, mediationResultFixture, mediationValues } from '../fixtures/mediation';
import {
  moderationDataset,
  moderationResultFixture,
  moderationValues,
} from '../fixtures/moderation';
import type { AnalysisResult, DatasetDetail, Interpretation } from '../types';
import {
  createWizardMachine,
  type RunAnalysisInput,
  type RunAnalysisOutput,
  type WizardEvent,
} from './wizard';

/**
 * Model-based paths (xstate/graph) over the wizard of each analysis of group C (factor, linear,
 * moderation, mediation), the server's answers played by engine fixtures; then the
 * factor → factor groups → reliability hand-over.
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
    name: 'factor',
    definition: factorDefinition as unknown as AnyAnalysisDefinition,
    dataset: factorDataset,
    result: factorResultFixture,
    valid: factorValues,
    // A fixed extraction without its number of factors.
    invalid: { ...factorValues, selectedExtract: 'fixed', factorsToExtract: null },
  },
  {
    name: 'linear',
    definition: linearDefinition as unknown as AnyAnalysisDefinition,
    dataset: linearDataset,
    result: linearResultFixture,
    valid: linearValues,
    // The dependent again among the independents.
    invalid: { ...linearValues, independents: ['만족도', '나이'] },
  },
  {
    name: 'moderation',
    definition: moderationDefinition as unknown as AnyAnalysisDefinition,
    dataset: moderationDataset,
    result: moderationResultFixture,
    valid: moderationValues,
    // Model 2 needs two moderators.
    invalid: { ...moderationValues, modelNumber: '2' },
  },
  {
    name: 'mediation',
    definition: mediationDefinition as unknown as AnyAnalysisDefinition,
    dataset: mediationDataset,
    result: mediationResultFixture,
    valid: mediationValues,
    // A variable that is not in the file.
    invalid: { ...mediationValues, mediators: ['없는변수'] },
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
      if (state === 'interpretation.failed') {
        failed++;
        expect(path.state.context.result).toEqual(result);
      }
    }
    expect(failed).toBeGreaterThan(0);
  });
});

describe('factor → factor groups → reliability', () => {
  it('groups each item with its largest loading, as the varimax solution of the fixture', () => {
    expect(isFactorResult(factorResultFixture)).toBe(true);
    if (!isFactorResult(factorResultFixture)) return;
    const groups = initialFactorGroups(factorResultFixture, (n) => `요인 ${n}`);
    expect(groups.map((group) => group.name)).toEqual(['요인 1', '요인 2', '요인 3']);
    // The three scales of the questionnaire, whatever order the rotation gives the factors.
    const scales = groups.map((group) => [...group.variables].sort().join(','));
    expect(scales.sort()).toEqual(
      ['가격1,가격2,가격3', '서비스1,서비스2,서비스3,서비스4', '품질1,품질2,품질3'].sort(),
    );
  });

  it("starts the reliability wizard's setting step with the groups and sends one scale per group", async () => {
    if (!isFactorResult(factorResultFixture)) throw new Error('fixture is not a factor result');
    const groups = initialFactorGroups(factorResultFixture, (n) => `요인 ${n}`);
    const handOver = reliabilityHandOver(groups);
    expect(handOver?.to).toBe('reliability');
    const reliability = (analysisDefinitions as Record<string, AnyAnalysisDefinition>)[
      handOver!.to
    ]!;
    const requests: RunAnalysisInput[] = [];
    const machine = createWizardMachine(reliability).provide({
      actors: {
        loadDataset: fromPromise<DatasetDetail, { uuid: string }>(async () => factorDataset),
        runAnalysis: fromPromise<RunAnalysisOutput, RunAnalysisInput>(async ({ input }) => {
          requests.push(input);
          return {
            result: { analysis: 'reliability', tables: [], warnings: [] },
            analysisId: 'r-1',
          };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { datasetUuid: factorDataset.uuid, initialValues: handOver!.values },
    }).start();
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }));
    // The setting form starts from the handed-over values.
    expect(actor.getSnapshot().context.values).toEqual(handOver!.values);
    actor.send({ type: 'SUBMIT', values: actor.getSnapshot().context.values! });
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }));
    expect(requests[0]!.request).toMatchObject({
      factorGroups: groups.map((group) => ({ name: group.name, variables: group.variables })),
    });
    expect(reliability.requestSchema.safeParse(requests[0]!.request).success).toBe(true);
    actor.stop();
  });
});
