import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { frequenciesDefinition } from '../../definitions/frequencies';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { frequenciesResultFixture, surveyTestDataset } from '../../fixtures/frequencies';
import { sceneMeta, submitEmpty, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const meta = {
  title: 'Analysis/Wizards/빈도분석',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition: frequenciesDefinition as unknown as AnyAnalysisDefinition,
    dataset: surveyTestDataset,
    values: frequenciesDefinition.optionsSchema.parse({
      variables: ['만족도', '성별'],
      statistics: ['mean', 'median', 'std', 'quartiles'],
    }),
    result: frequenciesResultFixture,
    interpretation: {
      interpret:
        '만족도는 3점과 4점이 각각 23.6%로 가장 많았고, 평균은 3.22점이었습니다. 성별은 여성이 조금 더 많았습니다.',
      interpretDetail:
        '만족도(유효 N = 55, 결측 2): M = 3.22, Mdn = 3.00. 1점 14.5%, 2점 16.4%, 3점 23.6%, 4점 23.6%, 5점 21.8%(유효 퍼센트).',
    },
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
    // R: 8 of 55 valid answers of 만족도 are 1, 14.5 %.
    await expect(canvas.getAllByText(/^14\.5/).length).toBeGreaterThan(0);
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(surveyTestDataset),
};
