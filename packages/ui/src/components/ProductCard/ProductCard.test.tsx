import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard';

const product = {
  name: '무지 택배 박스 3호',
  href: '/product-detail/1203',
  imageSrc: '/box.png',
  price: 12_900,
  listPrice: 16_000,
};

describe('ProductCard', () => {
  it('shows the name as the link, options, badges and price', () => {
    render(
      <ProductCard
        {...product}
        options="크기 3가지"
        badges={[
          { label: '오늘출발', tone: 'brand' },
          { label: '정기배송', tone: 'delivery' },
        ]}
        regularDeliveryPrice={11_610}
      />,
    );
    const article = screen.getByRole('article');
    const link = within(article).getByRole('heading', { level: 3 }).querySelector('a');
    expect(link?.getAttribute('href')).toBe('/product-detail/1203');
    expect(link?.textContent).toBe('무지 택배 박스 3호');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '오늘출발',
      '정기배송',
    ]);
    expect(screen.getByText('크기 3가지')).toBeTruthy();
    expect(screen.getByText('19% 할인')).toBeTruthy();
    expect(screen.getByText('11,610원')).toBeTruthy();
    // The photo repeats the name, so it is decorative unless told otherwise.
    expect(article.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('toggles the wish with its pressed state and reports it', async () => {
    const user = userEvent.setup();
    const onWishChange = vi.fn();
    const { rerender } = render(
      <ProductCard {...product} wished={false} onWishChange={onWishChange} />,
    );
    const wish = screen.getByRole('button', { name: '무지 택배 박스 3호 찜하기' });
    expect(wish.getAttribute('aria-pressed')).toBe('false');
    await user.click(wish);
    expect(onWishChange).toHaveBeenLastCalledWith(true);
    rerender(<ProductCard {...product} wished onWishChange={onWishChange} />);
    expect(wish.getAttribute('aria-pressed')).toBe('true');
    await user.click(wish);
    expect(onWishChange).toHaveBeenLastCalledWith(false);
  });

  it("says 품절 in words and uses the site's link", () => {
    render(
      <ProductCard
        {...product}
        soldOut
        headingLevel={2}
        renderLink={({ children, href }) => <a href={`/app${href}`}>{children}</a>}
      />,
    );
    expect(screen.getByText('품절')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).querySelector('a')?.getAttribute('href')).toBe(
      '/app/product-detail/1203',
    );
  });
});
