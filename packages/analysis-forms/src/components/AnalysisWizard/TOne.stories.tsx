import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { tOneDefinition } from '../../definitions/tOne';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { surveyTestDataset, tOneResultFixture } from '../../fixtures/tTests';
import { sceneMeta, submitEmpty, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const meta = {
  title: 'Analysis/Wizards/일표본 t 검정',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition: tOneDefinition as unknown as AnyAnalysisDefinition,
    dataset: surveyTestDataset,
    values: tOneDefinition.optionsSchema.parse({ variables: ['사전'], populationMean: 60 }),
    result: tOneResultFixture,
    interpretation: {
      interpret:
        '사전 점수의 평균(64.15)은 검정값 60보다 유의하게 높았습니다(t(53) = 3.58, p < .001). 효과 크기는 중간 정도입니다(d = 0.49).',
      interpretDetail:
        '일표본 t 검정 결과, 사전 점수(M = 64.15, SD = 8.51, N = 54)는 검정값 60과 유의한 차이를 보였다, t(53) = 3.58, p = .001, 평균 차이 = 4.15, 95% CI [1.83, 6.47], d = 0.49.',
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
    // The engine's t for 사전 against 60, as R's t.test gives it (3.5827).
    await expect(canvas.getAllByText('3.583').length).toBeGreaterThan(0);
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
