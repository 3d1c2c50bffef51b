import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { correlationDefinition } from '../../definitions/correlation';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  correlationDataset,
  correlationInterpretationFixture,
  correlationResultFixture,
} from '../../fixtures/correlation';
import { sceneMeta, submitEmpty, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const meta = {
  title: 'Analysis/Wizards/상관분석',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition: correlationDefinition as unknown as AnyAnalysisDefinition,
    dataset: correlationDataset,
    values: correlationDefinition.optionsSchema.parse({
      correlationVariables: ['사전', '사후', '만족도'],
      selectedCoefficientOptions: ['pearson', 'spearman'],
      selectedAnalysisOptions: ['meansAndSd'],
    }),
    result: correlationResultFixture,
    interpretation: correlationInterpretationFixture,
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

export const AnalysisLoading: Story = { name: '3단계 분석 중', args: { scene: 'analysisLoading' } };

export const Result: Story = {
  name: '3단계 분석 결과',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pearson r of 사전 and 사후, as R's cor.test gives it (0.91526).
    await expect(canvas.getAllByText(/^0?\.915/).length).toBeGreaterThan(0);
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(correlationDataset),
};
