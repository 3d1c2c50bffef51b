import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chiDefinition } from '../../definitions/chi';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  chiLabelledDataset,
  chiLabelledInterpretationFixture,
  chiLabelledResultFixture,
} from '../../fixtures/chi';
import { sceneMeta, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

/**
 * Chi-square on a dataset whose values were labelled on the data step (학년 1–4 → "1학년"…,
 * 만족's answers): the crosstab's rows and columns show "label (value)".
 */
const meta = {
  title: 'Analysis/Wizards/교차분석 (값 설명)',
  args: { scene: 'result', send: fn() },
  ...sceneMeta({
    definition: chiDefinition as unknown as AnyAnalysisDefinition,
    dataset: chiLabelledDataset,
    values: chiDefinition.optionsSchema.parse({
      rows: ['학년'],
      columns: ['만족'],
      counts: ['observed'],
      percentages: ['row'],
    }),
    result: chiLabelledResultFixture,
    interpretation: chiLabelledInterpretationFixture,
  }),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Setting: Story = {
  name: '2단계 분석 설정(값 설명이 있는 데이터)',
  args: { scene: 'setting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The data step's variable view lists the saved value labels.
    await userEvent.click(canvas.getByRole('tab', { name: '변수 보기' }));
    await expect(canvas.getAllByText(/1 = 1학년/).length).toBeGreaterThan(0);
  },
};

export const Result: Story = {
  name: '3단계 분석 결과(값 설명)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crosstab = canvas.getByRole('table', { name: /학년 \* 만족 교차표/ });
    await expect(within(crosstab).getAllByText('만족도 낮음 (낮음)').length).toBeGreaterThan(0);
    await expect(within(crosstab).getAllByText(/1학년 \(1\)/).length).toBeGreaterThan(0);
  },
};

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(chiLabelledDataset),
};
