import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  descriptiveFullResultFixture,
  descriptiveInterpretationFixture,
  descriptiveResultFixture,
  descriptiveResultWithWarningFixture,
} from '../../fixtures/descriptive';
import { withAnalysisI18n } from '../story-helpers';
import { ResultView } from './ResultView';

const meta = {
  title: 'Analysis/Steps/ResultView',
  component: ResultView,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    definition: descriptiveDefinition as unknown as AnyAnalysisDefinition,
    result: descriptiveResultFixture,
    onInterpret: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof ResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = { name: '기술통계 결과' };

export const English: Story = { name: '기술통계 결과(영문)', decorators: [withAnalysisI18n('en')] };

export const AllOptions: Story = {
  name: '모든 옵션(정규성 검정 포함)',
  args: { result: descriptiveFullResultFixture },
};

export const WithWarning: Story = {
  name: '경고가 있을 때',
  args: { result: descriptiveResultWithWarningFixture },
};

/** After an interpretation: it is part of the report, so print / PDF holds it under the tables. */
export const WithInterpretation: Story = {
  name: '해석이 포함된 보고서',
  args: {
    result: descriptiveResultFixture,
    interpretation: { ...descriptiveInterpretationFixture, language: 'ko' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: '결과 해석' });
    await expect(
      within(section).getByText(descriptiveInterpretationFixture.interpret),
    ).toBeVisible();
  },
};

/** An interpretation asked in Korean while the page is now in English: left out, with a note. */
export const InterpretationOtherLanguage: Story = {
  name: '다른 언어의 해석(영문 화면)',
  decorators: [withAnalysisI18n('en')],
  args: {
    result: descriptiveResultFixture,
    interpretation: { ...descriptiveInterpretationFixture, language: 'ko' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(descriptiveInterpretationFixture.interpret)).toBeNull();
    await expect(canvas.getByText(/written in another language/)).toBeVisible();
  },
};
