import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { priceTagMessagesEn } from '../PriceTag';
import { ProductCard, productCardMessagesEn, productImageRatios } from './ProductCard';
import type { ProductCardProps } from './ProductCard';
import sampleImage from './ProductCard.sample.svg';

/** Holds the wish so the toggle responds, and reports each change. */
function Controlled(props: ProductCardProps) {
  const [wished, setWished] = useState(props.wished);
  return (
    <ProductCard
      {...props}
      wished={wished}
      onWishChange={
        props.onWishChange
          ? (next) => {
              setWished(next);
              props.onWishChange?.(next);
            }
          : undefined
      }
    />
  );
}

async function imagesLoaded(root: HTMLElement) {
  const images = Array.from(root.querySelectorAll('img'));
  await waitFor(() =>
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true),
  );
}

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    name: '무지 택배 박스 3호 (20매)',
    href: '/product-detail/1203',
    imageSrc: sampleImage,
    imageRatio: '1:1',
    options: '크기 3가지 · 20매 묶음',
    price: 12_900,
    listPrice: 16_000,
    unitPrice: { unit: '매', price: 645 },
    badges: [
      { label: '오늘출발', tone: 'brand' },
      { label: '정기배송', tone: 'delivery' },
    ],
    wished: false,
    onWishChange: fn(),
  },
  argTypes: { imageRatio: { control: 'inline-radio', options: productImageRatios } },
  parameters: {
    docs: {
      description: {
        component:
          '상품 목록의 카드입니다. 사진은 정해진 비율(`imageRatio`)로 잘라 보이고, 오늘출발·정기배송(정기배송 파란색) 같은 배지, 상품명(카드 전체를 덮는 하나의 링크), 옵션 요약, `PriceTag`, 찜 토글(aria-pressed)을 담습니다. 품절이면 사진을 흐리게 하고 "품절"을 글로 알립니다. 링크는 `renderLink`로 사이트 라우터의 링크를 쓰며(키트는 wouter를 가져오지 않음), 찜 저장은 앱이 합니다.',
      },
    },
  },
  render: (args) => (
    <div style={{ width: '240px' }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard: Tab reaches the wish toggle, Enter and Space flip it; then the product link. */
export const WishToggle: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const wish = canvas.getByRole('button', { name: '무지 택배 박스 3호 (20매) 찜하기' });
    await userEvent.tab();
    await expect(wish).toHaveFocus();
    await expect(wish).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onWishChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(args.onWishChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '무지 택배 박스 3호 (20매)' })).toHaveFocus();
  },
};

/** Badges are a list; 정기배송 uses the regular-delivery blue. */
export const Badges: Story = {
  args: { regularDeliveryPrice: 11_610 },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const badges = canvas.getByRole('list');
    await expect(badges).toHaveTextContent('오늘출발정기배송');
    await expect(canvas.getByText('정기배송가')).toBeVisible();
  },
};

/** Sold out: the photo is greyed and 품절 is said in words; the product page stays reachable. */
export const SoldOut: Story = {
  args: { soldOut: true, badges: [] },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText('품절')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/product-detail/1203');
  },
};

/** Other photo ratios, without the wish toggle. */
export const PortraitPhoto: Story = {
  args: { imageRatio: '3:4', onWishChange: undefined, listPrice: undefined },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    const media = canvasElement.querySelector('img')?.parentElement as HTMLElement;
    await expect(media.getBoundingClientRect().height).toBeCloseTo(
      (media.getBoundingClientRect().width * 4) / 3,
      0,
    );
  },
};

/** The site's router link goes in through renderLink. */
export const RouterLink: Story = {
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('data-router-link', 'true');
  },
};

/** English labels and prices. */
export const English: Story = {
  args: {
    name: 'Plain shipping box No. 3 (20 pcs)',
    options: '3 sizes · pack of 20',
    unitPrice: { unit: 'piece', price: 645 },
    badges: [
      { label: 'Ships today', tone: 'brand' },
      { label: 'Subscription', tone: 'delivery' },
    ],
    messages: productCardMessagesEn,
    priceMessages: priceTagMessagesEn,
  },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Save Plain shipping box No. 3 (20 pcs) to wish list' }),
    ).toBeVisible();
    await expect(canvas.getByText('₩12,900')).toBeVisible();
  },
};

/** Visual baseline: a grid of the states — discount, wished, regular delivery, sold out, 4:3. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 220px)', gap: '16px' }}>
      <ProductCard {...args} />
      <ProductCard {...args} name="완충 에어캡 롤" wished listPrice={undefined} badges={[]} />
      <ProductCard
        {...args}
        name="정기배송 테이프 50m"
        regularDeliveryPrice={11_610}
        badges={[{ label: '정기배송', tone: 'delivery' }]}
      />
      <ProductCard {...args} name="샘플 박스" soldOut badges={[]} imageRatio="4:3" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
  },
};
