import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { anovaDefinition } from '../../definitions/anova';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  anovaDataset,
  anovaFactorialDataset,
  anovaFactorialInterpretationFixture,
  anovaFactorialResultFixture,
  anovaOnewayInterpretationFixture,
  anovaOnewayResultFixture,
} from '../../fixtures/anova';
import { AnalysisWizard } from './AnalysisWizard';
import { sceneMeta, submitEmpty, wizardScenes, type SceneArgs } from './groupAScenes';

const definition = anovaDefinition as unknown as AnyAnalysisDefinition;

const factorial = wizardScenes({
  definition,
  dataset: anovaFactorialDataset,
  values: anovaDefinition.optionsSchema.parse({
    dependents: ['반응'],
    factors: ['성별', '처치'],
    selectedAnovaOptions: ['descriptives', 'homogeneity'],
    pairwiseComparisons: 'bonferroni',
  }),
  result: anovaFactorialResultFixture,
  interpretation: anovaFactorialInterpretationFixture,
});

const meta = {
  title: 'Analysis/Wizards/분산분석',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition,
    dataset: anovaDataset,
    values: anovaDefinition.optionsSchema.parse({
      dependents: ['점수'],
      factors: ['학과'],
      selectedAnovaOptions: ['descriptives', 'homogeneity', 'effectSize', 'meansPlot'],
      postHoc: ['tukey'],
    }),
    result: anovaOnewayResultFixture,
    interpretation: anovaOnewayInterpretationFixture,
  }),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = { name: '1단계 데이터 올리기' };

export const SettingWithErrors: Story = {
  name: '2단계 분석 설정(오류)',
  args: { scene: 'setting' },
  play: submitEmpty('변수를 1개 이상 선택해 주세요.'),
};

export const AnalysisLoading: Story = { name: '3단계 분석 중', args: { scene: 'analysisLoading' } };

export const Result: Story = {
  name: '3단계 분석 결과(일원배치, 사후검정)',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // F of 점수 by 학과, as R's oneway analysis gives it (2.7637).
    await expect(canvas.getAllByText('2.764').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('table', { name: /다중비교/ })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /점수의 평균 도표/ })).toBeInTheDocument();
  },
};

export const FactorialResult: Story = {
  name: '3단계 분석 결과(이원배치, Type III)',
  args: { scene: 'result' },
  render: ({ send }) => (
    <AnalysisWizard definition={definition} snapshot={factorial.result()} send={send} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // F of the corrected model, as R's car::Anova (type III) gives it (14.7615).
    await expect(canvas.getAllByText('14.762').length).toBeGreaterThan(0);
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };
