import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { initialFactorGroups, reliabilityHandOver } from '../definitions/factorGroups';
import { factorDefinition, isFactorResult } from '../definitions/factor';
import { linearDefinition } from '../definitions/linear';
import { mediationDefinition } from '../definitions/mediation';
import { moderationDefinition } from '../definitions/moderation';
import { analysisDefinitions } from '../definitions/registry';
import type { AnyAnalysisDefinition } from '../definitions/types';
import { factorDataset, factorResultFixture, factorValues } from '../fixtures/factor';
import { linearDataset, linearResultFixture, linearValues } from '../fixtures/linear';
import { mediationDataset, mediationResultFixture, mediationValues } from '../fixtures/mediation';
import {
  moderationDataset,
  moderationResultFixture,
  moderationValues,
} from '../fixtures/moderation';
import type { DatasetDetail } from '../types';
import { createWizardMachine, type RunAnalysisInput, type RunAnalysisOutput } from './wizard';
import { describeWizardPaths, type WizardPathCase } from './wizardPaths.testkit';

/**
 * Model-based paths (xstate/graph) over the wizard of each analysis of group C (factor, linear,
 * moderation, mediation), the server's answers played by engine fixtures; then the
 * factor → factor groups → reliability hand-over.
 */
const cases: WizardPathCase[] = [
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

describeWizardPaths(cases);

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
