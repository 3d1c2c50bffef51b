import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { SubscriptionForm } from './SubscriptionForm';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The page passes the terms it reads and its estimate of one delivery; plain stand-ins here. */
const meta = {
  title: 'Store/SubscriptionForm',
  component: SubscriptionForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    label: '정기배송 신청서',
    item: {
      kind: 'product',
      options: [
        {
          value: 'o-small',
          label: '소형 (250×180×100)',
          soldOut: false,
          minQuantity: 10,
          quantityStep: 10,
          printUnitPrice: 120,
        },
        {
          value: 'o-large',
          label: '대형 (500×400×300)',
          soldOut: true,
          minQuantity: 5,
          quantityStep: 5,
          printUnitPrice: null,
        },
      ],
    },
    cycles: [1, 2, 4, 8].map((weeks) => ({ value: weeks, label: `${weeks}주마다` })),
    defaultCycle: 2,
    firstDateMin: '2026-11-26',
    firstDateMax: '2027-01-23',
    defaultFirstDate: '2026-11-26',
    termsVersion: 3,
    terms: (
      <section aria-label="정기배송 이용약관">
        <h2>정기배송 이용약관</h2>
        <p>배송일마다 그날의 판매가로 주문이 만들어집니다.</p>
      </section>
    ),
    header: <h2>무지 골판지 박스</h2>,
    summaryTitle: '1회 배송 예상 금액',
    summary: <p>1회 결제 예상액 8,200원 (부가세 포함)</p>,
    won,
    onSubmit: fn(),
    onValuesChange: fn(),
    submitLabel: '정기배송 신청하기',
  },
} satisfies Meta<typeof SubscriptionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  name: '빈 값으로 신청',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^수량/));
    await userEvent.click(canvas.getByRole('button', { name: '정기배송 신청하기' }));
    await expect(await canvas.findByText('정기배송 약관에 동의해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^받는 분/)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('휴대폰 번호를 숫자와 하이픈으로 입력해 주세요 (9~20자).'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('우편번호는 숫자 5자리로 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^수량/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('입력한 내용을 확인해 주세요.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  name: '입력 완료, 카드 자동결제',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4주마다' }));
    await userEvent.clear(canvas.getByLabelText(/^수량/));
    await userEvent.type(canvas.getByLabelText(/^수량/), '30');
    await userEvent.click(canvas.getByRole('checkbox', { name: '로고 인쇄 추가 (개당 120원)' }));
    await userEvent.type(canvas.getByLabelText(/^받는 분/), '홍길동');
    await userEvent.type(canvas.getByLabelText(/^연락처/), '010-1234-5678');
    await userEvent.type(canvas.getByLabelText(/^우편번호/), '04524');
    await userEvent.type(canvas.getByLabelText(/^주소/), '서울특별시 중구 세종대로 110');
    await userEvent.click(canvas.getByRole('radio', { name: /^신용카드 자동결제/ }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: '정기배송 이용약관(v3)에 동의합니다.' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '정기배송 신청하기' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        optionId: 'o-small',
        quantity: 30,
        print: true,
        cycleWeeks: 4,
        firstDeliveryOn: '2026-11-26',
        paymentMethod: 'card',
        recipient: {
          name: '홍길동',
          phone: '010-1234-5678',
          zipcode: '04524',
          address1: '서울특별시 중구 세종대로 110',
          address2: '',
          memo: '',
        },
        agreeTerms: true,
      }),
      expect.anything(),
    );
  },
};

export const Ordermade: Story = {
  name: '주문제작 견적 정기배송',
  args: {
    label: '주문제작 정기배송 신청',
    item: { kind: 'ordermade', quantity: 500, maxMultiple: 3 },
    defaultCycle: 4,
    header: undefined,
    summaryTitle: '1회 배송 금액',
    summary: <p>견적 단가 830원 · 500개 · 415,000원</p>,
    submitLabel: '정기배송 시작하기',
  },
};
