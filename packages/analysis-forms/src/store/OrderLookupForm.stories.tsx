import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { OrderLookupForm } from './OrderLookupForm';

const meta = {
  title: 'Store/OrderLookupForm',
  component: OrderLookupForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { label: '비회원 주문 조회', onSubmit: fn() },
} satisfies Meta<typeof OrderLookupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  name: '빈 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '조회하기' }));
    await expect(await canvas.findAllByText('필수 입력 항목입니다.')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^주문번호/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: '조회 실패',
  args: {
    defaultOrderNo: '20261124-0001',
    failure: {
      message: '주문을 찾을 수 없습니다. 주문번호와 비밀번호를 확인해 주세요.',
      messageEn: 'No order was found. Check the order number and password.',
    },
  },
};
