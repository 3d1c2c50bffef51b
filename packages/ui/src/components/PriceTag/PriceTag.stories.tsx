import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { PriceTag, priceTagMessagesEn, priceTagSizes } from './PriceTag';

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  args: { price: 12_900, listPrice: 16_000, size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: priceTagSizes } },
  parameters: {
    docs: {
      description: {
        component:
          '상품 가격을 원 단위로 보여 줍니다. 금액은 `Intl.NumberFormat(\'ko-KR\')`로 천 단위 쉼표를 넣고, 정가(`listPrice`)가 판매가보다 높으면 취소선과 할인율(내림한 정수 %)을 함께 보입니다. 취소선은 스크린 리더가 읽지 않으므로 "정가", "판매가"를 숨은 글로 덧붙입니다. 개당 가격(`unitPrice`)과 정기배송가(`regularDeliveryPrice`, 정기배송 파란색 표시)를 더할 수 있고, 문구는 `messages`(기본 한국어, `priceTagMessagesEn`)로 바꿉니다.',
      },
    },
  },
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Selling price only: no strike, no rate. */
export const PriceOnly: Story = {
  args: { price: 4_500, listPrice: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,500원')).toBeVisible();
    await expect(canvas.queryByText(/할인/)).toBeNull();
  },
};

/** List price struck through; 12,900 of 16,000 is 19.375 % off, shown as 19 %. */
export const Discount: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('19% 할인')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('16,000원');
    await expect(canvas.getByText('정가')).toBeInTheDocument();
  },
};

/** A box of 100: the price of one piece under the total. */
export const PerUnitPrice: Story = {
  args: { price: 12_900, listPrice: undefined, unitPrice: { unit: '개', price: 129 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('개당 129원')).toBeVisible();
  },
};

/** The subscription price with the regular-delivery mark. */
export const RegularDelivery: Story = {
  args: { regularDeliveryPrice: 11_610 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('정기배송가')).toBeVisible();
    await expect(canvas.getByText('11,610원')).toBeVisible();
  },
};

/** English labels; amounts keep the Korean separators with the won sign. */
export const English: Story = {
  args: {
    price: 1_234_500,
    listPrice: 1_500_000,
    unitPrice: { unit: 'box', price: 41_150 },
    regularDeliveryPrice: 1_111_050,
    messages: priceTagMessagesEn,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('17% off')).toBeVisible();
    await expect(canvas.getByText('₩1,234,500')).toBeVisible();
    await expect(canvas.getByText('₩41,150 per box')).toBeVisible();
  },
};

/** Visual baseline: every part, both sizes, and a list price that is not higher (no strike). */
export const AllStates: Story = {
  render: () => (
    <Inline gap="xxlarge" align="flex-start">
      <PriceTag price={4_500} />
      <PriceTag price={12_900} listPrice={16_000} />
      <PriceTag price={12_900} listPrice={12_900} unitPrice={{ unit: '개', price: 129 }} />
      <PriceTag
        price={32_000}
        listPrice={40_000}
        unitPrice={{ unit: '롤', price: 1_600 }}
        regularDeliveryPrice={28_800}
      />
      <PriceTag size="large" price={129_000} listPrice={150_000} regularDeliveryPrice={116_100} />
      <PriceTag price={9_900} listPrice={11_000} messages={priceTagMessagesEn} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('del')).toHaveLength(4);
  },
};
