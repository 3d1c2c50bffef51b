import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { descriptiveDefinition } from '../../definitions/descriptive';
import { tIndependentDefinition } from '../../definitions/tIndependent';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  descriptiveFullResultFixture,
  descriptiveInterpretationFixture,
  descriptiveResultFixture,
  descriptiveResultWithWarningFixture,
} from '../../fixtures/descriptive';
import { tIndependentResultFixture } from '../../fixtures/tTests';
import type { AnalysisResult } from '../../types';
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

/** SPSS syntax as the server sends it with a run of the independent-samples t test. */
const T_TEST_SYNTAX = [
  'T-TEST GROUPS=집단(1 2)',
  '  /MISSING=ANALYSIS',
  '  /VARIABLES=사전 사후',
  '  /ES DISPLAY(TRUE)',
  '  /CRITERIA=CI(.95).',
].join('\n');

/**
 * The export menu: decimals, APA p, XLSX, the Word report and print; and the folded
 * "SPSS 구문" panel under the result.
 */
export const ExportMenu: Story = {
  name: '내보내기 메뉴와 SPSS 구문',
  args: {
    definition: tIndependentDefinition as unknown as AnyAnalysisDefinition,
    result: tIndependentResultFixture as unknown as AnalysisResult,
    syntax: T_TEST_SYNTAX,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tools = canvas.getByRole('group', { name: '결과 표시와 내보내기' });
    await expect(within(tools).getByRole('button', { name: '모든 표 XLSX로 받기' })).toBeVisible();
    await expect(within(tools).getByRole('button', { name: 'Word 보고서로 받기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SPSS 구문' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The syntax panel opened, in English. */
export const SyntaxOpenEnglish: Story = {
  name: 'SPSS 구문 펼침(영문)',
  decorators: [withAnalysisI18n('en')],
  args: {
    definition: tIndependentDefinition as unknown as AnyAnalysisDefinition,
    result: tIndependentResultFixture as unknown as AnalysisResult,
    syntax: T_TEST_SYNTAX,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'SPSS syntax' }));
    await expect(canvas.getByLabelText('SPSS syntax text')).toHaveTextContent('T-TEST GROUPS');
    await expect(canvas.getByRole('button', { name: 'Copy syntax' })).toBeVisible();
  },
};
