import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { surveyDataset } from '../../fixtures/descriptive';
import { withAnalysisI18n } from '../story-helpers';
import { DataStep } from './DataStep';

const meta = {
  title: 'Analysis/Steps/DataStep',
  component: DataStep,
  decorators: [withAnalysisI18n('ko')],
  args: {
    dataset: {
      ...surveyDataset,
      columns: surveyDataset.columns.map((column, index) =>
        index === 1 ? { ...column, valueLabels: { '1': '남', '2': '여' } } : column,
      ),
    },
    onTypeChange: fn(),
    onValueLabelsChange: fn(async () => {}),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValueLabels: Story = {
  name: '값 설명 보기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '변수 보기' }));
    await expect(canvas.getByText('1 = 남, 2 = 여')).toBeVisible();
  },
};

export const EditValueLabels: Story = {
  name: '값 설명 편집(잘못된 줄)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = surveyDataset.columns;
    await userEvent.click(canvas.getByRole('tab', { name: '변수 보기' }));
    await userEvent.click(canvas.getByRole('button', { name: `${first!.name} 값 설명 편집` }));
    const field = canvas.getByRole('textbox', { name: `${first!.name}의 값 설명` });
    await userEvent.type(field, '1 = 낮음{enter}높음');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(
      await canvas.findByText('2번째 줄을 "값 = 설명" 형식으로 적어 주세요.'),
    ).toBeVisible();
    await expect(args.onValueLabelsChange).not.toHaveBeenCalled();
  },
};
