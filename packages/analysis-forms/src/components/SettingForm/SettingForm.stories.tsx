import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { surveyDataset } from '../../fixtures/descriptive';
import { withAnalysisI18n } from '../story-helpers';
import { SettingForm } from './SettingForm';

const meta = {
  title: 'Analysis/Steps/SettingForm',
  component: SettingForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    definition: descriptiveDefinition as unknown as AnyAnalysisDefinition,
    dataset: surveyDataset,
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof SettingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '기술통계 기본값' };

export const WithErrors: Story = {
  name: '변수 없이 제출(오류 표시)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '분석 실행' }));
    await expect(await canvas.findByText('변수를 1개 이상 선택해 주세요.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  name: '값을 고른 뒤',
  args: {
    initialValues: {
      ...descriptiveDefinition.defaultValues,
      variables: ['나이', '만족도'],
      distribution: ['skewness', 'kurtosis'],
      confidenceInterval: 95,
      significance: ['shapiroWilk'],
    },
  },
};

export const RefusedByWizard: Story = {
  name: '마법사가 거절한 설정',
  args: { error: { messageKey: 'errors.invalidOptions' } },
};
