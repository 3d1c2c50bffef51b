import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { descriptiveInterpretationFixture } from '../../fixtures/descriptive';
import { withAnalysisI18n } from '../story-helpers';
import { InterpretationStep } from './InterpretationStep';

const meta = {
  title: 'Analysis/Steps/InterpretationStep',
  component: InterpretationStep,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { interpretation: descriptiveInterpretationFixture, onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof InterpretationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithText: Story = { name: '해석 결과' };

export const NotYetAvailable: Story = { name: '해석 준비 중', args: { interpretation: null } };

export const Failed: Story = {
  name: '해석 실패',
  args: {
    interpretation: null,
    error: {
      code: 'INTERPRET_FAILED',
      message: '해석을 만들지 못했습니다.',
      messageEn: 'Could not interpret.',
    },
  },
};
