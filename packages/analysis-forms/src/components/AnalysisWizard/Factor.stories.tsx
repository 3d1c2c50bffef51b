import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { factorDefinition } from '../../definitions/factor';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { factorDataset, factorResultFixture, factorValues } from '../../fixtures/factor';
import { interpretationsC } from '../../fixtures/interpretations-c';
import { submitEmpty } from './groupAScenes';
import { groupCMeta, type GroupCSceneArgs } from './groupCScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const meta = {
  title: 'Analysis/Wizards/요인분석',
  args: { scene: 'intro', send: fn(), onHandOver: fn() },
  ...groupCMeta({
    definition: factorDefinition as unknown as AnyAnalysisDefinition,
    dataset: factorDataset,
    values: factorValues,
    result: factorResultFixture,
    interpretation: interpretationsC.factor,
  }),
} satisfies Meta<GroupCSceneArgs>;
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
  name: '3단계 분석 결과(스크리 도표, 요인 묶기)',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // KMO of the fixture, as R's psych::KMO gives it (0.7472).
    await expect(canvas.getAllByText('0.747').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('img', { name: /스크리 도표/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '묶음별 신뢰도 분석' })).toBeInTheDocument();
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(factorDataset),
};
