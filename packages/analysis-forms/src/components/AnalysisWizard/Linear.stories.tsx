import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { linearDefinition } from '../../definitions/linear';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { interpretationsC } from '../../fixtures/interpretations-c';
import { linearDataset, linearResultFixture, linearValues } from '../../fixtures/linear';
import { submitEmpty } from './groupAScenes';
import { groupCMeta, type GroupCSceneArgs } from './groupCScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const meta = {
  title: 'Analysis/Wizards/선형 회귀분석',
  args: { scene: 'intro', send: fn(), onHandOver: fn() },
  ...groupCMeta({
    definition: linearDefinition as unknown as AnyAnalysisDefinition,
    dataset: linearDataset,
    values: linearValues,
    result: linearResultFixture,
    interpretation: interpretationsC.linear,
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
  name: '3단계 분석 결과',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // R² of lm(만족도 ~ 나이 + 소득 + 근속) in R: 0.27867.
    await expect(canvas.getAllByText('0.279').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('table', { name: /공선성 진단/ })).toBeInTheDocument();
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(linearDataset),
};
