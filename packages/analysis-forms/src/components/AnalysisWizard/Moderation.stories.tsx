import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { moderationDefinition } from '../../definitions/moderation';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { interpretationsC } from '../../fixtures/interpretations-c';
import {
  moderationDataset,
  moderationResultFixture,
  moderationValues,
} from '../../fixtures/moderation';
import { submitEmpty } from './groupAScenes';
import { groupCMeta, type GroupCSceneArgs } from './groupCScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const meta = {
  title: 'Analysis/Wizards/조절효과 분석',
  args: { scene: 'intro', send: fn(), onHandOver: fn() },
  ...groupCMeta({
    definition: moderationDefinition as unknown as AnyAnalysisDefinition,
    dataset: moderationDataset,
    values: moderationValues,
    result: moderationResultFixture,
    interpretation: interpretationsC.moderation,
  }),
} satisfies Meta<GroupCSceneArgs>;
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
  name: '3단계 분석 결과(조건부 효과, Johnson-Neyman)',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // R² of the PROCESS model 1 fixture, as R's lm gives it: 0.58940.
    await expect(canvas.getAllByText('0.589').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('img', { name: /X의 조건부 효과/ })).toBeInTheDocument();
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(moderationDataset),
};
