import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { OrdermadeRequestForm } from './OrdermadeRequestForm';

const meta = {
  title: 'Store/OrdermadeRequestForm',
  component: OrdermadeRequestForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    dueDateMin: '2026-11-27',
    dueDateMax: '2027-11-24',
    fileAccept: ['.pdf', '.ai', '.png', '.jpg', '.jpeg'],
    fileMaxBytes: 10 * 1024 * 1024,
    maxFiles: 5,
    onSubmit: fn(),
  },
} satisfies Meta<typeof OrdermadeRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Box: Story = { name: '맞춤 박스', args: { kind: 'box' } };

export const Invalid: Story = {
  name: '빈 값과 범위 밖 치수',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('높이 H (mm)'), '5');
    await userEvent.click(canvas.getByRole('button', { name: '견적 요청하기' }));
    await expect(
      await canvas.findByText('치수는 10mm에서 5,000mm 사이로 입력해 주세요.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /^제작 품목/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(/^수량/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
