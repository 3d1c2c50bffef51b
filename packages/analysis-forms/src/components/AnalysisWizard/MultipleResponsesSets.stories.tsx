import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { multipleResponsesDefinition } from '../../definitions/multipleResponses';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  mediaSurveyDataset,
  multipleResponsesSetsResultFixture,
} from '../../fixtures/multipleResponses';
import { pickColumns, sceneMeta, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

/**
 * Several multiple-response sets in one run: 매체 (dichotomies) added to the list, 선호
 * (categories) still in the editor; the result shows each set's case summary and frequencies.
 */
const meta = {
  title: 'Analysis/Wizards/다중응답 분석 (여러 세트)',
  args: { scene: 'setting', send: fn() },
  ...sceneMeta({
    definition: multipleResponsesDefinition as unknown as AnyAnalysisDefinition,
    dataset: pickColumns(mediaSurveyDataset, [
      '번호',
      '매체1',
      '매체2',
      '매체3',
      '매체4',
      '선호1',
      '선호2',
      '선호3',
    ]),
    values: multipleResponsesDefinition.optionsSchema.parse({
      sets: [
        {
          name: '매체',
          label: '이용 매체',
          type: 'dichotomies',
          variables: ['매체1', '매체2', '매체3', '매체4'],
          countedValue: '1',
        },
      ],
      setVariables: ['선호1', '선호2', '선호3'],
      setName: '선호',
      setLabel: '선호 매체',
      setType: 'categories',
    }),
    result: multipleResponsesSetsResultFixture,
    interpretation: {
      interpret:
        '이용 매체는 응답자의 84.2%가 매체1을 골랐고, 선호 매체는 4번이 가장 많이 선택되었습니다.',
      interpretDetail:
        '다중응답 세트 “이용 매체”(유효 케이스 57)와 “선호 매체”를 함께 분석했습니다. 세트마다 응답 수, 응답 퍼센트, 케이스 퍼센트를 보고합니다.',
    },
  }),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SettingAddSet: Story = {
  name: '2단계 세트 추가',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const available = canvas.getByRole('listbox', { name: '변수 목록' });
    for (const name of ['매체1', '매체2']) {
      await userEvent.click(
        within(available).getByRole('option', { name: new RegExp(`^${name}`) }),
      );
      await userEvent.click(canvas.getByRole('button', { name: '세트에 넣을 변수 칸으로 이동' }));
    }
    await userEvent.click(canvas.getByRole('button', { name: '세트 목록에 추가' }));
    const list = canvas.getByRole('list', { name: '정의된 다중응답 세트' });
    await expect(list).toHaveTextContent('이분형 (계산 값 1), 변수 2개: 매체1, 매체2');
    await expect(canvas.getByRole('textbox', { name: '세트 이름' })).toHaveValue('set2');
  },
};

export const SettingAddSetError: Story = {
  name: '2단계 세트 추가(오류)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '세트 목록에 추가' }));
    await expect(
      await canvas.findByText('변수를 2개 이상 선택해 주세요.', undefined, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const Result: Story = {
  name: '2단계 설정과 결과(세트 2개)',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Both sets' tables (R: 매체1 is 84.2 % of cases).
    await expect(canvas.getAllByText('케이스 요약: 매체 (이용 매체)').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('선호 (선호 매체) 빈도').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/^84\.2/).length).toBeGreaterThan(0);
  },
};

const SET_WORDS = ['이용 매체', '선호 매체', '매체', '선호'];

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '2단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  // The sets' names and labels are the visitor's own words, like variable names.
  play: expectEnglishOnly(mediaSurveyDataset, SET_WORDS),
};
