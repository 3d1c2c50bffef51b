import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  descriptiveFullResultFixture,
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
