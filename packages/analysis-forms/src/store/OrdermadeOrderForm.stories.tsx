import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { OrdermadeOrderForm } from './OrdermadeOrderForm';

const meta = {
  title: 'Store/OrdermadeOrderForm',
  component: OrdermadeOrderForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    label: '견적 주문하기',
    ordererEmail: 'member@example.com',
    onSubmit: fn(),
    submitLabel: '415,000원 주문하기',
  },
} satisfies Meta<typeof OrdermadeOrderForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  name: '빈 값으로 주문',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('member@example.com')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: '주문자 정보와 같음' }));
    await userEvent.click(canvas.getByRole('button', { name: '415,000원 주문하기' }));
    await expect(await canvas.findByText('입력한 내용을 확인해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^이름/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^받는 분/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^우편번호/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^입금자명/)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: '주문 실패',
  args: {
    failure: {
      message: '견적 유효기한이 지났습니다.',
      messageEn: 'The quotation has expired.',
    },
  },
};
