import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { tPairedDefinition } from '../../definitions/tPaired';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { surveyTestDataset, tPairedResultFixture } from '../../fixtures/tTests';
import { sceneMeta, submitEmpty, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const meta = {
  title: 'Analysis/Wizards/대응표본 t 검정',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition: tPairedDefinition as unknown as AnyAnalysisDefinition,
    dataset: surveyTestDataset,
    values: tPairedDefinition.optionsSchema.parse({
      pairedSampleTestValue: [['사전', '사후']],
    }),
    result: tPairedResultFixture,
    interpretation: {
      interpret:
        '사후 점수가 사전 점수보다 평균 3.7점 높았고, 이 차이는 통계적으로 유의했습니다(t(51) = −6.07, p < .001).',
      interpretDetail:
        '대응표본 t 검정 결과, 사전(M = 64.28)과 사후(M = 67.99)의 평균 차이는 유의했다, t(51) = −6.07, p < .001, d = −0.84.',
    },
  }),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = { name: '1단계 데이터 올리기' };

export const SettingWithErrors: Story = {
  name: '2단계 분석 설정(오류)',
  args: { scene: 'setting' },
  play: submitEmpty('대응 쌍을 하나 이상 추가해 주세요.'),
};

export const AnalysisLoading: Story = { name: '3단계 분석 중', args: { scene: 'analysisLoading' } };

export const Result: Story = {
  name: '3단계 분석 결과',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // R's t.test(사전, 사후, paired = TRUE): t = −6.0691.
    await expect(canvas.getAllByText(/^[-−]6\.069$/).length).toBeGreaterThan(0);
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
