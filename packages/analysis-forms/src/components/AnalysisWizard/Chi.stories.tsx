import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { chiDefinition } from '../../definitions/chi';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { chiDataset, chiInterpretationFixture, chiResultFixture } from '../../fixtures/chi';
import { sceneMeta, submitEmpty, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const meta = {
  title: 'Analysis/Wizards/교차분석',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition: chiDefinition as unknown as AnyAnalysisDefinition,
    dataset: chiDataset,
    values: chiDefinition.optionsSchema.parse({
      rows: ['성별'],
      columns: ['흡연'],
      counts: ['observed', 'expected'],
      percentages: ['row'],
      statistics: ['phiCramer', 'contingency'],
    }),
    result: chiResultFixture,
    interpretation: chiInterpretationFixture,
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
  name: '3단계 분석 결과',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pearson chi-square of 성별 × 흡연, as R's chisq.test(correct = FALSE) gives it (1.2798).
    await expect(canvas.getAllByText('1.280').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('table', { name: /카이제곱 검정/ })).toBeInTheDocument();
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(chiDataset),
};
