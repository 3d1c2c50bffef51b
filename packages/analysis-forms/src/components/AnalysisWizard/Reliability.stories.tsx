import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reliabilityDefinition, reliabilityInitialValues } from '../../definitions/reliability';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  reliabilityDataset,
  reliabilityGroupsResultFixture,
  reliabilityInterpretationFixture,
  reliabilityResultFixture,
} from '../../fixtures/reliability';
import { createWizardMachine } from '../../machines/wizard';
import { AnalysisWizard } from './AnalysisWizard';
import { sceneMeta, submitEmpty, wizardScenes, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const definition = reliabilityDefinition as unknown as AnyAnalysisDefinition;
const groups = [
  { name: '요인 1', variables: ['문항1', '문항2', '문항3'] },
  { name: '요인 2', variables: ['문항4', '문항5', '문항6'] },
];

/** The setting step as the factor page hands it over: the groups already filled in. */
const handedOver = () =>
  createWizardMachine(definition).resolveState({
    value: { setting: 'editing' },
    context: {
      ...wizardScenes({
        definition,
        dataset: reliabilityDataset,
        values: {},
        result: reliabilityGroupsResultFixture,
        interpretation: reliabilityInterpretationFixture,
      }).setting().context,
      values: reliabilityInitialValues(groups),
    },
  });

const groupScenes = wizardScenes({
  definition,
  dataset: reliabilityDataset,
  values: reliabilityDefinition.optionsSchema.parse(reliabilityInitialValues(groups)),
  result: reliabilityGroupsResultFixture,
  interpretation: reliabilityInterpretationFixture,
});

const meta = {
  title: 'Analysis/Wizards/신뢰도 분석',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition,
    dataset: reliabilityDataset,
    values: reliabilityDefinition.optionsSchema.parse({
      reliabilityVariables: ['문항1', '문항2', '문항3', '문항4', '문항5', '문항6'],
      selectedAnalysisOptions: ['item', 'scaleIfItemDeleted', 'omega'],
    }),
    result: reliabilityResultFixture,
    interpretation: reliabilityInterpretationFixture,
  }),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = { name: '1단계 데이터 올리기' };

export const SettingWithErrors: Story = {
  name: '2단계 분석 설정(오류)',
  args: { scene: 'setting' },
  play: submitEmpty('변수를 2개 이상 선택해 주세요.'),
};

export const SettingWithFactorGroups: Story = {
  name: '2단계 분석 설정(요인 묶음에서 시작)',
  render: ({ send }) => (
    <AnalysisWizard definition={definition} snapshot={handedOver()} send={send} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('요인 1')).toBeVisible();
    await expect(canvas.getByText('3개 문항: 문항4, 문항5, 문항6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '분석 실행' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'SUBMIT',
      values: expect.objectContaining({ factorGroups: groups }),
    });
  },
};

export const AnalysisLoading: Story = { name: '3단계 분석 중', args: { scene: 'analysisLoading' } };

export const Result: Story = {
  name: '3단계 분석 결과',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Cronbach's alpha of the six items, as R's psych::alpha gives it (0.81472).
    await expect(canvas.getAllByText(/^0?\.815$/).length).toBeGreaterThan(0);
  },
};

export const GroupsResult: Story = {
  name: '3단계 분석 결과(요인 묶음별)',
  render: ({ send }) => (
    <AnalysisWizard definition={definition} snapshot={groupScenes.result()} send={send} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Alpha of items 1–3 and of items 4–6 (R: 0.76774 and 0.57253).
    await expect(canvas.getAllByText(/^0?\.768$/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/^0?\.573$/).length).toBeGreaterThan(0);
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(reliabilityDataset),
};
