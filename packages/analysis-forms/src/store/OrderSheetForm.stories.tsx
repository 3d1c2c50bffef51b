import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { OrderSheetForm } from './OrderSheetForm';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The page passes the server's quote as `items` and `summary`; plain stand-ins here. */
const meta = {
  title: 'Store/OrderSheetForm',
  component: OrderSheetForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    guest: false,
    label: '주문서 작성',
    couriers: [
      { value: 'cj', label: 'CJ대한통운' },
      { value: 'hanjin', label: '한진택배' },
    ],
    coupons: [{ value: 'mc1', label: '신규 회원 3,000원 (최소 주문 30,000원)' }],
    pointsBalance: 2500,
    pointsMin: 100,
    pointsDue: 55000,
    won,
    onSubmit: fn(),
    onValuesChange: fn(),
    items: <p>무지 골판지 박스 소형 · 100개 = 52,000원</p>,
    summaryTitle: '결제 금액',
    summary: <p>최종 결제 금액 55,000원 (부가세 포함)</p>,
    submitLabel: '55,000원 결제하기',
  },
} satisfies Meta<typeof OrderSheetForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  name: '회원 주문서',
  args: { prefill: { ordererName: '홍길동', ordererPhone: '010-1234-5678', ordererEmail: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('홍길동')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '전액 사용' }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ points: 2500 }),
    );
  },
};

export const GuestInvalid: Story = {
  name: '비회원, 빈 값',
  args: { guest: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '55,000원 결제하기' }));
    await expect(
      await canvas.findByText('휴대폰 번호를 숫자와 하이픈으로 입력해 주세요 (9~20자).'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('우편번호는 숫자 5자리로 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('주문 비밀번호는 4~20자로 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('주문 내용 확인에 동의해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^우편번호/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: '주문 실패',
  args: {
    failure: {
      message: '재고가 부족한 상품이 있습니다.',
      messageEn: 'Some items are out of stock.',
    },
  },
};
