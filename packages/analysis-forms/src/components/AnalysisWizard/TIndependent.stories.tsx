import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { tIndependentDefinition } from '../../definitions/tIndependent';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { surveyTestDataset, tIndependentResultFixture } from '../../fixtures/tTests';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';
import {
  atSiteWidth1280,
  sceneMeta,
  submitEmpty,
  tablesFitTheWidth,
  type SceneArgs,
  type WizardScenario,
} from './groupAScenes';

const scenario: WizardScenario = {
  definition: tIndependentDefinition as unknown as AnyAnalysisDefinition,
  dataset: surveyTestDataset,
  values: tIndependentDefinition.optionsSchema.parse({
    independentSampleTestValue: ['사전', '사후'],
    groupingVariable: ['집단'],
  }),
  result: tIndependentResultFixture,
  interpretation: {
    interpret:
      '집단 1과 집단 2의 사전 점수 차이는 유의하지 않았고(p = .075), 사후 점수는 집단 2가 유의하게 높았습니다(p = .034).',
    interpretDetail:
      'Levene 검정에서 등분산 가정이 기각되지 않아 등분산 가정 행을 보고한다. 사전: t(52) = −1.82, p = .075. 사후: t(52) = −2.17, p = .034.',
  },
};

const meta = {
  title: 'Analysis/Wizards/독립표본 t 검정',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta(scenario),
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
    // R's t.test(var.equal = TRUE) for 사전 by 집단: t = −1.8167.
    await expect(canvas.getAllByText(/^[-−]1\.817$/).length).toBeGreaterThan(0);
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  ...sceneMeta({ ...scenario, language: 'en' }),
  play: expectEnglishOnly(surveyTestDataset),
};

/** The result as the site lays it out in a 1280 px window, in both languages. */
export const ResultAt1280: Story = {
  name: '3단계 분석 결과(1280px 화면)',
  args: { scene: 'result' },
  decorators: [atSiteWidth1280],
  play: tablesFitTheWidth,
};

export const ResultAt1280English: Story = {
  name: '3단계 분석 결과(1280px 화면, 영어)',
  args: { scene: 'result' },
  ...sceneMeta({ ...scenario, language: 'en' }),
  decorators: [atSiteWidth1280, withAnalysisI18n('en')],
  play: tablesFitTheWidth,
};
