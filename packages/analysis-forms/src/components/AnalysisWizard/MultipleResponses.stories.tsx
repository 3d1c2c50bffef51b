import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { multipleResponsesDefinition } from '../../definitions/multipleResponses';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  mediaSurveyDataset,
  multipleResponsesResultFixture,
} from '../../fixtures/multipleResponses';
import { pickColumns, sceneMeta, submitEmpty, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

/** Multiple responses has intro and setting only; the result and its interpretation stay on the setting step. */
const meta = {
  title: 'Analysis/Wizards/다중응답 분석',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition: multipleResponsesDefinition as unknown as AnyAnalysisDefinition,
    dataset: pickColumns(mediaSurveyDataset, ['번호', '매체1', '매체2', '매체3', '매체4', '선호1']),
    values: multipleResponsesDefinition.optionsSchema.parse({
      setVariables: ['매체1', '매체2', '매체3', '매체4'],
      setName: '매체',
      setLabel: '이용 매체',
    }),
    result: multipleResponsesResultFixture,
    interpretation: {
      interpret: '응답자의 84.2%가 매체1을 이용했고, 한 사람이 평균 1.8개의 매체를 골랐습니다.',
      interpretDetail:
        '다중응답 세트 “이용 매체”(유효 케이스 57, 89.1%): 매체1 48건(응답의 46.2%, 케이스의 84.2%), 매체2 26건, 매체3 20건, 매체4 10건.',
    },
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

export const AnalysisLoading: Story = { name: '2단계 분석 중', args: { scene: 'analysisLoading' } };

export const Result: Story = {
  name: '2단계 설정과 결과',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two steps only, the result under "분석 설정"; R: 매체1 is 84.2 % of cases.
    await expect(canvas.queryByText('분석 결과', { selector: 'li *' })).toBeNull();
    await expect(canvas.getAllByText(/^84\.2/).length).toBeGreaterThan(0);
  },
};

export const Interpretation: Story = { name: '2단계 결과 해석', args: { scene: 'interpretation' } };

const SET_WORDS = ['이용 매체', '매체'];

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '2단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  // The sets' names and labels are the visitor's own words, like variable names.
  play: expectEnglishOnly(mediaSurveyDataset, SET_WORDS),
};
